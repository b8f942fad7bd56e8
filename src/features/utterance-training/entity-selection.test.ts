import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type MarkedText,
  parseMarkup,
  serialiseMarkup,
  type TaggedEntity,
} from '@/contracts/utterance-markup';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColour, type Rgb } from '@/lib/colour';

import {
  checkEntitySelection,
  ENTITY_TEXT_COLOUR,
  entityColour,
  tagEntity,
  untagEntity,
  wordsOf,
  wordSpan,
} from './entity-selection';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** 'play Beyoncé on spotify' with both names tagged: artist [5,12), service [16,23). */
const song = parseMarkup('play [Beyoncé]{"entity":"artist"} on [spotify]{"entity":"service","role":"app"}');

describe('checkEntitySelection (spec 3 §5)', () => {
  it.each([
    ['an empty selection', 2, 2],
    ['white space only', 4, 5],
    ['white space only, tabs and a no-break space', 1, 5, 'a \t\u00a0 b'],
  ])('refuses %s as blank', (_case, start, end, text = song.text) => {
    expect(checkEntitySelection({ text, entities: [] }, start, end)).toEqual({ ok: false, reason: 'blank' });
  });

  it('trims white space at the ends', () => {
    expect(checkEntitySelection(song, 12, 16)).toEqual({ ok: true, start: 13, end: 15, replaces: null }); // ' on '
    expect(checkEntitySelection({ text: ' x\n', entities: [] }, 0, 3)).toEqual({
      ok: true,
      start: 1,
      end: 2,
      replaces: null,
    });
  });

  it('accepts a selection touching an entity without overlapping it', () => {
    expect(checkEntitySelection(song, 0, 5)).toEqual({ ok: true, start: 0, end: 4, replaces: null });
    expect(checkEntitySelection(song, 12, 15)).toEqual({ ok: true, start: 13, end: 15, replaces: null });
  });

  it('replaces the one entity a selection covers, widening it over a partly covered one', () => {
    expect(checkEntitySelection(song, 5, 12)).toEqual({ ok: true, start: 5, end: 12, replaces: 0 });
    expect(checkEntitySelection(song, 0, 12)).toEqual({ ok: true, start: 0, end: 12, replaces: 0 });
    expect(checkEntitySelection(song, 0, 8)).toEqual({ ok: true, start: 0, end: 12, replaces: 0 }); // 'play Bey'
    expect(checkEntitySelection(song, 9, 15)).toEqual({ ok: true, start: 5, end: 15, replaces: 0 }); // 'cé on'
    expect(checkEntitySelection(song, 18, 20)).toEqual({ ok: true, start: 16, end: 23, replaces: 1 }); // inside
  });

  it('refuses a selection with more than one entity in it', () => {
    expect(checkEntitySelection(song, 5, 23)).toEqual({ ok: false, reason: 'several-entities' });
    expect(checkEntitySelection(song, 11, 17)).toEqual({ ok: false, reason: 'several-entities' }); // 'é on s'
  });

  it('takes the ends in either order and clamps them to the text', () => {
    expect(checkEntitySelection(song, 12, 5)).toEqual({ ok: true, start: 5, end: 12, replaces: 0 });
    expect(checkEntitySelection(song, -3, 4)).toEqual({ ok: true, start: 0, end: 4, replaces: null });
    expect(checkEntitySelection(song, 20, 99)).toEqual({ ok: true, start: 16, end: 23, replaces: 1 });
    expect(checkEntitySelection(song, Number.NaN, 4)).toEqual({ ok: true, start: 0, end: 4, replaces: null });
  });

  it('never splits an emoji’s surrogate pair', () => {
    const text = 'I ❤️ 🎵 music'; // 🎵 is two code units, at 5 and 6
    expect(checkEntitySelection({ text, entities: [] }, 6, 12)).toEqual({
      ok: true,
      start: 5,
      end: 12,
      replaces: null,
    });
    expect(checkEntitySelection({ text, entities: [] }, 2, 6)).toEqual({
      ok: true,
      start: 2,
      end: 7,
      replaces: null,
    });
  });
});

