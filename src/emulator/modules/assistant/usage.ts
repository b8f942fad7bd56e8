/**
 * The dashboard's numbers, computed from recorded conversation turns (pure functions: no state, no clock).
 * dashboard.summary filters the tenant's turns to the requested range with `visibleTurnsInRange` and hands them
 * to `dashboardSummary`; each widget's function is exported on its own so that its semantics (the contract in
 * the chat/dashboard wire types) can be tested on small hand-made sets of turns.
 *
 * Shared rules:
 * - Hidden turns (the chat's welcome 'open') are no requests: they are filtered out before anything is counted.
 * - A session is a run of one user's turns with the same Lex session id where each turn follows the previous one
 *   within 30 minutes: the emulated runtime starts a new conversation id after 30 idle minutes, and a real
 *   client may reuse one Lex session id for days (the portal's chat sends the user's sub), so the gap decides.
 * - A missed utterance is a turn nothing matched: intent null and status FAILED.
 * - A chart with nothing to count has empty labels and data (the UI shows 'No data to display').
 * - Days are UTC calendar days 'YYYY-MM-DD'; hours of day are UTC.
 */
import type {
  ChartData,
  DashboardSummary,
  InteractionPlatform,
  MissedUtteranceRow,
  Platform,
  UncompletedRequestRow,
} from '@/contracts/dashboard';

import { SEEDED_FAQ, SEEDED_INTENTS } from './catalogue';
import type { ConversationTurn, ReviewedUtterance } from './state';

/** The platforms in the order every chart lists them (spec 2 §9). */
export const PLATFORMS: readonly Platform[] = ['ALEXA', 'Browser', 'Mobile-iOS', 'Mobile-Android'];
/** The input types in the order of user_interaction_admin's stacked datasets. */
export const INPUT_TYPES = ['Voice', 'Bubble', 'Text'] as const;

/** Turns of one session are at most this far apart. */
export const SESSION_GAP_MS = 30 * 60 * 1000;
/** How many users the by-user charts show. */
export const TOP_USERS = 10;
/** How many intents requests_by_intent shows before grouping the rest as 'Other'. */
export const TOP_INTENTS = 5;
export const OTHER_LABEL = 'Other';
/** uncompleted_requests_by_intent's label for turns nothing matched. */
export const UNRECOGNISED_LABEL = 'Unrecognised';

/**
 * The intent FAQ answers are recorded under (connector 'faq'): the assistant answers from the FAQ index, so
 * for the dashboard every FAQ answer is one task.
 */
export const FAQ_INTENT = 'FAQ';
export const FAQ_CONNECTOR = 'faq';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A chart with nothing to show. */
export const emptyChart = (): ChartData => ({ code: 200, labels: [], data: [] });

/** An intent's human title: the catalogue's title, the FAQ question for an FAQ id, else the name itself. */
export function intentTitle(name: string): string {
  if (name === FAQ_INTENT) return 'FAQ';
  return (
    SEEDED_INTENTS.find((intent) => intent.name === name)?.title ??
    SEEDED_FAQ.find((faq) => faq.id === name)?.question ??
    name
  );
}

