import type { Locator, Page } from '@playwright/test';

import { paths } from '../../src/config/paths';

import { expectAxeClean } from './axe';
import { addALicence, expectCardErrorsClearOf, fillCard, purchaseButton } from './billing-helpers';
import {
  accountMenuButton,
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  failedResource,
  navLink,
  openAccountMenu,
  openSignIn,
  signIn,
  submitSignIn,
  test,
} from './fixtures';

/**
 * The phone is a first-class size (issue 11): every route, and every dialog and drawer of the built pages, at
 * 360 × 740 with touch. Nothing scrolls sideways, every close control is on screen and not covered, and axe
 * finds nothing. Routes come from the route table's paths, so a new route is checked the day it is added.
 */
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** Every concrete path: parameters filled with a sample value. */
const allPaths = Object.values(paths).map((route) => route.path.replace(/:[A-Za-z]+/g, 'sample'));
const publicPaths: readonly string[] = [paths.signIn, paths.signUp, paths.forgotPassword, paths.notFound].map(
  (route) => route.path,
);
const signedInPaths = allPaths.filter((path) => !publicPaths.includes(path) && path !== paths.root.path);

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

/** The control is inside the viewport and it, not something above it, receives a tap at its centre. */
async function expectReachable(control: Locator, where: string) {
  await expect(control, where).toBeVisible();
  // A drawer or dialog is still sliding in when it becomes visible: measure once it has come to rest.
  await control.evaluate((element) =>
    Promise.all(
      element.ownerDocument
        .getAnimations()
        // Spinners and skeletons run forever; only the finite ones (transitions) come to rest.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const box = await control.boundingBox();
  expect(box, where).not.toBeNull();
  if (!box) return;
  expect(box.x, `${where}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${where}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: right edge`).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height, `${where}: bottom edge`).toBeLessThanOrEqual(PHONE.height);
  const onTop = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop, `${where}: covered by something else`).toBe(true);
}

/** Checks an open dialog or drawer, then closes it with its own control. */
async function checkAndClose(page: Page, surface: Locator, close: Locator, where: string) {
  await expect(surface, where).toBeVisible();
  await expectNoSidewaysScroll(page, where);
  await expectReachable(close, `${where}: close control`);
  await close.click();
  await expect(surface, `${where}: closed`).toBeHidden();
}

/**
 * Tables are cards on a phone (src/components/table/ResponsiveTable.tsx): no table is shown, and no word of a
 * card (an e-mail, a parameter name, a plan) is cut across two lines unless it alone is wider than its card.
 */
async function expectCardsWithWholeWords(page: Page, list: Locator, where: string) {
  await expect(list, where).toBeVisible();
  await expect(page.locator('table:visible'), `${where}: a table on a phone`).toHaveCount(0);
  const broken = await list.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent) continue;
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size <= 1) continue;
        // Split across lines: fair only when the word alone is wider than the space it has.
        const probe = document.createElement('span');
        probe.textContent = match[0];
        probe.style.whiteSpace = 'nowrap';
        parent.append(probe);
        const wordWidth = probe.getBoundingClientRect().width;
        probe.remove();
        if (wordWidth <= parent.getBoundingClientRect().width) found.push(match[0]);
      }
    }
    return found;
  });
  expect(broken, `${where}: words cut across lines`).toEqual([]);
}

const dialogClose = (dialog: Locator) => dialog.getByRole('button', { name: /^(Close|Cancel)\b/ }).first();

