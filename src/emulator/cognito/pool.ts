/**
 * What every operation of the emulated user pool shares: its environment, the in-flight sign-in sessions,
 * user look-up, access-token checks, the password policy and the end of a successful authentication.
 * Operation modules (sign-in.ts, account.ts, and later sign-up, MFA, …) import from here, never from
 * user-pool.ts, so the dispatch table can import them all without a cycle.
 */
import type { EmulatorContext, PoolUser } from '../types';

import { AwsServiceError, type AwsJsonOperation, type JsonObject } from './aws-json';
import { bytesToBase64, poolNameOf, randomBytes, type SrpServerEphemeral } from './srp';
import { issueTokens, verifyAccessToken, type AccessTokenClaims } from './tokens';

/** How long a challenge's Session stays valid (Cognito's default authentication-flow session duration). */
export const AUTH_SESSION_LIFETIME_MS = 3 * 60 * 1000;

/** State kept between InitiateAuth and RespondToAuthChallenge; memory only, like Cognito's short sessions. */
export type AuthSession =
  | {
      challenge: 'PASSWORD_VERIFIER';
      sub: string;
      /** The client's SRP_A, hex. */
      srpA: string;
      ephemeral: SrpServerEphemeral;
      secretBlock: string;
    }
  | { challenge: 'NEW_PASSWORD_REQUIRED'; sub: string };

function isChallenge<Name extends AuthSession['challenge']>(
  session: AuthSession,
  challenge: Name,
): session is Extract<AuthSession, { challenge: Name }> {
  return session.challenge === challenge;
}

export class AuthSessionStore {
  readonly #sessions = new Map<string, AuthSession & { expiresAt: number }>();

