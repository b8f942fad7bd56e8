/**
 * The emulated bot's dialog: what it answers to a turn and how the turn is recorded.
 *
 * Every emulated bot knows the tasks its organisation's assistant was built with (src/emulator/modules/connections), its
 * organisation's published FAQ (src/emulator/modules/faq), and the utterances of the skill's chat bubbles (each
 * counted for the intent it matches), derived from the saved bubble tree as GetBubbles derives them
 * (src/emulator/modules/bubbles/chat-bubbles.ts), so a saved tree counts at once, and the tasks that take a custom
 * slot (src/emulator/modules/custom-slots/slot-intents.ts), resolved from the skill's last generated model. One turn
 * is one intent: the bot fulfils a matched intent at once (a slot not said is asked for in the reply, not elicited), answers an FAQ question with its answer, greets
 * the chat's hidden 'open' with the welcome, answers small talk (greetings, thanks, "help": what it can do, as the
 * skill's bubbles), and falls back otherwise. Each turn is appended to
 * state.conversations, from which chat history and the dashboard are computed; the runtime (handlers.ts) also
 * logs a person's turns for utterance training.
 */
import type { Bubble } from '@/contracts/chat';
import type { SlotValue } from '@/contracts/custom-slots';

import { newId } from '../../core/db';
import type { EmulatorContext } from '../../core/types';
import { actionButtonIntents } from '../action-buttons/bot-intents';
import {
  capabilitiesReply,
  FALLBACK_REPLY,
  SEEDED_FAQ,
  SEEDED_INTENTS,
  type SeededFaq,
  type SeededIntent,
  SMALL_TALK,
  type SmallTalk,
  THANKS_REPLY,
  WELCOME_REPLY,
} from '../assistant/catalogue';
import type { AssistantState, ConversationTurn } from '../assistant/state';
import { FAQ_CONNECTOR, FAQ_INTENT } from '../assistant/usage';
import { skillChatBubbles } from '../bubbles/chat-bubbles';
import type { PoolUser } from '../cognito/state';
import { assistantIntents } from '../connections/build';
import {
  matcherSamples,
  modelValues,
  type ResolvedSlot,
  resolveSlots,
  SLOT_INTENT_CONNECTOR,
  SLOT_INTENTS,
  type SlotIntent,
} from '../custom-slots/slot-intents';
import { publishedFaqs } from '../faq/state';
import type { SkillRecord } from '../tenancy/state';
import { type TrainedUtterance, trainedUtterances } from '../utterance-training/state';

import {
  createMatcher,
  type Match,
  MATCH_THRESHOLD,
  type MatchCandidate,
  type Matcher,
  normalise,
} from './matcher';

/** The chat's hidden welcome message (contract: the text 'open', exactly). */
export const WELCOME_TEXT = 'open';
/** The intent the welcome turn is recorded under. */
export const WELCOME_INTENT = 'Welcome';
export const FALLBACK_INTENT = 'FallbackIntent';
/** A conversation (ConversationTurn.sessionId) spans turns within this long of each other. */
export const SESSION_GAP_MS = 30 * 60 * 1000;

/** What the bot can answer with: a task (intent) of its connectors, or a question of the FAQ. */
export type Answer = { kind: 'intent'; intent: SeededIntent } | { kind: 'faq'; faq: SeededFaq };

/** Who takes a turn: a member of the organisation, or a visitor of its website (a guest of the identity pool). */
export interface Speaker {
  /** The member's sub, or the visitor's identity id (ConversationTurn.userId; sessions are counted by it). */
  id: string;
  /** What the conversations show for them: the member's e-mail, or WEBSITE_VISITOR_LABEL. */
  label: string;
  /** A visitor of the public chatbot (ConversationTurn.publicUser: the dashboard's public users). */
  publicUser: boolean;
}

/** A signed-in member, as their turns have always been recorded. */
export const speakerOf = (user: PoolUser): Speaker => ({
  id: user.sub,
  label: user.attributes.email ?? user.sub,
  publicUser: false,
});

/** A website visitor: the identity pool's guest identity (the widget keeps it for a returning visitor). */
export const WEBSITE_VISITOR_LABEL = 'Website visitor';

export interface TurnRequest {
  context: EmulatorContext;
  speaker: Speaker;
  tenant: string;
  skill: SkillRecord;
  /** What was said (typed, clicked, or the transcript of speech). */
  text: string;
  inputType: ConversationTurn['inputType'];
  /** An injected fault: the matched intent's fulfilment fails (dialog state Failed). */
  dialogFails: boolean;
  /** An editor's check of a phrase (request attribute purpose 'check'): answered, not recorded. */
  check?: boolean;
}

