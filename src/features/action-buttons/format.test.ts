import { describe, expect, it } from 'vitest';

import { lastUpdatedText } from './format';

describe('LAST UPDATED', () => {
  it.each([
    // Instants built in the runtime's own zone: the text is that zone's calendar day, whatever the zone.
    [new Date(2026, 2, 18, 0, 0).getTime(), '18/03/2026'],
    [new Date(2026, 2, 18, 23, 59).getTime(), '18/03/2026'],
    [new Date(2028, 1, 29, 12, 0).getTime(), '29/02/2028'],
    [new Date(2026, 11, 1, 8, 30).getTime(), '01/12/2026'],
  ])('%i → %s (day, month number, year)', (epoch, text) => {
    expect(lastUpdatedText(epoch)).toBe(text);
  });
});
