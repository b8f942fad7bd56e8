// Whether a phone number is a real one: apart from lib/profile-attributes.ts, so that only the forms that take a
// number download libphonenumber (~30 KiB gzip), not every page that reads a profile.
// The `min` metadata: enough to tell a real number from a malformed one, at a fraction of the full set's size.
import { isValidPhoneNumber } from 'libphonenumber-js/min';

import { normalisePhoneNumber } from './profile-attributes';

/** Shown under a phone field whose number is not a real one (docs/design.md §7). */
export const PHONE_NUMBER_INVALID = 'Enter the number with its country code, like +44 7911 123456.';

/**
 * Whether a phone field's text may be saved: empty (the number is removed), or, once normalised (a number
 * without a plus gets +1, spec 1 §5), a real number. The +1 rule alone turned "07700 900123" into
 * "+107700900123", a well-formed E.164 string that Cognito stores and texts codes to, yet no one's phone.
 */
export function isAcceptablePhoneNumber(input: string): boolean {
  const phone = normalisePhoneNumber(input);
  return phone === '' || isValidPhoneNumber(phone);
}