test.describe('at 360 × 740', () => {
  // Each page is its own test: a loop over every route outlives one test's time on a loaded runner.
  for (const path of publicPaths) {
    test(`${path} fits the screen and passes axe`, async ({ page }) => {
      if (path === paths.signIn.path) await openSignIn(page);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      await expectAxeClean(page, path);
    });
  }

  for (const path of signedInPaths) {
    test.describe(() => {
      // A sample parameter names nothing: a page that loads its item by it is answered 404, and says so.
      if (path.includes('/sample')) test.use({ allowedConsoleErrors: [failedResource(404)] });
      test(`${path} fits the screen and passes axe, signed in`, async ({ page }) => {
        await signIn(page, ACCOUNTS.administrator, { from: path });
        await expect(accountMenuButton(page), path).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expectNoSidewaysScroll(page, path);
        await expectAxeClean(page, path);
      });
    });
  }

  test('the top bar’s name gives way to its icons', async ({ page }) => {
    await signIn(page);
    // Truncated, never under the icons (issue 11).
    const name = page.getByRole('banner').getByRole('link').first();
    const firstIcon = page.getByRole('banner').getByRole('button', { name: 'Help', exact: true });
    const [nameBox, iconBox] = [await name.boundingBox(), await firstIcon.boundingBox()];
    expect(nameBox && iconBox && nameBox.x + nameBox.width <= iconBox.x).toBe(true);
  });

  test('the navigation, help and notifications can be closed', async ({ page }) => {
    await signIn(page);
    const banner = page.getByRole('banner');

    await banner.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'navigation drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    await banner.getByRole('button', { name: 'Help', exact: true }).click();
    const closeHelp = page.getByRole('button', { name: 'Close help' });
    const help = page.getByRole('region').filter({ has: closeHelp });
    await checkAndClose(page, help, closeHelp, 'help drawer');

    await banner.getByRole('button', { name: /^Notifications/ }).click();
    const recent = page.getByRole('menu', { name: 'Recent notifications' });
    await expect(recent).toBeVisible();
    await expectNoSidewaysScroll(page, 'notifications');
    await page.keyboard.press('Escape');
    await expect(recent).toBeHidden();
  });

  test('the bug report, invite dialog and demo panel can be closed', async ({ page }) => {
    await signIn(page);
    const menu = await openAccountMenu(page);
    await expectNoSidewaysScroll(page, 'account menu');
    await menu.getByRole('menuitem', { name: 'Report Bug' }).click();
    await checkAndClose(
      page,
      page.getByRole('form', { name: 'Report a Bug' }),
      page.getByRole('button', { name: 'Close bug report' }),
      'bug report',
    );

    const menuAgain = await openAccountMenu(page);
    await menuAgain.getByRole('menuitem', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await checkAndClose(page, invite, dialogClose(invite), 'invite dialog (account menu)');

    await page.getByRole('button', { name: 'Demo outbox' }).click();
    const demo = page.getByRole('dialog', { name: 'Demo cloud' });
    await checkAndClose(page, demo, dialogClose(demo), 'demo panel');
  });

  test('the chat window fills the phone and can be closed', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /^Open chat/ }).click();
    const close = page.getByRole('button', { name: 'Close chat window' });
    const chat = page.getByRole('region').filter({ has: close });
    await checkAndClose(page, chat, close, 'chat window');
  });

  test('the dashboard’s data drawer and edit mode fit, and the drawer closes', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole('button', { name: /^Show data of / })
      .first()
      .click();
    const drawer = page.getByRole('dialog').last();
    await checkAndClose(
      page,
      drawer,
      drawer.getByRole('button', { name: 'Close', exact: true }),
      'data drawer',
    );
    await page.getByRole('checkbox', { name: 'Edit Widgets' }).click();
    await expectNoSidewaysScroll(page, 'dashboard edit mode');
  });

  test('tables are cards whose e-mails, plans, questions and parameter names stay whole', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: paths.users.path });
    const users = page.getByRole('list', { name: 'Users' });
    await expectCardsWithWholeWords(page, users, 'users');
    // A card: its user's name, then labelled fields, the e-mail among them; the owner tagged.
    const owner = users.getByRole('listitem', { name: /Alex Morgan/ });
    await expect(owner.getByText('Owner', { exact: true })).toBeVisible();
    await expect(
      owner.getByRole('definition').filter({ hasText: ACCOUNTS.administrator.email }),
    ).toBeVisible();
    const licences = page.getByRole('list', { name: 'Licence availability' });
    await expectCardsWithWholeWords(page, licences, 'licences');
    await expect(licences.getByRole('listitem', { name: 'Business Annual' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('bennett');
    await expect(users.getByRole('listitem').first()).toContainText(/bennett/i);
    await expectCardsWithWholeWords(page, users, 'users, searched');
    await expectNoSidewaysScroll(page, '/users');

    await page.goto('/faq');
    await expectCardsWithWholeWords(
      page,
      page.getByRole('list', { name: 'Previously Submitted Questions' }),
      'FAQ list',
    );
    await page.goto('/faq/content-editor');
    await expectCardsWithWholeWords(
      page,
      page.getByRole('list', { name: 'Questions waiting to be reviewed' }),
      'review queue',
    );
    await page.goto('/enabled-intents/calendar');
    await expectCardsWithWholeWords(
      page,
      page.getByRole('list', { name: 'Parameters of Schedule meeting' }),
      'task parameters',
    );
    await expectNoSidewaysScroll(page, '/enabled-intents/calendar');
  });

  test('the Users page and its invite dialog fit', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: paths.users.path });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, '/users');
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await checkAndClose(page, invite, dialogClose(invite), 'invite dialog (users page)');
  });

  test('the FAQ import preview and the delete-field confirmation fit and close', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: '/faq/settings' });
    await page.getByLabel('Upload FAQ data').setInputFiles({
      name: 'faq.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'question,subject_area,answer,answer_voice\r\nWhere is the canteen?,Facilities,<p>On the ground floor.</p>,On the ground floor.\r\n',
      ),
    });
    const preview = page.getByRole('dialog', { name: /Import FAQ data: faq\.csv/ });
    await expect(preview).toContainText('1 will be imported.');
    await expect(preview).toContainText('1 question added.');
    await expectNoSidewaysScroll(page, 'FAQ import preview: add and update');
    // The erase's warning, with the current FAQ to download first (issue 21 §4.1).
    await preview.getByRole('radio', { name: /^Erase and import/ }).check();
    await expect(preview.getByRole('button', { name: 'XLSX' })).toBeVisible();
    // In the dialog's scrolling content: reachable once scrolled to, like any of its fields.
    await preview.getByRole('button', { name: 'XLSX' }).scrollIntoViewIfNeeded();
    await expectReachable(preview.getByRole('button', { name: 'XLSX' }), 'FAQ import preview: download');
    await expectAxeClean(page, 'FAQ import preview: erase');
    await checkAndClose(page, preview, dialogClose(preview), 'FAQ import preview');
    await page.getByRole('button', { name: 'Delete Site' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete custom field' });
    await checkAndClose(page, confirm, dialogClose(confirm), 'delete custom field confirmation');
  });

  test('reviewing a suggested change keeps the page and the top bar within the screen', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: paths.faqContentEditor.path });
    await page.getByRole('button', { name: 'Review Question: When is payday?' }).click();
    const review = page.getByRole('region', { name: 'Review question' });
    // The word diff, whose screen-reader labels once made the page 498 px wide (issue 21 §4.8).
    await expect(review.getByRole('region', { name: 'What the suggestion changes' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'FAQ review of a suggested change');
    await expectReachable(accountMenuButton(page), 'FAQ review: the top bar’s account menu');
    await expectAxeClean(page, 'FAQ review of a suggested change');
  });

  test('the connector side panel fills the phone, and its close button closes it', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: paths.manageConnections.path });
    await page
      .getByRole('list', { name: 'Enabled Connectors' })
      .getByRole('button', { name: 'Open Salesforce' })
      .click();
    const panel = page.getByRole('dialog', { name: 'Salesforce' });
    await expect(panel.getByRole('button', { name: 'EDIT' })).toBeVisible();
    await expectReachable(panel.getByRole('heading', { name: 'Salesforce' }), 'side panel: title');
    await expectAxeClean(page, 'connector side panel');
    await checkAndClose(
      page,
      panel,
      panel.getByRole('button', { name: 'Close the connector panel' }),
      'connector side panel',
    );
  });

  test('the Bubble Settings dialog and the unsaved-changes question fit and close', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: paths.bubbleSettings.path });
    const settings = page.getByRole('dialog', { name: 'Bubble Settings' });
    // A new bubble (at the top level, so with its environment), then an existing one opened from its chip.
    await page.getByRole('button', { name: 'Create New Bubble' }).click();
    await expect(settings.getByRole('combobox', { name: /^Environment/ })).toBeVisible();
    await expectAxeClean(page, 'Bubble Settings dialog: a new bubble');
    await checkAndClose(page, settings, dialogClose(settings), 'Bubble Settings dialog: a new bubble');
    await page.getByRole('button', { name: "Edit 'Sales'" }).click();
    await expect(settings.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sales');
    await expectAxeClean(page, 'Bubble Settings dialog: a chip');
    await checkAndClose(page, settings, dialogClose(settings), 'Bubble Settings dialog: a chip');

    // An order not saved (the Move… menu: this is about the question, not the drag), then the other tab.
    await page.getByRole('tab', { name: 'Order Bubbles' }).click();
    await page.getByRole('button', { name: 'Move Parking…' }).click();
    await page.getByRole('menuitem', { name: 'Earlier' }).click();
    const unsaved = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByRole('tab', { name: 'Edit Bubbles' }).click();
    await expect(unsaved).toBeVisible();
    await expectAxeClean(page, 'unsaved changes: leaving the tab');
    await checkAndClose(page, unsaved, dialogClose(unsaved), 'unsaved changes: leaving the tab');
    await expect(page.getByRole('tab', { name: 'Order Bubbles' })).toHaveAttribute('aria-selected', 'true');

    // The same question when a link leads to another page.
    await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).click();
    await navLink(page, 'Manage Users').click();
    await expect(unsaved).toBeVisible();
    await expectAxeClean(page, 'unsaved changes: leaving the page');
    await checkAndClose(page, unsaved, dialogClose(unsaved), 'unsaved changes: leaving the page');
    await expect(page).toHaveURL(new RegExp(`${paths.bubbleSettings.path}\\?tab=order$`));
  });

  test('the action button editor, its add-field dialog and the chat’s action form fit and close', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, {
      from: paths.actionButton.href('salesforce_new-opportunity'),
    });
    await expect(page.getByRole('group', { name: 'Form Preview' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Action Button Settings');
    await expectAxeClean(page, 'Action Button Settings');
    await page.getByRole('button', { name: 'Add Form Field' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Form Field' });
    await picker.getByRole('combobox', { name: 'Field' }).fill('Probab');
    await page.getByRole('option', { name: /^Probability/ }).click();
    await expectAxeClean(page, 'the add-field dialog: its first step');
    await picker.getByRole('button', { name: 'Next' }).click();
    const value = page.getByRole('dialog', { name: 'Add Form Field: Probability (%)' });
    await expect(value.getByRole('spinbutton', { name: 'Default value (optional)' })).toBeVisible();
    await expectAxeClean(page, 'the add-field dialog: its second step');
    await checkAndClose(page, value, dialogClose(value), 'the add-field dialog');

    await page.goto(paths.actionButtonCreate.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Button' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Create New Button');
    await page.goto(paths.actionButtons.path);
    await expectCardsWithWholeWords(
      page,
      page.getByRole('list', { name: 'Action Buttons' }),
      'Action Buttons',
    );

    await page.getByRole('button', { name: /^Open chat/ }).click();
    const region = page.getByRole('region', { name: 'Demo Organisation' });
    await region.getByRole('textbox', { name: 'Message' }).fill('create an opportunity');
    await region.getByRole('textbox', { name: 'Message' }).press('Enter');
    await region.getByRole('button', { name: 'Open the form Create Opportunity' }).click();
    const form = page.getByRole('dialog', { name: 'Create Opportunity' });
    await expect(form.getByRole('textbox', { name: /^Opportunity name/ })).toBeVisible();
    await expectAxeClean(page, 'the chat’s action form');
    await checkAndClose(page, form, dialogClose(form), 'the chat’s action form');
  });

  test('the profile’s change-password dialog fits and closes', async ({ page }) => {
    await signIn(page, ACCOUNTS.user, { from: paths.profile.path });
    await page
      .getByRole('button', { name: /Change Password/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await checkAndClose(page, dialog, dialogClose(dialog), 'change password dialog');
  });
});

test.describe('at 360 × 740, a new organisation’s getting started', () => {
  test('the dashboard’s reminder, the base URL card, the final screen and the return page after Deny fit', async ({
    page,
    context,
  }) => {
    test.slow();
    await openSignIn(page);
    await submitSignIn(page, { email: 'newadmin@demo.example', password: DEMO_PASSWORD });
    await expect(page).toHaveURL(/\/getting-started-wizard$/, { timeout: 20_000 });

    // Until setup is finished or dismissed, the dashboard reminds of it.
    await page.goto(paths.dashboard.path);
    const reminder = page.getByRole('region', { name: 'Finish setting up' });
    await expect(reminder).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 'dashboard: Finish setting up');
    await expectReachable(reminder.getByRole('button', { name: 'Dismiss' }), 'Finish setting up: Dismiss');
    await expectAxeClean(page, 'dashboard: Finish setting up');
    await reminder.getByRole('link', { name: 'Continue setup' }).click();

    const form = page.getByRole('form', { name: 'Your profile' });
    await form.getByRole('textbox', { name: /First name/ }).fill('Nova');
    await form.getByRole('textbox', { name: /Last name/ }).fill('Admin');
    await form.getByRole('textbox', { name: /Company name/ }).fill('Nova Freight');
    await form.getByRole('button', { name: 'Save and continue' }).click();

    // A custom connector's card with its base URL field; Cancel closes it.
    await page.getByRole('button', { name: 'Connect Dynamics 365' }).click();
    const card = page.getByRole('form', { name: 'Set up Dynamics 365' });
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByText('Base URL is required!')).toBeVisible();
    await expectNoSidewaysScroll(page, 'wizard: a custom connector’s base URL');
    await expectAxeClean(page, 'wizard: a custom connector’s base URL');
    await checkAndClose(page, card, card.getByRole('button', { name: 'Cancel' }), 'base URL card');

    // The return page after Deny, in the pop-up at the same size.
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Connect HubSpot' }).click();
    const popup = await popupOpened;
    // A phone opens the window as a tab of the screen's size (the desktop size asked for does not apply).
    await popup.setViewportSize(PHONE);
    await expect(popup).toHaveURL(/\/__emulator\/oauth\/authorize\?/, { timeout: 15_000 });
    await popup.getByRole('button', { name: 'Deny' }).click();
    await expect(popup.getByText("You didn't allow access to HubSpot.")).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(popup, 'return page after Deny');
    await expectReachable(popup.getByRole('button', { name: 'Try again' }), 'return page: Try again');
    await expectReachable(popup.getByRole('button', { name: 'Close this window' }), 'return page: close');
    await expectAxeClean(popup, 'return page after Deny');
    await popup.close();

    for (const step of ['CRM tool', 'Collaboration tool', 'Email/Calendar service']) {
      await expect(page.getByRole('heading', { name: `Connect your ${step}` })).toBeVisible();
      await expectNoSidewaysScroll(page, `wizard: ${step}`);
      await page.getByRole('button', { name: 'Skip for now' }).click();
    }
    await expect(page.getByRole('heading', { name: 'You are all set' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Skipped for now' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'wizard: the final screen');
    await expectAxeClean(page, 'wizard: the final screen');
  });
});

test.describe('at 360 × 740, the purchase page', () => {
  // Each test signs in, waits for an estimate and pays before it measures.
  test.slow();

  async function openWithAPurchase(page: Page) {
    await signIn(page, ACCOUNTS.administrator, { from: paths.manageSubscriptions.path });
    await expect(page.getByRole('region', { name: 'Current plan' })).toBeVisible();
    await addALicence(page);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('list', { name: 'Estimate' })).toBeVisible({ timeout: 15_000 });
  }

  test('fits with its current plan and estimate, and the 3-D Secure dialog fits and closes', async ({
    page,
  }) => {
    await openWithAPurchase(page);
    await expectNoSidewaysScroll(page, 'purchase page');
    await expectAxeClean(page, 'purchase page');
    await fillCard(page, '4000002760003184');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    const bank = dialog.frameLocator('iframe').getByRole('button', { name: 'Complete' });
    await expect(bank).toBeVisible();
    await expectReachable(dialog.locator('iframe'), '3-D Secure dialog: the bank’s page');
    await expectReachable(bank, '3-D Secure dialog: Complete');
    await checkAndClose(page, dialog, dialog.getByRole('button', { name: 'Close' }), '3-D Secure dialog');
  });

  test('the receipt fits, and Clear Info is reachable', async ({ page }) => {
    await openWithAPurchase(page);
    await fillCard(page, '4242424242424242');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    const receipt = page.getByRole('region', { name: 'Subscription created' });
    await expect(receipt).toBeVisible({ timeout: 15_000 });
    await expect(receipt).toContainText('Visa ending in 4242');
    await expectNoSidewaysScroll(page, 'receipt');
    await expectAxeClean(page, 'receipt');
    const clear = receipt.getByRole('button', { name: 'Clear Info' });
    await clear.scrollIntoViewIfNeeded();
    await expectReachable(clear, 'receipt: Clear Info');
    await clear.click();
    await expect(receipt).toBeHidden();
  });

  test('a payment waiting for the bank: its notice fits, and Cancel this payment is reachable', async ({
    page,
  }) => {
    await openWithAPurchase(page);
    await fillCard(page, '4000002760003184');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    // Left while the bank waits: the page offers to complete or cancel it.
    await page.reload();
    const cancel = page.getByRole('button', { name: 'Cancel this payment' });
    await expect(cancel).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'waiting payment');
    await expectAxeClean(page, 'waiting payment');
    await expectReachable(cancel, 'waiting payment: Cancel this payment');
    await cancel.click();
    await expect(cancel).toBeHidden();
  });

  test('a failed Purchase: the warning does not cover the errors under the card fields', async ({ page }) => {
    await openWithAPurchase(page);
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    const warning = page
      .locator('.notistack-SnackbarContainer [role="alert"]')
      .filter({ hasText: 'Please complete your Credit Card Information' });
    await expect(warning).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name on card' })).toBeFocused();
    await expectCardErrorsClearOf(page, warning);
  });
});

test.describe('at 360 × 740, a failure', () => {
  test.use({ allowedConsoleErrors: [failedResource(400)] });

  test('is shown on screen, not off it', async ({ page }) => {
    // The failure path at this size: a wrong password's message is visible without scrolling sideways.
    await openSignIn(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ACCOUNTS.user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'sign-in failure');
  });
});
