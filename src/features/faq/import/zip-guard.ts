/**
 * Checks a zip (an .xlsx, or anything that starts like one: SheetJS goes by content, not by name) before SheetJS
 * unpacks it (issue 21 §4.3). The central directory's sizes are read first, so that a file announcing hundreds
 * of megabytes is refused at once; then every entry is inflated as a stream, its bytes counted and dropped, so
 * that an entry that unpacks to more than it announces (a forged directory) is caught with bounded memory.
 * Zip format: PKWARE APPNOTE 6.3 (end of central directory record §4.3.16, central directory header §4.3.12,
 * local file header §4.3.7).
 */
import { LIMIT_MESSAGES, ZIP_MAX_UNPACKED_BYTES } from './limits';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

interface ZipEntry {
  method: number;
  compressedSize: number;
  unpackedSize: number;
  localHeaderOffset: number;
}

/** Whether the bytes start like a zip (a local file header). */
export const looksLikeZip = (bytes: Uint8Array<ArrayBuffer>) =>
  bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === LOCAL_HEADER;

class ZipRefused extends Error {}

function entriesOf(bytes: Uint8Array<ArrayBuffer>): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipRefused(LIMIT_MESSAGES.unreadable);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  // ZIP64 marks (0xFFFF, 0xFFFFFFFF): no spreadsheet within the file limit needs them.
  if (count === 0xffff || at === 0xffffffff) throw new ZipRefused(LIMIT_MESSAGES.unpacksMoreThanDeclared);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      throw new ZipRefused(LIMIT_MESSAGES.unreadable);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      unpackedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** The entry's compressed bytes, found through its local header. */
function dataOf(bytes: Uint8Array<ArrayBuffer>, entry: ZipEntry): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER)
    throw new ZipRefused(LIMIT_MESSAGES.unreadable);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipRefused(LIMIT_MESSAGES.unreadable);
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * The compressed bytes handed to the inflater at a time. A bomb inflates about a thousandfold: given its 400 KB
 * at once, the inflater unpacked all 419 MB before the first read could stop it (seconds of a busy worker, and
 * the memory); a kilobyte at a time, reading stops within about a megabyte of the announced size.
 */
const INFLATE_SLICE_BYTES = 1024;

/** How many bytes deflated data unpacks to, counting no further than `stopAbove` (the output is dropped). */
async function inflatedLength(data: Uint8Array<ArrayBuffer>, stopAbove: number): Promise<number> {
  let offset = 0;
  // Pulled slice by slice: the stream's backpressure feeds the inflater only as fast as its output is read.
  const source = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (offset >= data.length) {
          controller.close();
          return;
        }
        controller.enqueue(data.subarray(offset, offset + INFLATE_SLICE_BYTES));
        offset += INFLATE_SLICE_BYTES;
      },
    },
    { highWaterMark: 0 },
  );
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return length;
      length += value.length;
      if (length > stopAbove) return length;
    }
  } catch {
    throw new ZipRefused(LIMIT_MESSAGES.unreadable);
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * Why the zip must not be unpacked (a limit's message), or null when it may. Reads the directory, then inflates
 * each entry up to its announced size plus one byte.
 */
export async function zipProblem(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  try {
    const entries = entriesOf(bytes);
    const announced = entries.reduce((sum, entry) => sum + entry.unpackedSize, 0);
    if (announced > ZIP_MAX_UNPACKED_BYTES) return LIMIT_MESSAGES.unpacksTooLarge(announced);
    for (const entry of entries) {
      const data = dataOf(bytes, entry);
      if (entry.method === STORED) {
        if (data.length !== entry.unpackedSize) return LIMIT_MESSAGES.unpacksMoreThanDeclared;
      } else if (entry.method === DEFLATED) {
        if ((await inflatedLength(data, entry.unpackedSize)) > entry.unpackedSize)
          return LIMIT_MESSAGES.unpacksMoreThanDeclared;
      } else {
        // SheetJS reads stored and deflated entries only.
        return LIMIT_MESSAGES.unreadable;
      }
    }
    return null;
  } catch (error) {
    if (error instanceof ZipRefused) return error.message;
    throw error;
  }
}
