/**
 * MD5 (RFC 1321), which WebCrypto does not offer but AWS wire formats need: S3's ETag of a single-part upload,
 * SQS's `MD5OfBody` / `MD5OfMessageBody` (the SDK checks them) and `MD5OfMessageAttributes`. Not for security.
 */

const SHIFTS = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15,
  21, 6, 10, 15, 21,
];

const CONSTANTS = Array.from(
  { length: 64 },
  (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) >>> 0,
);

const encoder = new TextEncoder();

/** The MD5 digest of bytes (or of a string's UTF-8), 16 bytes. */
export function md5(input: Uint8Array | string): Uint8Array {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input;
  const paddedLength = (((bytes.length + 8) >>> 6) + 1) << 6;
  const padded = new Uint8Array(paddedLength);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = bytes.length * 8;
  view.setUint32(paddedLength - 8, bitLength >>> 0, true);
  view.setUint32(paddedLength - 4, Math.floor(bitLength / 2 ** 32), true);

  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  const words = new Uint32Array(16);
  for (let offset = 0; offset < paddedLength; offset += 64) {
    for (let index = 0; index < 16; index += 1) words[index] = view.getUint32(offset + index * 4, true);
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let step = 0; step < 64; step += 1) {
      let f: number;
      let word: number;
      if (step < 16) {
        f = (b & c) | (~b & d);
        word = step;
      } else if (step < 32) {
        f = (d & b) | (~d & c);
        word = (5 * step + 1) % 16;
      } else if (step < 48) {
        f = b ^ c ^ d;
        word = (3 * step + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        word = (7 * step) % 16;
      }
      const sum = (a + f + (CONSTANTS[step] ?? 0) + (words[word] ?? 0)) >>> 0;
      const shift = SHIFTS[step] ?? 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    a0 = (a0 + a) >>> 0;
    b0 = (b0 + b) >>> 0;
    c0 = (c0 + c) >>> 0;
    d0 = (d0 + d) >>> 0;
  }
  const digest = new Uint8Array(16);
  const out = new DataView(digest.buffer);
  [a0, b0, c0, d0].forEach((word, index) => out.setUint32(index * 4, word, true));
  return digest;
}

/** The MD5 digest as lower-case hex, as AWS sends it. */
export function md5Hex(input: Uint8Array | string): string {
  return Array.from(md5(input), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
