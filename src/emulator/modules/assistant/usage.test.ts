/**
 * The dashboard's numbers on small hand-made sets of turns (each widget's contract), and properties that hold
 * for any set of turns and any range (fast-check): totals equal the sum of their parts, and only the tenant's
 * visible turns inside the range count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ConversationTurn, ReviewedUtterance } from './state';
import {
  avgRequestsPerSessionByUser,
  conversationSessions,
  dashboardSummary,
  daysOfRange,
  exitPercentByPlatform,
  lexPlatformUsage,
  missedUtteranceRows,
  missedUtterancesChart,
  normaliseUtterance,
  peakUsage,
  requestsByIntent,
  SESSION_GAP_MS,
  sessionsByPlatformPublicUser,
  sessionsByUserByDay,
  type SummaryInput,
  uncompletedRequestRows,
  uncompletedRequestsByIntent,
  uncompletedRequestsByUser,
  uncompletedRequestsTotal,
  uniqueSessionsByUser,
  uniqueSessionsInTotal,
  uniqueUsersInTotal,
  usageByConnector,
  usageByTask,
  usageSummary,
  userInteractionAdmin,
  visibleTurnsInRange,
} from './usage';

const TENANT = 'acme';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Monday 2026-11-16 00:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 16);

let sequence = 0;
function turn(overrides: Partial<ConversationTurn> & { at?: number } = {}): ConversationTurn {
  const { at = MONDAY + 9 * 60 * MINUTE, ...fields } = overrides;
  sequence += 1;
  return {
    id: `turn-${sequence}`,
    tenant: TENANT,
    skillId: 'skill-1',
    userId: 'user-1',
    userLabel: 'one@acme.example',
    publicUser: false,
    sessionId: 'session-1',
    platform: 'Browser',
    inputType: 'Text',
    utterance: 'create an incident',
    hidden: false,
    intent: 'CreateIncident',
    connector: 'servicenow-prod',
    status: 'SUCCESS',
    reply: 'Done.',
    createdAt: new Date(at).toISOString(),
    ...fields,
  };
}

const sessionsOf = (turns: ConversationTurn[]) => conversationSessions(turns);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('usage_summary', () => {
  it('counts every request and the ones not fulfilled', () => {
    const turns = [
      turn(),
      turn({ status: 'FAILED' }),
      turn({ status: 'ERROR' }),
      turn({ intent: null, status: 'FAILED' }),
    ];
    expect(usageSummary(turns)).toEqual({
      code: 200,
      labels: ['Total requests', 'Unfulfilled requests'],
      data: [4, 3],
    });
  });

  it('is empty without requests', () => {
    expect(usageSummary([])).toEqual({ code: 200, labels: [], data: [] });
  });
});

describe('usage_by_connector and usage_by_task', () => {
  const turns = [
    turn({ intent: 'IncidentStatus' }),
    turn({ intent: 'CreateIncident' }),
    turn({ intent: 'CreateIncident', status: 'ERROR' }),
    turn({ intent: 'FAQ', connector: 'faq' }),
    turn({ intent: 'NextMeeting', connector: 'calendar' }),
    turn({ intent: 'ScheduleMeeting', connector: 'calendar' }),
    turn({ intent: null, connector: null, status: 'FAILED' }),
  ];

  it('counts requests per connector, most first (equal counts by name), leaving out turns without one', () => {
    expect(usageByConnector(turns)).toEqual({
      code: 200,
      labels: ['servicenow-prod', 'calendar', 'faq'],
      data: [3, 2, 1],
    });
  });

  it('counts requests per task by intent title, with the title → intent lookup', () => {
    expect(usageByTask(turns)).toEqual({
      code: 200,
      labels: ['Create incident', 'FAQ', 'Incident status', 'Next meeting', 'Schedule meeting'],
      data: [2, 1, 1, 1, 1],
      lookup_intent_id: {
        'Create incident': 'CreateIncident',
        FAQ: 'FAQ',
        'Incident status': 'IncidentStatus',
        'Next meeting': 'NextMeeting',
        'Schedule meeting': 'ScheduleMeeting',
      },
    });
  });

  it('titles an intent the catalogue does not know by its name', () => {
    expect(usageByTask([turn({ intent: 'OrderPizza' })]).labels).toEqual(['OrderPizza']);
  });
});

describe('platform doughnuts', () => {
  const turns = [
    turn({ platform: 'Mobile-Android', userId: 'a', sessionId: 's1', publicUser: true }),
    turn({ platform: 'Mobile-Android', userId: 'a', sessionId: 's1', publicUser: true }),
    turn({ platform: 'Mobile-Android', userId: 'a', sessionId: 's2', publicUser: true }),
    turn({ platform: 'ALEXA', userId: 'b', sessionId: 's3', publicUser: true, inputType: 'Voice' }),
    turn({ platform: 'Browser', userId: 'c', sessionId: 'c' }),
    turn({ platform: 'Browser', userId: 'd', sessionId: 'd' }),
  ];

  it('list the platforms present in the fixed order, with users, sessions and requests', () => {
    expect(uniqueUsersInTotal(turns)).toEqual({
      code: 200,
      labels: ['ALEXA', 'Browser', 'Mobile-Android'],
      data: [1, 2, 1],
    });
    expect(uniqueSessionsInTotal(sessionsOf(turns))).toEqual({
      code: 200,
      labels: ['ALEXA', 'Browser', 'Mobile-Android'],
      data: [1, 2, 2],
    });
    expect(lexPlatformUsage(turns)).toEqual({
      code: 200,
      labels: ['ALEXA', 'Browser', 'Mobile-Android'],
      data: [1, 2, 3],
    });
  });

  it('are empty without requests', () => {
    expect(uniqueUsersInTotal([]).labels).toEqual([]);
    expect(uniqueSessionsInTotal([]).data).toEqual([]);
    expect(lexPlatformUsage([]).labels).toEqual([]);
  });
});

describe('sessions', () => {
  it('are one user’s turns with one Lex session id, each within 30 minutes of the one before', () => {
    const turns = [
      turn({ at: MONDAY }),
      turn({ at: MONDAY + 20 * MINUTE }),
      turn({ at: MONDAY + 40 * MINUTE }),
      // More than 30 minutes later: the portal reuses the sub as session id, but this is a new conversation.
      turn({ at: MONDAY + 40 * MINUTE + SESSION_GAP_MS + 1 }),
      turn({
        at: MONDAY + 50 * MINUTE,
        userId: 'user-2',
        userLabel: 'two@acme.example',
        sessionId: 'session-1',
      }),
      turn({ at: MONDAY + 55 * MINUTE, sessionId: 'session-2' }),
    ].toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
    const sessions = conversationSessions(turns);
    expect(sessions.map((session) => [session.userId, session.turns.length])).toEqual([
      ['user-1', 3],
      ['user-2', 1],
      ['user-1', 1],
      ['user-1', 1],
    ]);
    expect(new Set(sessions.map((session) => session.key)).size).toBe(4);
  });
});

describe('user_interaction_admin', () => {
  it('gives requests per day by Voice, Bubble and Text for Alexa, the portal’s people and the mobile apps', () => {
    const days = daysOfRange(MONDAY, MONDAY + 2 * DAY - 1);
    const turns = [
      turn({ at: MONDAY + 3600_000, platform: 'ALEXA', inputType: 'Voice', publicUser: true }),
      turn({ at: MONDAY + DAY + 3600_000, platform: 'ALEXA', inputType: 'Voice', publicUser: true }),
      turn({ at: MONDAY + 3600_000, inputType: 'Bubble' }),
      turn({ at: MONDAY + 3600_000, inputType: 'Text' }),
      // A website visitor is a public user on Browser: not the portal.
      turn({ at: MONDAY + 3600_000, inputType: 'Text', publicUser: true }),
      turn({ at: MONDAY + DAY, platform: 'Mobile-iOS', inputType: 'Text', publicUser: true }),
      turn({ at: MONDAY + DAY, platform: 'Mobile-Android', inputType: 'Voice', publicUser: true }),
    ];
    const charts = userInteractionAdmin(turns, days);
    expect(charts.Alexa).toEqual({
      code: 200,
      labels: ['2026-11-16', '2026-11-17'],
      data: [1, 1],
      data_dict: {
        Items: [
          { label: 'Voice', data: [1, 1] },
          { label: 'Bubble', data: [0, 0] },
          { label: 'Text', data: [0, 0] },
        ],
      },
    });
    expect(charts.Portal.data_dict?.Items).toEqual([
      { label: 'Voice', data: [0, 0] },
      { label: 'Bubble', data: [1, 0] },
      { label: 'Text', data: [1, 0] },
    ]);
    expect(charts.Mobile.data).toEqual([0, 2]);
    expect(charts.Mobile.data_dict?.Items.map((item) => item.data)).toEqual([
      [0, 1],
      [0, 0],
      [0, 1],
    ]);
  });

  it('is empty for a platform without requests', () => {
    const charts = userInteractionAdmin([turn()], daysOfRange(MONDAY, MONDAY + DAY));
    expect(charts.Alexa).toEqual({ code: 200, labels: [], data: [], data_dict: { Items: [] } });
    expect(charts.Portal.labels).toHaveLength(2);
  });
});

describe('sessions by user', () => {
  // Twelve users: user N has N sessions on Monday (one an hour apart), each of two requests.
  const turns = Array.from({ length: 12 }, (_, index) => index + 1)
    .flatMap((count) =>
      Array.from({ length: count }, (_, session) =>
        [0, 1].map((request) =>
          turn({
            at: MONDAY + session * 60 * MINUTE + request * MINUTE,
            userId: `id-${count}`,
            userLabel: `user ${String(count).padStart(2, '0')}`,
            sessionId: `id-${count}`,
          }),
        ),
      ).flat(),
    )
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
  const sessions = conversationSessions(turns);

  it('unique_sessions_by_user shows the ten users with the most sessions, label → user id', () => {
    const chart = uniqueSessionsByUser(sessions);
    expect(chart.labels).toEqual(
      Array.from({ length: 10 }, (_, index) => `user ${String(12 - index).padStart(2, '0')}`),
    );
    expect(chart.data).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(chart.lookup_usernames?.['user 12']).toBe('id-12');
    expect(Object.keys(chart.lookup_usernames ?? {})).toHaveLength(10);
  });

  it('sessions_by_user_by_day has every day of the range for each charted user', () => {
    const days = daysOfRange(MONDAY - DAY, MONDAY + DAY);
    const perDay = sessionsByUserByDay(sessions, days, ['user 12', 'user 03']);
    expect(perDay).toEqual({
      'user 12': { '2026-11-15': 0, '2026-11-16': 12, '2026-11-17': 0 },
      'user 03': { '2026-11-15': 0, '2026-11-16': 3, '2026-11-17': 0 },
    });
  });

  it('avg_requests_per_session_by_user divides requests by sessions for the ten users with the most requests', () => {
    const extra = turn({
      at: MONDAY + 11 * 60 * MINUTE + 2 * MINUTE,
      userId: 'id-12',
      userLabel: 'user 12',
      sessionId: 'id-12',
    });
    const withExtra = [...turns, extra];
    const chart = avgRequestsPerSessionByUser(withExtra, conversationSessions(withExtra));
    // A third request in user 12's last session: 25 requests in 12 sessions; then 2 per session.
    expect(chart.labels[0]).toBe('user 12');
    expect(chart.data.slice(0, 2)).toEqual([2.1, 2]);
    expect(chart.labels).toHaveLength(10);
    expect(chart.lookup_usernames?.['user 12']).toBe('id-12');
  });
});

describe('sessions_by_platform_public_user', () => {
  it('counts public users’ sessions per day and platform, on the day each session starts', () => {
    const days = daysOfRange(MONDAY, MONDAY + DAY);
    const turns = [
      turn({ at: MONDAY + DAY - MINUTE, publicUser: true, sessionId: 'a', userId: 'a' }),
      turn({ at: MONDAY + DAY + MINUTE, publicUser: true, sessionId: 'a', userId: 'a' }),
      turn({ at: MONDAY + DAY + MINUTE, publicUser: true, platform: 'ALEXA', sessionId: 'b', userId: 'b' }),
      turn({ at: MONDAY + DAY + MINUTE }),
    ];
    expect(sessionsByPlatformPublicUser(conversationSessions(turns), days)).toEqual({
      code: 200,
      labels: ['2026-11-16', '2026-11-17'],
      data: [1, 1],
      data_dict: {
        Items: [
          { label: 'ALEXA', data: [0, 1] },
          { label: 'Browser', data: [1, 0] },
        ],
      },
    });
  });
});

describe('requests_by_intent', () => {
  it('stacks the five most requested intents per day and the rest as Other', () => {
    const days = daysOfRange(MONDAY, MONDAY + DAY);
    const counts: [string, number][] = [
      ['CreateIncident', 7],
      ['IncidentStatus', 6],
      ['OpenTicket', 5],
      ['TicketStatus', 4],
      ['FindAccount', 3],
      ['SendEmail', 2],
      ['PostMessage', 1],
    ];
    const turns = counts.flatMap(([intent, count]) =>
      Array.from({ length: count }, (_, index) => turn({ intent, at: MONDAY + (index % 2) * DAY })),
    );
    turns.push(turn({ intent: null, status: 'FAILED' }));
    const chart = requestsByIntent(turns, days);
    expect(chart.labels).toEqual(['2026-11-16', '2026-11-17']);
    expect(chart.data_dict?.Items).toEqual([
      { label: 'Create incident', data: [4, 3] },
      { label: 'Incident status', data: [3, 3] },
      { label: 'Open ticket', data: [3, 2] },
      { label: 'Ticket status', data: [2, 2] },
      { label: 'Find account', data: [2, 1] },
      { label: 'Other', data: [2, 1] },
    ]);
    expect(chart.data).toEqual([16, 12]);
    expect(chart.lookup_intent_id?.['Create incident']).toBe('CreateIncident');
  });
});

describe('peak_usage', () => {
  it('counts requests per UTC hour of day', () => {
    const chart = peakUsage([
      turn({ at: MONDAY + 9 * 60 * MINUTE }),
      turn({ at: MONDAY + DAY + 9 * 60 * MINUTE + 59 * MINUTE }),
      turn({ at: MONDAY + 23 * 60 * MINUTE }),
    ]);
    expect(chart.labels).toEqual(Array.from({ length: 24 }, (_, hour) => `${hour}h`));
    expect(chart.data[9]).toBe(2);
    expect(chart.data[23]).toBe(1);
    expect(sum(chart.data)).toBe(3);
  });
});

describe('exit_percent_by_platform', () => {
  it('is the share of each platform’s sessions whose last request was not fulfilled, one decimal', () => {
    const turns = [
      turn({ sessionId: 'a', userId: 'a', status: 'FAILED' }),
      turn({ sessionId: 'a', userId: 'a', at: MONDAY + 9 * 60 * MINUTE + MINUTE }),
      turn({ sessionId: 'b', userId: 'b', status: 'ERROR' }),
      turn({ sessionId: 'c', userId: 'c' }),
      turn({ sessionId: 'd', userId: 'd', platform: 'ALEXA', intent: null, status: 'FAILED' }),
    ];
    expect(exitPercentByPlatform(conversationSessions(turns))).toEqual({
      code: 200,
      labels: ['ALEXA', 'Browser'],
      data: [100, 33.3],
    });
  });
});

describe('uncompleted requests', () => {
  const turns = [
    turn({ status: 'FAILED', userLabel: 'b@acme.example', userId: 'b' }),
    turn({ status: 'ERROR', intent: 'FAQ', connector: 'faq', userLabel: 'b@acme.example', userId: 'b' }),
    turn({ intent: null, connector: null, status: 'FAILED', utterance: 'sing a song', at: MONDAY + DAY }),
    turn(),
  ];

  it('uncompleted_requests_total counts FAILED (missed utterances included) and ERROR', () => {
    expect(uncompletedRequestsTotal(turns)).toEqual({ code: 200, labels: ['FAILED', 'ERROR'], data: [2, 1] });
    expect(uncompletedRequestsTotal([turn()]).labels).toEqual([]);
  });

  it('uncompleted_requests_by_intent labels missed utterances Unrecognised', () => {
    expect(uncompletedRequestsByIntent(turns)).toEqual({
      code: 200,
      labels: ['Create incident', 'FAQ', 'Unrecognised'],
      data: [1, 1, 1],
      lookup_intent_id: { 'Create incident': 'CreateIncident', FAQ: 'FAQ' },
    });
  });

  it('uncompleted_requests_by_user counts per user with the label → user id lookup', () => {
    expect(uncompletedRequestsByUser(turns)).toEqual({
      code: 200,
      labels: ['b@acme.example', 'one@acme.example'],
      data: [2, 1],
      lookup_usernames: { 'b@acme.example': 'b', 'one@acme.example': 'user-1' },
    });
  });

  it('rows list every uncompleted request, newest first, labelled like the by-intent chart', () => {
    const rows = uncompletedRequestRows(turns);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      id: turns[2]?.id,
      user: 'one@acme.example',
      platform: 'Browser',
      last_activity: new Date(MONDAY + DAY).toISOString(),
      request: 'sing a song',
      intent: 'Unrecognised',
      status: 'FAILED',
    });
    expect(rows.map((row) => row.intent).toSorted()).toEqual(['Create incident', 'FAQ', 'Unrecognised']);
    // The status is uncompleted_requests_total's label, so that its drawer can list one status.
    expect(rows.map((row) => row.status).toSorted()).toEqual(['ERROR', 'FAILED', 'FAILED']);
  });
});

describe('missed utterances', () => {
  const missed = (utterance: string, userId: string, at: number, overrides: Partial<ConversationTurn> = {}) =>
    turn({ intent: null, connector: null, status: 'FAILED', utterance, userId, at, ...overrides });
  const turns = [
    missed('Who is on call tonight?', 'a', MONDAY + 60 * MINUTE),
    missed('who is on  call tonight', 'b', MONDAY + 3 * 60 * MINUTE),
    missed('WHO IS ON CALL TONIGHT.', 'a', MONDAY + 2 * 60 * MINUTE),
    missed('order paper', 'c', MONDAY + 4 * 60 * MINUTE),
    missed('order paper', 'c', MONDAY + 5 * 60 * MINUTE, { skillId: 'skill-2' }),
    // An error with no intent is a runtime failure, not something the assistant failed to understand.
    turn({ intent: null, connector: null, status: 'ERROR', utterance: 'order paper' }),
    turn(),
  ];
  const skillName = (skillId: string) => (skillId === 'skill-1' ? 'AcmeBot' : skillId);
  const reviewed: ReviewedUtterance[] = [
    { tenant: TENANT, skill: 'AcmeBot', utterance: 'Order paper!', reviewedBy: 'x', reviewedAt: '' },
    {
      tenant: 'other',
      skill: 'AcmeBot',
      utterance: 'who is on call tonight',
      reviewedBy: 'x',
      reviewedAt: '',
    },
  ];

  it('are grouped by skill and normalised utterance, with invocations, users, first and last time and status', () => {
    expect(normaliseUtterance('  WHO is on-call,  tonight?! ')).toBe('who is on call tonight');
    const rows = missedUtteranceRows(turns, { tenant: TENANT, reviewed, skillName });
    expect(rows).toEqual([
      {
        skill: 'AcmeBot',
        utterance: 'who is on call tonight',
        invocations: 3,
        dist_users: 2,
        first_utt_date: new Date(MONDAY + 60 * MINUTE).toISOString(),
        last_utt_date: new Date(MONDAY + 3 * 60 * MINUTE).toISOString(),
        status: 'Missed',
      },
      {
        skill: 'skill-2',
        utterance: 'order paper',
        invocations: 1,
        dist_users: 1,
        first_utt_date: new Date(MONDAY + 5 * 60 * MINUTE).toISOString(),
        last_utt_date: new Date(MONDAY + 5 * 60 * MINUTE).toISOString(),
        status: 'Missed',
      },
      {
        skill: 'AcmeBot',
        utterance: 'order paper',
        invocations: 1,
        dist_users: 1,
        first_utt_date: new Date(MONDAY + 4 * 60 * MINUTE).toISOString(),
        last_utt_date: new Date(MONDAY + 4 * 60 * MINUTE).toISOString(),
        status: 'Reviewed',
      },
    ]);
    expect(missedUtterancesChart(rows)).toEqual({ code: 200, labels: ['Missed', 'Reviewed'], data: [2, 1] });
    expect(missedUtterancesChart([])).toEqual({ code: 200, labels: [], data: [] });
  });
});

describe('dashboardSummary', () => {
  const start = MONDAY;
  const end = MONDAY + DAY - 1;
  const input = (turns: ConversationTurn[]): SummaryInput => ({
    turns,
    tenant: TENANT,
    start,
    end,
    reviewed: [],
    skillName: (skillId) => skillId,
  });

  it('counts only the tenant’s visible turns from start to end inclusive', () => {
    const turns = [
      turn({ at: start - 1 }),
      turn({ at: start }),
      turn({ at: end }),
      turn({ at: end + 1 }),
      turn({ at: start + MINUTE, tenant: 'other' }),
      turn({ at: start + MINUTE, hidden: true, utterance: 'open', intent: null, connector: null }),
    ];
    const summary = dashboardSummary(input(turns));
    expect(summary.usage_summary?.data).toEqual([2, 0]);
    expect(summary.peak_usage?.data[0]).toBe(1);
    expect(summary.user_interaction_admin?.Portal.labels).toEqual(['2026-11-16']);
  });

  it('gives every widget empty data for an empty range, each with code 200', () => {
    const summary = dashboardSummary(input([turn({ at: end + DAY })]));
    const {
      user_interaction_admin,
      uncompleted_requests,
      missed_utterances_rows,
      sessions_by_user_by_day,
      ...charts
    } = summary;
    expect(Object.keys(charts)).toHaveLength(16);
    for (const chart of [...Object.values(charts), ...Object.values(user_interaction_admin ?? {})]) {
      expect(chart).toMatchObject({ code: 200, labels: [], data: [] });
    }
    expect(uncompleted_requests).toEqual([]);
    expect(missed_utterances_rows).toEqual([]);
    expect(sessions_by_user_by_day).toEqual({});
  });
});

describe('properties for any turns and range', () => {
  const BASE = MONDAY - 5 * DAY;
  const arbitraryTurn = fc
    .record({
      tenant: fc.constantFrom(TENANT, 'other'),
      user: fc.integer({ min: 1, max: 6 }),
      session: fc.integer({ min: 1, max: 3 }),
      publicUser: fc.boolean(),
      platform: fc.constantFrom('ALEXA', 'Browser', 'Mobile-iOS', 'Mobile-Android' as const),
      inputType: fc.constantFrom('Text', 'Voice', 'Bubble' as const),
      intent: fc.constantFrom(
        'CreateIncident',
        'FAQ',
        'NextMeeting',
        'SendEmail',
        'OpenTicket',
        'FindAccount',
        'PostMessage',
        null,
      ),
      status: fc.constantFrom('SUCCESS', 'FAILED', 'ERROR' as const),
      utterance: fc.constantFrom('order paper', 'Order paper?', 'who is on call', 'hello'),
      hidden: fc.boolean(),
      at: fc.integer({ min: BASE, max: BASE + 10 * DAY }),
    })
    .map(({ user, session, at, intent, ...fields }) =>
      turn({
        ...fields,
        intent,
        connector: intent === null ? null : intent === 'FAQ' ? 'faq' : `connector-${intent.length % 3}`,
        userId: `user-${user}`,
        userLabel: `User ${user}`,
        sessionId: `session-${user}-${session}`,
        at,
      }),
    );
  const arbitraryInput = fc
    .record({
      turns: fc.array(arbitraryTurn, { maxLength: 60 }),
      from: fc.integer({ min: BASE - DAY, max: BASE + 11 * DAY }),
      length: fc.integer({ min: 0, max: 6 * DAY }),
      reviewed: fc.subarray(['order paper', 'who is on call']),
    })
    .map(({ turns, from, length, reviewed }): SummaryInput => ({
      turns: turns.toSorted((a, b) => a.createdAt.localeCompare(b.createdAt)),
      tenant: TENANT,
      start: from,
      end: from + length,
      reviewed: reviewed.map((utterance) => ({
        tenant: TENANT,
        skill: 'skill-1',
        utterance,
        reviewedBy: '',
        reviewedAt: '',
      })),
      skillName: (skillId) => skillId,
    }));

  it('totals equal the sum of their parts', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const visible = visibleTurnsInRange(input.turns, input.tenant, input.start, input.end);
        const summary = dashboardSummary(input);
        const total = visible.length;
        const dataOf = (chart: { data: number[] } | undefined) => sum(chart?.data ?? []);
        expect(dataOf(summary.usage_summary) - (summary.usage_summary?.data[1] ?? 0)).toBe(total);
        expect(dataOf(summary.lex_platform_usage)).toBe(total);
        expect(dataOf(summary.peak_usage)).toBe(total);
        expect(dataOf(summary.usage_by_connector)).toBe(visible.filter((t) => t.connector !== null).length);
        expect(dataOf(summary.usage_by_task)).toBe(visible.filter((t) => t.intent !== null).length);
        expect(dataOf(summary.requests_by_intent)).toBe(dataOf(summary.usage_by_task));

        const unfulfilled = summary.usage_summary?.data[1] ?? 0;
        expect(dataOf(summary.uncompleted_requests_total)).toBe(unfulfilled);
        expect(dataOf(summary.uncompleted_requests_by_intent)).toBe(unfulfilled);
        expect(summary.uncompleted_requests).toHaveLength(unfulfilled);

        const interaction = Object.values(summary.user_interaction_admin ?? {});
        const interactionTotal = sum(interaction.map(dataOf));
        expect(interactionTotal).toBe(
          visible.filter((t) => t.platform !== 'Browser' || !t.publicUser).length,
        );
        const stacked = [
          ...interaction,
          summary.sessions_by_platform_public_user,
          summary.requests_by_intent,
        ];
        for (const chart of stacked) {
          const items = chart?.data_dict?.Items ?? [];
          chart?.data.forEach((dayTotal, day) => {
            expect(sum(items.map((item) => item.data[day] ?? 0))).toBe(dayTotal);
          });
        }

        const sessions = dataOf(summary.unique_sessions_in_total);
        expect(dataOf(summary.sessions_by_platform_public_user)).toBeLessThanOrEqual(sessions);
        expect(sessions).toBeLessThanOrEqual(total);
        for (const percent of summary.exit_percent_by_platform?.data ?? []) {
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        }

        const rows = summary.missed_utterances_rows ?? [];
        expect(dataOf(summary.missed_utterances)).toBe(rows.length);
        expect(sum(rows.map((row) => row.invocations))).toBe(
          visible.filter((t) => t.intent === null && t.status === 'FAILED').length,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('only the tenant’s visible turns inside the range count', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const inside = input.turns.filter((t) => {
          const time = Date.parse(t.createdAt);
          return t.tenant === TENANT && !t.hidden && time >= input.start && time <= input.end;
        });
        expect(dashboardSummary(input)).toEqual(dashboardSummary({ ...input, turns: inside }));
        const days = daysOfRange(input.start, input.end);
        expect(days[0]).toBe(new Date(input.start).toISOString().slice(0, 10));
        expect(days.at(-1)).toBe(new Date(input.end).toISOString().slice(0, 10));
      }),
      { numRuns: 200 },
    );
  });
});
