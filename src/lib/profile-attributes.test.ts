import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isAcceptablePhoneNumber } from '@/lib/phone-number';
import {
  EMPTIED,
  hasPhoneNumber,
  isPhoneVerified,
  normalisePhoneNumber,
  profileChanges,
  type ProfileValues,
  profileValuesFrom,
} from '@/lib/profile-attributes';

/** Spaces, tabs and line breaks that trim() removes, around a value. */
const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'), maxLength: 3 });
const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(padding, core, padding).map(([before, value, after]) => `${before}${value}${after}`);
/** Any text, often blank. */
const text = fc.oneof(padded(fc.string({ maxLength: 20 })), padding);
/** What people type into a phone field: digits, spaces, brackets, dashes, dots and pluses, often blank. */
const phoneInput = fc.oneof(
  padded(fc.string({ unit: fc.constantFrom(...Array.from('0123456789 ()-.+')), maxLength: 20 })),
  padded(fc.stringMatching(/^\+?\d{6,14}$/)),
  padding,
);
const values: fc.Arbitrary<ProfileValues> = fc.record({
  firstName: text,
  lastName: text,
  companyName: text,
  jobTitle: text,
  phoneNumber: phoneInput,
});
const digitsOf = (value: string) => value.replace(/\D/g, '');

describe('normalisePhoneNumber (spec 1 §5: +1 when there is no plus)', () => {
  it('keeps the digits, in order, after a single leading plus', () => {
    fc.assert(
      fc.property(phoneInput, (input) => {
        const phone = normalisePhoneNumber(input);
        if (digitsOf(input) === '') return phone === '';
        const plus = input.replace(/[^\d+]/g, '').startsWith('+');
        return /^\+\d+$/.test(phone) && digitsOf(phone) === (plus ? '' : '1') + digitsOf(input);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: a saved number is saved unchanged', () => {
    fc.assert(
      fc.property(phoneInput, (input) => {
        const once = normalisePhoneNumber(input);
        return normalisePhoneNumber(once) === once;
      }),
    );
  });

  it('reads the examples of the spec', () => {
    expect(normalisePhoneNumber('5551234567')).toBe('+15551234567');
    expect(normalisePhoneNumber(' 555 123-4567 ')).toBe('+15551234567');
    expect(normalisePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhoneNumber('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalisePhoneNumber('')).toBe('');
    expect(normalisePhoneNumber('   ')).toBe('');
    // Punctuation only is no number: deleted rather than sent to Cognito as '+1'.
    expect(normalisePhoneNumber(' ( ) - ')).toBe('');
  });
});

describe('isAcceptablePhoneNumber (docs/design.md §7)', () => {
  it('keeps the +1 rule, then accepts only a real number (or none)', () => {
    expect(isAcceptablePhoneNumber('202 555 0123')).toBe(true);
    expect(isAcceptablePhoneNumber('+44 7911 123456')).toBe(true);
    expect(isAcceptablePhoneNumber('+33 6 12 34 56 78')).toBe(true);
    expect(isAcceptablePhoneNumber('')).toBe(true);
    // A UK number typed without its country code becomes +107700900123: E.164 in form, no one's phone.
    expect(isAcceptablePhoneNumber('07700 900123')).toBe(false);
    expect(isAcceptablePhoneNumber('555 123 4567')).toBe(false);
    expect(isAcceptablePhoneNumber('+44 12')).toBe(false);
  });
});

describe('profileChanges (spec 1 §5)', () => {
  it('trims the required fields', () => {
    fc.assert(
      fc.property(values, (input) => {
        const { update } = profileChanges(input);
        return (
          update.given_name === input.firstName.trim() &&
          update.family_name === input.lastName.trim() &&
          update['custom:company_name'] === input.companyName.trim()
        );
      }),
    );
  });

  it('trims the job title, and stores an emptied one as a single space', () => {
    fc.assert(
      fc.property(values, (input) => {
        const title = profileChanges(input).update['custom:title'];
        return input.jobTitle.trim() === '' ? title === EMPTIED : title === input.jobTitle.trim();
      }),
    );
    expect(EMPTIED).toBe(' ');
  });

  it('sets a normalised phone number, and deletes an emptied one instead of storing a space', () => {
    fc.assert(
      fc.property(values, (input) => {
        const { update, remove } = profileChanges(input);
        const phone = normalisePhoneNumber(input.phoneNumber);
        if (phone === '')
          return !('phone_number' in update) && remove.length === 1 && remove[0] === 'phone_number';
        return update.phone_number === phone && remove.length === 0;
      }),
    );
  });

  it('writes only the five attributes of the form', () => {
    fc.assert(
      fc.property(values, (input) => {
        const keys = Object.keys(profileChanges(input).update);
        return keys.every((key) =>
          ['given_name', 'family_name', 'custom:company_name', 'custom:title', 'phone_number'].includes(key),
        );
      }),
    );
  });

  it('round-trips: what is saved reads back as the trimmed values, and saves again unchanged', () => {
    fc.assert(
      fc.property(values, (input) => {
        const { update } = profileChanges(input);
        const readBack = profileValuesFrom(update);
        expect(readBack).toEqual({
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          companyName: input.companyName.trim(),
          jobTitle: input.jobTitle.trim(),
          phoneNumber: normalisePhoneNumber(input.phoneNumber),
        });
        expect(profileChanges(readBack).update).toEqual(update);
      }),
    );
  });
});

describe('profileValuesFrom', () => {
  it('shows a stored single space, and a missing attribute, as an empty field', () => {
    expect(
      profileValuesFrom({ given_name: 'Alex', family_name: ' ', 'custom:title': EMPTIED, phone_number: ' ' }),
    ).toEqual({ firstName: 'Alex', lastName: '', companyName: '', jobTitle: '', phoneNumber: '' });
  });
});

describe('the phone state', () => {
  it('counts a phone as set only when it is not blank, and as verified only when Cognito says so', () => {
    expect(hasPhoneNumber({})).toBe(false);
    expect(hasPhoneNumber({ phone_number: ' ' })).toBe(false);
    expect(hasPhoneNumber({ phone_number: '+15551234567' })).toBe(true);
    expect(isPhoneVerified({ phone_number: '+15551234567', phone_number_verified: 'false' })).toBe(false);
    expect(isPhoneVerified({ phone_number: '+15551234567', phone_number_verified: 'true' })).toBe(true);
    expect(isPhoneVerified({ phone_number: ' ', phone_number_verified: 'true' })).toBe(false);
  });
});
