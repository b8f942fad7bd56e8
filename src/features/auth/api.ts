import { ServiceFailure } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import type { Skill } from './types';

interface SkillReply {
  code: number;
  data?: Skill;
  message?: string;
}

/**
 * GET skill (GetTenantSkill): the tenant's assistant. A body code of 500 is a failure (spec 1 §7): the gateway
 * client throws it; a reply without the skill is one too.
 */
export async function fetchTenantSkill(gateway: Gateway): Promise<Skill> {
  const reply = await gateway.call<SkillReply>({ method: 'GET', path: 'skill', apiCall: 'GetTenantSkill' });
  if (!reply.data) {
    throw new ServiceFailure({
      code: 'HTTP_500',
      status: 500,
      message: reply.message ?? 'Could not load the skill',
    });
  }
  return reply.data;
}

interface CreateDbUserReply {
  code: number;
  shouldCreateSkill?: boolean;
  message?: string;
}

/** POST users/new (CreateDbUser): the tenant's database user, made on the first login. */
export async function createDbUser(gateway: Gateway, email: string): Promise<CreateDbUserReply> {
  return gateway.call<CreateDbUserReply>({
    method: 'POST',
    path: 'users/new',
    apiCall: 'CreateDbUser',
    fields: { FormParams: { email, authtype: 'cognito' }, DeleteFirstLoginAttr: true },
  });
}

/** POST skill/build-bot (CreateSkill): the new tenant's assistant. */
export async function createSkill(
  gateway: Gateway,
  skill: { appId: string; name: string; invocationName: string; description: string },
): Promise<{ code: number; message?: string }> {
  return gateway.call({
    method: 'POST',
    path: 'skill/build-bot',
    apiCall: 'CreateSkill',
    fields: { FormParams: { ...skill, createAlexaSkillToggle: false } },
  });
}
