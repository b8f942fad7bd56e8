#!/usr/bin/env node
// Measures, in Chromium against a production build, how long after their data arrives the dashboard's default
// widgets paint (docs/design.md §8 / issue 6: all default widgets within 300 ms).
//
//   npm run build && npm run measure:dashboard-paint [-- --dist dist --port 4399 --runs 3]
//
// The app marks the moment the dashboard.summary reply lands (`dashboard:data-arrived`) and each widget's first
// paint with that data (`dashboard:widget-painted:<instanceId>`, from chart.js's afterRender or the summary's
// effect): see src/features/dashboard/paint-marks.ts. Each run signs in as the demo administrator in a fresh
// browser context (so the administrator's six default widgets are shown) and reads the marks.

import { measureOptions, signInAsAdministrator, startMeasuring } from './measure-support.mjs';

const BUDGET_MS = 300;
const DEFAULT_WIDGET_COUNT = 6;

const { dist, port, runs } = measureOptions({ dist: 'dist', port: 4399, runs: 3 });
const { browser, baseUrl, close } = await startMeasuring({ dist, port });

async function measureOnce() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAsAdministrator(page, baseUrl);
  await page.waitForFunction(
    (count) =>
      performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('dashboard:widget-painted:'))
        .length >= count,
    DEFAULT_WIDGET_COUNT,
    { timeout: 30_000 },
  );
  const result = await page.evaluate(() => {
    const marks = performance.getEntriesByType('mark');
    const arrived = marks.find((mark) => mark.name === 'dashboard:data-arrived');
    const widgets = Array.from(document.querySelectorAll('section[data-instance-id]'), (section) => ({
      instanceId: section.getAttribute('data-instance-id'),
      widgetId: section.getAttribute('data-widget-id'),
    }));
    return {
      arrivedAt: arrived?.startTime ?? null,
      widgets: widgets.map((widget) => {
        const painted = marks.find(
          (mark) =>
            mark.name === `dashboard:widget-painted:${widget.instanceId}` &&
            mark.startTime >= (arrived?.startTime ?? 0),
        );
        return { widgetId: widget.widgetId, paintedAt: painted?.startTime ?? null };
      }),
    };
  });
  await context.close();
  if (result.arrivedAt === null) throw new Error('No dashboard:data-arrived mark: did the summary load?');
  return result.widgets.map((widget) => ({
    widgetId: widget.widgetId,
    delayMs: widget.paintedAt === null ? null : widget.paintedAt - result.arrivedAt,
  }));
}

let worst = 0;
let failed = false;
try {
  for (let run = 1; run <= runs; run += 1) {
    const delays = await measureOnce();
    console.log(`Run ${run}:`);
    for (const { widgetId, delayMs } of delays) {
      console.log(
        `  ${widgetId.padEnd(28)} ${delayMs === null ? 'never painted' : `${delayMs.toFixed(1)} ms`}`,
      );
      if (delayMs === null) failed = true;
      else worst = Math.max(worst, delayMs);
    }
    if (delays.length !== DEFAULT_WIDGET_COUNT) {
      console.log(`  expected ${DEFAULT_WIDGET_COUNT} default widgets, saw ${delays.length}`);
      failed = true;
    }
  }
} finally {
  await close();
}

console.log(
  `\nSlowest default widget painted ${worst.toFixed(1)} ms after its data arrived (budget ${BUDGET_MS} ms).`,
);
if (failed || worst > BUDGET_MS) {
  console.error('Dashboard paint budget FAILED.');
  process.exit(1);
}
console.log('Dashboard paint budget OK.');
