/** The assistant module's seed: who talks to the seeded assistants, and what they said these 30 days. */
import type { SeedInput } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION, seedTimes } from '../../seed';
import { DEMO_TEAM } from '../../seed-team';

import { type ConversationCast, seedConversations } from './seed-conversations';
import type { AssistantState } from './state';

/** Who talks to the seeded assistants, for the synthetic conversation history. */
export function conversationCast(): ConversationCast {
  const { administrator, user } = DEMO_ACCOUNTS;
  return {
    organisation: { tenant: DEMO_TENANT, skill: DEMO_SKILL },
    administrator,
    user,
    colleagues: DEMO_TEAM.filter((member) => member.status === 'CONFIRMED'),
    otherOrganisation: {
      tenant: OTHER_ORGANISATION.tenant,
      skill: OTHER_ORGANISATION.skill,
      members: [OTHER_ORGANISATION.administrator, OTHER_ORGANISATION.user],
    },
  };
}

/** The assistant module's seed: 30 days of conversations ending now. */
export function seedAssistant(input: SeedInput): AssistantState {
  const { now } = seedTimes(input);
  const seeded = seedConversations(now, conversationCast());
  return {
    conversations: seeded.conversations,
    reviewedUtterances: seeded.reviewedUtterances,
    historyThrough: now,
  };
}
