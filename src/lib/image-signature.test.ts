import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from './image-signature';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)),
  );

describe('imageTypeOf', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF87a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses what only looks like an image by name: HTML, SVG, a truncated header, another RIFF', () => {
    for (const impostor of [
      bytes('<html><script>alert(1)</script>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      bytes([0x89], 'PNG'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
      bytes(''),
    ]) {
      expect(imageTypeOf(impostor)).toBeNull();
    }
  });

  it('needs only the first bytes, whatever follows (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: IMAGE_SIGNATURE_BYTES, maxLength: 64 }), (data) => {
        expect(imageTypeOf(data)).toBe(imageTypeOf(data.subarray(0, IMAGE_SIGNATURE_BYTES)));
      }),
    );
  });
});
