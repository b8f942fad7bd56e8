/**
 * The bubbles being edited: the server's nested tree (TopBubble[]) held as a normalised tree (`@/lib/tree`, which
 * the drag-and-drop tree and the moves work on) and a record of each bubble's fields by a client-side id. Pure:
 * the slice and the tests use it.
 */
import {
  BUBBLE_LIMITS,
  type BubbleEnvironment,
  NO_AVATAR,
  type TopBubble,
  type TopBubbleType,
} from '@/contracts/bubbles';
import {
  childrenOf,
  EMPTY_TREE,
  hasNode,
  insertNode,
  moveNode,
  type MoveRules,
  type NodeId,
  positionOf,
  removeNode,
  subtreeOf,
  type Tree,
  type TreePosition,
} from '@/lib/tree';

/** One bubble's own fields. Every bubble keeps an environment: only a top-level one's is sent. */
export interface BubbleFields {
  name: string;
  type: TopBubbleType;
  /** Empty for a hierarchy bubble. */
  utterance: string;
  /** An image URL, or '' for none (sent as NO_AVATAR). */
  avatar: string;
  environment: BubbleEnvironment;
}

export interface EditedBubbles {
  tree: Tree;
  bubbles: Readonly<Record<NodeId, BubbleFields>>;
  /** The next client-side id's number. */
  nextId: number;
}

export const NO_BUBBLES: EditedBubbles = { tree: EMPTY_TREE, bubbles: {}, nextId: 1 };

const idOf = (number: number): NodeId => `bubble-${number}`;

/**
 * The server's tree, with ids. A nested bubble takes its top-level ancestor's environment, which it keeps should
 * it be moved to the top level.
 */
export function fromTopBubbles(list: readonly TopBubble[]): EditedBubbles {
  let edited = NO_BUBBLES;
  const add = (bubble: TopBubble, parentId: NodeId | null, environment: BubbleEnvironment, index: number) => {
    const id = idOf(edited.nextId);
    const fields: BubbleFields = {
      name: bubble.name,
      type: bubble.type,
      utterance: bubble.type === 'intent' ? (bubble.utterance ?? '') : '',
      avatar: bubble.avatar.trim(),
      environment: bubble.environment ?? environment,
    };
    edited = {
      tree: insertNode(edited.tree, id, { parentId, index }),
      bubbles: { ...edited.bubbles, [id]: fields },
      nextId: edited.nextId + 1,
    };
    bubble.children.forEach((child, at) => add(child, id, fields.environment, at));
  };
  list.forEach((bubble, at) => add(bubble, null, bubble.environment ?? 'Both', at));
  return edited;
}

/** What is sent: the nested tree, the environment on top-level bubbles only, an empty avatar as NO_AVATAR. */
export function toTopBubbles({ tree, bubbles }: Pick<EditedBubbles, 'tree' | 'bubbles'>): TopBubble[] {
  const build = (id: NodeId, topLevel: boolean): TopBubble => {
    const fields = bubbleOf(bubbles, id);
    return {
      name: fields.name,
      type: fields.type,
      ...(fields.type === 'intent' ? { utterance: fields.utterance } : {}),
      avatar: fields.avatar.trim() || NO_AVATAR,
      ...(topLevel ? { environment: fields.environment } : {}),
      children: childrenOf(tree, id).map((child) => build(child, false)),
    };
  };
  return childrenOf(tree, null).map((id) => build(id, true));
}

function bubbleOf(bubbles: EditedBubbles['bubbles'], id: NodeId): BubbleFields {
  const fields = bubbles[id];
  if (!fields) throw new Error(`No bubble ${id}`);
  return fields;
}

