/**
 * The demo organisation: who is in the emulated cloud on first start (DESIGN §6), shared by every module's seed
 * (src/emulator/modules/<name>/seed.ts), the README, unit tests and end-to-end tests. Sign-in accounts are in
 * `DEMO_ACCOUNTS`; accounts in a special state (not confirmed, password reset required, invited, first login)
 * are in `SPECIAL_ACCOUNTS`; sixty more members of the demo organisation are in `DEMO_TEAM`, and a second
 * organisation (for tenant isolation) in `OTHER_ORGANISATION`. Constants only: the records each module seeds
 * from them are its own seed.ts's.
 */
import type { SeedInput } from './core/types';
import type { UserStatus } from './modules/cognito/state';
import type { SkillRecord } from './modules/tenancy/state';
import { teamSub } from './seed-team';

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

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded instants every module's seed shares: now, and so many days before it, as ISO text. */
export function seedTimes(input: SeedInput) {
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
