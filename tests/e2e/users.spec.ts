import type { Page } from '@playwright/test';

import { changeUserRole, listUsers, reinviteUser } from '../../src/contracts/users';

import { axeViolations } from './axe';
import {
  ACCOUNTS,
  clearFailures,
  expect,
  logout,
  mainNavigation,
  openAccountMenu,
  signIn,
  simulateFailure,
  submitSignIn,
  test,
  toasts,
} from './fixtures';
import {
  accountMenuFor,
  choose,
  failedResources,
  licenceSelect,
  licenceTable,
  logoutAs,
  nextPage,
  outboxTo,
  pageTo,
  paginationSummary,
  roleSelect,
  setPageSize,
  shownEmails,
  signInToUsers,
  userRow,
  usersPageLoaded,
  usersTable,
} from './users-helpers';

/** The demo organisation: 65 people (seed.ts), sorted by e-mail on the server. */
const ORGANISATION_SIZE = 65;
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

const SERVER_ERROR = 'Server error, Internal error while loading users, please reload page to try again!';
const TOKEN_ERROR = 'Access token error, Access token not valid';

test.describe('inviting a user', () => {
  test('the invited person signs in with the e-mailed password, sets one, and is no longer INVITED', async ({
    page,
  }) => {
    // Three sign-ins and a password change: a long story.
    test.slow();
    // Sorts last: the invited user is on the last page.
    const invitee = 'zara.quinn@demo.example';
    const newPassword = 'Zara-Passw0rd!';
    await signInToUsers(page);
    await expect(paginationSummary(page)).toHaveText(`1–5 of ${ORGANISATION_SIZE}`);

    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Enter the email address in the form below and user will receive an invitation',
    );
    const email = dialog.getByRole('textbox', { name: 'Email Address:' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(dialog.getByRole('radio', { name: 'User' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Admin' })).toBeEnabled();
    await email.fill(invitee);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();

    await expect(toast(page, `Invitation sent to ${invitee}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The list reloaded: one more user.
    await expect(paginationSummary(page)).toHaveText(`1–5 of ${ORGANISATION_SIZE + 1}`);
    await setPageSize(page, 20);
    const row = await pageTo(page, invitee);
    await expect(row.getByText('INVITED', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Resend Invite to ${invitee}` })).toBeVisible();

    const [temporaryPassword] = await outboxTo(page, invitee);
    expect(temporaryPassword).toBeTruthy();
    await logout(page);

    await submitSignIn(page, { email: invitee, password: temporaryPassword ?? '' });
    const form = page.getByRole('form', { name: 'Set a new password' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(accountMenuFor(page, invitee)).toBeVisible();
    await expect(mainNavigation(page)).toBeVisible();
    await expect(page).not.toHaveURL(/\/sign-in/);
    // Sign-in returns to where the last session ended (/users): let that page finish loading first (a call
    // still on its way at sign-out is answered 401, which the portal takes for an expired session).
    if (new URL(page.url()).pathname === '/users') await usersPageLoaded(page);
    await logoutAs(page, invitee);

    await signInToUsers(page);
    await setPageSize(page, 20);
    const confirmed = await pageTo(page, invitee);
    await expect(confirmed.getByText('CONFIRMED', { exact: true })).toBeVisible();
    await expect(confirmed.getByText('INVITED', { exact: true })).toHaveCount(0);
    await expect(confirmed.getByRole('button', { name: /Resend Invite/ })).toHaveCount(0);
  });
});

test.describe('an ordinary user', () => {
  test('sees no Invite User button, no pagination and disabled licences; may invite only a User', async ({
    page,
  }) => {
    await signInToUsers(page, ACCOUNTS.user);
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Invite User' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Rows per page:' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
    await expect(usersTable(page).getByRole('button', { name: /Resend Invite/ })).toHaveCount(0);
    await expect(licenceTable(page)).toBeVisible();
    const licences = usersTable(page).getByRole('combobox', { name: /^Licence of / });
    await expect(licences).toHaveCount(5);
    for (const select of await licences.all()) await expect(select).toHaveAttribute('aria-disabled', 'true');

    const menu = await openAccountMenu(page, ACCOUNTS.user);
    await menu.getByRole('menuitem', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'User' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Admin' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('managing users', () => {
  test.use({ allowedConsoleErrors: [failedResources(500, 400)] });

  test('role change: confirmed for Administrator, one toast, kept after a reload; a failure says so', async ({
    page,
  }) => {
    await signInToUsers(page);
    const row = userRow(page, 'adrian.sato@demo.example');
    await expect(roleSelect(row)).toHaveText('User');
    await choose(page, roleSelect(row), 'Administrator');
    const confirm = page.getByRole('dialog', { name: 'Make Administrator?' });
    await confirm.getByRole('button', { name: 'Make Administrator' }).click();
    await expect(toast(page, 'Successfully changed user role.')).toBeVisible();
    // The "Changing role" notice gave way to the outcome: one toast for the change.
    await expect(toasts(page)).toHaveCount(1);
    await expect(roleSelect(row)).toHaveText('Administrator');

    await page.reload();
    await expect(roleSelect(row)).toHaveText('Administrator');

    await simulateFailure(page, changeUserRole.apiCall, 500, 1);
    await choose(page, roleSelect(row), 'User');
    await expect(toast(page, 'Failed to change user role.')).toBeVisible();
    await expect(roleSelect(row)).toHaveText('Administrator');
    await expect(roleSelect(row)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('Resend Invite: a new message in the outbox; a failure says so', async ({ page }) => {
    const invited = 'david.zimmerman@demo.example';
    await signInToUsers(page);
    await setPageSize(page, 20);
    const row = userRow(page, invited);
    await expect(row.getByText('INVITED', { exact: true })).toBeVisible();
    const resend = row.getByRole('button', { name: `Resend Invite to ${invited}` });
    await resend.click();
    await expect(toast(page, 'Invite resent.')).toBeVisible();
    const [password] = await outboxTo(page, invited, 1);
    expect(password).toMatch(/^\S{12}$/);

    await simulateFailure(page, reinviteUser.apiCall, 500, 1);
    await resend.click();
    await expect(toast(page, 'Failed to resend invite.')).toBeVisible();
    expect(await outboxTo(page, invited)).toHaveLength(1);
  });

  test('licence change: the row changes at once, then the counters; a full licence is offered disabled', async ({
    page,
  }) => {
    await signInToUsers(page);
    const starter = licenceTable(page).getByRole('row', { name: /^Starter\b/ });
    await expect(starter).toHaveText(/Starter\s*25\s*20\s*5/);
    const adrian = licenceSelect(userRow(page, 'adrian.sato@demo.example'));
    await expect(adrian).toHaveText('No licence');
    await expect(adrian).not.toHaveAttribute('aria-disabled', 'true');

    // Records whether the row ever showed the new licence while its change was still in flight (busy).
    await adrian.evaluate((select) => {
      const w = window as unknown as { __optimistic: boolean };
      w.__optimistic = false;
      new MutationObserver(() => {
        if (select.textContent === 'Starter' && select.getAttribute('aria-disabled') === 'true')
          w.__optimistic = true;
      }).observe(select, { attributes: true, childList: true, subtree: true, characterData: true });
    });
    await choose(page, adrian, 'Starter — 20 of 25 used');
    await expect(adrian).toHaveText('Starter');
    await expect(toast(page, 'User License changed.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __optimistic: boolean }).__optimistic)).toBe(
      true,
    );
    await expect(starter).toHaveText(/Starter\s*25\s*21\s*4/);

    const alex = licenceSelect(userRow(page, 'alexander.tanaka@demo.example'));
    await expect(alex).toHaveText('Starter');
    await expect(alex).not.toHaveAttribute('aria-disabled', 'true');
    await alex.click();
    await expect(page.getByRole('option', { name: 'Pro Monthly — 5 of 5 used' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(alex).toHaveText('Starter');
    await expect(licenceTable(page).getByRole('row', { name: /^Pro Monthly\b/ })).toHaveText(
      /Pro Monthly\s*5\s*5\s*0/,
    );
    await expect(starter).toHaveText(/Starter\s*25\s*21\s*4/);
  });

  test('pages by 5, 10, 15 and 20; the licence panel marks full and over licences and warns at 92 %', async ({
    page,
  }) => {
    await signInToUsers(page);
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(5);
    await expect(paginationSummary(page)).toHaveText(`1–5 of ${ORGANISATION_SIZE}`);
    const firstTwenty: string[] = [];
    for (const size of [10, 15, 20] as const) {
      await setPageSize(page, size);
      await expect(paginationSummary(page)).toHaveText(`1–${size} of ${ORGANISATION_SIZE}`);
    }
    firstTwenty.push(...(await shownEmails(page)));
    expect(firstTwenty).toEqual(firstTwenty.toSorted((a, b) => a.localeCompare(b)));
    await nextPage(page);
    await expect(paginationSummary(page)).toHaveText(`21–40 of ${ORGANISATION_SIZE}`);
    const next = await shownEmails(page);
    expect(next).toHaveLength(20);
    expect(next[0]!.localeCompare(firstTwenty.at(-1)!)).toBeGreaterThan(0);

    const licences = licenceTable(page);
    await expect(licences.locator('[data-level="ok"]')).toHaveText(/^Starter/);
    await expect(licences.locator('[data-level="full"]')).toHaveText(/^Pro Monthly\s*5\s*5\s*0$/);
    await expect(licences.locator('[data-level="over"]')).toHaveText(/^Business Annual\s*2\s*3\s*0$/);
    const bar = page.getByRole('progressbar', { name: /Interactions/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '92');
    await expect(bar).toHaveClass(/MuiLinearProgress-colorWarning/);
    await expect(page.getByText('Interactions: 4,620 of 5,000 used')).toBeVisible();
    await expect(page.getByText('Chatbot licence active')).toBeVisible();
  });
});

test.describe('when the user list fails', () => {
  test.use({ allowedConsoleErrors: [failedResources(500, 403, 404)] });

  test('403 and 404 are an access token error, 500 a server error; Retry loads it once cleared', async ({
    page,
  }) => {
    await signIn(page);
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    // Simulated failures live in the page: the page is reached without a reload.
    await simulateFailure(page, listUsers.apiCall, 403, 1);
    await mainNavigation(page).getByRole('link', { name: 'Manage Users' }).click();
    await expect(alert).toContainText(TOKEN_ERROR);
    await expect(usersTable(page)).toHaveCount(0);

    await simulateFailure(page, listUsers.apiCall, 500, 1);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toContainText(SERVER_ERROR);
    await expect(alert).not.toContainText(TOKEN_ERROR);

    // Until cleared.
    await simulateFailure(page, listUsers.apiCall, 404);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toContainText(TOKEN_ERROR);
    await expect(alert).not.toContainText('Server error');
    await clearFailures(page);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(usersTable(page)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('fitting the screen', () => {
  /** Nothing reaches past the viewport: the page never scrolls sideways. */
  async function expectNoSidewaysScroll(page: Page) {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  }

  /** The dialog's Cancel button lies wholly inside the viewport. */
  async function expectCancelOnScreen(page: Page, dialogName: string) {
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    const cancel = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
    const viewport = page.viewportSize()!;
    expect(cancel).not.toBeNull();
    expect(cancel!.x).toBeGreaterThanOrEqual(0);
    expect(cancel!.y).toBeGreaterThanOrEqual(0);
    expect(cancel!.x + cancel!.width).toBeLessThanOrEqual(viewport.width);
    expect(cancel!.y + cancel!.height).toBeLessThanOrEqual(viewport.height);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }

  test('on a 360 × 740 phone: users as cards, licences and header within the width, the Invite dialog on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, ACCOUNTS.administrator, { from: '/users' });
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const users = page.getByRole('list', { name: 'Users' });
    await expect(users).toBeVisible();
    // A card per licence on a phone, as per user.
    await expect(page.getByRole('list', { name: 'Licence availability' })).toBeVisible();
    await expect(users.getByRole('combobox', { name: 'Licence of Alex Morgan' })).toHaveText(
      'Business Annual',
    );
    await expectNoSidewaysScroll(page);
    // Every control of a user is within reach.
    for (const control of [
      users.getByRole('combobox', { name: /^Role of / }).first(),
      users.getByRole('combobox', { name: /^Licence of / }).first(),
      page.getByRole('button', { name: 'Invite User' }),
      page.getByRole('button', { name: /^Notifications/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }

    await page.getByRole('button', { name: 'Invite User' }).click();
    await expectCancelOnScreen(page, 'Invite User');

    await choose(page, users.getByRole('combobox', { name: /^Role of / }).first(), 'Administrator');
    await expectCancelOnScreen(page, 'Make Administrator?');
    await expectNoSidewaysScroll(page);
  });

  test('at 1366 × 900 with 20 rows and an invited user’s long e-mail, the page keeps its width', async ({
    page,
  }) => {
    // Sorts first, so it is on the first page.
    const long = 'aaron.bartholomew-featherstonehaugh.procurement@demo.example';
    await signInToUsers(page);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('textbox', { name: 'Email Address:' }).fill(long);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(toast(page, `Invitation sent to ${long}.`)).toBeVisible();
    await setPageSize(page, 20);
    expect(await shownEmails(page)).toHaveLength(20);
    // The Email cell (an invited user without a name is named by the e-mail too).
    const cell = userRow(page, long).locator('td').nth(1);
    // Clipped on screen, whole in its title.
    await expect(cell).toHaveAttribute('title', long);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Invite User' }).click();
    await expectCancelOnScreen(page, 'Invite User');
  });
});

test.describe('accessibility (WCAG 2.2 A/AA)', () => {
  test('/users, and the Invite dialog from the account menu, have no axe violations', async ({ page }) => {
    await signInToUsers(page);
    await expect(licenceTable(page)).toBeVisible();
    await expect(page.getByText('Chatbot licence active')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Enter the email address in the form below and user will receive an invitation',
    );
    await expect(dialog.getByRole('textbox', { name: 'Email Address:' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Send Invitation' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
