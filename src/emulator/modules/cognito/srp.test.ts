import { describe, expect, it } from 'vitest';

import {
  bytesToBase64,
  bytesToHex,
  computeU,
  computeX,
  createVerifier,
  g,
  hexToBigInt,
  modPow,
  N,
  pad,
  passwordClaimSignature,
  powG,
  randomBytes,
  sessionKeyFromS,
  srpMultiplier,
  startSrp,
  verifyPassword,
  verifySrpSignature,
} from './srp';

describe('Cognito SRP', () => {
  it('pads like Java BigInteger.toByteArray, never to the length of N', () => {
    expect(pad(0x14n)).toBe('14');
    expect(pad(0xecn)).toBe('00ec');
    expect(pad(0xc8n)).toBe('00c8');
    expect(pad(0x80n)).toBe('0080');
    expect(pad(0x7fn)).toBe('7f');
    expect(pad(0x100n)).toBe('0100');
    expect(pad(2n)).toBe('02');
    expect(pad(N)).toMatch(/^00ffffffffffffffffc90f/);
    expect(pad(N)).toHaveLength(2 + 768);
  });

  it('computes modular powers', () => {
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(3n, 0n, 7n)).toBe(1n);
    expect(modPow(g, N - 1n, N)).toBe(1n); // Fermat: N is prime.
  });

  it('computes powers of g with its table exactly as modPow does', () => {
    const exponents = [0n, 1n, 15n, 16n, 255n, (1n << 256n) - 1n, 1n << 255n, 1n << 256n, N - 1n];
    for (let index = 0; index < 8; index += 1) exponents.push(hexToBigInt(bytesToHex(randomBytes(32))));
    for (const exponent of exponents) expect(powG(exponent)).toBe(modPow(g, exponent, N));
  });

  it('derives k = H(pad(N) | pad(g)) once', async () => {
    const k = await srpMultiplier();
    expect(k).toBeGreaterThan(0n);
    expect(await srpMultiplier()).toBe(k);
  });

  it('round-trips a verifier through verifyPassword, bound to pool and user', async () => {
    const { salt, verifier } = await createVerifier('DemoPool', 'sub-1', 'Demo-Passw0rd!');
    expect(salt).toMatch(/^[0-9a-f]+$/);
    expect(verifier).toMatch(/^[0-9a-f]+$/);
    const user = { sub: 'sub-1', salt, verifier };
    expect(await verifyPassword(user, 'DemoPool', 'Demo-Passw0rd!')).toBe(true);
    expect(await verifyPassword(user, 'DemoPool', 'demo-passw0rd!')).toBe(false);
    expect(await verifyPassword(user, 'OtherPool', 'Demo-Passw0rd!')).toBe(false);
    expect(await verifyPassword({ ...user, sub: 'sub-2' }, 'DemoPool', 'Demo-Passw0rd!')).toBe(false);
    expect(modPow(g, await computeX(salt, 'DemoPool', 'sub-1', 'Demo-Passw0rd!'), N)).toBe(
      hexToBigInt(verifier),
    );
  });

  /** The client's half, computed independently: S = (B − k·g^x)^(a + u·x) mod N. */
  async function clientProof(input: {
    password: string;
    salt: string;
    B: bigint;
    secretBlock: string;
    timestamp: string;
  }) {
    const a = hexToBigInt(
      Array.from(randomBytes(128), (byte) => byte.toString(16).padStart(2, '0')).join(''),
    );
    const A = modPow(g, a, N);
    const k = await srpMultiplier();
    const u = await computeU(A, input.B);
    const x = await computeX(input.salt, 'DemoPool', 'sub-1', input.password);
    const base = (((input.B - k * modPow(g, x, N)) % N) + N) % N;
    const S = modPow(base, a + u * x, N);
    const signature = await passwordClaimSignature({
      key: await sessionKeyFromS(S, u),
      poolName: 'DemoPool',
      userIdForSrp: 'sub-1',
      secretBlock: input.secretBlock,
      timestamp: input.timestamp,
    });
    return { srpA: A.toString(16), signature };
  }

  it('accepts the proof of a client that knows the password and rejects one that does not', async () => {
    const { salt, verifier } = await createVerifier('DemoPool', 'sub-1', 'Demo-Passw0rd!');
    const ephemeral = await startSrp(verifier);
    const secretBlock = bytesToBase64(randomBytes(64));
    const timestamp = 'Fri Nov 21 01:12:03 UTC 2026';
    const check = async (password: string) => {
      const claim = await clientProof({ password, salt, B: ephemeral.B, secretBlock, timestamp });
      return verifySrpSignature({
        poolName: 'DemoPool',
        userIdForSrp: 'sub-1',
        verifierHex: verifier,
        srpA: claim.srpA,
        ephemeral,
        secretBlock,
        timestamp,
        signature: claim.signature,
      });
    };
    expect(await check('Demo-Passw0rd!')).toBe(true);
    expect(await check('Wrong-Passw0rd!')).toBe(false);
  });

  it('treats a malformed or degenerate client value as a failed proof', async () => {
    const { verifier } = await createVerifier('DemoPool', 'sub-1', 'Demo-Passw0rd!');
    const ephemeral = await startSrp(verifier);
    const base = {
      poolName: 'DemoPool',
      userIdForSrp: 'sub-1',
      verifierHex: verifier,
      ephemeral,
      secretBlock: 'AAAA',
      timestamp: 'now',
      signature: 'x',
    };
    expect(await verifySrpSignature({ ...base, srpA: N.toString(16) })).toBe(false);
    expect(await verifySrpSignature({ ...base, srpA: 'not hex' })).toBe(false);
  });
});
