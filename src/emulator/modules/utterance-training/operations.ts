/**
 * Utterance training's gateway operations (spec 3 §7; the shapes and our decisions: src/contracts/utterance-training.ts).
 * All are the administrators' (spec 3 §6: the page is administrators-only), and every one stays within the
 * caller's organisation:
 * - a `tenant` field (or a feedback item's Tenant) must be the caller's own: 403 otherwise;
 * - an organisation without a chatbot (skill) gets 404 'No chatbot for tenant name' (spec 3 §8);
 * - ids of utterances that are not the caller's are refused (404, as for ids that do not exist: another
 *   organisation's ids are not told apart from unknown ones), and nothing in that call is changed.
 * Searches return only untrained utterances: trained ones leave the review (the contract's decision).
 */
import { plainTextOf } from '@/contracts/utterance-markup';
import {
  ANSWER_INTENTS,
  CLUSTER_INTENT_ID,
  CLUSTER_UTTERANCE_LIMIT,
  type ClusterData,
  CLUSTERS_MAX,
  CLUSTERS_MIN,
  CONVERSATION_CONTEXT_TURNS,
  type ConversationTurn,
  createEntityType,
  ENTITY_NAME_MAX,
  ENTITY_NAME_PATTERN,
  ENTITY_NAME_RULE,
  type EntityType,
  type FeedbackItem,
  type FeedbackMark,
  getAnswersForUtterances,
  getUtteranceClusterData,
  getUtteranceConversation,
  getUtteranceData,
  listEntityTypes,
  listIntents,
  markUtteranceClusterDataTrained,
  markUtteranceDataTrained,
  savePrivateFeedback,
  savePublicFeedback,
  STARS_MAX,
  STARS_MIN,
  TENANT_INPUT_MAX,
  TENANT_MAX,
  TENANT_MIN,
  type UtteranceRecord,
} from '@/contracts/utterance-training';

import { newId } from '../../core/db';
import {
  badRequest,
  type Fields,
  forbidden,
  type GatewayOperation,
  implement,
  notFound,
  type OperationInput,
  rawField,
  stringField,
  type TenantView,
} from '../../core/gateway/envelope';
import { tenantMatcher } from '../lex/bot';
import { normalise } from '../lex/matcher';

import { answerText, botIntents, ownChatbot } from './chatbot';
import { CLUSTER_JOB, CLUSTER_JOB_DELAY_MS, type ClusterJob } from './cluster-job';
import { dayInZone, readDates, readRange, type UtteranceRange } from './range';
import type { StoredFeedback, StoredTrainedUtterance, StoredUtterance } from './state';

/** A page of GetUtteranceData holds at most this many rows (the page's 10,000-row list loads in pages). */
export const PAGE_LIMIT_MAX = CLUSTER_UTTERANCE_LIMIT;
/** Candidate answers per utterance (Select Best Answer) and utterances per GetAnswersForUtterancesList call. */
export const ANSWERS_PER_UTTERANCE = 5;
export const ANSWER_UTTERANCES_MAX = 100;
/** Items per SaveFeedback call, ids / texts per mark call, and the length of a text. */
export const FEEDBACK_ITEMS_MAX = 1_000;
export const MARK_MAX = CLUSTER_UTTERANCE_LIMIT;
export const TEXT_MAX = 1_000;
/** The markup of an utterance may double its text. */
export const MARKUP_MAX = 4 * TEXT_MAX;
/** Entity types per organisation, roles per type, and the shape of a name or role (letters first; Lex-like). */
export const ENTITY_TYPES_MAX = 500;
export const ROLES_MAX = 50;
/** The overflow's message; the page adds '(N Utterances) Please reduce the time range and try again!'. */
export const OVERFLOW_MESSAGE = 'Too many utterances to cluster in this range.';
/** Sent for its own sake (spec 3 §3): items with it are never saved. */
const HIDE: FeedbackMark = 'hide';
const MARKS: readonly unknown[] = ['1', '0', HIDE, null];

