/**
 * The cluster and intent groupings as a board (spec 3 §2, §4): groups of utterances on the left, the sticky
 * 'Utterance Placeholder' on the right. Utterances move between groups; each remembers the group it was loaded
 * in, and only those now elsewhere train. Pure: the slice keeps a board and applies these.
 */
import type { ClusterData } from '@/contracts/utterance-training';

/** The placeholder's key among the groups (not a cluster name a server would give: it has a NUL in it). */
export const PLACEHOLDER = '\u0000placeholder';

export interface BoardItem {
  /** Unique on the board: the group it was loaded in and its text. */
  key: string;
  text: string;
  count: number;
  initialGroup: string;
  group: string;
}

export interface Board {
  /** Group keys in the server's order; the placeholder last. */
  groups: string[];
  /** Item keys per group, in order. */
  members: Record<string, string[]>;
  items: Record<string, BoardItem>;
}

export const itemKey = (group: string, text: string) => `${group}\u0000${text}`;

/** The board of a cluster result or of intent groups: the groups as the server sent them, and an empty placeholder. */
export function boardOf(data: ClusterData): Board {
  const board: Board = { groups: [], members: {}, items: {} };
  for (const [group, utterances] of Object.entries(data)) {
    board.groups.push(group);
    board.members[group] = [];
    for (const utterance of utterances) {
      const key = itemKey(group, utterance.user_input);
      if (board.items[key]) {
        board.items[key].count += utterance.count;
        continue;
      }
      board.items[key] = {
        key,
        text: utterance.user_input,
        count: utterance.count,
        initialGroup: group,
        group,
      };
      board.members[group]?.push(key);
    }
  }
  board.groups.push(PLACEHOLDER);
  board.members[PLACEHOLDER] = [];
  return board;
}

/** Moves the items to the end of `to`, in the order given; items already there, or unknown, stay put. */
export function moveItems(board: Board, keys: readonly string[], to: string): Board {
  if (!board.members[to]) return board;
  const moving = [...new Set(keys)].filter((key) => board.items[key] && board.items[key].group !== to);
  if (moving.length === 0) return board;
  const leaving = new Set(moving);
  const members: Record<string, string[]> = {};
  for (const group of board.groups) {
    members[group] = (board.members[group] ?? []).filter((key) => !leaving.has(key));
  }
  members[to] = [...(members[to] ?? []), ...moving];
  const items = { ...board.items };
  for (const key of moving) {
    const item = items[key];
    if (item) items[key] = { ...item, group: to };
  }
  return { groups: board.groups, members, items };
}

/** The items now in another group than the one they were loaded in: what Train sends (spec 3 §4). */
export function movedItems(board: Board): BoardItem[] {
  return board.groups.flatMap((group) =>
    (board.members[group] ?? []).flatMap((key) => {
      const item = board.items[key];
      return item && item.group !== item.initialGroup ? [item] : [];
    }),
  );
}

/** How many utterances (counting repeats) a group holds. */
export const groupCount = (board: Board, group: string) =>
  (board.members[group] ?? []).reduce((sum, key) => sum + (board.items[key]?.count ?? 0), 0);

/** The board with an empty group `key` before the placeholder, when it has none (an intent nothing was said to yet). */
export function withGroup(board: Board, key: string): Board {
  if (board.members[key]) return board;
  const groups = [...board.groups];
  groups.splice(Math.max(0, groups.indexOf(PLACEHOLDER)), 0, key);
  return { groups, members: { ...board.members, [key]: [] }, items: board.items };
}
