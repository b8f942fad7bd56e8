import { describe, expect, it } from 'vitest';

import type { SlotValue } from '@/contracts/custom-slots';

import { applyChange, type SlotChange } from './values';

const LONDON: SlotValue = { value: 'London', id: 'LON', synonyms: ['HQ'] };
const ZAGREB: SlotValue = { value: 'Zagreb', synonyms: [] };
const VALUES = [LONDON, ZAGREB];

describe('applyChange', () => {
  it.each<[SlotChange, SlotValue[]]>([
    [
      { kind: 'addValue', value: { value: 'Paris', synonyms: [] } },
      [...VALUES, { value: 'Paris', synonyms: [] }],
    ],
    [{ kind: 'deleteValue', of: 'zagreb' }, [LONDON]],
    [
      { kind: 'editValue', of: 'LONDON', value: ' London City ', id: ' ' },
      [{ value: 'London City', id: undefined, synonyms: ['HQ'] }, ZAGREB],
    ],
    [
      { kind: 'addSynonym', of: 'Zagreb', synonym: ' Croatia ' },
      [LONDON, { value: 'Zagreb', synonyms: ['Croatia'] }],
    ],
    [{ kind: 'deleteSynonym', of: 'London', synonym: 'HQ' }, [{ ...LONDON, synonyms: [] }, ZAGREB]],
    [{ kind: 'deleteValue', of: 'Gone' }, VALUES],
    [
      { kind: 'import', values: [{ value: 'Split', synonyms: ['ST'] }] },
      [...VALUES, { value: 'Split', synonyms: ['ST'] }],
    ],
  ])('%j', (change, expected) => {
    expect(applyChange(VALUES, change)).toEqual(expected);
  });
});
