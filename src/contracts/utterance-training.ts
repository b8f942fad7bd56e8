/**
 * Utterance training's wire contract (spec 3 §3 "Utterance record", "Cluster data", "Feedback item", "Intent",
 * "Entity type"; §7 "Utterance training"), shared by the portal (src/features/utterance-training/api.ts) and the
 * emulated gateway (src/emulator/modules/utterance-training/operations.ts).
 *
 * Where spec 3 names a call but not its shapes, the decisions are ours and written beside each type:
 * - `dates` names the audit indices searched, one a day: 'audit-2026-11-19,audit-2026-11-20' (§9), or 'audit-*'
 *   for the complete history.
 * - `time` is the caller's IANA time zone ('Europe/Zagreb'): the server counts From and To as the admin's days.
 * - The cluster job's completion message goes to the tenant's job queue (`uploadQueueUrl`, shared with the FAQ
 *   import, whose messages are told apart by their body's msgId) with the JobId message attribute, and its body
 *   links to the result file (`ClusterJobMessage`).
 * - Utterances already trained leave the review: the searches return only untrained ones.
 * - A row links to the conversation it came from: GetUtteranceConversation gives the turns of its session around it
 *   (issue 24; spec 3 names no such call).
 */
import { defineOperation } from './operation';

// ---- Records ---------------------------------------------------------------------------------------------------

/** Where an utterance was said (ours: the seeded log spreads over these; a row shows it). */
export type UtteranceChannel = 'public' | 'alexa' | 'mobile' | 'portal';

/** One thing an end user said to the bot, as the audit index keeps it (spec 3 §3 "Utterance record"). */
export interface UtteranceRecord {
  Id: string;
  /** What was said; tagged entities appear in it as `[text]{"entity":"…","role":"…"}` (markup.ts). */
  UserInput: string;
  /** ISO time. */
  Time: string;
  /** The FAQ question (or the intent's answer) the bot matched; '' when it matched none. */
  MatchedQuestion: string;
  /** The matcher's confidence, 0–1; above SCORE_MARKS_CORRECT the row starts marked correct. */
  Score: number;
  /** False: the bot did not use the match ('Not used on chatbot'). */
  AboveThreshold: boolean;
  /** The intent's id (intents/list); '' when none. */
  Intent: string;
  /** Ours: the channel and the conversation the utterance came from (a row links to it). */
  Channel: UtteranceChannel;
  SessionId: string;
}

/** One distinct text in a cluster or intent group, with how many times it was said (spec 3 §3 "Cluster data"). */
export interface ClusterUtterance {
  user_input: string;
  count: number;
}

/** Cluster name (or, when grouped by intent, intent id) → its utterances. */
export type ClusterData = Record<string, ClusterUtterance[]>;

/** An intent of the tenant's bot (intents/list): `connection` is its connector's name, or 'DefaultAction'. */
export interface Intent {
  id: string;
  /** Without the 'AMAZON.' prefix of built-in intents. */
  name: string;
  connection: string;
}

/**
 * What an entity type or role may be called (ours: Lex-like names), checked by the page before a tag is set and
 * by the server before a type is stored.
 */
export const ENTITY_NAME_MAX = 64;
export const ENTITY_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
export const ENTITY_NAME_RULE = "Start with a letter; only letters, digits, '_', '.' or '-' (64 at most).";

/** An entity type and its roles (spec 3 §3 "Entity type"); the server merges types of the same name. */
export interface EntityType {
  name: string;
  role: string[];
}

/** '1' correct, '0' incorrect or untrainable, 'hide' (never saved), null when not marked (spec 3 §3). */
export type FeedbackMark = '1' | '0' | 'hide' | null;

/** One item of SaveFeedback (spec 3 §3 "Feedback item"). */
export interface FeedbackItem {
  /** The utterance's Id on the public API (utterance mode); '' on the private one (clusters and intents group texts). */
  Id: string;
  UserInput: string;
  /** The matched answer: the chosen best answer when one was picked. */
  MatchedInput: string;
  Feedback: FeedbackMark;
  SimilarityScore: number | null;
  /** The intent to train; CLUSTER_INTENT_ID for a cluster item. */
  IntentId: string;
  /** The text with its entity markup. */
  Utterance: string;
  PublicChatbot: false;
  Tenant: string;
}

