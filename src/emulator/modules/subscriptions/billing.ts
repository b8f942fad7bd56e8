import type { Operation } from '@/contracts/operation';
import type {
  ActiveSubscription,
  Addon,
  AddonQuantity,
  BillingAddress,
  BillingSubscription,
  CancelledPaymentIntent,
  CustomerDetails,
  Estimate,
  EstimateParams,
  EstimateReply,
  PaidCard,
  PaymentIntent,
  Plan,
  SubscriptionFields,
  SubscriptionsReply,
  Transaction,
} from '@/contracts/subscriptions';
import * as contract from '@/contracts/subscriptions';

import { newId } from '../../core/db';
import { tenantView } from '../../core/gateway/access';
import {
  badRequest,
  type Fields,
  GatewayError,
  type GatewayOperation,
  implement,
  type OperationInput,
  rawField,
  stringField,
} from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';
import {
  cancelCardIntent,
  cardIntentById,
  cardOfIntent,
  chargeCard,
  openCardIntent,
} from '../payments/handlers';
import { requireTenant } from '../users/operations';

import { addonById, CATALOGUE_ADDONS, CATALOGUE_PLANS, planById } from './catalogue';
import { estimateSubscription, recurringAmount, type ReplacedSubscription, termEnd } from './pricing';
import type { BillingSubscriptionRecord } from './state';

/**
 * The billing provider's methods (spec 2 §7 "Billing methods"), a Chargebee-like site behind the gateway:
 * the catalogue (GET subscriptions/plans, addon_list), estimate_create_subsription, payment_intent_create and
 * subscription_create, plus subscription_list (the active subscriptions and their next invoices) and
 * payment_intent_cancel. Buying is the owner's (`purchase_license`); the catalogue is anyone's. A purchase is
 * paid by a payment intent the card network authorised (or a card charged directly), for exactly the amount the
 * estimate of the same basket gives; it replaces the tenant's subscription to the same plan (credit for its
 * unused days) and sets the licence of that plan to what was bought. The basket of the subscription it would
 * replace, unchanged, is no purchase (409), whatever it would cost.
 */

function objectParam(params: Fields, name: string): Fields {
  const value = rawField(params, name);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`${name} is required.`);
  return value as Fields;
}

function addonsParam(params: Fields): AddonQuantity[] {
  const value = rawField(params, 'addons') ?? [];
  if (!Array.isArray(value)) throw badRequest('addons must be a list.');
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null)
      throw badRequest('Every addon needs an id and a quantity.');
    const fields = item as Fields;
    return { id: stringField(fields, 'id', { required: true, max: 100 }), quantity: Number(fields.quantity) };
  });
}

function addressParam(params: Fields): BillingAddress {
  const fields = objectParam(params, 'billing_address');
  const text = (name: string, max: number) => stringField(fields, name, { max }) || undefined;
  const country = stringField(fields, 'country', { required: true, max: 2 }).toUpperCase();
  return {
    first_name: text('first_name', 150),
    last_name: text('last_name', 150),
    company: text('company', 250),
    phone: text('phone', 50),
    email: text('email', 254),
    line1: text('line1', 150),
    line2: text('line2', 150),
    line3: text('line3', 150),
    city: text('city', 100),
    state_code: text('state_code', 50)?.toUpperCase(),
    state: text('state', 100),
    zip: text('zip', 10),
    country,
  };
}

function estimateParams(params: Fields): EstimateParams {
  const subscription = objectParam(params, 'subscription');
  return {
    billing_address: addressParam(params),
    subscription: { plan_id: stringField(subscription, 'plan_id', { required: true, max: 100 }) },
    addons: addonsParam(params),
  };
}

/** The tenant's active subscription to `planId`, which a purchase of that plan replaces. */
function activeSubscription(context: EmulatorContext, tenant: string, planId: string) {
  return tenantView(context, tenant)
    .rows('subscriptions', 'billingSubscriptions')
    .find((subscription) => subscription.plan_id === planId && !subscription.replacedAt);
}