/** Adds a bubble as the last child of `parentId` (or at the end of the top level); its id is returned too. */
export function addBubble(
  edited: EditedBubbles,
  fields: BubbleFields,
  parentId: NodeId | null,
): { edited: EditedBubbles; id: NodeId } {
  const id = idOf(edited.nextId);
  const index = childrenOf(edited.tree, parentId).length;
  const environment = parentId === null ? fields.environment : topLevelEnvironment(edited, parentId);
  return {
    id,
    edited: {
      tree: insertNode(edited.tree, id, { parentId, index }),
      bubbles: { ...edited.bubbles, [id]: { ...fields, environment } },
      nextId: edited.nextId + 1,
    },
  };
}

/** The environment that decides where a bubble shows: its top-level ancestor's. */
export const topLevelEnvironment = (edited: EditedBubbles, id: NodeId): BubbleEnvironment =>
  bubbleOf(edited.bubbles, topLevelAncestor(edited.tree, id)).environment;

/**
 * Changes a bubble's fields. Spec 3 §4: a hierarchy bubble that becomes an intent hands its children to the top
 * level (right after the bubble's own top-level ancestor, in their order, each keeping the environment it showed
 * in) and holds none.
 */
export function editBubble(edited: EditedBubbles, id: NodeId, fields: BubbleFields): EditedBubbles {
  let tree = edited.tree;
  const bubbles: Record<NodeId, BubbleFields> = { ...edited.bubbles, [id]: fields };
  const children = childrenOf(tree, id);
  if (fields.type === 'intent' && children.length > 0) {
    const top = topLevelAncestor(tree, id);
    const environment = topLevelEnvironment(edited, id);
    let index = positionOf(tree, top).index + 1;
    for (const child of children) {
      tree = moveNode(tree, child, { parentId: null, index });
      bubbles[child] = { ...bubbleOf(bubbles, child), environment };
      index += 1;
    }
  }
  if (fields.type === 'hierarchy') bubbles[id] = { ...fields, utterance: '' };
  return { ...edited, tree, bubbles };
}

function topLevelAncestor(tree: Tree, id: NodeId): NodeId {
  let current = id;
  for (;;) {
    const parentId = tree.nodes[current]?.parentId ?? null;
    if (parentId === null) return current;
    current = parentId;
  }
}

/** How many bubbles go with a bubble when it is deleted: its descendants. */
export const descendantCount = (edited: EditedBubbles, id: NodeId): number =>
  subtreeOf(edited.tree, id).length - 1;

/** Deletes a bubble and everything below it. */
export function deleteBubble(edited: EditedBubbles, id: NodeId): EditedBubbles {
  if (!hasNode(edited.tree, id)) return edited;
  const gone = new Set(subtreeOf(edited.tree, id));
  return {
    ...edited,
    tree: removeNode(edited.tree, id),
    bubbles: Object.fromEntries(Object.entries(edited.bubbles).filter(([key]) => !gone.has(key))),
  };
}

/**
 * Moves a bubble (the order tab). A bubble that reaches the top level keeps the environment it showed in; one
 * that goes below the top level shows in its new top-level ancestor's.
 */
export function moveBubble(edited: EditedBubbles, id: NodeId, to: TreePosition): EditedBubbles {
  const environment = topLevelEnvironment(edited, id);
  const tree = moveNode(edited.tree, id, to, bubbleMoveRules(edited));
  return {
    ...edited,
    tree,
    bubbles: { ...edited.bubbles, [id]: { ...bubbleOf(edited.bubbles, id), environment } },
  };
}

/** What the order tab's moves may not do: put a bubble into an intent, or past the server's depth. */
export const bubbleMoveRules = (edited: EditedBubbles): MoveRules => ({
  maxDepth: BUBBLE_LIMITS.depthMax,
  canContain: (id: NodeId) => edited.bubbles[id]?.type === 'hierarchy',
});

/** The filter of the edit tab (view only): which top-level bubbles, by the chat they show in. */
export type BubbleFilter = 'all' | 'Private' | 'Public';

/** Whether a top-level bubble shows under a filter: 'Both' shows in either chat. */
export const shownUnder = (filter: BubbleFilter, environment: BubbleEnvironment): boolean =>
  filter === 'all' || environment === filter || environment === 'Both';
