import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { meetsPasswordPattern, PASSWORD_PATTERN_MESSAGE, passwordRule, signInSchema } from './schemas';

/** Printable ASCII that is neither a letter nor a digit: Cognito's special characters (and the space). */
const isSpecial = (char: string) => /^[\x20-\x7e]$/.test(char) && !/[A-Za-z0-9]/.test(char);
const oracle = (value: string) =>
  /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && Array.from(value).some(isSpecial);

const ascii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
});
const specials = Array.from(' ^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-');
/** A password that meets the pattern, of the given length (≥ 4). */
const strongPassword = (length: number) =>
  fc
    .tuple(
      fc.constantFrom(...Array.from('0123456789')),
      fc.constantFrom(...specials),
      fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz')),
      fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ')),
      fc.string({ unit: 'grapheme-ascii', minLength: length - 4, maxLength: length - 4 }),
    )
    .map((parts) => parts.join(''));

describe('the password pattern (spec 1 §5)', () => {
  it('holds exactly when there is a digit, a special character, a lower-case and an upper-case letter', () => {
    // Random strings mostly fail; strong ones with a random tail make both answers common.
    const candidates = fc.oneof(
      ascii,
      fc.integer({ min: 4, max: 20 }).chain(strongPassword),
      fc.string({ unit: fc.integer({ min: 0, max: 0x2ff }).map((code) => String.fromCharCode(code)) }),
    );
    fc.assert(
      fc.property(candidates, (value) => meetsPasswordPattern(value) === oracle(value)),
      { numRuns: 300 },
    );
  });

  it('accepts every one of the special characters and refuses letters from other alphabets as such', () => {
    for (const special of specials) expect(meetsPasswordPattern(`Abc1${special}`)).toBe(true);
    expect(meetsPasswordPattern('Abc1é')).toBe(false);
    expect(meetsPasswordPattern('Abcdefg1')).toBe(false);
    expect(meetsPasswordPattern('abcdef1!')).toBe(false);
    expect(meetsPasswordPattern('ABCDEF1!')).toBe(false);
    expect(meetsPasswordPattern('Abcdefg!')).toBe(false);
  });

  it('needs 8 to 99 characters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 130 }).chain((length) => strongPassword(length)),
        (password) =>
          passwordRule().isValidSync(password) === (password.length >= 8 && password.length <= 99),
      ),
    );
    expect(passwordRule().isValidSync('Aa1!aaaa')).toBe(true);
    expect(passwordRule().isValidSync('Aa1!aaa')).toBe(false);
    expect(passwordRule().isValidSync(`Aa1!${'a'.repeat(95)}`)).toBe(true);
    expect(passwordRule().isValidSync(`Aa1!${'a'.repeat(96)}`)).toBe(false);
  });

  it('explains a weak password with the spec message, and an empty one as required', () => {
    expect(() => passwordRule().validateSync('abcdefgh')).toThrow(PASSWORD_PATTERN_MESSAGE);
    expect(() => passwordRule().validateSync('')).toThrow('Required');
  });
});

describe('the sign-in form', () => {
  const valid = { password: 'Demo-Passw0rd!', keepSignedIn: false };

  it('takes an e-mail of at most 64 characters, without checking its format', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 80 }), (local) => {
        const email = `x${local.trim()}`;
        return signInSchema.isValidSync({ ...valid, email }) === email.length <= 64;
      }),
    );
    expect(signInSchema.isValidSync({ ...valid, email: 'not an e-mail' })).toBe(true);
    expect(signInSchema.isValidSync({ ...valid, email: '   ' })).toBe(false);
  });
});
