import type { Addon, Plan } from '@/contracts/subscriptions';

/**
 * The emulated billing provider's catalogue (a Chargebee-like site): the pro and business plans, monthly and
 * yearly (a year costs ten months), and the two add-ons each plan may take. Prices in cents (USD). The plan id
 * is also the plan_code of the licence a purchase gives.
 */
type Period = Plan['period_unit'];

const PERIODS: readonly { period: Period; suffix: string; months: number; label: string }[] = [
  { period: 'month', suffix: 'monthly', months: 1, label: 'Monthly' },
  { period: 'year', suffix: 'annual', months: 10, label: 'Annual' },
];

const FAMILIES = [
  {
    code: 'pro',
    name: 'Pro',
    monthly: 2_900,
    interactions: 1_500,
    users: 5,
    websites: 0,
    description: 'For teams that chat with their assistant in the portal.',
    addons: ['licence'],
  },
  {
    code: 'business',
    name: 'Business',
    monthly: 24_900,
    interactions: 10_000,
    users: 10,
    websites: 1,
    description: 'For organisations that deploy their assistant on their own website.',
    addons: ['chatbot', 'licence'],
  },
] as const;

const ADDON_KINDS = {
  chatbot: {
    name: 'Chatbot website',
    monthly: 9_900,
    users: 5,
    websites: 1,
    description: 'Deploys the assistant on one more website, with five user licences.',
  },
  licence: {
    name: 'User licence',
    monthly: 900,
    users: 1,
    websites: 0,
    description: 'One more user licence.',
  },
} as const;

export type AddonKind = keyof typeof ADDON_KINDS;

export const addonId = (kind: AddonKind, period: Period) =>
  `${kind}_${PERIODS.find((candidate) => candidate.period === period)?.suffix ?? period}`;

export const CATALOGUE_ADDONS: readonly Addon[] = PERIODS.flatMap(({ period, months, label }) =>
  Object.entries(ADDON_KINDS).map(([kind, addon]): Addon => ({
    id: addonId(kind as AddonKind, period),
    name: `${addon.name} (${label})`,
    period_unit: period,
    price: addon.monthly * months,
    invoice_name: `${addon.name} ${label}`,
    description: addon.description,
    cf_user_licences: addon.users,
    cf_chatbot_websites: addon.websites,
  })),
);

export const CATALOGUE_PLANS: readonly Plan[] = FAMILIES.flatMap((family) =>
  PERIODS.map(({ period, suffix, months, label }): Plan => ({
    id: `${family.code}_${suffix}`,
    name: `${family.name} ${label}`,
    period_unit: period,
    description: family.description,
    price: family.monthly * months,
    invoice_name: `${family.name} ${label}`,
    applicable_addons: family.addons.map((kind) => ({ id: addonId(kind, period) })),
    cf_interactions: family.interactions,
    cf_user_licences: family.users,
    cf_chatbot_websites: family.websites,
  })),
);

export const planById = (id: string) => CATALOGUE_PLANS.find((plan) => plan.id === id);
export const addonById = (id: string) => CATALOGUE_ADDONS.find((addon) => addon.id === id);

/** The licence every tenant gets when it has none (spec 2 §9: starter, 25 users). */
export const STARTER_LICENCE = {
  plan_code: 'starter',
  name: 'Starter',
  limits: { users: 25, interactions: 2500 },
} as const;
