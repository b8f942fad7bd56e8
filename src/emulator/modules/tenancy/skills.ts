import { forbidden, notFound, type TenantView } from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';

import type { SkillRecord } from './state';

/**
 * The skill a call names (its `Skill`, `SkillId` or path), as the caller's organisation's: 404 when there is no
 * such skill, 403 when it is another organisation's. Every operation that takes a skill checks it here.
 */
export function ownSkill(context: EmulatorContext, tenant: TenantView, skillId: string): SkillRecord {
  const skill = context.db.state.tenancy.skills.find((candidate) => candidate.ID === skillId);
  if (!skill) throw notFound(`Skill ${skillId} does not exist.`);
  if (skill.tenant !== tenant.id) throw forbidden('This skill belongs to another organisation.');
  return skill;
}