function replaced(subscription: BillingSubscriptionRecord | undefined): ReplacedSubscription | undefined {
  if (!subscription) return undefined;
  return {
    plan_id: subscription.plan_id,
    recurringAmount: recurringAmount(subscription.plan_id, subscription.addons),
    current_term_start: subscription.current_term_start,
    current_term_end: subscription.current_term_end,
  };
}

/** The estimate of `params` for `tenant` now (400 for a basket the catalogue cannot sell). */
export function estimateFor(context: EmulatorContext, tenant: string, params: EstimateParams): Estimate {
  return estimateSubscription({
    ...params,
    now: context.clock.nowSeconds(),
    replaces: replaced(activeSubscription(context, tenant, params.subscription.plan_id)),
  });
}

function createPaymentIntent(context: EmulatorContext, tenant: string, params: Fields): PaymentIntent {
  const amount = Number(rawField(params, 'amount'));
  if (!Number.isInteger(amount) || amount < 1 || amount > 99_999_999) {
    throw badRequest('amount must be a whole number of cents from 1 to 99999999.');
  }
  if (stringField(params, 'currency_code', { required: true }) !== 'USD') {
    throw badRequest('currency_code must be USD.');
  }
  const card = openCardIntent(context, amount, 'USD');
  const record = tenantView(context, tenant).insert('subscriptions', 'paymentIntents', {
    id: `cbpi_${newId().replaceAll('-', '').slice(0, 20)}`,
    amount,
    currency_code: 'USD',
    reference_id: card.id,
    client_secret: card.client_secret,
    createdAt: context.clock.nowIso(),
  });
  return {
    id: record.id,
    amount,
    currency_code: 'USD',
    status: 'inited',
    gateway: 'stripe',
    reference_id: card.id,
    client_secret: card.client_secret,
  };
}

function customerParam(params: Fields): CustomerDetails {
  const fields = objectParam(params, 'customer');
  return {
    first_name: stringField(fields, 'first_name', { required: true, max: 150 }),
    last_name: stringField(fields, 'last_name', { required: true, max: 150 }),
    email: stringField(fields, 'email', { required: true, max: 254 }),
    company: stringField(fields, 'company', { max: 250 }) || undefined,
    phone: stringField(fields, 'phone', { max: 50 }) || undefined,
  };
}

/** The same add-ons in the same quantities, in any order. */
function sameAddons(left: readonly AddonQuantity[], right: readonly AddonQuantity[]): boolean {
  const quantities = (addons: readonly AddonQuantity[]) =>
    JSON.stringify(
      addons
        .filter(({ quantity }) => quantity > 0)
        .map(({ id, quantity }) => [id, quantity])
        .sort(),
    );
  return quantities(left) === quantities(right);
}

/**
 * Takes the payment for `amount`: the authorised intent named, or the card given; throws what the payer sees.
 * Answers the card that paid (none when nothing was due).
 */
function takePayment(
  context: EmulatorContext,
  tenant: string,
  params: Fields,
  amount: number,
): PaidCard | undefined {
  const intentParam = rawField(params, 'payment_intent');
  if (intentParam !== undefined) {
    const id = stringField(objectParam(params, 'payment_intent'), 'id', { required: true, max: 100 });
    const intent = tenantView(context, tenant)
      .rows('subscriptions', 'paymentIntents')
      .find((candidate) => candidate.id === id);
    if (!intent) throw badRequest(`Unknown payment intent ${id}.`);
    if (intent.consumedAt)
      throw new GatewayError(409, 'This payment intent has already paid for a subscription.');
    if (cardIntentById(context, intent.reference_id)?.status !== 'succeeded') {
      throw new GatewayError(402, 'The payment intent is not authorized.');
    }
    if (intent.amount !== amount) {
      throw badRequest(`The payment intent is for ${intent.amount} cents; the invoice is ${amount} cents.`);
    }
    tenantView(context, tenant).update('subscriptions', 'paymentIntents', (intents) => {
      const stored = intents.find((candidate) => candidate.id === id);
      if (stored) stored.consumedAt = context.clock.nowIso();
    });
    const paid = cardOfIntent(context, intent.reference_id);
    return paid ? { card_type: paid.brand, last4: paid.last4 } : undefined;
  }
  if (rawField(params, 'card') === undefined) {
    if (amount === 0) return undefined;
    throw badRequest('payment_intent or card is required.');
  }
  const card = objectParam(params, 'card');
  const charged = chargeCard(context, {
    number: stringField(card, 'number', { required: true, max: 25 }),
    expMonth: Number(rawField(card, 'expiry_month')),
    expYear: Number(rawField(card, 'expiry_year')),
    cvc: stringField(card, 'cvv', { required: true, max: 4 }),
  });
  if ('error' in charged) throw new GatewayError(402, charged.error.message);
  return { card_type: charged.brand, last4: charged.last4 };
}

