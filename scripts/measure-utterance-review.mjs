#!/usr/bin/env node
// Measures the Utterance Training page with a long log (issue 24 "Figures"):
// - the utterance list holds 10,000 rows and scrolls at ≥ 58 frames a second;
// - marking a row repaints in < 50 ms;
// - clustering 3,000 utterances into 50 clusters finishes in < 3 s in the worker, and the page has no long task
//   over 100 ms meanwhile.
//
//   npm run build && npm run measure:utterance-review [-- --dist dist --port 4313 --rows 10000 --clustered 3000]
//
// In Debian's Chromium (Playwright library, production build served by `vite preview`): signs in to the demo, and
// through the demo panel's "Utterance log" tab replaces the organisation's log with `rows` utterances of the seeded
// texts over the last 30 days. Then: the complete history, grouped by utterance, its rows paged into the list by
// the keyboard's End of list (Virtuoso loads as it scrolls); a scroll of the whole list timed frame by frame
// (requestAnimationFrame); 20 marks by the 1 key, each timed from keydown to the next paint; then the log cut to
// `clustered` utterances and grouped into 50 clusters, timed from Search to the board, with PerformanceObserver
// 'longtask' entries recorded meanwhile. Prints the figures and exits 1 when one is over its budget.

import { measureOptions, signInAsAdministrator, startMeasuring } from './measure-support.mjs';

const options = measureOptions({ dist: 'dist', port: 4313, rows: 10_000, clustered: 3_000, clusters: 50 });
const BUDGET = { fps: 58, markMs: 50, clusterMs: 3_000, longTaskMs: 100 };

async function setLog(page, count) {
  await page.getByRole('button', { name: 'Demo outbox' }).click();
  const panel = page.getByRole('dialog', { name: 'Demo cloud' });
  await panel.getByRole('tab', { name: 'Utterance log' }).click();
  const form = panel.getByRole('form', { name: 'Replace the utterance log' });
  await form.getByLabel('Utterances').fill(String(count));
  await form.getByRole('button', { name: 'Replace the log' }).click();
  await panel.getByText(`The log holds ${count} utterances`).waitFor();
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
}

async function search(page, grouping, clusters) {
  const form = page.getByRole('form', { name: 'Search utterances' });
  await form.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: grouping, exact: true }).click();
  if (clusters) await form.getByRole('spinbutton', { name: /^Num of clusters/ }).fill(String(clusters));
  const history = form.getByRole('checkbox', { name: 'Search complete history' });
  if (!(await history.isChecked())) await history.check();
  await form.getByRole('button', { name: 'Search' }).click();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const { browser, baseUrl, close } = await startMeasuring(options);
  const failures = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.setDefaultTimeout(120_000);
    await signInAsAdministrator(page, baseUrl);
    await setLog(page, options.rows);
    await page.goto(`${baseUrl}/utterance-training`);

    // Every row into the list: the scroller to its end until the footer says there are no more.
    await search(page, 'Utterance');
    const scroller = page.locator('[data-virtuoso-scroller]').first();
    await scroller.waitFor();
    const loadStarted = Date.now();
    while (!(await page.getByText('No more utterances').isVisible())) {
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await page.waitForTimeout(50);
      if (Date.now() - loadStarted > 10 * 60_000)
        throw new Error('The rows did not all load within 10 minutes');
    }
    // At the end of the list, its last item's position is how many rows it holds.
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.waitForTimeout(500);
    const loaded = Number(
      await page
        .getByRole('list', { name: 'Utterances to review' })
        .getByRole('listitem')
        .last()
        .getAttribute('aria-posinset'),
    );
    console.log(
      `Rows in the list: ${loaded} (paged in within ${((Date.now() - loadStarted) / 1000).toFixed(1)} s)`,
    );

    // A scroll of the whole list from the top, 40 px a frame, timed by requestAnimationFrame.
    const frames = await scroller.evaluate(
      (element) =>
        new Promise((resolve) => {
          element.scrollTo(0, 0);
          const times = [];
          let last = performance.now();
          const step = (now) => {
            times.push(now - last);
            last = now;
            element.scrollTop += 40;
            if (times.length < 600 && element.scrollTop + element.clientHeight < element.scrollHeight) {
              requestAnimationFrame(step);
            } else resolve(times.slice(1));
          };
          requestAnimationFrame(step);
        }),
    );
    const fps = 1000 / (frames.reduce((sum, time) => sum + time, 0) / frames.length);
    console.log(
      `Scroll: ${frames.length} frames, ${fps.toFixed(1)} fps (slowest frame ${Math.max(...frames).toFixed(1)} ms)`,
    );
    if (loaded < options.rows) failures.push(`only ${loaded} rows in the list`);
    if (fps < BUDGET.fps) failures.push(`scroll ${fps.toFixed(1)} fps < ${BUDGET.fps}`);

    // 20 marks by the keyboard, each from keydown to the next paint.
    await scroller.evaluate((element) => element.scrollTo(0, 0));
    await page
      .getByRole('list', { name: 'Utterances to review' })
      .locator('[role="group"][tabindex="0"]')
      .focus();
    await page.evaluate(() => {
      window.__markTimes = [];
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => window.__markTimes.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    for (let mark = 0; mark < 20; mark += 1) {
      await page.keyboard.press('1');
      await page.waitForTimeout(60);
    }
    const marks = await page.evaluate(() => window.__markTimes);
    const slowestMark = Math.max(...marks);
    console.log(
      `Mark → paint: slowest ${slowestMark.toFixed(1)} ms, median ${median(marks).toFixed(1)} ms (${marks.length} marks)`,
    );
    if (slowestMark >= BUDGET.markMs) failures.push(`a mark took ${slowestMark.toFixed(1)} ms to paint`);

    // Clustering: the log cut to `clustered` utterances, 50 clusters, long tasks recorded meanwhile.
    await setLog(page, options.clustered);
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const clusterStarted = Date.now();
    await search(page, 'Cluster', options.clusters);
    await page.getByRole('region', { name: 'Utterance Placeholder' }).waitFor();
    const clusterMs = Date.now() - clusterStarted;
    const longTasks = await page.evaluate(() => window.__longTasks);
    // The portal's first poll waits 3 s (spec 3 §9) whatever the job's speed: the job's own time, in the worker,
    // is what the demo panel reports.
    await page.getByRole('button', { name: 'Demo outbox' }).click();
    const panel = page.getByRole('dialog', { name: 'Demo cloud' });
    await panel.getByRole('tab', { name: 'Utterance log' }).click();
    const report = (await panel.getByText(/^The last clustering: /).textContent()) ?? '';
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    const jobMs = Number(/in (\d+) ms\.$/.exec(report)?.[1] ?? Number.NaN);
    console.log(
      `Clustering ${options.clustered} into ${options.clusters}: ${jobMs} ms in the worker (${report}), ` +
        `${clusterMs} ms from Search to the board (incl. the spec's 3 s first poll)`,
    );
    console.log(
      `Long tasks meanwhile: ${longTasks.length ? longTasks.map((time) => time.toFixed(0)).join(', ') : 'none'} ms`,
    );
    if (!(jobMs < BUDGET.clusterMs)) failures.push(`clustering took ${jobMs} ms`);
    const overLong = longTasks.filter((time) => time > BUDGET.longTaskMs);
    if (overLong.length) failures.push(`${overLong.length} long tasks over ${BUDGET.longTaskMs} ms`);
  } finally {
    await close();
  }
  if (failures.length) {
    console.error(`Over budget: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Within every budget.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
