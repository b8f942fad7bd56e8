import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  childrenOf,
  depthOf,
  findCycles,
  findOrphans,
  heightOf,
  insertNode,
  liftChildren,
  moveNode,
  type NodeId,
  positionOf,
  removeNode,
  subtreeOf,
  type Tree,
  treeFromParents,
  treeHeight,
  type TreePosition,
  validateMove,
  walkTree,
} from './tree';

/**
 *   account
 *     billing
 *     profile
 *       avatar
 *   help
 */
const SAMPLE = treeFromParents([
  { id: 'account', parentId: null },
  { id: 'billing', parentId: 'account' },
  { id: 'profile', parentId: 'account' },
  { id: 'avatar', parentId: 'profile' },
  { id: 'help', parentId: null },
]);

/** A random tree of up to 14 nodes: each node's parent is an earlier node or the top level. */
const trees = fc.array(fc.nat(), { maxLength: 14 }).map((choices) =>
  treeFromParents(
    choices.map((choice, index) => {
      const parent = choice % (index + 1);
      return { id: `n${index}`, parentId: parent === 0 ? null : `n${parent - 1}` };
    }),
  ),
);
const nonEmptyTrees = trees.filter((tree) => tree.rootIds.length > 0);

/** A move the tree allows, picked by three numbers: a node, a parent outside its subtree, an index. */
function legalMove(tree: Tree, [pick, parentPick, indexPick]: [number, number, number]) {
  const ids = Object.keys(tree.nodes);
  const id = ids[pick % ids.length] as NodeId;
  const below = new Set(subtreeOf(tree, id));
  const parents = [null, ...ids.filter((candidate) => !below.has(candidate))];
  const parentId = parents[parentPick % parents.length] ?? null;
  const siblings = childrenOf(tree, parentId).filter((sibling) => sibling !== id).length;
  const to: TreePosition = { parentId, index: indexPick % (siblings + 1) };
  return { id, to };
}
const picks = fc.tuple(fc.nat(), fc.nat(), fc.nat());

/** Every node reached once from the top level, its parent link agreeing with the list it is in. */
function expectWellFormed(tree: Tree) {
  const walked = walkTree(tree).map((step) => step.id);
  expect(new Set(walked).size).toBe(walked.length);
  expect([...walked].sort()).toEqual(Object.keys(tree.nodes).sort());
  expect(findOrphans(tree)).toEqual([]);
  expect(findCycles(tree)).toEqual([]);
}