/** What a plan with add-ons gives: the licence's limits. */
function limitsOf(plan: Plan, addons: readonly AddonQuantity[]) {
  const fromAddons = (field: 'cf_user_licences' | 'cf_chatbot_websites') =>
    addons.reduce((sum, { id, quantity }) => sum + (addonById(id)?.[field] ?? 0) * quantity, 0);
  const chatbot = plan.cf_chatbot_websites + fromAddons('cf_chatbot_websites');
  return {
    users: plan.cf_user_licences + fromAddons('cf_user_licences'),
    interactions: plan.cf_interactions,
    ...(chatbot > 0 ? { chatbot } : {}),
  };
}

function createSubscription(context: EmulatorContext, tenant: string, params: Fields): Transaction {
  const planId = stringField(params, 'plan_id', { required: true, max: 100 });
  const basket: EstimateParams = {
    billing_address: addressParam(params),
    subscription: { plan_id: planId },
    addons: addonsParam(params),
  };
  const customer = customerParam(params);
  const current = activeSubscription(context, tenant, planId);
  const estimate = estimateFor(context, tenant, basket);
  // Checked before any payment is taken: buying what is held again would charge for nothing new.
  if (current && sameAddons(current.addons, basket.addons)) {
    throw new GatewayError(409, 'This is your current plan: the subscription would not change.');
  }
  const card = takePayment(context, tenant, params, estimate.amount_due);
  const organisation = tenantView(context, tenant);
  const now = context.clock.nowSeconds();
  const plan = planById(planId) as Plan;
  const end = termEnd(now, plan.period_unit);
  const subscription = organisation.insert('subscriptions', 'billingSubscriptions', {
    id: `sub_${newId().replaceAll('-', '').slice(0, 20)}`,
    plan_id: planId,
    addons: basket.addons,
    status: 'active',
    current_term_start: now,
    current_term_end: end,
    next_billing_at: end,
    billing_address: basket.billing_address,
    customer: { id: current?.customer.id ?? `cus_${newId().replaceAll('-', '').slice(0, 20)}`, ...customer },
  });
  if (current) {
    organisation.update('subscriptions', 'billingSubscriptions', (subscriptions) => {
      const stored = subscriptions.find((candidate) => candidate.id === current.id);
      if (stored) stored.replacedAt = context.clock.nowIso();
    });
  }
  const credit = -(estimate.prorate_invoice_estimate?.total ?? 0);
  const invoice = organisation.insert('subscriptions', 'invoices', {
    id: `inv_${newId().replaceAll('-', '').slice(0, 20)}`,
    subscription_id: subscription.id,
    ...estimate.invoice_estimate,
    credits_applied: Math.min(credit, estimate.invoice_estimate.total),
    amount_paid: estimate.amount_due,
    createdAt: context.clock.nowIso(),
  });
  const limits = limitsOf(plan, basket.addons);
  const licence = organisation.rows('subscriptions', 'licences').find((row) => row.plan_code === planId);
  if (licence) {
    organisation.update('subscriptions', 'licences', (licences) => {
      const stored = licences.find((row) => row.plan_code === planId);
      if (stored) stored.limits = limits;
    });
  } else {
    organisation.insert('subscriptions', 'licences', {
      plan_code: planId,
      limits,
      createdAt: context.clock.nowIso(),
    });
  }
  const {
    tenant: _invoiceTenant,
    subscription_id: _subscriptionId,
    createdAt: _created,
    ...publicInvoice
  } = invoice;
  return {
    subscription: publicSubscription(subscription),
    customer: subscription.customer,
    invoice: publicInvoice,
    ...(card ? { card } : {}),
  };
}

