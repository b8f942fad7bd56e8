import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { columnsFor, spanPixels, widgetBox } from './grid';
import { GRID } from './widgets';

describe('dashboard grid (spec 2 §9)', () => {
  it('fits 250 px columns with 15 px margins, between 1 and 10 of them', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(514)).toBe(1);
    expect(columnsFor(515)).toBe(2); // 250 + 15 + 250
    expect(columnsFor(1045)).toBe(4);
    expect(columnsFor(2635)).toBe(10);
    expect(columnsFor(10_000)).toBe(10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (width) => {
        const columns = columnsFor(width);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(columns).toBeLessThanOrEqual(GRID.maxColumns);
        // The columns fit, and one more would not (below the cap).
        if (columns > 1) expect(spanPixels(columns, GRID.widgetWidth)).toBeLessThanOrEqual(width);
        if (columns < GRID.maxColumns)
          expect(spanPixels(columns + 1, GRID.widgetWidth)).toBeGreaterThan(width);
      }),
    );
  });

  it('sizes a widget by its units, never wider than the grid; one column gives 90 % of the width', () => {
    expect(widgetBox({ width: 2, height: 1 }, 1200)).toEqual({ width: 515, height: 250, bodyHeight: 200 });
    expect(widgetBox({ width: 1, height: 2 }, 1200)).toEqual({ width: 250, height: 515, bodyHeight: 465 });
    // Three columns' room: a four-unit widget takes the three.
    expect(widgetBox({ width: 4, height: 1 }, 800).width).toBe(780);
    // One column: 90 % of what there is, whatever the widget's width.
    expect(widgetBox({ width: 2, height: 1 }, 400).width).toBe(360);
    expect(widgetBox({ width: 1, height: 1 }, 300).width).toBe(270);
  });
});
