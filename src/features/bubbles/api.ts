import { getTopBubbles, type TopBubble, updateTopBubbles } from '@/contracts/bubbles';
import type { Gateway } from '@/services/gateway';

/** The skill's bubble tree (spec 3 §7 GetTopBubbles). The gateway client refuses a body code other than 200. */
export async function fetchTopBubbles(gateway: Gateway, skillId: string): Promise<TopBubble[]> {
  const reply = await gateway.send(getTopBubbles, { Skill: skillId });
  return reply.data ?? [];
}

/** Replaces the skill's tree (spec 3 §7 UpdateTopBubbles); what was sent is what the server now has. */
export async function saveTopBubbles(
  gateway: Gateway,
  skillId: string,
  bubbles: TopBubble[],
): Promise<TopBubble[]> {
  await gateway.send(updateTopBubbles, { bubbles, SkillId: skillId });
  return bubbles;
}
