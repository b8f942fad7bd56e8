import type { Locator, Page } from '@playwright/test';

import { ACCOUNTS, expect, signIn, test } from './fixtures';

/**
 * Issue 28: nothing on a signed-in page moves as its parts arrive (the route's chunk, then its data, then the
 * licences a second later). Lighthouse measured /users on a phone at CLS 0.169: the licences panel above the list
 * grew when they arrived; the footer, on screen while the page loaded, was pushed away. Each page is opened with a
 * session and its layout shifts are added up as the browser reports them (the Layout Instability API, as Lighthouse
 * reads it), until the page's last part is shown.
 */
const PAGES: { path: string; shown(page: Page): Locator }[] = [
  // A chart of the dashboard's widgets has drawn.
  {
    path: '/dashboard',
    shown: (page) => page.getByRole('list', { name: 'Widgets' }).getByRole('img').first(),
  },
  // The licences have loaded: their interactions bar is there.
  { path: '/users', shown: (page) => page.getByRole('progressbar', { name: /Interactions/ }) },
  // The question form, which waits for the settings that add its dropdowns.
  { path: '/faq', shown: (page) => page.getByRole('textbox', { name: 'Question' }) },
];

/** Well under Lighthouse's "good" (0.1): what remains is a web font's swap (a few ten-thousandths). */
const MOST_SHIFT = 0.005;
/** Parts that arrive after the last one waited for (a late toast, a resized chart) have this long to move things. */
const SETTLE_MS = 1500;

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const { path, shown } of PAGES) {
      test(`${path} does not shift its layout while it loads`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await signIn(page, ACCOUNTS.administrator, { from: path });
        await expect(shown(page)).toBeVisible();
        await page.waitForTimeout(SETTLE_MS);
        const shifts = await page.evaluate(
          () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
        );
        const total = shifts.reduce((sum, value) => sum + value, 0);
        expect(total, `layout shifts ${shifts.map((value) => value.toFixed(4)).join(', ')}`).toBeLessThan(
          MOST_SHIFT,
        );
      });
    }
  });
}