describe('tree operations', () => {
  it('walks depth-first, pre-order, with depths from 1 and indexes among siblings', () => {
    expect(walkTree(SAMPLE)).toEqual([
      { id: 'account', parentId: null, index: 0, depth: 1 },
      { id: 'billing', parentId: 'account', index: 0, depth: 2 },
      { id: 'profile', parentId: 'account', index: 1, depth: 2 },
      { id: 'avatar', parentId: 'profile', index: 0, depth: 3 },
      { id: 'help', parentId: null, index: 1, depth: 1 },
    ]);
    expect(depthOf(SAMPLE, 'avatar')).toBe(3);
    expect(heightOf(SAMPLE, 'account')).toBe(3);
    expect(heightOf(SAMPLE, 'help')).toBe(1);
    expect(treeHeight(SAMPLE)).toBe(3);
  });

  it('inserts a leaf, and refuses an id already there or an index past the end', () => {
    const tree = insertNode(SAMPLE, 'plans', { parentId: 'account', index: 1 });
    expect(childrenOf(tree, 'account')).toEqual(['billing', 'plans', 'profile']);
    expect(tree.nodes.plans).toEqual({ id: 'plans', parentId: 'account', children: [] });
    expect(() => insertNode(SAMPLE, 'help', { parentId: null, index: 0 })).toThrow(/already/);
    expect(() => insertNode(SAMPLE, 'plans', { parentId: 'account', index: 3 })).toThrow(/outside/);
    // The argument is untouched.
    expect(childrenOf(SAMPLE, 'account')).toEqual(['billing', 'profile']);
  });

  it('removes a node with its descendants', () => {
    const tree = removeNode(SAMPLE, 'profile');
    expect(Object.keys(tree.nodes).sort()).toEqual(['account', 'billing', 'help']);
    expect(childrenOf(tree, 'account')).toEqual(['billing']);
  });

  it('moves a node with its subtree; the index is its place among the new siblings', () => {
    const tree = moveNode(SAMPLE, 'profile', { parentId: null, index: 1 });
    expect(tree.rootIds).toEqual(['account', 'profile', 'help']);
    expect(childrenOf(tree, 'profile')).toEqual(['avatar']);
    expect(depthOf(tree, 'avatar')).toBe(2);
    // Within the same parent: billing to the end of account's two children.
    expect(childrenOf(moveNode(SAMPLE, 'billing', { parentId: 'account', index: 1 }), 'account')).toEqual([
      'profile',
      'billing',
    ]);
  });

  it('refuses a move into the node itself or below it, past a depth limit, into a non-container, or past the end', () => {
    expect(validateMove(SAMPLE, 'account', { parentId: 'avatar', index: 0 })).toEqual({
      ok: false,
      reason: 'into-own-subtree',
    });
    expect(validateMove(SAMPLE, 'profile', { parentId: 'profile', index: 0 })).toMatchObject({
      reason: 'into-own-subtree',
    });
    // help under avatar would be at depth 4.
    expect(validateMove(SAMPLE, 'help', { parentId: 'avatar', index: 0 }, { maxDepth: 3 })).toEqual({
      ok: false,
      reason: 'too-deep',
      maxDepth: 3,
    });
    // profile's subtree spans two levels: under billing it would reach depth 4.
    expect(validateMove(SAMPLE, 'profile', { parentId: 'billing', index: 0 }, { maxDepth: 3 })).toMatchObject(
      {
        reason: 'too-deep',
      },
    );
    expect(validateMove(SAMPLE, 'help', { parentId: 'billing', index: 0 }, { maxDepth: 3 })).toEqual({
      ok: true,
    });
    expect(
      validateMove(
        SAMPLE,
        'help',
        { parentId: 'billing', index: 0 },
        { canContain: (id) => id !== 'billing' },
      ),
    ).toEqual({ ok: false, reason: 'not-a-container' });
    expect(validateMove(SAMPLE, 'billing', { parentId: 'account', index: 2 })).toEqual({
      ok: false,
      reason: 'index-out-of-range',
      size: 1,
    });
    expect(validateMove(SAMPLE, 'nobody', { parentId: null, index: 0 })).toMatchObject({
      reason: 'unknown-node',
    });
    expect(validateMove(SAMPLE, 'help', { parentId: 'nobody', index: 0 })).toMatchObject({
      reason: 'unknown-parent',
    });
    expect(() => moveNode(SAMPLE, 'account', { parentId: 'billing', index: 0 })).toThrow(/into-own-subtree/);
  });

  it("lifts a node's children to its own level, right after it, in their order", () => {
    const tree = liftChildren(SAMPLE, 'account');
    expect(tree.rootIds).toEqual(['account', 'billing', 'profile', 'help']);
    expect(childrenOf(tree, 'account')).toEqual([]);
    expect(tree.nodes.billing?.parentId).toBeNull();
    expect(childrenOf(tree, 'profile')).toEqual(['avatar']);
    expect(liftChildren(SAMPLE, 'help')).toBe(SAMPLE);
  });

  it('finds rings of parents and nodes the top level does not reach', () => {
    const broken = treeFromParents([
      { id: 'root', parentId: null },
      { id: 'lost', parentId: 'missing' },
      { id: 'b', parentId: 'a' },
      { id: 'a', parentId: 'b' },
      { id: 'c', parentId: 'a' },
    ]);
    expect(findCycles(broken)).toEqual([['a', 'b']]);
    expect(findOrphans(broken)).toEqual(['lost', 'b', 'a', 'c']);
    // A parent link that disagrees with the list the node is in.
    const mislinked: Tree = {
      rootIds: ['x'],
      nodes: {
        x: { id: 'x', parentId: null, children: ['y'] },
        y: { id: 'y', parentId: null, children: [] },
      },
    };
    expect(findOrphans(mislinked)).toEqual(['y']);
    expect(findCycles(SAMPLE)).toEqual([]);
    expect(findOrphans(SAMPLE)).toEqual([]);
  });
});

