/**
 * Entity tagging on an utterance's plain text (spec 3 §5 "Entity selection", §9 entity colour). Offsets are the
 * UTF-16 code units of MarkedText (markup.ts), as a DOM selection's offsets within one row's text are. The rule that
 * a selection lies inside a single text block is the page's (a DOM selection across rows never reaches here).
 */
import type { MarkedText, TaggedEntity } from '@/contracts/utterance-markup';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  hslToRgb,
  parseHexColour,
  type Rgb,
  toHexColour,
} from '@/lib/colour';

export type SelectionCheck =
  | { ok: true; start: number; end: number; replaces: number | null } // index of the one existing entity it replaces
  | { ok: false; reason: 'blank' | 'several-entities' };

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isWhiteSpace = (character: string) => /\s/u.test(character);

/**
 * Spec 3 §5: non-blank, at most one existing entity inside. Trims white space at the ends; a selection that overlaps
 * one entity partly is widened to cover it.
 *
 * Also: the ends may come in either order and are clamped to the text (a DOM selection made backwards, or made on a
 * text that changed since); an end that falls between the two halves of a surrogate pair (an emoji) moves out of
 * it, so a tag never holds half a character. A selection inside an entity is widened to the whole entity: it
 * retags it.
 */
export function checkEntitySelection(marked: MarkedText, start: number, end: number): SelectionCheck {
  const { text, entities } = marked;
  const clamp = (offset: number) =>
    Math.min(Math.max(Number.isFinite(offset) ? Math.trunc(offset) : 0, 0), text.length);
  let from = Math.min(clamp(start), clamp(end));
  let to = Math.max(clamp(start), clamp(end));

  while (from < to && isWhiteSpace(text.charAt(from))) from += 1;
  while (to > from && isWhiteSpace(text.charAt(to - 1))) to -= 1;
  if (from === to) return { ok: false, reason: 'blank' };

  if (from > 0 && isLowSurrogate(text.charCodeAt(from)) && isHighSurrogate(text.charCodeAt(from - 1)))
    from -= 1;
  if (to < text.length && isLowSurrogate(text.charCodeAt(to)) && isHighSurrogate(text.charCodeAt(to - 1)))
    to += 1;

  const touched = entities.flatMap((entity, index) =>
    entity.start < to && entity.end > from ? [index] : [],
  );
  if (touched.length > 1) return { ok: false, reason: 'several-entities' };
  const [replaces] = touched;
  if (replaces === undefined) return { ok: true, start: from, end: to, replaces: null };
  const covered = entities[replaces] as TaggedEntity;
  // Entities never overlap, so widening over the one touched cannot reach another.
  return { ok: true, start: Math.min(from, covered.start), end: Math.max(to, covered.end), replaces };
}

/**
 * Tags text[start,end) (after checkEntitySelection) as entity/role, replacing the entity it covers if any.
 * A selection the check refuses, or an empty entity name (which markup cannot hold), leaves the text as it was; an
 * empty role is no role.
 */
export function tagEntity(
  marked: MarkedText,
  start: number,
  end: number,
  entity: string,
  role?: string,
): MarkedText {
  const check = checkEntitySelection(marked, start, end);
  if (!check.ok || entity === '') return marked;
  const tag: TaggedEntity = {
    entity,
    ...(role === undefined || role === '' ? {} : { role }),
    value: marked.text.slice(check.start, check.end),
    start: check.start,
    end: check.end,
  };
  const others = marked.entities.filter((_entity, index) => index !== check.replaces);
  return { text: marked.text, entities: [...others, tag].toSorted((a, b) => a.start - b.start) };
}

/** Removes the entity at `index` (the text stays); an index with no entity leaves the text as it was. */
export function untagEntity(marked: MarkedText, index: number): MarkedText {
  if (!Number.isInteger(index) || index < 0 || index >= marked.entities.length) return marked;
  return { text: marked.text, entities: marked.entities.filter((_entity, at) => at !== index) };
}

// ---- Choosing a span by keyboard -----------------------------------------------------------------------------

/** A word of the text: [start, end) in its code units. */
export interface Word {
  start: number;
  end: number;
}

/**
 * Runs of letters, digits and marks (an apostrophe, hyphen or dot inside one keeps it whole: "don't", "e-mail",
 * "3.5"), and runs of anything else but white space (punctuation, emoji): the steps of the keyboard's span picker,
 * which reaches every character that is not white space, and never half of one.
 */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’.-][\p{L}\p{N}\p{M}]+)*|[^\s\p{L}\p{N}\p{M}]+/gu;

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The span from the `first` word to the `last` (indices into `words`, either order). */
export function wordSpan(
  words: readonly Word[],
  first: number,
  last: number,
): { start: number; end: number } {
  const from = words[Math.min(first, last)];
  const to = words[Math.max(first, last)];
  return from && to ? { start: from.start, end: to.end } : { start: 0, end: 0 };
}

// ---- Colour -------------------------------------------------------------------------------------------------------

/** The text colour shown on entity backgrounds. */
export const ENTITY_TEXT_COLOUR = '#1a1a1a';
const ENTITY_TEXT_RGB = parseHexColour(ENTITY_TEXT_COLOUR) as Rgb;

/**
 * A 32-bit hash of the name: FNV-1a over its UTF-16 code units, then MurmurHash3's finaliser, whose avalanche
 * spreads names that differ in one letter (`city`, `City`) over the whole range, not over neighbouring hues.
 */
function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * Spec 3 §9: a colour derived from a hash of the name; the same name always gets the same colour; background colours
 * on which #1a1a1a text passes WCAG AA (4.5:1) — test that for many names.
 *
 * The hash picks a hue (any of 360), a saturation (55–85 %) and a lightness (72–87 %): light pastels, told apart
 * mostly by hue. Light enough for AA at every hue (the darkest, a saturated blue at 72 %, is 4.96:1); the
 * lightening loop only guarantees it should the ranges ever change. Returned as `#rrggbb`, lower case.
 */
export function entityColour(name: string): string {
  const hash = nameHash(name);
  const hue = hash % 360;
  const saturation = 0.55 + ((hash >>> 16) % 7) * 0.05;
  let lightness = 0.72 + ((hash >>> 24) % 6) * 0.03;
  let colour = hslToRgb(hue, saturation, lightness);
  while (contrastRatio(colour, ENTITY_TEXT_RGB) < AA_TEXT_CONTRAST && lightness < 1) {
    lightness = Math.min(1, lightness + 0.02);
    colour = hslToRgb(hue, saturation, lightness);
  }
  return toHexColour(colour);
}
