import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { TASK_LIMITS } from '@/contracts/connections';

import { slotTypeLabel } from '../wording';

import { newTaskOf, parseUtterances, SLOT_TYPES, taskFormErrors, UTTERANCES_TEXT_MAX } from './form';

const values = (overrides = {}) => ({ title: 'Forecast', desc: '', utterances: '', slots: [], ...overrides });

describe('the Add Task form', () => {
  it('reads example utterances one per line: trimmed, blank lines dropped, each once', () => {
    expect(parseUtterances(' show the forecast \n\n\r\nforecast please\nshow the forecast')).toEqual([
      'show the forecast',
      'forecast please',
    ]);
    fc.assert(
      fc.property(fc.array(fc.string()), (lines) => {
        const parsed = parseUtterances(lines.join('\n'));
        return (
          parsed.every((line) => line === line.trim() && line.length > 0 && !line.includes('\n')) &&
          new Set(parsed).size === parsed.length
        );
      }),
    );
  });

  it('requires a title of at most 100 characters', () => {
    expect(taskFormErrors(values({ title: '   ' })).title).toBe('Required');
    expect(taskFormErrors(values({ title: 'x'.repeat(101) })).title).toBe('At most 100 characters');
    expect(taskFormErrors(values())).toEqual({});
  });

  it('checks parameter names: required, letters/digits/_, unique ignoring case', () => {
    const slot = (name: string) => ({ name, type: 'AMAZON.Date', slotBusinessDesc: '' });
    expect(
      taskFormErrors(values({ slots: [slot(''), slot('1st'), slot('date'), slot('Date')] })).slots,
    ).toEqual([
      'Required',
      'Letters, digits and _, starting with a letter',
      undefined,
      'Already used by another parameter',
    ]);
    expect(newTaskOf(values({ title: ' T ', utterances: 'a\nb', slots: [slot(' when ')] }))).toEqual({
      title: 'T',
      desc: '',
      utterances: ['a', 'b'],
      slots: [{ name: 'when', type: 'AMAZON.Date', slotBusinessDesc: '' }],
    });
  });
});

describe('the Add Task form’s limits, the server’s (issue 21 §5.3)', () => {
  it('refuses an example utterance over 200 characters, naming its line', () => {
    expect(taskFormErrors(values({ utterances: `ok\n${'x'.repeat(200)}` })).utterances).toBeUndefined();
    expect(taskFormErrors(values({ utterances: `ok\n\n  ${'x'.repeat(201)}  ` })).utterances).toBe(
      'Line 3 has 201 characters: an example utterance has at most 200.',
    );
  });

  it('refuses more than 100 example utterances, and its box holds no more than 100 full lines', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, n) => `say ${n}`).join('\n');
    expect(taskFormErrors(values({ utterances: lines(100) })).utterances).toBeUndefined();
    expect(taskFormErrors(values({ utterances: lines(101) })).utterances).toBe(
      'At most 100 example utterances.',
    );
    expect(UTTERANCES_TEXT_MAX).toBe(100 * 201);
  });

  it('offers only the known slot types, in words', () => {
    expect(SLOT_TYPES).toContain('AMAZON.Date');
    expect(slotTypeLabel('AMAZON.Date')).toBe('Date');
    expect(slotTypeLabel('AMAZON.EmailAddress')).toBe('Email address');
    expect(SLOT_TYPES.map(slotTypeLabel).every((label) => !label.startsWith('AMAZON.'))).toBe(true);
    expect(slotTypeLabel('Department')).toBe('Department');
    expect(TASK_LIMITS.utteranceLength).toBe(200);
  });
});