/** What the runtime tells the client, in Lex V2's terms. */
export interface TurnOutcome {
  /** The plain reply (messages[0].content and the PlainText attribute). */
  plain: string;
  /** The reply as HTML (the cardBody attribute, and the recorded reply). */
  html: string;
  dialogActionType: 'Close' | 'ElicitIntent';
  /** Absent for the welcome: the bot only asks what the user wants. */
  intent?: {
    name: string;
    state: 'Fulfilled' | 'Failed' | 'InProgress';
    confirmationState: 'None';
    slots: object;
  };
  /** How sure the bot is (0…1); absent for the fallback. */
  confidence?: number;
  /** Session attributes this reply sets (an action button's offer). */
  sessionAttributes?: Readonly<Record<string, string>>;
  /** The recorded turn (undefined when nothing was said: silent audio, and for an editor's check). */
  turn?: ConversationTurn;
  /** How the bot read what was said (undefined when nothing was). */
  understood?: Understanding;
}

/** Every utterance of a bubble tree: intent, skill, slot, confirmation and drill-down bubbles send one. */
function bubbleUtterances(bubbles: readonly Bubble[]): string[] {
  return bubbles.flatMap((bubble) => [
    ...(bubble.utterance ? [bubble.utterance] : []),
    ...bubbleUtterances(bubble.children ?? []),
  ]);
}

const intentAnswer = (intent: SeededIntent): Answer => ({ kind: 'intent', intent });
const faqAnswer = (faq: SeededFaq): Answer => ({ kind: 'faq', faq });

/**
 * A task that takes a custom slot, as the catalogue's tasks are: its samples show the slot as `{room}`, and the
 * matcher compares them with the slot's token where a value was said (slot-intents.ts). Its reply here is the one
 * for no value; takeTurn answers with the resolved value.
 */
const slotTaskOf = (slotIntent: SlotIntent): SeededIntent => ({
  name: slotIntent.name,
  title: slotIntent.title,
  connector: SLOT_INTENT_CONNECTOR,
  utterances: slotIntent.utterances,
  reply: slotIntent.reply(null, []),
});

const catalogueCandidates = (
  intents: readonly SeededIntent[],
  faqs: readonly SeededFaq[],
  slotIntents: readonly SlotIntent[],
): MatchCandidate<Answer>[] => [
  ...intents.map((intent) => ({ samples: intent.utterances, value: intentAnswer(intent) })),
  ...slotIntents.map((slotIntent) => ({
    samples: matcherSamples(slotIntent),
    value: intentAnswer(slotTaskOf(slotIntent)),
  })),
  ...faqs.map((faq) => ({ samples: [faq.question], value: faqAnswer(faq) })),
];

/**
 * The answer a trained utterance teaches: the task of that intent, or the answer whose sample (FAQ question or
 * task utterance) is the chosen best answer. Null when the bot has no such answer (any more): the feedback stays
 * stored, but teaches nothing.
 */
function trainedAnswer(candidates: readonly MatchCandidate<Answer>[], trained: TrainedUtterance) {
  if (trained.intent !== undefined) {
    return (
      candidates.find(({ value }) => value.kind === 'intent' && value.intent.name === trained.intent)
        ?.value ?? null
    );
  }
  const chosen = normalise(trained.answer ?? '');
  if (!chosen) return null;
  return (
    candidates.find(({ samples }) => samples.some((sample) => normalise(sample) === chosen))?.value ?? null
  );
}

/**
 * The skill's matcher: the tasks its organisation's assistant was built with (`intents`; by default the whole
 * demo catalogue) and the FAQ, plus each bubble utterance as one more sample of the answer it matches (a bubble
 * whose utterance matches nothing teaches the bot nothing, as an unmapped phrase would not), plus what
 * administrators trained (`trained`): each utterance one more sample of the answer it was trained to. Trained
 * samples come first, so that on a tie what an administrator said wins over the catalogue.
 */
export function skillMatcher(
  bubbles: readonly Bubble[],
  intents: readonly SeededIntent[] = SEEDED_INTENTS,
  faqs: readonly SeededFaq[] = SEEDED_FAQ,
  trained: readonly TrainedUtterance[] = [],
  slotIntents: readonly SlotIntent[] = [],
) {
  const candidates = catalogueCandidates(intents, faqs, slotIntents);
  const base = createMatcher(candidates);
  const extra = new Map<Answer, string[]>();
  for (const utterance of bubbleUtterances(bubbles)) {
    const match = base.match(utterance);
    if (match) extra.set(match.value, [...(extra.get(match.value) ?? []), utterance]);
  }
  const taught = new Map<Answer, string[]>();
  for (const entry of trained) {
    const answer = trainedAnswer(candidates, entry);
    if (answer) taught.set(answer, [...(taught.get(answer) ?? []), entry.text]);
  }
  return createMatcher([
    ...[...taught].map(([value, samples]) => ({ samples, value })),
    ...candidates.map((candidate) => ({
      ...candidate,
      samples: [...candidate.samples, ...(extra.get(candidate.value) ?? [])],
    })),
  ]);
}

