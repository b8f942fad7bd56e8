import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

/** Helpers of the purchase page specs (subscriptions.spec.ts, phone.spec.ts). */

export const purchaseButton = (page: Page) => page.getByRole('button', { name: 'Purchase', exact: true });

/** The demo holds Pro Monthly, the default selection: one more licence makes the basket a purchase. */
export const addALicence = (page: Page) =>
  page.getByRole('textbox', { name: 'Additional licences' }).fill('1');

export async function fillCard(page: Page, number: string) {
  const year = String(new Date().getFullYear() + 3);
  await page.getByRole('textbox', { name: 'First name on card' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last name on card' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry month' }).fill('12');
  await page.getByRole('textbox', { name: 'Expiry year' }).fill(year);
  await page.getByLabel('CVV').fill('123');
}

/** The errors under the card fields after a failed Purchase. */
export const cardErrors = (page: Page) => page.locator('#card-content .Mui-error.MuiFormHelperText-root');

/** The first card error is in view, and none lies under the toast (their boxes do not meet). */
export async function expectCardErrorsClearOf(page: Page, toast: Locator) {
  await expect(cardErrors(page).first()).toBeInViewport();
  const toastBox = await toast.boundingBox();
  expect(toastBox, 'the toast is shown').not.toBeNull();
  // Measured at once, in the page: the toast may time out while each box is asked for in turn.
  const errors = await cardErrors(page).evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const inView = y >= 0 && y + height <= window.innerHeight;
      const hit = inView ? document.elementFromPoint(x + width / 2, y + height / 2) : null;
      // In view, an error must be what a look at it finds (not the top bar, not a toast).
      const covered = inView && !(hit !== null && (hit === element || element.contains(hit)));
      return { text: element.textContent ?? '', x, y, width, height, covered };
    }),
  );
  expect(errors.length).toBeGreaterThan(0);
  expect(
    errors.filter((box) => box.covered).map((box) => box.text),
    'errors covered by something',
  ).toEqual([]);
  const under = errors.filter(
    (box) =>
      toastBox !== null &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height &&
      toastBox.y < box.y + box.height,
  );
  expect(
    under.map((box) => box.text),
    'errors under the toast',
  ).toEqual([]);
}
