import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';

import type { TenantConfig } from '@/config/tenant-schema';
import {
  CARD_NETWORK_API,
  type CardNetworkFailure,
  type CardPaymentIntent,
  type CardPaymentMethod,
  emulatedChallengeCancelPath,
} from '@/contracts/payments';

import { ServiceFailure } from './errors';

/**
 * Card payments: 3-D Secure authorisation of the billing provider's payment intent (docs/design.md §7). The
 * card goes from the page's card fields straight to the card network: it never reaches the gateway, the store
 * or an action. The payment takes it from the fields when it runs (`authorise` gets the cardholder's name only).
 * - Real tenants: the card fields are Stripe Elements (number, expiry, CVC: Stripe's own frames, so the card
 *   never touches the portal's page; PCI SAQ A). Stripe.js (`@stripe/stripe-js`, loaded on the purchase page
 *   only) confirms the intent with them and shows the issuer's challenge in its own frame.
 * - The demo: its own fields (the emulated card network takes Stripe's test cards through the same REST calls
 *   Stripe.js makes); a challenge comes back as the issuer's page to show in a frame (`challenge`). The
 *   cardholder answers there; the portal then asks where the intent stands (`resume`), or gives the challenge
 *   up when the frame is closed (`cancelChallenge`).
 */

/** The demo's card fields, as typed (read by the payment when it runs, never kept). */
export interface EmulatedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The card network's side of a payment intent. */
export interface IntentReference {
  reference_id: string;
  client_secret: string;
}

export type PaymentStep =
  | { status: 'succeeded' }
  /** The issuer asks for a challenge: its page, to show in a frame (the demo only: Stripe.js shows its own). */
  | { status: 'challenge'; url: string }
  /** Neither paid nor waiting (declined, failed authentication, cancelled). */
  | { status: 'failed'; reason: string };

/** Who pays: the name on the card (Stripe's billing_details.name). */
export interface Cardholder {
  name: string;
}

interface PaymentsBase {
  /** Confirms the intent with the card in the page's card fields: paid, challenged or failed (never throws for a card's refusal). */
  authorise(intent: IntentReference, cardholder: Cardholder): Promise<PaymentStep>;
  /** Where a payment stands (after the challenge's page, or when interrupted); a challenge still waiting is shown again. */
  resume(intent: IntentReference): Promise<PaymentStep>;
  /** The demo's challenge frame closed unanswered: the authentication fails. */
  cancelChallenge(intent: IntentReference): Promise<PaymentStep>;
}

/** The demo: the page shows its own card fields and lends them to the payment while it shows them. */
export interface EmulatedPayments extends PaymentsBase {
  readonly cardFields: 'emulated';
  /** The page's card fields: read when a payment runs. Answers the function that takes them back. */
  attachCardFields(read: () => EmulatedCard): () => void;
}

/** One Stripe Element's state, as its change events tell it (the card itself never leaves Stripe's frame). */
export interface CardElementState {
  empty: boolean;
  complete: boolean;
  error?: string;
}

export type CardElementName = 'number' | 'expiry' | 'cvc';

/** Real tenants: the page gives three containers; Stripe's number, expiry and CVC Elements are mounted in them. */
export interface StripePayments extends PaymentsBase {
  readonly cardFields: 'stripe-elements';
  /** Mounts the Elements; resolves to the function that unmounts them. */
  mountCardElements(
    containers: Record<CardElementName, HTMLElement>,
    onChange: (element: CardElementName, state: CardElementState) => void,
  ): Promise<() => void>;
}

export type Payments = EmulatedPayments | StripePayments;

/** The demo's card network takes any test key; a real tenant's key comes from its config. */
const EMULATED_KEY = 'pk_test_emulated_card_network';

const NO_CARD_FIELDS: PaymentStep = { status: 'failed', reason: 'The card details are not on the page.' };

