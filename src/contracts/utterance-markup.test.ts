import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type MarkedText,
  parseMarkup,
  plainTextOf,
  serialiseMarkup,
  type TaggedEntity,
} from './utterance-markup';

/** A MarkedText's invariants: sorted, not overlapping, non-empty, named, inside the text, value = its text. */
function expectValid({ text, entities }: MarkedText) {
  let end = 0;
  for (const entity of entities) {
    expect(entity.start).toBeGreaterThanOrEqual(end);
    expect(entity.end).toBeGreaterThan(entity.start);
    expect(entity.end).toBeLessThanOrEqual(text.length);
    expect(entity.value).toBe(text.slice(entity.start, entity.end));
    expect(entity.entity).not.toBe('');
    expect(entity.role).not.toBe('');
    end = entity.end;
  }
}

const tagged = (entity: string, value: string, start: number, role?: string): TaggedEntity => ({
  entity,
  ...(role === undefined ? {} : { role }),
  value,
  start,
  end: start + value.length,
});

describe('parseMarkup and serialiseMarkup: the spec’s format', () => {
  it('reads a SNIPS-like utterance with and without roles, and writes it back as it was', () => {
    const markup = 'play [Beyoncé]{"entity":"artist"} on [spotify]{"entity":"service","role":"app"}';
    const marked = parseMarkup(markup);
    expect(marked).toStrictEqual({
      text: 'play Beyoncé on spotify',
      entities: [tagged('artist', 'Beyoncé', 5), tagged('service', 'spotify', 16, 'app')],
    });
    expect(serialiseMarkup(marked)).toBe(markup);
  });

  it.each([
    [
      'Will there be [wind]{"entity":"condition_description"} in [Hornitos]{"entity":"city"} [DC]{"entity":"state"}?',
      'Will there be wind in Hornitos DC?',
      [
        tagged('condition_description', 'wind', 14),
        tagged('city', 'Hornitos', 22),
        tagged('state', 'DC', 31),
      ],
    ],
    [
      'book a table for [two]{"entity":"party_size_number"} at [8 pm]{"entity":"timeRange"}',
      'book a table for two at 8 pm',
      [tagged('party_size_number', 'two', 17), tagged('timeRange', '8 pm', 24)],
    ],
    // Adjacent entities, an entity at each end, emoji (two code units each) before one.
    [
      '[New]{"entity":"a"}[York]{"entity":"b"} 🎵🎵 [jazz]{"entity":"genre"}',
      'NewYork 🎵🎵 jazz',
      [tagged('a', 'New', 0), tagged('b', 'York', 3), tagged('genre', 'jazz', 13)],
    ],
  ])('reads %s', (markup, text, entities) => {
    expect(parseMarkup(markup)).toStrictEqual({ text, entities });
    expect(serialiseMarkup({ text, entities })).toBe(markup);
  });

  it('reads Rasa’s spacing and key order, and null or empty roles as none; writes the compact form', () => {
    const marked = parseMarkup(
      '[Paris]{ "role" : "to", "entity" : "city" } and [Rome]{"entity":"city","role":null}',
    );
    expect(marked).toStrictEqual({
      text: 'Paris and Rome',
      entities: [tagged('city', 'Paris', 0, 'to'), tagged('city', 'Rome', 10)],
    });
    expect(serialiseMarkup(marked)).toBe('[Paris]{"entity":"city","role":"to"} and [Rome]{"entity":"city"}');
    expect(parseMarkup('[Rome]{"entity":"city","role":""}').entities).toStrictEqual([
      tagged('city', 'Rome', 0),
    ]);
  });

  it('writes the role only when there is one', () => {
    const text = 'to Rome';
    expect(serialiseMarkup({ text, entities: [tagged('city', 'Rome', 3)] })).toBe(
      'to [Rome]{"entity":"city"}',
    );
    expect(serialiseMarkup({ text, entities: [tagged('city', 'Rome', 3, '')] })).toBe(
      'to [Rome]{"entity":"city"}',
    );
    expect(serialiseMarkup({ text, entities: [tagged('city', 'Rome', 3, 'to')] })).toBe(
      'to [Rome]{"entity":"city","role":"to"}',
    );
  });

  it('keeps the entity and role only, reading past other keys (Rasa’s value, group)', () => {
    expect(parseMarkup('[NYC]{"entity":"city","value":"New York","group":"1","role":"from"}')).toStrictEqual({
      text: 'NYC',
      entities: [tagged('city', 'NYC', 0, 'from')],
    });
  });

  it('reads names with quotes, braces and non-ASCII letters through JSON’s own escapes', () => {
    const marked = { text: 'in Zürich', entities: [tagged('Stadt "ß" {x}', 'Zürich', 3, 'Rolle}\\')] };
    const markup = serialiseMarkup(marked);
    expect(markup).toBe('in [Zürich]{"entity":"Stadt \\"ß\\" {x}","role":"Rolle}\\\\"}');
    expect(parseMarkup(markup)).toStrictEqual(marked);
  });

  it('gives the plain text of markup', () => {
    expect(plainTextOf('play [Beyoncé]{"entity":"artist"}')).toBe('play Beyoncé');
    expect(plainTextOf('')).toBe('');
  });
});

