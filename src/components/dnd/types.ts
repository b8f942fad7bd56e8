import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import type { MoveRules, NodeId, Tree, TreePosition } from '@/lib/tree';

/** A list move: `toIndex` is the item's index once moved (the others shift to make room). */
export interface ListMove<Item> {
  item: Item;
  id: string;
  fromIndex: number;
  toIndex: number;
}

export type ListMoveDirection = 'earlier' | 'later' | 'first' | 'last';

/** What a sortable list gives each of its items to render. */
export interface SortableItem {
  /** A callback ref for the element that a pointer drags, and onto which others are dropped. */
  dragRef(node: HTMLElement | null): void;
  /** A pointer (mouse, finger) is dragging this item. */
  isDragging: boolean;
  /** A pointer drag hovers over this item: dropping puts the dragged item in its place. */
  isDropTarget: boolean;
  /** The keyboard holds this item (picked up with its handle). */
  isLifted: boolean;
  /** The handle: picks the item up by keyboard, and shows where to grab it. */
  handle: ReactNode;
  /** The "Move…" button and its menu. */
  moveMenu: ReactNode;
  canMove(direction: ListMoveDirection): boolean;
  /** Moves the item one step (as the menu does), announced. */
  move(direction: ListMoveDirection): void;
}

export interface SortableListProps<Item> {
  items: readonly Item[];
  /** The list's accessible name (also names its live region). */
  label: string;
  getId(item: Item): string;
  /** The item's name in the controls and the announcements ("Move 'Billing'…"). */
  getLabel(item: Item): string;
  onMove(move: ListMove<Item>): void;
  /**
   * One item's content (its `listitem` wrapper is the list's). `sortable` is absent until the drag-and-drop code
   * has loaded: the item is then shown still.
   */
  renderItem(item: Item, index: number, sortable?: SortableItem): ReactNode;
  /** The list element's style (a wrapping row of cards, a column). */
  sx?: SxProps<Theme>;
}

/** A tree move: from where the node was to where it is now (`TreePosition` as in `@/lib/tree`). */
export interface TreeMove {
  id: NodeId;
  from: TreePosition;
  to: TreePosition;
}

export interface SortableTreeProps {
  tree: Tree;
  /** The tree's accessible name (also names its live region). */
  label: string;
  /** A node's name in the controls and the announcements. */
  getLabel(id: NodeId): string;
  /** Moves that are refused with a reason: past a depth limit, into a node that holds no children. */
  rules?: MoveRules;
  onMove(move: TreeMove): void;
  /** A node's content, shown between its handle and its "Move…" button. */
  renderItem(id: NodeId): ReactNode;
}
