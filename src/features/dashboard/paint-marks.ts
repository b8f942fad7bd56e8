/**
 * Performance marks for the paint budget (all default widgets paint within 300 ms of their data arriving):
 * scripts/measure-dashboard-paint.mjs reads them in Chromium. Marks are cheap and harmless in production.
 */
export const DATA_ARRIVED_MARK = 'dashboard:data-arrived';
export const widgetPaintedMark = (instanceId: number) => `dashboard:widget-painted:${instanceId}`;

const canMark = () => typeof performance !== 'undefined' && typeof performance.mark === 'function';

export function markDataArrived() {
  if (canMark()) performance.mark(DATA_ARRIVED_MARK);
}

/** The first paint of a widget with data, once per widget and data arrival. */
export function markWidgetPainted(instanceId: number) {
  if (!canMark()) return;
  const name = widgetPaintedMark(instanceId);
  const arrivals = performance.getEntriesByName(DATA_ARRIVED_MARK);
  const lastArrival = arrivals.at(-1)?.startTime ?? 0;
  const painted = performance.getEntriesByName(name);
  if (painted.some((entry) => entry.startTime >= lastArrival)) return;
  performance.mark(name);
}
