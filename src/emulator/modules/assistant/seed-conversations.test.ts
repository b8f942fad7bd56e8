/**
 * The seeded 30 days of conversations: deterministic, realistic in shape, rich enough for chat-history paging,
 * and cheap enough to make for every test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TEAM, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { WELCOME_INTENT as LEX_WELCOME_INTENT } from '../lex/bot';

import { SEEDED_FAQ, SEEDED_INTENTS, SEEDED_MISSED_UTTERANCES, WELCOME_REPLY } from './catalogue';
import { type ConversationCast, SEED_DAYS, seedConversations } from './seed-conversations';
import type { ConversationTurn } from './state';
import { conversationSessions, FAQ_INTENT, isMissed, normaliseUtterance, SESSION_GAP_MS } from './usage';

const DAY = 24 * 60 * 60 * 1000;
const { administrator, user } = DEMO_ACCOUNTS;

const CAST: ConversationCast = {
  organisation: { tenant: DEMO_TENANT, skill: DEMO_SKILL },
  administrator,
  user,
  colleagues: DEMO_TEAM.filter((member) => member.status === 'CONFIRMED'),
  otherOrganisation: {
    tenant: OTHER_ORGANISATION.tenant,
    skill: OTHER_ORGANISATION.skill,
    members: [OTHER_ORGANISATION.administrator, OTHER_ORGANISATION.user],
  },
};

/** Saturday 21 November 2026, 09:30 UTC. */
const NOW = Date.UTC(2026, 10, 21, 9, 30);
const seeded = seedConversations(NOW, CAST);
const turns = seeded.conversations;
const demo = turns.filter((turn) => turn.tenant === DEMO_TENANT);
const visibleTurnsOf = (all: readonly ConversationTurn[], sub: string) =>
  all.filter((turn) => turn.userId === sub && !turn.hidden);

