/**
 * The seeded conversation log, checked by invariants (never by dates: the suite runs under any TZ and clock):
 * deterministic for a clock, inside the LOG_DAYS days before now, spread over channels and sessions, and judged
 * by the demo bot's own matcher.
 */
import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';
import { parseMarkup, plainTextOf } from '@/contracts/utterance-markup';
import { SCORE_MARKS_CORRECT, type UtteranceChannel } from '@/contracts/utterance-training';

import { fixedClock } from '../../core/clock';
import { DAY_MS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { MATCH_THRESHOLD } from '../lex/matcher';

import { FALLBACK_INTENT_ID, FAQ_INTENT_ID } from './chatbot';
import { CLINC150_OUT_OF_SCOPE, CLINC150_ROWS, SNIPS_ROWS } from './log-data';
import { DEMO_LOG_TEXTS, LOG_DAYS, seedUtteranceTraining } from './seed';

const NOW = Date.parse('2026-11-26T18:00:00Z');
const config = await loadTenantConfig('demo');
const seeded = (now = NOW) => seedUtteranceTraining({ config, clock: fixedClock(now) });

describe('the seeded conversation log', () => {
  const started = performance.now();
  const state = seeded();
  const seedMs = performance.now() - started;
  const demo = state.utterances.filter((row) => row.tenant === DEMO_TENANT);
  const other = state.utterances.filter((row) => row.tenant === OTHER_ORGANISATION.tenant);

  it(`logs every real utterance at least once (${demo.length} records, seeded in ${Math.round(seedMs)} ms)`, () => {
    const texts = new Set(demo.map((row) => row.UserInput));
    expect(texts).toEqual(new Set(DEMO_LOG_TEXTS));
    expect(DEMO_LOG_TEXTS.length).toBe(
      Object.values(CLINC150_ROWS).flat().length + CLINC150_OUT_OF_SCOPE.length + SNIPS_ROWS.length,
    );
    // Some texts are said again: clusters count them.
    expect(demo.length).toBeGreaterThan(texts.size);
    expect(demo.length).toBeLessThan(2_500);
    expect(new Set(state.utterances.map((row) => row.Id)).size).toBe(state.utterances.length);
  });

  it('is the same for the same clock, and moves with the clock', () => {
    expect(seeded()).toEqual(state);
    const later = seeded(NOW + 5 * DAY_MS);
    expect(later.utterances.map((row) => Date.parse(row.Time) - 5 * DAY_MS)).toEqual(
      state.utterances.map((row) => Date.parse(row.Time)),
    );
  });

  it('lies within the days before now, oldest first, nothing trained yet', () => {
    for (const row of state.utterances) {
      const time = Date.parse(row.Time);
      expect(time).toBeLessThan(NOW);
      expect(time).toBeGreaterThanOrEqual(NOW - LOG_DAYS * DAY_MS);
      expect(row.trained).toBe(false);
    }
    const times = demo.map((row) => row.Time);
    expect(times).toEqual(times.toSorted());
    // Spread: every week of the span has utterances.
    const weeks = new Set(demo.map((row) => Math.floor((NOW - Date.parse(row.Time)) / (7 * DAY_MS))));
    expect(weeks.size).toBeGreaterThanOrEqual(Math.floor(LOG_DAYS / 7));
  });

  it('spreads over the four channels and over sessions of a few utterances, one channel each', () => {
    const channels = new Set<UtteranceChannel>(demo.map((row) => row.Channel));
    expect(channels).toEqual(new Set(['public', 'alexa', 'mobile', 'portal']));
    const sessions = Map.groupBy(demo, (row) => row.SessionId);
    expect(sessions.size).toBeGreaterThan(demo.length / 4);
    for (const rows of sessions.values()) {
      expect(rows.length).toBeLessThanOrEqual(4);
      expect(new Set(rows.map((row) => row.Channel)).size).toBe(1);
    }
  });

  it('is judged by the bot: answered rows above the threshold, missed rows below, intents of the bot', () => {
    for (const row of demo) {
      expect(row.AboveThreshold).toBe(row.Intent !== FALLBACK_INTENT_ID);
      if (row.AboveThreshold) expect(row.Score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
      else expect(row.Score).toBeLessThan(MATCH_THRESHOLD);
      if (row.Intent === FAQ_INTENT_ID) expect(row.MatchedQuestion).not.toBe('');
    }
    const intents = Map.groupBy(demo, (row) => row.Intent);
    // The log tells a story: mostly missed (real questions the bot was not built for), some FAQ answers, some
    // tasks, some small talk, and near misses ('Not used on chatbot') with the answer it did not use.
    expect(intents.get(FALLBACK_INTENT_ID)?.length).toBeGreaterThan(demo.length / 2);
    expect(intents.get(FAQ_INTENT_ID)?.length).toBeGreaterThan(5);
    expect(intents.get('Greeting')?.length).toBeGreaterThan(0);
    expect([...intents.keys()].filter((name) => /^[A-Z][a-z]+[A-Z]/.test(name)).length).toBeGreaterThan(2);
    expect(demo.filter((row) => !row.AboveThreshold && row.MatchedQuestion).length).toBeGreaterThan(50);
    expect(demo.filter((row) => row.Score > SCORE_MARKS_CORRECT).length).toBeGreaterThan(20);
  });

  it('tags entities in the SNIPS rows, and seeds their types once each', () => {
    const tagged = demo.filter((row) => parseMarkup(row.UserInput).entities.length > 0);
    expect(tagged.length).toBeGreaterThanOrEqual(SNIPS_ROWS.length);
    for (const row of tagged) expect(plainTextOf(row.UserInput)).not.toMatch(/[[\]{}]/);
    const types = state.entityTypes.filter((type) => type.tenant === DEMO_TENANT).map((type) => type.name);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(types)).toEqual(
      new Set(SNIPS_ROWS.flatMap((text) => parseMarkup(text).entities.map((e) => e.entity))),
    );
  });

  it('gives the other organisation a few rows and types of its own, none of the demo’s', () => {
    expect(other.length).toBeGreaterThan(0);
    const demoTexts = new Set(DEMO_LOG_TEXTS);
    expect(other.some((row) => demoTexts.has(row.UserInput))).toBe(false);
    expect(state.entityTypes.some((type) => type.tenant === OTHER_ORGANISATION.tenant)).toBe(true);
  });
});
