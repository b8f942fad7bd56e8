import type { GatewayOperation } from './envelope';

/** GET skill (GetTenantSkill): the caller's tenant's assistant; code 500 in the body when there is none. */
export const skillOperations: GatewayOperation[] = [
  {
    api: 'portal',
    method: 'GET',
    path: 'skill',
    apiCall: 'GetTenantSkill',
    role: 'user',
    handle: ({ context, caller }) => {
      const skill = context.db.state.skills.find((candidate) => candidate.tenant === caller.tenant);
      if (!skill) return { code: 500, message: 'No skill exists for this tenant yet.' };
      const { ID, appId, lex_bot_name, tenant } = skill;
      return { code: 200, data: { ID, appId, lex_bot_name, tenant } };
    },
  },
];
