import type { CardPaymentError } from '@/contracts/payments';

/**
 * How the emulated card network treats a card: Stripe's test cards (docs/cloud-protocols.md "Card network").
 * Only the behaviour and the last four digits are kept; the number itself is never stored.
 */
export type CardBehaviour = 'succeeds' | 'challenge' | 'declined';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000002760003184': 'challenge',
  '4000000000009995': 'declined',
};

export const DECLINED: CardPaymentError = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

export const AUTHENTICATION_FAILED: CardPaymentError = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Luhn's check, as every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const cardError = (code: string, message: string, param: string): CardPaymentError => ({
  type: 'card_error',
  code,
  message,
  param,
});

/**
 * Checks a card as Stripe does when a payment method is created; answers the error, or the card's behaviour.
 * `now` decides expiry (a card is valid through the end of its expiry month).
 */
export function checkCard(
  card: CardInput,
  now: Date,
): { error: CardPaymentError } | { behaviour: CardBehaviour; brand: string; last4: string } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { error: cardError('incorrect_number', 'Your card number is incorrect.', 'number') };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return {
      error: cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month'),
    };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50) {
    return { error: cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year') };
  }
  if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { error: cardError('expired_card', 'Your card has expired.', 'exp_month') };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { error: cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc') };
  }
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) {
    return {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'test_mode_live_card',
        message: 'Your card was declined. Your request was in test mode, but used a non test card.',
      },
    };
  }
  return { behaviour, brand: digits.startsWith('4') ? 'visa' : 'unknown', last4: digits.slice(-4) };
}
