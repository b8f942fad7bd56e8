/**
 * One-time codes of the emulated user pool (sign-up, forgot password, attribute verification, SMS MFA): six
 * random digits, one live code per user and purpose (a new one replaces the old), single use, with Cognito's
 * lifetimes. They persist with the rest of the state, so a code survives a reload of the demo.
 */
import { AwsServiceError } from '../../core/protocol/aws-json';
import type { EmulatorContext } from '../../core/types';

import type { CodePurpose } from './state';

/** Sign-up, forgot-password and attribute codes live 24 hours (Cognito's default). */
export const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** An SMS MFA code lives as long as the sign-in session: 3 minutes. */
export const SMS_MFA_CODE_LIFETIME_MS = 3 * 60 * 1000;

export function randomDigits(count: number): string {
  const values = crypto.getRandomValues(new Uint32Array(count));
  return Array.from(values, (value) => String(value % 10)).join('');
}

export function codeMismatch(
  message = 'Invalid verification code provided, please try again.',
): AwsServiceError {
  return new AwsServiceError('CodeMismatchException', message);
}

export function expiredCode(): AwsServiceError {
  return new AwsServiceError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
}

/** Issues a new code for a user and purpose (replacing any earlier one) and returns it. */
export function issueCode(
  context: EmulatorContext,
  sub: string,
  purpose: CodePurpose,
  lifetimeMs = purpose === 'sms-mfa' ? SMS_MFA_CODE_LIFETIME_MS : CODE_LIFETIME_MS,
): string {
  const code = randomDigits(6);
  const now = context.clock.now();
  context.db.update('identity', (state) => {
    state.codes = state.codes.filter(
      (stored) => stored.expiresAt > now && !(stored.sub === sub && stored.purpose === purpose),
    );
    state.codes.push({ sub, purpose, code, expiresAt: now + lifetimeMs });
  });
  return code;
}

/**
 * Uses up a code: returns when it is the live code for this user and purpose (which is then gone); throws
 * ExpiredCodeException once the live code has expired, and CodeMismatchException when it is wrong (the right
 * code stays usable, as Cognito lets a person correct a typo) or when no code was ever sent.
 */
export function consumeCode(
  context: EmulatorContext,
  sub: string,
  purpose: CodePurpose,
  code: string,
  mismatch: () => AwsServiceError = () => codeMismatch(),
): void {
  const stored = context.db.state.identity.codes.find(
    (candidate) => candidate.sub === sub && candidate.purpose === purpose,
  );
  if (!stored) throw mismatch();
  if (stored.expiresAt <= context.clock.now()) throw expiredCode();
  if (stored.code !== code.trim()) throw mismatch();
  context.db.update('identity', (state) => {
    state.codes = state.codes.filter((candidate) => candidate !== stored);
  });
}

/** Forgets a user's code for a purpose (a finished or abandoned flow). */
export function discardCode(context: EmulatorContext, sub: string, purpose: CodePurpose): void {
  if (!context.db.state.identity.codes.some((stored) => stored.sub === sub && stored.purpose === purpose))
    return;
  context.db.update('identity', (state) => {
    state.codes = state.codes.filter((stored) => !(stored.sub === sub && stored.purpose === purpose));
  });
}