/** The values the skill's slot tasks can resolve, by slot type: its generated model's (none for a type it lacks). */
function slotTypesOf(context: EmulatorContext, skill: SkillRecord): ReadonlyMap<string, SlotValue[]> {
  const model = modelValues(context.db.state, skill.ID);
  return new Map(SLOT_INTENTS.map(({ slot }) => [slot.type, model.get(slot.type) ?? []]));
}

/**
 * The matcher of an organisation's skill as it is now: its tasks, `extra` intents after them (the action buttons
 * its members are offered), its slot tasks, FAQ, bubbles and trained utterances. What is said is matched with the
 * slot values in it resolved (a synonym of a room reads as the room).
 */
export function tenantMatcher(
  context: EmulatorContext,
  tenant: string,
  skill: SkillRecord,
  extra: readonly SeededIntent[] = [],
): Matcher<Answer> {
  const { state } = context.db;
  const matcher = skillMatcher(
    skillChatBubbles(state, skill),
    [...assistantIntents(state.connections, tenant), ...extra],
    publishedFaqs(state.faq, tenant),
    trainedUtterances(state.utteranceTraining, tenant),
    SLOT_INTENTS,
  );
  const types = slotTypesOf(context, skill);
  return {
    match: (text) => matcher.match(resolveSlots(text, types).text),
    rank: (text, limit) => matcher.rank(resolveSlots(text, types).text, limit),
  };
}

/** A slot task's reply to what was said, and its slot as Lex V2 reports it (null when no value was said). */
function slotTaskReply(request: TurnRequest, slotIntent: SlotIntent) {
  const types = slotTypesOf(request.context, request.skill);
  const resolved: ResolvedSlot | null =
    resolveSlots(request.text, types).resolved.get(slotIntent.slot.type) ?? null;
  return {
    reply: slotIntent.reply(resolved, types.get(slotIntent.slot.type) ?? []),
    slots: {
      [slotIntent.slot.name]: resolved && {
        value: {
          originalValue: resolved.originalValue,
          interpretedValue: resolved.value.value,
          resolvedValues: [resolved.value.value],
        },
      },
    },
  };
}

/** What the bot makes of a text, before it answers. */
export type Understanding =
  | { kind: 'welcome' }
  | { kind: 'small-talk'; name: SmallTalk['name'] }
  | { kind: 'match'; match: Match<Answer> }
  /** `nearest`: the best sample below the threshold, if any shares a word (the answer it did not use). */
  | { kind: 'fallback'; nearest: Match<Answer> | null };

/** How the bot reads a turn: the hidden welcome, whole-phrase small talk, else the matcher. */
export function understand(text: string, matcher: Matcher<Answer>): Understanding {
  // The chat sends exactly 'open'; a person typing "Open" means the same, not "open a new incident".
  if (normalise(text) === WELCOME_TEXT) return { kind: 'welcome' };
  const smallTalk = smallTalkOf(text);
  if (smallTalk) return { kind: 'small-talk', name: smallTalk };
  // The best-ranked answer is the one `match` would give (the same earliest best sample); ranking once serves
  // both the match and the near miss.
  const best = matcher.rank(text, 1)[0] ?? null;
  return best && best.score >= MATCH_THRESHOLD
    ? { kind: 'match', match: best }
    : { kind: 'fallback', nearest: best };
}

/** The plain text of a reply's HTML: tags dropped, line breaks kept, the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The conversation a new turn of this user belongs to: the last one if it is recent enough, else a new one. */
function conversationId(state: AssistantState, userId: string, skillId: string, now: number): string {
  for (let index = state.conversations.length - 1; index >= 0; index -= 1) {
    const turn = state.conversations[index];
    if (turn?.userId !== userId || turn.skillId !== skillId) continue;
    return now - Date.parse(turn.createdAt) <= SESSION_GAP_MS ? turn.sessionId : newId();
  }
  return newId();
}

/** The small talk a whole utterance is, if any. */
export function smallTalkOf(text: string): SmallTalk['name'] | null {
  const said = normalise(text);
  return SMALL_TALK.find((talk) => talk.pattern.test(said))?.name ?? null;
}