  /** Stores a session and returns the opaque Session string the client sends back. */
  create(session: AuthSession): string {
    const now = Date.now();
    for (const [id, stored] of this.#sessions) if (stored.expiresAt <= now) this.#sessions.delete(id);
    const id = bytesToBase64(randomBytes(96));
    this.#sessions.set(id, { ...session, expiresAt: now + AUTH_SESSION_LIFETIME_MS });
    return id;
  }

  /**
   * A live session for this challenge. It stays in place, so that a client may answer again after an error it
   * can correct (a password that breaks the policy, a mistyped code), as Cognito allows; `end` it on success.
   */
  get<Name extends AuthSession['challenge']>(
    id: string | undefined,
    challenge: Name,
  ): Extract<AuthSession, { challenge: Name }> {
    const stored = id === undefined ? undefined : this.#sessions.get(id);
    if (!stored || stored.expiresAt <= Date.now() || !isChallenge(stored, challenge)) {
      throw new AwsServiceError(
        'NotAuthorizedException',
        'Invalid session for the user, session is expired.',
      );
    }
    return stored;
  }

  end(id: string | undefined): void {
    if (id !== undefined) this.#sessions.delete(id);
  }

  /** A live session that answers one challenge once, right or wrong (an SRP proof cannot be retried). */
  take<Name extends AuthSession['challenge']>(
    id: string | undefined,
    challenge: Name,
  ): Extract<AuthSession, { challenge: Name }> {
    try {
      return this.get(id, challenge);
    } finally {
      this.end(id);
    }
  }

  /** Finds a live SRP session by its SECRET_BLOCK, for clients that answer without a Session. */
  sessionIdForSecretBlock(secretBlock: string): string | undefined {
    for (const [id, stored] of this.#sessions) {
      if (stored.challenge === 'PASSWORD_VERIFIER' && stored.secretBlock === secretBlock) return id;
    }
    return undefined;
  }
}

export interface UserPoolEnv {
  context: EmulatorContext;
  sessions: AuthSessionStore;
  request: Request;
}

export type UserPoolOperation = AwsJsonOperation<UserPoolEnv>;

export const poolName = (context: EmulatorContext) => poolNameOf(context.config.userPoolId);

/** Every operation that names an app client must name this pool's one client. */
export function requireClient(context: EmulatorContext, clientId: string): void {
  if (clientId !== context.config.userPoolClientId) {
    throw new AwsServiceError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
}

/**
 * A user by what they type to sign in: the e-mail address (case-insensitive; the pool signs in by e-mail), or
 * the username or sub. A user whose e-mail matches but who never confirmed loses to one who did.
 */
export function findUserByLogin(context: EmulatorContext, login: string): PoolUser | undefined {
  const { users } = context.db.state;
  const exact = users.find((user) => user.username === login || user.sub === login);
  if (exact) return exact;
  const email = login.toLowerCase();
  const matches = users.filter((user) => user.attributes.email?.toLowerCase() === email);
  return matches.find((user) => user.status !== 'UNCONFIRMED') ?? matches[0];
}

export function findUserBySub(context: EmulatorContext, sub: string): PoolUser | undefined {
  return context.db.state.users.find((user) => user.sub === sub);
}

export function userNotFound(): AwsServiceError {
  return new AwsServiceError('UserNotFoundException', 'User does not exist.');
}

export function incorrectPassword(): AwsServiceError {
  return new AwsServiceError('NotAuthorizedException', 'Incorrect username or password.');
}

/** The checks Cognito makes before it starts verifying a password. */
export function assertCanStartSignIn(user: PoolUser): void {
  if (!user.enabled) throw new AwsServiceError('NotAuthorizedException', 'User is disabled.');
  if (user.status === 'RESET_REQUIRED') {
    throw new AwsServiceError('PasswordResetRequiredException', 'Password reset required for the user');
  }
}

/** For operations that take an AccessToken: the user and claims, or the error Cognito answers. */
export async function requireAccessToken(
  context: EmulatorContext,
  accessToken: string,
): Promise<{ user: PoolUser; claims: AccessTokenClaims }> {
  const result = await verifyAccessToken(context, accessToken);
  if (result.ok) return { user: result.user, claims: result.claims };
  switch (result.reason) {
    case 'expired':
      throw new AwsServiceError('NotAuthorizedException', 'Access Token has expired');
    case 'revoked':
      throw new AwsServiceError('NotAuthorizedException', 'Access Token has been revoked');
    case 'unknown-user':
      throw userNotFound();
    case 'invalid':
      throw new AwsServiceError('NotAuthorizedException', 'Invalid Access Token');
  }
}

const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Cognito's default password policy (8+ characters with upper and lower case, digits and symbols). */
export function assertPasswordPolicy(password: string): void {
  const problems: [boolean, string][] = [
    [password.length >= 8, 'Password not long enough'],
    [/[A-Z]/.test(password), 'Password must have uppercase characters'],
    [/[a-z]/.test(password), 'Password must have lowercase characters'],
    [/[0-9]/.test(password), 'Password must have numeric characters'],
    [SYMBOLS.test(password), 'Password must have symbol characters'],
  ];
  const failed = problems.find(([passes]) => !passes);
  if (failed)
    throw new AwsServiceError(
      'InvalidPasswordException',
      `Password does not conform to policy: ${failed[1]}`,
    );
  if (password.length > 256 || password !== password.trim()) {
    throw new AwsServiceError('InvalidParameterException', 'Password has an invalid format.');
  }
}

/** Cognito's `[{Name, Value}]` form of a user's attributes, sub first. */
export function attributeList(user: PoolUser): { Name: string; Value: string }[] {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes)
      .filter(([name]) => name !== 'sub')
      .map(([Name, Value]) => ({ Name, Value })),
  ];
}

/**
 * The end of every successful password check: whatever challenge the user still owes, or tokens.
 * Later work adds the MFA challenges (SMS_MFA, SOFTWARE_TOKEN_MFA) here, before the tokens.
 */
export async function completeAuthentication(env: UserPoolEnv, user: PoolUser): Promise<JsonObject> {
  if (user.status === 'UNCONFIRMED') {
    throw new AwsServiceError('UserNotConfirmedException', 'User is not confirmed.');
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const visible = Object.fromEntries(Object.entries(user.attributes).filter(([name]) => name !== 'sub'));
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: env.sessions.create({ challenge: 'NEW_PASSWORD_REQUIRED', sub: user.sub }),
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.sub,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify(visible),
      },
    };
  }
  return { ChallengeParameters: {}, AuthenticationResult: await issueTokens(env.context, user) };
}
