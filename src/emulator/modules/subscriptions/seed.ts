/** The subscriptions module's seed: the demo organisation's licences, their holders and its subscription. */
import type { SeedInput } from '../../core/types';
import { DAY_MS, DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_TENANT, seedTimes } from '../../seed';
import { DEMO_TEAM, type DemoPlanCode } from '../../seed-team';

import { STARTER_LICENCE } from './catalogue';
import type {
  BillingSubscriptionRecord,
  LicenceRecord,
  LicenceResourceRecord,
  SubscriptionsState,
} from './state';

/**
 * The demo organisation's licences: starter (20 of 25 users), pro_monthly (5 of 5: full, orange) and
 * business_annual (3 holders for a limit of 2, as after a downgrade: red), which also licenses one chatbot
 * website, in use.
 */
export const DEMO_LICENCES: readonly Pick<LicenceRecord, 'plan_code' | 'limits' | 'chatbotsUsed'>[] = [
  STARTER_LICENCE,
  { plan_code: 'pro_monthly', limits: { users: 5, interactions: 1500 } },
  { plan_code: 'business_annual', limits: { users: 2, interactions: 1000, chatbot: 1 }, chatbotsUsed: 1 },
];

/**
 * This month's interactions of each licence's holders, 4620 in all of the licences' 5000: 92 %, past the
 * 90 % warning.
 */
const DEMO_INTERACTIONS: Record<DemoPlanCode, number> = {
  starter: 2300,
  pro_monthly: 1400,
  business_annual: 920,
};

/** Spreads `total` over `count` holders unevenly but deterministically; the parts add up to `total`. */
function spread(total: number, count: number): number[] {
  const weights = Array.from({ length: count }, (_, index) => 3 + ((index * 7) % 5));
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[0] = (parts[0] ?? 0) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** Who holds which demo licence, with this month's interactions (see DEMO_INTERACTIONS). */
function demoLicenceResources(): LicenceResourceRecord[] {
  const holders: { sub: string; plan_code: DemoPlanCode }[] = [
    { sub: DEMO_ACCOUNTS.administrator.sub, plan_code: 'business_annual' },
    { sub: DEMO_ACCOUNTS.user.sub, plan_code: 'starter' },
    ...DEMO_TEAM.flatMap((member) =>
      member.licence ? [{ sub: member.sub, plan_code: member.licence }] : [],
    ),
  ];
  const byPlan = Map.groupBy(holders, (holder) => holder.plan_code);
  return [...byPlan].flatMap(([plan, members]) => {
    const interactions = spread(DEMO_INTERACTIONS[plan], members.length);
    return members.map((holder, index) => ({
      tenant: DEMO_TENANT,
      sub: holder.sub,
      plan_code: plan,
      interactions: interactions[index] ?? 0,
    }));
  });
}

export function seedSubscriptions(input: SeedInput): SubscriptionsState {
  const { administratorCreatedAt } = seedTimes(input);
  return {
    licences: DEMO_LICENCES.map((licence) => ({
      ...structuredClone(licence),
      tenant: DEMO_TENANT,
      createdAt: administratorCreatedAt,
    })),
    licenceResources: demoLicenceResources(),
    chatbots: [{ tenant: DEMO_TENANT, hasChatbot: true, hasExternalChatbot: true }],
    billingSubscriptions: [demoSubscription(input.clock.now())],
    paymentIntents: [],
    invoices: [],
  };
}

/**
 * The demo organisation's current subscription: Pro Monthly, bought twelve days ago by its owner, billed in New
 * York (its renewal carries NY sales tax). Buying Pro Monthly with other add-ons replaces it, with a credit for
 * the days left (the estimate's proration); buying it unchanged is refused.
 */
function demoSubscription(now: number): BillingSubscriptionRecord {
  const start = Math.floor((now - 12 * DAY_MS) / 1000);
  const end = new Date(start * 1000);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const { administrator } = DEMO_ACCOUNTS;
  return {
    tenant: DEMO_TENANT,
    id: 'sub_demo_pro_monthly',
    plan_id: 'pro_monthly',
    addons: [],
    status: 'active',
    current_term_start: start,
    current_term_end: Math.floor(end.getTime() / 1000),
    next_billing_at: Math.floor(end.getTime() / 1000),
    billing_address: {
      first_name: administrator.givenName,
      last_name: administrator.familyName,
      company: DEMO_COMPANY,
      email: administrator.email,
      line1: '350 Fifth Avenue',
      city: 'New York',
      state_code: 'NY',
      state: 'New York',
      zip: '10118',
      country: 'US',
    },
    customer: {
      id: 'cus_demo_organisation',
      first_name: administrator.givenName,
      last_name: administrator.familyName,
      email: administrator.email,
      company: DEMO_COMPANY,
    },
  };
}