// ---- Constants (spec 3 §9; the limit is ours) --------------------------------------------------------------------

export const SCORE_MARKS_CORRECT = 0.5;
export const CLUSTERS_MIN = 1;
export const CLUSTERS_MAX = 2000;
export const TENANT_MIN = 2;
export const TENANT_MAX = 99;
export const TENANT_INPUT_MAX = 150;
export const STARS_MIN = 1;
export const STARS_MAX = 5;
/** The intent id of items trained from cluster mode. */
export const CLUSTER_INTENT_ID = 'CLUSTERING';
/** The intents whose rows send their mark, similarity and matched answer (spec 3 §4). */
export const ANSWER_INTENTS: readonly string[] = ['MainFAQIntent', 'FallbackIntent'];
/** Ours: more utterances than this in the range, and the cluster job refuses (the overflow of spec 3 §8). */
export const CLUSTER_UTTERANCE_LIMIT = 10_000;
/** The complete history's index pattern, and a day's index (spec 3 §9). */
export const ALL_AUDIT_INDICES = 'audit-*';
export const auditIndex = (isoDate: string) => `audit-${isoDate}`;

// ---- Calls -------------------------------------------------------------------------------------------------------

/** The range every search sends (spec 3 §7). */
export interface UtteranceRangeFields {
  /** The audit indices: `auditIndex(day)` joined by commas, or ALL_AUDIT_INDICES. */
  dates: string;
  tenant: string;
  /** Y-MM-DD, the admin's days; ignored with completeHistory. */
  start_date: string;
  end_date: string;
  completeHistory: boolean;
  /** The admin's IANA time zone. */
  time: string;
}

export type UtteranceOrder = 'desc' | 'asc';

export interface UtteranceDataFields extends UtteranceRangeFields {
  /** The offset of the first row. */
  from: number;
  limit: number;
  order: UtteranceOrder;
}

export interface UtteranceDataReply {
  code: number;
  message?: string;
  data: UtteranceRecord[];
  /** The chatbot's id (GetAnswersForUtterancesList's chatbot_id). */
  chatbot: string;
  /** Untrained utterances in the range, all pages. */
  total: number;
}

/** GET es, ApiCall GetUtteranceData: a page of the range's untrained utterances (administrators). */
export const getUtteranceData = defineOperation<UtteranceDataFields, UtteranceDataReply>()({
  api: 'portal',
  method: 'GET',
  path: 'es',
  apiCall: 'GetUtteranceData',
});

export interface UtteranceClusterFields extends UtteranceRangeFields {
  /** 1–2000 for clusters; 0 groups by intent. */
  num_clusters: number;
}

/**
 * Grouped by intent, `data` comes at once. Clustering answers with `jobId`: the result arrives on the job queue
 * (ClusterJobMessage). Over CLUSTER_UTTERANCE_LIMIT, neither comes: `msg` says why and `count` how many.
 */
export interface UtteranceClusterReply {
  code: number;
  message?: string;
  chatbot: string;
  count: number;
  jobId?: string;
  data?: ClusterData;
  msg?: string;
}

/** GET es, ApiCall GetUtteranceClusterData: clusters (a job) or intent groups of the range (administrators). */
export const getUtteranceClusterData = defineOperation<UtteranceClusterFields, UtteranceClusterReply>()({
  api: 'portal',
  method: 'GET',
  path: 'es',
  apiCall: 'GetUtteranceClusterData',
});

/** The cluster job's message body on the job queue (its JobId is a message attribute). */
export interface ClusterJobMessage {
  resultLink: string;
}

/** The cluster job's result file (JSON, at `resultLink`). */
export interface ClusterJobResult {
  code: number;
  chatbot: string;
  count: number;
  data: ClusterData;
}

export interface TenantFields {
  tenant: string;
}

export interface IntentsReply {
  code: number;
  message?: string;
  intents: Intent[];
}