describe('parseMarkup: malformed markup is plain text', () => {
  it.each([
    ['an unclosed bracket', 'play [Beyoncé on spotify'],
    ['an unclosed bracket before a tag', 'a [b [c'],
    ['brackets without JSON', 'play [Beyoncé] now'],
    ['a space before the JSON', 'play [Beyoncé] {"entity":"artist"}'],
    ['bad JSON', 'play [Beyoncé]{entity:artist}'],
    ['bad JSON with a trailing comma', 'play [Beyoncé]{"entity":"artist",}'],
    ['unclosed JSON', 'play [Beyoncé]{"entity":"artist"'],
    ['an unclosed JSON string', 'play [Beyoncé]{"entity":"artist}'],
    ['JSON without an entity', 'play [Beyoncé]{"role":"artist"}'],
    ['a number for the entity', 'play [Beyoncé]{"entity":7}'],
    ['an empty entity', 'play [Beyoncé]{"entity":""}'],
    ['a null entity', 'play [Beyoncé]{"entity":null}'],
    ['a role that is not a string', 'play [Beyoncé]{"entity":"artist","role":["a"]}'],
    ['an empty value', 'play []{"entity":"artist"}'],
    ['a lone closing bracket', 'a ] b } c {'],
    ['a dangling backslash', 'C:\\temp\\'],
  ])('%s: %s', (_case, markup) => {
    const marked = parseMarkup(markup);
    expect(marked.entities).toEqual([]);
    // The reader drops only the backslashes of escapes, and these hold none.
    expect(marked.text).toBe(markup);
  });

  it('reads nested brackets’ outer bracket as plain text, and a well-formed inner tag as an entity', () => {
    expect(parseMarkup('[a [b]{"entity":"x"}]{"entity":"y"}')).toStrictEqual({
      text: '[a b]{"entity":"y"}',
      entities: [tagged('x', 'b', 3)],
    });
  });

  it('reads a closing brace inside a JSON string as part of the string', () => {
    expect(parseMarkup('[a]{"entity":"x}y"} }')).toStrictEqual({
      text: 'a }',
      entities: [tagged('x}y', 'a', 0)],
    });
  });

  it('takes one JSON object only after a value: braces after it are plain text', () => {
    expect(parseMarkup('[a]{"entity":"x"}{"entity":"y"}')).toStrictEqual({
      text: 'a{"entity":"y"}',
      entities: [tagged('x', 'a', 0)],
    });
  });

  it('never throws, and always gives a valid MarkedText', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), markupLike), (markup) => {
        expectValid(parseMarkup(markup));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('serialiseMarkup: escaping', () => {
  it('escapes a bracket in plain text, so what someone typed as markup stays text', () => {
    const typed = { text: 'why is [x]{"entity":"y"} shown', entities: [] };
    expect(serialiseMarkup(typed)).toBe('why is \\[x]{"entity":"y"} shown');
    expect(parseMarkup(serialiseMarkup(typed))).toStrictEqual(typed);
  });

  it('writes text without brackets as it is, backslashes and braces included', () => {
    expect(serialiseMarkup({ text: 'C:\\temp\\ {ok} "yes" \\n', entities: [] })).toBe(
      'C:\\temp\\ {ok} "yes" \\n',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const text = raw.replace(/[[\]]/g, '');
        expect(serialiseMarkup({ text, entities: [] })).toBe(text);
      }),
    );
  });

  it('doubles a backslash only where it would be read as an escape', () => {
    // Before a bracket, before another doubled backslash, and at the end of a value (before its `]`).
    const marked = { text: 'a\\[b \\\\[ c\\', entities: [tagged('e', 'c\\', 9)] };
    const markup = serialiseMarkup(marked);
    expect(markup).toBe('a\\\\\\[b \\\\\\\\\\[ [c\\\\]{"entity":"e"}');
    expect(parseMarkup(markup)).toStrictEqual(marked);
    // A backslash at the end of plain text before an entity is doubled too: the entity's `[` follows it.
    const before = { text: 'x\\y', entities: [tagged('e', 'y', 2)] };
    expect(serialiseMarkup(before)).toBe('x\\\\[y]{"entity":"e"}');
    expect(parseMarkup(serialiseMarkup(before))).toStrictEqual(before);
  });

  it('escapes both brackets inside a value', () => {
    const marked = { text: 'see [1] now', entities: [tagged('ref', '[1]', 4)] };
    expect(serialiseMarkup(marked)).toBe('see [\\[1\\]]{"entity":"ref"} now');
    expect(parseMarkup(serialiseMarkup(marked))).toStrictEqual(marked);
  });

  it('leaves out entities that could not be read back, and writes a value as the text it covers', () => {
    const text = 'one two three';
    expect(
      serialiseMarkup({
        text,
        entities: [
          { entity: 'b', value: 'two', start: 4, end: 7 },
          { entity: 'a', value: 'stale', start: 0, end: 3 },
          { entity: 'overlap', value: 'o two', start: 2, end: 7 },
          { entity: 'empty', value: '', start: 8, end: 8 },
          { entity: '', value: 'three', start: 8, end: 13 },
          { entity: 'outside', value: 'x', start: 13, end: 14 },
        ],
      }),
    ).toBe('[one]{"entity":"a"} [two]{"entity":"b"} three');
  });
});

