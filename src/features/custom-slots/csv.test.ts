import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  SLOT_LIMITS,
  SLOT_RULE_MESSAGES as RULE,
  type SlotValue,
  valueListProblem,
} from '@/contracts/custom-slots';

import { planImport, readCsv, writeCsv } from './csv';

const EXISTING: SlotValue[] = [{ value: 'London', id: 'LON', synonyms: ['HQ'] }];

describe('planImport', () => {
  it('takes Dialogflow’s rows: the value, its own copy left out, its synonyms', () => {
    expect(
      planImport([['New York City', 'New York City', 'NYC', 'New York City, USA'], ['Zagreb']], EXISTING),
    ).toEqual({
      accepted: [
        { value: 'New York City', synonyms: ['NYC', 'New York City, USA'] },
        { value: 'Zagreb', synonyms: [] },
      ],
      rejected: [],
    });
  });

  it('reports every row it does not take, with its number and why', () => {
    const plan = planImport(
      [
        ['london'],
        ['Paris', 'hq'],
        ['', 'orphan synonym'],
        ['x'.repeat(SLOT_LIMITS.value + 1)],
        ['Rome', 'Roma', 'roma'],
        ['Paris'],
        ['PARIS'],
        [''],
      ],
      EXISTING,
    );
    expect(plan.accepted).toEqual([{ value: 'Paris', synonyms: [] }]);
    expect(plan.rejected).toEqual([
      { row: 1, text: 'london', reason: RULE.valueInUse },
      { row: 2, text: 'Paris', reason: `${RULE.synonymExists}: hq` },
      { row: 3, text: ',orphan synonym', reason: RULE.valueEmpty },
      { row: 4, text: 'x'.repeat(SLOT_LIMITS.value + 1), reason: RULE.valueTooLong },
      { row: 5, text: 'Rome', reason: `${RULE.synonymExists}: roma` },
      { row: 7, text: 'PARIS', reason: RULE.valueInUse },
    ]);
  });

  it('stops at the quota: the rows beyond it are rejected, each one', () => {
    const rows = Array.from({ length: SLOT_LIMITS.entriesPerType + 2 }, (_, index) => [`Value ${index}`]);
    const plan = planImport(rows, EXISTING);
    expect(plan.accepted).toHaveLength(SLOT_LIMITS.entriesPerType - 2);
    expect(plan.rejected).toHaveLength(4);
    expect(new Set(plan.rejected.map((row) => row.reason))).toEqual(new Set([RULE.typeFull]));
  });
});

describe('export, then import', () => {
  const cell = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
    .map((text) => text.trim())
    .filter((text) => text.length > 0);
  const value = fc.record({
    value: fc.oneof(cell, fc.constantFrom('+1 line', '=SUM(A1)', 'a "quoted", value', 'Zürich, CH', '東京')),
    synonyms: fc.array(cell, { maxLength: 4 }),
  });

  it('gives back the same values and synonyms: commas, quotes, line breaks, formula-like starts, any script', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(value, { maxLength: 10 }), async (values) => {
        fc.pre(valueListProblem(values) === null);
        const plan = planImport(await readCsv(await writeCsv(values)), []);
        expect(plan).toEqual({ accepted: values, rejected: [] });
      }),
      { numRuns: 200 },
    );
  });
});
