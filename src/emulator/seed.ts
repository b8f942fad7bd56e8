/**
 * The demo tenant's emulated cloud as it is on first start (DESIGN §6). Sign-in accounts are in
 * `DEMO_ACCOUNTS`, shared by the README, unit tests and end-to-end tests; accounts in a special state (not
 * confirmed, password reset required, invited, first login) are in `SPECIAL_ACCOUNTS`; sixty more members of
 * the demo organisation are in `DEMO_TEAM`, and a second organisation (for tenant isolation) in
 * `OTHER_ORGANISATION`.
 */
import type { TenantConfig } from '@/config/tenant-schema';

import { newId, nowIso } from './core/db';
import type { SeedInput } from './core/module';
import { seededBubbles } from './modules/assistant/bubbles';
import { type ConversationCast, seedConversations } from './modules/assistant/seed-conversations';
import type { AssistantState } from './modules/assistant/state';
import { createVerifier, poolNameOf } from './modules/cognito/srp';
import type { IdentityState, PoolUser, UserStatus } from './modules/cognito/state';
import { temporaryPasswordMessage } from './modules/outbox';
import type { OutboxMessage, OutboxState } from './modules/outbox/state';
import type {
  BillingSubscriptionRecord,
  LicenceRecord,
  LicenceResourceRecord,
  SubscriptionsState,
} from './modules/subscriptions/state';
import type { SkillRecord, TenancyState } from './modules/tenancy/state';
import type { DbUserRecord, UsersState } from './modules/users/state';
import { DEMO_TEAM, type DemoPlanCode, type TeamMember, teamSub } from './seed-team';

export { DEMO_TEAM, type DemoPlanCode, TEAM_TEMPORARY_PASSWORD, type TeamMember } from './seed-team';

/** The demo organisation's tenant value (custom:tenant, skills), whatever the portal tenant's id. */
export const DEMO_TENANT = 'demo-organisation';
export const DEMO_COMPANY = 'Demo Organisation';
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** Seeded accounts. Their subs are fixed so that other seeded data and tests can refer to them. */
export const DEMO_ACCOUNTS = {
  administrator: {
    email: 'admin@demo.example',
    password: DEMO_PASSWORD,
    sub: 'd3a0a000-0000-4000-8000-000000000001',
    givenName: 'Alex',
    familyName: 'Morgan',
    role: 'Administrator',
  },
  user: {
    email: 'user@demo.example',
    password: DEMO_PASSWORD,
    sub: 'd3a0a000-0000-4000-8000-000000000002',
    givenName: 'Jamie',
    familyName: 'Lee',
    role: 'user',
  },
  /** An Administrator who is not the owner (the owner is the first Administrator): sees Access Info on billing. */
  coAdministrator: {
    email: 'manager@demo.example',
    password: DEMO_PASSWORD,
    sub: 'd3a0a000-0000-4000-8000-000000000003',
    givenName: 'Sam',
    familyName: 'Rivera',
    role: 'Administrator',
  },
} as const;

/**
 * Seeded accounts in the states the sign-in flows must handle. Each has the status Cognito would give it;
 * `password` is what signs in (for the invited user, the temporary password, also in the outbox at start).
 */
export const SPECIAL_ACCOUNTS = {
  /** Signed up but never confirmed: signing in asks for the e-mailed code (ResendConfirmationCode). */
  unconfirmed: {
    email: 'unconfirmed@demo.example',
    password: DEMO_PASSWORD,
    sub: 'd3a0a000-0000-4000-8000-000000000101',
    status: 'UNCONFIRMED',
    role: 'Administrator',
    tenant: 'unconfirmed@demo.example',
    description: 'Signed up, never confirmed: sign-in asks for the code sent to the outbox.',
  },
  /** An administrator required a password reset: signing in leads to forgot-password. */
  resetRequired: {
    email: 'reset@demo.example',
    password: DEMO_PASSWORD,
    sub: 'd3a0a000-0000-4000-8000-000000000102',
    status: 'RESET_REQUIRED',
    role: 'user',
    tenant: DEMO_TENANT,
    description: 'Must reset the password: use "Forgot password"; the code goes to the outbox.',
  },
  /** Invited by an administrator: signs in with the temporary password, then must choose a new one. */
  invited: {
    email: 'invited@demo.example',
    password: 'Temp-Passw0rd!',
    sub: 'd3a0a000-0000-4000-8000-000000000103',
    status: 'FORCE_CHANGE_PASSWORD',
    role: 'user',
    tenant: DEMO_TENANT,
    description: 'Invited: sign in with the temporary password (also in the outbox), then choose a new one.',
  },
  /** A new organisation's administrator on the first sign-in: no database user and no assistant yet. */
  newAdministrator: {
    email: 'newadmin@demo.example',
    password: DEMO_PASSWORD,
    sub: 'd3a0a000-0000-4000-8000-000000000104',
    status: 'CONFIRMED',
    role: 'Administrator',
    tenant: 'newadmin@demo.example',
    description: 'First sign-in of a new organisation: creates its database user and assistant.',
  },
} as const satisfies Record<
  string,
  {
    email: string;
    password: string;
    sub: string;
    status: UserStatus;
    role: 'Administrator' | 'user';
    tenant: string;
    description: string;
  }
