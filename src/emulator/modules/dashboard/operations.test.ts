/**
 * The dashboard's calls (dashboard.summary, ReviewMissingUtterances) through the portal's own gateway client and
 * the real Amplify session, against the seeded 30 days of conversations.
 */
import { signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import type { ChartData, DashboardSummary } from '@/contracts/dashboard';
import { dashboardSummary, reviewMissingUtterances, reviewParams } from '@/contracts/dashboard';

import { withAnyFields } from '@tests/operations';

import { clock } from '../../core/clock';
import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import type { ConversationTurn } from '../assistant/state';
import { isMissed, normaliseUtterance } from '../assistant/usage';
import { withEmulatedAmplify } from '../cognito/test-support';

import { MAX_RANGE_DAYS } from './operations';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;
const DAY = 24 * 60 * 60 * 1000;

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

interface Range {
  start: number;
  end: number;
}
const last30Days = (): Range => ({ start: clock.now() - 30 * DAY, end: clock.now() });

const summaryCall = (queryData: unknown) =>
  gateway.send(
    withAnyFields(dashboardSummary),
    queryData === undefined
      ? {}
      : { QueryData: typeof queryData === 'string' ? queryData : JSON.stringify(queryData) },
  );

async function summary(range: Range = last30Days(), tenant = DEMO_TENANT): Promise<DashboardSummary> {
  const reply = await summaryCall({
    start_date: new Date(range.start).toISOString(),
    end_date: new Date(range.end).toISOString(),
    tenant,
  });
  expect(reply.code).toBe(200);
  return reply.data ?? {};
}

const review = (params: unknown) =>
  gateway.send(
    withAnyFields(reviewMissingUtterances),
    params === undefined ? {} : { Params: typeof params === 'string' ? params : JSON.stringify(params) },
  );

/** The tenant's visible turns in the range, straight from the emulator's state. */
const visibleTurns = (tenant: string, range: Range) =>
  context.db.state.assistant.conversations.filter((turn) => {
    const time = Date.parse(turn.createdAt);
    return turn.tenant === tenant && !turn.hidden && time >= range.start && time <= range.end;
  });

const total = (chart: ChartData | undefined) => (chart?.data ?? []).reduce((sum, value) => sum + value, 0);

describe(dashboardSummary.apiCall, () => {
  it('computes every widget from the seeded conversations, consistently', async () => {
    await signInAs(administrator);
    const range = last30Days();
    const data = await summary(range);
    const turns = visibleTurns(DEMO_TENANT, range);
    expect(turns.length).toBeGreaterThan(2000);

    const charts = Object.entries(data).filter(
      (entry): entry is [string, ChartData] =>
        ![
          'user_interaction_admin',
          'uncompleted_requests',
          'missed_utterances_rows',
          'sessions_by_user_by_day',
        ].includes(entry[0]),
    );
    expect(charts).toHaveLength(16);
    for (const [, chart] of [...charts, ...Object.entries(data.user_interaction_admin ?? {})]) {
      expect(chart.code).toBe(200);
      expect(chart.labels.length).toBeGreaterThan(0);
    }

    const unfulfilled = turns.filter((turn) => turn.status !== 'SUCCESS').length;
    expect(data.usage_summary?.data).toEqual([turns.length, unfulfilled]);
    expect(total(data.lex_platform_usage)).toBe(turns.length);
    expect(total(data.peak_usage)).toBe(turns.length);
    expect(data.lex_platform_usage?.labels).toEqual(['ALEXA', 'Browser', 'Mobile-iOS', 'Mobile-Android']);
    expect(total(data.uncompleted_requests_total)).toBe(unfulfilled);
    expect(data.uncompleted_requests).toHaveLength(unfulfilled);
    expect(total(data.usage_by_task)).toBe(total(data.requests_by_intent));
    expect(data.usage_by_task?.labels).toContain('Create incident');
    expect(data.usage_by_task?.lookup_intent_id?.['Create incident']).toBe('CreateIncident');
    expect(data.usage_by_connector?.labels).toContain('faq');
    expect(total(data.unique_users_in_total)).toBe(
      new Set(turns.map((turn) => `${turn.platform} ${turn.userId}`)).size,
    );
    expect(data.unique_sessions_by_user?.labels).toHaveLength(10);
    expect(data.unique_sessions_by_user?.labels).toContain(administrator.email);
    expect(data.unique_sessions_by_user?.lookup_usernames?.[administrator.email]).toBe(administrator.sub);
    expect(Object.keys(data.sessions_by_user_by_day ?? {})).toEqual(data.unique_sessions_by_user?.labels);
    const days = data.user_interaction_admin?.Portal.labels ?? [];
    expect(days.length).toBeGreaterThanOrEqual(30);
    expect(days.at(-1)).toBe(new Date(range.end).toISOString().slice(0, 10));
    expect(data.user_interaction_admin?.Portal.data_dict?.Items.map((item) => item.label)).toEqual([
      'Voice',
      'Bubble',
      'Text',
    ]);

    const rows = data.missed_utterances_rows ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.status === 'Reviewed')).toHaveLength(2);
    expect(data.missed_utterances?.data).toEqual([rows.length - 2, 2]);
    expect(rows.every((row) => row.skill === DEMO_SKILL.lex_bot_name)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.invocations, 0)).toBe(turns.filter(isMissed).length);
    expect(rows[0]?.dist_users).toBeGreaterThan(3);
  });

  it('answers any member of the organisation, for any range, and only with the organisation’s turns', async () => {
    await signInAs(ordinaryUser);
    const yesterday = Date.UTC(
      new Date(clock.now()).getUTCFullYear(),
      new Date(clock.now()).getUTCMonth(),
      new Date(clock.now()).getUTCDate() - 1,
    );
    const range = { start: yesterday, end: yesterday + DAY - 1 };
    const data = await summary(range);
    expect(data.usage_summary?.data[0]).toBe(visibleTurns(DEMO_TENANT, range).length);
    expect(data.peak_usage?.labels).toHaveLength(24);
    expect(data.user_interaction_admin?.Alexa.labels).toEqual([
      new Date(yesterday).toISOString().slice(0, 10),
    ]);

    // Before the seeded history: every widget empty, the UI's 'No data to display'.
    const empty = await summary({ start: clock.now() - 90 * DAY, end: clock.now() - 60 * DAY });
    expect(empty.usage_summary).toEqual({ code: 200, labels: [], data: [] });
    expect(empty.missed_utterances_rows).toEqual([]);

    await signOut();
    await signInAs(OTHER_ORGANISATION.administrator);
    const harbour = await summary(last30Days(), OTHER_ORGANISATION.tenant);
    const harbourTurns = visibleTurns(OTHER_ORGANISATION.tenant, last30Days());
    expect(harbour.usage_summary?.data[0]).toBe(harbourTurns.length);
    expect(harbour.usage_summary?.data[0]).toBeLessThan(40);
    expect(harbour.unique_sessions_by_user?.labels).not.toContain(administrator.email);
    const harbourRows = harbour.missed_utterances_rows ?? [];
    expect(harbourRows.length).toBeGreaterThan(0);
    expect(harbourRows.every((row) => row.skill === OTHER_ORGANISATION.skill.lex_bot_name)).toBe(true);
    expect(harbourRows.every((row) => row.status === 'Missed')).toBe(true);
  });

  it('refuses another organisation’s dashboard with 403 and a caller without a session with 401', async () => {
    await expect(summary()).rejects.toMatchObject({ status: 401 });
    await signInAs(OTHER_ORGANISATION.user);
    await expect(summary(last30Days(), DEMO_TENANT)).rejects.toMatchObject({
      status: 403,
      message: 'You may only see your own organisation’s dashboard.',
    });
  });

  it('answers 400 with a message for a missing or invalid query', async () => {
    await signInAs(administrator);
    const start = '2026-11-01T00:00:00.000Z';
    const end = '2026-11-08T00:00:00.000Z';
    const cases: [unknown, string][] = [
      [undefined, 'QueryData is required.'],
      ['{not json', 'QueryData must be a JSON object.'],
      ['[1,2]', 'QueryData must be a JSON object.'],
      [{ end_date: end, tenant: DEMO_TENANT }, 'start_date is required.'],
      [{ start_date: start, tenant: DEMO_TENANT }, 'end_date is required.'],
      [
        { start_date: 'last week', end_date: end, tenant: DEMO_TENANT },
        'start_date must be an ISO 8601 date and time, e.g. 2026-11-21T09:30:00.000Z.',
      ],
      [
        { start_date: start, end_date: '2026-13-45T00:00:00Z', tenant: DEMO_TENANT },
        'end_date must be an ISO 8601 date and time, e.g. 2026-11-21T09:30:00.000Z.',
      ],
      [
        { start_date: start, end_date: 1763000000000, tenant: DEMO_TENANT },
        'end_date must be an ISO 8601 date and time, e.g. 2026-11-21T09:30:00.000Z.',
      ],
      [{ start_date: end, end_date: start, tenant: DEMO_TENANT }, 'start_date must not be after end_date.'],
      [{ start_date: start, end_date: end }, 'tenant is required.'],
      [
        { start_date: '2020-01-01T00:00:00Z', end_date: end, tenant: DEMO_TENANT },
        `The date range must not be longer than ${MAX_RANGE_DAYS} days.`,
      ],
    ];
    for (const [queryData, message] of cases) {
      await expect(summaryCall(queryData)).rejects.toMatchObject({ status: 400, message });
    }
    // A zone offset and a one-instant range are fine.
    const reply = await summaryCall({
      start_date: '2026-11-01T09:00+01:00',
      end_date: '2026-11-01T08:00:00Z',
      tenant: DEMO_TENANT,
    });
    expect(reply.code).toBe(200);
  });

  it('shows a turn recorded after the seed (a chat in the demo) in the next summary', async () => {
    await signInAs(administrator);
    const before = await summary();
    const now = new Date(clock.now()).toISOString();
    const chatted: ConversationTurn = {
      id: 'chatted-turn',
      tenant: DEMO_TENANT,
      skillId: DEMO_SKILL.ID,
      userId: administrator.sub,
      userLabel: administrator.email,
      publicUser: false,
      sessionId: 'a-new-conversation',
      platform: 'Browser',
      inputType: 'Voice',
      utterance: 'Please water the office plants',
      hidden: false,
      intent: null,
      connector: null,
      status: 'FAILED',
      reply: 'Sorry',
      createdAt: now,
    };
    context.db.update('assistant', (state) => {
      state.conversations.push(chatted);
    });
    const after = await summary({ start: clock.now() - 30 * DAY, end: clock.now() + 1000 });
    expect(after.usage_summary?.data).toEqual([
      (before.usage_summary?.data[0] ?? 0) + 1,
      (before.usage_summary?.data[1] ?? 0) + 1,
    ]);
    expect(after.uncompleted_requests?.[0]).toMatchObject({
      id: 'chatted-turn',
      user: administrator.email,
      platform: 'Browser',
      request: 'Please water the office plants',
      intent: 'Unrecognised',
    });
    expect(after.missed_utterances_rows).toContainEqual(
      expect.objectContaining({
        utterance: 'please water the office plants',
        invocations: 1,
        status: 'Missed',
      }),
    );
    expect(after.missed_utterances?.data[0]).toBe((before.missed_utterances?.data[0] ?? 0) + 1);
  });

  it('is fast enough for the 10 s auto refresh over 30 days', async () => {
    await signInAs(administrator);
    await summary();
    const started = performance.now();
    for (let index = 0; index < 3; index += 1) await summary();
    // Wall time of a whole round trip (token, msw, JSON) on a shared machine: generous, but far below 10 s.
    expect((performance.now() - started) / 3).toBeLessThan(1000);
  });

  it('honours an injected fault (the UI marks the fetch failed)', async () => {
    await signInAs(administrator);
    context.faults.add({
      operation: dashboardSummary.apiCall,
      status: 500,
      message: 'Internal server error',
      times: 1,
    });
    await expect(summary()).rejects.toMatchObject({ status: 500, message: 'Internal server error' });
    await summary();
  });
});

