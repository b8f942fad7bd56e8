/** The card network's state: the payment methods cards were turned into, and the payment intents. */
import type { CardPaymentIntent } from '@/contracts/payments';

import type { CardBehaviour } from './cards';

export interface StoredPaymentMethod {
  id: string;
  behaviour: CardBehaviour;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface StoredCardIntent extends Omit<CardPaymentIntent, 'object'> {
  payment_method: string | null;
  /** While the issuer waits for the cardholder: the token in its challenge page's address. */
  challenge: string | null;
  /**
   * The nonces the issuer's page minted for this challenge, one per time a browser frame opened it (issuer.ts):
   * the answer must carry one. Never part of what the merchant's page is told (`publicIntent`).
   */
  pageNonces: string[];
  /** Epoch milliseconds on the emulator clock. */
  createdAt: number;
}

export interface PaymentsState {
  methods: StoredPaymentMethod[];
  intents: StoredCardIntent[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    payments: PaymentsState;
  }
}
