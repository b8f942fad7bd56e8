/**
 * What every operation of the emulated user pool shares: its environment, the in-flight sign-in sessions,
 * user look-up, access-token checks, the password policy and the end of a successful authentication.
 * Operation modules (sign-in.ts, sign-up.ts, account.ts, mfa.ts) import from here, never from
 * user-pool.ts, so the dispatch table can import them all without a cycle.
 */
import { clock } from '../../core/clock';
import { type AwsJsonOperation, AwsServiceError, type JsonObject } from '../../core/protocol/aws-json';
import type { EmulatorContext } from '../../core/types';
import { authenticationCodeMessage, deliver } from '../outbox/deliver';

import { issueCode } from './codes';
import { bytesToBase64, createVerifier, poolNameOf, randomBytes, type SrpServerEphemeral } from './srp';
import type { MfaMethod, PoolUser } from './state';
import { type AccessTokenClaims, issueTokens, verifyAccessToken } from './tokens';

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
  | { challenge: 'NEW_PASSWORD_REQUIRED'; sub: string }
  | { challenge: 'SMS_MFA'; sub: string }
  | { challenge: 'SOFTWARE_TOKEN_MFA'; sub: string }
  | { challenge: 'SELECT_MFA_TYPE'; sub: string };

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
    const now = clock.now();
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
    if (!stored || stored.expiresAt <= clock.now() || !isChallenge(stored, challenge)) {
      throw new AwsServiceError(
        'NotAuthorizedException',
        'Invalid session for the user, session is expired.',
      );
    }
    return stored;
  }

  /** Any live session, whatever its challenge (AssociateSoftwareToken and VerifySoftwareToken take one). */
  peek(id: string | undefined): AuthSession | undefined {
    const stored = id === undefined ? undefined : this.#sessions.get(id);
    return stored && stored.expiresAt > clock.now() ? stored : undefined;
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

/** A required entry of AuthParameters or ChallengeResponses. */
export function parameter(parameters: Record<string, string>, name: string): string {
  const value = parameters[name];
  if (value === undefined || value === '') {
    throw new AwsServiceError('InvalidParameterException', `Missing required parameter ${name}`);
  }
  return value;
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
  const { users } = context.db.state.identity;
  const exact = users.find((user) => user.username === login || user.sub === login);
  if (exact) return exact;
  const email = login.toLowerCase();
  const matches = users.filter((user) => user.attributes.email?.toLowerCase() === email);
  return matches.find((user) => user.status !== 'UNCONFIRMED') ?? matches[0];
}

export function findUserBySub(context: EmulatorContext, sub: string): PoolUser | undefined {
  return context.db.state.identity.users.find((user) => user.sub === sub);
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

/** The MFA methods a user has enabled (see PoolUser.mfa.enabled). */
export function enabledMfa(user: PoolUser): MfaMethod[] {
  return user.mfa.enabled ?? (user.mfa.preferred === 'NOMFA' ? [] : [user.mfa.preferred]);
}

/** How Cognito shows a phone number it sent a code to: `+*******7890`. */
export function maskPhone(phone: string): string {
  const start = phone.startsWith('+') ? 1 : 0;
  const end = Math.max(start, phone.length - 4);
  return phone.slice(0, start) + '*'.repeat(end - start) + phone.slice(end);
}

/** How Cognito shows an e-mail address it sent a code to: `a***@d***`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

/** Cognito's CodeDeliveryDetails for a code sent to one of a user's attributes. */
export function codeDeliveryDetails(attribute: 'email' | 'phone_number', destination: string) {
  return attribute === 'email'
    ? { Destination: maskEmail(destination), DeliveryMedium: 'EMAIL', AttributeName: 'email' }
    : { Destination: maskPhone(destination), DeliveryMedium: 'SMS', AttributeName: 'phone_number' };
}

/** Stores a new password the way Cognito does: a fresh salt and SRP verifier. */
export async function setPassword(
  context: EmulatorContext,
  sub: string,
  password: string,
  change: (user: PoolUser) => void = () => undefined,
): Promise<PoolUser> {
  const { salt, verifier } = await createVerifier(poolName(context), sub, password);
  return context.db.update('identity', (state) => {
    const stored = state.users.find((candidate) => candidate.sub === sub);
    if (!stored) throw userNotFound();
    stored.salt = salt;
    stored.verifier = verifier;
    change(stored);
    stored.updatedAt = context.clock.nowIso();
    return stored;
  });
}

/** Starts the SMS_MFA or SOFTWARE_TOKEN_MFA challenge (an SMS code goes to the outbox). */
export function startMfaChallenge(env: UserPoolEnv, user: PoolUser, method: MfaMethod): JsonObject {
  if (method === 'SOFTWARE_TOKEN_MFA') {
    return {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: env.sessions.create({ challenge: 'SOFTWARE_TOKEN_MFA', sub: user.sub }),
      ChallengeParameters: { USER_ID_FOR_SRP: user.sub },
    };
  }
  const phone = user.attributes.phone_number;
  if (!phone) {
    throw new AwsServiceError(
      'InvalidParameterException',
      'User does not have delivery config set to send SMS_MFA',
    );
  }
  deliver(env.context, authenticationCodeMessage(phone, issueCode(env.context, user.sub, 'sms-mfa')));
  return {
    ChallengeName: 'SMS_MFA',
    Session: env.sessions.create({ challenge: 'SMS_MFA', sub: user.sub }),
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: maskPhone(phone),
      USER_ID_FOR_SRP: user.sub,
    },
  };
}

/**
 * The end of every successful password check: whatever challenge the user still owes, or tokens. Like
 * Cognito: a new password first; then MFA, with the preferred method, else the only enabled one, else
 * SELECT_MFA_TYPE to let the person choose.
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
  const enabled = enabledMfa(user);
  const { preferred } = user.mfa;
  if (preferred !== 'NOMFA' && enabled.includes(preferred)) return startMfaChallenge(env, user, preferred);
  if (enabled.length === 1 && enabled[0]) return startMfaChallenge(env, user, enabled[0]);
  if (enabled.length > 1) {
    return {
      ChallengeName: 'SELECT_MFA_TYPE',
      Session: env.sessions.create({ challenge: 'SELECT_MFA_TYPE', sub: user.sub }),
      ChallengeParameters: { MFAS_CAN_CHOOSE: JSON.stringify(enabled), USER_ID_FOR_SRP: user.sub },
    };
  }
  return { ChallengeParameters: {}, AuthenticationResult: await issueTokens(env.context, user) };
}

/** The pool's standard attributes (OpenID Connect's, as Cognito has them); custom ones are `custom:*`. */
const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);

