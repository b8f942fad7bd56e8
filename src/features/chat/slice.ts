import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';

import type { BotReply, Bubble, ChatMessage, SuggestionHit } from './types';

/** What the user submitted: typed text, a picked emoji, or a speech transcript (the voice part). */
export interface SubmittedMessage {
  type: 'text' | 'emoji' | 'transcript';
  text: string;
  source: 'chat' | 'bubble';
  /** The hidden welcome ('open') is sent but never shown. */
  hidden?: boolean;
}

export interface BotRepliedPayload {
  message: ChatMessage;
  dialogState: BotReply['dialogState'];
  /** Object URL of the reply's PCM audio (transcript turns only). */
  audioUrl?: string;
  /** What kind of message this answers (absent for an answer bubble's reply, which no message asked for). */
  replyTo?: SubmittedMessage['type'];
}

/** Virtuoso's index of the first message; it decreases as older history is prepended (never below 0). */
export const FIRST_ITEM_INDEX = 1_000_000;

/** The in-portal chat (spec 1 §2 "In-portal chat widget", §4 "Chat widget"). */
export interface ChatState {
  /** The floating window is open. */
  open: boolean;
  /** The Assistant page shows the chat. */
  embedded: boolean;
  messages: ChatMessage[];
  unread: number;
  /** A request to the bot is pending (spec 1 §4: the typing indicator; bubbles wait for it). */
  typing: boolean;
  /**
   * Turns submitted and not yet answered. Turns are sent one at a time, so the first reply arrives while later
   * turns still wait: typing stays on until this is back to 0.
   */
  pendingTurns: number;
  /** How many messages older history put before the first one (Virtuoso's firstItemIndex). */
  prepended: number;
  history: {
    status: LoadStatus;
    /** History items loaded so far (the next page's offset, before counting this session's turns). */
    loaded: number;
    hasMore: boolean;
  };
  /** Turns the bot answered in this session: they push older history further down the newest-first list. */
  turnsRecorded: number;
  bubbles: {
    status: LoadStatus;
    items: Bubble[];
    /** The hierarchy bubbles drilled into, outermost first; empty at the top level. */
    path: Bubble[];
  };
  /** The drill-down flag of the last clicked bubble (sent as the bubbleUsage request attribute). */
  drillDown: boolean;
  suggestions: { status: LoadStatus; prefix: string; items: SuggestionHit[] };
}

const initialState: ChatState = {
  open: false,
  embedded: false,
  messages: [],
  unread: 0,
  typing: false,
  pendingTurns: 0,
  prepended: 0,
  history: { status: 'idle', loaded: 0, hasMore: true },
  turnsRecorded: 0,
  bubbles: { status: 'idle', items: [], path: [] },
  drillDown: false,
  suggestions: { status: 'idle', prefix: '', items: [] },
};

/** Spec 1 §4: true for intent, slot, confirmation, drillDown and answer bubbles; false for skill. */
export const drillDownFlag = (bubble: Bubble) =>
  bubble.type === 'intent' ||
  bubble.type === 'slot' ||
  bubble.type === 'confirmation' ||
  bubble.type === 'drillDown' ||
  bubble.type === 'answer';

const withMeta = <P>(payload: P) => ({ payload, meta: { id: nanoid(), at: new Date().toISOString() } });
type Meta = { id: string; at: string };

const countUnread = (state: ChatState, message: ChatMessage) => {
  if (!state.open && !state.embedded && !message.hidden) state.unread += 1;
};

