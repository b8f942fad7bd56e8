/**
 * The range every utterance search names (UtteranceRangeFields): From and To as the administrator's days in
 * their time zone (`time`), or the complete history, and `dates`, the audit indices searched, which must agree
 * with it: one `audit-{day}` a day from From to To, in order, or `audit-*` for the complete history. A client
 * that sends indices of other days would search other days than it shows; refused rather than guessed.
 */
import { ALL_AUDIT_INDICES, auditIndex } from '@/contracts/utterance-training';

import { badRequest, booleanField, type Fields, stringField } from '../../core/gateway/envelope';

/** The most days a range may span (ten years): `dates` stays a bounded string. */
export const MAX_RANGE_DAYS = 3_660;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A Y-MM-DD day as UTC midnight, or null when it is no calendar day (2026-02-30). */
function dayStart(day: string): number | null {
  if (!DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
}

/** Every day from `start` to `end`, inclusive, as Y-MM-DD. */
export function daysBetween(start: string, end: string): string[] {
  const first = dayStart(start);
  const last = dayStart(end);
  if (first === null || last === null || last < first) return [];
  return Array.from({ length: (last - first) / DAY_MS + 1 }, (_, index) =>
    new Date(first + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The caller's day of an instant, in its time zone. */
export type DayOf = (iso: string) => string;

/** A formatter of the zone's calendar day; 400 when `zone` is no IANA time zone this platform knows. */
export function dayInZone(zone: string): DayOf {
  let format: Intl.DateTimeFormat;
  try {
    // en-CA writes the day as Y-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    throw badRequest('time must be an IANA time zone.');
  }
  return (iso) => format.format(new Date(iso));
}

export interface UtteranceRange {
  /** Null for the complete history. */
  days: { start: string; end: string } | null;
  dayOf: DayOf;
  /** Whether a record's time falls in the range. */
  includes(iso: string): boolean;
}

/** Reads and checks the range fields (400 for anything that does not agree). */
export function readRange(fields: Fields): UtteranceRange {
  const dates = stringField(fields, 'dates', { required: true, max: MAX_RANGE_DAYS * 18 });
  const zone = stringField(fields, 'time', { required: true, max: 100 });
  const dayOf = dayInZone(zone);
  if (booleanField(fields, 'completeHistory')) {
    if (dates !== ALL_AUDIT_INDICES)
      throw badRequest(`dates must be ${ALL_AUDIT_INDICES} for the complete history.`);
    return { days: null, dayOf, includes: () => true };
  }
  const start = stringField(fields, 'start_date', { required: true, max: 10 });
  const end = stringField(fields, 'end_date', { required: true, max: 10 });
  if (dayStart(start) === null) throw badRequest('start_date must be a day, Y-MM-DD.');
  if (dayStart(end) === null) throw badRequest('end_date must be a day, Y-MM-DD.');
  const days = daysBetween(start, end);
  if (days.length === 0) throw badRequest('end_date must not be before start_date.');
  if (days.length > MAX_RANGE_DAYS) throw badRequest(`The range may span at most ${MAX_RANGE_DAYS} days.`);
  if (dates !== days.map(auditIndex).join(',')) {
    throw badRequest('dates must name the audit index of each day from start_date to end_date.');
  }
  return {
    days: { start, end },
    dayOf,
    includes: (iso) => {
      const day = dayOf(iso);
      return day >= start && day <= end;
    },
  };
}

/** The `dates` of a mark call: `audit-*`, or audit indices of real days (at most MAX_RANGE_DAYS). */
export function readDates(fields: Fields): void {
  const dates = stringField(fields, 'dates', { required: true, max: MAX_RANGE_DAYS * 18 });
  if (dates === ALL_AUDIT_INDICES) return;
  const indices = dates.split(',');
  if (
    indices.length > MAX_RANGE_DAYS ||
    !indices.every((index) => dayStart(index.replace(/^audit-/, '')) !== null && index.startsWith('audit-'))
  ) {
    throw badRequest(`dates must be ${ALL_AUDIT_INDICES} or audit indices of days, audit-Y-MM-DD.`);
  }
}
