import type { Locator, Page } from '@playwright/test';

import { getUtteranceData } from '../../src/contracts/utterance-training';

import { expectAxeClean } from './axe';
import {
  ACCOUNTS,
  expect,
  failedResource,
  openInApp,
  signIn,
  simulateFailure,
  test,
  toasts,
} from './fixtures';

/**
 * /utterance-training (spec 3 §2, §4; issue 24). Texts kept literal (src/features/utterance-training/messages.ts;
 * the runner loads no app code). The demo's conversation log is real utterances (CLINC150, SNIPS) spread over the
 * 30 days before now: the complete history holds hundreds of them.
 */
const ROUTE = '/utterance-training';
const SAVED = 'Utterance/Question training data saved successfully!';
const LOAD_FAILED = 'Internal error while loading data';

const dataRows = (page: Page) => page.getByRole('list', { name: 'Utterances to review' }).getByRole('group');
const totalCount = async (page: Page) =>
  Number((await page.getByText(/^Total count: \d+$/).textContent())?.replace(/\D/g, ''));

async function search(
  page: Page,
  options: { grouping?: 'Utterance' | 'Cluster' | 'Intent'; clusters?: number } = {},
) {
  const form = page.getByRole('form', { name: 'Search utterances' });
  if (options.grouping && options.grouping !== 'Utterance') {
    await form.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: options.grouping }).click();
  }
  if (options.clusters !== undefined) {
    await form.getByRole('spinbutton', { name: /^Num of clusters/ }).fill(String(options.clusters));
  }
  await form.getByRole('checkbox', { name: 'Search complete history' }).check();
  await form.getByRole('button', { name: 'Search' }).click();
}

/** Selects `part` of the row's utterance with the mouse, as a reviewer does. */
async function selectText(row: Locator, part: string) {
  const text = row.locator('[data-utterance-text]');
  await text.evaluate((element, wanted) => {
    const content = element.textContent ?? '';
    const start = content.indexOf(wanted);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let offset = 0;
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (start >= offset && start <= offset + length) range.setStart(node, start - offset);
      if (start + wanted.length >= offset && start + wanted.length <= offset + length) {
        range.setEnd(node, start + wanted.length);
        break;
      }
      offset += length;
    }
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  }, part);
}