describe('tagEntity and untagEntity', () => {
  it('tags a selection, trimmed, in start order', () => {
    const tagged = tagEntity(song, 12, 16, 'preposition');
    expect(tagged.entities.map(({ entity, value, start }) => [entity, value, start])).toEqual([
      ['artist', 'Beyoncé', 5],
      ['preposition', 'on', 13],
      ['service', 'spotify', 16],
    ]);
    expect(serialiseMarkup(tagged)).toBe(
      'play [Beyoncé]{"entity":"artist"} [on]{"entity":"preposition"} [spotify]{"entity":"service","role":"app"}',
    );
  });

  it('replaces the entity the selection covers, widened to it', () => {
    const tagged = tagEntity(song, 0, 8, 'request', 'what');
    expect(tagged.entities).toEqual([
      { entity: 'request', role: 'what', value: 'play Beyoncé', start: 0, end: 12 },
      { entity: 'service', role: 'app', value: 'spotify', start: 16, end: 23 },
    ]);
  });

  it('writes no role for an empty one', () => {
    expect(tagEntity(song, 0, 4, 'verb', '').entities[0]).toStrictEqual({
      entity: 'verb',
      value: 'play',
      start: 0,
      end: 4,
    });
  });

  it('leaves the text as it was for a refused selection or an empty entity name', () => {
    expect(tagEntity(song, 4, 5, 'blank')).toBe(song);
    expect(tagEntity(song, 5, 23, 'several')).toBe(song);
    expect(tagEntity(song, 0, 4, '')).toBe(song);
  });

  it('untags by index, keeping the text', () => {
    expect(untagEntity(song, 0)).toEqual({ text: song.text, entities: [song.entities[1]] });
    expect(untagEntity(song, 2)).toBe(song);
    expect(untagEntity(song, -1)).toBe(song);
    expect(untagEntity(song, 0.5)).toBe(song);
  });
});

// ---- Properties ---------------------------------------------------------------------------------------------------

const unit = fc.constantFrom('a', 'b', ' ', '\t', '\n', '\u00a0', '[', ']', '{', '\\', '"', 'é', '🎵', '👩‍👩‍👧');
/** Valid MarkedText from parts, some tagged; tagged parts start and end with a non-blank character. */
const markedTexts: fc.Arbitrary<MarkedText> = fc
  .array(
    fc.record({
      text: fc.string({ unit, minLength: 1, maxLength: 8 }),
      tag: fc.option(fc.constantFrom('city', 'artist', 'date'), { nil: undefined }),
    }),
    { maxLength: 8 },
  )
  .map((parts) => {
    let text = '';
    const entities: TaggedEntity[] = [];
    for (const part of parts) {
      const value = part.tag ? `x${part.text}x` : part.text;
      if (part.tag)
        entities.push({ entity: part.tag, value, start: text.length, end: text.length + value.length });
      text += value;
    }
    return { text, entities };
  });
const withSelection = markedTexts.chain((marked) =>
  fc.tuple(
    fc.constant(marked),
    fc.integer({ min: -2, max: marked.text.length + 2 }),
    fc.integer({ min: -2, max: marked.text.length + 2 }),
  ),
);

function expectValid({ text, entities }: MarkedText) {
  let end = 0;
  for (const entity of entities) {
    expect(entity.start).toBeGreaterThanOrEqual(end);
    expect(entity.end).toBeGreaterThan(entity.start);
    expect(entity.end).toBeLessThanOrEqual(text.length);
    expect(entity.value).toBe(text.slice(entity.start, entity.end));
    end = entity.end;
  }
}

const isBlank = (text: string) => !/\S/u.test(text);
const overlapping = (entities: TaggedEntity[], start: number, end: number) =>
  entities.filter((entity) => entity.start < end && entity.end > start).length;