>;

export const DEMO_SKILL: SkillRecord = {
  ID: 'd3a05c11-0000-4000-8000-000000000001',
  appId: 'd3a0a990-0000-4000-8000-000000000001',
  lex_bot_name: 'DemoAssistant',
  tenant: DEMO_TENANT,
  botAliasName: 'demo',
};

/**
 * A second organisation, so that tenant isolation can be seen and tested: its people never appear in the demo
 * organisation's lists, and it has no licence until it first asks for one (then the starter licence).
 */
export const OTHER_ORGANISATION = {
  tenant: 'harbour-logistics',
  company: 'Harbour Logistics',
  administrator: {
    email: 'admin@harbour.example',
    password: DEMO_PASSWORD,
    sub: teamSub(2001),
    givenName: 'Dana',
    familyName: 'Fox',
    role: 'Administrator',
  },
  user: {
    email: 'crew@harbour.example',
    password: DEMO_PASSWORD,
    sub: teamSub(2002),
    givenName: 'Sam',
    familyName: 'Reyes',
    role: 'user',
  },
  skill: {
    ID: 'd3a05c11-0000-4000-8000-000000002001',
    appId: 'd3a0a990-0000-4000-8000-000000002001',
    lex_bot_name: 'HarbourAssistant',
    tenant: 'harbour-logistics',
    botAliasName: 'demo',
  },
} as const satisfies { skill: SkillRecord } & Record<string, unknown>;

/** The licence every tenant gets when it has none (spec 2 §9: starter, 25 users). */
export const STARTER_LICENCE = {
  plan_code: 'starter',
  name: 'Starter',
  limits: { users: 25, interactions: 2500 },
} as const;

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

export interface NewPoolUser {
  email: string;
  password: string;
  /** Further attributes, Cognito-named (given_name, custom:role, …). */
  attributes?: Record<string, string>;
  status?: UserStatus;
  /** A fixed sub for seeded users; a random one otherwise. */
  sub?: string;
  createdAt?: string;
}

interface Credentials {
  salt: string;
  verifier: string;
}

