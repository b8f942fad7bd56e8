import type { Page } from '@playwright/test';

import { saveFormFields } from '../../src/contracts/action-buttons';

import { expectAxeClean } from './axe';
import { chatWindow, messageLog, openChat, say } from './chat-helpers';
import {
  ACCOUNTS,
  expect,
  failedResource,
  openDemoPanel,
  signIn,
  simulateFailure,
  test,
  toasts,
} from './fixtures';

/**
 * /action-buttons, /action-buttons/{id}, /action-button-create (spec 3 §2, §4, §8, §9; issue 27) and the chat's
 * form. Texts kept literal (src/features/action-buttons/messages.ts, src/features/chat/messages.ts; the runner
 * loads no app code).
 */
const LIST = '/action-buttons';
const CREATE = '/action-button-create';
const SEEDED = '/action-buttons/salesforce_new-opportunity';
const SAVED = 'Saving completed successfully!';
const SAVE_FAILED = 'Error while trying to save.';

/**
 * Add Form Field / Add Auto Updated Field by keyboard alone: the opener pressed with Enter, the field typed into
 * the picker and chosen with Enter, Enter again for Next; then the value (focused) typed and Enter for Add.
 */
async function addFieldByKeyboard(page: Page, opener: string, field: string, value = '') {
  await page.getByRole('button', { name: opener }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: opener });
  const picker = dialog.getByRole('combobox', { name: 'Field' });
  await expect(picker).toBeFocused();
  await page.keyboard.type(field);
  await expect(page.getByRole('option').first()).toContainText(field);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(field);
  await page.keyboard.press('Enter');
  const valueStep = page.getByRole('dialog', { name: `${opener}: ${field}` });
  await expect(valueStep.getByRole('button', { name: 'Add' })).toBeVisible();
  if (value) await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  await expect(valueStep).toBeHidden();
}

const formFieldLabels = (page: Page) =>
  page.getByRole('list', { name: 'Form Fields' }).getByRole('listitem').locator('p:first-child');

test.describe('Action buttons', () => {
  test('an administrator builds a button by keyboard alone, saves it, and a user submits it from the chat', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, ACCOUNTS.administrator, { from: CREATE });
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Button' })).toBeVisible();
    await expect(page.getByText('Please add form field to preview the form.')).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();

    // Name, then the CRM object (Lead: the second choice) with its select's keys.
    await page.getByRole('textbox', { name: /^Button Name/ }).focus();
    await page.keyboard.type('Book a Demo');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'CRM object' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Opportunity' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'CRM object' })).toHaveText('Lead');
    const blocked = page.getByRole('list', { name: /^The CRM would refuse this form/ });
    await expect(blocked.getByRole('listitem')).toHaveText([
      /add Last Name \(required by the CRM\)/,
      /add Company \(required by the CRM\)/,
    ]);
    await expectAxeClean(page, 'Create New Button');

    await addFieldByKeyboard(page, 'Add Form Field', 'Last Name');
    await addFieldByKeyboard(page, 'Add Form Field', 'First Name');
    await addFieldByKeyboard(page, 'Add Auto Updated Field', 'Company', 'Walk-in');
    await expect(blocked).toBeHidden();
    await expect(formFieldLabels(page)).toHaveText(['Last Name', 'First Name']);

    // Reordered by keyboard: First Name picked up, one place up, dropped.
    await page.getByRole('button', { name: 'Reorder First Name' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(formFieldLabels(page)).toHaveText(['First Name', 'Last Name']);
    await expect(page.getByRole('status', { name: 'Form Fields: moves' })).toHaveText(
      "Moved 'First Name' to position 1 of 2.",
    );

    // The live preview: the title, the labels in order, Close and Submit.
    const preview = page.getByRole('group', { name: 'Form Preview' });
    await expect(preview.getByRole('heading', { name: 'Book a Demo' })).toBeVisible();
    await expect(preview.getByRole('textbox')).toHaveCount(2);
    await expect(preview.getByRole('textbox').first()).toHaveAccessibleName('First Name');
    await expect(preview.getByRole('textbox').last()).toHaveAccessibleName(/^Last Name/);
    await expect(preview.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectAxeClean(page, 'the editor with fields and its preview');

    await save.focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page).filter({ hasText: SAVED })).toBeVisible();
    await expect(page).toHaveURL(LIST);
    const table = page.getByRole('table', { name: 'Action Buttons' });
    await expect(table.getByRole('row', { name: /Book a Demo/ })).toBeVisible();
    await expectAxeClean(page, 'Action Buttons');

    // The chat offers the button; its form creates the record in the CRM (the demo panel's CRM tab).
    const region = await openChat(page);
    await say(region, 'book a demo');
    const offer = messageLog(region).getByRole('button', { name: 'Open the form Book a Demo' });
    await expect(offer).toBeVisible();
    await offer.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Book a Demo' });
    await expect(form.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    await expectAxeClean(page, 'the action form in the chat');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await form.getByRole('textbox', { name: /^Last Name/ }).fill('Lovelace');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    await expect(
      toasts(page).filter({ hasText: 'Book a Demo: the record was created in the CRM.' }),
    ).toBeVisible();
    await expect(chatWindow(page)).toBeVisible();

    const panel = await openDemoPanel(page);
    await panel.getByRole('tab', { name: 'CRM' }).click();
    const newest = panel.getByRole('list', { name: 'CRM records' }).getByRole('listitem').first();
    await expect(newest).toContainText('Lead 00Q');
    await expect(newest).toContainText('FirstName: Ada');
    await expect(newest).toContainText('LastName: Lovelace');
    await expect(newest).toContainText('Company: Walk-in');
  });

  test('a dependent picklist follows its controlling field in the preview', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: SEEDED });
    const preview = page.getByRole('group', { name: 'Form Preview' });
    await preview.getByRole('combobox', { name: 'Product family' }).click();
    await page.getByRole('option', { name: 'Services' }).click();
    await preview.getByRole('combobox', { name: 'Product line' }).click();
    await expect(page.getByRole('option')).toHaveText(['—', 'Networking', 'Consulting', 'Training']);
  });

  test.describe('when the save fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, keeps the edit, and saves on the next try', async ({ page }) => {
      await signIn(page, ACCOUNTS.administrator, { from: SEEDED });
      const name = page.getByRole('textbox', { name: /^Button Name/ });
      await expect(name).toHaveValue('Create Opportunity');
      await simulateFailure(page, saveFormFields.apiCall, 500, 1);
      await name.fill('Log a Deal');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: SAVE_FAILED })).toBeVisible();
      await expect(name).toHaveValue('Log a Deal');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: SAVED })).toBeVisible();
      // An existing button stays on its page after a save.
      await expect(page).toHaveURL(SEEDED);
    });
  });

  test('an ordinary user is kept off the three routes', async ({ page }) => {
    await signIn(page, ACCOUNTS.user, { from: CREATE });
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText("You don't have access to that page")).toBeVisible();
  });
});
