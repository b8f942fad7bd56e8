/**
 * Lex V2's header encoding for RecognizeUtterance: JSON (or text), gzip-compressed, then base64. Uses the
 * platform's CompressionStream, present in browsers and in Node alike, so the emulator needs no zlib library.
 */
import { base64ToBytes, bytesToBase64 } from '../cognito/srp';

async function pipe(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream) {
  // A ReadableStream made by hand: jsdom's Blob has no stream().
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const stream = source.pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** gzip + base64 of a text. */
export async function gzipBase64(text: string): Promise<string> {
  return bytesToBase64(await pipe(new TextEncoder().encode(text), new CompressionStream('gzip')));
}

/** The text inside a gzip + base64 header; throws on anything else. */
export async function gunzipBase64(encoded: string): Promise<string> {
  return new TextDecoder().decode(await pipe(base64ToBytes(encoded), new DecompressionStream('gzip')));
}
