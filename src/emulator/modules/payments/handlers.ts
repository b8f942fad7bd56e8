/**
 * The emulated card network: the part of Stripe's REST API the portal calls with a publishable key
 * (docs/cloud-protocols.md "Card network"), with Stripe's test-card behaviour (cards.ts).
 *
 * - `POST /v1/payment_methods` (form: type=card, card[number|exp_month|exp_year|cvc], billing_details[name]) → a
 *   payment method; the card is checked as Stripe does (number, expiry, CVC) and only its behaviour and last
 *   four digits are kept.
 * - `POST /v1/payment_intents/{id}/confirm` (form: client_secret, payment_method) → `succeeded`,
 *   `requires_action` with the issuer's challenge page as `next_action`, or 402 with the decline (the intent back
 *   to `requires_payment_method` with `last_payment_error`).
 * - `GET /v1/payment_intents/{id}?client_secret=…` → the intent (how a page finds an interrupted payment again).
 * - `POST /v1/payment_intents/{id}/emulated_challenge/cancel` (form: client_secret): the challenge's frame was
 *   closed unanswered, and the authentication fails. Only the issuer's page (issuer.ts) can complete one.
 *
 * Intents are opened by the billing provider (payment_intent_create, `openCardIntent`), never by the browser. A
 * publishable key (`pk_…`) must be sent as the bearer; the client secret must match the intent.
 *
 * Faults: operations 'CreatePaymentMethod', 'ConfirmPaymentIntent'.
 */
import { http, type RequestHandler } from 'msw';

import {
  CARD_NETWORK_API,
  type CardNetworkFailure,
  type CardPaymentError,
  type CardPaymentIntent,
  type CardPaymentMethod,
  type ChallengeOutcome,
  emulatedChallengeCancelPath,
} from '@/contracts/payments';

import { newId } from '../../core/db';
import { json, preflight } from '../../core/http';
import { applyFault } from '../../core/protocol/fault';
import type { EmulatorContext } from '../../core/types';

import { AUTHENTICATION_FAILED, checkCard, DECLINED } from './cards';
import { issuerHandlers, issuerPageUrl } from './issuer';
import type { StoredCardIntent, StoredPaymentMethod } from './state';

const randomToken = () => newId().replaceAll('-', '').slice(0, 24);