/** Attributes only Cognito itself sets. */
const COGNITO_OWNED = new Set(['sub', 'email_verified', 'phone_number_verified']);

/**
 * Attributes that set who a user is in the portal and what the first sign-in does. The app client may not
 * write them (SignUp, UpdateUserAttributes, the new-password challenge), as in a safely configured real pool
 * (docs/hosting.md): otherwise anyone could sign up into another organisation, move to one, or make themselves
 * an Administrator. Only the server sets them: SignUp assigns a new organisation, invitations and role changes
 * go through the gateway.
 */
export const SERVER_OWNED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'custom:tenant',
  'custom:role',
  'custom:first_login',
  'custom:create_skill',
]);

function unauthorizedAttribute(name: string): AwsServiceError {
  return new AwsServiceError(
    'NotAuthorizedException',
    `A client attempted to write unauthorized attribute ${name}`,
  );
}

/** E.164, as Cognito requires for phone_number. */
export const PHONE_NUMBER = /^\+[1-9]\d{3,14}$/;

/**
 * Reads a `UserAttributes: [{Name, Value}]` parameter and checks it the way Cognito does: attributes in the
 * schema, none that only Cognito writes, a valid e-mail address and phone number. `serverOwned` lists further
 * attributes the caller may not write.
 */
export function readAttributeList(
  input: JsonObject,
  name: string,
  serverOwned: ReadonlySet<string> = new Set(),
): Record<string, string> {
  const value = input[name];
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) throw new AwsServiceError('SerializationException', `${name} must be a list.`);
  const attributes: Record<string, string> = {};
  for (const entry of value as unknown[]) {
    const { Name: attribute, Value: text } = (entry ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof attribute !== 'string' || attribute === '') {
      throw new AwsServiceError('InvalidParameterException', 'Attribute name is required.');
    }
    if (!STANDARD_ATTRIBUTES.has(attribute) && !attribute.startsWith('custom:') && attribute !== 'sub') {
      throw new AwsServiceError(
        'InvalidParameterException',
        `Attribute does not exist in the schema: ${attribute}`,
      );
    }
    if (COGNITO_OWNED.has(attribute) || serverOwned.has(attribute)) throw unauthorizedAttribute(attribute);
    const stringValue = typeof text === 'string' ? text : '';
    if (stringValue.length > 2048) {
      throw new AwsServiceError('InvalidParameterException', `${attribute} must be at most 2048 characters.`);
    }
    if (attribute === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(stringValue)) {
      throw new AwsServiceError('InvalidParameterException', 'Invalid email address format.');
    }
    if (attribute === 'phone_number' && !PHONE_NUMBER.test(stringValue)) {
      throw new AwsServiceError('InvalidParameterException', 'Invalid phone number format.');
    }
    attributes[attribute] = stringValue;
  }
  return attributes;
}

/** Another user of the pool who already has this e-mail address, if any. */
export function emailTakenBy(
  context: EmulatorContext,
  email: string,
  exceptSub?: string,
): PoolUser | undefined {
  const wanted = email.toLowerCase();
  return context.db.state.identity.users.find(
    (user) => user.sub !== exceptSub && user.attributes.email?.toLowerCase() === wanted,
  );
}
