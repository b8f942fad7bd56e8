/**
 * What the demo and the UI rely on in the seed, checked as of many dates: the seeded history is drawn from the
 * day it is made, so a property that holds today must hold on a month end, on 29 February, across the daylight
 * saving changes (the seed works in UTC, the portal in the user's zone), at New Year and on a weekend.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';
import type { ChartData } from '@/contracts/dashboard';
import { DEFAULT_RANGE_DAYS } from '@/features/dashboard';

import { clock, fixedClock, installClock } from './core/clock';
import type { EmulatorState } from './core/types';
import { seedState } from './index';
import { CHAT_HISTORY_PAGE_SIZE } from './modules/assistant/operations';
import type { ConversationTurn } from './modules/assistant/state';
import { dashboardSummary } from './modules/assistant/usage';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from './seed';

const DAY = 24 * 60 * 60 * 1000;

/** UTC instants, each with why it is here. */
const SEED_DATES: readonly [string, string][] = [
  ['2026-03-18T14:30:00Z', 'the suite’s pinned instant'],
  ['2026-11-23T00:01:00Z', 'a Monday just after midnight: the day so far is empty'],
  ['2026-11-23T18:00:00Z', 'the Monday the suite first failed'],
  ['2026-11-21T09:30:00Z', 'a Saturday'],
  ['2026-11-22T23:59:00Z', 'a Sunday night'],
  ['2027-01-03T03:00:00Z', 'a Sunday in the small hours'],
  ['2026-01-01T00:00:30Z', 'New Year, thirty seconds in'],
  ['2026-12-31T23:59:59Z', 'New Year’s Eve, the last second'],
  ['2027-01-01T12:00:00Z', 'New Year’s Day'],
  ['2024-02-29T12:00:00Z', '29 February'],
  ['2028-02-29T00:05:00Z', '29 February, just after midnight'],
  ['2027-02-28T23:30:00Z', 'the last half hour of a non-leap February'],
  ['2027-03-01T00:30:00Z', 'the first half hour of March after a 28-day February'],
  ['2028-03-01T06:00:00Z', 'March after a leap day'],
  ['2026-01-31T22:00:00Z', 'a 31-day month end'],
  ['2026-04-30T23:45:00Z', 'a 30-day month end'],
  ['2026-06-30T18:00:00Z', 'a half-year end'],
  ['2026-07-31T23:59:59Z', 'a month end, last second'],
  ['2026-09-30T07:00:00Z', 'a quarter end'],
  ['2026-11-30T12:00:00Z', 'a Monday month end'],
  ['2027-05-31T16:00:00Z', 'a month end on a Monday'],
  ['2026-03-08T10:00:00Z', 'the US spring-forward day'],
  ['2026-03-08T06:59:00Z', 'a minute before US clocks spring forward'],
  ['2026-03-29T01:30:00Z', 'half an hour after EU clocks spring forward'],
  ['2026-10-25T00:59:00Z', 'a minute before EU clocks fall back'],
  ['2026-11-01T08:30:00Z', 'half an hour after US clocks fall back'],
  ['2027-03-14T12:00:00Z', 'the US spring-forward day, 2027'],
  ['2027-03-28T02:00:00Z', 'the EU spring-forward day, 2027'],
  ['2027-10-31T01:00:00Z', 'the EU fall-back hour, 2027'],
  ['2027-11-07T09:00:00Z', 'the US fall-back day, 2027'],
  ['2026-12-25T15:00:00Z', 'Christmas, a Friday'],
  ['2026-08-15T22:00:00Z', 'a Saturday night in August'],
  ['2030-06-15T11:00:00Z', 'a Saturday years ahead'],
];

const config = await loadTenantConfig('demo');

async function seedAsOf(instant: string): Promise<EmulatorState> {
  const restore = installClock(fixedClock(instant));
  try {
    return await seedState({ config, clock });
  } finally {
    restore();
  }
}

