/**
 * The keyboard scheme of every sortable of the portal (docs/interaction-kit.md), for WCAG 2.2 SC 2.5.7: whatever
 * a drag does, the keyboard does too.
 *
 * - Space or Enter on an item's handle picks the item up (the handle is a toggle button, pressed while the item
 *   is held); Space or Enter again drops it where it now is.
 * - While held: ArrowUp/ArrowDown (in a list also ArrowLeft/ArrowRight) move it one place earlier or later;
 *   Home and End to the start or end (of its siblings, in a tree). In a tree ArrowRight puts it into the item
 *   before it (as that item's last child) and ArrowLeft takes it out of its parent (right after the parent).
 * - Escape puts it back where it was picked up.
 *
 * Each step is announced; a step that cannot be taken is announced with its reason and changes nothing.
 */

export type KeyboardMove = 'earlier' | 'later' | 'first' | 'last' | 'into' | 'outOf';
export type KeyboardIntent = KeyboardMove | 'cancel';

const LIST_KEYS: Readonly<Record<string, KeyboardIntent>> = {
  ArrowUp: 'earlier',
  ArrowLeft: 'earlier',
  ArrowDown: 'later',
  ArrowRight: 'later',
  Home: 'first',
  End: 'last',
  Escape: 'cancel',
};

const TREE_KEYS: Readonly<Record<string, KeyboardIntent>> = {
  ArrowUp: 'earlier',
  ArrowDown: 'later',
  ArrowRight: 'into',
  ArrowLeft: 'outOf',
  Home: 'first',
  End: 'last',
  Escape: 'cancel',
};

/** What a key does to a held item; `null` for keys the scheme leaves to the browser (Tab among them). */
export function intentOfKey(key: string, shape: 'list' | 'tree'): KeyboardIntent | null {
  return (shape === 'list' ? LIST_KEYS : TREE_KEYS)[key] ?? null;
}