/** Opens an intent for `amount` cents (the billing provider's payment_intent_create calls this). */
export function openCardIntent(context: EmulatorContext, amount: number, currency: string): StoredCardIntent {
  const id = `pi_${randomToken()}`;
  const intent: StoredCardIntent = {
    id,
    amount,
    currency: currency.toLowerCase(),
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomToken()}`,
    next_action: null,
    last_payment_error: null,
    payment_method: null,
    challenge: null,
    pageNonces: [],
    createdAt: context.clock.now(),
  };
  context.db.update('payments', (state) => {
    state.intents.push(intent);
  });
  return intent;
}

export const cardIntentById = (context: EmulatorContext, id: string): StoredCardIntent | undefined =>
  context.db.state.payments.intents.find((intent) => intent.id === id);

/** The card that paid an intent: its brand and last four digits (what a receipt may show). */
export function cardOfIntent(
  context: EmulatorContext,
  id: string,
): { brand: string; last4: string } | undefined {
  const methodId = cardIntentById(context, id)?.payment_method;
  const method = context.db.state.payments.methods.find((candidate) => candidate.id === methodId);
  return method ? { brand: method.brand, last4: method.last4 } : undefined;
}

/**
 * The merchant's server cancels an intent it opened (Stripe's `POST /v1/payment_intents/{id}/cancel`, which
 * takes the secret key: the billing provider calls it, never the browser). A paid intent cannot be cancelled.
 */
export function cancelCardIntent(context: EmulatorContext, id: string): 'canceled' | 'succeeded' | undefined {
  return context.db.update('payments', (state) => {
    const intent = state.intents.find((candidate) => candidate.id === id);
    if (!intent) return undefined;
    if (intent.status === 'succeeded') return 'succeeded';
    intent.status = 'canceled';
    intent.next_action = null;
    intent.challenge = null;
    intent.pageNonces = [];
    return 'canceled';
  });
}

/** A card charged directly (subscription_create with `card`): the error, or the card when it is paid. */
export function chargeCard(
  context: EmulatorContext,
  card: { number: string; expMonth: number; expYear: number; cvc: string },
): { error: CardPaymentError } | { brand: string; last4: string } {
  const checked = checkCard(card, new Date(context.clock.now()));
  if ('error' in checked) return checked;
  if (checked.behaviour === 'declined') return { error: DECLINED };
  if (checked.behaviour === 'challenge') {
    return {
      error: {
        type: 'card_error',
        code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      },
    };
  }
  return { brand: checked.brand, last4: checked.last4 };
}

class CardNetworkError extends Error {
  constructor(
    readonly status: number,
    readonly error: CardNetworkFailure['error'],
  ) {
    super(error.message);
  }
}

const invalid = (message: string, code = 'parameter_invalid', param?: string) =>
  new CardNetworkError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });

const publicIntent = ({
  payment_method: _method,
  challenge: _challenge,
  pageNonces: _nonces,
  createdAt: _created,
  ...intent
}: StoredCardIntent) => ({ ...intent, object: 'payment_intent' }) satisfies CardPaymentIntent;

async function formOf(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

function requirePublishableKey(request: Request): void {
  const key = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!/^pk_(test|live)_/.test(key)) {
    throw new CardNetworkError(401, {
      type: 'invalid_request_error',
      code: 'api_key_invalid',
      message: 'Invalid API Key provided: a publishable key (pk_…) is required.',
    });
  }
}

function intentFor(context: EmulatorContext, id: string, clientSecret: string | null): StoredCardIntent {
  const intent = cardIntentById(context, id);
  if (!intent || intent.client_secret !== clientSecret) {
    throw invalid(`No such payment_intent: '${id}'`, 'resource_missing', 'intent');
  }
  return intent;
}

function updateIntent(context: EmulatorContext, id: string, change: (intent: StoredCardIntent) => void) {
  return context.db.update('payments', (state) => {
    const intent = state.intents.find((candidate) => candidate.id === id);
    if (intent) change(intent);
    return intent ? publicIntent(intent) : undefined;
  });
}

function createPaymentMethod(context: EmulatorContext, form: URLSearchParams): CardPaymentMethod {
  if (form.get('type') !== 'card')
    throw invalid('Only card payment methods are accepted.', 'parameter_invalid', 'type');
  const card = {
    number: form.get('card[number]') ?? '',
    expMonth: Number(form.get('card[exp_month]')),
    expYear: Number(form.get('card[exp_year]')),
    cvc: form.get('card[cvc]') ?? '',
  };
  const checked = checkCard(card, new Date(context.clock.now()));
  if ('error' in checked) throw new CardNetworkError(402, checked.error);
  const method: StoredPaymentMethod = {
    id: `pm_${randomToken()}`,
    behaviour: checked.behaviour,
    brand: checked.brand,
    last4: checked.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  };
  context.db.update('payments', (state) => {
    state.methods.push(method);
  });
  const { id, brand, last4, exp_month, exp_year } = method;
  return { id, object: 'payment_method', type: 'card', card: { brand, last4, exp_month, exp_year } };
}

function confirmIntent(context: EmulatorContext, id: string, form: URLSearchParams): CardPaymentIntent {
  const intent = intentFor(context, id, form.get('client_secret'));
  if (intent.status !== 'requires_payment_method') {
    throw invalid(
      `This PaymentIntent's status is ${intent.status}; it cannot be confirmed again.`,
      'payment_intent_unexpected_state',
    );
  }
  const method = context.db.state.payments.methods.find(
    (candidate) => candidate.id === form.get('payment_method'),
  );
  if (!method) throw invalid('No such PaymentMethod.', 'resource_missing', 'payment_method');
  if (method.behaviour === 'declined') {
    const declined = updateIntent(context, id, (stored) => {
      stored.payment_method = method.id;
      stored.last_payment_error = DECLINED;
    });
    throw new CardNetworkError(402, { ...DECLINED, ...(declined ? { payment_intent: declined } : {}) });
  }
  const confirmed = updateIntent(context, id, (stored) => {
    stored.payment_method = method.id;
    stored.last_payment_error = null;
    if (method.behaviour === 'succeeds') {
      stored.status = 'succeeded';
      return;
    }
    stored.status = 'requires_action';
    stored.challenge = randomToken();
    stored.pageNonces = [];
    stored.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: issuerPageUrl(stored.challenge), return_url: form.get('return_url') ?? '' },
    };
  });
  if (!confirmed) throw invalid(`No such payment_intent: '${id}'`, 'resource_missing');
  return confirmed;
}

