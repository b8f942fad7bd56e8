// The `min` metadata: enough to tell a real number from a malformed one, at a fraction of the full set's size.
import { isValidPhoneNumber } from 'libphonenumber-js/min';

import { DEFAULT_PHONE_PREFIX } from '@/config/constants';

/** The personal-details form (spec 1 §2 "Profile screen"). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  companyName: string;
  jobTitle: string;
  phoneNumber: string;
}

/** Cognito keeps an attribute that is emptied on purpose as a single space (spec 1 §5). */
export const EMPTIED = ' ';

export function profileValuesFrom(attributes: Record<string, string>): ProfileValues {
  const read = (name: string) => (attributes[name] ?? '').trim();
  return {
    firstName: read('given_name'),
    lastName: read('family_name'),
    companyName: read('custom:company_name'),
    jobTitle: read('custom:title'),
    phoneNumber: read('phone_number'),
  };
}

/**
 * "+1 (555) 123-4567" → "+15551234567"; a number without a plus gets the default prefix +1. An empty number
 * (blank, or without any digit) stays empty: Cognito refuses a blank phone number, so an emptied one is deleted instead of set to a space.
 */
export function normalisePhoneNumber(input: string): string {
  const trimmed = input.trim();
  // Punctuation without a digit is no number either (it would be saved as a bare '+1', which Cognito refuses).
  if (!/\d/.test(trimmed)) return '';
  const digits = trimmed.replace(/[^\d+]/g, '');
  return digits.startsWith('+')
    ? `+${digits.slice(1).replace(/\+/g, '')}`
    : `${DEFAULT_PHONE_PREFIX}${digits.replace(/\+/g, '')}`;
}

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

/**
 * The attributes to save: required fields trimmed, optional ones trimmed with an emptied field stored as a
 * single space (spec 1 §5), and the phone number normalised. The phone number is the exception to the
 * single-space rule: Cognito only accepts a valid number, so an emptied one is listed for deletion.
 */
export function profileChanges(values: ProfileValues): { update: Record<string, string>; remove: string[] } {
  const phone = normalisePhoneNumber(values.phoneNumber);
  return {
    update: {
      given_name: values.firstName.trim(),
      family_name: values.lastName.trim(),
      'custom:company_name': values.companyName.trim(),
      'custom:title': values.jobTitle.trim() || EMPTIED,
      ...(phone ? { phone_number: phone } : {}),
    },
    remove: phone ? [] : ['phone_number'],
  };
}

/** A phone number the user has actually set (not absent, not emptied). */
export const hasPhoneNumber = (attributes: Record<string, string>) =>
  (attributes.phone_number ?? '').trim() !== '';

export const isPhoneVerified = (attributes: Record<string, string>) =>
  hasPhoneNumber(attributes) && attributes.phone_number_verified === 'true';

// The user menu reads initials on every page: they live apart from the phone-number code (libphonenumber).
