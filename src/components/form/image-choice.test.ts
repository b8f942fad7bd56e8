import { describe, expect, it } from 'vitest';

import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  imageChoiceSchema,
  imageFileProblem,
  isWebAddress,
} from './image-choice';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('imageFileProblem', () => {
  it('takes .jpg, .jpeg, .png, .bmp and .svg in any case, up to 1024 × 1024 bytes', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.bmp', 'Logo.SVG', 'my.photo.png']) {
      expect(imageFileProblem(file(name, 10), 'Chat image')).toBeNull();
    }
    expect(imageFileProblem(file('a.png', IMAGE_MAX_BYTES), 'Chat image')).toBeNull();
    expect(imageFileProblem(file('a.png', IMAGE_MAX_BYTES + 1), 'Chat image')).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it('refuses any other name, the type first', () => {
    for (const name of ['a.gif', 'a.webp', 'png', 'a.png.exe', 'a.svgz']) {
      expect(imageFileProblem(file(name, IMAGE_MAX_BYTES + 1), 'Chat image')).toBe(
        'Chat image has to be a .jpg/.png/.bmp/.svg file',
      );
    }
  });
});

describe('isWebAddress', () => {
  it('accepts http and https addresses with a host, and nothing else', () => {
    expect(isWebAddress('https://cdn.example.com/bot.png')).toBe(true);
    expect(isWebAddress('http://localhost:8080/a.png')).toBe(true);
    for (const text of [
      '',
      'bot.png',
      '//cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://example.com/a.png',
      'https://',
    ]) {
      expect(isWebAddress(text)).toBe(false);
    }
  });
});

describe('imageChoiceSchema', () => {
  it('requires a choice only when asked to, and checks a file or a link', async () => {
    const optional = imageChoiceSchema({ label: 'Avatar' });
    const required = imageChoiceSchema({ label: 'Avatar', required: true });
    await expect(optional.validate({ kind: 'none' })).resolves.toEqual({ kind: 'none' });
    await expect(required.validate({ kind: 'none' })).rejects.toThrow('Avatar is required');
    await expect(required.validate({ kind: 'url', url: 'ftp://x.example/a.png' })).rejects.toThrow(
      `Avatar ${IMAGE_MESSAGES.notWebAddress}`,
    );
    await expect(required.validate({ kind: 'file', file: file('a.gif', 1) })).rejects.toThrow(
      'Avatar has to be a .jpg/.png/.bmp/.svg file',
    );
    await expect(required.validate({ kind: 'url', url: ' https://x.example/a.png ' })).resolves.toBeTruthy();
  });
});
