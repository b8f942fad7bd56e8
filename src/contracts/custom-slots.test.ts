import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  decodeSlotValue,
  encodeSlotValue,
  formParamsOf,
  nameProblem,
  readFormParams,
  SLOT_LIMITS,
  SLOT_RULE_MESSAGES as RULE,
  type SlotValue,
  synonymProblem,
  valueListProblem,
  valueProblems,
} from './custom-slots';

/** Text as people type it into a value, id or synonym: trimmed and not empty, any character at all. */
const tricky = fc.constantFrom(
  ',',
  '"',
  "'",
  '{',
  '}',
  '[',
  ']',
  '\\',
  '\n',
  ' ',
  'ž',
  'é',
  '東京',
  '🙂',
  'x',
);
const text = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), tricky), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join('').trim())
  .filter((joined) => joined.length > 0);

const slotValue: fc.Arbitrary<SlotValue> = fc.record(
  {
    value: text,
    id: text,
    synonyms: fc.array(fc.oneof(text, fc.string()), { maxLength: 5 }),
  },
  { requiredKeys: ['value', 'synonyms'] },
);

describe('the value encoding', () => {
  it('reads the spec’s own form', () => {
    expect(decodeSlotValue('Atlas {ROOM-1} ["boardroom", "the big room"]')).toEqual({
      value: 'Atlas',
      id: 'ROOM-1',
      synonyms: ['boardroom', 'the big room'],
    });
    expect(decodeSlotValue('London')).toEqual({ value: 'London', synonyms: [] });
    expect(decodeSlotValue('London ["HQ"]')).toEqual({ value: 'London', synonyms: ['HQ'] });
    expect(encodeSlotValue({ value: 'Atlas', id: 'ROOM-1', synonyms: ['boardroom'] })).toBe(
      'Atlas {ROOM-1} ["boardroom"]',
    );
    expect(encodeSlotValue({ value: 'London', synonyms: [] })).toBe('London');
  });

  it('round-trips any value, id and synonyms: commas, quotes, braces, brackets, line breaks, any script', () => {
    fc.assert(
      fc.property(slotValue, (value) => {
        const decoded = decodeSlotValue(encodeSlotValue(value));
        expect(decoded).toEqual({ ...value, ...(value.id ? {} : { id: undefined }) });
        expect(encodeSlotValue(value)).not.toMatch(/\n/);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips a whole type through CreateCustomSlot’s form string', () => {
    fc.assert(
      fc.property(text, fc.string(), fc.array(slotValue, { maxLength: 8 }), (name, typeId, values) => {
        expect(readFormParams(formParamsOf({ name, typeId, values }))).toEqual({
          ok: true,
          form: { name, typeId, values: values.map((value) => decodeSlotValue(encodeSlotValue(value))) },
        });
      }),
    );
  });

  it.each([
    ['an unclosed id', 'Atlas {ROOM-1'],
    ['text after the id that is no list', 'Atlas {ROOM-1} boardroom'],
    ['a list that is not JSON', "Atlas ['boardroom']"],
    ['a list of other things', 'Atlas [1, 2]'],
  ])('refuses %s', (_, line) => {
    expect(decodeSlotValue(line)).toBeNull();
    expect(readFormParams(new URLSearchParams({ custom_slot_values: `London\n${line}` }).toString())).toEqual(
      {
        ok: false,
        badLine: line,
      },
    );
  });
});

describe('the name rules (spec 3 §5)', () => {
  const builtIns = ['AMAZON.City', 'AMAZON.Country'];
  it.each([
    ['', ['Room'], RULE.nameEmpty],
    ['   ', ['Room'], RULE.nameEmpty],
    ['Meeting Room', [], RULE.nameCharacters],
    ['Room2', [], RULE.nameCharacters],
    ['Räume', [], RULE.nameCharacters],
    ['Meeting__Room', [], RULE.nameConsecutiveUnderscores],
    ['room', ['Room'], RULE.nameInUse],
    ['AMAZON.Planet', [], RULE.unknownBuiltIn],
    ['amazon.planet', [], RULE.unknownBuiltIn],
    ['Room', null, RULE.listNotLoaded],
    ['R'.repeat(SLOT_LIMITS.name + 1), [], RULE.nameTooLong],
    ['Meeting_Room', ['Room'], null],
    ['Office.Location', ['Room'], null],
    ['AMAZON.City', ['Room'], null],
    ['R'.repeat(SLOT_LIMITS.name), [], null],
  ])('%j among %j: %s', (name, others, expected) => {
    expect(nameProblem(name, others, builtIns)).toBe(expected);
  });
});

describe('the value and synonym rules (spec 3 §5, Lex’s quotas)', () => {
  const values: SlotValue[] = [
    { value: 'London', id: 'LON', synonyms: ['HQ', 'head office'] },
    { value: 'Zagreb', synonyms: [] },
  ];
  it.each([
    ['', '', { value: RULE.valueEmpty }],
    ['  ', '', { value: RULE.valueEmpty }],
    ['london', '', { value: RULE.valueInUse }],
    [' HQ ', '', { value: RULE.valueInUse }],
    ['Paris', 'LON', { id: RULE.idInUse }],
    ['Paris', 'lon', {}],
    ['x'.repeat(141), '', { value: RULE.valueTooLong }],
    ['Paris', 'x'.repeat(141), { id: RULE.idTooLong }],
    ['Paris', 'PAR', {}],
    ['x'.repeat(140), '', {}],
  ])('value %j with id %j: %j', (value, id, expected) => {
    expect(valueProblems(value, id, values)).toEqual(expected);
  });

  it.each([
    ['', RULE.synonymEmpty],
    ['hq', RULE.synonymExists],
    ['ZAGREB', RULE.synonymExists],
    ['x'.repeat(141), RULE.synonymTooLong],
    ['the capital', null],
  ])('synonym %j: %s', (synonym, expected) => {
    expect(synonymProblem(synonym, values)).toBe(expected);
  });

  it('holds a type to 10,000 values and synonyms', () => {
    const full: SlotValue[] = Array.from({ length: 5000 }, (_, index) => ({
      value: `v${index}`,
      synonyms: [`s${index}`],
    }));
    expect(valueProblems('one more', '', full)).toEqual({ value: RULE.typeFull });
    expect(synonymProblem('one more', full)).toBe(RULE.typeFull);
    expect(valueListProblem(full)).toBeNull();
    expect(valueListProblem([...full, { value: 'one more', synonyms: [] }])).toBe(
      `${RULE.typeFull}: one more`,
    );
  });

  it('checks a whole list as the per-field rules do, in order', () => {
    expect(valueListProblem(values)).toBeNull();
    expect(valueListProblem([...values, { value: 'Paris', synonyms: ['head office'] }])).toBe(
      `${RULE.synonymExists}: head office`,
    );
    expect(valueListProblem([...values, { value: 'Paris', id: 'LON', synonyms: [] }])).toBe(
      `${RULE.idInUse}: LON`,
    );
    expect(valueListProblem([{ value: ' ', synonyms: [] }])).toBe(`${RULE.valueEmpty}: (empty)`);
  });

  it('agrees with the per-field rules on any list', () => {
    fc.assert(
      fc.property(fc.array(slotValue, { maxLength: 6 }), (list) => {
        let accepted: SlotValue[] = [];
        let expected = true;
        for (const { value, id, synonyms } of list) {
          const problems = valueProblems(value, id ?? '', accepted);
          if (problems.value ?? problems.id) {
            expected = false;
            break;
          }
          const current: SlotValue = { value, synonyms: [] };
          for (const synonym of synonyms) {
            if (synonymProblem(synonym, [...accepted, current])) expected = false;
            current.synonyms.push(synonym);
          }
          if (!expected) break;
          accepted = [...accepted, { ...current, id }];
        }
        expect(valueListProblem(list) === null).toBe(expected);
      }),
    );
  });
});
