import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

import { dashboardSummary } from '../../src/contracts/dashboard';

import { axeViolations } from './axe';
import {
  type Account,
  ACCOUNTS,
  expect,
  failedResource,
  fontsReady,
  signIn,
  simulateFailure,
  test,
  toasts,
} from './fixtures';
import { centreOf, touchDrag } from './touch-helpers';

const widgetList = (page: Page) => page.getByRole('list', { name: 'Widgets' });
const widgetTitles = (page: Page) => widgetList(page).getByRole('heading', { level: 2 }).allTextContents();
const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Signs in and waits for the dashboard's charts to draw. */
async function openDashboard(page: Page, account: Account = ACCOUNTS.administrator) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(widgetList(page).getByRole('img').first()).toBeVisible();
  await fontsReady(page);
}

/** react-dnd's HTML5 backend needs a real, paced pointer drag (see docs/toolchain.md). */
async function dragOnto(page: Page, source: Locator, target: Locator) {
  const from = await source.getByRole('heading').boundingBox();
  const to = await target.getByRole('heading').boundingBox();
  if (!from || !to) throw new Error('The widgets are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Presses Tab until the element has focus (at most 40 times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('dashboard', () => {
  test('reorder by drag survives a reload', async ({ page }) => {
    await openDashboard(page);
    expect(await widgetTitles(page)).toEqual([
      'Usage Summary',
      'Unique Users',
      'Unique Sessions',
      'Usage by Task',
      'User Interaction (Portal)',
      'Platform Usage',
    ]);
    await page.getByRole('checkbox', { name: 'Reorder Widgets' }).check();
    await expect(widget(page, 'Platform Usage')).toHaveAttribute('draggable', 'true');
    await dragOnto(page, widget(page, 'Platform Usage'), widget(page, 'Usage Summary'));
    const reordered = [
      'Platform Usage',
      'Usage Summary',
      'Unique Users',
      'Unique Sessions',
      'Usage by Task',
      'User Interaction (Portal)',
    ];
    await expect.poll(() => widgetTitles(page)).toEqual(reordered);

    await page.reload();
    await expect(widgetList(page).getByRole('img').first()).toBeVisible();
    expect(await widgetTitles(page)).toEqual(reordered);
  });

  test('reorder with the keyboard only (WCAG 2.2 SC 2.5.7), announced, survives a reload', async ({
    page,
  }) => {
    // A sign-in, move mode's lazy chunk, a dozen keyboard steps each awaited, and a reload: on a busy 2-core
    // machine it has taken 72 s of the default 90.
    test.slow();
    await openDashboard(page);
    const reorder = page.getByRole('checkbox', { name: 'Reorder Widgets' });
    await reorder.focus();
    await page.keyboard.press('Space');
    await expect(reorder).toBeChecked();
    const handle = page.getByRole('button', { name: 'Reorder Usage Summary' });
    await expect(handle).toBeVisible();
    // From the checkbox to the first widget's handle, as a keyboard user would.
    await tabTo(page, handle);

    const announcement = page.getByRole('status', { name: 'Widgets: moves' });
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(announcement).toHaveText(/^Picked up 'Usage Summary', position 1 of 6\./);
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toHaveText("'Usage Summary': position 2 of 6.");
    // The handle keeps focus while its widget changes places.
    await expect(handle).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(announcement).toHaveText("Moved 'Usage Summary' to position 6 of 6.");
    await expect(handle).toHaveAttribute('aria-pressed', 'false');
    await expect(handle).toBeFocused();
    const reordered = [
      'Unique Users',
      'Unique Sessions',
      'Usage by Task',
      'User Interaction (Portal)',
      'Platform Usage',
      'Usage Summary',
    ];
    expect(await widgetTitles(page)).toEqual(reordered);

    // Escape puts a held widget back where it was.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toHaveText("'Usage Summary': position 5 of 6.");
    await page.keyboard.press('Escape');
    await expect(announcement).toHaveText("Move cancelled: 'Usage Summary' is back at position 6 of 6.");
    expect(await widgetTitles(page)).toEqual(reordered);

    await page.reload();
    await expect(widgetList(page).getByRole('img').first()).toBeVisible();
    expect(await widgetTitles(page)).toEqual(reordered);
  });

  test('adds and hides a widget', async ({ page }) => {
    await openDashboard(page, ACCOUNTS.user);
    await page.getByRole('checkbox', { name: 'Edit Widgets' }).check();
    const previews = page.getByRole('list', { name: 'Widgets to add' });
    await previews.getByRole('button', { name: 'Add Peak Usage' }).click();
    await expect(widget(page, 'Peak Usage').getByRole('img', { name: 'Peak Usage chart' })).toBeVisible();
    await expect(previews.getByRole('button', { name: 'Add Peak Usage' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Hide Unique Users' }).click();
    await expect(widget(page, 'Unique Users')).toHaveCount(0);
    expect(await widgetTitles(page)).toEqual(['Usage by Task', 'Peak Usage']);

    await page.reload();
    await expect(widgetList(page).getByRole('img').first()).toBeVisible();
    expect(await widgetTitles(page)).toEqual(['Usage by Task', 'Peak Usage']);
  });

  test('marks a missed utterance as reviewed from the chart', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('checkbox', { name: 'Edit Widgets' }).check();
    await page.getByRole('button', { name: 'Add Request by Public Users' }).click();
    await page.getByRole('checkbox', { name: 'Edit Widgets' }).uncheck();
    // Clicking the chart opens the rows behind it.
    await widget(page, 'Request by Public Users')
      .getByRole('img', { name: 'Request by Public Users chart' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Missed Utterances' });
    const grid = drawer.getByRole('grid', { name: 'Missed utterances' });
    await expect(grid).toBeVisible();
    const mark = drawer.getByRole('button', { name: 'Mark Utterance as Reviewed' });
    await expect(mark).toBeDisabled();

    const row = grid
      .getByRole('row')
      .filter({ has: page.locator('[data-field="status"]', { hasText: 'Missed' }) })
      .first();
    const utterance = (await row.locator('[data-field="utterance"]').textContent()) ?? '';
    await row.getByRole('checkbox').check();
    await mark.click();
    await expect(
      toasts(page).filter({ hasText: 'Successfully marked (1) utterance(s) as Reviewed.' }),
    ).toBeVisible();
    const reviewed = grid
      .getByRole('row')
      .filter({ has: page.locator('[data-field="utterance"]', { hasText: utterance }) })
      .first();
    await expect(reviewed.locator('[data-field="status"]')).toHaveText('Reviewed');
    await expect(reviewed.getByRole('checkbox')).toBeDisabled();
  });

  test.describe('when the summary fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test("every widget is 'Temporarily unavailable'", async ({ page }) => {
      await openDashboard(page);
      await simulateFailure(page, dashboardSummary.apiCall, 500);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(widgetList(page).getByText('Temporarily unavailable')).toHaveCount(6);
      await expect(widgetList(page).getByRole('img')).toHaveCount(0);
    });
  });

  test("exports a widget's rows as CSV", async ({ page }) => {
    await openDashboard(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Platform Usage as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^lex_platform_usage_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toBe('Platform,Requests');

    // The same rows as the chart's data in the drawer.
    await page.getByRole('button', { name: 'Show data of Platform Usage' }).click();
    const table = page.getByRole('table', { name: 'Platform Usage data' });
    await expect(table).toBeVisible();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').join(',')),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(csv.slice(1)).toEqual(rows);
  });

  test('/dashboard has no axe violations (WCAG 2.2 A/AA)', async ({ page }) => {
    await openDashboard(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('move mode, with a widget held by the keyboard and its Move menu open, has no axe violations', async ({
    page,
  }) => {
    await openDashboard(page);
    await page.getByRole('checkbox', { name: 'Reorder Widgets' }).check();
    const handle = page.getByRole('button', { name: 'Reorder Unique Users' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Move Unique Users…' }).click();
    await expect(page.getByRole('menu', { name: 'Move Unique Users' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('edit mode and the missed-utterances drawer have no axe violations', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('checkbox', { name: 'Edit Widgets' }).check();
    await page.getByRole('button', { name: 'Add Request by Public Users' }).click();
    await expect(page.getByRole('combobox', { name: /Platform/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Edit Widgets' }).uncheck();
    await page.getByRole('button', { name: 'Show data of Request by Public Users' }).click();
    await expect(page.getByRole('grid', { name: 'Missed utterances' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
  test.describe('on a touch phone (360×740)', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

    test('a widget held still for a moment and dragged by a finger takes the place of another', async ({
      page,
    }) => {
      await openDashboard(page);
      await page.getByRole('checkbox', { name: 'Reorder Widgets' }).tap();
      await expect(page.getByRole('button', { name: 'Reorder Unique Users' })).toBeVisible();
      // Both headings on screen: the first widget in the middle of the viewport, the second below it.
      await widget(page, 'Usage Summary').evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const from = await widget(page, 'Unique Users').getByRole('heading').boundingBox();
      const to = await widget(page, 'Usage Summary').getByRole('heading').boundingBox();
      if (!from || !to) throw new Error('The widgets are not on screen');
      await touchDrag(page, centreOf(from), centreOf(to));
      await expect
        .poll(() => widgetTitles(page))
        .toEqual([
          'Unique Users',
          'Usage Summary',
          'Unique Sessions',
          'Usage by Task',
          'User Interaction (Portal)',
          'Platform Usage',
        ]);
      await expect(page.getByRole('status', { name: 'Widgets: moves' })).toHaveText(
        "Moved 'Unique Users' to position 1 of 6.",
      );
    });
  });

  test.describe('on a phone (360×740)', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    /** Whether the element lies inside the viewport and is what a tap at its centre would hit. */
    const reachable = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inside =
          box.width > 0 &&
          box.height > 0 &&
          box.left >= 0 &&
          box.top >= 0 &&
          box.right <= window.innerWidth &&
          box.bottom <= window.innerHeight;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return inside && hit !== null && element.contains(hit);
      });

    test("the data drawer's title and Close are not under the top bar; Close, Escape and Back close it", async ({
      page,
    }) => {
      await openDashboard(page);
      const show = page.getByRole('button', { name: 'Show data of Platform Usage' });
      const drawer = page.getByRole('dialog', { name: 'Platform Usage' });
      const close = drawer.getByRole('button', { name: 'Close' });
      const historyState = () => page.evaluate(() => JSON.stringify(window.history.state ?? null));

      await show.click();
      // Below 600 px the data table is a list of stacked rows (issue 21 §6.3).
      await expect(drawer.getByRole('list', { name: 'Platform Usage data' })).toBeVisible();
      // Polled: the drawer slides in.
      await expect.poll(() => reachable(close)).toBe(true);
      await expect.poll(() => reachable(drawer.getByRole('heading', { name: 'Platform Usage' }))).toBe(true);
      await close.click();
      await expect(drawer).toBeHidden();
      // The tap closed the drawer, not something behind it (the account menu sits where Close is).
      await expect(page.getByRole('menu')).toHaveCount(0);

      await show.click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      // Closing takes the drawer's history entry off again, a moment after the drawer went: until then the
      // current entry is still the old one, whose mark the wait below would take for the new one's.
      await expect.poll(historyState).not.toContain('dashboardDrawer');

      // Back closes the drawer and stays on the dashboard.
      await show.click();
      await expect(drawer).toBeVisible();
      // The drawer's own history entry lands just after it opens: a person's Back comes later than a script's.
      await expect.poll(historyState).toContain('dashboardDrawer');
      await page.goBack();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(widget(page, 'Platform Usage')).toBeVisible();
    });
  });
});
