/**
 * Where the toasts go (docs/design.md §3): at the bottom centre, but never over what must stay usable under them,
 * the chat's composer (and the floating chat window on a large screen) and the action rows of dialogs, such as a
 * form's Send or Cancel. Pure geometry in viewport pixels, so that it is tested apart from a browser's layout.
 */

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The toasts' stack as it is laid out now (its size does not depend on where it goes). */
  stack: { width: number; height: number };
  /** What the toasts must not cover. */
  keepClear: readonly Rect[];
  /** Toasts never go above this (the top bar's lower edge). */
  top: number;
  /** The distance from the bottom edge when nothing is in the way. */
  margin: number;
  /** The space left between the toasts and what they move away from. */
  gap: number;
}

/** The stack's distance from the bottom edge, and the x of its centre. */
export interface Placement {
  bottom: number;
  centre: number;
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The widest stretch of [0, width] that none of `blocked` (x ranges) covers, keeping `gap` from them, if it is at
 * least `needed` wide.
 */
function widestFreeStretch(
  width: number,
  blocked: readonly Rect[],
  gap: number,
  needed: number,
): { left: number; right: number } | null {
  const edges = blocked
    .map((rect) => ({ left: rect.left - gap, right: rect.right + gap }))
    .toSorted((a, b) => a.left - b.left);
  let best: { left: number; right: number } | null = null;
  let from = gap;
  for (const edge of [...edges, { left: width - gap, right: width }]) {
    if (edge.left - from >= needed && (!best || edge.left - from > best.right - best.left)) {
      best = { left: from, right: edge.left };
    }
    from = Math.max(from, edge.right);
  }
  return best;
}

/**
 * The toasts' place: the bottom centre when it is clear; else, at the same height, the widest clear stretch beside
 * what is in the way (a chat window docked at the side of a large screen); else just above it (the composer of a
 * chat that fills a phone, a dialog's action row), as many times as needed. When no clear place is left below the
 * top bar, just under the top bar.
 */
export function placeToasts({ viewport, stack, keepClear, top, margin, gap }: PlacementInput): Placement {
  const middle = viewport.width / 2;
  let bottom = margin;
  // Each lift passes one more obstacle: there cannot be more lifts than obstacles.
  for (let lift = 0; lift <= keepClear.length; lift += 1) {
    const stackTop = viewport.height - bottom - stack.height;
    if (stackTop < top) break;
    const band = { top: stackTop - gap, bottom: viewport.height - bottom + gap };
    const at = (centre: number): Rect => ({
      left: centre - stack.width / 2,
      right: centre + stack.width / 2,
      ...band,
    });
    const inTheWay = keepClear.filter((rect) => overlaps(rect, at(middle)));
    if (inTheWay.length === 0) return { bottom, centre: middle };
    const inBand = keepClear.filter((rect) => rect.top < band.bottom && band.top < rect.bottom);
    const stretch = widestFreeStretch(viewport.width, inBand, gap, stack.width);
    if (stretch) return { bottom, centre: (stretch.left + stretch.right) / 2 };
    bottom = viewport.height - Math.min(...inTheWay.map((rect) => rect.top)) + gap;
  }
  return { bottom: Math.max(margin, viewport.height - top - stack.height), centre: middle };
}
