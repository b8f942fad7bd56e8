/** Every text the support feature shows (ours: the spec gives none for the bug report). */

export const BUG_REPORT_SENT = 'Thank you! Your bug report was sent.';

export const BUG_REPORT_FAILED = 'Your bug report could not be sent. Please try again.';
