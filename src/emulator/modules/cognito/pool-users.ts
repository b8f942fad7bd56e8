/** A user of the emulated user pool as Cognito creates one (sign-up, an invitation, the seed). */
import type { TenantConfig } from '@/config/tenant-schema';

import { newId, nowIso } from '../../core/db';

import { createVerifier, poolNameOf } from './srp';
import type { PoolUser, UserStatus } from './state';

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

export interface Credentials {
  salt: string;
  verifier: string;
}

export function poolUserRecord(user: NewPoolUser & { sub: string }, credentials: Credentials): PoolUser {
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
