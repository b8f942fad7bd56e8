/** The users module's seed: the organisations' database users. */
import { newId } from '../../core/db';
import type { SeedInput } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION, seedTimes, SPECIAL_ACCOUNTS } from '../../seed';
import { DEMO_TEAM } from '../../seed-team';

import type { DbUserRecord, UsersState } from './state';

/** A database user record (CreateDbUser) for a seeded member of an existing organisation. */
function seededDbUser(sub: string, email: string, tenant: string, createdAt: string): DbUserRecord {
  return { id: newId(), sub, tenant, email, authtype: 'cognito', createdAt };
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
