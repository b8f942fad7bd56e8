import { GRID } from './widgets';

/**
 * The grid's arithmetic (spec 2 §9): widgets are laid out in columns of 250 px with a 15 px margin, at most 10
 * columns; with room for one column only, a widget takes 90 % of the width.
 */

/** How many columns fit in `availableWidth` pixels (1 … 10). */
export function columnsFor(availableWidth: number): number {
  const fitting = Math.floor((availableWidth + GRID.margin) / (GRID.widgetWidth + GRID.margin));
  return Math.min(GRID.maxColumns, Math.max(1, fitting));
}

/** The pixel size of `units` grid cells in a row or column, margins between them included. */
export const spanPixels = (units: number, unitSize: number) =>
  units * unitSize + Math.max(0, units - 1) * GRID.margin;

export interface WidgetBox {
  width: number;
  height: number;
  /** The chart's area: the widget minus its title bar. */
  bodyHeight: number;
}

/** A widget's box on a grid `availableWidth` wide: never wider than the grid has columns. */
export function widgetBox(units: { width: number; height: number }, availableWidth: number): WidgetBox {
  const columns = columnsFor(availableWidth);
  const height = spanPixels(Math.max(1, units.height), GRID.widgetHeight);
  const width =
    columns === 1
      ? Math.floor(availableWidth * GRID.singleColumnShare)
      : spanPixels(Math.min(Math.max(1, units.width), columns), GRID.widgetWidth);
  return { width, height, bodyHeight: height - GRID.titleHeight };
}
