import type { Locator, Page } from '@playwright/test';

import { type Account, ACCOUNTS, expect, openDemoPanel, signIn } from './fixtures';

/**
 * Helpers of the Users page specs (users.spec.ts): the table, its rows and selects, paging, the account menu of
 * any user, and the demo outbox read by recipient.
 */

export const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
export const licenceTable = (page: Page) => page.getByRole('table', { name: 'Licence availability' });
export const paginationSummary = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/**
 * Waits for the user list to finish loading: while it loads (paging, a reload) the table stays, dimmed and
 * aria-busy, and the pagination already shows the new range.
 */
export async function listSettled(page: Page) {
  await expect(page.locator('div[aria-busy]').filter({ has: usersTable(page) })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/** Signs in from /users (the guard sends the visit to sign-in, and sign-in back to /users). */
export async function signInToUsers(page: Page, account: Account = ACCOUNTS.administrator) {
  await signIn(page, account, { from: '/users' });
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(usersTable(page)).toBeVisible();
}

/** Opens /users (a page load: the emulated cloud's state is kept, simulated failures are not). */
export async function openUsers(page: Page) {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(usersTable(page)).toBeVisible();
}

/** The row of a user, by the exact e-mail in its Email cell. */
export const userRow = (page: Page, email: string) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });

/** The e-mails of the rows shown, in order. */
export const shownEmails = (page: Page) =>
  usersTable(page).locator('tbody tr').locator('td:nth-child(2)').allTextContents();

export const roleSelect = (row: Locator) => row.getByRole('combobox', { name: /^Role of / });
export const licenceSelect = (row: Locator) => row.getByRole('combobox', { name: /^Licence of / });

/**
 * Opens an MUI select and picks an option by its exact name. It opens from the keyboard: a click's mouse-up can
 * land on an option of the menu opening under the pointer (on a slow machine it picked 5 rows instead of
 * opening the list, which closed at once).
 */
export async function choose(page: Page, select: Locator, option: string) {
  await select.focus();
  await select.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

export async function nextPage(page: Page) {
  const before = (await paginationSummary(page).textContent()) ?? '';
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(paginationSummary(page)).not.toHaveText(before);
  await listSettled(page);
}

export async function setPageSize(page: Page, size: 5 | 10 | 15 | 20) {
  await choose(page, page.getByRole('combobox', { name: 'Rows per page:' }), String(size));
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(size);
  await listSettled(page);
}

/** Goes to the next page until the user's row shows (at most `pages` times). */
export async function pageTo(page: Page, email: string, pages = 20): Promise<Locator> {
  const row = userRow(page, email);
  for (let step = 0; step < pages && (await row.count()) === 0; step += 1) await nextPage(page);
  await expect(row).toBeVisible();
  return row;
}

export const accountMenuFor = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu for ${name}` });

/** Logout through the account menu of whoever is signed in (by the name the menu shows). */
export async function logoutAs(page: Page, name: string) {
  await accountMenuFor(page, name).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/**
 * What Chromium logs for error statuses, as one pattern (a fixture option given as an array of two is read by
 * Playwright as [value, options], so several patterns cannot be listed).
 */
export const failedResources = (...statuses: number[]) =>
  new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The demo outbox's messages to one e-mail address, newest first, each with its code (temporary password);
 * waits until there are at least `count`, then closes the panel.
 */
export async function outboxTo(page: Page, email: string, count = 1) {
  const dialog = await openDemoPanel(page);
  await dialog.getByRole('tab', { name: 'Outbox' }).click();
  const messages = dialog
    .getByRole('list', { name: 'Outbox messages' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^E-mail to ${escape(email)}: `, 'i') });
  await expect
    .poll(() => messages.count(), { message: `messages to ${email}` })
    .toBeGreaterThanOrEqual(count);
  const codes = (await messages.getByTestId('outbox-code').allTextContents()).map((code) => code.trim());
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  return codes;
}

/** Waits for /users to finish its loads: the list, then (1 s later) the licences, interactions and chatbot status. */
export async function usersPageLoaded(page: Page) {
  await expect(usersTable(page)).toBeVisible();
  await listSettled(page);
  await expect(licenceTable(page)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /Interactions/ })).toBeVisible();
  await expect(page.getByText(/^Chatbot licence|^No chatbot licence/)).toBeVisible();
}
