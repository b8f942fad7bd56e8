// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { userStorage } from '@/lib/user-storage';

import {
  type DashboardPreference,
  defaultRange,
  defaultWidgets,
  isDashboardPreference,
  newInstanceId,
  PREFERENCE_KEY,
  rangeProblem,
  restoreSettings,
  toPreference,
} from './preference';
import { WIDGET_IDS } from './types';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const DAY_S = 86_400;

const saved = (savedSecondsAgo: number | null): DashboardPreference => ({
  config: [
    { widgetId: 'peak_usage', instanceId: 5 },
    { widgetId: 'user_interaction_admin', instanceId: 9, config: { platform: 'Mobile', width: 3 } },
  ],
  ui: {
    dashboardDates:
      savedSecondsAgo === null
        ? null
        : {
            fromDate: '11/01/2026 08:00 AM',
            toDate: '11/02/2026 05:30 PM',
            fromDateISO: '2026-11-01T08:00:00.000Z',
            toDateISO: '2026-11-02T17:30:00.000Z',
          },
    dashboardDatesUpdated: savedSecondsAgo === null ? null : NOW / 1000 - savedSecondsAgo,
  },
  checkedAutoReload: true,
  refresh: 3,
});

describe('dashboard preference (spec 2 §3, §4)', () => {
  it('defaults by role: two widgets for a user, six for an administrator, each with its own integer id', () => {
    expect(defaultWidgets('user').map((widget) => widget.widgetId)).toEqual([
      'usage_by_task',
      'unique_users_in_total',
    ]);
    const administrator = defaultWidgets('Administrator');
    expect(administrator.map((widget) => widget.widgetId)).toEqual([
      'usage_summary',
      'unique_users_in_total',
      'unique_sessions_in_total',
      'usage_by_task',
      'user_interaction_admin',
      'lex_platform_usage',
    ]);
    expect(new Set(administrator.map((widget) => widget.instanceId)).size).toBe(6);
    for (const widget of administrator) expect(Number.isInteger(widget.instanceId)).toBe(true);
  });

  it('draws instance ids no widget has, even when the random source repeats itself', () => {
    let calls = 0;
    const repeating = () => (calls++ < 3 ? 0.5 : 0.25);
    const taken = [{ widgetId: 'peak_usage' as const, instanceId: 1 + Math.floor(0.5 * 0x7ffffffe) }];
    expect(newInstanceId(taken, repeating)).toBe(1 + Math.floor(0.25 * 0x7ffffffe));
  });

  it('defaults to the last 7 days up to now', () => {
    expect(defaultRange(NOW)).toEqual({ from: '2026-11-14T12:00:00.000Z', to: '2026-11-21T12:00:00.000Z' });
  });

  it('restores a range saved within 604800 s, and only then', () => {
    expect(restoreSettings(saved(604_800), 'user', NOW).range).toEqual({
      from: '2026-11-01T08:00:00.000Z',
      to: '2026-11-02T17:30:00.000Z',
    });
    expect(restoreSettings(saved(604_801), 'user', NOW).range).toEqual(defaultRange(NOW));
    expect(restoreSettings(saved(8 * DAY_S), 'user', NOW).rangeSavedAt).toBeNull();
    expect(restoreSettings(saved(null), 'user', NOW).range).toEqual(defaultRange(NOW));
    // A save "in the future" (a clock changed since) is not trusted.
    expect(restoreSettings(saved(-60), 'user', NOW).range).toEqual(defaultRange(NOW));
    // Widgets and the auto-refresh flag come back whatever the dates' age.
    const restored = restoreSettings(saved(30 * DAY_S), 'Administrator', NOW);
    expect(restored.widgets).toEqual(saved(0).config);
    expect(restored.autoRefresh).toBe(true);
    expect(restored.refreshCount).toBe(3);
  });

  it('encodes settings in the spec shape and restores them unchanged through the user storage', () => {
    const widgetArbitrary = fc.record({
      widgetId: fc.constantFrom(...WIDGET_IDS),
      instanceId: fc.integer({ min: 1, max: 0x7fffffff }),
    });
    fc.assert(
      fc.property(
        fc.array(widgetArbitrary, { maxLength: 12 }),
        fc.integer({ min: 0, max: 604_800 }),
        fc.integer({ min: 1, max: 60 * DAY_S }),
        fc.boolean(),
        (widgets, age, span, autoRefresh) => {
          const to = new Date(NOW - age * 1000).toISOString();
          const from = new Date(NOW - age * 1000 - span * 1000).toISOString();
          const settings = {
            widgets,
            range: { from, to },
            rangeSavedAt: NOW / 1000 - age,
            autoRefresh,
            refreshCount: 0,
          };
          const storage = userStorage('someone@demo.example');
          storage.set(PREFERENCE_KEY, toPreference(settings));
          const back = storage.get(PREFERENCE_KEY, isDashboardPreference);
          expect(back).toBeDefined();
          expect(restoreSettings(back, 'user', NOW)).toEqual(settings);
        },
      ),
    );
  });

  it('rejects stored values of another shape', () => {
    expect(isDashboardPreference(saved(0))).toBe(true);
    expect(isDashboardPreference({ ...saved(0), config: [{ widgetId: 'nope', instanceId: 1 }] })).toBe(false);
    expect(
      isDashboardPreference({ ...saved(0), config: [{ widgetId: 'peak_usage', instanceId: 1.5 }] }),
    ).toBe(false);
    expect(
      isDashboardPreference({
        ...saved(0),
        config: [{ widgetId: 'user_interaction_admin', instanceId: 1, config: { platform: 'Web' } }],
      }),
    ).toBe(false);
    expect(isDashboardPreference({ ...saved(0), checkedAutoReload: 'yes' })).toBe(false);
    expect(isDashboardPreference('[]')).toBe(false);
  });

  it('judges ranges: From not later than To, To not in the future (spec 2 §5)', () => {
    const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
    expect(rangeProblem({ from: iso(-1000), to: iso(0) }, NOW)).toBeNull();
    expect(rangeProblem({ from: iso(0), to: iso(0) }, NOW)).toBeNull();
    expect(rangeProblem({ from: iso(1), to: iso(0) }, NOW)).toBe('fromAfterTo');
    expect(rangeProblem({ from: iso(-1000), to: iso(1) }, NOW)).toBe('toInFuture');
  });
});
