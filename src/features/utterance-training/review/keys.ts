/**
 * The keyboard-first review (issue 24, beyond the anchors: annotators ask for one key that marks and moves on):
 * which key does what. Plain keys only; with Ctrl, Alt or Meta a key is the browser's.
 */
export type ReviewCommand =
  'next' | 'previous' | 'correct' | 'incorrect' | 'bestAnswer' | 'entity' | 'intent' | 'stars' | 'help';

const COMMANDS: Readonly<Record<string, ReviewCommand>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  '1': 'correct',
  '0': 'incorrect',
  b: 'bestAnswer',
  e: 'entity',
  i: 'intent',
  s: 'stars',
  '?': 'help',
};

/** The keys as the help lists them, in its order. */
export const REVIEW_KEYS: readonly { keys: string; does: string }[] = [
  { keys: 'j or ↓', does: 'Next utterance' },
  { keys: 'k or ↑', does: 'Previous utterance' },
  { keys: '1', does: 'Mark the answer correct and go to the next' },
  { keys: '0', does: 'Mark the answer incorrect and go to the next' },
  { keys: 'b', does: 'Select Best Answer' },
  { keys: 'e', does: 'Set the entity of the selected text' },
  { keys: 'i', does: 'Set or edit the intent' },
  { keys: 's', does: 'Rate the similarity (then ← → and Enter)' },
  { keys: '?', does: 'Show these keys' },
];

export interface KeyStroke {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

export function commandFor(stroke: KeyStroke): ReviewCommand | null {
  if (stroke.ctrlKey || stroke.altKey || stroke.metaKey) return null;
  return COMMANDS[stroke.key] ?? null;
}

/** The row after (or before) `current` in `ids`; the same row at either end; the first when none is current. */
export function neighbour(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index < 0) return ids[0] ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))] ?? null;
}