test.describe('Utterance Training', () => {
  test('an administrator marks, picks a best answer, tags an entity, sets an intent and trains', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Utterance Training' })).toBeVisible();
    await search(page);
    await expect(page.getByRole('heading', { name: /^Results:/ })).toBeVisible();
    const before = await totalCount(page);
    expect(before).toBeGreaterThan(25);
    const first = dataRows(page).first();
    const second = dataRows(page).nth(1);

    await first.getByRole('button', { name: 'Answer is correct' }).click();
    await expect(first.getByRole('button', { name: 'Answer is correct' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Train' })).toBeVisible();

    await second.getByRole('button', { name: 'Select best answer' }).click();
    const answers = page.getByRole('dialog', { name: 'Select Best Answer' });
    await answers.getByRole('button', { name: 'Match' }).click();
    await expect(answers.getByText('Please select an answer')).toBeVisible();
    // The assistant's own candidates, and the FAQ's questions for what the admin types.
    await answers.getByRole('textbox', { name: 'Search the FAQ' }).fill('reset my password');
    const chosen = 'How do I reset my password?';
    await answers.getByRole('radio', { name: chosen }).check();
    await expectAxeClean(page, 'Select Best Answer');
    await answers.getByRole('button', { name: 'Match' }).click();
    await expect(answers).toBeHidden();
    await expect(second.getByText(chosen, { exact: true })).toBeVisible();
    await expect(second.locator('s')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Answer is correct' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await second.locator('label').filter({ hasText: 'Similarity 4 of 5' }).click();
    await expect(second.getByRole('radio', { name: 'Similarity 4 of 5' })).toBeChecked();

    const words = ((await second.locator('[data-utterance-text]').textContent()) ?? '').trim().split(/\s+/);
    const word = words.at(-1) ?? '';
    await selectText(second, word);
    await page.getByRole('button', { name: 'Set entity' }).click();
    const entity = page.getByRole('dialog', { name: /^Set entity type for/ });
    await expect(entity).toContainText(word);
    await entity.getByRole('combobox', { name: 'Entity type' }).fill('subject');
    await expectAxeClean(page, 'Set entity type for');
    await entity.getByRole('button', { name: 'Save' }).click();
    await expect(entity).toBeHidden();
    await expect(second.getByRole('button', { name: `Remove the entity on “${word}”` })).toBeVisible();

    await second.getByRole('button', { name: /^(Set|Edit) intent$/ }).click();
    const intent = page.getByRole('dialog', { name: /^(Set|Edit) intent$/ });
    await intent.getByRole('combobox', { name: 'Intent' }).fill('Main');
    await page.getByRole('option', { name: 'MainFAQIntent' }).click();
    await intent.getByRole('button', { name: 'Save' }).click();
    await expect(intent).toBeHidden();
    await expectAxeClean(page, 'the utterance list with marks');

    await page.getByRole('button', { name: 'Train' }).click();
    await expect(toasts(page).filter({ hasText: SAVED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Train' })).toBeHidden();
    await expect.poll(() => totalCount(page)).toBe(before - 2);
  });

  test('a reviewer marks 100 rows by keyboard alone, one key a row', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await search(page);
    await expect(dataRows(page).first()).toBeVisible();
    expect(await totalCount(page)).toBeGreaterThanOrEqual(100);
    await dataRows(page).first().focus();
    let keys = 0;
    for (let row = 0; row < 100; row += 1) {
      await page.keyboard.press(row % 3 === 0 ? '0' : '1');
      keys += 1;
    }
    expect(keys / 100).toBeLessThanOrEqual(2);
    await expect(page.getByText('100 rows changed')).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard review' })).toBeVisible();
    await expectAxeClean(page, 'Keyboard review');
    await page.keyboard.press('Escape');
  });

  test('by keyboard alone, a reviewer tags a span of words and reads the conversation a row came from', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await search(page);
    const row = dataRows(page).first();
    await expect(row).toBeVisible();
    const text = ((await row.locator('[data-utterance-text]').textContent()) ?? '').trim();
    const words = text.split(/\s+/);
    await row.focus();

    // e without a selection: the dialog offers the words, from the first to the last.
    await page.keyboard.press('e');
    const entity = page.getByRole('dialog', { name: /^Set entity type for/ });
    await expect(entity.getByRole('slider', { name: 'First word' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(entity.getByRole('slider', { name: 'Last word' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const span = ((await entity.getByRole('heading').textContent()) ?? '').replace(
      /^Set entity type for “|”$/g,
      '',
    );
    expect(span.split(/\s+/).length).toBeGreaterThanOrEqual(Math.min(2, words.length));
    expect(text).toContain(span);
    await expectAxeClean(page, 'Set entity type for, picking words');
    await page.keyboard.press('Tab');
    await page.keyboard.type('gadget');
    await page.keyboard.press('Enter');
    await expect(entity).toBeHidden();
    await expect(row.getByRole('button', { name: `Remove the entity on “${span}”` })).toBeVisible();

    // c: the conversation, with this utterance's turn marked.
    await row.focus();
    await page.keyboard.press('c');
    const conversation = page.getByRole('dialog', { name: 'Conversation' });
    const current = conversation.locator('li[aria-current="true"]');
    await expect(current).toBeInViewport();
    await expect(current).toContainText('This utterance');
    await expectAxeClean(page, 'Conversation');
    await page.keyboard.press('Escape');
    await expect(conversation).toBeHidden();
  });

  test('the cluster job groups the log; an utterance moved by keyboard to the placeholder trains', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await search(page, { grouping: 'Cluster', clusters: 12 });
    const placeholder = page.getByRole('region', { name: 'Utterance Placeholder' });
    await expect(placeholder).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('list', { name: 'Clusters' }).getByRole('heading', { level: 3 }).first(),
    ).toBeVisible();
    await expectAxeClean(page, 'the cluster board');

    await page.getByRole('button', { name: 'Train' }).click();
    await expect(
      toasts(page).filter({
        hasText: 'Please switch utterances between clusters to successfully train data!',
      }),
    ).toBeVisible();

    const handle = page
      .getByRole('list', { name: 'Clusters' })
      .getByRole('button', { name: /by keyboard or drag$/ })
      .first();
    const name =
      (await handle.getAttribute('aria-label'))?.match(/^Move “(.*)” by keyboard or drag$/)?.[1] ?? '';
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    await expect(placeholder.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Review announcements' })).toContainText(
      'Moved 1 utterance to Utterance Placeholder.',
    );

    // By a mouse drag too (react-dnd's HTML5 backend), and by "Move to…" with type-ahead.
    const clusters = page.getByRole('list', { name: 'Clusters' });
    const dragged = clusters
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: /^Select “/ }) })
      .first();
    const draggedText = (
      (await dragged.getByRole('checkbox', { name: /^Select “/ }).getAttribute('aria-label')) ?? ''
    ).slice(8, -1);
    // react-dnd's HTML5 backend needs a real, paced pointer drag (docs/toolchain.md).
    const from = await dragged.getByText(draggedText, { exact: true }).boundingBox();
    const to = await placeholder.getByRole('heading', { name: 'Utterance Placeholder' }).boundingBox();
    if (!from || !to) throw new Error('The utterance and the placeholder are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.waitForTimeout(150);
    await page.mouse.up();
    await expect(placeholder.getByText(draggedText, { exact: true })).toBeVisible();
    await clusters
      .getByRole('button', { name: /^Move “.*” to…$/ })
      .first()
      .click();
    const moveTo = page.getByRole('dialog', { name: 'Move 1 utterance to' });
    await moveTo.getByRole('combobox', { name: 'Group' }).fill('Utterance Pla');
    await expectAxeClean(page, 'Move to…');
    await page.getByRole('option', { name: 'Utterance Placeholder' }).click();
    await moveTo.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('3 utterances moved')).toBeVisible();

    await page.getByRole('button', { name: 'Train' }).click();
    await expect(toasts(page).filter({ hasText: SAVED })).toBeVisible();
    await expect(placeholder.getByText(name, { exact: true })).toBeHidden();
  });

  test('grouped by intent, checked utterances move to another intent together and train', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await search(page, { grouping: 'Intent' });
    const intents = page.getByRole('list', { name: 'Intents' });
    await expect(intents.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const checkboxes = intents.getByRole('checkbox', { name: /^Select “/ });
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await page.getByRole('button', { name: 'Set intent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set intent' });
    await dialog.getByRole('combobox', { name: 'Intent' }).click();
    await expectAxeClean(page, 'Set intent');
    await page.getByRole('option').last().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('2 utterances moved')).toBeVisible();
    await page.getByRole('button', { name: 'Train' }).click();
    await expect(toasts(page).filter({ hasText: SAVED })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the filter and the results fit, and the board stacks', async ({ page }) => {
      await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
      await search(page);
      await expect(dataRows(page).first()).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the utterance list on a phone');

      // The row's dialogs fill the screen, and each closes from a button in view.
      const row = dataRows(page).first();
      for (const [opener, name, close] of [
        [row.getByRole('button', { name: 'Select best answer' }), 'Select Best Answer', 'Cancel'],
        [row.getByRole('button', { name: /^(Set|Edit) intent$/ }), /^(Set|Edit) intent$/, 'Cancel'],
        [row.getByRole('button', { name: 'Tag an entity' }), /^Set entity type for/, 'Cancel'],
        [row.getByRole('button', { name: 'Show the conversation' }), 'Conversation', 'Close'],
      ] as const) {
        await opener.click();
        const dialog = page.getByRole('dialog', { name });
        const button = dialog.getByRole('button', { name: close });
        await expect(button).toBeInViewport();
        expect(await overflow()).toBeLessThanOrEqual(0);
        await button.click();
        await expect(dialog).toBeHidden();
      }
      await search(page, { grouping: 'Intent' });
      await expect(page.getByRole('region', { name: 'Utterance Placeholder' })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });

  test.describe('when the search fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, and searches again on Retry', async ({ page }) => {
      await signIn(page);
      await simulateFailure(page, getUtteranceData.apiCall, 500, 1);
      await openInApp(page, ROUTE);
      await search(page);
      const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: /^Results:/ })).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });
});