// ---- Properties ---------------------------------------------------------------------------------------------------

/** Single characters and fragments that steer the reader, mixed with any code point (lone surrogates included). */
const trickyUnit = fc.oneof(
  fc.constantFrom(
    '[',
    ']',
    '{',
    '}',
    '\\',
    '"',
    ':',
    ',',
    ' ',
    '\n',
    '\t',
    'a',
    'é',
    'e\u0301',
    '😀',
    '👩‍👩‍👧',
    '\uD800',
    '\uDC00',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const trickyText = (minLength: number) => fc.string({ unit: trickyUnit, minLength, maxLength: 12 });

/** Strings made of markup's pieces, so that well-formed, nearly well-formed and nested tags are common. */
const markupLike = fc
  .array(
    fc.oneof(
      trickyUnit,
      fc.constantFrom(
        '[a]{"entity":"x"}',
        '[b]{"entity":"y","role":"r"}',
        '{"entity":"',
        '","role":"',
        '"}',
        '{"entity":',
        '\\[',
        '\\]',
        '\\\\',
        ']{',
        ']{"entity":"z"}',
      ),
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

/** Valid MarkedText: parts of text, some tagged (adjacent tags included), names and roles of any characters. */
const markedTexts: fc.Arbitrary<MarkedText> = fc
  .array(
    fc.record({
      text: trickyText(1),
      tag: fc.option(
        fc.record({
          entity: trickyText(1),
          role: fc.option(trickyText(1), { nil: undefined }),
        }),
        { nil: undefined },
      ),
    }),
    { maxLength: 8 },
  )
  .map((parts) => {
    let text = '';
    const entities: TaggedEntity[] = [];
    for (const part of parts) {
      if (part.tag) entities.push(tagged(part.tag.entity, part.text, text.length, part.tag.role));
      text += part.text;
    }
    return { text, entities };
  });

describe('markup properties', () => {
  it('parseMarkup(serialiseMarkup(m)) is m for any valid MarkedText', () => {
    fc.assert(
      fc.property(markedTexts, (marked) => {
        expect(parseMarkup(serialiseMarkup(marked))).toStrictEqual(marked);
      }),
      { numRuns: 2000 },
    );
  });

  it('serialiseMarkup(parseMarkup(s)) is a fixed point after one round, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), markupLike), (markup) => {
        const once = serialiseMarkup(parseMarkup(markup));
        expect(serialiseMarkup(parseMarkup(once))).toBe(once);
        expect(parseMarkup(once)).toStrictEqual(parseMarkup(markup));
      }),
      { numRuns: 2000 },
    );
  });
});
