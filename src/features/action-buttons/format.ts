import dayjs from 'dayjs';

/**
 * LAST UPDATED as spec 3 §2 gives it: the day, the month's number and the year (18/03/2026), in the reader's own
 * time zone (the runtime's), as dayjs reads an epoch.
 */
export const lastUpdatedText = (epochMs: number): string => dayjs(epochMs).format('DD/MM/YYYY');
