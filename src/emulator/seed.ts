/**
 * The demo tenant's emulated cloud as it is on first start (DESIGN §6). Sign-in accounts are in
 * `DEMO_ACCOUNTS`, shared by the README, unit tests and end-to-end tests; accounts in a special state (not
 * confirmed, password reset required, invited, first login) are in `SPECIAL_ACCOUNTS`.
 */
import type { TenantConfig } from '@/config/tenant-schema';

import { createVerifier, poolNameOf } from './cognito/srp';
import { newId, nowIso, STATE_VERSION } from './db';
import { temporaryPasswordMessage } from './outbox';
import type { DbUserRecord, EmulatorState, OutboxMessage, PoolUser, SkillRecord, UserStatus } from './types';

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

/**
 * A user of the tenant's pool, created the way Cognito would: in a pool that signs in by e-mail the username is
 * the sub, and the SRP verifier is computed with USER_ID_FOR_SRP = sub and the pool name (the user-pool id after
 * the `_`). `email_verified` defaults to true except for UNCONFIRMED users (attributes may override it).
 */
export async function createPoolUser(config: TenantConfig, user: NewPoolUser): Promise<PoolUser> {
  const sub = user.sub ?? newId();
  const status = user.status ?? 'CONFIRMED';
  const { salt, verifier } = await createVerifier(poolNameOf(config.userPoolId), sub, user.password);
  const createdAt = user.createdAt ?? nowIso();
  return {
    sub,
    username: sub,
    attributes: {
      email: user.email,
      email_verified: status === 'UNCONFIRMED' ? 'false' : 'true',
      ...user.attributes,
    },
    status,
    enabled: true,
    salt,
    verifier,
    mfa: { preferred: 'NOMFA' },
    createdAt,
    updatedAt: createdAt,
  };
}

/** A database user record (CreateDbUser) for a seeded member of an existing organisation. */
function seededDbUser(sub: string, email: string, tenant: string, createdAt: string): DbUserRecord {
  return { id: newId(), sub, tenant, email, authtype: 'cognito', createdAt };
}

export async function createSeed(config: TenantConfig): Promise<EmulatorState> {
  const { administrator, user } = DEMO_ACCOUNTS;
  const { unconfirmed, resetRequired, invited, newAdministrator } = SPECIAL_ACCOUNTS;
  const createdAt = nowIso();
  const users = await Promise.all([
    createPoolUser(config, {
      email: administrator.email,
      password: administrator.password,
      sub: administrator.sub,
      createdAt,
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
    createPoolUser(config, {
      email: user.email,
      password: user.password,
      sub: user.sub,
      createdAt,
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
    // As the portal's sign-up creates them: role Administrator, first login, a skill to create.
    createPoolUser(config, {
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
    createPoolUser(config, {
      email: resetRequired.email,
      password: resetRequired.password,
      sub: resetRequired.sub,
      status: resetRequired.status,
      createdAt,
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
    createPoolUser(config, {
      email: invited.email,
      password: invited.password,
      sub: invited.sub,
      status: invited.status,
      createdAt,
      attributes: {
        'custom:tenant': invited.tenant,
        'custom:role': invited.role,
        'custom:company_name': DEMO_COMPANY,
        'custom:first_login': '0',
        'custom:create_skill': '0',
      },
    }),
    createPoolUser(config, {
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
  ]);
  const invitation: OutboxMessage = {
    id: newId(),
    ...temporaryPasswordMessage(invited.email, invited.email, invited.password),
    createdAt,
  };
  return {
    version: STATE_VERSION,
    users,
    refreshTokens: [],
    revokedJtis: [],
    identities: {},
    skills: [{ ...DEMO_SKILL }],
    outbox: [invitation],
    bugReports: [],
    codes: [],
    dbUsers: [
      seededDbUser(administrator.sub, administrator.email, DEMO_TENANT, createdAt),
      seededDbUser(user.sub, user.email, DEMO_TENANT, createdAt),
      seededDbUser(resetRequired.sub, resetRequired.email, DEMO_TENANT, createdAt),
      seededDbUser(invited.sub, invited.email, DEMO_TENANT, createdAt),
    ],
    analyticsEvents: [],
    profilePictures: {},
  };
}
