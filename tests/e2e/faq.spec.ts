import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';

import { uploadCollection } from '../../src/contracts/faq-import';
import { xlsxBomb } from '../zip';

import { expectAxeClean } from './axe';
import { messageLog, openChat, say } from './chat-helpers';
import { ACCOUNTS, expect, failedResource, logout, signIn, simulateFailure, test, toasts } from './fixtures';

const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });
const questionForm = (page: Page) => page.getByRole('form', { name: 'Question form' });

/** A 1 × 1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function fillQuestion(form: Locator, page: Page, question: string, answer: string, voice: string) {
  await form.getByRole('textbox', { name: 'Question' }).fill(question);
  await form.getByRole('combobox', { name: 'Subject Area' }).click();
  await page.getByRole('option', { name: 'IT', exact: true }).click();
  const editor = form.getByRole('textbox', { name: 'HTML Response' });
  await editor.click();
  await page.keyboard.type(answer);
  await form.getByRole('textbox', { name: 'Voice Response' }).fill(voice);
}

test.describe('the FAQ', () => {
  test('a question with an image and a spoken answer is reviewed, accepted, and answered by the assistant', async ({
    page,
  }) => {
    const question = 'Where is the quiet room on the third floor?';
    await signIn(page, ACCOUNTS.user, { from: '/faq' });
    const form = questionForm(page);
    await fillQuestion(
      form,
      page,
      question,
      'Next to the library, opposite the lifts.',
      'Next to the library.',
    );
    // An image, uploaded from the editor's toolbar: progress, then the picture in the answer.
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Image' }).click();
    await (await chooser).setFiles({ name: 'map.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(toast(page, 'Image successfully uploaded.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'HTML Response' }).locator('img')).toHaveAttribute(
      'src',
      /^https:\/\/s3\.us-east-1\.amazonaws\.com\/.+\/faq-images\//,
    );
    // Listen plays the voice answer, then the button comes back.
    await form.getByRole('button', { name: 'Listen' }).click();
    await expect(form.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Listen' })).toBeVisible({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Question submitted successfully')).toBeVisible();
    const table = page.getByRole('table', { name: 'Previously Submitted Questions' });
    await expect(table.getByRole('row', { name: new RegExp(question) })).toContainText('NEW');
    await logout(page, ACCOUNTS.user);

    await signIn(page, ACCOUNTS.administrator, { from: '/faq/content-editor' });
    await page.getByRole('button', { name: `Review Question: ${question}` }).click();
    const review = page.getByRole('region', { name: 'Review question' });
    await expect(review.getByRole('textbox', { name: 'Question' })).toHaveValue(question);
    await expect(review.getByRole('textbox', { name: 'HTML Response' }).locator('img')).toBeVisible();
    await review.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Question accepted successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: `Review Question: ${question}` })).toHaveCount(0);

    const chat = await openChat(page);
    await say(chat, question);
    await expect(messageLog(chat).getByText('Next to the library, opposite the lifts.').last()).toBeVisible();
  });

  test('an approved question marked for deletion is deleted in review', async ({ page }) => {
    await signIn(page, ACCOUNTS.user, { from: '/faq' });
    const question = 'Where can I park at the office?';
    await page.getByRole('button', { name: `Mark question for deletion: ${question}` }).click();
    await expect(toast(page, 'Question marked for deletion and pushed into the review queue.')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Previously Submitted Questions' })
        .getByRole('row', { name: new RegExp(question) }),
    ).toContainText('TO BE DELETED');
    await logout(page, ACCOUNTS.user);

    await signIn(page, ACCOUNTS.administrator, { from: '/faq/content-editor' });
    await page.getByRole('button', { name: `Review Question: ${question}` }).click();
    await page
      .getByRole('region', { name: 'Review question' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Question deleted successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: `Review Question: ${question}` })).toHaveCount(0);
  });

  test('an ordinary user reaches neither the content editor nor the settings', async ({ page }) => {
    await signIn(page, ACCOUNTS.user);
    for (const path of ['/faq/content-editor', '/faq/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await expect(page.getByRole('link', { name: 'Content Editor' })).toHaveCount(0);
  });

  test('imports a Windows-1252 CSV (add and update) and an XLSX (erase, after a download), each previewed first', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: '/faq/settings' });
    const csv =
      'question,subject_area,answer,answer_voice\r\nOù est la cafétéria?,Facilités,<p>Au rez-de-chaussée.</p>,Rez-de-chaussée.\r\nSans réponse,IT,,\r\n';
    await page.getByLabel('Upload FAQ data').setInputFiles({
      name: 'faq.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'latin1'),
    });
    const dialog = page.getByRole('dialog', { name: /Import FAQ data: faq\.csv/ });
    await expect(dialog).toContainText(
      '2 rows read from Windows-1252 text, converted to UTF-8. 1 will be imported.',
    );
    await expect(dialog.getByRole('list', { name: 'Rows left out' })).toContainText('Line 3: No answer.');
    await expect(dialog.getByRole('radio', { name: /^Add and update/ })).toBeChecked();
    await expect(dialog).toContainText('0 questions will be updated and 1 question added.');
    await dialog.getByRole('button', { name: 'Add and update' }).click();
    await expect(toast(page, 'Your data is uploading.')).toBeVisible();
    await expect(dialog).toContainText('1 question was added and 0 updated.', { timeout: 30_000 });
    await expect(toast(page, 'Your data has been successfully uploaded.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['question', 'subject_area', 'answer', 'answer_voice'],
        ['Wie spät ist es?', 'Allgemein', '<p>Zeit für Kaffee.</p>', 'Zeit für Kaffee.'],
        ['Quelle heure est-il?', 'Général', '<p>L’heure du café.</p>', 'L’heure du café.'],
      ]),
      'FAQ',
    );
    await page.getByLabel('Upload FAQ data').setInputFiles({
      name: 'faq.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
    });
    const second = page.getByRole('dialog', { name: /Import FAQ data: faq\.xlsx/ });
    await expect(second).toContainText(
      '2 rows read from a spreadsheet, converted to CSV. 2 will be imported.',
    );
    await second.getByRole('radio', { name: /^Erase and import/ }).check();
    await expect(second).toContainText('This will erase all of your FAQ data. Are you sure?');
    await expect(second).toContainText(/questions waiting for review will be lost\./);
    // The current FAQ first, as a workbook that imports again.
    const download = page.waitForEvent('download');
    await second.getByRole('button', { name: 'XLSX' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^faq-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const current = XLSX.read(await readFile(await saved.path()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(current.Sheets[current.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['question', 'subject_area', 'answer', 'answer_voice', 'site']);
    expect(rows.map((row) => row[0])).toContain('Où est la cafétéria?');
    await second.getByRole('button', { name: 'Erase and import' }).click();
    await expect(second).toContainText('The FAQ was replaced: 2 questions imported.', { timeout: 30_000 });
    await second.getByRole('button', { name: 'Close' }).click();
    await page.goto('/faq');
    const table = page.getByRole('table', { name: 'Previously Submitted Questions' });
    await expect(table).toContainText('Wie spät ist es?');
    await expect(table).not.toContainText('Où est la cafétéria?');
  });

  test('a zip bomb is refused, naming the limit, and the tab stays alive', async ({ page }) => {
    let crashed = false;
    page.on('crash', () => {
      crashed = true;
    });
    await signIn(page, ACCOUNTS.administrator, { from: '/faq/settings' });
    // As the one that crashed the tab: about 400 KB that inflates to 419 MB.
    const bomb = Buffer.from(await xlsxBomb(419));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await page.getByLabel('Upload FAQ data').setInputFiles({
      name: 'faq.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bomb,
    });
    const dialog = page.getByRole('dialog', { name: /Import FAQ data: faq\.xlsx/ });
    await expect(dialog.getByRole('alert')).toHaveText(
      /The spreadsheet unpacks to 419 MB: spreadsheets may unpack to at most 50 MB\./,
    );
    await expect(dialog).not.toContainText('rows read');
    await expect(dialog.getByRole('button', { name: 'Add and update' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // One whose table of contents lies about its size: caught while unpacking, in the worker.
    await page.getByLabel('Upload FAQ data').setInputFiles({
      name: 'forged.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await xlsxBomb(419, { declaredSize: 2_000 })),
    });
    const forged = page.getByRole('dialog', { name: /Import FAQ data: forged\.xlsx/ });
    await expect(forged.getByRole('alert')).toContainText(
      'unpacks to more than its own table of contents says',
    );
    await forged.getByRole('button', { name: 'Cancel' }).click();

    // The page still answers: the tab is alive and usable.
    expect(crashed).toBe(false);
    await page.getByRole('switch', { name: 'Non-admins can create new subject areas' }).click();
    await expect(toast(page, 'FAQ settings saved.')).toBeVisible();
  });

  test.describe('when the import endpoint fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says the upload failed and changes nothing', async ({ page }) => {
      await signIn(page, ACCOUNTS.administrator, { from: '/faq/settings' });
      await simulateFailure(page, uploadCollection.apiCall, 500, 1);
      await page.getByLabel('Upload FAQ data').setInputFiles({
        name: 'faq.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('question,subject_area,answer,answer_voice\nQ?,IT,<p>A.</p>,A.\n'),
      });
      const dialog = page.getByRole('dialog', { name: /Import FAQ data/ });
      await dialog.getByRole('radio', { name: /^Erase and import/ }).check();
      await dialog.getByRole('button', { name: 'Erase and import' }).click();
      await expect(
        toast(page, 'Your data upload has failed. Please try again or contact our support.'),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      // The seed is still there: its newest question is on the table's first page.
      await page.goto('/faq');
      await expect(page.getByRole('table', { name: 'Previously Submitted Questions' })).toContainText(
        'When is payday?',
      );
    });
  });

  test('the HTML Response editor is 300 px high', async ({ page }) => {
    await signIn(page, ACCOUNTS.user, { from: '/faq' });
    const editor = questionForm(page).getByRole('textbox', { name: 'HTML Response' });
    await expect(editor).toBeVisible();
    // Quill's container (the editing area under the toolbar), spec 2 §2, §9.
    const height = await editor.evaluate(
      (element) => element.closest('.ql-container')?.getBoundingClientRect().height,
    );
    expect(height).toBe(300);
  });

  test('the three pages have no axe violations', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator);
    for (const path of ['/faq', '/faq/content-editor', '/faq/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table').or(page.getByRole('switch')).first()).toBeVisible();
      if (path === '/faq')
        await expect(questionForm(page).getByRole('textbox', { name: 'HTML Response' })).toBeVisible();
      await expectAxeClean(page, path);
    }
  });
});
