import { type Locator, type Page } from '@playwright/test';

import { updateTopBubbles } from '../../src/contracts/bubbles';

import { bubbleRow, openChat } from './chat-helpers';
import { ACCOUNTS, expect, failedResource, signIn, simulateFailure, test } from './fixtures';
import { centreOf, type Point, touchDrag } from './touch-helpers';

/**
 * /bubble-settings (spec 3 §2): texts kept literal (src/features/bubbles/messages.ts; the runner loads no app
 * code).
 */
const ROUTE = '/bubble-settings';
const SAVED = 'Bubble changes saved successfully!';
const ORDER_SAVED = 'Updated bubbles!';
const UPDATE_FAILED = 'Error occurred while trying to update bubbles!';

/** Fills the 'Bubble Settings' dialog and presses its button ('Add bubble' or 'Save changes'). */
async function fillBubble(
  page: Page,
  fields: {
    name: string;
    type: 'Intent' | 'Hierarchy';
    utterance?: string;
    environment?: 'Private' | 'Public' | 'Both';
  },
  button = 'Add bubble',
) {
  const dialog = page.getByRole('dialog', { name: 'Bubble Settings' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(fields.name);
  await dialog.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: fields.type }).click();
  if (fields.utterance) await dialog.getByRole('textbox', { name: /^Utterance/ }).fill(fields.utterance);
  if (fields.environment) {
    await dialog.getByRole('combobox', { name: /^Environment/ }).click();
    await page.getByRole('option', { name: fields.environment }).click();
  }
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The same dialog, by keyboard alone: the name field has the focus, Tab moves on, a select opens with Enter and
 * its option is reached with the arrows. `opener` is the button that opens the dialog.
 */
async function addByKeyboard(
  page: Page,
  opener: Locator,
  fields: { name: string; type: 'Intent' | 'Hierarchy'; utterance?: string; environment?: 'Both' },
) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Bubble Settings' });
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await page.keyboard.type(fields.name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: /^Type/ })).toBeFocused();
  await page.keyboard.press('Enter');
  // Intent is the first choice, Hierarchy the second. The list takes the focus once it has opened: an arrow
  // pressed before then is lost.
  await expect(page.getByRole('option', { name: 'Intent' })).toBeFocused();
  if (fields.type === 'Hierarchy') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  if (fields.utterance) {
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: /^Utterance/ })).toBeFocused();
    await page.keyboard.type(fields.utterance);
  }
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: /^Avatar URL/ })).toBeFocused();
  if (fields.environment) {
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: /^Environment/ })).toBeFocused();
    await page.keyboard.press('Enter');
    // Private, Public, Both.
    await expect(page.getByRole('option', { name: 'Private' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  // The form is checked 200 ms after the last change (spec 3 §5); a disabled button takes no focus, so Tab would
  // pass it by until then.
  const add = dialog.getByRole('button', { name: 'Add bubble' });
  await expect(add).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test.describe('Bubbles', () => {
  test('an administrator builds a branch, it survives a reload, and the chat drills into it', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Bubbles' })).toBeVisible();
    await page.getByRole('button', { name: 'Create New Bubble' }).click();
    await fillBubble(page, { name: 'Travel', type: 'Hierarchy', environment: 'Both' });
    await expect(page.getByText(SAVED).first()).toBeVisible();
    await page.getByRole('button', { name: "Add a bubble inside 'Travel'" }).click();
    await fillBubble(page, { name: 'Book a flight', type: 'Intent', utterance: 'schedule a meeting' });

    await page.reload();
    const travel = page.getByRole('list', { name: 'Travel' });
    await expect(travel.getByRole('button', { name: "Edit 'Book a flight'" })).toBeVisible();

    const region = await openChat(page);
    await bubbleRow(region)
      .getByRole('button', { name: /Travel/ })
      .click();
    await expect(bubbleRow(region).getByRole('button', { name: /Book a flight/ })).toBeVisible();
    await bubbleRow(region).getByRole('button', { name: /Back/ }).click();
    await expect(bubbleRow(region).getByRole('button', { name: /Travel/ })).toBeVisible();
  });

  test('builds a three-level branch by keyboard alone, and the chat drills down it after a reload', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await addByKeyboard(page, page.getByRole('button', { name: 'Create New Bubble' }), {
      name: 'Travel',
      type: 'Hierarchy',
      environment: 'Both',
    });
    await addByKeyboard(page, page.getByRole('button', { name: "Add a bubble inside 'Travel'" }), {
      name: 'Flights',
      type: 'Hierarchy',
    });
    await addByKeyboard(page, page.getByRole('button', { name: "Add a bubble inside 'Flights'" }), {
      name: 'Book a flight',
      type: 'Intent',
      utterance: 'schedule a meeting',
    });
    await expect(page.getByText(SAVED).first()).toBeVisible();

    await page.reload();
    const flights = page.getByRole('list', { name: 'Travel' }).getByRole('list', { name: 'Flights' });
    await expect(flights.getByRole('button', { name: "Edit 'Book a flight'" })).toBeVisible();
    const region = await openChat(page);
    await bubbleRow(region)
      .getByRole('button', { name: /Travel/ })
      .click();
    await bubbleRow(region)
      .getByRole('button', { name: /Flights/ })
      .click();
    await expect(bubbleRow(region).getByRole('button', { name: /Book a flight/ })).toBeVisible();
  });

  test('orders the bubbles with the keyboard only, and saves the order', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: `${ROUTE}?tab=order` });
    const tree = page.getByRole('list', { name: 'Order of the bubbles' });
    const names = () =>
      tree.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent));
    const before = await names();
    const handle = page.getByRole('button', { name: 'Reorder Sales' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(page.getByText("Moved 'Sales' to the top level, position 1")).toBeAttached();
    expect(await names()).not.toEqual(before);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(ORDER_SAVED).first()).toBeVisible();
    await page.reload();
    await expect(tree.getByRole('listitem').first()).toContainText('Sales');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

    /**
     * A bubble's row on the Order Bubbles tab, its children aside: the handle's parent, holding the handle, the name
     * and the Move… button (what a finger drags, and what a drop's zones are measured on).
     */
    const orderRow = (page: Page, name: string) =>
      page.getByRole('button', { name: `Reorder ${name}`, exact: true }).locator('xpath=..');
    /** The bubbles under a list, by their handles, in the order a screen reader meets them (a parent, then inside it). */
    const namesIn = (list: Locator) =>
      list
        .getByRole('button', { name: /^Reorder / })
        .evaluateAll((handles) =>
          handles.map((handle) => handle.getAttribute('aria-label')?.slice('Reorder '.length)),
        );
    /**
     * Where a drop lands on a row (SortableTreeBody's zones): its top eighth puts the bubble before the row's, its
     * middle into it (a hierarchy). Measured with the dragged row in the middle of the screen, so that both are on
     * it and nothing scrolls during the drag.
     */
    async function dragPoints(page: Page, from: string, onto: string, zone: 'before' | 'into') {
      await orderRow(page, from).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const source = await orderRow(page, from).boundingBox();
      const target = await orderRow(page, onto).boundingBox();
      if (!source || !target) throw new Error(`'${from}' or '${onto}' is not on screen`);
      const end: Point = {
        x: centreOf(target).x,
        y: Math.round(target.y + (zone === 'before' ? target.height / 8 : target.height / 2)),
      };
      return [centreOf(source), end] as const;
    }

    test('a finger held on a bubble drags it to another place and into a hierarchy; the order is saved', async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.administrator, { from: `${ROUTE}?tab=order` });
      const tree = page.getByRole('list', { name: 'Order of the bubbles' });
      const moves = page.getByRole('status', { name: 'Order of the bubbles: moves' });
      await expect(orderRow(page, 'Schedule a meeting')).toBeVisible();

      // Reordered: 'Schedule a meeting' before 'Next meeting', at the top level.
      await touchDrag(page, ...(await dragPoints(page, 'Schedule a meeting', 'Next meeting', 'before')));
      await expect(moves).toHaveText("Moved 'Schedule a meeting' to the top level, position 3 of 8.");
      // Re-nested: 'Next meeting' into the hierarchy 'Sales', last.
      await touchDrag(page, ...(await dragPoints(page, 'Next meeting', 'Sales', 'into')));
      await expect(moves).toHaveText("Moved 'Next meeting' into 'Sales', position 3 of 3.");

      const expected = async () => {
        expect((await namesIn(tree)).slice(6, 12)).toEqual([
          'Sales',
          'Find an account',
          'My pipeline',
          'Next meeting',
          'Schedule a meeting',
          'Questions',
        ]);
        expect(await namesIn(page.getByRole('list', { name: 'Inside Sales' }))).toEqual([
          'Find an account',
          'My pipeline',
          'Next meeting',
        ]);
      };
      await expected();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(ORDER_SAVED).first()).toBeVisible();
      await page.reload();
      await expect(orderRow(page, 'Next meeting')).toBeVisible();
      await expected();
    });

    test('the Move… menu re-nests a bubble, and the order is saved', async ({ page }) => {
      await signIn(page, ACCOUNTS.administrator, { from: `${ROUTE}?tab=order` });
      await page.getByRole('button', { name: 'Move Next meeting…' }).click();
      await page
        .getByRole('menuitem', { name: /^Into / })
        .first()
        .click();
      await expect(page.getByText(/Moved 'Next meeting' into/)).toBeAttached();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(ORDER_SAVED).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });

  test.describe('when the update fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, keeps the edit, and Save Changes sends it again', async ({ page }) => {
      await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
      await simulateFailure(page, updateTopBubbles.apiCall, 500, 1);
      await page.getByRole('button', { name: 'Create New Bubble' }).click();
      await fillBubble(page, {
        name: 'Kept',
        type: 'Intent',
        utterance: 'show my agenda',
        environment: 'Private',
      });
      await expect(page.getByText(UPDATE_FAILED).first()).toBeVisible();
      await expect(page.getByRole('button', { name: "Edit 'Kept'" })).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(SAVED).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    });
  });
});
