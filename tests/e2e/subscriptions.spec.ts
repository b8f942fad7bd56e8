import type { Locator, Page } from '@playwright/test';

import { TOP_BAR_HEIGHT } from '../../src/config/constants';

import { axeViolations } from './axe';
import { addALicence, expectCardErrorsClearOf, fillCard, purchaseButton } from './billing-helpers';
import { ACCOUNTS, expect, failedResource, fontsReady, signIn, test, toasts } from './fixtures';
import { licenceTable } from './users-helpers';

const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

async function violationsAtRest(page: Page, include?: string) {
  // Colours at rest: the pointer left where the last click was (Sign in's place is the billing period toggle's
  // now); axeViolations waits for the controls' transitions.
  await page.mouse.move(0, 0);
  return axeViolations(page, { include });
}

async function openAsOwner(page: Page, path = '/manage-subscriptions') {
  await signIn(page, ACCOUNTS.administrator, { from: path });
  await expect(page.getByRole('heading', { name: 'Subscription options' })).toBeVisible();
}

/** The value a description list gives a term. */
const detail = (region: Locator, term: string) =>
  region.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** The bank's page inside the challenge dialog's frame. */
const issuerPage = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .frameLocator('iframe[title="Your bank\'s authentication page"]');

test.describe('Manage Subscriptions', () => {
  test('the owner buys Business with the challenge card, completes 3-D Secure, and the Users page shows the licences', async ({
    page,
  }) => {
    // A purchase, its receipt checked with axe, then the Users page.
    test.slow();
    await openAsOwner(page);
    await page.getByRole('radio', { name: 'Business' }).check();
    await expect(page.getByRole('checkbox', { name: /Deploy the bot/ })).toBeChecked();
    await page.getByRole('combobox', { name: 'State' }).selectOption('CA');
    await fillCard(page, '4000 0027 6000 3184');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('list', { name: 'Estimate' })).toContainText('CA Sales Tax @ 7.25%', {
      timeout: 15_000,
    });
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    // Scrolled down to the card, the summary and its Purchase button stay in view, below the top bar.
    const summaryTop = (await summary.getByRole('heading', { name: 'Order Summary' }).boundingBox())?.y;
    expect(summaryTop).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT);
    await expect(purchaseButton(page)).toBeInViewport();
    await purchaseButton(page).click();
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(challenge).toBeVisible();
    await expect(issuerPage(page).getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
    await expect(issuerPage(page).getByText(/confirm a payment of \$\d+\.\d\d/)).toBeVisible();
    await fontsReady(page);
    // The dialog and the bank's page in its frame (axe analyses frames too).
    expect(await violationsAtRest(page, '[role="dialog"]')).toEqual([]);
    await issuerPage(page).getByRole('button', { name: 'Complete' }).click();
    await expect(toast(page, 'Subscription created successfully')).toBeVisible({ timeout: 15_000 });
    // The confirmation: what was bought, charged to which card, the invoice and the next one.
    const receipt = page.getByRole('region', { name: 'Subscription created' });
    await expect(receipt).toBeVisible();
    await expect(detail(receipt, 'Bought')).toHaveText('Business Monthly × 1Chatbot website (Monthly) × 1');
    // 249.00 + 99.00, CA 7.25 % per line.
    await expect(detail(receipt, 'Amount charged')).toHaveText('$373.23');
    await expect(detail(receipt, 'Paid with')).toHaveText('Visa ending in 3184');
    await expect(detail(receipt, 'Invoice number')).toHaveText(/^inv_\w+$/);
    await expect(detail(receipt, 'Next invoice')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(
      page.getByRole('region', { name: 'Current plan' }).getByRole('article', { name: 'Business Monthly' }),
    ).toBeVisible();
    await fontsReady(page);
    expect(await violationsAtRest(page)).toEqual([]);
    await receipt.getByRole('button', { name: 'Clear Info' }).click();
    await expect(receipt).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('');

    await page.goto('/users');
    const business = licenceTable(page).getByRole('row', { name: /^Business Monthly\b/ });
    await expect(business).toHaveText(/Business Monthly\s*15\s*0\s*15/, { timeout: 20_000 });
  });

  test('the current plan is shown, and buying it unchanged is not offered', async ({ page }) => {
    test.slow();
    await openAsOwner(page);
    const current = page.getByRole('region', { name: 'Current plan' });
    const proMonthly = current.getByRole('article', { name: 'Pro Monthly' });
    await expect(detail(proMonthly, 'Billing period')).toHaveText('Monthly');
    await expect(detail(proMonthly, 'Licences')).toHaveText(/^\d+ of 5 used$/);
    await expect(detail(proMonthly, 'Renews on')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // $29.00 and New York's 4 % sales tax.
    await expect(detail(proMonthly, 'Next invoice')).toHaveText('$30.16');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('This is your current plan.');
    await expect(purchaseButton(page)).toBeDisabled();
    await fontsReady(page);
    expect(await violationsAtRest(page)).toEqual([]);
    await addALicence(page);
    await expect(summary).not.toContainText('This is your current plan.');
    await expect(summary.getByRole('list', { name: 'Estimate' })).toBeVisible({ timeout: 15_000 });
  });

  test('a failed Purchase: the warning does not cover the errors under the card fields', async ({ page }) => {
    await openAsOwner(page);
    await addALicence(page);
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    const warning = toast(page, 'Please complete your Credit Card Information');
    await expect(warning).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name on card' })).toBeFocused();
    await expectCardErrorsClearOf(page, warning);
  });

  test('Fail in the challenge: Failed to Authorize, and nothing is bought', async ({ page }) => {
    await openAsOwner(page);
    await addALicence(page);
    await fillCard(page, '4000002760003184');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    await issuerPage(page).getByRole('button', { name: 'Fail' }).click();
    await expect(
      toast(page, /^Failed to Authorize: We are unable to authenticate your payment method/),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toHaveCount(0);
  });

  test('a non-owner Administrator sees Access Info with the owner’s address', async ({ page }) => {
    await signIn(page, ACCOUNTS.coAdministrator, { from: '/manage-subscriptions' });
    const info = page.getByRole('region', { name: 'Access Info' });
    await expect(info).toContainText(ACCOUNTS.administrator.name);
    await expect(info.getByRole('link', { name: ACCOUNTS.administrator.email })).toHaveAttribute(
      'href',
      `mailto:${ACCOUNTS.administrator.email}`,
    );
    await expect(page.getByRole('heading', { name: 'Subscription options' })).toHaveCount(0);
  });

  test('the page has no axe violations', async ({ page }) => {
    await openAsOwner(page, '/manage-subscriptions?plan=business&annual=0');
    await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByRole('list', { name: 'Estimate' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await fontsReady(page);
    expect(await violationsAtRest(page)).toEqual([]);
  });
});

test.describe('Manage Subscriptions, a declined card', () => {
  // The card network answers a decline with 402, which Chromium logs.
  test.use({ allowedConsoleErrors: [failedResource(402)] });

  test('a declined card: Failed to Authorize with the bank’s reason', async ({ page }) => {
    await openAsOwner(page);
    await addALicence(page);
    await fillCard(page, '4000000000009995');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    await expect(toast(page, 'Failed to Authorize: Your card has insufficient funds.')).toBeVisible();
  });
});

test.describe('Manage Subscriptions, 3-D Secure under attack', () => {
  // The bank's page refuses the forged answers with 403, which Chromium logs.
  test.use({ allowedConsoleErrors: [failedResource(403)] });

  test("a script on the portal's origin with next_action's token cannot complete the challenge", async ({
    page,
  }) => {
    // A purchase, an attack and the real answer: more steps than most tests.
    test.slow();
    await openAsOwner(page);
    await page.getByRole('radio', { name: 'Business' }).check();
    await fillCard(page, '4000002760003184');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    await expect(issuerPage(page).getByRole('button', { name: 'Complete' })).toBeVisible();
    // What an injected script can do with the page's own powers: it has the token (the frame's address).
    const attack = await page.evaluate(async () => {
      const frameUrl =
        document.querySelector<HTMLIFrameElement>('iframe[title="Your bank\'s authentication page"]')?.src ??
        '';
      const token = new URL(frameUrl).searchParams.get('challenge') ?? '';
      const answerUrl = new URL('/__emulator/card-network/3ds', frameUrl).href;
      const form = (fields: Record<string, string>) => ({
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const read = await fetch(frameUrl);
      const readText = await read.text();
      const tokenOnly = await fetch(answerUrl, form({ challenge: token, outcome: 'complete' }));
      const madeUpNonce = await fetch(
        answerUrl,
        form({ challenge: token, nonce: 'f'.repeat(48), outcome: 'complete' }),
      );
      // Its own frame of the bank's page: sandboxed, so its document is out of reach.
      const frame = document.createElement('iframe');
      frame.name = 'attacker-frame';
      frame.src = frameUrl;
      const framed = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      await framed;
      let framedDocument = 'unreadable';
      try {
        if (frame.contentDocument?.querySelector('form')) framedDocument = 'readable';
      } catch {
        framedDocument = 'unreadable';
      }
      // A form of its own submitted into that frame: a real navigation, but without the page's nonce.
      const submission = document.createElement('form');
      submission.method = 'post';
      submission.action = answerUrl;
      submission.target = frame.name;
      for (const [name, value] of Object.entries({
        challenge: token,
        nonce: 'f'.repeat(48),
        outcome: 'complete',
      })) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        submission.append(input);
      }
      document.body.append(submission);
      const submitted = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      submission.submit();
      await submitted;
      frame.remove();
      submission.remove();
      // Where the payment stands, asked with what the page keeps of it (its client secret).
      const stored = Object.keys(localStorage).find((key) => key.endsWith('.pending-purchase'));
      const pending = JSON.parse(
        new TextDecoder().decode(
          Uint8Array.from(atob(localStorage.getItem(stored ?? '') ?? ''), (char) => char.codePointAt(0) ?? 0),
        ),
      ) as { paymentIntent: { reference_id: string; client_secret: string } };
      const intent = await fetch(
        `https://api.stripe.com/v1/payment_intents/${pending.paymentIntent.reference_id}?client_secret=${pending.paymentIntent.client_secret}`,
        { headers: { Authorization: 'Bearer pk_test_attacker' } },
      );
      const { status } = (await intent.json()) as { status: string };
      return {
        read: read.status,
        readHasForm: readText.includes('<form'),
        tokenOnly: tokenOnly.status,
        madeUpNonce: madeUpNonce.status,
        framedDocument,
        intentStatus: status,
      };
    });
    expect(attack).toEqual({
      read: 403,
      readHasForm: false,
      tokenOnly: 403,
      madeUpNonce: 403,
      framedDocument: 'unreadable',
      intentStatus: 'requires_action',
    });
    await expect(toast(page, 'Subscription created successfully')).toHaveCount(0);
    // The cardholder's own page still answers.
    await issuerPage(page).getByRole('button', { name: 'Complete' }).click();
    await expect(toast(page, 'Subscription created successfully')).toBeVisible({ timeout: 15_000 });
  });
});
