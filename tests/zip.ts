/**
 * Zip files built byte by byte for tests (PKWARE APPNOTE 6.3): honest ones, ones whose central directory lies
 * about an entry's size, and zip bombs (an .xlsx whose sheet inflates to hundreds of megabytes), generated in
 * the test rather than kept in the repository.
 */
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  /** The entry's deflated bytes. */
  deflated: Uint8Array;
  /** Its real unpacked size and CRC-32. */
  size: number;
  crc: number;
  /** What the central directory claims as the unpacked size (a forgery when it differs from `size`). */
  declaredSize?: number;
}

const u16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const u32 = (value: number) => [
  value & 0xff,
  (value >>> 8) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 24) & 0xff,
];

/** A zip of deflated entries. */
export function zipOf(entries: readonly ZipEntryInput[]): Uint8Array {
  const parts: number[][] = [];
  const directory: number[][] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = [...new TextEncoder().encode(entry.name)];
    const declared = entry.declaredSize ?? entry.size;
    const common = [
      ...u16(20), // version needed
      ...u16(0), // flags
      ...u16(8), // deflate
      ...u16(0), // time
      ...u16(0x21), // date
      ...u32(entry.crc),
      ...u32(entry.deflated.length),
      ...u32(declared),
      ...u16(name.length),
      ...u16(0), // extra
    ];
    const local = [...u32(0x04034b50), ...common, ...name];
    parts.push(local, [...entry.deflated]);
    directory.push([
      ...u32(0x02014b50),
      ...u16(20), // made by
      ...common,
      ...u16(0), // comment
      ...u16(0), // disk
      ...u16(0), // internal attributes
      ...u32(0), // external attributes
      ...u32(offset),
      ...name,
    ]);
    offset += local.length + entry.deflated.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = [
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(entries.length),
    ...u16(entries.length),
    ...u32(directorySize),
    ...u32(offset),
    ...u16(0),
  ];
  return Uint8Array.from([...parts, ...directory, end].flat());
}

/** `chunk` repeated `times`, deflated as a stream (the whole is never in memory), with its CRC-32. */
export async function deflateRepeated(
  chunk: Uint8Array,
  times: number,
): Promise<Pick<ZipEntryInput, 'deflated' | 'size' | 'crc'>> {
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (data: Buffer) => output.push(data));
  const finished = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  for (let index = 0; index < times; index += 1) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return { deflated: new Uint8Array(Buffer.concat(output)), size: chunk.length * times, crc };
}

/**
 * A zip bomb shaped like an .xlsx: a small workbook whose one sheet unpacks to `megabytes` of XML padding
 * (1 MiB blocks of spaces inside the sheet data), as the one that crashed the tab (409 KB → 419 MB).
 */
export async function xlsxBomb(
  megabytes: number,
  options: { declaredSize?: number } = {},
): Promise<Uint8Array> {
  const text = (value: string) => {
    const bytes = new TextEncoder().encode(value);
    return deflateRepeated(bytes, 1);
  };
  const padding = await deflateRepeated(new Uint8Array(1024 * 1024).fill(0x20), megabytes);
  return zipOf([
    {
      name: '[Content_Types].xml',
      ...(await text(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      )),
    },
    { name: 'xl/workbook.xml', ...(await text('<?xml version="1.0"?><workbook/>')) },
    {
      name: 'xl/worksheets/sheet1.xml',
      ...padding,
      ...(options.declaredSize === undefined ? {} : { declaredSize: options.declaredSize }),
    },
  ]);
}
