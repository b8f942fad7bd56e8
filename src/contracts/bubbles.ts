/**
 * The bubbles editor's wire contract (spec 3 §3 "Bubble", §7 "Bubbles and settings"): the skill's tree of
 * suggestion bubbles as administrators edit it. The chat reads the same tree through GetBubbles (contracts/chat.ts),
 * where each bubble gets an id and the environment decides which channel shows it.
 */
import type { SkillFields } from './auth';
import { defineOperation } from './operation';

/** Which chat a top-level bubble shows in: the portal's own (Private), the website assistant (Public), or both. */
export type BubbleEnvironment = 'Private' | 'Public' | 'Both';
export const BUBBLE_ENVIRONMENTS: readonly BubbleEnvironment[] = ['Private', 'Public', 'Both'];

/** An intent bubble sends its utterance; a hierarchy bubble opens its children. */
export type TopBubbleType = 'intent' | 'hierarchy';
export const TOP_BUBBLE_TYPES: readonly TopBubbleType[] = ['intent', 'hierarchy'];

/** Spec 3 §3: an avatar left empty is sent as a single space. */
export const NO_AVATAR = ' ';

export interface TopBubble {
  name: string;
  type: TopBubbleType;
  /** Intent bubbles only: what a click sends to the assistant. */
  utterance?: string;
  /** An image URL, or NO_AVATAR. */
  avatar: string;
  /** Top-level bubbles only. */
  environment?: BubbleEnvironment;
  /** Hierarchy bubbles only (an intent bubble's list is empty). */
  children: TopBubble[];
}

/**
 * What the server accepts (beyond the spec, which states none; the editor checks the same before Save): a name
 * up to 100 characters, an utterance up to 200, an avatar URL up to 2,048, at most four levels and 500 bubbles
 * in all. Channels show less (a Lex response card: 5 buttons of 50 characters); the editor warns about those.
 */
export const BUBBLE_LIMITS = {
  nameMax: 100,
  utteranceMax: 200,
  avatarMax: 2048,
  depthMax: 4,
  totalMax: 500,
} as const;

export interface TopBubblesReply {
  code: number;
  data?: TopBubble[];
  message?: string;
}

export interface UpdateTopBubblesFields {
  bubbles: TopBubble[];
  SkillId: string;
}

export interface UpdateTopBubblesReply {
  code: number;
  message?: string;
}

/** The skill's bubble tree, top level first (administrators). */
export const getTopBubbles = defineOperation<SkillFields, TopBubblesReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skills',
  apiCall: 'GetTopBubbles',
});

/** Replaces the skill's whole bubble tree (administrators); the chat follows at once. */
export const updateTopBubbles = defineOperation<UpdateTopBubblesFields, UpdateTopBubblesReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skills',
  apiCall: 'UpdateTopBubbles',
});