describe('tree operations (properties)', () => {
  it('a move keeps every node exactly once and puts the node where it was asked', () => {
    fc.assert(
      fc.property(nonEmptyTrees, picks, (tree, pick) => {
        const { id, to } = legalMove(tree, pick);
        expect(validateMove(tree, id, to)).toEqual({ ok: true });
        const moved = moveNode(tree, id, to);
        expectWellFormed(moved);
        expect(positionOf(moved, id)).toEqual(to);
        // The subtree travels along.
        expect(subtreeOf(moved, id)).toEqual(subtreeOf(tree, id));
      }),
    );
  });

  it('the inverse move restores the tree', () => {
    fc.assert(
      fc.property(nonEmptyTrees, picks, (tree, pick) => {
        const { id, to } = legalMove(tree, pick);
        const from = positionOf(tree, id);
        expect(moveNode(moveNode(tree, id, to), id, from)).toEqual(tree);
      }),
    );
  });

  it('removing a subtree and inserting its nodes back where they were restores the tree', () => {
    fc.assert(
      fc.property(nonEmptyTrees, fc.nat(), (tree, pick) => {
        const ids = Object.keys(tree.nodes);
        const id = ids[pick % ids.length] as NodeId;
        const places = subtreeOf(tree, id).map((node) => ({ node, at: positionOf(tree, node) }));
        const removed = removeNode(tree, id);
        expectWellFormed(removed);
        for (const { node } of places) expect(removed.nodes[node]).toBeUndefined();
        const restored = places.reduce((current, { node, at }) => insertNode(current, node, at), removed);
        expect(restored).toEqual(tree);
      }),
    );
  });

  it('a move the depth limit allows keeps the tree within it; one it refuses would not', () => {
    fc.assert(
      fc.property(nonEmptyTrees, picks, fc.integer({ min: 1, max: 5 }), (tree, pick, extra) => {
        const maxDepth = treeHeight(tree) + extra - 1;
        const { id, to } = legalMove(tree, pick);
        const check = validateMove(tree, id, to, { maxDepth });
        const moved = moveNode(tree, id, to);
        if (check.ok) expect(treeHeight(moved)).toBeLessThanOrEqual(maxDepth);
        else {
          expect(check.reason).toBe('too-deep');
          expect(treeHeight(moved)).toBeGreaterThan(maxDepth);
        }
      }),
    );
  });

  it('a move into the node itself or its descendants is always refused', () => {
    fc.assert(
      fc.property(nonEmptyTrees, fc.nat(), fc.nat(), (tree, pick, below) => {
        const ids = Object.keys(tree.nodes);
        const id = ids[pick % ids.length] as NodeId;
        const subtree = subtreeOf(tree, id);
        const parentId = subtree[below % subtree.length] as NodeId;
        expect(validateMove(tree, id, { parentId, index: 0 })).toMatchObject({
          ok: false,
          reason: 'into-own-subtree',
        });
      }),
    );
  });

  it("lifting children keeps every node once and raises the node's descendants one level", () => {
    fc.assert(
      fc.property(nonEmptyTrees, fc.nat(), (tree, pick) => {
        const ids = Object.keys(tree.nodes);
        const id = ids[pick % ids.length] as NodeId;
        const lifted = liftChildren(tree, id);
        expectWellFormed(lifted);
        expect(childrenOf(lifted, id)).toEqual([]);
        for (const below of subtreeOf(tree, id).slice(1)) {
          expect(depthOf(lifted, below)).toBe(depthOf(tree, below) - 1);
        }
        const { parentId, index } = positionOf(lifted, id);
        const children = childrenOf(tree, id);
        expect(childrenOf(lifted, parentId).slice(index + 1, index + 1 + children.length)).toEqual(children);
      }),
    );
  });

  it('trees built from parents in order are well formed', () => {
    fc.assert(fc.property(trees, (tree) => expectWellFormed(tree)));
  });
});