/** One submitted turn got its answer (a reply or an error); typing ends with the last one pending. */
const turnAnswered = (state: ChatState) => {
  state.pendingTurns = Math.max(0, state.pendingTurns - 1);
  state.typing = state.pendingTurns > 0;
};

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatOpened(state) {
      state.open = true;
      state.unread = 0;
    },
    chatClosed(state) {
      state.open = false;
    },
    assistantPageOpened(state) {
      state.embedded = true;
      state.unread = 0;
    },
    assistantPageClosed(state) {
      state.embedded = false;
    },
    /** The user's message appears (unless hidden); the saga sends it to the bot. */
    messageSubmitted: {
      reducer(state, action: PayloadAction<SubmittedMessage, string, Meta>) {
        const { type, text, source, hidden = false } = action.payload;
        state.pendingTurns += 1;
        state.typing = true;
        if (hidden) return;
        state.messages.push({
          id: action.meta.id,
          author: 'me',
          type,
          data: type === 'emoji' ? { emoji: text, text } : { text },
          hidden,
          source,
          at: action.meta.at,
        });
      },
      prepare: withMeta<SubmittedMessage>,
    },
    botReplied(state, action: PayloadAction<BotRepliedPayload>) {
      // An answer bubble's local reply (no replyTo) answers no submitted turn.
      if (action.payload.replyTo) turnAnswered(state);
      state.messages.push(action.payload.message);
      countUnread(state, action.payload.message);
    },
    /** A turn the bot answered (and so recorded in the history). */
    turnRecorded(state) {
      state.turnsRecorded += 1;
    },
    /** Any bot error, shown as a bot reply. */
    botFailed: {
      reducer(state, action: PayloadAction<{ text: string }, string, Meta>) {
        turnAnswered(state);
        const message: ChatMessage = {
          id: action.meta.id,
          author: 'other',
          type: 'text',
          data: { text: action.payload.text },
          hidden: false,
          source: 'chat',
          at: action.meta.at,
        };
        state.messages.push(message);
        countUnread(state, message);
      },
      prepare: withMeta<{ text: string }>,
    },
    /** A message the portal itself adds (an answer bubble's question). */
    messageAdded(state, action: PayloadAction<ChatMessage>) {
      state.messages.push(action.payload);
    },
    bubbleClicked(state, action: PayloadAction<{ bubble: Bubble }>) {
      const { bubble } = action.payload;
      if (bubble.type === 'hierarchy') {
        state.bubbles.path.push(bubble);
        return;
      }
      state.drillDown = drillDownFlag(bubble);
    },
    /** The Back bubble: to the top level. */
    bubblesBack(state) {
      state.bubbles.path = [];
    },
    bubblesRequested(state) {
      state.bubbles.status = 'loading';
    },
    bubblesLoaded(state, action: PayloadAction<Bubble[]>) {
      state.bubbles = { status: 'succeeded', items: action.payload, path: [] };
    },
    bubblesFailed(state) {
      state.bubbles.status = 'failed';
    },
    /** An event: the next (older) page of history is wanted. */
    historyRequested(state) {
      state.history.status = 'loading';
    },
    historyLoaded(
      state,
      action: PayloadAction<{
        messages: ChatMessage[];
        items: number;
        hasMore: boolean;
        newestHidden: boolean;
      }>,
    ) {
      const known = new Set(state.messages.map((message) => message.id));
      const older = action.payload.messages.filter((message) => !known.has(message.id));
      state.messages.unshift(...older);
      state.prepended += older.length;
      state.history = {
        status: 'succeeded',
        loaded: state.history.loaded + action.payload.items,
        hasMore: action.payload.hasMore,
      };
    },
    historyFailed(state) {
      state.history.status = 'failed';
    },
    suggestionsRequested(state, action: PayloadAction<string>) {
      state.suggestions.status = 'loading';
      state.suggestions.prefix = action.payload;
      // The previous prefix's results say nothing about this one (a space ends the mode only without results).
      state.suggestions.items = [];
    },
    suggestionsLoaded(state, action: PayloadAction<{ prefix: string; items: SuggestionHit[] }>) {
      if (action.payload.prefix !== state.suggestions.prefix) return;
      state.suggestions.status = 'succeeded';
      state.suggestions.items = action.payload.items;
    },
    suggestionsCleared(state) {
      state.suggestions = initialState.suggestions;
    },
  },
});

export const {
  chatOpened,
  chatClosed,
  assistantPageOpened,
  assistantPageClosed,
  messageSubmitted,
  botReplied,
  turnRecorded,
  botFailed,
  messageAdded,
  bubbleClicked,
  bubblesBack,
  bubblesRequested,
  bubblesLoaded,
  bubblesFailed,
  historyRequested,
  historyLoaded,
  historyFailed,
  suggestionsRequested,
  suggestionsLoaded,
  suggestionsCleared,
} = chatSlice.actions;

export const chatReducer = chatSlice.reducer;
