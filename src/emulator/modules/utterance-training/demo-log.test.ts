import { describe, expect, it } from 'vitest';

import { emulator } from '@tests/emulator';

import { DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';

import { LOG_SIZE_MAX, replaceLog } from './demo-log';
import { LOG_DAYS } from './seed';

const rows = () => emulator().db.state.utteranceTraining.utterances;

describe('the demo panel’s utterance log', () => {
  it('replaces the organisation’s untrained log with as many utterances as asked, over the last 30 days', () => {
    const context = emulator();
    const trained = rows()[0];
    if (!trained) throw new Error('A seeded utterance expected');
    context.db.update('utteranceTraining', (state) => {
      const first = state.utterances.find((row) => row.Id === trained.Id);
      if (first) first.trained = true;
    });
    const theirs = rows().filter((row) => row.tenant === OTHER_ORGANISATION.tenant).length;

    expect(replaceLog(context, 3_000)).toBe(3_000);

    const demo = rows().filter((row) => row.tenant === DEMO_TENANT && !row.trained);
    expect(demo).toHaveLength(3_000);
    expect(new Set(demo.map((row) => row.Id)).size).toBe(3_000);
    const now = context.clock.now();
    // The replaced log ends when it was replaced: the next refresh extends it from there.
    const { seededThrough } = context.db.state.utteranceTraining;
    expect(seededThrough).toBeGreaterThan(Math.max(...demo.map((row) => Date.parse(row.Time))));
    expect(seededThrough).toBeLessThanOrEqual(now);
    for (const row of demo) {
      const time = Date.parse(row.Time);
      expect(time).toBeLessThanOrEqual(now);
      expect(time).toBeGreaterThanOrEqual(now - LOG_DAYS * 24 * 60 * 60_000);
    }
    // What was trained stays trained, and another organisation's log is untouched.
    expect(rows().find((row) => row.Id === trained.Id)?.trained).toBe(true);
    expect(rows().filter((row) => row.tenant === OTHER_ORGANISATION.tenant)).toHaveLength(theirs);
  });

  it('refuses a size it does not offer', () => {
    expect(() => replaceLog(emulator(), 0)).toThrow(/^Choose 1 to 20,000 utterances\.$/);
    expect(() => replaceLog(emulator(), LOG_SIZE_MAX + 1)).toThrow();
    expect(() => replaceLog(emulator(), 1.5)).toThrow();
  });
});
