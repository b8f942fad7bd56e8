import type {
  AddonQuantity,
  Estimate,
  EstimateLineItem,
  EstimateParams,
  EstimateTax,
  LineItemTax,
  Plan,
  ProrateEstimate,
} from '@/contracts/subscriptions';

import { badRequest } from '../../core/gateway/envelope';

import { addonById, planById } from './catalogue';

/**
 * The emulated billing provider's pricing: an estimate of a new subscription (its first invoice, with taxes by
 * country and US state, and the credit for the unused part of the subscription it replaces). The invoice
 * subscription_create issues is computed by the same function, so what the page showed is what is charged.
 */

/** Sales tax by US state (percent; states not listed charge none on software). */
const US_STATE_TAX: Readonly<Record<string, number>> = {
  CA: 7.25,
  FL: 6,
  IL: 6.25,
  MA: 6.25,
  NJ: 6.625,
  NY: 4,
  PA: 6,
  TX: 6.25,
  WA: 6.5,
};

/** VAT or GST by country (percent); other countries: none. */
const COUNTRY_TAX: Readonly<Record<string, { name: string; rate: number }>> = {
  AU: { name: 'GST', rate: 10 },
  CA: { name: 'GST', rate: 5 },
  DE: { name: 'VAT', rate: 19 },
  DK: { name: 'VAT', rate: 25 },
  ES: { name: 'VAT', rate: 21 },
  FR: { name: 'VAT', rate: 20 },
  GB: { name: 'VAT', rate: 20 },
  IE: { name: 'VAT', rate: 23 },
  IT: { name: 'VAT', rate: 22 },
  NL: { name: 'VAT', rate: 21 },
  NZ: { name: 'GST', rate: 15 },
  SE: { name: 'VAT', rate: 25 },
};

export function taxFor(country: string, stateCode?: string): { name: string; rate: number } | undefined {
  if (country === 'US') {
    const rate = stateCode ? US_STATE_TAX[stateCode] : undefined;
    return rate ? { name: `${stateCode} Sales Tax`, rate } : undefined;
  }
  return COUNTRY_TAX[country];
}

const DAY_SECONDS = 24 * 60 * 60;

/** The end of a term that starts at `start` (epoch seconds): one calendar month or year later, UTC. */
export function termEnd(start: number, period: Plan['period_unit']): number {
  const date = new Date(start * 1000);
  if (period === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** The subscription a purchase replaces: its recurring amount and current term. */
export interface ReplacedSubscription {
  plan_id: string;
  recurringAmount: number;
  current_term_start: number;
  current_term_end: number;
}

export interface PricingInput extends EstimateParams {
  /** Epoch seconds: when the new term starts. */
  now: number;
  replaces?: ReplacedSubscription;
}

function checkedBasket(params: EstimateParams): { plan: Plan; addons: AddonQuantity[] } {
  const plan = planById(params.subscription.plan_id);
  if (!plan) throw badRequest(`Unknown plan ${params.subscription.plan_id}.`);
  const seen = new Set<string>();
  for (const { id, quantity } of params.addons) {
    if (!addonById(id)) throw badRequest(`Unknown addon ${id}.`);
    if (!plan.applicable_addons.some((addon) => addon.id === id)) {
      throw badRequest(`The addon ${id} is not applicable to ${plan.id}.`);
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) {
      throw badRequest(`The quantity of ${id} must be a whole number from 1 to 999.`);
    }
    if (seen.has(id)) throw badRequest(`The addon ${id} is listed twice.`);
    seen.add(id);
  }
  if (!/^[A-Z]{2}$/.test(params.billing_address.country)) {
    throw badRequest('billing_address.country must be a two-letter country code.');
  }
  return { plan, addons: params.addons };
}

/** The recurring amount of a plan with add-ons, in cents. */
export function recurringAmount(planId: string, addons: readonly AddonQuantity[]): number {
  const plan = planById(planId);
  return (
    (plan?.price ?? 0) +
    addons.reduce((sum, { id, quantity }) => sum + (addonById(id)?.price ?? 0) * quantity, 0)
  );
}

/**
 * Credit for the days left of the replaced term, the day in progress counted whole. By days, so that an estimate
 * and the invoice of the same basket agree unless a day of the term ends between them (by seconds they never
 * would): the intent authorised for the estimate's amount pays the invoice.
 */
function proration(replaces: ReplacedSubscription, now: number): ProrateEstimate | undefined {
  const termDays = Math.round((replaces.current_term_end - replaces.current_term_start) / DAY_SECONDS);
  const daysLeft = Math.ceil((replaces.current_term_end - now) / DAY_SECONDS);
  if (termDays <= 0 || daysLeft <= 0) return undefined;
  const credit = Math.round((replaces.recurringAmount * daysLeft) / termDays);
  if (credit <= 0) return undefined;
  const plan = planById(replaces.plan_id);
  const item: EstimateLineItem = {
    id: 'li_proration',
    entity_type: 'proration',
    entity_id: replaces.plan_id,
    description: `Unused time on ${plan?.invoice_name ?? replaces.plan_id} (${daysLeft} of ${termDays} days)`,
    quantity: 1,
    unit_amount: -credit,
    amount: -credit,
    date_from: now,
    date_to: replaces.current_term_end,
  };
  return { total: -credit, line_items: [item] };
}

/** The estimate of a new subscription (throws the gateway's 400 for a basket the catalogue cannot sell). */
export function estimateSubscription(input: PricingInput): Estimate {
  const { plan, addons } = checkedBasket(input);
  const from = input.now;
  const to = termEnd(from, plan.period_unit);
  const lineItems: EstimateLineItem[] = [
    {
      id: 'li_plan',
      entity_type: 'plan',
      entity_id: plan.id,
      description: plan.invoice_name,
      quantity: 1,
      unit_amount: plan.price,
      amount: plan.price,
      date_from: from,
      date_to: to,
    },
    ...addons.map(({ id, quantity }, index): EstimateLineItem => {
      const addon = addonById(id);
      const price = addon?.price ?? 0;
      return {
        id: `li_addon_${index + 1}`,
        entity_type: 'addon',
        entity_id: id,
        description: addon?.invoice_name ?? id,
        quantity,
        unit_amount: price,
        amount: price * quantity,
        date_from: from,
        date_to: to,
      };
    }),
  ];
  const tax = taxFor(input.billing_address.country, input.billing_address.state_code);
  const lineItemTaxes: LineItemTax[] = tax
    ? lineItems.map((item) => ({
        line_item_id: item.id,
        tax_name: tax.name,
        tax_rate: tax.rate,
        taxable_amount: item.amount,
        tax_amount: Math.round((item.amount * tax.rate) / 100),
      }))
    : [];
  const taxTotal = lineItemTaxes.reduce((sum, item) => sum + item.tax_amount, 0);
  const taxes: EstimateTax[] =
    tax && taxTotal > 0
      ? [{ name: tax.name, description: `${tax.name} @ ${tax.rate}%`, amount: taxTotal }]
      : [];
  const subTotal = lineItems.reduce((sum, item) => sum + item.amount, 0);
  const total = subTotal + taxTotal;
  const prorate = input.replaces ? proration(input.replaces, from) : undefined;
  return {
    invoice_estimate: {
      sub_total: subTotal,
      total,
      line_items: lineItems,
      taxes,
      line_item_taxes: lineItemTaxes,
    },
    ...(prorate ? { prorate_invoice_estimate: prorate } : {}),
    amount_due: Math.max(0, total + (prorate?.total ?? 0)),
  };
}
