import { newId, nowIso } from '../db';
import type { DbUserRecord } from '../types';

import { badRequest, booleanField, forbidden, stringField, type GatewayOperation } from './envelope';

/**
 * POST users/new (CreateDbUser): on a user's first sign-in, the tenant's database record of that user. With
 * DeleteFirstLoginAttr, the Cognito user's custom:first_login becomes '0' (the server may write it; the
 * client may not). `shouldCreateSkill` tells the portal to create the tenant's assistant next.
 */
export const userOperations: GatewayOperation[] = [
  {
    api: 'portal',
    method: 'POST',
    path: 'users/new',
    apiCall: 'CreateDbUser',
    role: 'user',
    handle: ({ context, caller, fields }) => {
      const email = stringField(fields, 'email', { required: true, max: 254 });
      const authtype = stringField(fields, 'authtype', { required: true, max: 50 });
      if (email.toLowerCase() !== (caller.user.attributes.email ?? '').toLowerCase()) {
        throw forbidden('A database user can only be created for the signed-in user.');
      }
      if (!caller.tenant) throw badRequest('The user belongs to no tenant.');
      const { sub } = caller.user;
      const existing = context.db.state.dbUsers.find((record) => record.sub === sub);
      const deleteFirstLogin = booleanField(fields, 'DeleteFirstLoginAttr');
      context.db.update((state) => {
        if (!existing) {
          const record: DbUserRecord = {
            id: newId(),
            sub,
            tenant: caller.tenant,
            email,
            authtype,
            createdAt: nowIso(),
          };
          state.dbUsers.push(record);
        }
        const user = state.users.find((candidate) => candidate.sub === sub);
        if (deleteFirstLogin && user) {
          user.attributes['custom:first_login'] = '0';
          user.updatedAt = nowIso();
        }
      });
      const shouldCreateSkill =
        caller.user.attributes['custom:create_skill'] === '1' &&
        !context.db.state.skills.some((skill) => skill.tenant === caller.tenant);
      return {
        code: 200,
        shouldCreateSkill,
        message: existing ? 'The database user already exists.' : 'Database user created.',
      };
    },
  },
];
