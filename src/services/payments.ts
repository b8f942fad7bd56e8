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
 * card is sent from the browser straight to the card network with the tenant's publishable key (it never
 * reaches the gateway or the store); the intent is then confirmed with it.
 * - Real tenants: Stripe.js (`@stripe/stripe-js`, loaded with this module, i.e. on the purchase page only)
 *   confirms the intent and shows the issuer's challenge in its own frame when the bank asks for one.
 * - The demo: the emulated card network answers the same REST calls; a challenge comes back as the issuer's
 *   page to show in a frame (`challenge`). The cardholder answers there; the portal then asks where the intent
 *   stands (`resume`), or gives the challenge up when the frame is closed (`cancelChallenge`).
 */
export interface CardForPayment {
  name: string;
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

export interface Payments {
  /** Confirms the intent with the card: paid, challenged or failed (never throws for a card's refusal). */
  authorise(intent: IntentReference, card: CardForPayment): Promise<PaymentStep>;
  /** Where a payment stands (after the challenge's page, or when interrupted); a challenge still waiting is shown again. */
  resume(intent: IntentReference): Promise<PaymentStep>;
  /** The demo's challenge frame closed unanswered: the authentication fails. */
  cancelChallenge(intent: IntentReference): Promise<PaymentStep>;
}

/** The demo's card network takes any test key; a real tenant's key comes from its config. */
const EMULATED_KEY = 'pk_test_emulated_card_network';

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

async function createPaymentMethod(key: string, card: CardForPayment) {
  return cardNetwork<CardPaymentMethod>(key, '/payment_methods', {
    form: {
      type: 'card',
      'card[number]': card.number.replace(/\s/g, ''),
      'card[exp_month]': String(card.expMonth),
      'card[exp_year]': String(card.expYear),
      'card[cvc]': card.cvc,
      'billing_details[name]': card.name,
    },
  });
}

function emulatedPayments(): Payments {
  const intentStep = (result: CardPaymentIntent | { refused: string }): PaymentStep =>
    refused(result) ? { status: 'failed', reason: result.refused } : stepOf(result);
  return {
    async authorise(intent, card) {
      const method = await createPaymentMethod(EMULATED_KEY, card);
      if (refused(method)) return { status: 'failed', reason: method.refused };
      return intentStep(
        await cardNetwork<CardPaymentIntent>(
          EMULATED_KEY,
          `/payment_intents/${intent.reference_id}/confirm`,
          {
            form: { client_secret: intent.client_secret, payment_method: method.id },
          },
        ),
      );
    },
    async resume(intent) {
      const query = new URLSearchParams({ client_secret: intent.client_secret });
      return intentStep(
        await cardNetwork<CardPaymentIntent>(
          EMULATED_KEY,
          `/payment_intents/${intent.reference_id}?${query}`,
          {
            method: 'GET',
          },
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

function stripePayments(key: string): Payments {
  const stripe = async () => {
    const { loadStripe } = await import('@stripe/stripe-js');
    const loaded = await loadStripe(key);
    if (!loaded)
      throw new ServiceFailure({ code: 'StripeUnavailable', status: 0, message: 'Stripe.js did not load.' });
    return loaded;
  };
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
    async authorise(intent, card) {
      const [client, method] = await Promise.all([stripe(), createPaymentMethod(key, card)]);
      if (refused(method)) return { status: 'failed', reason: method.refused };
      // Stripe.js shows the issuer's challenge itself when the bank asks for one.
      return result(await client.confirmCardPayment(intent.client_secret, { payment_method: method.id }));
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

/** The tenant's payments, or undefined when it takes none (no publishable key and not emulated). */
export function createPayments(config: TenantConfig): Payments | undefined {
  if (config.emulated) return emulatedPayments();
  return config.paymentsPublishableKey ? stripePayments(config.paymentsPublishableKey) : undefined;
}
