/** The items with the one at `from` moved to `to` (its index afterwards); the argument is untouched. */
export function reordered<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const result = [...items];
  const [moved] = result.splice(from, 1);
  if (moved === undefined || from === to) return [...items];
  result.splice(to, 0, moved);
  return result;
}

/** Where a one-step move of the item at `index` in a list of `count` leads, or `null` when it cannot go. */
export function indexAfter(
  direction: 'earlier' | 'later' | 'first' | 'last',
  index: number,
  count: number,
): number | null {
  const to =
    direction === 'earlier'
      ? index - 1
      : direction === 'later'
        ? index + 1
        : direction === 'first'
          ? 0
          : count - 1;
  return to < 0 || to >= count || to === index ? null : to;
}
