/**
 * The bubble trees the demo starts with (spec 3 §3), as the bubbles editor shows them: hierarchies that drill
 * down (two levels deep under "IT support"), intents whose utterances are catalogue utterances (so the bot
 * understands them), and intents that ask the seeded FAQ's questions (the chat shows those as answer bubbles,
 * chat-bubbles.ts). Mostly for both channels; Sales is the staff's only (Private), and two bubbles are for the
 * website's visitors only (Public), so that the editor's filter and the chat's environment rule show something.
 * No avatars: an avatar is an image URL, and the demo serves none (emoji avatars were the chat's own, before the
 * tree was the editor's).
 */
import { type BubbleEnvironment, NO_AVATAR, type TopBubble } from '@/contracts/bubbles';

import { SEEDED_FAQ } from '../assistant/catalogue';

import type { BubblesState, SkillBubbles } from './state';

/** The seed's questions for the website's visitors: published in the FAQ seed (faq/seed.ts), so answered. */
export const VISITOR_QUESTIONS = {
  wifi: 'What is the guest Wi-Fi password?',
  parking: 'Where can I park at the office?',
} as const;

const intent = (name: string, utterance: string, environment?: BubbleEnvironment): TopBubble => ({
  name,
  type: 'intent',
  utterance,
  avatar: NO_AVATAR,
  ...(environment ? { environment } : {}),
  children: [],
});

const hierarchy = (name: string, children: TopBubble[], environment?: BubbleEnvironment): TopBubble => ({
  name,
  type: 'hierarchy',
  avatar: NO_AVATAR,
  ...(environment ? { environment } : {}),
  children,
});

/** Short names for the FAQ bubbles, by FAQ id. */
const FAQ_BUBBLE_NAMES: Record<string, string> = {
  'faq-vpn': 'VPN access',
  'faq-password': 'Reset password',
  'faq-holidays': 'Holiday days',
  'faq-expenses': 'Expenses',
};

/** The demo assistant's bubble tree, top level first. */
export function demoTopBubbles(): TopBubble[] {
  return [
    hierarchy(
      'IT support',
      [
        intent('Report an outage', 'report an outage'),
        intent('Incident status', 'what is the status of my incident'),
        hierarchy('Tickets', [
          intent('Open a ticket', 'open a support ticket'),
          intent('My tickets', 'show my open tickets'),
        ]),
      ],
      'Both',
    ),
    hierarchy(
      'Sales',
      [intent('Find an account', 'find account'), intent('My pipeline', 'show my pipeline')],
      'Private',
    ),
    intent('Next meeting', 'when is my next meeting', 'Both'),
    intent('Schedule a meeting', 'schedule a meeting', 'Both'),
    hierarchy(
      'Questions',
      SEEDED_FAQ.map((faq) => intent(FAQ_BUBBLE_NAMES[faq.id] ?? faq.question, faq.question)),
      'Both',
    ),
    intent('Calendar', 'sync my calendar', 'Both'),
    intent('Guest Wi-Fi', VISITOR_QUESTIONS.wifi, 'Public'),
    intent('Parking', VISITOR_QUESTIONS.parking, 'Public'),
  ];
}

/** A small set for another organisation's assistant. */
export function basicTopBubbles(): TopBubble[] {
  return [
    intent('Create a ticket', 'create a ticket', 'Both'),
    intent('My agenda', 'show my agenda', 'Both'),
  ];
}

export function seededBubbles(
  demoSkill: { ID: string; tenant: string },
  others: readonly { ID: string; tenant: string }[],
): SkillBubbles[] {
  return [
    { skillId: demoSkill.ID, tenant: demoSkill.tenant, bubbles: demoTopBubbles() },
    ...others.map((skill) => ({ skillId: skill.ID, tenant: skill.tenant, bubbles: basicTopBubbles() })),
  ];
}

/** The bubbles module's seed: the demo skill's full tree, the other organisation's basic one. */
export function seedBubbles(
  demoSkill: { ID: string; tenant: string },
  others: readonly { ID: string; tenant: string }[],
): BubblesState {
  return { skills: seededBubbles(demoSkill, others) };
}
