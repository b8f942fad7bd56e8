import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type PlacementInput, placeToasts, type Rect } from './placement';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
const BASE = { top: 64, margin: 14, gap: 8 };

/** The stack's rectangle at a placement. */
function stackRect(input: PlacementInput, placement: { bottom: number; centre: number }): Rect {
  return {
    left: placement.centre - input.stack.width / 2,
    right: placement.centre + input.stack.width / 2,
    top: input.viewport.height - placement.bottom - input.stack.height,
    bottom: input.viewport.height - placement.bottom,
  };
}
const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('where toasts go (placeToasts)', () => {
  it('is the bottom centre when nothing is in the way', () => {
    const input = { ...BASE, viewport: DESKTOP, stack: { width: 400, height: 60 }, keepClear: [] };
    expect(placeToasts(input)).toEqual({ bottom: 14, centre: 683 });
  });

  it('goes beside a chat window docked at the side of a screen too narrow to centre past it', () => {
    // 1024 wide: the chat window (370 wide, 16 from the edges) reaches the middle.
    const chat = { left: 638, right: 1008, top: 162, bottom: 752 };
    const input = {
      ...BASE,
      viewport: { width: 1024, height: 768 },
      stack: { width: 500, height: 60 },
      keepClear: [chat],
    };
    const placement = placeToasts(input);
    expect(placement.bottom).toBe(14);
    expect(stackRect(input, placement).right).toBeLessThanOrEqual(chat.left - 8);
  });

  it('goes just above the composer of a chat that fills a phone, and above a full-screen dialog’s buttons', () => {
    const composer = { left: 0, right: 360, top: 680, bottom: 740 };
    const input = { ...BASE, viewport: PHONE, stack: { width: 328, height: 96 }, keepClear: [composer] };
    expect(placeToasts(input)).toEqual({ bottom: 740 - 680 + 8, centre: 180 });
    // The dialog's action row, and the chat launcher under it: above both.
    const actions = { left: 0, right: 360, top: 684, bottom: 736 };
    const launcher = { left: 288, right: 344, top: 668, bottom: 724 };
    const both = { ...input, keepClear: [actions, launcher] };
    expect(placeToasts(both)).toEqual({ bottom: 740 - 668 + 8, centre: 180 });
  });

  it('goes under the top bar when there is no clear place below it', () => {
    const everything = { left: 0, right: 360, top: 100, bottom: 740 };
    const input = { ...BASE, viewport: PHONE, stack: { width: 328, height: 96 }, keepClear: [everything] };
    expect(placeToasts(input)).toEqual({ bottom: 740 - 64 - 96, centre: 180 });
  });

  it('never covers what must stay clear when there is room, and never leaves the screen (any layout)', () => {
    const rect = (viewport: { width: number; height: number }) =>
      fc
        .record({
          left: fc.integer({ min: 0, max: viewport.width - 1 }),
          top: fc.integer({ min: 0, max: viewport.height - 1 }),
          width: fc.integer({ min: 1, max: viewport.width }),
          height: fc.integer({ min: 1, max: 300 }),
        })
        .map(({ left, top, width, height }) => ({
          left,
          top,
          right: Math.min(viewport.width, left + width),
          bottom: Math.min(viewport.height, top + height),
        }));
    const layout = fc.constantFrom(PHONE, DESKTOP, { width: 1024, height: 768 }).chain((viewport) =>
      fc.record({
        viewport: fc.constant(viewport),
        stack: fc.record({
          width: fc.integer({ min: 200, max: Math.min(568, viewport.width - 32) }),
          height: fc.integer({ min: 40, max: 200 }),
        }),
        keepClear: fc.array(rect(viewport), { maxLength: 5 }),
        top: fc.constantFrom(0, 64, 80),
        margin: fc.constantFrom(8, 14),
        gap: fc.constantFrom(0, 8),
      }),
    );
    fc.assert(
      fc.property(layout, (input) => {
        const placement = placeToasts(input);
        const placed = stackRect(input, placement);
        expect(placed.left).toBeGreaterThanOrEqual(0);
        expect(placed.right).toBeLessThanOrEqual(input.viewport.width);
        expect(placed.bottom).toBeLessThanOrEqual(input.viewport.height - input.margin);
        const underTheBar = placed.top === input.top;
        if (!underTheBar) {
          // Placed below the bar: clear of everything.
          expect(placed.top).toBeGreaterThanOrEqual(input.top);
          for (const zone of input.keepClear) expect(overlaps(placed, zone)).toBe(false);
        }
      }),
    );
  });
});
