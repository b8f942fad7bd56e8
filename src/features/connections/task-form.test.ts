import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { newTaskOf, parseUtterances, taskFormErrors } from './task-form';

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
