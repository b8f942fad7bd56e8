/**
 * The billing provider's methods and the card network, through the portal's own gateway client, the real
 * Amplify session and the card network's REST calls: the purchase rules and the attacks on them.
 */
import { signOut } from 'aws-amplify/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Operation } from '@/contracts/operation';
import { CARD_NETWORK_API, type CardPaymentIntent, emulatedChallengeCancelPath } from '@/contracts/payments';
import type {
  Estimate,
  EstimateLineItem,
  EstimateParams,
  PaymentIntent,
  SubscriptionFields,
  SubscriptionsReply,
} from '@/contracts/subscriptions';
import * as contract from '@/contracts/subscriptions';

import { withAnyFields } from '@tests/operations';

import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';
import { ISSUER_PAGE_PATH } from '../payments/issuer';
import { answerIssuerPage, navigate } from '../payments/test-support';

import { CATALOGUE_ADDONS, CATALOGUE_PLANS } from './catalogue';

const { administrator: owner, coAdministrator, user: ordinaryUser } = DEMO_ACCOUNTS;

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

/** A billing method with any params: the server checks them. */
async function billing<Data>(
  operation: Operation<SubscriptionFields<object>, SubscriptionsReply<Data>>,
  params: object = {},
): Promise<Data> {
  const reply = await gateway.send(withAnyFields(operation), {
    site: context.config.billingSite,
    method: operation.apiCall,
    params,
  });
  return reply.data as Data;
}

const estimate = async (params: EstimateParams) => {
  const reply = await billing(contract.estimateCreateSubscription, params);
  if ('errorMessage' in reply) throw new Error(reply.errorMessage);
  return reply;
};

