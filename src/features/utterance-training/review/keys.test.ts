import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { commandFor, type FlowCommand, neighbour, REVIEW_KEYS, runKeys } from './keys';

const plain = { ctrlKey: false, altKey: false, metaKey: false };

describe('review keys', () => {
  it.each([
    ['j', 'next'],
    ['ArrowDown', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['1', 'correct'],
    ['0', 'incorrect'],
    ['b', 'bestAnswer'],
    ['e', 'entity'],
    ['i', 'intent'],
    ['s', 'stars'],
    ['c', 'conversation'],
    ['?', 'help'],
  ])('%s is %s', (key, command) => {
    expect(commandFor({ key, ...plain })).toBe(command);
  });

  it('leaves keys with a modifier, and other keys, to the browser', () => {
    expect(commandFor({ key: 'j', ...plain, ctrlKey: true })).toBeNull();
    expect(commandFor({ key: '1', ...plain, metaKey: true })).toBeNull();
    expect(commandFor({ key: 'b', ...plain, altKey: true })).toBeNull();
    expect(commandFor({ key: 'x', ...plain })).toBeNull();
    expect(commandFor({ key: 'Enter', ...plain })).toBeNull();
  });

  it('lists a help line for every command, each naming keys that do it', () => {
    const keyNames: Record<string, string> = { '↓': 'ArrowDown', '↑': 'ArrowUp' };
    const helped = REVIEW_KEYS.map(({ keys }) =>
      keys.split(' or ').map((key) => commandFor({ key: keyNames[key] ?? key, ...plain })),
    );
    // One command a line, and every command of the ten on a line.
    for (const commands of helped) expect(new Set(commands).size).toBe(1);
    expect(helped.flat()).not.toContain(null);
    expect(new Set(helped.flat()).size).toBe(10);
    expect(REVIEW_KEYS).toHaveLength(10);
  });

  it('moves one row at a time and stops at either end', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (ids, at) => {
          const index = at % ids.length;
          const current = ids[index] ?? null;
          expect(neighbour(ids, current, 1)).toBe(ids[Math.min(ids.length - 1, index + 1)]);
          expect(neighbour(ids, current, -1)).toBe(ids[Math.max(0, index - 1)]);
        },
      ),
    );
    expect(neighbour([], null, 1)).toBeNull();
    expect(neighbour(['a', 'b'], null, 1)).toBe('a');
    expect(neighbour(['a', 'b'], 'gone', -1)).toBe('a');
  });
});

describe('a run of marking keys', () => {
  const ids = ['a', 'b', 'c'];

  it('marks and moves on, row after row', () => {
    expect(runKeys(ids, 'a', ['correct', 'incorrect'], false)).toEqual({
      marks: [
        { id: 'a', mark: '1' },
        { id: 'b', mark: '0' },
      ],
      current: 'c',
      waiting: [],
    });
  });

  it('stays on the last row when there is no more', () => {
    expect(runKeys(ids, 'c', ['correct', 'next'], false)).toEqual({
      marks: [{ id: 'c', mark: '1' }],
      current: 'c',
      waiting: [],
    });
  });

  it('keeps the move past the last loaded row, and every key after it, for when more rows are in', () => {
    const first = runKeys(ids, 'c', ['correct', 'correct', 'previous', 'incorrect'], true);
    expect(first).toEqual({
      marks: [{ id: 'c', mark: '1' }],
      current: 'c',
      waiting: ['next', 'correct', 'previous', 'incorrect'],
    });
    const later = runKeys([...ids, 'd', 'e'], first.current, first.waiting, false);
    expect(later).toEqual({
      marks: [
        { id: 'd', mark: '1' },
        { id: 'd', mark: '0' },
      ],
      current: 'e',
      waiting: [],
    });
  });

  it('loses no key over any split into pages: every mark lands on the row it would have without paging', () => {
    const commands = fc.array(fc.constantFrom<FlowCommand>('next', 'previous', 'correct', 'incorrect'), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        commands,
        (rows, page, keys) => {
          const all = Array.from({ length: rows }, (_, index) => `r${index}`);
          const whole = runKeys(all, all[0] ?? null, keys, false);
          let loaded = all.slice(0, page);
          let run = runKeys(loaded, loaded[0] ?? null, keys, loaded.length < rows);
          const marks = [...run.marks];
          while (run.waiting.length > 0) {
            loaded = all.slice(0, loaded.length + page);
            run = runKeys(loaded, run.current, run.waiting, loaded.length < rows);
            marks.push(...run.marks);
          }
          expect(marks).toEqual(whole.marks);
          expect(run.current).toBe(whole.current);
        },
      ),
    );
  });
});