/** A subscription as the provider tells it (its tenant, billing address and history are its own). */
function publicSubscription({
  id,
  plan_id,
  addons,
  status,
  current_term_start,
  current_term_end,
  next_billing_at,
}: BillingSubscriptionRecord): BillingSubscription {
  return { id, plan_id, addons, status, current_term_start, current_term_end, next_billing_at };
}

/** The tenant's active subscriptions, each with what its renewal will charge (same basket, its address's taxes). */
function activeSubscriptions(context: EmulatorContext, tenant: string): ActiveSubscription[] {
  return tenantView(context, tenant)
    .rows('subscriptions', 'billingSubscriptions')
    .filter((subscription) => !subscription.replacedAt)
    .map((subscription) => ({
      ...publicSubscription(subscription),
      next_invoice_amount: estimateSubscription({
        billing_address: subscription.billing_address,
        subscription: { plan_id: subscription.plan_id },
        addons: subscription.addons,
        now: subscription.next_billing_at,
      }).invoice_estimate.total,
    }));
}

/**
 * Gives up a payment the owner no longer wants (a 3-D Secure authentication left waiting): cancelled at the card
 * network, so it can never be charged. A paid or used one cannot be: it is a purchase (409).
 */
function cancelPaymentIntent(
  context: EmulatorContext,
  tenant: string,
  params: Fields,
): CancelledPaymentIntent {
  const id = stringField(params, 'id', { required: true, max: 100 });
  const intent = tenantView(context, tenant)
    .rows('subscriptions', 'paymentIntents')
    .find((candidate) => candidate.id === id);
  if (!intent) throw badRequest(`Unknown payment intent ${id}.`);
  if (intent.consumedAt)
    throw new GatewayError(409, 'This payment intent has already paid for a subscription.');
  const outcome = cancelCardIntent(context, intent.reference_id);
  if (outcome === 'succeeded') {
    throw new GatewayError(409, 'This payment went through: complete the purchase instead.');
  }
  return { id, status: 'expired' };
}

/** How operations.ts builds a subscription method: passed in, since operations.ts imports this file. */
type SubscriptionMethod = <Params extends object, Data>(
  operation: Operation<SubscriptionFields<Params>, SubscriptionsReply<Data>, 'subscriptions'>,
  right: 'member' | 'purchase_license',
  handler: NoInfer<(input: OperationInput, params: Fields) => Data | Promise<Data>>,
) => GatewayOperation;

export function billingOperations(method: SubscriptionMethod): GatewayOperation[] {
  return [
    implement(contract.fetchSubscriptions, 'member', ({ context, fields }) => {
      const site = stringField(fields, 'site', { required: true, max: 100 });
      if (site !== context.config.billingSite) throw badRequest(`Unknown site ${site}.`);
      return { code: 200, data: [...CATALOGUE_PLANS] };
    }),
    method(contract.addonList, 'member', (): Addon[] => [...CATALOGUE_ADDONS]),
    method(
      contract.estimateCreateSubscription,
      'purchase_license',
      ({ context, caller }, params): EstimateReply => {
        const basket = estimateParams(params);
        try {
          return estimateFor(context, requireTenant(caller), basket);
        } catch (error) {
          // The provider answers a basket it cannot sell with an errorMessage (spec 2 §7).
          if (error instanceof GatewayError && error.status === 400) return { errorMessage: error.message };
          throw error;
        }
      },
    ),
    method(contract.paymentIntentCreate, 'purchase_license', ({ context, caller }, params) =>
      createPaymentIntent(context, requireTenant(caller), params),
    ),
    method(contract.subscriptionCreate, 'purchase_license', ({ context, caller }, params) =>
      createSubscription(context, requireTenant(caller), params),
    ),
    method(contract.subscriptionList, 'purchase_license', ({ context, caller }) =>
      activeSubscriptions(context, requireTenant(caller)),
    ),
    method(contract.paymentIntentCancel, 'purchase_license', ({ context, caller }, params) =>
      cancelPaymentIntent(context, requireTenant(caller), params),
    ),
  ];
}
