/** RFC 6238 TOTP against the RFC's own SHA-1 test vectors (Appendix B). */
import { describe, expect, it } from 'vitest';

import { base32Decode, base32Encode, newTotpSecret, totpCode, verifyTotp } from './totp';

/** The RFC's SHA-1 seed, the ASCII string "12345678901234567890", in Base32. */
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

/** Unix time in seconds → the RFC's 8-digit TOTP (SHA-1). */
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('encodes the RFC seed in Base32 and back', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(new TextDecoder().decode(base32Decode(RFC_SECRET.toLowerCase()))).toBe('12345678901234567890');
    expect(base32Encode(Uint8Array.from([0xff]))).toBe('74');
    expect(Array.from(base32Decode('74======'))).toEqual([0xff]);
    expect(() => base32Decode('not base32!')).toThrow(RangeError);
  });

  it.each(RFC_VECTORS)(
    'at %i s gives %s (8 digits), and its last 6 digits as our code',
    async (seconds, expected) => {
      expect(await totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(expected);
      expect(await totpCode(RFC_SECRET, seconds * 1000)).toBe(expected.slice(2));
    },
  );

  it('accepts the code of the current step and one step either side, nothing further', async () => {
    const now = 1_234_567_890_000;
    for (const offset of [-30_000, 0, 30_000]) {
      expect(await verifyTotp(RFC_SECRET, await totpCode(RFC_SECRET, now + offset), now)).toBe(true);
    }
    for (const offset of [-60_000, 60_000]) {
      expect(await verifyTotp(RFC_SECRET, await totpCode(RFC_SECRET, now + offset), now)).toBe(false);
    }
    expect(await verifyTotp(RFC_SECRET, '12345', now)).toBe(false);
    expect(await verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('makes 52-character Base32 secrets of 32 random bytes, like Cognito', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{52}$/);
    expect(base32Decode(secret)).toHaveLength(32);
    expect(newTotpSecret()).not.toBe(secret);
  });
});
