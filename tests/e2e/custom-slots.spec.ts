import { getCustomSlots } from '../../src/contracts/custom-slots';

import { expectAxeClean } from './axe';
import { messageLog, openChat, say } from './chat-helpers';
import { ACCOUNTS, expect, failedResource, openInApp, signIn, simulateFailure, test } from './fixtures';

/**
 * /custom-slots (spec 3 §2, §4, §5, §7; issue 27). Texts kept literal (src/features/custom-slots/messages.ts and
 * src/contracts/custom-slots.ts; the runner loads no app code).
 */
const ROUTE = '/custom-slots';
const LOAD_FAILED = 'Could not load list of custom slot types';

test.describe('Custom Slot Types', () => {
  test('a new type’s synonym is understood in the chat once the skill is rebuilt', async ({ page }) => {
    await signIn(page, ACCOUNTS.user, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Slot Types' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New slot type name' }).fill('Meeting Room');
    await expect(
      page.getByText('Name may only contain letters, periods and non-consecutive underscores'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'New slot type name' }).fill('MeetingRoom');
    await page.getByRole('textbox', { name: 'New slot type name' }).press('Enter');
    await expect(page.getByText('Custom slot type created')).toBeVisible();
    await expect(page.getByRole('button', { name: 'MeetingRoom' })).toHaveAttribute('aria-current', 'true');

    const addValue = page.getByRole('form', { name: 'Add value' });
    await addValue.getByRole('textbox', { name: 'Value' }).fill('Atlas');
    await addValue.getByRole('textbox', { name: 'ID (optional)' }).fill('ROOM-1');
    await addValue.getByRole('button', { name: 'Add value' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('cell', { name: 'Atlas', exact: true })).toBeVisible();
    await addValue.getByRole('textbox', { name: 'Value' }).fill('atlas');
    await expect(page.getByText('Value is already in use')).toBeVisible();
    await addValue.getByRole('textbox', { name: 'Value' }).fill('Orion');
    await addValue.getByRole('textbox', { name: 'Value' }).press('Enter');
    await expect(table.getByRole('cell', { name: 'Orion', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Synonyms of Atlas' }).click();
    await expect(page.getByText('No results for Atlas')).toBeVisible();
    const synonym = page.getByRole('textbox', { name: 'New synonym' });
    await synonym.fill('the boardroom');
    await synonym.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Synonyms of Atlas' }).getByText('the boardroom'),
    ).toBeVisible();
    await synonym.fill('ORION');
    await expect(page.getByText('Synonym already exists')).toBeVisible();
    await expectAxeClean(page, 'the custom slot types page');

    // The build runs in the background (GenerateSkillBuilderCode): until it has, the assistant knows no rooms.
    const chat = await openChat(page);
    await expect(async () => {
      await say(chat, 'Please book the boardroom');
      await expect(messageLog(chat).getByText('I have booked Atlas for your next meeting.')).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
  });

  test('imports a CSV file, listing the rows it rejects, and exports the type', async ({ page }) => {
    await signIn(page, ACCOUNTS.user, { from: ROUTE });
    await page.getByRole('button', { name: 'Office.Location' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import values into Office.Location' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'offices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '"Berlin","Berlin","BER","Berlin, DE"\n"london"\n"Lisbon","Lisboa"\n"Oslo","HQ"\n"' +
          'x'.repeat(141) +
          '"\n',
      ),
    });
    await expect(dialog.getByRole('status')).toHaveText('2 values to add, 3 rows rejected');
    await expect(dialog.getByRole('list', { name: 'Rejected rows' }).getByRole('listitem')).toHaveText([
      'Row 2: “london” — Value is already in use',
      'Row 4: “Oslo” — Synonym already exists: HQ',
      `Row 5: “${'x'.repeat(141)}” — Value must be at most 140 characters`,
    ]);
    await expectAxeClean(page, 'the import dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Import 2 values' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table').getByRole('cell', { name: 'Berlin', exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Office.Location.csv');
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain('"Berlin","Berlin","BER","Berlin, DE"');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the columns are steps with a way back, and nothing scrolls sideways', async ({ page }) => {
      await signIn(page, ACCOUNTS.user, { from: ROUTE });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await expect(page.getByRole('list', { name: 'Custom slot types' })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Department' }).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Synonyms of Human Resources' }).click();
      await expect(page.getByRole('list', { name: 'Synonyms of Human Resources' })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the synonyms step on a phone');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const cancel = page.getByRole('dialog', { name: 'Import values into Department' }).getByRole('button', {
        name: 'Cancel',
      });
      await expect(cancel).toBeInViewport();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await cancel.click();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('textbox', { name: 'New slot type name' })).toBeVisible();
      // The delete confirmation (a chip's Delete key, as its cross) fits too, its Cancel in view.
      await page.getByRole('button', { name: 'Department' }).press('Delete');
      const keep = page
        .getByRole('dialog', { name: 'Delete custom slot type' })
        .getByRole('button', { name: 'Cancel' });
      await expect(keep).toBeInViewport();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await keep.click();
      await expect(page.getByRole('button', { name: 'Department' })).toBeVisible();
    });
  });

  test.describe('when the load fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, and loads on Retry', async ({ page }) => {
      await signIn(page);
      // Simulated failures live in the page: the route is reached without a reload.
      await simulateFailure(page, getCustomSlots.apiCall, 500, 1);
      await openInApp(page, ROUTE);
      const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('list', { name: 'Custom slot types' })).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });
});
