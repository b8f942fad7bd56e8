/**
 * The subscriptions (licences, billing) wire contract (spec 2 §3 and §7), shared by the portal and the emulated
 * gateway so that both sides speak the same shapes. Shared code: imports nothing from features.
 */
import { defineOperation, type NoFields } from './operation';

/** One counter of a licence (spec 2 §3 "Licence data"). */
export interface LicenceCounter {
  counterLimit: number;
  limit: number;
  counter: number;
}

export interface Licence {
  plan_code: string;
  /** The plan as people call it ('Pro Monthly'); the code is for machines. */
  plan_name?: string;
  counters: Partial<Record<'users' | 'chatbot' | 'interactions', LicenceCounter>>;
}

/** The licence a user holds, and that user's own counters. */
export interface LicenceResource {
  tenant: string;
  /** The user's e-mail. */
  user: string;
  plan_code: string;
  counters: Record<string, { counter: number; reset: boolean; resetAt: number }>;
}

/**
 * POST subscriptions: body {AccessToken, site, method, params} plus the envelope (ApiCall = method).
 * Every reply is { code, data } with code 200 on success, or { code, message } on failure.
 */
export interface SubscriptionsReply<T> {
  code: number;
  message?: string;
  data?: T;
}

export interface LicenceList {
  licenses: Licence[];
  resources: LicenceResource[];
}

export interface InteractionCounters {
  total: number;
  used: number;
  overflow: number;
}

/** hasConfiguredChatbot, merged with hasExternalChatbot when hasChatbot is true (spec 2 §7). */
export interface ChatbotStatus {
  hasChatbot: boolean;
  chatbotLicense: boolean;
  userLicenses: boolean;
  hasExternalChatbot?: boolean;
}

export interface OwnerInfo {
  isOwner: boolean;
  owner: { name: string; email: string };
}

/** change_user_license params; `newLicense` null takes the user's licence back. */
export interface ChangeLicenceParams {
  user: string;
  oldLicense: string | null;
  newLicense: string | null;
}

/**
 * A plan of the billing provider's catalogue (spec 2 §3 "Plan"). The id starts with the plan code ('pro',
 * 'business') and an underscore; it is also the plan_code of the licence a purchase gives. Prices in cents.
 */
export interface Plan {
  id: string;
  name: string;
  period_unit: 'month' | 'year';
  description: string;
  price: number;
  invoice_name: string;
  applicable_addons: { id: string }[];
  cf_interactions: number;
  cf_user_licences: number;
  cf_chatbot_websites: number;
}

/** An add-on of the catalogue (spec 2 §3 "Addon"): what one unit gives and costs (cents). */
export interface Addon {
  id: string;
  name: string;
  period_unit: 'month' | 'year';
  price: number;
  invoice_name: string;
  description: string;
  cf_user_licences: number;
  cf_chatbot_websites: number;
}

export interface BillingAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  phone?: string;
  email?: string;
  line1?: string;
  line2?: string;
  line3?: string;
  city?: string;
  state_code?: string;
  state?: string;
  zip?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface AddonQuantity {
  id: string;
  quantity: number;
}

/** estimate_create_subsription params (spec 2 §7; the method's name is the provider's, typo included). */
export interface EstimateParams {
  billing_address: Pick<BillingAddress, 'line1' | 'city' | 'state_code' | 'zip' | 'country'>;
  subscription: { plan_id: string };
  addons: AddonQuantity[];
}

export interface EstimateLineItem {
  id: string;
  entity_type: 'plan' | 'addon' | 'proration';
  entity_id: string;
  description: string;
  quantity: number;
  unit_amount: number;
  amount: number;
  /** Epoch seconds: the period the line pays for. */
  date_from: number;
  date_to: number;
}

export interface EstimateTax {
  name: string;
  description: string;
  amount: number;
}

export interface LineItemTax {
  line_item_id: string;
  tax_name: string;
  /** Percent. */
  tax_rate: number;
  taxable_amount: number;
  tax_amount: number;
}

/** The first invoice of the new subscription: its lines, taxes and total, in cents. */
export interface InvoiceEstimate {
  sub_total: number;
  total: number;
  line_items: EstimateLineItem[];
  taxes: EstimateTax[];
  line_item_taxes: LineItemTax[];
}

/** The credit for the unused part of the subscription a purchase replaces (negative amounts, cents). */
export interface ProrateEstimate {
  total: number;
  line_items: EstimateLineItem[];
}

export interface Estimate {
  invoice_estimate: InvoiceEstimate;
  prorate_invoice_estimate?: ProrateEstimate;
  /** What will be charged: the invoice less the credit, never below 0. */
  amount_due: number;
}

/** The estimate method's answer: the provider's error when the basket cannot be estimated (spec 2 §7). */
export type EstimateReply = Estimate | { errorMessage: string };

export interface PaymentIntentParams {
  amount: number;
  currency_code: 'USD';
}

/**
 * A payment intent of the billing provider (spec 2 §3): the amount to authorise, and the card network's intent
 * behind it (`reference_id`, with the `client_secret` the browser confirms it with).
 */
export interface PaymentIntent {
  id: string;
  amount: number;
  currency_code: 'USD';
  status: 'inited' | 'in_progress' | 'authorized' | 'consumed' | 'expired';
  gateway: 'stripe';
  reference_id: string;
  client_secret: string;
}

export interface CustomerDetails {
  first_name: string;
  last_name: string;
  email: string;
  company?: string;
  phone?: string;
}

