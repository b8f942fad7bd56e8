import type {
  ActiveSubscription,
  Addon,
  AddonQuantity,
  BillingAddress,
  CustomerDetails,
  EstimateParams,
  Licence,
  Plan,
  SubscriptionCreateParams,
  Transaction,
} from '@/contracts/subscriptions';
import { planCodeOf } from '@/contracts/subscriptions';

import { licenceRow } from './licences';

/** Spec 2 §9: the estimate and the payment intent wait for 2 s without an edit, checked every second. */
export const ESTIMATE_QUIET_MS = 2_000;
export const ESTIMATE_POLL_MS = 1_000;

/** Spec 2 §4/§9: deploy-the-bot is pre-checked (and the count locked) from these plan limits. */
export const DEPLOY_THE_BOT_MIN_USERS = 10;

export const PLAN_CODES = ['pro', 'business'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const DEFAULT_PLAN_CODE: PlanCode = 'pro';

/** Spec 2 §3: the bill option's two values, as the spec names them. */
export type BillOption = 'monthly' | 'annualy';

/** Spec 2 §5 and §9: the form's limits. */
export const LIMITS = {
  licenceDigits: 3,
  address: 150,
  city: 100,
  zip: 10,
  state: 100,
  cardFirstName: 50,
  cardLastName: 50,
  cardNumber: 25,
  cardExpMonth: 2,
  cardExpYear: 4,
  cardCVV: 4,
} as const;

export const DEFAULT_COUNTRY = 'US';

export interface BillingFields {
  billing_first_name: string;
  billing_last_name: string;
  billing_company_name: string;
  billing_phone_number: string;
  billing_email: string;
  billing_address_line_1: string;
  billing_address_line_2: string;
  billing_address_line_3: string;
  billing_city: string;
  billing_zip: string;
  billing_country: string;
  billing_country_name: string;
  billing_state_code: string;
  billing_state: string;
}

/** The key of the billing section's draft (src/lib/form-draft.ts; issue 21 §4.5). The card is never kept. */
export const BILLING_DRAFT = 'subscriptions/billing';

export const isBillingFields = (value: unknown): value is BillingFields =>
  typeof value === 'object' &&
  value !== null &&
  [
    'billing_first_name',
    'billing_last_name',
    'billing_company_name',
    'billing_phone_number',
    'billing_email',
    'billing_address_line_1',
    'billing_address_line_2',
    'billing_address_line_3',
    'billing_city',
    'billing_zip',
    'billing_country',
    'billing_country_name',
    'billing_state_code',
    'billing_state',
  ].every((name) => typeof (value as Record<string, unknown>)[name] === 'string');

/** Spec 2 §3 "Order state", without the card (which never enters the store). */
export interface Order {
  planCode: PlanCode;
  billOption: BillOption;
  numberOfLicences: string;
  addNumberOfLicences: string;
  deployTheBot: boolean;
  billing: BillingFields;
}

export interface CardFields {
  cardFirstName: string;
  cardLastName: string;
  cardNumber: string;
  cardExpMonth: string;
  cardExpYear: string;
  cardCVV: string;
}

export const EMPTY_CARD: CardFields = {
  cardFirstName: '',
  cardLastName: '',
  cardNumber: '',
  cardExpMonth: '',
  cardExpYear: '',
  cardCVV: '',
};

/** The billing fields prefilled from the profile's attributes (spec 2 §3); the country defaults to US. */
export function billingFromProfile(attributes: Record<string, string>, countryName: string): BillingFields {
  const read = (name: string) => (attributes[name] ?? '').trim();
  return {
    billing_first_name: read('given_name'),
    billing_last_name: read('family_name'),
    billing_company_name: read('custom:company_name'),
    billing_phone_number: read('phone_number'),
    billing_email: read('email'),
    billing_address_line_1: '',
    billing_address_line_2: '',
    billing_address_line_3: '',
    billing_city: '',
    billing_zip: '',
    billing_country: DEFAULT_COUNTRY,
    billing_country_name: countryName,
    billing_state_code: '',
    billing_state: '',
  };
}

/** Spec 1 §2 / spec 2 §2: `?plan={plan_code}` picks the family; `?annual=0` selects annual billing (sic). */
export function orderFromQuery(query: URLSearchParams): { planCode?: PlanCode; billOption: BillOption } {
  const plan = query.get('plan');
  const planCode = PLAN_CODES.find((code) => code === plan || (plan !== null && planCodeOf(plan) === code));
  return { planCode, billOption: query.get('annual') === '0' ? 'annualy' : 'monthly' };
}

/** Spec 2 §4: 'pro' unless a business licence has user licences available, or the query names the plan. */
export function defaultPlanCode(licences: readonly Licence[], fromQuery?: PlanCode): PlanCode {
  if (fromQuery) return fromQuery;
  const businessAvailable = licences.some(
    (licence) => planCodeOf(licence.plan_code) === 'business' && licenceRow(licence).available > 0,
  );
  return businessAvailable ? 'business' : DEFAULT_PLAN_CODE;
}

export const periodOf = (billOption: BillOption): Plan['period_unit'] =>
  billOption === 'annualy' ? 'year' : 'month';

export function planFor(
  plans: readonly Plan[],
  planCode: PlanCode,
  billOption: BillOption,
): Plan | undefined {
  const period = periodOf(billOption);
  return plans.find((plan) => planCodeOf(plan.id) === planCode && plan.period_unit === period);
}

/** Spec 2 §4: the plan's users limit at least 10 and a chatbot website. */
export const deployTheBotByDefault = (plan: Plan | undefined): boolean =>
  Boolean(plan && plan.cf_user_licences >= DEPLOY_THE_BOT_MIN_USERS && plan.cf_chatbot_websites > 0);

const applicable = (plan: Plan, addons: readonly Addon[]) =>
  addons.filter((addon) => plan.applicable_addons.some((item) => item.id === addon.id));

/** The chatbot add-on (chatbot sites and licences) a plan may take. */
export const chatbotAddonFor = (plan: Plan, addons: readonly Addon[]) =>
  applicable(plan, addons).find((addon) => addon.cf_chatbot_websites > 0);

/** The licence add-on (one licence, no sites) a plan may take. */
export const licenceAddonFor = (plan: Plan, addons: readonly Addon[]) =>
  applicable(plan, addons).find((addon) => addon.cf_chatbot_websites === 0 && addon.cf_user_licences === 1);

/** Spec 2 §4 "Plan info text": interactions, user licences and chatbot websites (the page spells it one way). */
export function planInfo(plan: Plan): string {
  const count = (value: number, one: string, many: string) =>
    `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;
  return [
    `${count(plan.cf_interactions, 'interaction', 'interactions')} per month`,
    count(plan.cf_user_licences, 'user licence', 'user licences'),
    count(plan.cf_chatbot_websites, 'chatbot website', 'chatbot websites'),
  ].join(' · ');
}

/** A whole number from a licence field (3 digits at most); anything else is 0. */
export const licenceCount = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : 0);

/** Spec 2 §3 "Basket item". */
export interface BasketItem {
  id: string;
  count: number;
  name: string;
  /** Cents per unit. */
  price: number;
  total: number;
  description: string;
  planInfo?: string;
}

export interface Basket {
  plan: Plan;
  items: BasketItem[];
  addons: AddonQuantity[];
  /** When deploy-the-bot locks the count: the licences the purchase adds (spec 2 §4 "fixed licences"). */
  fixedLicences?: number;
  /** The licence's user limit after the purchase. */
  licencesAfter: number;
}

/**
 * Spec 2 §4 "Pricing": the plan is one item (count 1, its users included); deploy-the-bot adds the chatbot
 * add-on (sites and licences); the licence add-on (one licence each) covers the licences asked beyond what the
 * plan (and the chatbot add-on) include, plus the additional licences. With the bot, the count is locked to the
 * fixed licences: plan licences plus chatbot add-on licences, minus the licences of this plan the tenant holds.
 */
export function basketOf(
  order: Pick<Order, 'numberOfLicences' | 'addNumberOfLicences' | 'deployTheBot'>,
  plan: Plan,
  addons: readonly Addon[],
  existingLicences: number,
): Basket {
  const items: BasketItem[] = [
    {
      id: plan.id,
      count: 1,
      name: plan.name,
      price: plan.price,
      total: plan.price,
      description: plan.description,
      planInfo: planInfo(plan),
    },
  ];
  const quantities: AddonQuantity[] = [];
  const add = (addon: Addon, count: number) => {
    items.push({
      id: addon.id,
      count,
      name: addon.name,
      price: addon.price,
      total: addon.price * count,
      description: addon.description,
    });
    quantities.push({ id: addon.id, quantity: count });
  };
  const chatbot = order.deployTheBot ? chatbotAddonFor(plan, addons) : undefined;
  if (chatbot) add(chatbot, 1);
  const included = plan.cf_user_licences + (chatbot?.cf_user_licences ?? 0);
  const extra = licenceCount(order.addNumberOfLicences);
  const beyondIncluded = chatbot ? 0 : Math.max(0, licenceCount(order.numberOfLicences) - included);
  const licenceAddon = licenceAddonFor(plan, addons);
  if (licenceAddon && beyondIncluded + extra > 0) add(licenceAddon, beyondIncluded + extra);
  const licencesAfter = included + (licenceAddon ? beyondIncluded + extra : 0);
  return {
    plan,
    items,
    addons: quantities,
    ...(chatbot ? { fixedLicences: Math.max(0, included - existingLicences) } : {}),
    licencesAfter,
  };
}

export function billingAddressOf(billing: BillingFields): BillingAddress {
  const text = (value: string) => value.trim() || undefined;
  return {
    first_name: text(billing.billing_first_name),
    last_name: text(billing.billing_last_name),
    company: text(billing.billing_company_name),
    phone: text(billing.billing_phone_number),
    email: text(billing.billing_email),
    line1: text(billing.billing_address_line_1),
    line2: text(billing.billing_address_line_2),
    line3: text(billing.billing_address_line_3),
    city: text(billing.billing_city),
    state_code: text(billing.billing_state_code),
    state: text(billing.billing_state),
    zip: text(billing.billing_zip),
    country: billing.billing_country,
  };
}

/** estimate_create_subsription's params (spec 2 §7). */
export function estimateParamsOf(basket: Basket, billing: BillingFields): EstimateParams {
  const { line1, city, state_code, zip, country } = billingAddressOf(billing);
  return {
    billing_address: { line1, city, state_code, zip, country },
    subscription: { plan_id: basket.plan.id },
    addons: basket.addons,
  };
}

/**
 * The customer: the billing person, or the card holder when the billing name is empty, and the signed-in user's
 * e-mail when the billing e-mail is (the provider needs a name and an e-mail; billing fields are optional).
 */
export function customerOf(
  billing: BillingFields,
  card: Pick<CardFields, 'cardFirstName' | 'cardLastName'>,
  userEmail: string,
): CustomerDetails {
  const address = billingAddressOf(billing);
  return {
    first_name: address.first_name ?? card.cardFirstName.trim(),
    last_name: address.last_name ?? card.cardLastName.trim(),
    email: address.email ?? userEmail,
    ...(address.company ? { company: address.company } : {}),
    ...(address.phone ? { phone: address.phone } : {}),
  };
}

/** subscription_create's params, paid by the authorised payment intent (spec 2 §7). */
export function subscriptionParamsOf(
  estimate: EstimateParams,
  billing: BillingFields,
  customer: CustomerDetails,
  paymentIntentId: string | null,
): SubscriptionCreateParams {
  return {
    plan_id: estimate.subscription.plan_id,
    auto_collection: 'off',
    billing_address: billingAddressOf(billing),
    customer,
    addons: estimate.addons,
    ...(paymentIntentId ? { payment_intent: { id: paymentIntentId } } : {}),
  };
}

/** Spec 2 §5: the required billing fields (none: billing is always complete). */
export const REQUIRED_BILLING_FIELDS: readonly (keyof BillingFields)[] = [];

export const billingComplete = (billing: BillingFields) =>
  REQUIRED_BILLING_FIELDS.every((field) => billing[field].trim() !== '');

/**
 * Spec 2 §5: every card field required, within its length; beyond the spec, the shapes a card network accepts
 * (digits, a real month, a four-digit year, a 3–4 digit CVV), so a typo is caught before it is sent.
 */
export function cardErrors(card: CardFields, now: Date): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  for (const [field, value] of Object.entries(card) as [keyof CardFields, string][]) {
    if (!value.trim()) errors[field] = 'Required';
    else if (value.length > LIMITS[field]) errors[field] = `At most ${LIMITS[field]} characters`;
  }
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!errors.cardNumber && !/^\d{12,19}$/.test(digits)) errors.cardNumber = 'Enter the digits on the card';
  const month = Number(card.cardExpMonth);
  if (!errors.cardExpMonth && !(/^\d{1,2}$/.test(card.cardExpMonth) && month >= 1 && month <= 12)) {
    errors.cardExpMonth = 'Enter the month as MM';
  }
  const year = Number(card.cardExpYear);
  if (!errors.cardExpYear && !/^\d{4}$/.test(card.cardExpYear)) errors.cardExpYear = 'Enter the year as YYYY';
  else if (
    !errors.cardExpYear &&
    !errors.cardExpMonth &&
    year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1
  ) {
    errors.cardExpYear = CARD_EXPIRED;
  }
  if (!errors.cardCVV && !/^\d{3,4}$/.test(card.cardCVV)) errors.cardCVV = 'Enter the 3 or 4 digits';
  return errors;
}

const CARD_EXPIRED = 'The card has expired';

/**
 * The card errors shown as soon as the value is typed, before any Purchase (issue 21): an expiry in the past is
 * refused on the field. The others wait for a failed Purchase (spec 2 §5).
 */
export function immediateCardErrors(card: CardFields, now: Date): Partial<Record<keyof CardFields, string>> {
  return cardErrors(card, now).cardExpYear === CARD_EXPIRED ? { cardExpYear: CARD_EXPIRED } : {};
}

/** The same add-ons in the same quantities, in any order (what makes a basket the subscription held). */
export function sameAddons(left: readonly AddonQuantity[], right: readonly AddonQuantity[]): boolean {
  const key = (addons: readonly AddonQuantity[]) =>
    addons
      .filter(({ quantity }) => quantity > 0)
      .map(({ id, quantity }) => `${id}×${quantity}`)
      .sort()
      .join(',');
  return key(left) === key(right);
}

/** The active subscription this basket would replace, when it would change nothing (issue 21: no purchase). */
export const heldUnchanged = (basket: Basket, current: readonly ActiveSubscription[]) =>
  current.find(
    (subscription) =>
      subscription.plan_id === basket.plan.id && sameAddons(subscription.addons, basket.addons),
  );

/** One line of the Current plan panel. */
export interface CurrentPlanRow {
  id: string;
  name: string;
  period: 'Monthly' | 'Annual';
  /** Of the plan's licence: users holding one, and how many it allows (null when the licences did not load). */
  licencesUsed: number | null;
  licencesTotal: number | null;
  /** Epoch seconds. */
  renewsAt: number;
  /** Cents. */
  nextInvoiceAmount: number;
}

/** The active subscriptions as the Current plan panel shows them, with their licences' use. */
export function currentPlanRows(
  current: readonly ActiveSubscription[],
  plans: readonly Plan[],
  licences: readonly Licence[] | undefined,
): CurrentPlanRow[] {
  return current.map((subscription) => {
    const plan = plans.find((candidate) => candidate.id === subscription.plan_id);
    const users = licences?.find((licence) => licence.plan_code === subscription.plan_id)?.counters.users;
    return {
      id: subscription.id,
      name: plan?.name ?? subscription.plan_id,
      period: (plan?.period_unit ?? 'month') === 'year' ? 'Annual' : 'Monthly',
      licencesUsed: users?.counter ?? null,
      licencesTotal: users?.limit ?? null,
      renewsAt: subscription.next_billing_at,
      nextInvoiceAmount: subscription.next_invoice_amount,
    };
  });
}

/** The confirmation of a purchase (spec 2's "Subscription Create Result", as issue 21 asks it). */
export interface Receipt {
  /** What was bought: the plan and its add-ons, by name. */
  items: { name: string; count: number }[];
  /** Cents. */
  amountCharged: number;
  /** The card that paid (brand and last four digits); null when nothing was charged. */
  card: { brand: string; last4: string } | null;
  invoiceNumber: string;
  /** Epoch seconds. */
  nextInvoiceAt: number;
}

/** The receipt of a successful purchase; undefined when the answer lacks what it needs. */
export function receiptOf(
  transaction: Transaction,
  plans: readonly Plan[],
  addons: readonly Addon[],
): Receipt | undefined {
  const { subscription, invoice, card } = transaction;
  if (!subscription || !invoice) return undefined;
  const plan = plans.find((candidate) => candidate.id === subscription.plan_id);
  return {
    items: [
      { name: plan?.name ?? subscription.plan_id, count: 1 },
      ...subscription.addons.map(({ id, quantity }) => ({
        name: addons.find((addon) => addon.id === id)?.name ?? id,
        count: quantity,
      })),
    ],
    amountCharged: invoice.amount_paid,
    card: card ? { brand: card.card_type, last4: card.last4 } : null,
    invoiceNumber: invoice.id,
    nextInvoiceAt: subscription.next_billing_at,
  };
}

/** A card brand as people write it ("visa" → "Visa", "american_express" → "American Express"). */
export const brandName = (brand: string) =>
  brand
    .split(/[_\s]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A date (epoch seconds) as the page shows it: "Apr 6, 2026". */
export const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** Cents as US dollars (spec 2 §9: USD, cents ÷ 100). */
export const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
