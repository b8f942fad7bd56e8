/**
 * Pure operations on a normalised tree: the structure behind every orderable hierarchy of the portal (bubbles,
 * utterance groups). Nodes are kept by id, each with its parent's id and its children's ids in order, so that a
 * slice can hold the structure as plain data and keep what each node carries apart (an entity adapter by the same
 * ids).
 *
 * Every operation returns a new tree and leaves its argument untouched, so it serves in a reducer (Immer's drafts
 * included) and in a component's preview of a move alike. Operations that are given an impossible request (an
 * unknown id, a move into the node's own subtree) throw: callers check first with `validateMove`, which says why a
 * move is refused.
 *
 * Depth counts levels from 1: a node at the top level has depth 1, its children depth 2. A `maxDepth` of 1 is
 * therefore a flat list.
 */

export type NodeId = string;

export interface TreeNode {
  readonly id: NodeId;
  /** `null` at the top level. */
  readonly parentId: NodeId | null;
  /** In order. */
  readonly children: readonly NodeId[];
}

export interface Tree {
  /** The top level, in order. */
  readonly rootIds: readonly NodeId[];
  readonly nodes: Readonly<Record<NodeId, TreeNode>>;
}

/** Where a node is, or goes: its parent (`null` for the top level) and its index among that parent's children. */
export interface TreePosition {
  readonly parentId: NodeId | null;
  readonly index: number;
}

/** One step of a depth-first, pre-order walk. */
export interface TreeStep {
  readonly id: NodeId;
  readonly parentId: NodeId | null;
  readonly index: number;
  readonly depth: number;
}

export const EMPTY_TREE: Tree = { rootIds: [], nodes: {} };

/**
 * A tree from a flat list in order (as a server sends one): each entry names its parent, and a parent's children
 * follow the order of the list. No checks: an entry whose parent is missing, or a ring of parents, ends up
 * unreachable from the top level, for `findOrphans` and `findCycles` to report.
 */
export function treeFromParents(entries: readonly { id: NodeId; parentId: NodeId | null }[]): Tree {
  const children = new Map<NodeId, NodeId[]>();
  const rootIds: NodeId[] = [];
  for (const { id, parentId } of entries) {
    if (parentId === null) rootIds.push(id);
    else children.set(parentId, [...(children.get(parentId) ?? []), id]);
  }
  const nodes: Record<NodeId, TreeNode> = {};
  for (const { id, parentId } of entries) nodes[id] = { id, parentId, children: children.get(id) ?? [] };
  return { rootIds, nodes };
}

function nodeOf(tree: Tree, id: NodeId): TreeNode {
  const node = tree.nodes[id];
  if (!node) throw new Error(`No node '${id}' in the tree`);
  return node;
}

export function hasNode(tree: Tree, id: NodeId): boolean {
  return Object.hasOwn(tree.nodes, id);
}

/** The children of a node, or the top level for `null`. */
export function childrenOf(tree: Tree, parentId: NodeId | null): readonly NodeId[] {
  return parentId === null ? tree.rootIds : nodeOf(tree, parentId).children;
}

export function positionOf(tree: Tree, id: NodeId): TreePosition {
  const { parentId } = nodeOf(tree, id);
  const index = childrenOf(tree, parentId).indexOf(id);
  if (index < 0) throw new Error(`Node '${id}' is not among its parent's children`);
  return { parentId, index };
}

/** The parent's children list replaced (the top level for `null`), everything else shared with `tree`. */
function withChildren(tree: Tree, parentId: NodeId | null, children: readonly NodeId[]): Tree {
  if (parentId === null) return { ...tree, rootIds: children };
  const parent = nodeOf(tree, parentId);
  return { ...tree, nodes: { ...tree.nodes, [parentId]: { ...parent, children } } };
}

function inserted(list: readonly NodeId[], index: number, id: NodeId): NodeId[] {
  if (!Number.isInteger(index) || index < 0 || index > list.length) {
    throw new Error(`Index ${index} is outside 0…${list.length}`);
  }
  return [...list.slice(0, index), id, ...list.slice(index)];
}

