/**
 * Colour maths for the colour fields: reading a hex colour, and the WCAG 2.x contrast ratio between two colours
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), which says whether text in one is readable on the other.
 */

/** A colour's red, green and blue channels, each 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG 2.x success criterion 1.4.3 (AA): normal text needs 4.5:1; 1.4.6 (AAA) needs 7:1. */
export const AA_TEXT_CONTRAST = 4.5;
export const AAA_TEXT_CONTRAST = 7;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The channels of `#rgb` or `#rrggbb` (either case), or null for anything else. */
export function parseHexColour(text: string): Rgb | null {
  const digits = HEX_COLOUR.exec(text.trim())?.[1];
  if (!digits) return null;
  // #rgb is #rrggbb with each digit doubled.
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

/** The colour as `#rrggbb`, lower case. */
export function toHexColour({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** One sRGB channel (0 to 255) made linear, as WCAG's definition of relative luminance does. */
function linearChannel(channel: number): number {
  const value = channel / 255;
  // WCAG 2.x prints 0.03928 as the threshold (from an old sRGB draft); the sRGB standard's 0.04045 is the one
  // WCAG 2.2's note calls correct. No 8-bit value lies between the two (10/255 = 0.0392, 11/255 = 0.0431), so
  // both give the same result here.
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2.x contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [darker, lighter] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => a - b) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * A ratio for people to read, with one decimal, cut rather than rounded: a ratio of 4.47 shows as 4.4, never as a
 * 4.5 that would seem to meet the 4.5:1 it fails.
 */
export function formatContrastRatio(ratio: number): string {
  // The small allowance absorbs floating-point error (21 computes as 20.999999999999996).
  const tenths = Math.floor(ratio * 10 + 1e-9) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}:1`;
}

/** The WCAG level text of that contrast meets: 'AAA', 'AA', or null for less than AA. */
export function textContrastLevel(ratio: number): 'AAA' | 'AA' | null {
  if (ratio >= AAA_TEXT_CONTRAST) return 'AAA';
  if (ratio >= AA_TEXT_CONTRAST) return 'AA';
  return null;
}

/** HSL (hue in degrees, saturation and lightness 0–1) as sRGB channels. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    return Math.round(255 * (lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** sRGB channels as HSL: hue in degrees, saturation and lightness 0–1. */
export function rgbToHsl({ r, g, b }: Rgb): { hue: number; saturation: number; lightness: number } {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red
      ? ((green - blue) / delta) % 6
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation: Math.min(1, saturation), lightness };
}

/**
 * The colour nearest to `colour` that text of it (or under it) reads at AA (4.5:1) against `other`: the same hue
 * and saturation, the lightness moved as little as it must, darker or lighter. `colour` itself when it passes.
 * One always exists: black or white reaches at least 4.58:1 against any colour.
 */
export function nearestReadableColour(colour: Rgb, other: Rgb): Rgb {
  if (contrastRatio(colour, other) >= AA_TEXT_CONTRAST) return colour;
  const { hue, saturation, lightness } = rgbToHsl(colour);
  const STEPS = 200;
  for (let step = 1; step <= STEPS; step += 1) {
    for (const candidate of [lightness - step / STEPS, lightness + step / STEPS]) {
      if (candidate < 0 || candidate > 1) continue;
      const rgb = hslToRgb(hue, saturation, candidate);
      if (contrastRatio(rgb, other) >= AA_TEXT_CONTRAST) return rgb;
    }
  }
  // Unreachable by the bound above; kept so that the function is total.
  return contrastRatio({ r: 0, g: 0, b: 0 }, other) >= contrastRatio({ r: 255, g: 255, b: 255 }, other)
    ? { r: 0, g: 0, b: 0 }
    : { r: 255, g: 255, b: 255 };
}
