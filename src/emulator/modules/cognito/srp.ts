/**
 * The server side of Cognito's SRP-6a variant, as aws-amplify's client computes it (see
 * notes/cloud-protocols.md). Native BigInt and WebCrypto only, so the same code runs in the browser's service
 * worker page and in Node.
 *
 * Cognito's quirks, each of which must match the client byte for byte:
 * - numbers are hashed as their "padded hex": minimal big-endian hex, with `00` in front when the top bit is set
 *   (Java's BigInteger.toByteArray), never padded to the length of N;
 * - x = H(pad(salt) | H(pool + userIdForSrp + ":" + password)), where `pool` is the user-pool id after the `_`;
 * - the session key is HKDF-SHA256(ikm = pad(S), salt = pad(u), info = "Caldera Derived Key"), first 16 bytes;
 * - the client proves the key with an HMAC over pool + userIdForSrp + SECRET_BLOCK bytes + TIMESTAMP.
 */

import { yieldToMain } from '@/lib/yield';

/** RFC 5054's 3072-bit group, the one Cognito uses. */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

const encoder = new TextEncoder();

/** Cognito's padded hex of a non-negative integer (see the file comment). */
export function pad(value: bigint): string {
  if (value < 0n) throw new RangeError('SRP values are never negative');
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 === 1 || /[^0-9a-fA-F]/.test(hex)) throw new RangeError('Not an even-length hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hexToBigInt(hex: string): bigint {
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new RangeError('Not a hex string');
  return BigInt(`0x${hex}`);
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Accepts standard and URL-safe base64, with or without padding, as Amplify's own decoder does. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const standard = base64.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

/** SHA-256 of the bytes a hex string encodes, as a number (how the client turns hashes into k, u and x). */
async function hashHexToBigInt(hex: string): Promise<bigint> {
  return hexToBigInt(bytesToHex(await sha256(hexToBytes(hex))));
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = ((base % modulus) + modulus) % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
    rest >>= 1n;
  }
  return result;
}

const WINDOW_BITS = 4;
const WINDOW_SIZE = 1 << WINDOW_BITS;
/** Exponents up to this many bits (SHA-256 outputs: x) use the table; larger ones plain modPow. */
const TABLE_BITS = 256;
let powersOfG: bigint[][] | undefined;

/**
 * g^exponent mod N with a fixed-base table: row w holds g^(j·16^w) for j < 16, so a 256-bit exponent costs 64
 * multiplications instead of 256 squarings and ~128 multiplications. Every verifier (seeding 70 users, a
 * password change) is one such power; the table is built once, on first use.
 */
export function powG(exponent: bigint): bigint {
  if (exponent < 0n || exponent >= 1n << BigInt(TABLE_BITS)) return modPow(g, exponent, N);
  if (!powersOfG) {
    powersOfG = [];
    let base = g;
    for (let window = 0; window < TABLE_BITS / WINDOW_BITS; window += 1) {
      const row = [1n];
      for (let digit = 1; digit < WINDOW_SIZE; digit += 1) row.push(((row[digit - 1] ?? 1n) * base) % N);
      powersOfG.push(row);
      base = ((row[WINDOW_SIZE - 1] ?? 1n) * base) % N;
    }
  }
  let result = 1n;
  let rest = exponent;
  for (const row of powersOfG) {
    if (rest === 0n) break;
    const digit = Number(rest & BigInt(WINDOW_SIZE - 1));
    if (digit) result = (result * (row[digit] ?? 1n)) % N;
    rest >>= BigInt(WINDOW_BITS);
  }
  return result;
}

let multiplier: Promise<bigint> | undefined;
/** k = H(pad(N) | pad(g)); a constant, computed once. */
export function srpMultiplier(): Promise<bigint> {
  multiplier ??= hashHexToBigInt(pad(N) + pad(g));
  return multiplier;
}

/** The pool name that takes part in every SRP hash: the user-pool id after the `_`. */
export function poolNameOf(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? '';
}

/** x = H(pad(salt) | H(pool + userIdForSrp + ":" + password)). */
export async function computeX(
  saltHex: string,
  poolName: string,
  userIdForSrp: string,
  password: string,
): Promise<bigint> {
  const identityHash = bytesToHex(await sha256(encoder.encode(`${poolName}${userIdForSrp}:${password}`)));
  return hashHexToBigInt(pad(hexToBigInt(saltHex)) + identityHash);
}

/**
 * A fresh salt and the verifier v = g^x mod N, both lower-case hex: what Cognito stores instead of a password.
 * For a pool that signs in by e-mail, `userIdForSrp` is the user's sub.
 */
