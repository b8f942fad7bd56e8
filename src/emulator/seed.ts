/**
 * The demo tenant's emulated cloud as it is on first start (DESIGN §6). Sign-in accounts are in
 * `DEMO_ACCOUNTS`, shared by the README, unit tests and end-to-end tests.
 */
import type { TenantConfig } from '@/config/tenant-schema';

import { createVerifier, poolNameOf } from './cognito/srp';
import { newId, nowIso, STATE_VERSION } from './db';
import type { EmulatorState, PoolUser, SkillRecord, UserStatus } from './types';

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

export async function createSeed(config: TenantConfig): Promise<EmulatorState> {
  const { administrator, user } = DEMO_ACCOUNTS;
  const users = await Promise.all([
    createPoolUser(config, {
      email: administrator.email,
      password: administrator.password,
      sub: administrator.sub,
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
  ]);
  return {
    version: STATE_VERSION,
    users,
    refreshTokens: [],
    revokedJtis: [],
    identities: {},
    skills: [{ ...DEMO_SKILL }],
    outbox: [],
    bugReports: [],
  };
}