/** The `tenant` field: 2–99 characters (spec 3 §5; 400), and the caller's own organisation (403). */
function ownTenantField(fields: Fields, tenant: TenantView): string {
  const value = stringField(fields, 'tenant', { required: true, max: TENANT_INPUT_MAX });
  if (value.length < TENANT_MIN || value.length > TENANT_MAX) {
    throw badRequest(`tenant must be ${TENANT_MIN} to ${TENANT_MAX} characters.`);
  }
  if (value !== tenant.id) throw forbidden('Not your organisation.');
  return value;
}

/** A whole number field within bounds (GET sends numbers as text). */
function wholeNumber(fields: Fields, name: string, min: number, max: number, fallback?: number): number {
  const raw = rawField(fields, name);
  if ((raw === undefined || raw === '') && fallback !== undefined) return fallback;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** A list field of strings, 1 to `max` of them, each non-blank and at most `length` characters. */
function stringList(fields: Fields, name: string, max: number, length: number): string[] {
  const value = rawField(fields, name);
  if (!Array.isArray(value) || value.length === 0 || value.length > max) {
    throw badRequest(`${name} must be a list of 1 to ${max} texts.`);
  }
  return value.map((entry, index) => {
    if (typeof entry !== 'string' || !entry.trim() || entry.length > length) {
      throw badRequest(`${name}[${index}] must be a text of 1 to ${length} characters.`);
    }
    return entry;
  });
}

/** The wire's record of a stored one. */
const recordOf = ({ tenant: _tenant, trained: _trained, ...record }: StoredUtterance): UtteranceRecord =>
  record;

/** Code-unit order: ISO times sort as text, and localeCompare is slow over thousands of rows. */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byTime = (a: StoredUtterance, b: StoredUtterance) => order(a.Time, b.Time) || order(a.Id, b.Id);

/** The organisation's untrained utterances in the range, oldest first. */
function untrainedIn(tenant: TenantView, range: UtteranceRange): StoredUtterance[] {
  return tenant
    .rows('utteranceTraining', 'utterances')
    .filter((row) => !row.trained && range.includes(row.Time))
    .sort(byTime);
}

/** The checks every call that names a `tenant` shares: its own organisation, with a chatbot. */
function ownChatbotOf({ context, tenant, fields }: OperationInput) {
  ownTenantField(fields, tenant);
  return ownChatbot(context, tenant.id);
}

// ---- Feedback -----------------------------------------------------------------------------------------------

/** One feedback item, checked field by field (400 naming the item and field). */
function checkItem(
  raw: unknown,
  index: number,
  tenant: TenantView,
  intents: ReadonlySet<string>,
  /** The public API's items name the caller's records; the private API's (clusters, intents) name texts only. */
  ownIds: ReadonlySet<string> | null,
): FeedbackItem {
  const where = `Items[${index}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest(`${where} must be an object.`);
  const item = raw as Record<string, unknown>;
  const text = (name: string, max: number, required = false) => {
    const value = item[name];
    if (typeof value !== 'string' || value.length > max || (required && !value.trim())) {
      throw badRequest(`${where}.${name} must be a text of ${required ? 1 : 0} to ${max} characters.`);
    }
    return value;
  };
  const Tenant = text('Tenant', TENANT_INPUT_MAX, true);
  if (Tenant !== tenant.id) throw forbidden('Not your organisation.');
  const IntentId = text('IntentId', 200, true);
  if (!intents.has(IntentId)) throw badRequest(`${where}.IntentId is not an intent of your chatbot.`);
  const Id = text('Id', 100);
  if (ownIds === null && Id !== '') throw badRequest(`${where}.Id must be empty: this API trains texts.`);
  if (ownIds !== null && !ownIds.has(Id))
    throw notFound(`${where}.Id is not an utterance of your organisation.`);
  if (ownIds !== null && IntentId === CLUSTER_INTENT_ID) {
    throw badRequest(`${where}.IntentId ${CLUSTER_INTENT_ID} is for the private API's cluster items.`);
  }
  if (!MARKS.includes(item.Feedback)) throw badRequest(`${where}.Feedback must be '1', '0', 'hide' or null.`);
  const stars = item.SimilarityScore;
  if (
    stars !== null &&
    (typeof stars !== 'number' || !Number.isInteger(stars) || stars < STARS_MIN || stars > STARS_MAX)
  ) {
    throw badRequest(`${where}.SimilarityScore must be ${STARS_MIN} to ${STARS_MAX} stars, or null.`);
  }
  if (item.PublicChatbot !== false) throw badRequest(`${where}.PublicChatbot must be false.`);
  return {
    Id,
    UserInput: text('UserInput', MARKUP_MAX, true),
    MatchedInput: text('MatchedInput', TEXT_MAX),
    Feedback: item.Feedback as FeedbackMark,
    SimilarityScore: stars,
    IntentId,
    Utterance: text('Utterance', MARKUP_MAX),
    PublicChatbot: false,
    Tenant,
  };
}

