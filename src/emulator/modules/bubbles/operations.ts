/**
 * GET skills/{skillId}/bubbles (GetBubbles): the skill's bubbles; the skill must be the caller's tenant's (403),
 * and exist (404). Optional requestId and source fields are accepted as the portal sends them.
 */
import { getBubbles } from '@/contracts/chat';

import {
  forbidden,
  type GatewayOperation,
  implement,
  notFound,
  stringField,
} from '../../core/gateway/envelope';

export const bubblesOperations: GatewayOperation[] = [
  implement(getBubbles, 'member', ({ context, tenant, fields, params }) => {
    // Accepted as the portal sends them; they only tag the request.
    stringField(fields, 'requestId', { max: 200 });
    stringField(fields, 'source', { max: 50 });
    const skillId = params.skillId;
    const skill = context.db.state.tenancy.skills.find((candidate) => candidate.ID === skillId);
    if (!skill) throw notFound(`Skill ${skillId} does not exist.`);
    if (skill.tenant !== tenant.id) throw forbidden('This skill belongs to another organisation.');
    const bubbles =
      tenant.rows('bubbles', 'skills').find((entry) => entry.skillId === skill.ID)?.bubbles ?? [];
    return { code: 200, data: structuredClone(bubbles) };
  }),
];