function stepOf(intent: CardPaymentIntent): PaymentStep {
  if (intent.status === 'succeeded') return { status: 'succeeded' };
  if (intent.status === 'requires_action' && intent.next_action) {
    return { status: 'challenge', url: intent.next_action.redirect_to_url.url };
  }
  return {
    status: 'failed',
    reason: intent.last_payment_error?.message ?? `The payment is ${intent.status.replaceAll('_', ' ')}.`,
  };
}

/** A REST call to the card network (form-encoded, publishable key); a card's refusal is a `failed` step. */
async function cardNetwork<T>(
  key: string,
  path: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
): Promise<T | { refused: string }> {
  let response: Response;
  try {
    response = await fetch(`${CARD_NETWORK_API}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        Authorization: `Bearer ${key}`,
        ...(init.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
  } catch (error) {
    throw new ServiceFailure({
      code: 'NETWORK',
      status: 0,
      message: error instanceof Error ? error.message : 'Network error',
    });
  }
  const body = (await response.json().catch(() => ({}))) as T | CardNetworkFailure;
  if (response.ok) return body as T;
  const failure = (body as CardNetworkFailure).error;
  if (response.status === 402 && failure) return { refused: failure.message };
  throw new ServiceFailure({
    code: failure?.code ?? `HTTP_${response.status}`,
    status: response.status,
    message: failure?.message ?? `The card network answered ${response.status}.`,
  });
}

const refused = (value: object): value is { refused: string } => 'refused' in value;

function emulatedPayments(): EmulatedPayments {
  let cardFields: (() => EmulatedCard) | undefined;
  const intentStep = (result: CardPaymentIntent | { refused: string }): PaymentStep =>
    refused(result) ? { status: 'failed', reason: result.refused } : stepOf(result);
  return {
    cardFields: 'emulated',
    attachCardFields(read) {
      cardFields = read;
      return () => {
        if (cardFields === read) cardFields = undefined;
      };
    },
    async authorise(intent, cardholder) {
      const card = cardFields?.();
      if (!card) return NO_CARD_FIELDS;
      const method = await cardNetwork<CardPaymentMethod>(EMULATED_KEY, '/payment_methods', {
        form: {
          type: 'card',
          'card[number]': card.number.replace(/[\s-]/g, ''),
          'card[exp_month]': String(card.expMonth),
          'card[exp_year]': String(card.expYear),
          'card[cvc]': card.cvc,
          'billing_details[name]': cardholder.name,
        },
      });
      if (refused(method)) return { status: 'failed', reason: method.refused };
      return intentStep(
        await cardNetwork<CardPaymentIntent>(
          EMULATED_KEY,
          `/payment_intents/${intent.reference_id}/confirm`,
          { form: { client_secret: intent.client_secret, payment_method: method.id } },
        ),
      );
    },
    async resume(intent) {
      const query = new URLSearchParams({ client_secret: intent.client_secret });
      return intentStep(
        await cardNetwork<CardPaymentIntent>(
          EMULATED_KEY,
          `/payment_intents/${intent.reference_id}?${query}`,
          { method: 'GET' },
        ),
      );
    },
    async cancelChallenge(intent) {
      return intentStep(
        await cardNetwork<CardPaymentIntent>(EMULATED_KEY, emulatedChallengeCancelPath(intent.reference_id), {
          form: { client_secret: intent.client_secret },
        }),
      );
    },
  };
}

/** Loads Stripe.js for a publishable key (`@stripe/stripe-js`'s `loadStripe`; tests pass a stand-in). */
export type StripeLoader = (key: string) => Promise<Stripe | null>;

const loadStripeJs: StripeLoader = async (key) => (await import('@stripe/stripe-js')).loadStripe(key);

/** How the Elements' text looks: the portal's body text (their frames cannot read the page's styles). */
const ELEMENT_STYLE = {
  base: { fontSize: '16px', color: 'rgba(0, 0, 0, 0.87)', '::placeholder': { color: 'rgba(0, 0, 0, 0.6)' } },
  invalid: { color: '#d32f2f' },
};

function stripePayments(key: string, load: StripeLoader): StripePayments {
  let loading: Promise<Stripe> | undefined;
  const stripe = () =>
    (loading ??= load(key).then((loaded) => {
      if (loaded) return loaded;
      loading = undefined;
      throw new ServiceFailure({ code: 'StripeUnavailable', status: 0, message: 'Stripe.js did not load.' });
    }));
  let cardNumber: StripeCardNumberElement | undefined;
  const result = (outcome: {
    error?: { message?: string };
    paymentIntent?: { status: string };
  }): PaymentStep => {
    if (outcome.error) return { status: 'failed', reason: outcome.error.message ?? 'The payment failed.' };
    return outcome.paymentIntent?.status === 'succeeded'
      ? { status: 'succeeded' }
      : { status: 'failed', reason: `The payment is ${outcome.paymentIntent?.status ?? 'unknown'}.` };
  };
  return {
    cardFields: 'stripe-elements',
    async mountCardElements(containers, onChange) {
      const elements = (await stripe()).elements();
      const number = elements.create('cardNumber', { style: ELEMENT_STYLE, showIcon: true });
      const expiry = elements.create('cardExpiry', { style: ELEMENT_STYLE });
      const cvc = elements.create('cardCvc', { style: ELEMENT_STYLE });
      const report = (name: CardElementName) => (event: StripeElementChangeEvent) =>
        onChange(name, {
          empty: event.empty,
          complete: event.complete,
          ...(event.error ? { error: event.error.message } : {}),
        });
      number.on('change', report('number'));
      expiry.on('change', report('expiry'));
      cvc.on('change', report('cvc'));
      number.mount(containers.number);
      expiry.mount(containers.expiry);
      cvc.mount(containers.cvc);
      cardNumber = number;
      return () => {
        if (cardNumber === number) cardNumber = undefined;
        for (const element of [number, expiry, cvc]) element.destroy();
      };
    },
    async authorise(intent, cardholder) {
      const client = await stripe();
      if (!cardNumber) return NO_CARD_FIELDS;
      // Stripe.js reads the card from its Elements and shows the issuer's challenge itself when the bank asks.
      return result(
        await client.confirmCardPayment(intent.client_secret, {
          payment_method: { card: cardNumber, billing_details: { name: cardholder.name } },
        }),
      );
    },
    async resume(intent) {
      const client = await stripe();
      const { paymentIntent, error } = await client.retrievePaymentIntent(intent.client_secret);
      if (error || !paymentIntent)
        return result({ error: error ?? { message: 'The payment was not found.' } });
      if (paymentIntent.status !== 'requires_action') return result({ paymentIntent });
      return result(await client.handleNextAction({ clientSecret: intent.client_secret }));
    },
    cancelChallenge() {
      return Promise.reject(
        new ServiceFailure({
          code: 'NotEmulated',
          status: 0,
          message: 'Stripe.js shows and closes its own challenges.',
        }),
      );
    },
  };
}

/**
 * The tenant's payments, or undefined when it takes none (no publishable key and not emulated). `loadStripe`
 * replaces Stripe.js's loader (tests: no network).
 */
export function createPayments(
  config: TenantConfig,
  { loadStripe = loadStripeJs }: { loadStripe?: StripeLoader } = {},
): Payments | undefined {
  if (config.emulated) return emulatedPayments();
  return config.paymentsPublishableKey ? stripePayments(config.paymentsPublishableKey, loadStripe) : undefined;
}

const created = new WeakMap<TenantConfig, Payments | undefined>();

/**
 * The page's one payments service for the tenant: the purchase page lends it its card fields and the purchase
 * saga pays with them, so both must reach the same one.
 */
export function paymentsFor(config: TenantConfig): Payments | undefined {
  if (!created.has(config)) created.set(config, createPayments(config));
  return created.get(config);
}
