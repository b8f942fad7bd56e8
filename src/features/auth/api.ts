import type { Gateway } from '@/services/gateway';
import { ServiceFailure } from '@/services/errors';

import type { Skill } from './types';

interface SkillReply {
  code: number;
  data?: Skill;
  message?: string;
}

/** GET skill (GetTenantSkill): the tenant's assistant. A body code of 500 is a failure (spec 1 §7). */
export async function fetchTenantSkill(gateway: Gateway): Promise<Skill> {
  const reply = await gateway.call<SkillReply>({ method: 'GET', path: 'skill', apiCall: 'GetTenantSkill' });
  if (reply.code === 500 || !reply.data) {
    throw new ServiceFailure({ code: 'HTTP_500', status: 500, message: reply.message ?? 'Could not load the skill' });
  }
  return reply.data;
}
