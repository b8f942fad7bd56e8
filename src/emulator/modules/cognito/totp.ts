/**
 * Time-based one-time passwords as authenticator apps and Cognito compute them: RFC 6238 over RFC 4226 HOTP
 * with HMAC-SHA1, a 30-second step from the Unix epoch, 6 digits, and secrets in unpadded RFC 4648 Base32.
 *
 * Dependency-free (WebCrypto only) on purpose: end-to-end tests import `totpCode` from here to answer the
 * SOFTWARE_TOKEN_MFA challenge with a code computed from the secret shown on the profile page.
 */

import { clock } from '../../core/clock';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 Base32, upper case, without padding (how Cognito's SecretCode looks). */
export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += ALPHABET.charAt((buffer >>> (bits - 5)) & 31);
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += ALPHABET.charAt((buffer << (5 - bits)) & 31);
  return output;
}

/** Decodes Base32, ignoring case, spaces and `=` padding (as authenticator apps accept it). */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = ALPHABET.indexOf(character);
    if (value < 0) throw new RangeError(`Not a Base32 character: ${character}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(bytes);
}

/** RFC 4226 HOTP: HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated to `digits` digits. */
export async function hotp(
  key: Uint8Array<ArrayBuffer>,
  counter: number,
  digits = TOTP_DIGITS,
): Promise<string> {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter % 2 ** 32);
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP time step that contains `timeMs`. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The code an authenticator app shows for a Base32 secret at a moment (default: now). For a second code
 * within the same 30 seconds, a test may pass `clock.now() + 30_000`: the next step's code is accepted too.
 */
export function totpCode(secretBase32: string, timeMs = clock.now(), digits = TOTP_DIGITS): Promise<string> {
  return hotp(base32Decode(secretBase32), totpStep(timeMs), digits);
}

/** Whether `code` is the secret's code for the step of `timeMs` or `window` steps either side (clock drift). */
export async function verifyTotp(
  secretBase32: string,
  code: string,
  timeMs = clock.now(),
  window = 1,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secretBase32);
  const step = totpStep(timeMs);
  for (let offset = -window; offset <= window; offset += 1) {
    if ((await hotp(key, step + offset)) === code) return true;
  }
  return false;
}

/** A new secret for AssociateSoftwareToken: 32 random bytes, 52 Base32 characters like Cognito's. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(32)));
}