const hasData = (chart: ChartData | undefined): boolean =>
  chart !== undefined &&
  chart.labels.length > 0 &&
  chart.data.flat(2).some((value) => typeof value === 'number' && value > 0);

/** The chat history a portal user sees (chat.history): their own turns in the portal. */
const chatHistoryOf = (state: EmulatorState, sub: string): ConversationTurn[] =>
  state.assistant.conversations.filter(
    (turn) =>
      turn.tenant === DEMO_TENANT && turn.userId === sub && !turn.publicUser && turn.platform === 'Browser',
  );

async function expectWhatTheDemoReliesOn(instant: string) {
  const state = await seedAsOf(instant);
  const now = Date.parse(instant);
  const summary = dashboardSummary({
    turns: state.assistant.conversations,
    tenant: DEMO_TENANT,
    start: now - DEFAULT_RANGE_DAYS * DAY,
    end: now,
    reviewed: state.assistant.reviewedUtterances,
    skillName: (skillId) =>
      state.tenancy.skills.find((skill) => skill.ID === skillId)?.lex_bot_name ?? skillId,
  });

  // Spec 2 §4 defaults: an administrator's six widgets (the interactions widget on its default platform,
  // Portal) and an ordinary user's two are never empty when the demo opens.
  for (const widget of [
    'usage_summary',
    'unique_users_in_total',
    'unique_sessions_in_total',
    'usage_by_task',
    'lex_platform_usage',
  ] as const)
    expect(hasData(summary[widget]), widget).toBe(true);
  expect(hasData(summary.user_interaction_admin?.Portal), 'user_interaction_admin (Portal)').toBe(true);
  // The platforms widget and the dashboard tests show each public channel.
  expect(summary.lex_platform_usage?.labels).toEqual(expect.arrayContaining(['ALEXA', 'Browser']));

  // The missed-utterances drawer has something to review, and some already reviewed.
  const missed = summary.missed_utterances_rows ?? [];
  expect(missed.length).toBeGreaterThanOrEqual(5);
  expect(missed.filter((row) => row.status === 'Reviewed').length).toBe(2);
  expect(summary.uncompleted_requests?.length).toBeGreaterThan(0);

  // Chat history: the first page is full for both accounts that chat, and the administrator's pages on.
  const { administrator, user } = DEMO_ACCOUNTS;
  for (const account of [administrator, user]) {
    const history = chatHistoryOf(state, account.sub);
    expect(history.filter((turn) => !turn.hidden).length, account.email).toBeGreaterThanOrEqual(
      CHAT_HISTORY_PAGE_SIZE,
    );
  }
  expect(chatHistoryOf(state, administrator.sub).length).toBeGreaterThanOrEqual(3 * CHAT_HISTORY_PAGE_SIZE);

  // Nothing is in the future, and the other organisation has turns of its own in the last week.
  expect(state.assistant.conversations.every((turn) => Date.parse(turn.createdAt) <= now)).toBe(true);
  expect(
    state.assistant.conversations.some(
      (turn) =>
        turn.tenant === OTHER_ORGANISATION.tenant &&
        turn.skillId === OTHER_ORGANISATION.skill.ID &&
        Date.parse(turn.createdAt) > now - DEFAULT_RANGE_DAYS * DAY,
    ),
  ).toBe(true);
  expect(state.tenancy.skills.map((skill) => skill.ID)).toContain(DEMO_SKILL.ID);
}

describe.each(SEED_DATES)('the demo seed as of %s (%s)', (instant) => {
  it('gives every default widget data in the default range, and history to every demo account', () =>
    expectWhatTheDemoReliesOn(instant));
});

describe('the demo seed as of any instant', () => {
  it('holds the same promises between 2020 and 2040', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (instant) => expectWhatTheDemoReliesOn(instant.toISOString()),
      ),
      // 25 random instants a run; `SEED_DATE_RUNS=800 npm run test:unit -- seed-dates` for a thorough search.
      { numRuns: Number(process.env.SEED_DATE_RUNS ?? 25) },
    );
  }, 600_000);
});
