/**
 * Up and down in an empty input walk through the user's earlier distinct, non-hidden text messages
 * (spec 1 §5). `history` is newest first; `index` -1 means not walking.
 */
export interface HistoryWalk {
  index: number;
  text: string;
}

/**
 * The next step of the walk, or null when the key does not walk: the input holds something that is neither
 * empty nor the entry being shown (the user is editing), or there is nothing further that way.
 */
export function walkHistory(
  history: readonly string[],
  walk: HistoryWalk,
  input: string,
  direction: 'up' | 'down',
): HistoryWalk | null {
  const walking = walk.index >= 0 && input === history[walk.index];
  if (input !== '' && !walking) return null;
  const from = walking ? walk.index : -1;
  if (direction === 'up') {
    const next = from + 1;
    return next < history.length ? { index: next, text: history[next] ?? '' } : null;
  }
  if (from < 0) return null;
  const next = from - 1;
  return next >= 0 ? { index: next, text: history[next] ?? '' } : { index: -1, text: '' };
}

export const notWalking: HistoryWalk = { index: -1, text: '' };

/** Spec 1 §5: an emoji with an empty input is sent alone, otherwise appended to the input. */
export function applyEmoji(input: string, emoji: string): { send: string } | { input: string } {
  return input.trim() === '' ? { send: emoji } : { input: input + emoji };
}