const KEY = 'pk_test_emulated';

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's shape
async function cardNetwork<T>(
  path: string,
  form: Record<string, string>,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${CARD_NETWORK_API}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Pays `intent` with `number` through the card network; answers the confirmed intent (or the error body). */
async function confirmWith(intent: PaymentIntent, number: string) {
  const method = await cardNetwork<{ id: string }>('/payment_methods', {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(new Date(context.clock.now()).getUTCFullYear() + 2),
    'card[cvc]': '123',
  });
  return cardNetwork<CardPaymentIntent & { error?: { message: string } }>(
    `/payment_intents/${intent.reference_id}/confirm`,
    { client_secret: intent.client_secret, payment_method: method.body.id },
  );
}

/** The intent as the card network tells the page (with its client secret). */
async function retrieve(intent: PaymentIntent): Promise<CardPaymentIntent> {
  const query = new URLSearchParams({ client_secret: intent.client_secret });
  const response = await fetch(`${CARD_NETWORK_API}/payment_intents/${intent.reference_id}?${query}`, {
    headers: { Authorization: `Bearer ${KEY}` },
  });
  return (await response.json()) as CardPaymentIntent;
}

const basket = (overrides: Partial<EstimateParams> = {}): EstimateParams => ({
  billing_address: { country: 'US', state_code: 'CA', city: 'San Jose', zip: '95112', line1: '1 Main St' },
  subscription: { plan_id: 'business_monthly' },
  addons: [
    { id: 'chatbot_monthly', quantity: 1 },
    { id: 'licence_monthly', quantity: 3 },
  ],
  ...overrides,
});

const customer = { first_name: 'Alex', last_name: 'Morgan', email: owner.email };

/** subscription_create for `params`, paid as `payment` says (an intent, a card, or nothing). */
const create = (params: EstimateParams, payment: object) =>
  billing(contract.subscriptionCreate, {
    plan_id: params.subscription.plan_id,
    auto_collection: 'off',
    billing_address: params.billing_address,
    customer,
    addons: params.addons,
    ...payment,
  });

/** Buys `params` paid with `number` (nothing to pay when a credit covers it all). */
async function buy(params: EstimateParams, number = '4242424242424242') {
  const { amount_due } = await estimate(params);
  const intent =
    amount_due > 0
      ? await billing(contract.paymentIntentCreate, { amount: amount_due, currency_code: 'USD' })
      : undefined;
  if (intent) await confirmWith(intent, number);
  return { intent, transaction: await create(params, intent ? { payment_intent: { id: intent.id } } : {}) };
}

/** Signs in as `account`, after signing out whoever was. */
async function signInFresh(account: { email: string; password: string }) {
  await signOut();
  await signInAs(account);
}

const businessLicence = async () =>
  (await billing(contract.licenseList)).licenses.find((licence) => licence.plan_code === 'business_monthly');

describe('the catalogue', () => {
  it('sells pro and business, monthly and yearly, with the custom fields, to any member', async () => {
    await signInFresh(ordinaryUser);
    const reply = await gateway.send(contract.fetchSubscriptions, { site: context.config.billingSite });
    expect(reply.data?.map((plan) => plan.id).sort()).toEqual([
      'business_annual',
      'business_monthly',
      'pro_annual',
      'pro_monthly',
    ]);
    for (const plan of reply.data ?? []) {
      expect(plan.id.startsWith(`${plan.id.split('_')[0]}_`)).toBe(true);
      expect(plan.cf_interactions).toBeGreaterThan(0);
      expect(plan.cf_user_licences).toBeGreaterThan(0);
    }
    expect((await billing(contract.addonList)).length).toBe(CATALOGUE_ADDONS.length);
  });
});

describe('estimates', () => {
  it('prices the plan and add-ons in cents, with the state tax per line', async () => {
    await signInFresh(owner);
    const result = await estimate(basket());
    const { invoice_estimate: invoice } = result;
    // 249.00 + 99.00 + 3 × 9.00 = 375.00; CA 7.25 % per line: 18.05 + 7.18 + 1.96 = 27.19.
    expect(invoice.sub_total).toBe(37_500);
    expect(invoice.taxes).toEqual([
      { name: 'CA Sales Tax', description: 'CA Sales Tax @ 7.25%', amount: 2_719 },
    ]);
    expect(invoice.total).toBe(40_219);
    expect(result.prorate_invoice_estimate).toBeUndefined();
    expect(result.amount_due).toBe(40_219);
    expect((await estimate(basket({ billing_address: { country: 'US' } }))).invoice_estimate.taxes).toEqual(
      [],
    );
    expect(
      (await estimate(basket({ billing_address: { country: 'DE' } }))).invoice_estimate.taxes[0]?.name,
    ).toBe('VAT');
  });

  it('credits the days left (by whole days) of the subscription a purchase replaces', async () => {
    await signInFresh(owner);
    const result = await estimate(basket({ subscription: { plan_id: 'pro_monthly' }, addons: [] }));
    const credit = result.prorate_invoice_estimate;
    expect(credit?.total).toBeLessThan(0);
    expect(-(credit?.total ?? 0)).toBeLessThan(2_900);
    const line = credit?.line_items[0];
    expect(line?.date_to).toBeGreaterThan(line?.date_from ?? Infinity);
    expect(result.amount_due).toBe(result.invoice_estimate.total + (credit?.total ?? 0));
  });

  it('answers an unsellable basket with errorMessage', async () => {
    await signInFresh(owner);
    const reply = await billing(
      contract.estimateCreateSubscription,
      basket({ subscription: { plan_id: 'pro_monthly' }, addons: [{ id: 'chatbot_monthly', quantity: 1 }] }),
    );
    expect(reply).toEqual({ errorMessage: 'The addon chatbot_monthly is not applicable to pro_monthly.' });
  });
});

describe('purchases', () => {
  it('a paid purchase sets the licence of the plan, once; the answer names the card that paid', async () => {
    await signInFresh(owner);
    const { intent, transaction } = await buy(basket());
    expect(transaction.subscription?.plan_id).toBe('business_monthly');
    expect(transaction.subscription?.next_billing_at).toBe(transaction.subscription?.current_term_end);
    expect(transaction.customer?.email).toBe(owner.email);
    expect(transaction.card).toEqual({ card_type: 'visa', last4: '4242' });
    expect(JSON.stringify(transaction)).not.toContain('4242424242424242');
    expect((await businessLicence())?.counters.users?.limit).toBe(10 + 5 + 3);
    // The same payment cannot pay twice.
    await expect(create(basket(), { payment_intent: { id: intent?.id } })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('lists the active subscriptions with their renewal: the demo holds Pro Monthly, billed in New York', async () => {
    await signInFresh(owner);
    const [current, ...others] = await billing(contract.subscriptionList);
    expect(others).toEqual([]);
    expect(current).toMatchObject({ plan_id: 'pro_monthly', addons: [], status: 'active' });
    expect(current?.next_billing_at).toBe(current?.current_term_end);
    expect(current?.next_billing_at).toBeGreaterThan(context.clock.nowSeconds());
    // $29.00 and NY sales tax at 4 %.
    expect(current?.next_invoice_amount).toBe(2_900 + 116);
    // A purchase of another plan adds to the list; of the same plan, replaces its entry.
    await buy(basket());
    const after = await billing(contract.subscriptionList);
    expect(after.map((subscription) => subscription.plan_id).sort()).toEqual([
      'business_monthly',
      'pro_monthly',
    ]);
    // 375.00 + CA 7.25 % per line.
    expect(
      after.find((subscription) => subscription.plan_id === 'business_monthly')?.next_invoice_amount,
    ).toBe(40_219);
    await signInFresh(OTHER_ORGANISATION.administrator);
    expect(await billing(contract.subscriptionList)).toEqual([]);
    for (const account of [ordinaryUser, coAdministrator]) {
      await signInFresh(account);
      await expect(billing(contract.subscriptionList)).rejects.toMatchObject({ status: 403 });
    }
  });

  it('attack: buying the basket already held is no purchase, paid or not, $0 due or not', async () => {
    await signInFresh(owner);
    const subscriptions = () => context.db.state.subscriptions.billingSubscriptions.length;
    const invoices = () => context.db.state.subscriptions.invoices.length;
    // The seeded Pro Monthly, unchanged: refused before the payment is taken (the intent stays unused).
    const proMonthly = basket({ subscription: { plan_id: 'pro_monthly' }, addons: [] });
    const { amount_due } = await estimate(proMonthly);
    const intent = await billing(contract.paymentIntentCreate, {
      amount: amount_due,
      currency_code: 'USD',
    });
    await confirmWith(intent, '4242424242424242');
    const before = { subscriptions: subscriptions(), invoices: invoices() };
    await expect(create(proMonthly, { payment_intent: { id: intent.id } })).rejects.toMatchObject({
      status: 409,
    });
    expect({ subscriptions: subscriptions(), invoices: invoices() }).toEqual(before);
    expect(
      context.db.state.subscriptions.paymentIntents.find((i) => i.id === intent.id)?.consumedAt,
    ).toBeUndefined();
    // The issue's case: Pro Annual bought, then Pro Annual again the same day: the credit covers it ($0 due, no
    // tax without a state), and a declined card or no payment at all was "created successfully".
    const proAnnual = basket({
      subscription: { plan_id: 'pro_annual' },
      addons: [],
      billing_address: { country: 'US' },
    });
    await buy(proAnnual);
    expect((await estimate(proAnnual)).amount_due).toBe(0);
    const held = { subscriptions: subscriptions(), invoices: invoices() };
    await expect(create(proAnnual, {})).rejects.toMatchObject({ status: 409 });
    const declinedCard = {
      card: {
        first_name: 'A',
        last_name: 'B',
        number: '4000000000009995',
        expiry_month: 12,
        expiry_year: new Date(context.clock.now()).getUTCFullYear() + 2,
        cvv: '123',
      },
    };
    await expect(create(proAnnual, declinedCard)).rejects.toMatchObject({ status: 409 });
    expect({ subscriptions: subscriptions(), invoices: invoices() }).toEqual(held);
    // A $0 change that does change something (another add-on quantity) is a purchase.
    const withLicence = { ...proAnnual, addons: [{ id: 'licence_annual', quantity: 1 }] };
    const { transaction } = await buy(withLicence);
    expect(transaction.subscription?.addons).toEqual([{ id: 'licence_annual', quantity: 1 }]);
  });

  it('payment_intent_cancel gives up a waiting payment at the card network; a paid one cannot be', async () => {
    await signInFresh(owner);
    const params = basket();
    const { amount_due } = await estimate(params);
    const open = () => billing(contract.paymentIntentCreate, { amount: amount_due, currency_code: 'USD' });
    const waiting = await open();
    const pageUrl =
      (await confirmWith(waiting, '4000002760003184')).body.next_action?.redirect_to_url.url ?? '';
    // Another organisation's owner, other members: refused.
    await signInFresh(OTHER_ORGANISATION.administrator);
    await expect(billing(contract.paymentIntentCancel, { id: waiting.id })).rejects.toMatchObject({
      status: 400,
    });
    for (const account of [ordinaryUser, coAdministrator]) {
      await signInFresh(account);
      await expect(billing(contract.paymentIntentCancel, { id: waiting.id })).rejects.toMatchObject({
        status: 403,
      });
    }
    expect((await retrieve(waiting)).status).toBe('requires_action');
    await signInFresh(owner);
    expect(await billing(contract.paymentIntentCancel, { id: waiting.id })).toEqual({
      id: waiting.id,
      status: 'expired',
    });
    const cancelled = await retrieve(waiting);
    expect(cancelled.status).toBe('canceled');
    expect(cancelled.next_action).toBeNull();
    // The bank's page is gone, and the intent can pay for nothing.
    expect((await navigate(context, pageUrl)).status).toBe(404);
    await expect(create(params, { payment_intent: { id: waiting.id } })).rejects.toMatchObject({
      status: 402,
    });
    // A paid intent is a purchase to complete, not a payment to cancel; a consumed one neither.
    const paid = await open();
    await confirmWith(paid, '4242424242424242');
    await expect(billing(contract.paymentIntentCancel, { id: paid.id })).rejects.toMatchObject({
      status: 409,
    });
    expect((await retrieve(paid)).status).toBe('succeeded');
    await create(params, { payment_intent: { id: paid.id } });
    await expect(billing(contract.paymentIntentCancel, { id: paid.id })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('attack: a payment not authorised, declined, or for another amount provisions nothing', async () => {
    await signInFresh(owner);
    const params = basket();
    const { amount_due } = await estimate(params);
    const paidBy = (id: string) => create(params, { payment_intent: { id } });
    const unpaid = await billing(contract.paymentIntentCreate, {
      amount: amount_due,
      currency_code: 'USD',
    });
    await expect(paidBy(unpaid.id)).rejects.toMatchObject({ status: 402 });
    const declined = await billing(contract.paymentIntentCreate, {
      amount: amount_due,
      currency_code: 'USD',
    });
    const refusal = await confirmWith(declined, '4000000000009995');
    expect(refusal.status).toBe(402);
    expect(refusal.body.error?.message).toBe('Your card has insufficient funds.');
    await expect(paidBy(declined.id)).rejects.toMatchObject({ status: 402 });
    const challenged = await billing(contract.paymentIntentCreate, {
      amount: amount_due,
      currency_code: 'USD',
    });
    expect((await confirmWith(challenged, '4000002760003184')).body.status).toBe('requires_action');
    await expect(paidBy(challenged.id)).rejects.toMatchObject({ status: 402 });
    const cheap = await billing(contract.paymentIntentCreate, {
      amount: 100,
      currency_code: 'USD',
    });
    await confirmWith(cheap, '4242424242424242');
    await expect(paidBy(cheap.id)).rejects.toMatchObject({ status: 400 });
    // A card charged directly obeys the same test cards.
    await expect(
      create(params, {
        card: {
          first_name: 'A',
          last_name: 'B',
          number: '4000000000009995',
          expiry_month: 12,
          expiry_year: new Date(context.clock.now()).getUTCFullYear() + 2,
          cvv: '123',
        },
      }),
    ).rejects.toMatchObject({ status: 402, message: 'Your card has insufficient funds.' });
    expect(await businessLicence()).toBeUndefined();
  });

  it("the challenge: the issuer page's Fail leaves the intent unpaid with the reason, Complete pays it", async () => {
    await signInFresh(owner);
    const { amount_due } = await estimate(basket());
    const intent = await billing(contract.paymentIntentCreate, {
      amount: amount_due,
      currency_code: 'USD',
    });
    const challengePage = async () => {
      const challenged = await confirmWith(intent, '4000002760003184');
      expect(challenged.body.status).toBe('requires_action');
      return challenged.body.next_action?.redirect_to_url.url ?? '';
    };
    const firstPage = await challengePage();
    const page = await navigate(context, firstPage);
    expect(page.headers.get('content-security-policy')).toMatch(
      /^sandbox allow-forms allow-scripts; default-src 'none'.*frame-ancestors 'self'/,
    );
    expect(await page.text()).toContain(`confirm a payment of $${(amount_due / 100).toFixed(2)}`);
    const failed = await answerIssuerPage(context, firstPage, 'fail');
    expect(await failed.text()).toContain('Authentication failed');
    const afterFail = await retrieve(intent);
    expect(afterFail.status).toBe('requires_payment_method');
    expect(afterFail.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    // The answered page is gone; a new confirmation opens a new one.
    expect((await fetch(firstPage)).status).toBe(404);
    const secondPage = await challengePage();
    expect(secondPage).not.toBe(firstPage);
    expect(await (await answerIssuerPage(context, secondPage, 'complete')).text()).toContain(
      'Authentication complete',
    );
    expect((await retrieve(intent)).status).toBe('succeeded');
  });

  it('attack: the portal can give a challenge up, never complete it; a forged page address answers nothing', async () => {
    await signInFresh(owner);
    const intent = await billing(contract.paymentIntentCreate, {
      amount: 5_000,
      currency_code: 'USD',
    });
    await confirmWith(intent, '4000002760003184');
    const forged = await fetch(`${window.location.origin}${ISSUER_PAGE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ challenge: 'guessed-token', outcome: 'complete' }).toString(),
    });
    expect(forged.status).toBe(409);
    expect((await retrieve(intent)).status).toBe('requires_action');
    const cancelled = await cardNetwork<CardPaymentIntent>(emulatedChallengeCancelPath(intent.reference_id), {
      client_secret: intent.client_secret,
      outcome: 'complete',
    });
    expect(cancelled.body.status).toBe('requires_payment_method');
    expect(cancelled.body.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    const again = await cardNetwork<{ error: { code: string } }>(
      emulatedChallengeCancelPath(intent.reference_id),
      {
        client_secret: intent.client_secret,
      },
    );
    expect(again.body.error.code).toBe('payment_intent_unexpected_state');
  });

  it("attack: a script on the portal's origin holding next_action's token cannot answer the challenge", async () => {
    await signInFresh(owner);
    const intent = await billing(contract.paymentIntentCreate, {
      amount: 5_000,
      currency_code: 'USD',
    });
    const confirmed = await confirmWith(intent, '4000002760003184');
    const pageUrl = confirmed.body.next_action?.redirect_to_url.url ?? '';
    const token = new URL(pageUrl).searchParams.get('challenge') ?? '';
    expect(token).not.toBe('');
    // The cardholder's frame has the page open: a nonce was minted for it.
    const opened = await navigate(context, pageUrl);
    expect(opened.status).toBe(200);
    const nonces = () =>
      context.db.state.payments.intents.find((i) => i.id === intent.reference_id)?.pageNonces;
    expect(nonces()).toHaveLength(1);
    const post = (form: Record<string, string>) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const answerUrl = new URL(ISSUER_PAGE_PATH, pageUrl).href;
    const answer = (form: Record<string, string>) => fetch(answerUrl, post(form));
    // A script reads the page the way scripts can (fetch): no form, no nonce.
    const read = await fetch(pageUrl);
    expect(read.status).toBe(403);
    const text = await read.text();
    expect(text).not.toContain('<form');
    for (const nonce of nonces() ?? []) expect(text).not.toContain(nonce);
    // It answers with the token alone, with a made-up nonce, or by submitting a form of its own (a navigation
    // the browser makes for it), all without the page's nonce.
    expect((await answer({ challenge: token, outcome: 'complete' })).status).toBe(403);
    expect((await answer({ challenge: token, nonce: 'a'.repeat(48), outcome: 'complete' })).status).toBe(403);
    const submitted = await navigate(
      context,
      answerUrl,
      post({ challenge: token, nonce: 'a'.repeat(48), outcome: 'complete' }),
    );
    expect(submitted.status).toBe(403);
    // Even the page's nonce is refused from a script's fetch (only a navigation answers).
    const [nonce = ''] = nonces() ?? [];
    expect((await answer({ challenge: token, nonce, outcome: 'complete' })).status).toBe(403);
    // Nothing the merchant is told carries a nonce.
    const told = JSON.stringify([confirmed.body, await retrieve(intent)]);
    for (const minted of nonces() ?? []) expect(told).not.toContain(minted);
    expect((await retrieve(intent)).status).toBe('requires_action');
    // The cardholder's own page still answers.
    expect(await (await answerIssuerPage(context, pageUrl, 'complete')).text()).toContain(
      'Authentication complete',
    );
    expect((await retrieve(intent)).status).toBe('succeeded');
    expect(nonces()).toEqual([]);
  });

  it('attack: the card network wants the client secret and a publishable key', async () => {
    await signInFresh(owner);
    const intent = await billing(contract.paymentIntentCreate, {
      amount: 5_000,
      currency_code: 'USD',
    });
    await confirmWith(intent, '4000002760003184');
    const wrongSecret = await cardNetwork<{ error: { code: string } }>(
      emulatedChallengeCancelPath(intent.reference_id),
      { client_secret: `${intent.reference_id}_secret_guess` },
    );
    expect(wrongSecret.status).toBe(400);
    expect((await retrieve(intent)).status).toBe('requires_action');
    const secretKey = await fetch(
      `${CARD_NETWORK_API}/payment_intents/${intent.reference_id}?client_secret=${intent.client_secret}`,
      {
        headers: { Authorization: 'Bearer sk_test_secret' },
      },
    );
    expect(secretKey.status).toBe(401);
  });

  it('attack: only the owner buys; other members, a non-owner Administrator and other tenants are refused', async () => {
    for (const account of [ordinaryUser, coAdministrator]) {
      await signInFresh(account);
      await expect(billing(contract.estimateCreateSubscription, basket())).rejects.toMatchObject({
        status: 403,
      });
      await expect(
        billing(contract.paymentIntentCreate, { amount: 5_000, currency_code: 'USD' }),
      ).rejects.toMatchObject({
        status: 403,
      });
      await expect(billing(contract.subscriptionCreate, {})).rejects.toMatchObject({ status: 403 });
    }
    // Another organisation's owner cannot spend the demo owner's payment.
    await signInFresh(owner);
    const { amount_due } = await estimate(basket());
    const intent = await billing(contract.paymentIntentCreate, {
      amount: amount_due,
      currency_code: 'USD',
    });
    await confirmWith(intent, '4242424242424242');
    await signInFresh(OTHER_ORGANISATION.administrator);
    await expect(create(basket(), { payment_intent: { id: intent.id } })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('the estimate is the invoice', () => {
  const countries = ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP', 'BR', 'IE', 'NZ'];
  const states = ['CA', 'NY', 'TX', 'WA', 'NJ', 'OR', 'FL', undefined];

  it('for any basket, country and period, the first invoice equals the last estimate to the cent', async () => {
    await signInFresh(owner);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CATALOGUE_PLANS),
        fc.constantFrom(...countries),
        fc.constantFrom(...states),
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        async (plan, country, state, withBot, extraLicences) => {
          const addons = plan.applicable_addons.flatMap(({ id }) => {
            if (id.startsWith('chatbot')) return withBot ? [{ id, quantity: 1 }] : [];
            return extraLicences > 0 ? [{ id, quantity: extraLicences }] : [];
          });
          const params = basket({
            subscription: { plan_id: plan.id },
            addons,
            billing_address: { country, ...(country === 'US' && state ? { state_code: state } : {}) },
          });
          const held = (await billing(contract.subscriptionList)).find(
            (subscription) => subscription.plan_id === plan.id,
          );
          const sameAsHeld =
            held !== undefined &&
            JSON.stringify([...held.addons].sort((a, b) => a.id.localeCompare(b.id))) ===
              JSON.stringify([...addons].sort((a, b) => a.id.localeCompare(b.id)));
          // Buying what is held again is refused (tested below); the property is about purchases.
          fc.pre(!sameAsHeld);
          const quoted: Estimate = await estimate(params);
          const { transaction } = await buy(params);
          const invoice = transaction.invoice;
          expect(invoice?.total).toBe(quoted.invoice_estimate.total);
          // To the cent; the term itself starts when the subscription is created, a moment after the estimate.
          const priced = (items: EstimateLineItem[] = []) =>
            items.map(({ id, entity_id, quantity, unit_amount, amount }) => ({
              id,
              entity_id,
              quantity,
              unit_amount,
              amount,
            }));
          expect(priced(invoice?.line_items)).toEqual(priced(quoted.invoice_estimate.line_items));
          expect(invoice?.line_item_taxes).toEqual(quoted.invoice_estimate.line_item_taxes);
          expect(invoice?.amount_paid).toBe(quoted.amount_due);
        },
      ),
      { numRuns: 50 },
    );
  });
});
