import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ClusterData } from '@/contracts/utterance-training';

import { boardOf, groupCount, itemKey, movedItems, moveItems, PLACEHOLDER, withGroup } from './board';

const data: ClusterData = {
  'billing invoice': [
    { user_input: 'where is my invoice', count: 3 },
    { user_input: 'pay my bill', count: 1 },
  ],
  'password reset': [{ user_input: 'reset my password', count: 2 }],
};

describe('the cluster board', () => {
  it('holds the groups in the server’s order, and an empty placeholder last', () => {
    const board = boardOf(data);
    expect(board.groups).toEqual(['billing invoice', 'password reset', PLACEHOLDER]);
    expect(board.members[PLACEHOLDER]).toEqual([]);
    expect(groupCount(board, 'billing invoice')).toBe(4);
  });

  it('counts a text the server repeated within a group once, with its counts added', () => {
    const board = boardOf({
      a: [
        { user_input: 'hi', count: 1 },
        { user_input: 'hi', count: 2 },
      ],
    });
    expect(board.members.a).toEqual([itemKey('a', 'hi')]);
    expect(board.items[itemKey('a', 'hi')]?.count).toBe(3);
  });

  it('moves items to the end of a group and remembers where they came from', () => {
    const invoice = itemKey('billing invoice', 'where is my invoice');
    const board = moveItems(boardOf(data), [invoice], PLACEHOLDER);
    expect(board.members[PLACEHOLDER]).toEqual([invoice]);
    expect(board.members['billing invoice']).toEqual([itemKey('billing invoice', 'pay my bill')]);
    expect(movedItems(board).map((item) => [item.text, item.initialGroup, item.group])).toEqual([
      ['where is my invoice', 'billing invoice', PLACEHOLDER],
    ]);
  });

  it('does not count an item moved back to where it started', () => {
    const invoice = itemKey('billing invoice', 'where is my invoice');
    const there = moveItems(boardOf(data), [invoice], 'password reset');
    const back = moveItems(there, [invoice], 'billing invoice');
    expect(movedItems(back)).toEqual([]);
  });

  it('leaves the board as it is for an unknown group or items already there', () => {
    const board = boardOf(data);
    expect(moveItems(board, [itemKey('password reset', 'reset my password')], 'nowhere')).toBe(board);
    expect(moveItems(board, [itemKey('password reset', 'reset my password')], 'password reset')).toBe(board);
  });

  it('never loses or duplicates an item, whatever the moves', () => {
    const groupNames = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(
        groupNames.chain((names) =>
          fc.tuple(
            fc.constant(names),
            fc.dictionary(
              fc.constantFrom(...names),
              fc.array(
                fc.record({ user_input: fc.string({ maxLength: 8 }), count: fc.integer({ min: 1, max: 5 }) }),
                {
                  maxLength: 6,
                },
              ),
            ),
            fc.array(fc.tuple(fc.array(fc.nat(), { maxLength: 4 }), fc.nat()), { maxLength: 10 }),
          ),
        ),
        ([names, clusters, moves]) => {
          let board = boardOf(clusters);
          const keys = Object.keys(board.items);
          const total = keys.length;
          for (const [picks, target] of moves) {
            const chosen = picks.map((pick) => keys[pick % Math.max(1, keys.length)] ?? '');
            board = moveItems(board, chosen, board.groups[target % board.groups.length] ?? names[0] ?? '');
          }
          const placed = board.groups.flatMap((group) => board.members[group] ?? []);
          expect(placed).toHaveLength(total);
          expect(new Set(placed).size).toBe(total);
          for (const group of board.groups) {
            for (const key of board.members[group] ?? []) expect(board.items[key]?.group).toBe(group);
          }
        },
      ),
    );
  });
});

describe('a group added for a move', () => {
  it('goes before the placeholder, empty, and only once', () => {
    const board = withGroup(boardOf(data), 'new intent');
    expect(board.groups).toEqual(['billing invoice', 'password reset', 'new intent', PLACEHOLDER]);
    expect(board.members['new intent']).toEqual([]);
    expect(withGroup(board, 'new intent')).toBe(board);
  });
});
