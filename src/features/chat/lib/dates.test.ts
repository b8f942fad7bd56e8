import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { dayKey, dayLabel, fullDateTime, startsNewDay, timeOfDay } from './dates';

/**
 * Instants are made from local calendar times (dayjs parses 'YYYY-MM-DDTHH:mm' in the runtime's zone), so these
 * hold in whatever zone the suite runs (TZ=…).
 */
const local = (text: string) => dayjs(text).toISOString();

describe('chat dates', () => {
  const now = dayjs('2026-03-18T14:30').valueOf();

  it('labels today, yesterday (by calendar day, even a minute apart), then the date', () => {
    expect(dayLabel(local('2026-03-18T00:01'), now)).toBe('Today');
    expect(dayLabel(local('2026-03-17T23:59'), now)).toBe('Yesterday');
    expect(dayLabel(local('2026-03-17T00:00'), now)).toBe('Yesterday');
    expect(dayLabel(local('2026-03-16T23:59'), now, 'en-GB')).toMatch(/^Monday,? 16 March$/);
    expect(dayLabel(local('2025-12-31T12:00'), now, 'en-GB')).toMatch(/^Wednesday,? 31 December 2025$/);
  });

  it('counts yesterday by the calendar across a daylight-saving change (a 23- or 25-hour day)', () => {
    // Whatever the zone's rules, the day before is the calendar day before.
    for (const day of ['2026-03-30', '2026-03-09', '2026-10-26', '2026-11-02']) {
      const morning = dayjs(`${day}T00:30`).valueOf();
      const before = dayjs(`${day}T00:30`).subtract(1, 'day').format('YYYY-MM-DD');
      expect(dayLabel(local(`${before}T00:10`), morning)).toBe('Yesterday');
    }
  });

  it('starts a new day at the first message and at each change of calendar day', () => {
    expect(startsNewDay(local('2026-03-18T09:00'), undefined)).toBe(true);
    expect(startsNewDay(local('2026-03-18T09:00'), local('2026-03-18T00:00'))).toBe(false);
    expect(startsNewDay(local('2026-03-18T00:00'), local('2026-03-17T23:59'))).toBe(true);
    expect(dayKey(local('2026-03-18T23:59'))).toBe('2026-03-18');
  });

  it('gives the time of day in the locale, and the full date for the title', () => {
    expect(timeOfDay(local('2026-03-18T14:32'), 'en-GB')).toBe('14:32');
    expect(timeOfDay(local('2026-03-18T14:32'), 'en-US')).toMatch(/^2:32\s?PM$/);
    expect(fullDateTime(local('2026-03-18T14:32'), 'en-GB')).toMatch(/^Wednesday,? 18 March 2026.*14:32$/);
  });
});