/**
 * What an item teaches the bot (spec 3 §4), or nothing:
 * - a FAQ row (MainFAQIntent, FallbackIntent) or a cluster item marked '1' with a matched answer: the utterance
 *   is answered with that answer next time (Select Best Answer, or 'Match and Save' in cluster mode);
 * - any other intent's item with its marked-up utterance (Feedback '0': "correct, not an answer to grade"; '1'
 *   too, as intent moves may send it): the utterance is that intent's next time.
 * A '0' on a FAQ row says the answer was wrong without giving a better one: stored, but it teaches nothing.
 */
function lesson(item: FeedbackItem): Omit<StoredTrainedUtterance, 'tenant'> | null {
  const answerRow = ANSWER_INTENTS.includes(item.IntentId) || item.IntentId === CLUSTER_INTENT_ID;
  if (answerRow) {
    const text = plainTextOf(item.UserInput).trim();
    return item.Feedback === '1' && item.MatchedInput.trim() && text
      ? { text, answer: item.MatchedInput.trim() }
      : null;
  }
  const text = plainTextOf(item.Utterance || item.UserInput).trim();
  return (item.Feedback === '0' || item.Feedback === '1') && text ? { text, intent: item.IntentId } : null;
}

/** SaveFeedback on the public API (utterance mode: records) or the private one (cluster and intent modes: texts). */
const saveFeedback =
  (api: 'public' | 'private') =>
  ({ context, caller, tenant, fields }: OperationInput) => {
    const raw = rawField(fields, 'Items');
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > FEEDBACK_ITEMS_MAX) {
      throw badRequest(`Items must be a list of 1 to ${FEEDBACK_ITEMS_MAX} feedback items.`);
    }
    ownChatbot(context, tenant.id);
    const intents = new Set([...botIntents(context, tenant.id).map(({ id }) => id), CLUSTER_INTENT_ID]);
    const ownIds =
      api === 'public' ? new Set(tenant.rows('utteranceTraining', 'utterances').map(({ Id }) => Id)) : null;
    // Every item is checked before anything is stored: a refused call changes nothing.
    const items = raw.map((item, index) => checkItem(item, index, tenant, intents, ownIds));
    // 'hide' items are accepted and dropped: the page sends them for untrainable rows (spec 3 §4: "not saved").
    const kept = items.filter((item) => item.Feedback !== HIDE);
    const savedAt = context.clock.nowIso();
    const lessons = kept.flatMap((item) => lesson(item) ?? []);
    context.db.update('utteranceTraining', (state) => {
      state.feedback.push(
        ...kept.map((item): StoredFeedback => ({
          ...item,
          tenant: tenant.id,
          savedBy: caller.user.sub,
          savedAt,
        })),
      );
      // The latest lesson for a text wins: an utterance moved twice answers where it was moved last.
      const taught = new Set(lessons.map(({ text }) => normalise(text)));
      state.trained = [
        ...state.trained.filter((entry) => entry.tenant !== tenant.id || !taught.has(normalise(entry.text))),
        ...lessons.map((entry) => ({ ...entry, tenant: tenant.id })),
      ];
    });
    return { code: 200 };
  };

// ---- Entity types -------------------------------------------------------------------------------------------

