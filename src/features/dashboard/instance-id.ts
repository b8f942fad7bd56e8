/** A random positive 31-bit integer that no widget of `taken` has (spec 2 §3: instanceId, a random integer). */
export function newInstanceId(
  taken: readonly { instanceId: number }[],
  random: () => number = Math.random,
): number {
  const used = new Set(taken.map((widget) => widget.instanceId));
  for (;;) {
    const candidate = 1 + Math.floor(random() * 0x7ffffffe);
    if (!used.has(candidate)) return candidate;
  }
}
