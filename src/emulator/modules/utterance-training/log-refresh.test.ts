/**
 * The demo organisation's log grows: a demo stored at T and opened days later has records on each whole day since,
 * the same ones whenever it is opened, at most LOG_DAYS days of them, and nothing after now. Instants are fixed
 * and days are counted in milliseconds from T, so neither the real date nor the time zone matters.
 */
import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';
import { plainTextOf } from '@/contracts/utterance-markup';

import { fixedClock } from '../../core/clock';
import { createDb, type ModuleStore, type StoredModule } from '../../core/db';
import { DAY_MS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';

import { FALLBACK_INTENT_ID } from './chatbot';
import { utteranceTrainingModule } from './module';
import { DEMO_LOG_TEXTS, LOG_DAYS } from './seed';
import type { StoredUtterance, UtteranceTrainingModuleState } from './state';

const config = await loadTenantConfig('demo');
const SEEDED_AT = Date.parse('2026-03-18T14:30:00.000Z');
const at = (instant: number) => ({ config, clock: fixedClock(instant) });

const seeded = await utteranceTrainingModule.seed(at(SEEDED_AT));
const refresh = (state: UtteranceTrainingModuleState, now: number) => {
  if (!utteranceTrainingModule.refresh) throw new Error('The utterance-training module has no refresh');
  return utteranceTrainingModule.refresh(state, at(now));
};
const added = (refreshed: UtteranceTrainingModuleState, stored = seeded) =>
  refreshed.utterances.slice(stored.utterances.length);
const timeOf = (row: StoredUtterance) => Date.parse(row.Time);
/** The added records of the `day`-th whole day after the seed (1 = the 24 hours after it). */
const onDay = (rows: readonly StoredUtterance[], day: number) =>
  rows.filter(
    (row) => timeOf(row) >= SEEDED_AT + (day - 1) * DAY_MS && timeOf(row) < SEEDED_AT + day * DAY_MS,
  );

/** What a person said in the chat a day after the seed (logged by the Lex runtime, not seeded). */
const chatTurn: StoredUtterance = {
  tenant: DEMO_TENANT,
  trained: false,
  Id: 'a-chat-turn',
  UserInput: 'show my agenda',
  Time: new Date(SEEDED_AT + 1.5 * DAY_MS).toISOString(),
  Intent: 'NextMeeting',
  Score: 1,
  AboveThreshold: true,
  MatchedQuestion: 'show my agenda',
  Channel: 'portal',
  SessionId: 'a-session',
};

describe('the demo organisation’s utterance log, opened again later', () => {
  it('gets each whole day since it was seeded, judged by the bot, none after now, chat turns kept', () => {
    const stored = { ...seeded, utterances: [...seeded.utterances, chatTurn] };
    const now = SEEDED_AT + 3 * DAY_MS;
    const refreshed = refresh(stored, now);
    const fresh = added(refreshed, stored);

    expect(refreshed.utterances.slice(0, stored.utterances.length)).toEqual(stored.utterances);
    expect(refreshed.seededThrough).toBe(now);
    // A day's share of the texts (a fifth said again, some twice), every record the demo organisation's.
    const share = DEMO_LOG_TEXTS.length / LOG_DAYS;
    for (const day of [1, 2, 3]) {
      expect(onDay(fresh, day).length, `day ${day}`).toBeGreaterThan(share * 0.9);
      expect(onDay(fresh, day).length, `day ${day}`).toBeLessThan(share * 2);
    }
    expect(onDay(fresh, 1).length + onDay(fresh, 2).length + onDay(fresh, 3).length).toBe(fresh.length);
    expect(fresh.every((row) => row.tenant === DEMO_TENANT && !row.trained)).toBe(true);
    expect(new Set(refreshed.utterances.map((row) => row.Id)).size).toBe(refreshed.utterances.length);
    for (const row of fresh) {
      expect(DEMO_LOG_TEXTS).toContain(row.UserInput);
      expect(row.AboveThreshold).toBe(row.Intent !== FALLBACK_INTENT_ID);
    }
    // The other organisation's log is the isolation tests' and does not grow.
    const theirs = (state: UtteranceTrainingModuleState) =>
      state.utterances.filter((row) => row.tenant === OTHER_ORGANISATION.tenant);
    expect(theirs(refreshed)).toEqual(theirs(stored));
  });

  it('is the same whenever it is opened: twice, or a day at a time', () => {
    const now = SEEDED_AT + 3 * DAY_MS;
    const once = refresh(structuredClone(seeded), now);
    expect(refresh(structuredClone(seeded), now)).toEqual(once);
    const dayByDay = [1, 2, 3].reduce(
      (state, day) => refresh(state, SEEDED_AT + day * DAY_MS + 60_000),
      structuredClone(seeded),
    );
    expect(dayByDay.utterances).toEqual(once.utterances);
  });

  it('stays the same object until a whole day has passed', () => {
    expect(refresh(seeded, SEEDED_AT)).toBe(seeded);
    expect(refresh(seeded, SEEDED_AT + DAY_MS - 1)).toBe(seeded);
    const refreshed = refresh(seeded, SEEDED_AT + 2.5 * DAY_MS);
    expect(refreshed.seededThrough).toBe(SEEDED_AT + 2 * DAY_MS);
    expect(refresh(refreshed, SEEDED_AT + 2.9 * DAY_MS)).toBe(refreshed);
    // A clock set back adds nothing either.
    expect(refresh(refreshed, SEEDED_AT)).toBe(refreshed);
  });

  it('adds at most the last LOG_DAYS days, however long the demo was closed', () => {
    const now = SEEDED_AT + 400 * DAY_MS;
    const refreshed = refresh(seeded, now);
    const fresh = added(refreshed);
    expect(refreshed.seededThrough).toBe(now);
    expect(Math.min(...fresh.map(timeOf))).toBeGreaterThanOrEqual(now - LOG_DAYS * DAY_MS);
    expect(Math.max(...fresh.map(timeOf))).toBeLessThan(now);
    // About as many as the seed's month.
    const seededDemo = seeded.utterances.filter((row) => row.tenant === DEMO_TENANT).length;
    expect(fresh.length).toBeGreaterThan(seededDemo * 0.8);
    expect(fresh.length).toBeLessThan(seededDemo * 1.2);
  });

  it('is judged by the bot as trained since: a text it missed is answered on the days after training', () => {
    const now = SEEDED_AT + 3 * DAY_MS;
    const missed = added(refresh(seeded, now)).find((row) => row.Intent === FALLBACK_INTENT_ID);
    if (!missed) throw new Error('A missed utterance expected on the new days');
    const text = plainTextOf(missed.UserInput);
    const trained = refresh(
      { ...seeded, trained: [{ tenant: DEMO_TENANT, text, intent: 'ScheduleMeeting' }] },
      now,
    );
    const again = added(trained).filter((row) => row.UserInput === missed.UserInput);
    expect(again.length).toBeGreaterThan(0);
    for (const row of again) expect(row).toMatchObject({ Intent: 'ScheduleMeeting', AboveThreshold: true });
  });
});

describe('loading a stored log', () => {
  function memoryStore(initial: [string, StoredModule][] = []): ModuleStore {
    const records = new Map(initial);
    return {
      loadAll: () =>
        Promise.resolve(new Map([...records].map(([name, record]) => [name, structuredClone(record)]))),
      save: (entries) => {
        for (const [name, record] of entries) records.set(name, structuredClone(record));
        return Promise.resolve();
      },
    };
  }
  const open = (instant: number, store: ModuleStore) =>
    createDb({ modules: [utteranceTrainingModule], input: at(instant), persistence: { store } });

  it('extends it days later', async () => {
    const store = memoryStore();
    await (await open(SEEDED_AT, store)).flush();
    const later = await open(SEEDED_AT + 3 * DAY_MS, store);
    const { utterances, seededThrough } = later.state.utteranceTraining;
    expect(seededThrough).toBe(SEEDED_AT + 3 * DAY_MS);
    expect(onDay(utterances, 3).length).toBeGreaterThan(0);
  });

  it('keeps a version 2 log (no seededThrough), with what was trained, and extends it from its newest record', async () => {
    const { seededThrough: _new, ...version2 } = {
      ...seeded,
      trained: [{ tenant: DEMO_TENANT, text: 'book a room', intent: 'ScheduleMeeting' }],
    };
    const newest = Math.max(...seeded.utterances.filter((row) => row.tenant === DEMO_TENANT).map(timeOf));
    const store = memoryStore([['utteranceTraining', { version: 2, state: version2 }]]);
    const later = await open(SEEDED_AT + 3 * DAY_MS, store);
    const state = later.state.utteranceTraining;
    expect(state.trained).toEqual(version2.trained);
    expect(state.utterances.slice(0, seeded.utterances.length)).toEqual(seeded.utterances);
    expect(state.seededThrough).toBe(newest + 3 * DAY_MS);
  });
});
