import type { PayloadAction } from '@reduxjs/toolkit';
import { nanoid } from '@reduxjs/toolkit';
import {
  call as callEffect,
  put,
  race,
  take as takeEffect,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';

import { ACTION_BUTTON_ATTRIBUTE, actionButtonOfferOf } from '@/contracts/action-buttons';
import { selectCurrentUser, selectSkill, type SignedInUser } from '@/features/auth';
import { actionChannel, call, fork, select, take } from '@/lib/redux/effects';
import { assistantBubblesChanged } from '@/lib/redux/events';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { unauthenticate } from '@/lib/redux/session';
import { userStorage } from '@/lib/user-storage';
import { toServiceError } from '@/services/errors';

import { fetchBubbles, fetchHistory } from './api';
import {
  BUBBLE_ANSWER_DELAY_MS,
  CHAT_MESSAGES,
  chatErrorText,
  EXPIRED_LINK_TEXT,
  WELCOME_TEXT,
} from './messages';
import {
  assistantPageOpened,
  botFailed,
  botReplied,
  bubbleClicked,
  bubblesFailed,
  bubblesLoaded,
  bubblesRequested,
  chatOpened,
  type ChatState,
  historyFailed,
  historyLoaded,
  historyRequested,
  messageAdded,
  messageSubmitted,
  type SubmittedMessage,
  suggestionsLoaded,
  suggestionsRequested,
  turnRecorded,
} from './slice';
import type { Bubble, ChatMessage } from './types';

/** Per-user keys (src/lib/user-storage.ts): kept across reloads, encoded. */
export const CONNECTION_ID_KEY = 'chat.connectionId';
export const PENDING_MESSAGE_KEY = 'chat.pendingMessage';
/**
 * Per-user key in the tab's sessionStorage: the welcome was answered in this visit. A reload keeps it (a new tab
 * or window does not), so reloading the page does not greet again (spec 1 §4: the welcome once).
 */
export const WELCOMED_KEY = 'chat.welcomed';

const selectChat = (state: { chat: ChatState }) => state.chat;

const isString = (value: unknown): value is string => typeof value === 'string';
const isTrue = (value: unknown): value is true => value === true;
const isSubmittedMessage = (value: unknown): value is SubmittedMessage =>
  typeof value === 'object' &&
  value !== null &&
  ['text', 'emoji', 'transcript'].includes((value as SubmittedMessage).type) &&
  typeof (value as SubmittedMessage).text === 'string' &&
  ['chat', 'bubble'].includes((value as SubmittedMessage).source);

/** The bot's PCM reply as an object URL, for the voice part to play. */
function audioUrlOf(audio: Uint8Array | undefined): string | undefined {
  if (!audio || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(new Blob([audio as BlobPart], { type: 'audio/pcm' }));
}

/** The conversation's memory within the page: what the bot returned last time, sent back with each turn. */
interface Conversation {
  sessionAttributes: Record<string, string>;
}

function* storageForUser(): Saga<ReturnType<typeof userStorage> | null> {
  const user = yield* select(selectCurrentUser);
  return user ? userStorage(user.username) : null;
}

/** The user's storage of this tab only (sessionStorage): what holds for this visit, across reloads. */
function* tabStorageForUser(): Saga<ReturnType<typeof userStorage> | null> {
  const user = yield* select(selectCurrentUser);
  return user ? userStorage(user.username, sessionStorage) : null;
}

/** docs/design.md §7: a failed page is an inline notice with Retry; the chat stays usable. */
const requestHistoryPage = requestWorker(
  { success: historyLoaded, failure: () => historyFailed() },
  function* (user: SignedInUser) {
    const { gateway } = yield* services();
    const chat = yield* select(selectChat);
    return yield* call(fetchHistory, gateway, {
      // Newest first: this session's turns came after everything already loaded, and pushed it down.
      from: chat.history.loaded + chat.turnsRecorded,
      tenant: user.tenant,
      user_id: user.sub,
      source: 'portal',
    });
  },
);

function* loadHistoryPage(): Saga {
  const user = yield* select(selectCurrentUser);
  if (user) yield* requestHistoryPage(user);
}

type Turn = { requestId?: string; source?: 'bubble' | 'chat' };

const requestBubbles = requestWorker(
  { started: () => bubblesRequested(), success: bubblesLoaded, failure: () => bubblesFailed() },
  function* (skillId: string, turn: Turn) {
    const { gateway } = yield* services();
    return yield* call(fetchBubbles, gateway, skillId, turn);
  },
);

function* loadBubbles(turn: Turn = {}): Saga {
  const skill = yield* select(selectSkill);
  if (skill) yield* requestBubbles(skill.ID, turn);
}

function* loadTopBubbles(): Saga {
  yield* loadBubbles();
}

/** First open (the window or the Assistant page): history, bubbles, the welcome, an interrupted message. */
function* startConversation(): Saga {
  yield* fork(loadBubbles);
  yield put(historyRequested());
  const loaded = yield* take([historyLoaded, historyFailed]);
  // Spec 1 §4: the hidden welcome, once, unless the previous message was hidden (it was the welcome). "Once"
  // is once per visit: every welcome is a turn the bot records, so greeting again on each reload (after the user
  // had chatted) filled the stored history with greetings.
  const tab = yield* tabStorageForUser();
  const welcomed = tab?.get(WELCOMED_KEY, isTrue) ?? false;
  if (!welcomed && !(historyLoaded.match(loaded) && loaded.payload.newestHidden)) {
    yield put(messageSubmitted({ type: 'text', text: WELCOME_TEXT, source: 'chat', hidden: true }));
  }
  const storage = yield* storageForUser();
  const pending = storage?.get(PENDING_MESSAGE_KEY, isSubmittedMessage);
  if (pending) yield put(messageSubmitted(pending));
}

function* sendTurn(conversation: Conversation, message: SubmittedMessage): Saga {
  const { bot, config } = yield* services();
  const user = yield* select(selectCurrentUser);
  const skill = yield* select(selectSkill);
  const chat = yield* select(selectChat);
  const storage = yield* storageForUser();
  if (!user || !skill) {
    yield put(botFailed({ text: CHAT_MESSAGES.environmentNotReady }));
    return;
  }
  // Kept until answered: a reload in between sends it again (spec 1 §3).
  if (!message.hidden) storage?.set(PENDING_MESSAGE_KEY, message);
  const connectionId = storage?.get(CONNECTION_ID_KEY, isString);
  // A reply's own attributes are not sent back: its card, its text and the action button it offered.
  const {
    cardBody: _card,
    PlainText: _plain,
    [ACTION_BUTTON_ATTRIBUTE]: _offer,
    ...remembered
  } = conversation.sessionAttributes;
  try {
    const reply = yield* call(bot.send, {
      botId: skill.lex_bot_name,
      sessionId: user.sub,
      kind: message.type === 'transcript' ? 'transcript' : 'text',
      text: message.text,
      sessionAttributes: {
        ...remembered,
        appId: skill.appId,
        ...(connectionId ? { connectionId } : {}),
      },
      requestAttributes: {
        source: message.source,
        bubbleUsage: message.source === 'bubble' && chat.drillDown ? 'true' : 'false',
      },
    });
    conversation.sessionAttributes = reply.sessionAttributes;
    if (reply.sessionAttributes.connectionId) {
      storage?.set(CONNECTION_ID_KEY, reply.sessionAttributes.connectionId);
    }
    yield put(turnRecorded());
    if (message.hidden) (yield* tabStorageForUser())?.set(WELCOMED_KEY, true);
    if (reply.dialogState === 'Failed') {
      yield put(botFailed({ text: CHAT_MESSAGES.conversationFailed }));
    } else {
      const html = reply.sessionAttributes.cardBody;
      const text = reply.sessionAttributes.PlainText ?? reply.message;
      const actionButton = actionButtonOfferOf(reply.sessionAttributes);
      const shown: ChatMessage = {
        id: nanoid(),
        author: 'other',
        type: 'text',
        data: {
          text,
          ...(html ? { html } : {}),
          ...(reply.dialogState === 'ElicitSlot' ? { dialogElicitSlot: true } : {}),
          ...(actionButton ? { actionButton } : {}),
        },
        hidden: false,
        source: message.source,
        at: new Date().toISOString(),
      };
      const audioUrl = message.type === 'transcript' ? audioUrlOf(reply.audio) : undefined;
      yield put(
        botReplied({
          message: shown,
          dialogState: reply.dialogState,
          replyTo: message.type,
          ...(audioUrl ? { audioUrl } : {}),
        }),
      );
      if (`${html ?? ''} ${text}`.includes(EXPIRED_LINK_TEXT)) {
        // Loaded on demand: the sanitiser it uses comes with the chat window, not with the sagas' chunk.
        const linkWindow = yield* call(() => import('./link-window'));
        // http only for the emulated demo cloud, whose pages are served over http on a developer's machine.
        const url = linkWindow.linkWindowUrl(html, text, { allowHttp: config.emulated });
        if (url) yield* call(linkWindow.openLinkWindow, url);
      }
    }
    yield* fork(loadBubbles, { requestId: reply.sessionAttributes.requestId, source: message.source });
  } catch (error) {
    yield put(botFailed({ text: chatErrorText(toServiceError(error)) }));
  } finally {
    if (!message.hidden) storage?.remove(PENDING_MESSAGE_KEY);
  }
}

/** Turns go to the bot one at a time, in the order they were submitted. */
function* sendQueue(): Saga {
  const conversation: Conversation = { sessionAttributes: {} };
  const submitted = yield* actionChannel(messageSubmitted);
  for (;;) {
    const action = yield* take(submitted);
    yield* call(sendTurn, conversation, action.payload);
  }
}

/** Spec 1 §4 bubbles: hierarchy drills down (the reducer), answer answers locally, the rest send their utterance. */
function* onBubbleClicked(action: PayloadAction<{ bubble: Bubble }>): Saga {
  const { bubble } = action.payload;
  if (bubble.type === 'hierarchy') return;
  if (bubble.type === 'answer') {
    const question = bubble.question ?? bubble.name;
    yield put(
      messageAdded({
        id: nanoid(),
        author: 'me',
        type: 'text',
        data: { text: question },
        hidden: false,
        source: 'bubble',
        at: new Date().toISOString(),
      }),
    );
    yield* wait(BUBBLE_ANSWER_DELAY_MS);
    const escaped = question.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
    yield put(
      botReplied({
        message: {
          id: nanoid(),
          author: 'other',
          type: 'text',
          data: {
            html: `<b>${escaped}</b><br>${bubble.answer ?? ''}<br>${CHAT_MESSAGES.answerQuestion}`,
          },
          hidden: false,
          source: 'bubble',
          at: new Date().toISOString(),
        },
        dialogState: 'Fulfilled',
      }),
    );
    return;
  }
  yield put(messageSubmitted({ type: 'text', text: bubble.utterance ?? bubble.name, source: 'bubble' }));
}

/** Spec 1 §7: a failure gives an empty list. */
const onSuggestionsRequested = requestWorker(
  {
    success: (items, action) => suggestionsLoaded({ prefix: action.payload, items }),
    failure: (_, action) => suggestionsLoaded({ prefix: action.payload, items: [] }),
  },
  function* (action: PayloadAction<string>) {
    const { bot } = yield* services();
    return yield* call(bot.suggest, action.payload);
  },
);

/** One signed-in session's conversation: its send queue, and the start on the first open. */
function* chatSession(): Saga {
  yield* fork(sendQueue);
  yield* take([chatOpened, assistantPageOpened]);
  yield* call(startConversation);
  // A tree saved in the bubbles editor shows at once, at its top level (issue 25).
  yield takeLatest(assistantBubblesChanged.type, loadTopBubbles);
  // Lives until the session ends (the race below cancels it and its queue).
  yield* take(unauthenticate);
}

export function* chatSaga(): Saga {
  yield takeLeading(bubbleClicked.type, onBubbleClicked);
  yield takeLatest(suggestionsRequested.type, onSuggestionsRequested);
  yield takeLeading(historyRequested.type, loadHistoryPage);
  // Signing out resets the store: the next user's first open starts a new conversation with its own memory.
  for (;;) {
    yield race({ session: callEffect(chatSession), signedOut: takeEffect(unauthenticate) });
  }
}
