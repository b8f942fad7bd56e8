/**
 * The bubbles' gateway operations:
 * - GET skills/{skillId}/bubbles (GetBubbles, members): the chat's bubbles, derived from the skill's tree for
 *   the portal's (private) chat (chat-bubbles.ts). Optional requestId and source fields are accepted as the
 *   portal sends them.
 * - POST skills GetTopBubbles / UpdateTopBubbles (administrators, spec 3 §7): the tree itself, read and replaced
 *   whole; UpdateTopBubbles validates it (validation.ts).
 * Each names its skill (path, Skill or SkillId): 404 when it does not exist, 403 when it is another
 * organisation's.
 */
import { getTopBubbles, updateTopBubbles } from '@/contracts/bubbles';
import { getBubbles } from '@/contracts/chat';

import { type GatewayOperation, implement, rawField, stringField } from '../../core/gateway/envelope';
import { ownSkill } from '../tenancy/skills';

import { skillChatBubbles } from './chat-bubbles';
import { skillTree } from './state';
import { validateTopBubbles } from './validation';

/** UpdateTopBubbles' body limit: 500 bubbles of the largest fields (about 2.4 kB each) fit with room to spare. */
export const UPDATE_TOP_BUBBLES_MAX_BYTES = 2 * 1024 * 1024;

/** The answer of a saved tree (the portal shows its own message, spec 3 §8). */
export const BUBBLES_SAVED = 'Bubbles updated.';

export const bubblesOperations: GatewayOperation[] = [
  implement(getBubbles, 'member', ({ context, tenant, fields, params }) => {
    // Accepted as the portal sends them; they only tag the request.
    stringField(fields, 'requestId', { max: 200 });
    stringField(fields, 'source', { max: 50 });
    const skill = ownSkill(context, tenant, params.skillId);
    return { code: 200, data: skillChatBubbles(context.db.state, skill) };
  }),
  implement(getTopBubbles, 'administrator', ({ context, tenant, fields }) => {
    const skill = ownSkill(context, tenant, stringField(fields, 'Skill', { required: true, max: 100 }));
    return { code: 200, data: structuredClone(skillTree(context.db.state.bubbles, skill.ID)) };
  }),
  implement(
    updateTopBubbles,
    'administrator',
    ({ context, tenant, fields }) => {
      const skill = ownSkill(context, tenant, stringField(fields, 'SkillId', { required: true, max: 100 }));
      const bubbles = validateTopBubbles(rawField(fields, 'bubbles'));
      context.db.update('bubbles', (state) => {
        const entry = state.skills.find((candidate) => candidate.skillId === skill.ID);
        if (entry) entry.bubbles = bubbles;
        else state.skills.push({ skillId: skill.ID, tenant: skill.tenant, bubbles });
      });
      return { code: 200, message: BUBBLES_SAVED };
    },
    { maxRequestBytes: UPDATE_TOP_BUBBLES_MAX_BYTES },
  ),
];
