/**
 * The subscriptions module's state: licences, who holds them, the website chatbot, and the billing
 * provider's subscriptions, payment intents and invoices.
 */
import type {
  BillingAddress,
  BillingCustomer,
  BillingSubscription,
  Invoice,
} from '@/contracts/subscriptions';

/**
 * A licence the tenant bought (spec 2 §3 "Licence data"): a plan with limits per counter. The users counter is
 * the number of the tenant's users holding it and the interactions counter their interactions, both computed
 * from `licenceResources`; the chatbot counter is the websites its chatbot runs on (`chatbotsUsed`).
 */
export interface LicenceRecord {
  tenant: string;
  plan_code: string;
  limits: { users: number; interactions?: number; chatbot?: number };
  chatbotsUsed?: number;
  createdAt: string;
}

/** The licence one user of the tenant holds (at most one), with that user's interactions this month. */
export interface LicenceResourceRecord {
  tenant: string;
  /** The holder's sub; the wire shows the holder's current e-mail. */
  sub: string;
  plan_code: string;
  interactions: number;
}

/** Whether the tenant's website chatbot is configured and whether it runs outside the portal (spec 2 §7). */
export interface ChatbotRecord {
  tenant: string;
  hasChatbot: boolean;
  hasExternalChatbot: boolean;
}

export interface SubscriptionsState {
  /** Licences per tenant; a tenant with none gets the starter licence on first use. */
  licences: LicenceRecord[];
  licenceResources: LicenceResourceRecord[];
  chatbots: ChatbotRecord[];
  /** The billing provider's subscriptions (a purchase replaces the tenant's subscription to the same plan). */
  billingSubscriptions: BillingSubscriptionRecord[];
  /** Its payment intents: one per purchase attempt, consumed by the subscription it paid for. */
  paymentIntents: PaymentIntentRecord[];
  invoices: InvoiceRecord[];
}

export interface BillingSubscriptionRecord extends BillingSubscription {
  tenant: string;
  customer: BillingCustomer;
  /** Where it is billed: its renewals' taxes follow it. */
  billing_address: BillingAddress;
  /** Set when a later purchase of the same plan replaced it. */
  replacedAt?: string;
}

export interface PaymentIntentRecord {
  tenant: string;
  id: string;
  amount: number;
  currency_code: 'USD';
  /** The card network's intent and its secret. */
  reference_id: string;
  client_secret: string;
  consumedAt?: string;
  createdAt: string;
}

export interface InvoiceRecord extends Invoice {
  tenant: string;
  subscription_id: string;
  createdAt: string;
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    subscriptions: SubscriptionsState;
  }
}
