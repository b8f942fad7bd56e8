import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { commandFor, neighbour, REVIEW_KEYS } from './keys';

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

  it('lists a help line for every command', () => {
    expect(REVIEW_KEYS).toHaveLength(9);
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
