/**
 * Helpers for the bubbles module's tests: version 1's seed (the chat bubbles the module stored before it stored
 * the editor's tree), which a demo opened before version 2 still holds, for the migration's tests.
 */
import type { Bubble } from '@/contracts/chat';

import { SEEDED_FAQ } from '../assistant/catalogue';

const intent = (id: string, name: string, utterance: string, help: string, avatar?: string): Bubble => ({
  id,
  name,
  type: 'intent',
  utterance,
  help,
  ...(avatar ? { avatar } : {}),
});

/** Short names for the FAQ answer bubbles, by FAQ id. */
const FAQ_BUBBLE_NAMES: Record<string, string> = {
  'faq-vpn': 'VPN access',
  'faq-password': 'Reset password',
  'faq-holidays': 'Holiday days',
  'faq-expenses': 'Expenses',
};

const answerBubbles = (): Bubble[] =>
  SEEDED_FAQ.map((faq) => ({
    id: `bubble-${faq.id}`,
    name: FAQ_BUBBLE_NAMES[faq.id] ?? faq.question,
    type: 'answer',
    question: faq.question,
    answer: faq.answer,
    help: faq.question,
  }));

/** Version 1's seed of the demo skill's chat bubbles, as a demo may still have stored it. */
export function version1DemoBubbles(): Bubble[] {
  return [
    {
      id: 'bubble-it-support',
      name: 'IT support',
      type: 'hierarchy',
      avatar: '🛠️',
      help: 'Incidents and support tickets',
      children: [
        intent('bubble-report-outage', 'Report an outage', 'report an outage', 'Creates an incident'),
        intent(
          'bubble-incident-status',
          'Incident status',
          'what is the status of my incident',
          'Checks your latest incident',
        ),
        {
          id: 'bubble-tickets',
          name: 'Tickets',
          type: 'hierarchy',
          help: 'Support tickets',
          children: [
            intent('bubble-open-ticket', 'Open a ticket', 'open a support ticket', 'Opens a support ticket'),
            intent('bubble-my-tickets', 'My tickets', 'show my open tickets', 'Lists your open tickets'),
          ],
        },
      ],
    },
    {
      id: 'bubble-sales',
      name: 'Sales',
      type: 'hierarchy',
      avatar: '📈',
      help: 'Accounts and opportunities',
      children: [
        intent('bubble-find-account', 'Find an account', 'find account', 'Looks up an account'),
        intent('bubble-pipeline', 'My pipeline', 'show my pipeline', 'Opportunities closing this month'),
      ],
    },
    intent('bubble-next-meeting', 'Next meeting', 'when is my next meeting', 'Your next meeting', '📅'),
    intent('bubble-schedule-meeting', 'Schedule a meeting', 'schedule a meeting', 'Books a room'),
    {
      id: 'bubble-questions',
      name: 'Questions',
      type: 'hierarchy',
      avatar: '❓',
      help: 'Answers from the FAQ',
      children: answerBubbles(),
    },
    {
      id: 'bubble-calendar',
      name: 'Calendar',
      type: 'skill',
      utterance: 'sync my calendar',
      help: 'Syncs your calendar connector',
    },
  ];
}

/** Version 1's seed of the other organisation's chat bubbles. */
export function version1BasicBubbles(): Bubble[] {
  return [
    intent('bubble-create-ticket', 'Create a ticket', 'create a ticket', 'Opens a support ticket'),
    intent('bubble-agenda', 'My agenda', 'show my agenda', 'Your meetings today'),
  ];
}