/** How utterances are compared and grouped: case, punctuation and spacing do not matter. */
export function normaliseUtterance(utterance: string): string {
  return utterance
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const isMissed = (turn: ConversationTurn) => turn.intent === null && turn.status === 'FAILED';

export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A turn's time (epoch ms) and UTC day, parsed once per turn: the summary is recomputed every 10 s while the
 * dashboard auto-refreshes, over thousands of turns, and every chart needs them. Recorded turns are never
 * changed (only appended), so the cache cannot go stale.
 */
const parsed = new WeakMap<ConversationTurn, { time: number; day: string }>();
function parsedTime(turn: ConversationTurn) {
  let entry = parsed.get(turn);
  if (!entry) {
    const time = Date.parse(turn.createdAt);
    entry = { time, day: Number.isNaN(time) ? 'invalid' : dayOf(time) };
    parsed.set(turn, entry);
  }
  return entry;
}
const timeOf = (turn: ConversationTurn) => parsedTime(turn).time;
const dayOfTurn = (turn: ConversationTurn) => parsedTime(turn).day;

/** The UTC days from `start` to `end` inclusive, 'YYYY-MM-DD'. */
export function daysOfRange(start: number, end: number): string[] {
  if (end < start) return [];
  const days: string[] = [];
  const first = Date.UTC(
    new Date(start).getUTCFullYear(),
    new Date(start).getUTCMonth(),
    new Date(start).getUTCDate(),
  );
  for (let day = first; day <= end; day += DAY_MS) days.push(dayOf(day));
  return days;
}

/** The tenant's non-hidden turns with start ≤ createdAt ≤ end (epoch ms), oldest first. */
export function visibleTurnsInRange(
  turns: readonly ConversationTurn[],
  tenant: string,
  start: number,
  end: number,
): ConversationTurn[] {
  const selected = turns.filter((turn) => {
    if (turn.tenant !== tenant || turn.hidden) return false;
    const time = timeOf(turn);
    return time >= start && time <= end;
  });
  // Recorded turns are appended in order (checked in linear time), but an imported history need not be.
  const ordered = selected.every(
    (turn, index) => index === 0 || timeOf(selected[index - 1] as ConversationTurn) <= timeOf(turn),
  );
  return ordered ? selected : selected.toSorted((a, b) => timeOf(a) - timeOf(b));
}

export interface ConversationSession {
  /** Unique per session: the Lex session id and the time of the first turn. */
  key: string;
  userId: string;
  userLabel: string;
  publicUser: boolean;
  /** The platform of the session's first turn. */
  platform: Platform;
  /** Oldest first. */
  turns: ConversationTurn[];
}

/** Splits turns (oldest first) into sessions: same user and Lex session id, no gap over 30 minutes. */
export function conversationSessions(turns: readonly ConversationTurn[]): ConversationSession[] {
  const open = new Map<string, { session: ConversationSession; last: number }>();
  const sessions: ConversationSession[] = [];
  for (const turn of turns) {
    const id = `${turn.userId}\n${turn.sessionId}`;
    const time = timeOf(turn);
    const current = open.get(id);
    if (current && time - current.last <= SESSION_GAP_MS) {
      current.session.turns.push(turn);
      current.last = time;
      continue;
    }
    const session: ConversationSession = {
      key: `${turn.sessionId}@${turn.createdAt}`,
      userId: turn.userId,
      userLabel: turn.userLabel,
      publicUser: turn.publicUser,
      platform: turn.platform,
      turns: [turn],
    };
    sessions.push(session);
    open.set(id, { session, last: time });
  }
  return sessions;
}

/** Counts by key, in first-seen order. */
function countBy<T, K extends string>(items: readonly T[], key: (item: T) => K | null): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** Most first; equal counts by label, so that the order never depends on the turns' order. */
const byCountThenLabel = ([labelA, countA]: [string, number], [labelB, countB]: [string, number]) =>
  countB - countA || labelA.localeCompare(labelB);

function descendingChart(counts: Map<string, number>, limit = Infinity): ChartData {
  const entries = [...counts].toSorted(byCountThenLabel).slice(0, limit);
  return { code: 200, labels: entries.map(([label]) => label), data: entries.map(([, count]) => count) };
}

/** One value per platform present (in PLATFORMS order). */
function platformChart(values: Map<Platform, number>): ChartData {
  const present = PLATFORMS.filter((platform) => (values.get(platform) ?? 0) > 0);
  return { code: 200, labels: [...present], data: present.map((platform) => values.get(platform) ?? 0) };
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

// ---- The widgets -------------------------------------------------------------------------------------------

/** [total requests, requests whose status is not SUCCESS]. */
export function usageSummary(turns: readonly ConversationTurn[]): ChartData {
  if (turns.length === 0) return emptyChart();
  const unfulfilled = turns.filter((turn) => turn.status !== 'SUCCESS').length;
  return { code: 200, labels: ['Total requests', 'Unfulfilled requests'], data: [turns.length, unfulfilled] };
}

/** Requests per connector, most first; turns without a connector are not counted. */
export function usageByConnector(turns: readonly ConversationTurn[]): ChartData {
  return descendingChart(countBy(turns, (turn) => turn.connector));
}

/** Requests per intent (by title), most first, with lookup_intent_id title → intent name. */
function intentChart(turns: readonly ConversationTurn[], limit = Infinity): ChartData {
  const chart = descendingChart(
    countBy(turns, (turn) => (turn.intent === null ? null : intentTitle(turn.intent))),
    limit,
  );
  if (chart.labels.length === 0) return chart;
  return { ...chart, lookup_intent_id: intentLookup(turns, chart.labels) };
}

function intentLookup(turns: readonly ConversationTurn[], titles: readonly string[]): Record<string, string> {
  const wanted = new Set(titles);
  const lookup: Record<string, string> = {};
  for (const turn of turns) {
    if (turn.intent === null) continue;
    const title = intentTitle(turn.intent);
    if (wanted.has(title) && !(title in lookup)) lookup[title] = turn.intent;
  }
  return lookup;
}

export function usageByTask(turns: readonly ConversationTurn[]): ChartData {
  return intentChart(turns);
}

function distinctPerPlatform(
  turns: readonly ConversationTurn[],
  key: (turn: ConversationTurn) => string,
): Map<Platform, number> {
  const seen = new Map<Platform, Set<string>>();
  for (const turn of turns) {
    let keys = seen.get(turn.platform);
    if (!keys) seen.set(turn.platform, (keys = new Set()));
    keys.add(key(turn));
  }
  return new Map([...seen].map(([platform, keys]) => [platform, keys.size]));
}

/** Distinct users per platform. */
export function uniqueUsersInTotal(turns: readonly ConversationTurn[]): ChartData {
  return platformChart(distinctPerPlatform(turns, (turn) => turn.userId));
}

/** Distinct sessions per platform (a session counts on the platform of its first turn). */
export function uniqueSessionsInTotal(sessions: readonly ConversationSession[]): ChartData {
  return platformChart(countBy(sessions, (session) => session.platform));
}

/** Requests per platform. */
export function lexPlatformUsage(turns: readonly ConversationTurn[]): ChartData {
  return platformChart(countBy(turns, (turn) => turn.platform));
}

/**
 * Stacked per-day datasets: labels are the range's days, `data_dict.Items` one dataset per series (in the given
 * order; series with no count left out unless `keepAll`), `data` the day totals. Empty when nothing counts.
 */
function dailySeriesChart<T>(
  items: readonly T[],
  days: readonly string[],
  dayOfItem: (item: T) => string,
  seriesOf: (item: T) => string,
  seriesOrder: readonly string[],
  keepAll = false,
): ChartData {
  if (items.length === 0 || days.length === 0) return { ...emptyChart(), data_dict: { Items: [] } };
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const series = new Map(seriesOrder.map((label) => [label, Array<number>(days.length).fill(0)]));
  const totals = Array<number>(days.length).fill(0);
  for (const item of items) {
    const index = dayIndex.get(dayOfItem(item));
    const counts = series.get(seriesOf(item));
    if (index === undefined || !counts) continue;
    counts[index] = (counts[index] ?? 0) + 1;
    totals[index] = (totals[index] ?? 0) + 1;
  }
  const Items = [...series]
    .filter(([, counts]) => keepAll || counts.some((count) => count > 0))
    .map(([label, data]) => ({ label, data }));
  return { code: 200, labels: [...days], data: totals, data_dict: { Items } };
}

const INTERACTION_PLATFORMS: Record<InteractionPlatform, (turn: ConversationTurn) => boolean> = {
  Alexa: (turn) => turn.platform === 'ALEXA',
  Portal: (turn) => turn.platform === 'Browser' && !turn.publicUser,
  Mobile: (turn) => turn.platform === 'Mobile-iOS' || turn.platform === 'Mobile-Android',
};

/**
 * Requests per day by input type for each platform choice: Alexa (ALEXA), Portal (portal users in the
 * browser), Mobile (iOS and Android). Each has the three datasets Voice, Bubble, Text.
 */
export function userInteractionAdmin(
  turns: readonly ConversationTurn[],
  days: readonly string[],
): Record<InteractionPlatform, ChartData> {
  const chart = (choice: InteractionPlatform) => {
    const selected = turns.filter(INTERACTION_PLATFORMS[choice]);
    return dailySeriesChart(
      selected,
      days,
      (turn) => dayOfTurn(turn),
      (turn) => turn.inputType,
      INPUT_TYPES,
      true,
    );
  };
  return { Alexa: chart('Alexa'), Portal: chart('Portal'), Mobile: chart('Mobile') };
}

/** The users with the most sessions (top 10), lookup_usernames label → userId. */
export function uniqueSessionsByUser(sessions: readonly ConversationSession[]): ChartData {
  const chart = descendingChart(
    countBy(sessions, (session) => session.userLabel),
    TOP_USERS,
  );
  if (chart.labels.length === 0) return chart;
  return { ...chart, lookup_usernames: userLookup(sessions, chart.labels) };
}

function userLookup(
  items: readonly { userLabel: string; userId: string }[],
  labels: readonly string[],
): Record<string, string> {
  const wanted = new Set(labels);
  const lookup: Record<string, string> = {};
  for (const item of items) {
    if (wanted.has(item.userLabel) && !(item.userLabel in lookup)) lookup[item.userLabel] = item.userId;
  }
  return lookup;
}

/**
 * For the users of unique_sessions_by_user: sessions per day of the range (every day, zeros included), a
 * session counting on the day of its first turn.
 */
export function sessionsByUserByDay(
  sessions: readonly ConversationSession[],
  days: readonly string[],
  users: readonly string[],
): Record<string, Record<string, number>> {
  const result: Record<string, Record<string, number>> = {};
  for (const user of users) result[user] = Object.fromEntries(days.map((day) => [day, 0]));
  for (const session of sessions) {
    const perDay = result[session.userLabel];
    const first = session.turns[0];
    if (!perDay || !first) continue;
    const day = dayOfTurn(first);
    if (day in perDay) perDay[day] = (perDay[day] ?? 0) + 1;
  }
  return result;
}

/** Public users' sessions per day, one dataset per platform present. */
export function sessionsByPlatformPublicUser(
  sessions: readonly ConversationSession[],
  days: readonly string[],
): ChartData {
  return dailySeriesChart(
    sessions.filter((session) => session.publicUser),
    days,
    (session) => dayOfTurn(session.turns[0] as ConversationTurn),
    (session) => session.platform,
    PLATFORMS,
  );
}

/** Requests per day for the 5 most requested intents (by title); the other intents' requests as 'Other'. */
export function requestsByIntent(turns: readonly ConversationTurn[], days: readonly string[]): ChartData {
  const withIntent = turns.filter((turn) => turn.intent !== null);
  const top = intentChart(withIntent, TOP_INTENTS);
  const topTitles = new Set(top.labels);
  const hasOther = withIntent.some((turn) => !topTitles.has(intentTitle(turn.intent ?? '')));
  const chart = dailySeriesChart(
    withIntent,
    days,
    (turn) => dayOfTurn(turn),
    (turn) => {
      const title = intentTitle(turn.intent ?? '');
      return topTitles.has(title) ? title : OTHER_LABEL;
    },
    [...top.labels, ...(hasOther ? [OTHER_LABEL] : [])],
  );
  return chart.labels.length === 0 || !top.lookup_intent_id
    ? chart
    : { ...chart, lookup_intent_id: top.lookup_intent_id };
}

/** Requests per hour of day (UTC), '0h' … '23h'. */
export function peakUsage(turns: readonly ConversationTurn[]): ChartData {
  if (turns.length === 0) return emptyChart();
  const hours = Array<number>(24).fill(0);
  for (const turn of turns) {
    const hour = new Date(timeOf(turn)).getUTCHours();
    hours[hour] = (hours[hour] ?? 0) + 1;
  }
  return { code: 200, labels: hours.map((_, hour) => `${hour}h`), data: hours };
}

/** Per platform, the percentage (one decimal) of sessions whose last turn was not SUCCESS. */
export function exitPercentByPlatform(sessions: readonly ConversationSession[]): ChartData {
  const all = countBy(sessions, (session) => session.platform);
  const exits = countBy(sessions, (session) =>
    session.turns.at(-1)?.status === 'SUCCESS' ? null : session.platform,
  );
  const present = PLATFORMS.filter((platform) => (all.get(platform) ?? 0) > 0);
  return {
    code: 200,
    labels: [...present],
    data: present.map((platform) =>
      roundToTenth(((exits.get(platform) ?? 0) * 100) / (all.get(platform) ?? 1)),
    ),
  };
}

/** ['FAILED', 'ERROR'] counts of uncompleted requests (a missed utterance is FAILED). */
export function uncompletedRequestsTotal(turns: readonly ConversationTurn[]): ChartData {
  const failed = turns.filter((turn) => turn.status === 'FAILED').length;
  const errors = turns.filter((turn) => turn.status === 'ERROR').length;
  if (failed + errors === 0) return emptyChart();
  return { code: 200, labels: ['FAILED', 'ERROR'], data: [failed, errors] };
}

const uncompleted = (turns: readonly ConversationTurn[]) => turns.filter((turn) => turn.status !== 'SUCCESS');

/** The label of an uncompleted request's intent: its title, or 'Unrecognised' when nothing matched. */
export const uncompletedIntentLabel = (turn: ConversationTurn) =>
  turn.intent === null ? UNRECOGNISED_LABEL : intentTitle(turn.intent);

/** Uncompleted requests per intent title ('Unrecognised' for none), lookup_intent_id for the real intents. */
export function uncompletedRequestsByIntent(turns: readonly ConversationTurn[]): ChartData {
  const failed = uncompleted(turns);
  const chart = descendingChart(countBy(failed, uncompletedIntentLabel));
  if (chart.labels.length === 0) return chart;
  return { ...chart, lookup_intent_id: intentLookup(failed, chart.labels) };
}

/** Uncompleted requests of the 10 users with the most, lookup_usernames label → userId. */
export function uncompletedRequestsByUser(turns: readonly ConversationTurn[]): ChartData {
  const failed = uncompleted(turns);
  const chart = descendingChart(
    countBy(failed, (turn) => turn.userLabel),
    TOP_USERS,
  );
  if (chart.labels.length === 0) return chart;
  return { ...chart, lookup_usernames: userLookup(failed, chart.labels) };
}

/** For the 10 users with the most requests: requests per session (one decimal). */
export function avgRequestsPerSessionByUser(
  turns: readonly ConversationTurn[],
  sessions: readonly ConversationSession[],
): ChartData {
  const requests = countBy(turns, (turn) => turn.userLabel);
  const sessionCounts = countBy(sessions, (session) => session.userLabel);
  const top = [...requests].toSorted(byCountThenLabel).slice(0, TOP_USERS);
  if (top.length === 0) return emptyChart();
  const labels = top.map(([label]) => label);
  return {
    code: 200,
    labels,
    data: top.map(([label, count]) => roundToTenth(count / (sessionCounts.get(label) ?? 1))),
    lookup_usernames: userLookup(turns, labels),
  };
}

/** Every uncompleted request, newest first; `intent` is the label uncompleted_requests_by_intent uses. */
export function uncompletedRequestRows(turns: readonly ConversationTurn[]): UncompletedRequestRow[] {
  return uncompleted(turns)
    .toSorted((a, b) => timeOf(b) - timeOf(a))
    .map((turn) => ({
      id: turn.id,
      user: turn.userLabel,
      platform: turn.platform,
      last_activity: turn.createdAt,
      request: turn.utterance,
      intent: uncompletedIntentLabel(turn),
      // SUCCESS turns were filtered out above.
      status: turn.status === 'ERROR' ? 'ERROR' : 'FAILED',
    }));
}

/** Whether a missed utterance of the tenant's skill has been marked as reviewed. */
export function isReviewed(
  reviewed: readonly ReviewedUtterance[],
  tenant: string,
  skill: string,
  utterance: string,
): boolean {
  const wanted = normaliseUtterance(utterance);
  return reviewed.some(
    (entry) =>
      entry.tenant === tenant && entry.skill === skill && normaliseUtterance(entry.utterance) === wanted,
  );
}

/**
 * Missed utterances grouped by skill and normalised utterance: how often, by how many users, first and last
 * time, and whether reviewed. Most invoked first, then the most recent. `skillName` names a turn's skill (the
 * rows and ReviewMissingUtterances identify a skill by its name).
 */
export function missedUtteranceRows(
  turns: readonly ConversationTurn[],
  options: { tenant: string; reviewed: readonly ReviewedUtterance[]; skillName: (skillId: string) => string },
): MissedUtteranceRow[] {
  const groups = new Map<string, { skill: string; utterance: string; turns: ConversationTurn[] }>();
  for (const turn of turns) {
    if (!isMissed(turn)) continue;
    const skill = options.skillName(turn.skillId);
    const utterance = normaliseUtterance(turn.utterance);
    if (!utterance) continue;
    const key = `${skill}\n${utterance}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { skill, utterance, turns: [] }));
    group.turns.push(turn);
  }
  const reviewed = new Set(
    options.reviewed
      .filter((entry) => entry.tenant === options.tenant)
      .map((entry) => `${entry.skill}\n${normaliseUtterance(entry.utterance)}`),
  );
  return [...groups]
    .map(([key, group]): MissedUtteranceRow => {
      const times = group.turns.map(timeOf);
      return {
        skill: group.skill,
        utterance: group.utterance,
        invocations: group.turns.length,
        dist_users: new Set(group.turns.map((turn) => turn.userId)).size,
        first_utt_date: new Date(Math.min(...times)).toISOString(),
        last_utt_date: new Date(Math.max(...times)).toISOString(),
        status: reviewed.has(key) ? 'Reviewed' : 'Missed',
      };
    })
    .toSorted(
      (a, b) =>
        b.invocations - a.invocations ||
        b.last_utt_date.localeCompare(a.last_utt_date) ||
        a.utterance.localeCompare(b.utterance),
    );
}

/** ['Missed', 'Reviewed']: how many distinct missed utterances have each status. */
export function missedUtterancesChart(rows: readonly MissedUtteranceRow[]): ChartData {
  if (rows.length === 0) return emptyChart();
  const reviewed = rows.filter((row) => row.status === 'Reviewed').length;
  return { code: 200, labels: ['Missed', 'Reviewed'], data: [rows.length - reviewed, reviewed] };
}

export interface SummaryInput {
  /** Every recorded turn; the tenant's visible turns in the range are selected here. */
  turns: readonly ConversationTurn[];
  tenant: string;
  /** Epoch ms, inclusive. */
  start: number;
  end: number;
  reviewed: readonly ReviewedUtterance[];
  skillName: (skillId: string) => string;
}

/** Every widget's data for a tenant and range (dashboard.summary's `data`). */
export function dashboardSummary(input: SummaryInput): DashboardSummary {
  const turns = visibleTurnsInRange(input.turns, input.tenant, input.start, input.end);
  const sessions = conversationSessions(turns);
  const days = daysOfRange(input.start, input.end);
  const missedRows = missedUtteranceRows(turns, input);
  const sessionsByUser = uniqueSessionsByUser(sessions);
  return {
    usage_summary: usageSummary(turns),
    usage_by_connector: usageByConnector(turns),
    usage_by_task: usageByTask(turns),
    unique_users_in_total: uniqueUsersInTotal(turns),
    user_interaction_admin: userInteractionAdmin(turns, days),
    lex_platform_usage: lexPlatformUsage(turns),
    unique_sessions_in_total: uniqueSessionsInTotal(sessions),
    unique_sessions_by_user: sessionsByUser,
    sessions_by_platform_public_user: sessionsByPlatformPublicUser(sessions, days),
    requests_by_intent: requestsByIntent(turns, days),
    peak_usage: peakUsage(turns),
    exit_percent_by_platform: exitPercentByPlatform(sessions),
    uncompleted_requests_total: uncompletedRequestsTotal(turns),
    uncompleted_requests_by_intent: uncompletedRequestsByIntent(turns),
    uncompleted_requests_by_user: uncompletedRequestsByUser(turns),
    avg_requests_per_session_by_user: avgRequestsPerSessionByUser(turns, sessions),
    missed_utterances: missedUtterancesChart(missedRows),
    uncompleted_requests: uncompletedRequestRows(turns),
    missed_utterances_rows: missedRows,
    sessions_by_user_by_day: sessionsByUserByDay(sessions, days, sessionsByUser.labels),
  };
}
