/**
 * The organisation's chatbot as utterance training sees it: its skill, its intents (intents/list), how it judged
 * an utterance (a logged record's Intent, Score, AboveThreshold and MatchedQuestion) and the answers it could
 * have given. All of it comes from the emulated Lex bot's own reading (src/emulator/modules/lex/bot.ts), so the
 * scores in the log are the matcher's.
 */
import { serialiseMarkup } from '@/contracts/utterance-markup';
import type { Intent, UtteranceChannel, UtteranceRecord } from '@/contracts/utterance-training';

import { newId } from '../../core/db';
import { notFound } from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';
import type { SeededIntent } from '../assistant/catalogue';
import { assistantIntents } from '../connections/build';
import { type Answer, FALLBACK_INTENT, type Understanding } from '../lex/bot';
import type { Match } from '../lex/matcher';
import type { SkillRecord } from '../tenancy/state';

/** The intent a FAQ answer is logged under (spec 3 §3: MainFAQIntent and FallbackIntent rows are FAQ rows). */
export const FAQ_INTENT_ID = 'MainFAQIntent';
export const FALLBACK_INTENT_ID = FALLBACK_INTENT;
/** What intents/list says for an intent no connector serves (spec 3 §3). */
export const DEFAULT_CONNECTION = 'DefaultAction';
/** The reply of a tenant without a skill (spec 3 §8, the typo fixed). */
export const NO_CHATBOT = 'No chatbot for tenant name';

/** The organisation's skill (its chatbot): 404 'No chatbot for tenant name' when it has none. */
export function ownChatbot(context: EmulatorContext, tenant: string): SkillRecord {
  const skill = context.db.state.tenancy.skills.find((candidate) => candidate.tenant === tenant);
  if (!skill) throw notFound(NO_CHATBOT);
  return skill;
}

/**
 * The bot's intents as Lex lists them: its connectors' tasks, the FAQ intent, the built-in fallback (Lex's
 * 'AMAZON.FallbackIntent') and the small talk it answers; each with the connection that serves it, if any.
 */
function lexIntents(context: EmulatorContext, tenant: string) {
  return [
    ...assistantIntents(context.db.state.connections, tenant).map((task) => ({
      id: task.name,
      lexName: task.name,
      connection: task.connector,
    })),
    // The FAQ is the bot's own (its search index), not a connector's task.
    { id: FAQ_INTENT_ID, lexName: FAQ_INTENT_ID, connection: '' },
    { id: FALLBACK_INTENT_ID, lexName: `AMAZON.${FALLBACK_INTENT_ID}`, connection: '' },
    ...(['Greeting', 'Thanks', 'Help'] as const).map((name) => ({ id: name, lexName: name, connection: '' })),
  ];
}

/** intents/list: names without 'AMAZON.', a missing connection as 'DefaultAction' (spec 3 §3 "Intent"). */
export function botIntents(context: EmulatorContext, tenant: string): Intent[] {
  return lexIntents(context, tenant).map(({ id, lexName, connection }) => ({
    id,
    name: lexName.replace(/^AMAZON\./, ''),
    connection: connection || DEFAULT_CONNECTION,
  }));
}

/**
 * The text an answer is shown and chosen by: an FAQ answer by its question; a task by the catalogue utterance
 * that matched (its first when a trained or bubble sample did), which the bot can resolve when it is trained.
 */
export function answerText(match: Match<Answer>): string {
  if (match.value.kind === 'faq') return match.value.faq.question;
  const intent: SeededIntent = match.value.intent;
  return intent.utterances.includes(match.sample) ? match.sample : (intent.utterances[0] ?? intent.name);
}

const intentOf = (answer: Answer) => (answer.kind === 'faq' ? FAQ_INTENT_ID : answer.intent.name);
const rounded = (score: number) => Math.round(score * 10_000) / 10_000;

/** How the bot judged an utterance, in the log's terms. The welcome is never logged; it reads as small talk. */
export function judged(
  understood: Understanding,
): Pick<UtteranceRecord, 'Intent' | 'Score' | 'AboveThreshold' | 'MatchedQuestion'> {
  switch (understood.kind) {
    case 'welcome':
      return { Intent: 'Greeting', Score: 1, AboveThreshold: true, MatchedQuestion: '' };
    case 'small-talk':
      return { Intent: understood.name, Score: 1, AboveThreshold: true, MatchedQuestion: '' };
    case 'match':
      return {
        Intent: intentOf(understood.match.value),
        Score: rounded(understood.match.score),
        AboveThreshold: true,
        MatchedQuestion: answerText(understood.match),
      };
    case 'fallback':
      // The nearest answer it did not use: the row shows it as 'Not used on chatbot'.
      return {
        Intent: FALLBACK_INTENT_ID,
        Score: rounded(understood.nearest?.score ?? 0),
        AboveThreshold: false,
        MatchedQuestion: understood.nearest ? answerText(understood.nearest) : '',
      };
  }
}

/** A person's chat turn, as the Lex runtime took it. */
export interface ChatUtterance {
  /**
   * The organisation of the bot's skill: a member's own (their Cognito user's), or the public bot's for a
   * website's visitor; never one the request names.
   */
  tenant: string;
  /** What was said: typed, the clicked bubble's utterance, or the transcript of speech. */
  text: string;
  understood: Understanding;
  /** The Lex session (the runtime URL's sessionId): the conversation a row links to. */
  sessionId: string;
  /** The portal's chat, or the public chatbot on a website. */
  channel: Extract<UtteranceChannel, 'portal' | 'public'>;
}

/**
 * Logs a chat turn as the audit index does, in its organisation's log, untrained: the Utterance Training page
 * reviews it with the seeded records, judged in the same terms. The text is stored as markup with no entities, so
 * brackets someone typed stay text.
 */
export function logChatUtterance(context: EmulatorContext, turn: ChatUtterance): void {
  context.db.update('utteranceTraining', (state) => {
    state.utterances.push({
      tenant: turn.tenant,
      trained: false,
      Id: newId(),
      UserInput: serialiseMarkup({ text: turn.text, entities: [] }),
      Time: new Date(context.clock.now()).toISOString(),
      ...judged(turn.understood),
      Channel: turn.channel,
      SessionId: turn.sessionId,
    });
  });
}
