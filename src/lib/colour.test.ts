import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  formatContrastRatio,
  hslToRgb,
  nearestReadableColour,
  parseHexColour,
  relativeLuminance,
  type Rgb,
  rgbToHsl,
  textContrastLevel,
  toHexColour,
} from './colour';

const channel = fc.integer({ min: 0, max: 255 });
const colour: fc.Arbitrary<Rgb> = fc.record({ r: channel, g: channel, b: channel });

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

describe('parseHexColour', () => {
  it('reads #rrggbb and #rgb in either case, and nothing else', () => {
    expect(parseHexColour('#b59a6d')).toEqual({ r: 0xb5, g: 0x9a, b: 0x6d });
    expect(parseHexColour('#B59A6D')).toEqual({ r: 0xb5, g: 0x9a, b: 0x6d });
    expect(parseHexColour('#fa0')).toEqual({ r: 0xff, g: 0xaa, b: 0x00 });
    for (const text of ['', '#', 'b59a6d', '#b59a6', '#b59a6dff', '#ggg', 'red', 'rgb(0, 0, 0)']) {
      expect(parseHexColour(text)).toBeNull();
    }
  });

  it('gives back the colour toHexColour wrote', () => {
    fc.assert(
      fc.property(colour, (rgb) => {
        expect(parseHexColour(toHexColour(rgb))).toEqual(rgb);
      }),
    );
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white, and grows with each channel', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 12);
    fc.assert(
      fc.property(colour, fc.constantFrom('r', 'g', 'b'), (rgb, which: keyof Rgb) => {
        fc.pre(rgb[which] < 255);
        expect(relativeLuminance({ ...rgb, [which]: rgb[which] + 1 })).toBeGreaterThan(
          relativeLuminance(rgb),
        );
      }),
    );
  });
});

describe('contrastRatio (WCAG 2.x)', () => {
  it('is 21 for black and white', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
  });

  it('is 1 for a colour with itself', () => {
    fc.assert(
      fc.property(colour, (rgb) => {
        expect(contrastRatio(rgb, rgb)).toBe(1);
      }),
    );
  });

  it('is the same either way round', () => {
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        expect(contrastRatio(a, b)).toBe(contrastRatio(b, a));
      }),
    );
  });

  it('lies between 1 and 21', () => {
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });

  it('matches well-known values', () => {
    // #767676 is the lightest grey that meets AA on white (4.54:1); #777777 just fails it (4.48:1).
    expect(contrastRatio(parseHexColour('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHexColour('#777777')!, WHITE)).toBeCloseTo(4.48, 2);
    // Pure red and pure blue on white: 4:1 and 8.59:1.
    expect(contrastRatio(parseHexColour('#f00')!, WHITE)).toBeCloseTo(4.0, 2);
    expect(contrastRatio(parseHexColour('#0000ff')!, WHITE)).toBeCloseTo(8.59, 2);
  });
});

describe('formatContrastRatio and textContrastLevel', () => {
  it('cut to one decimal, never rounding up past a level', () => {
    expect(formatContrastRatio(21)).toBe('21:1');
    expect(formatContrastRatio(1)).toBe('1:1');
    expect(formatContrastRatio(4.54)).toBe('4.5:1');
    expect(formatContrastRatio(4.4999)).toBe('4.4:1');
    expect(textContrastLevel(4.4999)).toBeNull();
    expect(textContrastLevel(4.5)).toBe('AA');
    expect(textContrastLevel(6.99)).toBe('AA');
    expect(textContrastLevel(7)).toBe('AAA');
  });

  it('shows no more than the ratio, so a shown ratio of 4.5 or more always meets AA', () => {
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const ratio = contrastRatio(a, b);
        const shown = Number.parseFloat(formatContrastRatio(ratio));
        expect(shown).toBeLessThanOrEqual(ratio + 1e-9);
        if (shown >= 4.5) expect(textContrastLevel(ratio)).not.toBeNull();
      }),
    );
  });
});

describe('nearestReadableColour', () => {
  const channel = fc.integer({ min: 0, max: 255 });
  const rgb: fc.Arbitrary<Rgb> = fc.record({ r: channel, g: channel, b: channel });

  it('always reaches AA against the other colour, and leaves a colour that does as it is', () => {
    fc.assert(
      fc.property(rgb, rgb, (colour, other) => {
        const readable = nearestReadableColour(colour, other);
        expect(contrastRatio(readable, other)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        if (contrastRatio(colour, other) >= AA_TEXT_CONTRAST) expect(readable).toBe(colour);
      }),
    );
  });

  it('keeps the hue, moving the lightness as little as it must', () => {
    // #777777 on white is 4.48:1: a shade darker passes.
    const grey = nearestReadableColour({ r: 0x77, g: 0x77, b: 0x77 }, { r: 255, g: 255, b: 255 });
    expect(grey.r).toBe(grey.g);
    expect(grey.r).toBeGreaterThanOrEqual(0x70);
    expect(grey.r).toBeLessThan(0x77);
    const blue = rgbToHsl(nearestReadableColour({ r: 90, g: 140, b: 230 }, { r: 255, g: 255, b: 255 }));
    expect(blue.hue).toBeCloseTo(rgbToHsl({ r: 90, g: 140, b: 230 }).hue, -1);
  });

  it('turns HSL into RGB and back', () => {
    fc.assert(
      fc.property(rgb, (colour) => {
        const { hue, saturation, lightness } = rgbToHsl(colour);
        const back = hslToRgb(hue, saturation, lightness);
        for (const key of ['r', 'g', 'b'] as const)
          expect(Math.abs(back[key] - colour[key])).toBeLessThanOrEqual(1);
      }),
    );
  });
});
