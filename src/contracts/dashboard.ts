/**
 * The dashboard wire contract (spec 2 §3): widgets, queries and replies, shared by the portal
 * (src/features/dashboard) and the emulated cloud so that the two cannot drift. Shared code: imports nothing
 * from features.
 */
import { defineOperation } from './operation';

/** Every widget the dashboard knows (spec 2 §2 widgets table and "Other widget types"). */
export const WIDGET_IDS = [
  'usage_summary',
  'usage_by_connector',
  'usage_by_task',
  'unique_users_in_total',
  'user_interaction_admin',
  'lex_platform_usage',
  'unique_sessions_in_total',
  'unique_sessions_by_user',
  'sessions_by_platform_public_user',
  'requests_by_intent',
  'peak_usage',
  'exit_percent_by_platform',
  'uncompleted_requests_total',
  'uncompleted_requests_by_intent',
  'uncompleted_requests_by_user',
  'avg_requests_per_session_by_user',
  'missed_utterances',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

export type Platform = 'ALEXA' | 'Browser' | 'Mobile-iOS' | 'Mobile-Android';
export type InputType = 'Text' | 'Voice' | 'Bubble';
export type RequestStatusName = 'SUCCESS' | 'ERROR' | 'FAILED' | 'Missed' | 'Reviewed';

/** The platform choice of user_interaction_admin, and the platforms each choice covers. */
export type InteractionPlatform = 'Alexa' | 'Portal' | 'Mobile';

// ---- Wire: dashboard.summary (GET {portal}/dashboard, QueryData {start_date, end_date, tenant}, id token) -----

export interface DashboardQuery {
  /** ISO 8601 instants, inclusive range. */
  start_date: string;
  end_date: string;
  tenant: string;
}

/** One chart's data (spec 2 §3 "Chart data"). */
export interface ChartData {
  code: number;
  labels: string[];
  /** Single-series charts (doughnuts, simple bars) and usage_summary's [total, unfulfilled]. */
  data: number[];
  /** Multi-series charts (stacked bars): one dataset per label, values aligned with `labels`. */
  data_dict?: { Items: { label: string; data: number[] }[] };
  /** Intent label → intent id, for charts labelled by intent. */
  lookup_intent_id?: Record<string, string>;
  /** User label → username (e-mail), for charts labelled by user. */
  lookup_usernames?: Record<string, string>;
}

/** user_interaction_admin is computed per platform choice. */
export type DashboardSummary = Partial<Record<Exclude<WidgetId, 'user_interaction_admin'>, ChartData>> & {
  user_interaction_admin?: Record<InteractionPlatform, ChartData>;
  /** The rows behind the detail drawers. */
  uncompleted_requests?: UncompletedRequestRow[];
  missed_utterances_rows?: MissedUtteranceRow[];
  /** Sessions per user per day, for unique_sessions_by_user's drawer graph: user label → day → count. */
  sessions_by_user_by_day?: Record<string, Record<string, number>>;
};

export interface DashboardReply {
  code: number;
  data?: DashboardSummary;
  message?: string;
}

/** A request the assistant did not complete (detail drawer: User, Platform, Last Activity, Request). */
export interface UncompletedRequestRow {
  id: string;
  user: string;
  platform: Platform;
  /** ISO time. */
  last_activity: string;
  request: string;
  intent: string;
  /** Why it did not complete: the labels of uncompleted_requests_total (a missed utterance is FAILED). */
  status: 'FAILED' | 'ERROR';
}

/** Spec 2 §3 "Missed utterance row". */
export interface MissedUtteranceRow {
  skill: string;
  utterance: string;
  invocations: number;
  dist_users: number;
  /** ISO times. */
  first_utt_date: string;
  last_utt_date: string;
  status: 'Missed' | 'Reviewed';
}

// ---- Wire: ReviewMissingUtterances (GET {portal}/dashboard, AccessToken, Params as a JSON string) --------------

/** Params: total_selected plus, for N = 0 … total_selected − 1, skill_name_N, utterance_N, invocations_N, users_N,
 * first_dt_N, last_dt_N. */
export type ReviewMissingUtterancesParams = Record<string, string | number>;

export interface ReviewMissingUtterancesReply {
  status: 'success' | 'error';
  code: number;
  message: string;
}

/** The summary of every widget; QueryData is JSON.stringify(DashboardQuery). */
export const dashboardSummary = defineOperation<{ QueryData: string }, DashboardReply>()({
  api: 'portal',
  method: 'GET',
  path: 'dashboard',
  apiCall: 'dashboard.summary',
  token: 'authorization',
});

/** Marks missed utterances reviewed; Params is JSON.stringify(reviewParams(rows)). */
export const reviewMissingUtterances = defineOperation<{ Params: string }, ReviewMissingUtterancesReply>()({
  api: 'portal',
  method: 'GET',
  path: 'dashboard',
  apiCall: 'ReviewMissingUtterances',
});

/** Params of ReviewMissingUtterances: total_selected, then the indexed fields of each row (from 0). */
export function reviewParams(rows: readonly MissedUtteranceRow[]): ReviewMissingUtterancesParams {
  const params: ReviewMissingUtterancesParams = { total_selected: rows.length };
  rows.forEach((row, index) => {
    params[`skill_name_${index}`] = row.skill;
    params[`utterance_${index}`] = row.utterance;
    params[`invocations_${index}`] = row.invocations;
    params[`users_${index}`] = row.dist_users;
    params[`first_dt_${index}`] = row.first_utt_date;
    params[`last_dt_${index}`] = row.last_utt_date;
  });
  return params;
}
