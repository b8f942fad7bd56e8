// A profile's attributes as its forms read and save them. Whether a phone number is a real one is apart, in
// lib/phone-number.ts (libphonenumber): the wizard's sagas, loaded with the signed-in shell on every page, use
// `profileChanges`. The user menu's initials are apart too, for the same reason.
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
