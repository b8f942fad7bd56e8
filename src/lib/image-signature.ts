/**
 * What an image file really is, from its first bytes (its "magic number"), not from its name or the type the
 * browser guessed from the name: an HTML page renamed `photo.png` is not a PNG (issue 21 §5.4). The portal checks
 * before uploading, and the emulated server checks again before storing.
 */
const SIGNATURES: readonly { type: string; matches(bytes: Uint8Array): boolean }[] = [
  {
    type: 'image/png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', matches: (bytes) => ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a') },
  // A RIFF container whose form type is WEBP.
  { type: 'image/webp', matches: (bytes) => ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') },
];

/** How many leading bytes `imageTypeOf` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  return startsWith(bytes.subarray(offset), [...new TextEncoder().encode(text)]);
}

/** The image type the bytes start like (PNG, JPEG, GIF or WebP), or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