/** The cardholder's answer (the issuer's page), or a failure when the challenge is abandoned. */
function answerChallenge(context: EmulatorContext, id: string, outcome: ChallengeOutcome): CardPaymentIntent {
  const answered = updateIntent(context, id, (stored) => {
    if (stored.status !== 'requires_action') return;
    stored.next_action = null;
    stored.challenge = null;
    stored.pageNonces = [];
    if (outcome === 'complete') {
      stored.status = 'succeeded';
      return;
    }
    stored.status = 'requires_payment_method';
    stored.last_payment_error = AUTHENTICATION_FAILED;
  });
  if (!answered) throw invalid(`No such payment_intent: '${id}'`, 'resource_missing');
  return answered;
}

function cancelChallenge(context: EmulatorContext, id: string, form: URLSearchParams): CardPaymentIntent {
  const intent = intentFor(context, id, form.get('client_secret'));
  if (intent.status !== 'requires_action') {
    throw invalid('This PaymentIntent is not waiting for authentication.', 'payment_intent_unexpected_state');
  }
  return answerChallenge(context, id, 'fail');
}

const failureResponse = (request: Request, error: CardNetworkError) =>
  json(request, { error: error.error } satisfies CardNetworkFailure, { status: error.status });

/** Card network faults answer Stripe's generic API error. */
const cardNetworkFault = (fault: { status: number; message?: string }, request: Request) =>
  json(
    request,
    {
      error: {
        type: 'api_error',
        code: 'api_error',
        message: fault.message ?? 'An error occurred with our connection to Stripe.',
      },
    },
    { status: fault.status },
  );

export function paymentsHandlers(context: EmulatorContext): RequestHandler[] {
  const api = new URL(CARD_NETWORK_API);
  const on = (path: string) => `${api.origin}${api.pathname}${path}`;
  const answer =
    (operation: string, work: (request: Request, id: string) => Promise<unknown>) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const injected = await applyFault(context, operation, request, cardNetworkFault);
      if (injected) return injected;
      try {
        requirePublishableKey(request);
        const body = await work(request, typeof params.id === 'string' ? params.id : '');
        // Stored before the answer leaves, as the gateway does: a page reloaded the moment a payment was
        // confirmed must find it (it did not, now and then, when the write was still on its way).
        await context.db.flush();
        return json(request, body);
      } catch (error) {
        if (error instanceof CardNetworkError) return failureResponse(request, error);
        throw error;
      }
    };
  return [
    http.options(`${api.origin}/*`, ({ request }) => preflight(request)),
    http.post(
      on('/payment_methods'),
      answer('CreatePaymentMethod', async (request) => createPaymentMethod(context, await formOf(request))),
    ),
    http.post(
      on('/payment_intents/:id/confirm'),
      answer('ConfirmPaymentIntent', async (request, id) =>
        confirmIntent(context, id, await formOf(request)),
      ),
    ),
    http.get(
      on('/payment_intents/:id'),
      answer('RetrievePaymentIntent', (request, id) =>
        Promise.resolve(
          publicIntent(intentFor(context, id, new URL(request.url).searchParams.get('client_secret'))),
        ),
      ),
    ),
    http.post(
      on(emulatedChallengeCancelPath(':id')),
      answer('CancelChallenge', async (request, id) => cancelChallenge(context, id, await formOf(request))),
    ),
    ...issuerHandlers(context, answerChallenge),
  ];
}