/** A new leaf at a position. */
export function insertNode(tree: Tree, id: NodeId, at: TreePosition): Tree {
  if (hasNode(tree, id)) throw new Error(`Node '${id}' is already in the tree`);
  const siblings = inserted(childrenOf(tree, at.parentId), at.index, id);
  const withNode: Tree = {
    ...tree,
    nodes: { ...tree.nodes, [id]: { id, parentId: at.parentId, children: [] } },
  };
  return withChildren(withNode, at.parentId, siblings);
}

/** The node and every node below it, pre-order (the node first). */
export function subtreeOf(tree: Tree, id: NodeId): NodeId[] {
  const ids: NodeId[] = [];
  const visit = (current: NodeId) => {
    ids.push(current);
    for (const child of nodeOf(tree, current).children) visit(child);
  };
  visit(id);
  return ids;
}

/** Removes a node with all its descendants. */
export function removeNode(tree: Tree, id: NodeId): Tree {
  const { parentId, index } = positionOf(tree, id);
  const siblings = childrenOf(tree, parentId).filter((_, at) => at !== index);
  const gone = new Set(subtreeOf(tree, id));
  const nodes = Object.fromEntries(Object.entries(tree.nodes).filter(([kept]) => !gone.has(kept)));
  return withChildren({ ...tree, nodes }, parentId, siblings);
}

/** The ancestors of a node, nearest first. */
export function ancestorsOf(tree: Tree, id: NodeId): NodeId[] {
  const ancestors: NodeId[] = [];
  const seen = new Set<NodeId>([id]);
  let parentId = nodeOf(tree, id).parentId;
  while (parentId !== null && !seen.has(parentId)) {
    ancestors.push(parentId);
    seen.add(parentId);
    parentId = nodeOf(tree, parentId).parentId;
  }
  return ancestors;
}

/** 1 at the top level. */
export function depthOf(tree: Tree, id: NodeId): number {
  return ancestorsOf(tree, id).length + 1;
}

/** How many levels the node's subtree spans: 1 for a leaf. */
export function heightOf(tree: Tree, id: NodeId): number {
  const { children } = nodeOf(tree, id);
  return 1 + children.reduce((tallest, child) => Math.max(tallest, heightOf(tree, child)), 0);
}

/** How many levels the whole tree spans: 0 when empty. */
export function treeHeight(tree: Tree): number {
  return tree.rootIds.reduce((tallest, id) => Math.max(tallest, heightOf(tree, id)), 0);
}

/** Every node reachable from the top level, depth-first and pre-order: the order a nested list shows them in. */
export function walkTree(tree: Tree): TreeStep[] {
  const steps: TreeStep[] = [];
  const visit = (ids: readonly NodeId[], parentId: NodeId | null, depth: number) => {
    ids.forEach((id, index) => {
      steps.push({ id, parentId, index, depth });
      visit(nodeOf(tree, id).children, id, depth + 1);
    });
  };
  visit(tree.rootIds, null, 1);
  return steps;
}

/** Why a move is refused. */
export type MoveRefusal =
  | { reason: 'unknown-node' }
  | { reason: 'unknown-parent' }
  | { reason: 'index-out-of-range'; size: number }
  /** Into itself or into a node below it. */
  | { reason: 'into-own-subtree' }
  /** The destination may not have children (`canContain` said no). */
  | { reason: 'not-a-container' }
  /** The node's subtree would reach below `maxDepth`. */
  | { reason: 'too-deep'; maxDepth: number };

export type MoveCheck = { ok: true } | ({ ok: false } & MoveRefusal);

export interface MoveRules {
  /** The deepest level a node may reach (1 = the top level only). No limit when left out. */
  maxDepth?: number;
  /** Whether a node may hold children; every node may when left out. */
  canContain?: (id: NodeId) => boolean;
}

/**
 * Whether `id` may move to `to`. `to.index` is the node's index among its new siblings after the move, so the
 * node's own old place does not count when it stays under the same parent.
 */
