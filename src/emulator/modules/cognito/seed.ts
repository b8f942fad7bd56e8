/** The identity module's seed: the user pool's accounts of the demo organisation and of the other one. */
import type { TenantConfig } from '@/config/tenant-schema';

import type { SeedInput } from '../../core/types';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  DEMO_TENANT,
  OTHER_ORGANISATION,
  seedTimes,
  SPECIAL_ACCOUNTS,
} from '../../seed';
import { DEMO_TEAM, type TeamMember } from '../../seed-team';

import { type Credentials, type NewPoolUser, poolUserRecord } from './pool-users';
import { createVerifier, poolNameOf } from './srp';
import type { IdentityState, PoolUser } from './state';

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
