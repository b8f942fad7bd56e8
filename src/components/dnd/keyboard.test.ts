import { describe, expect, it } from 'vitest';

import { intentOfKey } from './keyboard';
import { indexAfter, reordered } from './list-order';
import { DND_TEXTS, refusalText } from './messages';

describe('the keyboard scheme (docs/interaction-kit.md)', () => {
  it('moves a held list item with all four arrows, Home and End; Escape cancels', () => {
    expect(
      ['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'Home', 'End', 'Escape'].map((key) =>
        intentOfKey(key, 'list'),
      ),
    ).toEqual(['earlier', 'earlier', 'later', 'later', 'first', 'last', 'cancel']);
  });

  it('in a tree, ArrowRight nests and ArrowLeft un-nests', () => {
    expect(intentOfKey('ArrowRight', 'tree')).toBe('into');
    expect(intentOfKey('ArrowLeft', 'tree')).toBe('outOf');
    expect(intentOfKey('ArrowUp', 'tree')).toBe('earlier');
  });

  it('leaves other keys to the browser (Tab moves focus on)', () => {
    expect(intentOfKey('Tab', 'list')).toBeNull();
    expect(intentOfKey('a', 'tree')).toBeNull();
  });
});

describe('list order', () => {
  it('moves one item to its index afterwards, leaving the argument untouched', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(reordered(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reordered(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(reordered(items, 1, 1)).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('says where a step leads, or that it leads nowhere', () => {
    expect(indexAfter('earlier', 0, 3)).toBeNull();
    expect(indexAfter('later', 2, 3)).toBeNull();
    expect(indexAfter('first', 0, 3)).toBeNull();
    expect(indexAfter('last', 0, 3)).toBe(2);
    expect(indexAfter('later', 0, 3)).toBe(1);
  });
});

describe('announcements', () => {
  it('say where an item went, in a list and in a tree', () => {
    expect(DND_TEXTS.moved('Billing', { position: 2, of: 3 })).toBe("Moved 'Billing' to position 2 of 3.");
    expect(DND_TEXTS.moved('Billing', { position: 2, of: 3, parent: 'Account' })).toBe(
      "Moved 'Billing' into 'Account', position 2 of 3.",
    );
    expect(DND_TEXTS.moved('Billing', { position: 1, of: 2, parent: null })).toBe(
      "Moved 'Billing' to the top level, position 1 of 2.",
    );
  });

  it('give the reason of a refused move', () => {
    expect(refusalText({ reason: 'too-deep', maxDepth: 1 }, { label: 'Help', target: 'Account' })).toBe(
      "Cannot move 'Help' into 'Account': items nest at most 1 level deep.",
    );
    expect(
      refusalText({ reason: 'into-own-subtree' }, { label: 'Account', target: 'Account', intoItself: true }),
    ).toBe("Cannot move 'Account' into itself.");
    expect(refusalText({ reason: 'unknown-parent' }, { label: 'Help', target: null })).toBe(
      "Cannot move 'Help' to the top level: that place no longer exists.",
    );
  });
});
