/** Every text the dashboard shows: spec-verbatim with its §, ours where the spec is silent. */

/** Spec 2 §8, verbatim; the auto-refresh toast's wording is ours (the spec only says "an info toast"). */
export const DASHBOARD_MESSAGES = {
  reviewed: (count: number) => `Successfully marked (${count}) utterance(s) as Reviewed.`,
  autoRefresh: 'Refreshing the dashboard.',
} as const;

/** Spec 2 §5 dashboard dates, as the pickers say them. */
export const DATE_MESSAGES = {
  fromAfterTo: 'From must not be later than To.',
  toInFuture: 'To must not be in the future.',
  invalid: 'Enter a date and time as MM/DD/YYYY hh:mm AM/PM.',
} as const;

/** Spec 2 §2 widget states. */
export const WIDGET_TEXTS = {
  empty: 'No data to display',
  unavailable: 'Temporarily unavailable',
} as const;

/** Spec 2 §2 detail drawer texts. */
export const DRAWER_TEXTS = {
  empty: 'No data loaded for this item',
  markReviewed: 'Mark Utterance as Reviewed',
  /** Ours (issue 14): one selected utterance becomes an FAQ question. */
  answerAsFaq: 'Answer as FAQ',
} as const;