export async function createVerifier(
  poolName: string,
  userIdForSrp: string,
  password: string,
): Promise<{ salt: string; verifier: string }> {
  // The client re-pads the salt it receives, so any non-zero 16 random bytes make a valid salt.
  const salt = pad(hexToBigInt(bytesToHex(randomBytes(16))) || 1n);
  const x = await computeX(salt, poolName, userIdForSrp, password);
  // Each verifier in a task of its own (lib/yield.ts): a seed computes 70 at once, ~2 ms each, 8 on a phone.
  await yieldToMain();
  return { salt, verifier: powG(x).toString(16) };
}

/** Checks a plain password against a stored verifier (USER_PASSWORD_AUTH, ChangePassword). */
export async function verifyPassword(
  user: { sub: string; salt: string; verifier: string },
  poolName: string,
  password: string,
): Promise<boolean> {
  const x = await computeX(user.salt, poolName, user.sub, password);
  return powG(x) === hexToBigInt(user.verifier);
}

/** The server's ephemeral pair for one sign-in attempt. `b` must never leave the emulator. */
export interface SrpServerEphemeral {
  b: bigint;
  B: bigint;
}

/** B = (k·v + g^b) mod N, with a random b; B mod N is never 0. */
export async function startSrp(verifierHex: string): Promise<SrpServerEphemeral> {
  const k = await srpMultiplier();
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(bytesToHex(randomBytes(64)));
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { b, B };
  }
}

/** A client's public value is usable only when A mod N ≠ 0 (else S would be forced to 0). */
export function isValidClientPublic(A: bigint): boolean {
  return A > 0n && A % N !== 0n;
}

/** u = H(pad(A) | pad(B)), the scrambling parameter both sides compute. */
export async function computeU(A: bigint, B: bigint): Promise<bigint> {
  const u = await hashHexToBigInt(pad(A) + pad(B));
  if (u === 0n) throw new RangeError('u cannot be zero');
  return u;
}

/** The 16-byte key both sides derive from S: HKDF(ikm = pad(S), salt = pad(u), info = "Caldera Derived Key"). */
export async function sessionKeyFromS(S: bigint, u: bigint): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', hexToBytes(pad(S)), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: hexToBytes(pad(u)), info: encoder.encode('Caldera Derived Key') },
    key,
    128,
  );
  return new Uint8Array(bits);
}

/** The server's session key: S = (A · v^u)^b mod N. */
export async function serverSessionKey(input: {
  A: bigint;
  ephemeral: SrpServerEphemeral;
  verifierHex: string;
}): Promise<Uint8Array<ArrayBuffer>> {
  const { A, ephemeral } = input;
  const u = await computeU(A, ephemeral.B);
  const v = hexToBigInt(input.verifierHex);
  return sessionKeyFromS(modPow(A * modPow(v, u, N), ephemeral.b, N), u);
}

/** base64(HMAC-SHA256(key, pool + userIdForSrp + base64decode(secretBlock) + timestamp)). */
export async function passwordClaimSignature(input: {
  key: Uint8Array<ArrayBuffer>;
  poolName: string;
  userIdForSrp: string;
  secretBlock: string;
  timestamp: string;
}): Promise<string> {
  const hmacKey = await crypto.subtle.importKey('raw', input.key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const message = concatBytes(
    encoder.encode(input.poolName),
    encoder.encode(input.userIdForSrp),
    base64ToBytes(input.secretBlock),
    encoder.encode(input.timestamp),
  );
  return bytesToBase64(new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message)));
}

/**
 * Verifies a PASSWORD_VERIFIER response: recomputes the session key from A, b, B and the stored verifier, then
 * the claim signature, and compares. False (never a throw) for a wrong password or a malformed claim.
 */
export async function verifySrpSignature(input: {
  poolName: string;
  userIdForSrp: string;
  verifierHex: string;
  /** The client's public value, hex, as sent in SRP_A. */
  srpA: string;
  ephemeral: SrpServerEphemeral;
  secretBlock: string;
  timestamp: string;
  signature: string;
}): Promise<boolean> {
  try {
    const A = hexToBigInt(input.srpA);
    if (!isValidClientPublic(A)) return false;
    const key = await serverSessionKey({ A, ephemeral: input.ephemeral, verifierHex: input.verifierHex });
    const expected = await passwordClaimSignature({
      key,
      poolName: input.poolName,
      userIdForSrp: input.userIdForSrp,
      secretBlock: input.secretBlock,
      timestamp: input.timestamp,
    });
    return expected === input.signature;
  } catch {
    // Malformed hex or base64 from the client is a failed proof, not a server error.
    return false;
  }
}
