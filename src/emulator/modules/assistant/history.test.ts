/**
 * The seeded history stays current: a demo stored at T and opened days later still shows 30 days of
 * conversations ending today, with whatever the user chatted kept and nothing generated twice.
 */
import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';

import { fixedClock } from '../../core/clock';
import { createDb, type ModuleStore, type StoredModule } from '../../core/db';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT } from '../../seed';

import { assistantModule } from './module';
import type { AssistantState, ConversationTurn } from './state';

const config = await loadTenantConfig('demo');
const DAY = 24 * 60 * 60 * 1000;
const SEEDED_AT = Date.parse('2026-03-18T14:30:00.000Z');

const dayOf = (turn: ConversationTurn) => turn.createdAt.slice(0, 10);
const days = (turns: readonly ConversationTurn[]) => new Set(turns.map(dayOf));

/** What the user said in the portal a day after the seed. */
const userTurn = (at: number): ConversationTurn => ({
  id: 'typed-by-the-user',
  tenant: DEMO_TENANT,
  skillId: DEMO_SKILL.ID,
  userId: DEMO_ACCOUNTS.administrator.sub,
  userLabel: DEMO_ACCOUNTS.administrator.email,
  publicUser: false,
  sessionId: 'session',
  platform: 'Browser',
  inputType: 'Text',
  utterance: 'show my agenda',
  hidden: false,
  intent: null,
  connector: null,
  status: 'FAILED',
  reply: '',
  createdAt: new Date(at).toISOString(),
});

describe('the seeded conversation history', () => {
  it('is extended up to now on load, keeping the user’s turns, without duplicates', async () => {
    const seeded = await assistantModule.seed({ config, clock: fixedClock(SEEDED_AT) });
    const stored: AssistantState = {
      ...seeded,
      conversations: [...seeded.conversations, userTurn(SEEDED_AT + DAY)],
    };
    const before = stored.conversations.length;
    const reopened = SEEDED_AT + 5 * DAY;
    const refreshed = assistantModule.refresh?.(stored, { config, clock: fixedClock(reopened) });
    if (!refreshed) throw new Error('The assistant module has no refresh');

    const { conversations } = refreshed;
    expect(refreshed.historyThrough).toBe(reopened);
    // Everything stored is still there, in order, and the new turns come after the seed's instant.
    expect(conversations.length).toBeGreaterThan(before);
    expect(conversations.filter((turn) => Date.parse(turn.createdAt) <= SEEDED_AT)).toEqual(
      seeded.conversations,
    );
    expect(conversations.filter((turn) => turn.id === 'typed-by-the-user')).toHaveLength(1);
    expect(new Set(conversations.map((turn) => turn.id)).size).toBe(conversations.length);
    expect(conversations.map((turn) => turn.createdAt)).toEqual(
      conversations.map((turn) => turn.createdAt).toSorted(),
    );
    expect(Math.max(...conversations.map((turn) => Date.parse(turn.createdAt)))).toBeLessThanOrEqual(
      reopened,
    );

    // The demo organisation's weekdays between the seed and now have conversations again.
    const demoDays = days(conversations.filter((turn) => turn.tenant === DEMO_TENANT));
    for (let day = 1; day <= 5; day += 1) {
      const date = new Date(SEEDED_AT + day * DAY);
      if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
      expect(demoDays, date.toISOString()).toContain(date.toISOString().slice(0, 10));
    }
    // What was seeded for those days before (nothing after T) is not generated twice on a second load.
    const again = assistantModule.refresh?.(refreshed, { config, clock: fixedClock(reopened + 1000) });
    expect(again).toBe(refreshed);
  });

  it('is extended when the emulator loads a stored state days later', async () => {
    const records = new Map<string, StoredModule>();
    const store: ModuleStore = {
      loadAll: () =>
        Promise.resolve(new Map([...records].map(([name, record]) => [name, structuredClone(record)]))),
      save: (entries) => {
        for (const [name, record] of entries) records.set(name, structuredClone(record));
        return Promise.resolve();
      },
    };
    const open = (at: number) =>
      createDb({
        modules: [assistantModule],
        input: { config, clock: fixedClock(at) },
        persistence: { store },
      });
    const first = await open(SEEDED_AT);
    const seededNewest = first.state.assistant.conversations.at(-1)?.createdAt ?? '';
    await first.flush();

    const later = await open(SEEDED_AT + 3 * DAY);
    const newest = later.state.assistant.conversations.at(-1)?.createdAt ?? '';
    expect(newest > seededNewest).toBe(true);
    expect(Date.parse(newest)).toBeGreaterThan(SEEDED_AT + 2 * DAY);
    expect(later.state.assistant.historyThrough).toBe(SEEDED_AT + 3 * DAY);
  });
});
