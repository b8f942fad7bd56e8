import * as contract from '@/contracts/auth';
import { ServiceFailure } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import type { Skill } from './types';

/**
 * GET skill (GetTenantSkill): the tenant's assistant. A body code of 500 is a failure (spec 1 §7): the gateway
 * client throws it; a reply without the skill is one too.
 */
export async function fetchTenantSkill(gateway: Gateway): Promise<Skill> {
  const reply = await gateway.send(contract.getTenantSkill);
  if (!reply.data) {
    throw new ServiceFailure({
      code: 'HTTP_500',
      status: 500,
      message: reply.message ?? 'Could not load the skill',
    });
  }
  return reply.data;
}

/** POST users/new (CreateDbUser): the tenant's database user, made on the first login. */
export async function createDbUser(gateway: Gateway, email: string): Promise<contract.CreateDbUserReply> {
  return gateway.send(contract.createDbUser, {
    FormParams: { email, authtype: 'cognito' },
    DeleteFirstLoginAttr: true,
  });
}

/** POST skill/build-bot (CreateSkill): the new tenant's assistant. */
export async function createSkill(
  gateway: Gateway,
  skill: { appId: string; name: string; invocationName: string; description: string },
): Promise<contract.CreateSkillReply> {
  return gateway.send(contract.createSkill, { FormParams: { ...skill, createAlexaSkillToggle: false } });
}