/** The names of the skill's top-level bubbles (what the chat offers to click), HTML-escaped. */
function bubbleTopics(bubbles: readonly Bubble[]): string[] {
  return bubbles.map((bubble) => bubble.name.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`));
}

function outcomeOf(
  request: TurnRequest,
  match: Match<Answer> | null,
  welcome: boolean,
  smallTalk: SmallTalk['name'] | null,
) {
  if (smallTalk) {
    return {
      html:
        smallTalk === 'Thanks'
          ? THANKS_REPLY
          : capabilitiesReply(
              smallTalk,
              bubbleTopics(skillChatBubbles(request.context.db.state, request.skill)),
            ),
      dialogActionType: 'Close' as const,
      intent: { name: smallTalk, state: 'Fulfilled' as const },
      confidence: 1,
      record: { intent: smallTalk, connector: null, status: 'SUCCESS' as const },
    };
  }
  if (welcome) {
    return {
      html: WELCOME_REPLY,
      dialogActionType: 'ElicitIntent' as const,
      record: { intent: WELCOME_INTENT, connector: null, status: 'SUCCESS' as const },
    };
  }
  if (!match) {
    return {
      html: FALLBACK_REPLY,
      dialogActionType: 'ElicitIntent' as const,
      intent: { name: FALLBACK_INTENT, state: 'InProgress' as const },
      record: { intent: null, connector: null, status: 'FAILED' as const },
    };
  }
  const { name, connector, reply, title } =
    match.value.kind === 'intent'
      ? match.value.intent
      : { name: FAQ_INTENT, connector: FAQ_CONNECTOR, reply: match.value.faq.answer, title: 'FAQ' };
  const slotIntent = SLOT_INTENTS.find((candidate) => candidate.name === name);
  const slotted = slotIntent ? slotTaskReply(request, slotIntent) : { reply, slots: {} };
  if (request.dialogFails) {
    return {
      html: `Sorry, I could not complete your request (${title}). Please try again later.`,
      dialogActionType: 'Close' as const,
      intent: { name, state: 'Failed' as const, slots: slotted.slots },
      confidence: match.score,
      record: { intent: name, connector, status: 'FAILED' as const },
    };
  }
  return {
    html: slotted.reply,
    dialogActionType: 'Close' as const,
    intent: { name, state: 'Fulfilled' as const, slots: slotted.slots },
    confidence: match.score,
    record: { intent: name, connector, status: 'SUCCESS' as const },
    ...(match.value.kind === 'intent' && match.value.intent.sessionAttributes
      ? { sessionAttributes: match.value.intent.sessionAttributes }
      : {}),
  };
}

/** Answers one turn and records it in state.conversations, unless it is an editor's check (`check`). */
export function takeTurn(request: TurnRequest): TurnOutcome {
  const { context, speaker, tenant, skill, text, inputType } = request;
  // Members are offered their organisation's action buttons; a website's visitor has no form to fill in.
  const buttons = speaker.publicUser ? [] : actionButtonIntents(context.db.state.actionButtons, tenant);
  const understood = understand(text, tenantMatcher(context, tenant, skill, buttons));
  const welcome = understood.kind === 'welcome';
  const smallTalk = understood.kind === 'small-talk' ? understood.name : null;
  const match = understood.kind === 'match' ? understood.match : null;
  const outcome = outcomeOf(request, match, welcome, smallTalk);
  const now = context.clock.now();
  const turn = request.check
    ? undefined
    : context.db.update('assistant', (state) => {
        const recorded: ConversationTurn = {
          id: newId(),
          tenant,
          skillId: skill.ID,
          userId: speaker.id,
          userLabel: speaker.label,
          publicUser: speaker.publicUser,
          sessionId: conversationId(state, speaker.id, skill.ID, now),
          platform: 'Browser',
          inputType,
          utterance: text,
          hidden: welcome,
          ...outcome.record,
          reply: outcome.html,
          createdAt: new Date(now).toISOString(),
        };
        state.conversations.push(recorded);
        return recorded;
      });
  return {
    plain: plainText(outcome.html),
    html: outcome.html,
    dialogActionType: outcome.dialogActionType,
    ...('intent' in outcome && outcome.intent
      ? { intent: { slots: {}, ...outcome.intent, confirmationState: 'None' as const } }
      : {}),
    ...('confidence' in outcome && outcome.confidence !== undefined
      ? { confidence: outcome.confidence }
      : {}),
    ...('sessionAttributes' in outcome ? { sessionAttributes: outcome.sessionAttributes } : {}),
    turn,
    understood,
  };
}

/** The answer to silence: the bot asks again, and nothing is recorded (nothing was said). */
export function silentTurn(): TurnOutcome {
  return {
    plain: FALLBACK_REPLY,
    html: FALLBACK_REPLY,
    dialogActionType: 'ElicitIntent',
    intent: { name: FALLBACK_INTENT, state: 'InProgress', confirmationState: 'None', slots: {} },
  };
}