function poolUserRecord(user: NewPoolUser & { sub: string }, credentials: Credentials): PoolUser {
  const status = user.status ?? 'CONFIRMED';
  const createdAt = user.createdAt ?? nowIso();
  return {
    sub: user.sub,
    username: user.sub,
    attributes: {
      email: user.email,
      email_verified: status === 'UNCONFIRMED' ? 'false' : 'true',
      ...user.attributes,
    },
    status,
    enabled: true,
    salt: credentials.salt,
    verifier: credentials.verifier,
    mfa: { preferred: 'NOMFA' },
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * A user of the tenant's pool, created the way Cognito would: in a pool that signs in by e-mail the username is
 * the sub, and the SRP verifier is computed with USER_ID_FOR_SRP = sub and the pool name (the user-pool id after
 * the `_`). `email_verified` defaults to true except for UNCONFIRMED users (attributes may override it).
 */
export async function createPoolUser(config: TenantConfig, user: NewPoolUser): Promise<PoolUser> {
  const sub = user.sub ?? newId();
  const credentials = await createVerifier(poolNameOf(config.userPoolId), sub, user.password);
  return poolUserRecord({ ...user, sub }, credentials);
}

/**
 * Seeded users' salts and verifiers, computed once per pool, sub and password and reused by every later seed
 * (each test starts from a fresh seed; one verifier costs about 9 ms, the seed has 70 users). Like a real pool,
 * the state keeps only salt and verifier: the passwords are the seed's published demo passwords.
 */
const seededCredentials = new Map<string, Promise<Credentials>>();

function seedPoolUser(config: TenantConfig, user: NewPoolUser & { sub: string }): Promise<PoolUser> {
  const poolName = poolNameOf(config.userPoolId);
  const key = `${poolName}\n${user.sub}\n${user.password}`;
  let credentials = seededCredentials.get(key);
  if (!credentials) {
    credentials = createVerifier(poolName, user.sub, user.password);
    seededCredentials.set(key, credentials);
    // A failure must not stay cached.
    credentials.catch(() => seededCredentials.delete(key));
  }
  return credentials.then((resolved) => poolUserRecord(user, resolved));
}

/** A database user record (CreateDbUser) for a seeded member of an existing organisation. */
function seededDbUser(sub: string, email: string, tenant: string, createdAt: string): DbUserRecord {
  return { id: newId(), sub, tenant, email, authtype: 'cognito', createdAt };
}

/** A member of the demo organisation as an invitation and the member's own profile left them. */
function teamMemberUser(config: TenantConfig, member: TeamMember, createdAt: string): Promise<PoolUser> {
  const invited = member.status === 'FORCE_CHANGE_PASSWORD';
  return seedPoolUser(config, {
    email: member.email,
    password: member.password,
    sub: member.sub,
    status: member.status,
    createdAt,
    attributes: {
      // An invited member has not signed in yet, so has no profile of their own.
      ...(invited
        ? {}
        : {
            given_name: member.givenName,
            family_name: member.familyName,
            'custom:title': member.title,
            ...(member.nickname ? { nickname: member.nickname } : {}),
          }),
      'custom:tenant': DEMO_TENANT,
      'custom:role': member.role,
      'custom:company_name': member.company,
      'custom:first_login': '0',
      'custom:create_skill': '0',
    },
  });
}

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded instants every module's seed shares: now, and so many days before it, as ISO text. */
function seedTimes(input: SeedInput) {
  const now = input.clock.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
  return {
    now,
    createdAt: daysAgo(0),
    daysAgo,
    // The demo administrator is the organisation's first Administrator, hence its owner (getOwnerInfo).
    administratorCreatedAt: daysAgo(400),
    invitedCreatedAt: daysAgo(2),
  };
}

/** The identity module's seed: the user pool's accounts; no tokens, codes or credentials yet. */
export async function seedIdentity(input: SeedInput): Promise<IdentityState> {
  const { config } = input;
  const { administrator, user, coAdministrator } = DEMO_ACCOUNTS;
  const { unconfirmed, resetRequired, invited, newAdministrator } = SPECIAL_ACCOUNTS;
  const { createdAt, daysAgo, administratorCreatedAt, invitedCreatedAt } = seedTimes(input);
  const users = await Promise.all([
    seedPoolUser(config, {
      email: administrator.email,
      password: administrator.password,
      sub: administrator.sub,
      createdAt: administratorCreatedAt,
      attributes: {
        given_name: administrator.givenName,
        family_name: administrator.familyName,
        'custom:tenant': DEMO_TENANT,
        'custom:role': administrator.role,
        'custom:company_name': DEMO_COMPANY,
        'custom:title': 'Operations Lead',
        'custom:first_login': '0',
        'custom:create_skill': '0',
      },
    }),
    seedPoolUser(config, {
      email: user.email,
      password: user.password,
      sub: user.sub,
      createdAt: daysAgo(390),
      attributes: {
        given_name: user.givenName,
        family_name: user.familyName,
        'custom:tenant': DEMO_TENANT,
        'custom:role': user.role,
        'custom:company_name': DEMO_COMPANY,
        'custom:title': 'Support Agent',
        'custom:first_login': '0',
        'custom:create_skill': '0',
      },
    }),
    seedPoolUser(config, {
      email: coAdministrator.email,
      password: coAdministrator.password,
      sub: coAdministrator.sub,
      createdAt: daysAgo(380),
      attributes: {
        given_name: coAdministrator.givenName,
        family_name: coAdministrator.familyName,
        'custom:tenant': DEMO_TENANT,
        'custom:role': coAdministrator.role,
        'custom:company_name': DEMO_COMPANY,
        'custom:title': 'IT Manager',
        'custom:first_login': '0',
        'custom:create_skill': '0',
      },
    }),
    // As the portal's sign-up creates them: role Administrator, first login, a skill to create.
    seedPoolUser(config, {
      email: unconfirmed.email,
      password: unconfirmed.password,
      sub: unconfirmed.sub,
      status: unconfirmed.status,
      createdAt,
      attributes: {
        'custom:tenant': unconfirmed.tenant,
        'custom:role': unconfirmed.role,
        'custom:first_login': '1',
        'custom:create_skill': '1',
      },
    }),
    seedPoolUser(config, {
      email: resetRequired.email,
      password: resetRequired.password,
      sub: resetRequired.sub,
      status: resetRequired.status,
      createdAt: daysAgo(200),
      attributes: {
        given_name: 'Robin',
        family_name: 'Hale',
        'custom:tenant': resetRequired.tenant,
        'custom:role': resetRequired.role,
        'custom:company_name': DEMO_COMPANY,
        'custom:first_login': '0',
        'custom:create_skill': '0',
      },
    }),
    // As an administrator's invitation creates them: the invitation also made the database user.
    seedPoolUser(config, {
      email: invited.email,
      password: invited.password,
      sub: invited.sub,
      status: invited.status,
      createdAt: invitedCreatedAt,
      attributes: {
        'custom:tenant': invited.tenant,
        'custom:role': invited.role,
        'custom:company_name': DEMO_COMPANY,
        'custom:first_login': '0',
        'custom:create_skill': '0',
      },
    }),
    seedPoolUser(config, {
      email: newAdministrator.email,
      password: newAdministrator.password,
      sub: newAdministrator.sub,
      createdAt,
      attributes: {
        'custom:tenant': newAdministrator.tenant,
        'custom:role': newAdministrator.role,
        'custom:first_login': '1',
        'custom:create_skill': '1',
      },
    }),
    ...DEMO_TEAM.map((member) => teamMemberUser(config, member, daysAgo(member.daysAgo))),
    ...[OTHER_ORGANISATION.administrator, OTHER_ORGANISATION.user].map((account, index) =>
      seedPoolUser(config, {
        email: account.email,
        password: account.password,
        sub: account.sub,
        createdAt: daysAgo(100 - index),
        attributes: {
          given_name: account.givenName,
          family_name: account.familyName,
          'custom:tenant': OTHER_ORGANISATION.tenant,
          'custom:role': account.role,
          'custom:company_name': OTHER_ORGANISATION.company,
          'custom:first_login': '0',
          'custom:create_skill': '0',
        },
      }),
    ),
  ]);
  return { users, refreshTokens: [], revokedJtis: [], identities: {}, codes: [], awsCredentials: [] };
}

/** The outbox's seed: the invited account's temporary password, as the invitation e-mailed it. */
export function seedOutbox(input: SeedInput): OutboxState {
  const { invited } = SPECIAL_ACCOUNTS;
  const invitation: OutboxMessage = {
    id: newId(),
    ...temporaryPasswordMessage(invited.email, invited.email, invited.password),
    createdAt: seedTimes(input).invitedCreatedAt,
  };
  return { messages: [invitation] };
}

export function seedTenancy(): TenancyState {
  return { skills: [{ ...DEMO_SKILL }, { ...OTHER_ORGANISATION.skill }] };
}

/** The tenants' database users: every account an organisation created or invited. */
export function seedUsers(input: SeedInput): UsersState {
  const { administrator, user, coAdministrator } = DEMO_ACCOUNTS;
  const { resetRequired, invited } = SPECIAL_ACCOUNTS;
  const { createdAt } = seedTimes(input);
  return {
    dbUsers: [
      seededDbUser(administrator.sub, administrator.email, DEMO_TENANT, createdAt),
      seededDbUser(user.sub, user.email, DEMO_TENANT, createdAt),
      seededDbUser(coAdministrator.sub, coAdministrator.email, DEMO_TENANT, createdAt),
      seededDbUser(resetRequired.sub, resetRequired.email, DEMO_TENANT, createdAt),
      seededDbUser(invited.sub, invited.email, DEMO_TENANT, createdAt),
      // Invited members have one too: the invitation creates it.
      ...DEMO_TEAM.filter((member) => member.status !== 'UNCONFIRMED').map((member) =>
        seededDbUser(member.sub, member.email, DEMO_TENANT, createdAt),
      ),
      ...[OTHER_ORGANISATION.administrator, OTHER_ORGANISATION.user].map((account) =>
        seededDbUser(account.sub, account.email, OTHER_ORGANISATION.tenant, createdAt),
      ),
    ],
  };
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

/** Who talks to the seeded assistants, for the synthetic conversation history. */
export function conversationCast(): ConversationCast {
  const { administrator, user } = DEMO_ACCOUNTS;
  return {
    organisation: { tenant: DEMO_TENANT, skill: DEMO_SKILL },
    administrator,
    user,
    colleagues: DEMO_TEAM.filter((member) => member.status === 'CONFIRMED'),
    otherOrganisation: {
      tenant: OTHER_ORGANISATION.tenant,
      skill: OTHER_ORGANISATION.skill,
      members: [OTHER_ORGANISATION.administrator, OTHER_ORGANISATION.user],
    },
  };
}

/** The assistant module's seed: 30 days of conversations ending now, and the skills' bubbles. */
export function seedAssistant(input: SeedInput): AssistantState {
  const { now } = seedTimes(input);
  const seeded = seedConversations(now, conversationCast());
  return {
    conversations: seeded.conversations,
    reviewedUtterances: seeded.reviewedUtterances,
    bubbles: seededBubbles(DEMO_SKILL, [OTHER_ORGANISATION.skill]),
    historyThrough: now,
  };
}