describe('entity selection properties', () => {
  it('a checked selection lies inside the text, is non-blank, and holds at most the entity it replaces', () => {
    fc.assert(
      fc.property(withSelection, ([marked, start, end]) => {
        const check = checkEntitySelection(marked, start, end);
        const clamp = (offset: number) => Math.min(Math.max(offset, 0), marked.text.length);
        const from = Math.min(clamp(start), clamp(end));
        const to = Math.max(clamp(start), clamp(end));
        if (!check.ok) {
          if (check.reason === 'blank') expect(isBlank(marked.text.slice(from, to))).toBe(true);
          else expect(overlapping(marked.entities, from, to)).toBeGreaterThan(1);
          return;
        }
        expect(0 <= check.start && check.start < check.end && check.end <= marked.text.length).toBe(true);
        expect(isBlank(marked.text.slice(check.start, check.end))).toBe(false);
        const inside = marked.entities.flatMap((entity, index) =>
          entity.start < check.end && entity.end > check.start ? [index] : [],
        );
        expect(inside).toEqual(check.replaces === null ? [] : [check.replaces]);
        // Never narrower than the trimmed selection.
        const trimmedFrom =
          from + (marked.text.slice(from, to).length - marked.text.slice(from, to).trimStart().length);
        expect(check.start).toBeLessThanOrEqual(trimmedFrom);
      }),
      { numRuns: 1000 },
    );
  });

  it('tagging keeps the text and valid, non-overlapping tags, which survive the markup; untagging gives the text back', () => {
    fc.assert(
      fc.property(withSelection, ([marked, start, end]) => {
        const check = checkEntitySelection(marked, start, end);
        const tagged = tagEntity(marked, start, end, 'new', 'role');
        if (!check.ok) {
          expect(tagged).toBe(marked);
          return;
        }
        expect(tagged.text).toBe(marked.text);
        expectValid(tagged);
        expect(parseMarkup(serialiseMarkup(tagged))).toEqual(tagged);
        const index = tagged.entities.findIndex((entity) => entity.entity === 'new');
        expect(tagged.entities[index]).toMatchObject({ start: check.start, end: check.end });
        const untagged = untagEntity(tagged, index);
        expect(untagged.text).toBe(marked.text);
        expect(untagged.entities).toEqual(marked.entities.filter((_entity, at) => at !== check.replaces));
        if (check.replaces === null) expect(untagged).toEqual(marked);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('entityColour (spec 3 §9)', () => {
  const names = [
    'artist',
    'service',
    'city',
    'country',
    'state',
    'timeRange',
    'geographic_poi',
    'condition_description',
    'condition_temperature',
    'current_location',
    'party_size_number',
    'restaurant_type',
    'playlist',
    'music_item',
    'album',
    'track',
    'genre',
    'year',
    'sort',
    'object_name',
    'object_type',
    'rating_value',
    'best_rating',
    'rating_unit',
    'movie_name',
    'location_name',
    'spatial_relation',
    'facility',
    'cuisine',
    'served_dish',
  ];
  const text = parseHexColour(ENTITY_TEXT_COLOUR) as Rgb;

  it('is a #rrggbb colour, the same every time for the same name', () => {
    for (const name of names) {
      expect(entityColour(name)).toMatch(/^#[0-9a-f]{6}$/);
      expect(entityColour(name)).toBe(entityColour(name));
    }
    expect(entityColour('city')).toBe(entityColour(['c', 'i', 't', 'y'].join('')));
  });

  it('gives #1a1a1a text at least AA contrast (4.5:1) on every name’s colour', () => {
    for (const name of names) {
      expect(contrastRatio(parseHexColour(entityColour(name)) as Rgb, text)).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const colour = parseHexColour(entityColour(name));
        expect(colour).not.toBeNull();
        expect(contrastRatio(colour as Rgb, text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }),
      { numRuns: 5000 },
    );
  });

  it('tells names apart: different names, even one letter apart, mostly get different colours', () => {
    expect(new Set(names.map(entityColour)).size).toBe(names.length);
    expect(entityColour('city')).not.toBe(entityColour('City'));
    expect(entityColour('city')).not.toBe(entityColour('citz'));
    const many = Array.from({ length: 200 }, (_value, index) => `entity_${index}`);
    expect(new Set(many.map(entityColour)).size).toBeGreaterThanOrEqual(195);
  });
});

describe('the keyboard’s span picker', () => {
  it('steps over words, keeping contractions, hyphens and decimals whole, and punctuation apart', () => {
    const text = 'don’t e-mail me 3.5 times, ok?🎵';
    expect(wordsOf(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'don’t',
      'e-mail',
      'me',
      '3.5',
      'times',
      ',',
      'ok',
      '?🎵',
    ]);
    expect(wordsOf('  \t ')).toEqual([]);
  });

  it('spans from one word to another, in either order', () => {
    const words = wordsOf('play songs by queen');
    expect(wordSpan(words, 1, 3)).toEqual({ start: 5, end: 19 });
    expect(wordSpan(words, 3, 1)).toEqual({ start: 5, end: 19 });
    expect(wordSpan([], 0, 0)).toEqual({ start: 0, end: 0 });
  });

  it('reaches every character but white space, in order, never half a character', () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const words = wordsOf(text);
        let covered = '';
        let previousEnd = 0;
        for (const { start, end } of words) {
          expect(start).toBeGreaterThanOrEqual(previousEnd);
          expect(end).toBeGreaterThan(start);
          expect(text.slice(previousEnd, start)).toMatch(/^\s*$/u);
          covered += text.slice(start, end);
          previousEnd = end;
          // A word never starts after a high surrogate's pair opens, nor ends before it closes.
          expect(isLowSurrogate(text.charCodeAt(start))).toBe(false);
          expect(isHighSurrogate(text.charCodeAt(end - 1))).toBe(false);
        }
        expect(text.slice(previousEnd)).toMatch(/^\s*$/u);
        expect(covered).toBe(text.replace(/\s/gu, ''));
      }),
    );
  });
});