const entityTypesOf = (tenant: TenantView): EntityType[] =>
  tenant
    .rows('utteranceTraining', 'entityTypes')
    .map(({ name, role }) => ({ name, role: [...role] }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

function entityNameField(fields: Fields, name: string, required: boolean): string {
  const value = stringField(fields, name, { required, max: ENTITY_NAME_MAX });
  if (value && !ENTITY_NAME_PATTERN.test(value)) throw badRequest(`${name}: ${ENTITY_NAME_RULE}`);
  return value;
}

// ---- Operations ---------------------------------------------------------------------------------------------

export const utteranceTrainingOperations: GatewayOperation[] = [
  implement(getUtteranceData, 'administrator', (input) => {
    const chatbot = ownChatbotOf(input);
    const range = readRange(input.fields);
    const from = wholeNumber(input.fields, 'from', 0, Number.MAX_SAFE_INTEGER, 0);
    const limit = wholeNumber(input.fields, 'limit', 1, PAGE_LIMIT_MAX, 25);
    const order = stringField(input.fields, 'order') || 'desc';
    if (order !== 'desc' && order !== 'asc') throw badRequest("order must be 'desc' or 'asc'.");
    const rows = untrainedIn(input.tenant, range);
    if (order === 'desc') rows.reverse();
    return {
      code: 200,
      data: rows.slice(from, from + limit).map(recordOf),
      chatbot: chatbot.ID,
      total: rows.length,
    };
  }),
  implement(getUtteranceClusterData, 'administrator', (input) => {
    const { context, tenant } = input;
    const chatbot = ownChatbotOf(input);
    const range = readRange(input.fields);
    const clusters = wholeNumber(input.fields, 'num_clusters', 0, CLUSTERS_MAX);
    if (clusters !== 0 && clusters < CLUSTERS_MIN) throw badRequest('num_clusters must be 0 or 1 to 2000.');
    const rows = untrainedIn(tenant, range);
    if (clusters === 0) {
      // Grouped by intent: at once, each intent's distinct texts with how often they were said.
      const data: ClusterData = {};
      for (const row of rows) {
        const group = (data[row.Intent] ??= []);
        const entry = group.find((candidate) => candidate.user_input === row.UserInput);
        if (entry) entry.count += 1;
        else group.push({ user_input: row.UserInput, count: 1 });
      }
      return { code: 200, chatbot: chatbot.ID, count: rows.length, data };
    }
    if (rows.length > CLUSTER_UTTERANCE_LIMIT) {
      return { code: 200, chatbot: chatbot.ID, count: rows.length, msg: OVERFLOW_MESSAGE };
    }
    const job: ClusterJob = {
      jobId: newId(),
      tenant: tenant.id,
      chatbot: chatbot.ID,
      k: clusters,
      texts: rows.map((row) => row.UserInput),
    };
    context.jobs.schedule(CLUSTER_JOB, job, CLUSTER_JOB_DELAY_MS);
    return { code: 200, chatbot: chatbot.ID, count: rows.length, jobId: job.jobId };
  }),
  implement(getUtteranceConversation, 'administrator', (input) => {
    ownChatbotOf(input);
    const id = stringField(input.fields, 'utterance_id', { required: true, max: 100 });
    const rows = input.tenant.rows('utteranceTraining', 'utterances');
    const asked = rows.find((row) => row.Id === id);
    if (!asked) throw notFound('utterance_id is not an utterance of your organisation.');
    // Every turn of the session, trained or not: the admin reads the conversation as it happened.
    const turns = rows.filter((row) => row.SessionId === asked.SessionId).sort(byTime);
    const at = turns.indexOf(asked);
    return {
      code: 200,
      data: turns
        .slice(Math.max(0, at - CONVERSATION_CONTEXT_TURNS), at + CONVERSATION_CONTEXT_TURNS + 1)
        .map((row): ConversationTurn => ({ ...recordOf(row), Trained: row.trained })),
    };
  }),
  implement(listIntents, 'administrator', (input) => {
    ownChatbotOf(input);
    return { code: 200, intents: botIntents(input.context, input.tenant.id) };
  }),
  implement(listEntityTypes, 'administrator', (input) => {
    ownTenantField(input.fields, input.tenant);
    return { code: 200, entityTypes: entityTypesOf(input.tenant) };
  }),
  implement(createEntityType, 'administrator', ({ tenant, fields }) => {
    ownTenantField(fields, tenant);
    const name = entityNameField(fields, 'name', true);
    const role = entityNameField(fields, 'role', false);
    const rows = tenant.rows('utteranceTraining', 'entityTypes');
    // Types of the same name are one type: the role joins its roles (spec 3 §3 "duplicates by name merged").
    const existing = rows.find((row) => row.name === name);
    if (!existing) {
      if (rows.length >= ENTITY_TYPES_MAX) {
        throw badRequest(`An organisation has at most ${ENTITY_TYPES_MAX} entity types.`);
      }
      tenant.insert('utteranceTraining', 'entityTypes', { name, role: role ? [role] : [] });
    } else if (role && !existing.role.includes(role)) {
      if (existing.role.length >= ROLES_MAX)
        throw badRequest(`An entity type has at most ${ROLES_MAX} roles.`);
      tenant.update('utteranceTraining', 'entityTypes', () => {
        existing.role.push(role);
      });
    }
    return { code: 200, status: 'ok', data: entityTypesOf(tenant) };
  }),
  implement(getAnswersForUtterances, 'administrator', ({ context, tenant, fields }) => {
    const chatbotId = stringField(fields, 'chatbot_id', { required: true, max: 100 });
    const chatbot = ownChatbot(context, tenant.id);
    if (chatbotId !== chatbot.ID) throw forbidden('Not your chatbot.');
    // Checked as the searches' (an IANA zone), though answers need no day.
    dayInZone(stringField(fields, 'time', { required: true, max: 100 }));
    const utterances = stringList(fields, 'utterances', ANSWER_UTTERANCES_MAX, MARKUP_MAX);
    const matcher = tenantMatcher(context, tenant.id, chatbot);
    return {
      code: 200,
      data: utterances.map((utterance) => ({
        utterance,
        answers: [
          ...new Set(
            matcher.rank(plainTextOf(utterance), ANSWERS_PER_UTTERANCE * 2).map((match) => answerText(match)),
          ),
        ].slice(0, ANSWERS_PER_UTTERANCE),
      })),
    };
  }),
  implement(savePublicFeedback, 'administrator', saveFeedback('public'), {
    maxRequestBytes: 4 * 1024 * 1024,
  }),
  implement(savePrivateFeedback, 'administrator', saveFeedback('private'), {
    maxRequestBytes: 4 * 1024 * 1024,
  }),
  implement(markUtteranceDataTrained, 'administrator', ({ context, tenant, fields }) => {
    ownChatbot(context, tenant.id);
    readDates(fields);
    const ids = new Set(stringList(fields, 'utterance_ids', MARK_MAX, 100));
    const own = tenant.rows('utteranceTraining', 'utterances').filter((row) => ids.has(row.Id));
    if (own.length !== ids.size)
      throw notFound('Some utterance_ids are not utterances of your organisation.');
    markTrained(tenant, (row) => ids.has(row.Id));
    return { code: 200 };
  }),
  implement(markUtteranceClusterDataTrained, 'administrator', ({ context, tenant, fields }) => {
    ownChatbot(context, tenant.id);
    readDates(fields);
    // Every untrained record of these texts, wherever it is: the mark calls carry no time zone to place days
    // in, and the page only shows (and so only sends) texts of the range it searched.
    const texts = new Set(stringList(fields, 'utterances', MARK_MAX, MARKUP_MAX));
    markTrained(tenant, (row) => texts.has(row.UserInput));
    return { code: 200 };
  }),
];

function markTrained(tenant: TenantView, matches: (row: StoredUtterance) => boolean) {
  tenant.update('utteranceTraining', 'utterances', (rows) => {
    for (const row of rows) if (!row.trained && matches(row)) row.trained = true;
  });
}
