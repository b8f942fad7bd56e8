/**
 * Helpers for tests (and the demo panel) that need chat data or chat failures in the emulated cloud. They change
 * the emulator's state directly, as the real services would have after the same events; never imported by
 * application code.
 */
import { clock } from '../../core/clock';
import { newId } from '../../core/db';
import type { EmulatorContext } from '../../core/types';
import { FALLBACK_REPLY, SEEDED_INTENTS, WELCOME_REPLY } from '../assistant/catalogue';
import type { ConversationTurn } from '../assistant/state';

import { lexMessages } from './errors';

/** Sets what the emulated speech services hear in any audio with speech (the demo rule). */
export { DEFAULT_SPOKEN_PHRASE, setNextSpokenPhrase } from '../speech/rule';

export interface AddChatTurnsOptions {
  /** The user (sub) or the user's e-mail. */
  user: string;
  count: number;
  /** When the newest turn happened (default now); older ones are 1 minute apart before it. */
  newestAt?: Date;
  inputType?: ConversationTurn['inputType'];
}

/**
 * Appends `count` visible portal chat turns of a user to the history (oldest first, one minute apart, numbered
 * 'Message 1' … 'Message N' so a test can tell pages apart), as if the user had chatted in the portal. For
 * the 5,000-message performance check and for history paging tests. Returns the turns added.
 */
export function addChatTurns(context: EmulatorContext, options: AddChatTurnsOptions): ConversationTurn[] {
  const user = context.db.state.identity.users.find(
    (candidate) => candidate.sub === options.user || candidate.attributes.email === options.user,
  );
  if (!user) throw new Error(`No user ${options.user} in the emulated cloud`);
  const tenant = user.attributes['custom:tenant'] ?? '';
  const skill = context.db.state.tenancy.skills.find((candidate) => candidate.tenant === tenant);
  if (!skill) throw new Error(`The tenant ${tenant} has no skill`);
  const newest = (options.newestAt ?? new Date(clock.now())).getTime();
  const sessionId = newId();
  const turns = Array.from({ length: options.count }, (_, index): ConversationTurn => {
    const intent = SEEDED_INTENTS[index % SEEDED_INTENTS.length];
    const matched = index % 7 !== 6;
    return {
      id: newId(),
      tenant,
      skillId: skill.ID,
      userId: user.sub,
      userLabel: user.attributes.email ?? user.sub,
      publicUser: false,
      sessionId,
      platform: 'Browser',
      inputType: options.inputType ?? 'Text',
      utterance: `Message ${index + 1}: ${matched ? (intent?.utterances[0] ?? '') : 'something else'}`,
      hidden: false,
      intent: matched ? (intent?.name ?? null) : null,
      connector: matched ? (intent?.connector ?? null) : null,
      status: matched ? 'SUCCESS' : 'FAILED',
      reply: `Reply ${index + 1}: ${matched ? (intent?.reply ?? '') : FALLBACK_REPLY}`,
      createdAt: new Date(newest - (options.count - 1 - index) * 60_000).toISOString(),
    };
  });
  context.db.update('assistant', (state) => {
    state.conversations.push(...turns);
  });
  return turns;
}

/** Appends the hidden welcome turn ('open' → the welcome) of a user, as the chat's first open records it. */
export function addWelcomeTurn(
  context: EmulatorContext,
  user: string,
  at = new Date(clock.now()),
): ConversationTurn {
  const [added] = addChatTurns(context, { user, count: 1, newestAt: at });
  if (!added) throw new Error('No turn was added');
  return context.db.update('assistant', (state) => {
    const stored = state.conversations.find((candidate) => candidate.id === added.id) ?? added;
    Object.assign(stored, {
      utterance: 'open',
      hidden: true,
      intent: 'Welcome',
      connector: null,
      status: 'SUCCESS',
      reply: WELCOME_REPLY,
    } satisfies Partial<ConversationTurn>);
    return stored;
  });
}

/** Removes every chat turn of a user (a clean history for a test). */
export function clearChatTurns(context: EmulatorContext, user: string): void {
  const sub =
    context.db.state.identity.users.find(
      (candidate) => candidate.sub === user || candidate.attributes.email === user,
    )?.sub ?? user;
  context.db.update('assistant', (state) => {
    state.conversations = state.conversations.filter((turn) => turn.userId !== sub);
  });
}

/** The bot failures the portal must handle (spec 1 §8, spec 3 §8). */
export type BotFailure =
  /** 404 'There is no alias named demo for the bot named …' → "Your environment is not ready…". */
  | 'environment-not-ready'
  /** 404 'Bot … does not exist'. */
  | 'bot-missing'
  /** 409 'Bot … has status BUILDING'. */
  | 'bot-building'
  /** 408 RequestTimeoutException (audio over 15 s). */
  | 'request-timeout'
  /** 200 with the intent's state Failed → 'Bot conversation failed'. */
  | 'dialog-failed'
  /** 500 InternalServerException: any other error. */
  | 'internal-error'
  /** 403 AccessDeniedException. */
  | 'access-denied'
  /** 403 ExpiredTokenException: the identity-pool credentials have expired (the portal refreshes them once). */
  | 'expired-token'
  /** 403 UnrecognizedClientException: AWS does not know the credentials' access key. */
  | 'invalid-token';

/** How many attempts the AWS SDK makes at a call that fails with a transient error (its default). */
export const SDK_MAX_ATTEMPTS = 3;

/**
 * Makes the next `times` (default 1) bot turns of an operation fail in the given way. The messages name the
 * request's own bot, as the real runtime's do.
 */
export function provokeBotFailure(
  context: EmulatorContext,
  failure: BotFailure,
  options: { operation?: 'RecognizeText' | 'RecognizeUtterance'; times?: number } = {},
): void {
  const operation = options.operation ?? 'RecognizeText';
  // The AWS SDK retries transient errors (408 RequestTimeoutException, 5xx) up to 3 attempts in all: each
  // failed turn must fail every attempt, or the retry would succeed.
  const attempts = failure === 'request-timeout' || failure === 'internal-error' ? SDK_MAX_ATTEMPTS : 1;
  const times = (options.times ?? 1) * attempts;
  const faults = {
    'environment-not-ready': { status: 404, message: lexMessages.noAlias('demo', '{bot}') },
    'bot-missing': { status: 404, message: lexMessages.botMissing('{bot}') },
    'bot-building': { status: 409, message: lexMessages.building('{bot}') },
    'request-timeout': { status: 408, message: lexMessages.audioTooLong() },
    'dialog-failed': { status: 200, outcome: 'dialog-failed' as const },
    'internal-error': { status: 500, message: lexMessages.internal() },
    'access-denied': { status: 403, message: lexMessages.accessDenied() },
    'expired-token': { status: 403, errorType: 'ExpiredTokenException', message: lexMessages.expiredToken() },
    'invalid-token': {
      status: 403,
      errorType: 'UnrecognizedClientException',
      message: lexMessages.invalidToken(),
    },
  } satisfies Record<
    BotFailure,
    { status: number; message?: string; errorType?: string; outcome?: 'dialog-failed' }
  >;
  context.faults.add({ operation, times, ...faults[failure] });
}

/** How an AWS SDK call failed (its error's name, message and HTTP status), or that it did not. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ name: string; message: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    const failed = error as Error & { $metadata?: { httpStatusCode?: number } };
    return { name: failed.name, message: failed.message, status: failed.$metadata?.httpStatusCode };
  }
  return { name: 'no error', message: 'the call succeeded' };
}