describe(reviewMissingUtterances.apiCall, () => {
  it('marks the selected missed utterances Reviewed, which the next summary shows', async () => {
    await signInAs(ordinaryUser);
    const before = await summary();
    const missed = (before.missed_utterances_rows ?? []).filter((row) => row.status === 'Missed');
    const selected = missed.slice(0, 2);
    expect(await review(reviewParams(selected))).toEqual({
      status: 'success',
      code: 200,
      message: 'Successfully marked (2) utterance(s) as Reviewed.',
    });
    const after = await summary();
    for (const row of selected) {
      expect(after.missed_utterances_rows).toContainEqual({ ...row, status: 'Reviewed' });
    }
    expect(after.missed_utterances?.data).toEqual([
      (before.missed_utterances?.data[0] ?? 0) - 2,
      (before.missed_utterances?.data[1] ?? 0) + 2,
    ]);
    const stored = context.db.state.assistant.reviewedUtterances.filter(
      (entry) => entry.reviewedBy === ordinaryUser.email,
    );
    expect(stored.map((entry) => entry.utterance).toSorted()).toEqual(
      selected.map((row) => row.utterance).toSorted(),
    );
    expect(
      stored.every((entry) => entry.tenant === DEMO_TENANT && entry.skill === DEMO_SKILL.lex_bot_name),
    ).toBe(true);
  });

  it('is idempotent, and matches utterances whatever their case and punctuation', async () => {
    await signInAs(administrator);
    const [row] = ((await summary()).missed_utterances_rows ?? []).filter(
      (candidate) => candidate.status === 'Missed',
    );
    if (!row) throw new Error('The seed has no missed utterance left to review');
    const count = () => context.db.state.assistant.reviewedUtterances.length;
    const initial = count();
    await review(reviewParams([row]));
    const shouted = { ...row, utterance: `${row.utterance.toUpperCase()}?!` };
    expect(await review(reviewParams([shouted, row]))).toMatchObject({
      status: 'success',
      message: 'Successfully marked (2) utterance(s) as Reviewed.',
    });
    expect(count()).toBe(initial + 1);
    // Numbers may come as numeric strings, as in any query.
    const asStrings = Object.fromEntries(
      Object.entries(reviewParams([row])).map(([key, value]) => [key, String(value)]),
    );
    expect((await review(asStrings)).code).toBe(200);
    expect(count()).toBe(initial + 1);
  });

  it('answers 400 with a message for missing or invalid Params', async () => {
    await signInAs(administrator);
    const [row] = (await summary()).missed_utterances_rows ?? [];
    if (!row) throw new Error('The seed has no missed utterance');
    const initial = context.db.state.assistant.reviewedUtterances.length;
    const valid = reviewParams([row]);
    const without = (key: string) =>
      Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));
    const cases: [unknown, string][] = [
      [undefined, 'Params is required.'],
      ['{"total_selected":', 'Params must be a JSON object.'],
      [{ ...valid, total_selected: 0 }, 'total_selected must be a whole number from 1 to 1000.'],
      [{ ...valid, total_selected: 'one' }, 'total_selected must be a whole number from 1 to 1000.'],
      [without('total_selected'), 'total_selected is required.'],
      [{ ...valid, total_selected: 2 }, 'skill_name_1 is required.'],
      [without('utterance_0'), 'utterance_0 is required.'],
      [{ ...valid, utterance_0: '   ' }, 'utterance_0 is required.'],
      [without('invocations_0'), 'invocations_0 is required.'],
      [{ ...valid, users_0: -1 }, `users_0 must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}.`],
      [without('first_dt_0'), 'first_dt_0 is required.'],
      [{ ...valid, last_dt_0: 'soon' }, 'last_dt_0 must be a date.'],
    ];
    for (const [params, message] of cases) {
      await expect(review(params)).rejects.toMatchObject({ status: 400, message });
    }
    expect(context.db.state.assistant.reviewedUtterances).toHaveLength(initial);
  });

  it('answers 404 for an utterance that is not one of the organisation’s missed utterances, marking nothing', async () => {
    await signInAs(administrator);
    const rows = ((await summary()).missed_utterances_rows ?? []).filter((row) => row.status === 'Missed');
    const [row] = rows;
    if (!row) throw new Error('The seed has no missed utterance');
    const initial = context.db.state.assistant.reviewedUtterances.length;
    const invented = { ...row, utterance: 'teach me to juggle' };
    await expect(review(reviewParams([row, invented]))).rejects.toMatchObject({
      status: 404,
      message:
        '"teach me to juggle" is not a missed utterance of the skill DemoAssistant in your organisation.',
    });
    // A fulfilled request is not a missed utterance either.
    await expect(review(reviewParams([{ ...row, utterance: 'create an incident' }]))).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      review(reviewParams([{ ...row, skill: OTHER_ORGANISATION.skill.lex_bot_name }])),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(context.db.state.assistant.reviewedUtterances).toHaveLength(initial);
  });

  it('keeps each organisation’s reviews to itself', async () => {
    // Both organisations have users who asked to bring a dog to the office.
    const shared = 'can i bring my dog to the office';
    const missedIn = (tenant: string) =>
      context.db.state.assistant.conversations.some(
        (turn) => turn.tenant === tenant && isMissed(turn) && normaliseUtterance(turn.utterance) === shared,
      );
    expect(missedIn(DEMO_TENANT) && missedIn(OTHER_ORGANISATION.tenant)).toBe(true);

    await signInAs(OTHER_ORGANISATION.user);
    const harbourRow = (await summary(last30Days(), OTHER_ORGANISATION.tenant)).missed_utterances_rows?.find(
      (row) => row.utterance === shared,
    );
    if (!harbourRow) throw new Error('The other organisation has no such missed utterance');
    // Not the demo organisation's skill.
    await expect(
      review(reviewParams([{ ...harbourRow, skill: DEMO_SKILL.lex_bot_name }])),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await review(reviewParams([harbourRow]))).code).toBe(200);
    expect(
      (await summary(last30Days(), OTHER_ORGANISATION.tenant)).missed_utterances_rows?.find(
        (row) => row.utterance === shared,
      )?.status,
    ).toBe('Reviewed');

    await signOut();
    await signInAs(administrator);
    const demoRow = (await summary()).missed_utterances_rows?.find((row) => row.utterance === shared);
    expect(demoRow?.status).toBe('Missed');
  });

  it('answers 401 without a session', async () => {
    await expect(review({ total_selected: 1 })).rejects.toMatchObject({ status: 401 });
  });
});
