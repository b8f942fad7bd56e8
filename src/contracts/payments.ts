/**
 * The card network's wire contract: the part of Stripe's REST API the portal calls from the browser with the
 * tenant's publishable key (form-encoded requests, JSON answers), shared by the portal's payments service and
 * the emulated card network. Shared code: imports nothing from features.
 */

/** Stripe's API; the emulated card network answers on the same host in the demo. */
export const CARD_NETWORK_API = 'https://api.stripe.com/v1';

export interface CardPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

export interface CardPaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

export interface CardPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  /** When 3-D Secure is required: the issuer's challenge page. */
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error: CardPaymentError | null;
}

/** Every failure: `{ error }` with HTTP 402 (card errors) or 400. */
export interface CardNetworkFailure {
  error: CardPaymentError & { payment_intent?: CardPaymentIntent };
}

/** The cardholder's answer on the issuer's challenge page (Stripe's test page has a Complete and a Fail button). */
export type ChallengeOutcome = 'complete' | 'fail';
/**
 * The demo only: the challenge's frame was closed unanswered (form: client_secret), so the authentication
 * fails, as when Stripe.js's own challenge is dismissed.
 */
export const emulatedChallengeCancelPath = (intentId: string) =>
  `/payment_intents/${intentId}/emulated_challenge/cancel`;