export interface CardDetails {
  first_name: string;
  last_name: string;
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvv: string;
}

/** subscription_create params (spec 2 §7): paid by an authorised payment intent, or by a card. */
export interface SubscriptionCreateParams {
  plan_id: string;
  auto_collection: 'off';
  billing_address: BillingAddress;
  customer: CustomerDetails;
  addons: AddonQuantity[];
  payment_intent?: { id: string };
  card?: CardDetails;
}

export interface BillingSubscription {
  id: string;
  plan_id: string;
  addons: AddonQuantity[];
  status: 'active';
  current_term_start: number;
  current_term_end: number;
  /** Epoch seconds: when it renews, i.e. its next invoice (the end of the current term). */
  next_billing_at: number;
}

/** subscription_list's item: an active subscription and what its next invoice will charge (cents, taxes in). */
export interface ActiveSubscription extends BillingSubscription {
  next_invoice_amount: number;
}

/** payment_intent_cancel params: the provider's payment intent to give up (it is cancelled at the card network). */
export interface PaymentIntentCancelParams {
  id: string;
}

/** payment_intent_cancel's answer. */
export interface CancelledPaymentIntent {
  id: string;
  status: 'expired';
}

/** The card a purchase was paid with, as the provider tells it (never the number). */
export interface PaidCard {
  card_type: string;
  last4: string;
}

export interface BillingCustomer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company?: string;
}

export interface Invoice extends InvoiceEstimate {
  id: string;
  credits_applied: number;
  amount_paid: number;
}

/**
 * subscription_create's answer (spec 2 §3 "Transaction"): success needs both subscription and customer. `card`:
 * what paid, when a card did (nothing is charged when a credit covers the invoice).
 */
export interface Transaction {
  subscription?: BillingSubscription;
  customer?: BillingCustomer;
  invoice?: Invoice;
  card?: PaidCard;
}

/** The plan code of a plan id: what comes before the first underscore ('pro', 'business'). */
export const planCodeOf = (planId: string) => planId.split('_')[0] ?? planId;

// ---- Operations ------------------------------------------------------------------------------------------------

/**
 * POST subscriptions: the subscription service's methods. `site` is the tenant's billing site, `method` the
 * method's name (the same as the ApiCall), `params` its parameters.
 */
export interface SubscriptionFields<Params extends object = NoFields> {
  site: string;
  method: string;
  params: Params;
}

/** GET subscriptions/plans: the billing provider's catalogue for the site. */
export const fetchSubscriptions = defineOperation<{ site: string }, SubscriptionsReply<Plan[]>>()({
  api: 'portal',
  method: 'GET',
  path: 'subscriptions/plans',
  apiCall: 'FetchSubscriptions',
});

/** total (the licences' interactions), used, overflow. */
export const getTenantInteractionCounters = defineOperation<
  SubscriptionFields,
  SubscriptionsReply<InteractionCounters>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'getTenantInteractionCounters' });

export const hasConfiguredChatbot = defineOperation<SubscriptionFields, SubscriptionsReply<ChatbotStatus>>()({
  api: 'portal',
  method: 'POST',
  path: 'subscriptions',
  apiCall: 'hasConfiguredChatbot',
});

export const hasExternalChatbot = defineOperation<
  SubscriptionFields,
  SubscriptionsReply<{ hasExternalChatbot: boolean }>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'hasExternalChatbot' });

/** `username`: an e-mail or a sub. */
export const getOwnerInfo = defineOperation<
  SubscriptionFields<{ username: string }>,
  SubscriptionsReply<OwnerInfo>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'getOwnerInfo' });

export const licenseList = defineOperation<SubscriptionFields, SubscriptionsReply<LicenceList>>()({
  api: 'portal',
  method: 'POST',
  path: 'subscriptions',
  apiCall: 'license_list',
});

/** Administrators (license_manager): 400 when the new licence is full, 409 when oldLicense is not the user's. */
export const changeUserLicense = defineOperation<
  SubscriptionFields<ChangeLicenceParams>,
  SubscriptionsReply<Record<string, never>>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'change_user_license' });

export const addonList = defineOperation<SubscriptionFields, SubscriptionsReply<Addon[]>>()({
  api: 'portal',
  method: 'POST',
  path: 'subscriptions',
  apiCall: 'addon_list',
});

/** The method's name is the provider's, typo included. */
export const estimateCreateSubscription = defineOperation<
  SubscriptionFields<EstimateParams>,
  SubscriptionsReply<EstimateReply>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'estimate_create_subsription' });

export const paymentIntentCreate = defineOperation<
  SubscriptionFields<PaymentIntentParams>,
  SubscriptionsReply<PaymentIntent>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'payment_intent_create' });

export const subscriptionCreate = defineOperation<
  SubscriptionFields<SubscriptionCreateParams>,
  SubscriptionsReply<Transaction>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'subscription_create' });

export const subscriptionList = defineOperation<
  SubscriptionFields,
  SubscriptionsReply<ActiveSubscription[]>
>()({
  api: 'portal',
  method: 'POST',
  path: 'subscriptions',
  apiCall: 'subscription_list',
});

export const paymentIntentCancel = defineOperation<
  SubscriptionFields<PaymentIntentCancelParams>,
  SubscriptionsReply<CancelledPaymentIntent>
>()({ api: 'portal', method: 'POST', path: 'subscriptions', apiCall: 'payment_intent_cancel' });
