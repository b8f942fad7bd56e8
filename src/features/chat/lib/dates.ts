/**
 * When chat messages were sent, as the list shows it: a time caption per message and a separator per day
 * ("Today", "Yesterday", or the date). Days are calendar days of the user's own time zone (the runtime's), and
 * texts follow the user's locale (Intl); dayjs does the calendar arithmetic.
 */
import dayjs from 'dayjs';

/** Whether `at` is a readable instant (Intl throws on an invalid date; such a message shows no time). */
export const isInstant = (at: string): boolean => !Number.isNaN(Date.parse(at));

/** The calendar day (in the user's zone) of an instant, for telling days apart. */
export const dayKey = (at: string | number): string => dayjs(at).format('YYYY-MM-DD');

/** Whether a separator goes before `at`: the first message, or the first of another day. */
export const startsNewDay = (at: string, previousAt: string | undefined): boolean =>
  previousAt === undefined || dayKey(at) !== dayKey(previousAt);

/** The separator's text for the day of `at`, seen at `now` (epoch ms). */
export function dayLabel(at: string, now: number, locale?: string): string {
  const day = dayjs(at);
  const today = dayjs(now);
  if (day.isSame(today, 'day')) return 'Today';
  // By calendar day, not 24 hours: a day of a daylight-saving change has 23 or 25 of them.
  if (day.isSame(today.subtract(1, 'day'), 'day')) return 'Yesterday';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(day.year() === today.year() ? {} : { year: 'numeric' }),
  }).format(day.toDate());
}

/** The message's time of day, e.g. "14:32" or "2:32 PM" by locale. */
export const timeOfDay = (at: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(at));

/** The full date and time, for the caption's title and accessible name. */
export const fullDateTime = (at: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(at));