export function validateMove(tree: Tree, id: NodeId, to: TreePosition, rules: MoveRules = {}): MoveCheck {
  if (!hasNode(tree, id)) return { ok: false, reason: 'unknown-node' };
  if (to.parentId !== null && !hasNode(tree, to.parentId)) return { ok: false, reason: 'unknown-parent' };
  if (to.parentId !== null && (to.parentId === id || ancestorsOf(tree, to.parentId).includes(id))) {
    return { ok: false, reason: 'into-own-subtree' };
  }
  const stays = nodeOf(tree, id).parentId === to.parentId;
  const size = childrenOf(tree, to.parentId).length - (stays ? 1 : 0);
  if (!Number.isInteger(to.index) || to.index < 0 || to.index > size) {
    return { ok: false, reason: 'index-out-of-range', size };
  }
  if (to.parentId !== null && rules.canContain && !rules.canContain(to.parentId)) {
    return { ok: false, reason: 'not-a-container' };
  }
  if (rules.maxDepth !== undefined) {
    const parentDepth = to.parentId === null ? 0 : depthOf(tree, to.parentId);
    if (parentDepth + heightOf(tree, id) > rules.maxDepth) {
      return { ok: false, reason: 'too-deep', maxDepth: rules.maxDepth };
    }
  }
  return { ok: true };
}

/**
 * Moves a node, with its subtree, to a position (`to.index` as in `validateMove`). Moving it back to where it was
 * (`positionOf` before the move) restores the tree.
 */
export function moveNode(tree: Tree, id: NodeId, to: TreePosition, rules: MoveRules = {}): Tree {
  const check = validateMove(tree, id, to, rules);
  if (!check.ok) throw new Error(`Cannot move '${id}': ${check.reason}`);
  const from = positionOf(tree, id);
  const detached = withChildren(
    tree,
    from.parentId,
    childrenOf(tree, from.parentId).filter((_, at) => at !== from.index),
  );
  const node = nodeOf(tree, id);
  const moved: Tree = { ...detached, nodes: { ...detached.nodes, [id]: { ...node, parentId: to.parentId } } };
  return withChildren(moved, to.parentId, inserted(childrenOf(moved, to.parentId), to.index, id));
}

/**
 * Hands a node's children to its parent, in their order, right after the node (for a node that stops being a
 * container); the node stays, as a leaf.
 */
export function liftChildren(tree: Tree, id: NodeId): Tree {
  const node = nodeOf(tree, id);
  if (node.children.length === 0) return tree;
  const { parentId, index } = positionOf(tree, id);
  const siblings = childrenOf(tree, parentId);
  const nodes: Record<NodeId, TreeNode> = { ...tree.nodes, [id]: { ...node, children: [] } };
  for (const child of node.children) nodes[child] = { ...nodeOf(tree, child), parentId };
  return withChildren({ ...tree, nodes }, parentId, [
    ...siblings.slice(0, index + 1),
    ...node.children,
    ...siblings.slice(index + 1),
  ]);
}

/**
 * Rings of parents (a node that is its own ancestor), each listed once, following parent links from its
 * smallest id. Data from elsewhere is checked with this before it is shown: a ring never reaches the top level.
 */
export function findCycles(tree: Tree): NodeId[][] {
  const cycles: NodeId[][] = [];
  const settled = new Set<NodeId>();
  for (const start of Object.keys(tree.nodes)) {
    const path: NodeId[] = [];
    const onPath = new Map<NodeId, number>();
    let current: NodeId | null = start;
    while (current !== null && hasNode(tree, current) && !settled.has(current)) {
      const seenAt = onPath.get(current);
      if (seenAt !== undefined) {
        const ring = path.slice(seenAt);
        const smallest = ring.reduce((least, id) => (id < least ? id : least));
        const from = ring.indexOf(smallest);
        cycles.push([...ring.slice(from), ...ring.slice(0, from)]);
        break;
      }
      onPath.set(current, path.length);
      path.push(current);
      current = nodeOf(tree, current).parentId;
    }
    for (const id of path) settled.add(id);
  }
  return cycles;
}

/**
 * Nodes that the top level does not reach through children lists, or whose parent link disagrees with the list
 * they are in: a missing parent, a parent that does not list them, or a ring of parents. In the order of
 * `tree.nodes`.
 */
export function findOrphans(tree: Tree): NodeId[] {
  const reached = new Set<NodeId>();
  const visit = (ids: readonly NodeId[], parentId: NodeId | null) => {
    for (const id of ids) {
      const node = tree.nodes[id];
      if (!node || reached.has(id) || node.parentId !== parentId) continue;
      reached.add(id);
      visit(node.children, id);
    }
  };
  visit(tree.rootIds, null);
  return Object.keys(tree.nodes).filter((id) => !reached.has(id));
}