describe('the seeded conversations', () => {
  it('are the same for the same seed date', () => {
    expect(seedConversations(NOW, CAST)).toEqual(seeded);
    // Later the same day: the same turns, except those that only now fall inside or outside the window.
    const later = seedConversations(NOW + 60_000, CAST).conversations;
    const ids = new Set(turns.map((turn) => turn.id));
    expect(later.filter((turn) => ids.has(turn.id)).length).toBeGreaterThan(turns.length * 0.99);
    const tomorrow = seedConversations(NOW + DAY, CAST).conversations;
    expect(tomorrow[0]?.id).not.toBe(turns[0]?.id);
  });

  it('cover the 30 days up to the seed time, oldest first, with ISO times and unique ids', () => {
    expect(turns.length).toBeGreaterThanOrEqual(2000);
    expect(turns.length).toBeLessThanOrEqual(4000);
    const times = turns.map((turn) => Date.parse(turn.createdAt));
    expect(times).toEqual(times.toSorted((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - SEED_DAYS * DAY);
    expect(Math.min(...times)).toBeLessThan(NOW - (SEED_DAYS - 1) * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    for (const turn of turns) expect(new Date(Date.parse(turn.createdAt)).toISOString()).toBe(turn.createdAt);
    expect(new Set(turns.map((turn) => turn.id)).size).toBe(turns.length);
    for (const turn of turns)
      expect(turn.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('are busier on weekdays and in office hours', () => {
    const perDay = Map.groupBy(demo, (turn) => turn.createdAt.slice(0, 10));
    const weekday: number[] = [];
    const weekend: number[] = [];
    for (const [day, dayTurns] of perDay) {
      // The first and last days are cut by the window.
      if (day === turns[0]?.createdAt.slice(0, 10) || day === new Date(NOW).toISOString().slice(0, 10))
        continue;
      ([0, 6].includes(new Date(day).getUTCDay()) ? weekend : weekday).push(dayTurns.length);
    }
    const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(average(weekday)).toBeGreaterThan(2 * average(weekend));
    const hour = (turn: ConversationTurn) => new Date(turn.createdAt).getUTCHours();
    const office = demo.filter((turn) => hour(turn) >= 8 && hour(turn) < 18).length;
    expect(office / demo.length).toBeGreaterThan(0.6);
    expect(demo.some((turn) => hour(turn) >= 19 && turn.platform === 'ALEXA')).toBe(true);
  });

  it('come from public users on every platform and the organisation’s people in the portal', () => {
    const publicTurns = demo.filter((turn) => turn.publicUser);
    expect(new Set(publicTurns.map((turn) => turn.platform))).toEqual(
      new Set(['ALEXA', 'Browser', 'Mobile-iOS', 'Mobile-Android']),
    );
    for (const turn of publicTurns) expect(turn.userLabel).toMatch(/^Visitor \d+$/);
    expect(
      publicTurns.filter((turn) => turn.platform === 'ALEXA').every((turn) => turn.inputType === 'Voice'),
    ).toBe(true);
    const portalTurns = demo.filter((turn) => !turn.publicUser);
    expect(portalTurns.every((turn) => turn.platform === 'Browser')).toBe(true);
    const people = new Map(
      [administrator, user, ...CAST.colleagues].map((person) => [person.sub, person.email]),
    );
    for (const turn of portalTurns) expect(people.get(turn.userId)).toBe(turn.userLabel);
    expect(new Set(portalTurns.map((turn) => turn.userId)).size).toBeGreaterThan(20);
    expect(new Set(demo.map((turn) => turn.inputType))).toEqual(new Set(['Text', 'Voice', 'Bubble']));
  });

  it('give the demo administrator at least 30 and the demo user at least 12 visible portal turns, whatever the date', () => {
    expect(visibleTurnsOf(turns, administrator.sub).length).toBeGreaterThanOrEqual(30);
    expect(visibleTurnsOf(turns, user.sub).length).toBeGreaterThanOrEqual(12);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), (now) => {
        const { conversations } = seedConversations(now, CAST);
        expect(visibleTurnsOf(conversations, administrator.sub).length).toBeGreaterThanOrEqual(30);
        expect(visibleTurnsOf(conversations, user.sub).length).toBeGreaterThanOrEqual(12);
      }),
      { numRuns: 12 },
    );
  });

  it('open every portal session with the hidden welcome, and keep each session’s turns within 30 minutes', () => {
    const sessions = conversationSessions(demo);
    const portal = sessions.filter((session) => !session.publicUser);
    expect(portal.length).toBeGreaterThan(100);
    for (const session of portal) {
      const [first, ...rest] = session.turns;
      // A session cut by the window's start may have lost its welcome.
      if (Date.parse(first?.createdAt ?? '') - (NOW - SEED_DAYS * DAY) > SESSION_GAP_MS) {
        expect(first).toMatchObject({
          utterance: 'open',
          hidden: true,
          intent: LEX_WELCOME_INTENT,
          reply: WELCOME_REPLY,
          status: 'SUCCESS',
        });
      }
      expect(rest.every((turn) => !turn.hidden)).toBe(true);
      expect(session.turns.length).toBeGreaterThanOrEqual(2);
      // As the Lex emulator records them: one conversation id per session.
      expect(new Set(session.turns.map((turn) => turn.sessionId)).size).toBe(1);
    }
    expect(demo.filter((turn) => turn.hidden).every((turn) => !turn.publicUser)).toBe(true);
    // Public sessions: one Lex session id per conversation, of a few turns.
    const publicSessions = Map.groupBy(
      demo.filter((turn) => turn.publicUser),
      (turn) => turn.sessionId,
    );
    for (const sessionTurns of publicSessions.values()) {
      expect(sessionTurns.length).toBeLessThanOrEqual(5);
      const times = sessionTurns.map((turn) => Date.parse(turn.createdAt));
      expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(SESSION_GAP_MS);
    }
  });

  it('are mostly fulfilled intents and FAQ answers, with failures, errors and missed utterances', () => {
    const visible = demo.filter((turn) => !turn.hidden);
    const share = (predicate: (turn: ConversationTurn) => boolean) =>
      visible.filter(predicate).length / visible.length;
    expect(share((turn) => turn.status === 'SUCCESS')).toBeGreaterThan(0.7);
    expect(share((turn) => turn.status === 'SUCCESS' && turn.connector === 'faq')).toBeGreaterThan(0.1);
    expect(share((turn) => turn.status === 'FAILED' && turn.intent !== null)).toBeGreaterThan(0.03);
    expect(share((turn) => turn.status === 'ERROR')).toBeGreaterThan(0.01);
    expect(share(isMissed)).toBeGreaterThan(0.05);
    for (const turn of visible) {
      if (turn.intent === null) {
        expect(turn).toMatchObject({ connector: null, status: 'FAILED' });
        expect(SEEDED_MISSED_UTTERANCES).toContain(normaliseUtterance(turn.utterance));
      } else if (turn.intent === FAQ_INTENT) {
        expect(turn.connector).toBe('faq');
        expect(SEEDED_FAQ.map((faq) => normaliseUtterance(faq.question))).toContain(
          normaliseUtterance(turn.utterance).replace(/ please$/, ''),
        );
      } else {
        const intent = SEEDED_INTENTS.find((candidate) => candidate.name === turn.intent);
        expect(turn.connector).toBe(intent?.connector);
        if (turn.status === 'SUCCESS') expect(turn.reply).toBe(intent?.reply);
      }
    }
  });

  it('have missed utterances that several users repeat, two of them already reviewed', () => {
    const missed = Map.groupBy(demo.filter(isMissed), (turn) => normaliseUtterance(turn.utterance));
    const repeated = [...missed.values()].filter(
      (group) => new Set(group.map((turn) => turn.userId)).size >= 3,
    );
    expect(repeated.length).toBeGreaterThanOrEqual(4);
    // Typed variants differ in case and punctuation: the dashboard groups them.
    expect([...missed.values()].some((group) => new Set(group.map((turn) => turn.utterance)).size > 1)).toBe(
      true,
    );
    expect(seeded.reviewedUtterances).toHaveLength(2);
    for (const review of seeded.reviewedUtterances) {
      expect(review).toMatchObject({
        tenant: DEMO_TENANT,
        skill: DEMO_SKILL.lex_bot_name,
        reviewedBy: administrator.email,
      });
      expect(missed.has(review.utterance)).toBe(true);
    }
  });

  it('include a few turns of the other organisation, with its own skill and people', () => {
    const other = turns.filter((turn) => turn.tenant === OTHER_ORGANISATION.tenant);
    expect(other.length).toBeGreaterThanOrEqual(10);
    expect(other.length).toBeLessThan(40);
    expect(other.every((turn) => turn.skillId === OTHER_ORGANISATION.skill.ID)).toBe(true);
    expect(other.some((turn) => turn.userId === OTHER_ORGANISATION.user.sub)).toBe(true);
    expect(other.some(isMissed)).toBe(true);
    expect(demo.every((turn) => turn.skillId === DEMO_SKILL.ID)).toBe(true);
    expect(turns.length).toBe(demo.length + other.length);
  });

  it('take a few milliseconds to make (the demo seeds them on its first load)', () => {
    // Warm up as the test run does (the first seed of a run also compiles the code).
    for (let index = 0; index < 3; index += 1) seedConversations(NOW, CAST);
    const times = Array.from({ length: 10 }, () => {
      // This thread's CPU time, not wall time (the machines running the tests are shared) nor the process's
      // (vitest's other worker threads run in the same process: their work was counted, and the test failed
      // whenever a busy file ran beside it).
      const started = process.threadCpuUsage();
      seedConversations(NOW, CAST);
      const used = process.threadCpuUsage(started);
      return (used.user + used.system) / 1000;
    });
    expect(times.toSorted((a, b) => a - b)[5]).toBeLessThan(30);
  });
});
