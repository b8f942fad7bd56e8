/**
 * The chat's bubbles (GetBubbles, spec 1 §4) derived from a skill's bubble tree (spec 3 §3): what the portal's
 * chat offers to click and what the emulated bot learns from, both read through here so that a saved tree shows
 * in the chat at once.
 *
 * - Channel: a top-level bubble shows in the chat of its environment; 'Both' shows in either. The portal's own
 *   chat is the private channel; the website assistant (issue 26) is the public one.
 * - Ids: a bubble's position in the stored tree ('bubble-0-2-1': the first top-level bubble's third child's
 *   second child), counted before the channel is applied, so a bubble keeps its id in either channel and as
 *   long as the tree around it keeps its shape. The tree carries no ids of its own (the contract has none).
 * - Answers: an intent bubble whose utterance is one of the organisation's published FAQ questions (trimmed,
 *   case-insensitive) becomes an answer bubble with that question and answer, which the chat answers itself
 *   (spec 1 §4), as the demo's FAQ bubbles always did.
 * - Avatar: NO_AVATAR (a single space) means none: the chat bubble has no avatar.
 */
import { type BubbleEnvironment, NO_AVATAR, type TopBubble } from '@/contracts/bubbles';
import type { Bubble } from '@/contracts/chat';

import type { EmulatorState } from '../../core/types';
import { publishedFaqs } from '../faq/state';
import type { SkillRecord } from '../tenancy/state';

import { skillTree } from './state';

/** Which chat asks: the portal's own (Private) or the website assistant's (Public). */
export type BubbleChannel = Exclude<BubbleEnvironment, 'Both'>;

/** The portal's chat: the private channel. */
export const PORTAL_CHANNEL: BubbleChannel = 'Private';

export interface FaqAnswer {
  question: string;
  /** HTML. */
  answer: string;
}

/** How a question is compared: spaces around it and case do not count. */
const questionKey = (text: string) => text.trim().toLowerCase();

/**
 * Whether a top-level bubble shows in `channel`. A stored tree always has an environment on top-level bubbles
 * (UpdateTopBubbles and the migration see to it); one without shows in both, as the migration's default.
 */
export const showsIn = (environment: BubbleEnvironment | undefined, channel: BubbleChannel): boolean =>
  environment === undefined || environment === 'Both' || environment === channel;

export function chatBubbles(
  tree: readonly TopBubble[],
  faqs: readonly FaqAnswer[],
  channel: BubbleChannel = PORTAL_CHANNEL,
): Bubble[] {
  // The first of equal questions answers, as the bot's matcher would pick the first candidate of equal score.
  const answers = new Map<string, FaqAnswer>();
  for (const faq of faqs) {
    const key = questionKey(faq.question);
    if (!answers.has(key)) answers.set(key, faq);
  }
  const convert = (bubble: TopBubble, id: string): Bubble => {
    const avatar = bubble.avatar !== NO_AVATAR && bubble.avatar.trim() ? { avatar: bubble.avatar } : {};
    if (bubble.type === 'hierarchy') {
      return {
        id,
        name: bubble.name,
        type: 'hierarchy',
        ...avatar,
        children: bubble.children.map((child, index) => convert(child, `${id}-${index}`)),
      };
    }
    const utterance = bubble.utterance ?? '';
    const faq = utterance.trim() ? answers.get(questionKey(utterance)) : undefined;
    if (faq) {
      // The chat shows the question as the user's message and the answer after it; help shows the question.
      return {
        id,
        name: bubble.name,
        type: 'answer',
        ...avatar,
        question: faq.question,
        answer: faq.answer,
        help: faq.question,
      };
    }
    return { id, name: bubble.name, type: 'intent', ...avatar, utterance };
  };
  return tree.flatMap((bubble, index) =>
    showsIn(bubble.environment, channel) ? [convert(bubble, `bubble-${index}`)] : [],
  );
}

/** The skill's chat bubbles in `channel`, with its organisation's published FAQ for the answer bubbles. */
export function skillChatBubbles(
  state: Pick<EmulatorState, 'bubbles' | 'faq'>,
  skill: Pick<SkillRecord, 'ID' | 'tenant'>,
  channel: BubbleChannel = PORTAL_CHANNEL,
): Bubble[] {
  return chatBubbles(skillTree(state.bubbles, skill.ID), publishedFaqs(state.faq, skill.tenant), channel);
}
