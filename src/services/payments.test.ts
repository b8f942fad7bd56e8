import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';

import { type CardElementName, type CardElementState, createPayments, paymentsFor } from './payments';

/**
 * Real tenants' payments go through Stripe.js, which the tests cannot load (no network): a stand-in records
 * what the service asks of it. What matters is what the portal hands Stripe: Elements to mount, and the card
 * number Element (never a card) to confirm the payment with.
 */
function fakeStripe(outcome: { status?: string; error?: string } = { status: 'succeeded' }) {
  const log: string[] = [];
  const listeners = new Map<string, (event: object) => void>();
  const element = (type: string) => ({
    type,
    mount: (container: HTMLElement) => log.push(`mount ${type} in #${container.id}`),
    on: (_event: string, listener: (change: object) => void) => listeners.set(type, listener),
    destroy: () => log.push(`destroy ${type}`),
  });
  const created: Record<string, ReturnType<typeof element>> = {};
  const confirmations: unknown[][] = [];
  const stripe = {
    elements: () => ({
      create: (type: string) => (created[type] = element(type)),
    }),
    confirmCardPayment: (...args: unknown[]) => {
      confirmations.push(args);
      return Promise.resolve(
        outcome.error
          ? { error: { message: outcome.error } }
          : { paymentIntent: { status: outcome.status ?? 'succeeded' } },
      );
    },
  } as unknown as Stripe;
  const change = (type: string, event: object) => listeners.get(type)?.(event);
  return { stripe, log, created, confirmations, change };
}

const INTENT = { reference_id: 'pi_1', client_secret: 'pi_1_secret_2' };

function containers() {
  const make = (id: string) => Object.assign(document.createElement('div'), { id });
  return { number: make('number-box'), expiry: make('expiry-box'), cvc: make('cvc-box') };
}

describe('payments for a real tenant (Stripe Elements)', () => {
  it('mounts the number, expiry and CVC Elements and confirms with the number Element, never a card', async () => {
    const config = await loadTenantConfig('northwind');
    const fake = fakeStripe();
    const loaded: string[] = [];
    const payments = createPayments(config, {
      loadStripe: (key) => {
        loaded.push(key);
        return Promise.resolve(fake.stripe);
      },
    });
    if (payments?.cardFields !== 'stripe-elements') throw new Error('Stripe Elements expected');
    const states: [CardElementName, CardElementState][] = [];
    const unmount = await payments.mountCardElements(containers(), (name, state) =>
      states.push([name, state]),
    );
    expect(loaded).toEqual([config.paymentsPublishableKey]);
    expect(fake.log).toEqual([
      'mount cardNumber in #number-box',
      'mount cardExpiry in #expiry-box',
      'mount cardCvc in #cvc-box',
    ]);
    fake.change('cardExpiry', {
      empty: false,
      complete: false,
      error: { message: "Your card's expiration year is in the past." },
    });
    fake.change('cardNumber', { empty: false, complete: true });
    expect(states).toEqual([
      ['expiry', { empty: false, complete: false, error: "Your card's expiration year is in the past." }],
      ['number', { empty: false, complete: true }],
    ]);
    expect(await payments.authorise(INTENT, { name: 'Alex Morgan' })).toEqual({ status: 'succeeded' });
    expect(fake.confirmations).toEqual([
      [
        INTENT.client_secret,
        { payment_method: { card: fake.created.cardNumber, billing_details: { name: 'Alex Morgan' } } },
      ],
    ]);
    unmount();
    expect(fake.log.slice(-3)).toEqual(['destroy cardNumber', 'destroy cardExpiry', 'destroy cardCvc']);
    // Unmounted, nothing is left to pay with.
    expect(await payments.authorise(INTENT, { name: 'Alex Morgan' })).toEqual({
      status: 'failed',
      reason: 'The card details are not on the page.',
    });
  });

  it("reports a refusal with Stripe's reason, and a Stripe.js that did not load as a failure", async () => {
    const config = await loadTenantConfig('northwind');
    const declined = fakeStripe({ error: 'Your card was declined.' });
    const payments = createPayments(config, { loadStripe: () => Promise.resolve(declined.stripe) });
    if (payments?.cardFields !== 'stripe-elements') throw new Error('Stripe Elements expected');
    await payments.mountCardElements(containers(), () => undefined);
    expect(await payments.authorise(INTENT, { name: 'A B' })).toEqual({
      status: 'failed',
      reason: 'Your card was declined.',
    });
    const offline = createPayments(config, { loadStripe: () => Promise.resolve(null) });
    if (offline?.cardFields !== 'stripe-elements') throw new Error('Stripe Elements expected');
    await expect(offline.mountCardElements(containers(), () => undefined)).rejects.toMatchObject({
      code: 'StripeUnavailable',
    });
  });
});

describe('payments for the demo (the emulated card network)', () => {
  it('pays with the fields the page lends, and only while it lends them; one service per tenant', async () => {
    const config = await loadTenantConfig('demo');
    const payments = paymentsFor(config);
    expect(paymentsFor(config)).toBe(payments);
    if (payments?.cardFields !== 'emulated') throw new Error('the emulated card fields expected');
    const giveBack = payments.attachCardFields(() => ({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    }));
    giveBack();
    expect(await payments.authorise(INTENT, { name: 'Alex Morgan' })).toEqual({
      status: 'failed',
      reason: 'The card details are not on the page.',
    });
  });

  it('a tenant without a publishable key takes no card payments', async () => {
    const config = await loadTenantConfig('mkruzic');
    expect(createPayments(config)).toBeUndefined();
  });
});
