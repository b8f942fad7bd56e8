/**
 * The chat wire contract: request and reply types of the chat, bubbles, suggestions, speech and bot operations,
 * shared by the portal (src/features/chat) and the emulated cloud so that the two cannot drift. Shared code:
 * imports nothing from features.
 */
import { defineOperation } from './operation';

// ---- Wire: chat.history (GET {portal}/chat/history, ApiCall chat.history, id token in Authorization) ----------

/** QueryData of chat.history, sent as a JSON string in the query. `from` is the offset, newest first. */
export interface ChatHistoryQuery {
  from: number;
  tenant: string;
  user_id: string;
  source: 'portal';
}

/** One past turn: what the user said and what the bot answered (HTML). Newest first in a page. */
export interface ChatHistoryItem {
  /** Turn id. */
  id: string;
  UserInput: string;
  ResponseCardText: string;
  /** ISO time of the turn. */
  Timestamp: string;
  /** How the user spoke: typed, clicked a bubble, or spoke. */
  InputType: 'Text' | 'Bubble' | 'Voice';
  /** A hidden user input (the welcome 'open') is not shown; its reply is. */
  Hidden: boolean;
}

export interface ChatHistoryReply {
  statusCode: number;
  data?: {
    Items: ChatHistoryItem[];
    /** The offset of the next (older) page; equals `total` when there is no more. */
    from: number;
    total: number;
  };
  message?: string;
}

// ---- Wire: bubbles (GET {portal}/skills/{skillId}/bubbles, ApiCall GetBubbles, optional requestId, source) ---

export type BubbleType = 'intent' | 'hierarchy' | 'answer' | 'slot' | 'confirmation' | 'drillDown' | 'skill';

export interface Bubble {
  id: string;
  name: string;
  type: BubbleType;
  /** What the bubble sends when clicked (not for hierarchy and answer). */
  utterance?: string;
  help?: string;
  /** Image URL or emoji shown before the name. */
  avatar?: string;
  /** Hierarchy bubbles: the bubbles one level down. */
  children?: Bubble[];
  /** Answer bubbles: the FAQ question and its answer (HTML). */
  question?: string;
  answer?: string;
}

export interface BubblesReply {
  code: number;
  data?: Bubble[];
  message?: string;
}

/** The caller's own past turns in the portal, newest first; QueryData is JSON.stringify(ChatHistoryQuery). */
export const chatHistory = defineOperation<{ QueryData: string }, ChatHistoryReply>()({
  api: 'portal',
  method: 'GET',
  path: 'chat/history',
  apiCall: 'chat.history',
  token: 'authorization',
});

/** The skill's bubbles, optionally those for one turn (`requestId`) from one source. */
export const getBubbles = defineOperation<{ requestId?: string; source?: 'bubble' | 'chat' }, BubblesReply>()(
  {
    api: 'portal',
    method: 'GET',
    path: 'skills/:skillId/bubbles',
    apiCall: 'GetBubbles',
  },
);

// ---- Wire: suggestions (GET {suggestionEndpoint}/{prefix}, id token in Authorization) -------------------------

export interface SuggestionHit {
  name: string;
  /** Account, Author, Opportunity, Lead, Contact, or anything else. */
  type: string;
  /** The name with the matched part in <b>…</b>; sanitised before display. */
  highlight: string;
}

export interface SuggestionsReply {
  hits: { total: number; hits: SuggestionHit[] };
}

// ---- Wire: speech recognition (POST {speechEndpoint}, id token in Authorization) ------------------------------

export interface SpeechRecognitionRequest {
  config: {
    encoding: 'LINEAR16';
    sampleRateHertz: 48000;
    audioChannelCount: 1;
    languageCode: 'en-US';
    model: 'command_and_search';
    speechContexts: { phrases: string[] }[];
  };
  /** The WAV file, base64. */
  audio: { content: string };
}

export interface SpeechRecognitionReply {
  results?: { alternatives: { transcript: string; confidence: number }[] }[];
}

// ---- Bot (Lex V2 runtime, mapped to the spec's V1-shaped reply) ------------------------------------------------

/** Session attributes the portal sends with every turn (spec 1 §3). */
export interface BotSessionAttributes {
  appId: string;
  accessToken: string;
  cardBody?: string;
  PlainText?: string;
  connectionId?: string;
  requestId?: string;
  [name: string]: string | undefined;
}

/** Request attributes: where the input came from. */
export interface BotRequestAttributes {
  source: 'bubble' | 'chat';
  bubbleUsage: 'true' | 'false';
}

/** The reply as the spec describes it (Lex V1's shape), mapped from Lex V2's RecognizeText/Utterance. */
export interface BotReply {
  dialogState:
    | 'ElicitIntent'
    | 'ConfirmIntent'
    | 'ElicitSlot'
    | 'Fulfilled'
    | 'ReadyForFulfillment'
    | 'Failed'
    | 'Close';
  sessionAttributes: Record<string, string>;
  message: string;
  inputTranscript: string;
  /** The spoken reply (audio/mpeg) when audio was asked for. */
  audio?: Uint8Array;
}