/** GET intents/list: the bot's intents, built-ins without 'AMAZON.'. */
export const listIntents = defineOperation<TenantFields, IntentsReply>()({
  api: 'portal',
  method: 'GET',
  path: 'intents/list',
  apiCall: 'ListIntents',
});

export interface EntityTypesReply {
  code: number;
  message?: string;
  entityTypes: EntityType[];
}

/** GET intents/entity-types. */
export const listEntityTypes = defineOperation<TenantFields, EntityTypesReply>()({
  api: 'portal',
  method: 'GET',
  path: 'intents/entity-types',
  apiCall: 'ListEntityTypes',
});

export interface CreateEntityTypeFields extends TenantFields {
  name: string;
  role: string;
}

export interface CreateEntityTypeReply {
  code: number;
  message?: string;
  status: 'ok';
  /** All the tenant's entity types after the merge. */
  data: EntityType[];
}

/** POST intents/entity-types: adds a type, or a role to the type of that name (administrators). */
export const createEntityType = defineOperation<CreateEntityTypeFields, CreateEntityTypeReply>()({
  api: 'portal',
  method: 'POST',
  path: 'intents/entity-types',
  apiCall: 'CreateEntityType',
});

export interface AnswersForUtterancesFields {
  chatbot_id: string;
  utterances: string[];
  /** The admin's IANA time zone, as the searches send it. */
  time: string;
}

/** The bot's best answers for one utterance, best first. */
export interface UtteranceAnswers {
  utterance: string;
  answers: string[];
}

export interface AnswersForUtterancesReply {
  code: number;
  message?: string;
  data: UtteranceAnswers[];
}

/** POST es, ApiCall GetAnswersForUtterancesList: candidate answers for Select Best Answer. */
export const getAnswersForUtterances = defineOperation<
  AnswersForUtterancesFields,
  AnswersForUtterancesReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'es',
  apiCall: 'GetAnswersForUtterancesList',
});

export interface SaveFeedbackFields {
  Items: FeedbackItem[];
}

export interface CodeReply {
  code: number;
  message?: string;
}

/** POST public/feedback, ApiCall SaveFeedback: utterance mode's training (spec 3 §7 "a public API"). */
export const savePublicFeedback = defineOperation<SaveFeedbackFields, CodeReply>()({
  api: 'portal',
  method: 'POST',
  path: 'public/feedback',
  apiCall: 'SaveFeedback',
});

/** POST feedback, ApiCall SaveFeedback: cluster and intent modes' training (the private API). */
export const savePrivateFeedback = defineOperation<SaveFeedbackFields, CodeReply>()({
  api: 'portal',
  method: 'POST',
  path: 'feedback',
  apiCall: 'SaveFeedback',
});

/** POST es, ApiCall MarkUtteranceDataTrained: the trained rows leave the review. */
export const markUtteranceDataTrained = defineOperation<
  { dates: string; utterance_ids: string[] },
  CodeReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'es',
  apiCall: 'MarkUtteranceDataTrained',
});

/** POST es, ApiCall MarkUtteranceClusterDataTrained: every untrained record of these texts leaves the review. */
export const markUtteranceClusterDataTrained = defineOperation<
  { dates: string; utterances: string[] },
  CodeReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'es',
  apiCall: 'MarkUtteranceClusterDataTrained',
});

/** Ours: the turns GetUtteranceConversation gives on each side of the one asked for. */
export const CONVERSATION_CONTEXT_TURNS = 50;

/** A turn of a conversation: the record, trained or not (a conversation shows every turn). */
export interface ConversationTurn extends UtteranceRecord {
  Trained: boolean;
}

export interface ConversationReply {
  code: number;
  message?: string;
  /** The session's turns, oldest first: up to CONVERSATION_CONTEXT_TURNS before and after the one asked for. */
  data: ConversationTurn[];
}

/**
 * GET es, ApiCall GetUtteranceConversation (ours, issue 24): the conversation an utterance came from, for the row's
 * link. 404 when the id is not an utterance of the caller's organisation.
 */
export const getUtteranceConversation = defineOperation<
  TenantFields & { utterance_id: string },
  ConversationReply
>()({
  api: 'portal',
  method: 'GET',
  path: 'es',
  apiCall: 'GetUtteranceConversation',
});
