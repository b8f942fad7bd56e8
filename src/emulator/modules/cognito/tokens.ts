/**
 * Tokens of the emulated user pool: JWT-shaped access and id tokens, and opaque refresh tokens.
 *
 * Real Cognito signs with RS256 keys published at the pool's JWKS address. The emulator signs with HS256 and a
 * fixed key that is written here in the open: it is for the emulator ONLY, protects nothing, and must never be
 * used to sign or trust anything outside the emulated cloud. Amplify never checks signatures (it only decodes
 * the payload); the signature exists so the emulator itself can tell its tokens from forged or edited ones.
 *
 * The small public API for other emulated services (the REST gateway answers 401 with it):
 * - `verifyAccessToken(context, token)` / `verifyIdToken(context, token)` → `{ ok: true, user, claims }` or
 *   `{ ok: false, reason }` with reason 'expired' | 'invalid' | 'revoked' | 'unknown-user'.
 */
import { clock } from '../../core/clock';
import { newId } from '../../core/db';
import type { EmulatorContext } from '../../core/types';

import { base64ToBytes, bytesToBase64, randomBytes } from './srp';
import type { PoolUser, RefreshTokenRecord } from './state';

/** How long access and id tokens live (Cognito's default), in seconds. */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;
/** How long a refresh token lives (Cognito's default), in seconds. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** Emulator-only HS256 key; see the file comment. Not a secret, and worthless outside the emulator. */
const EMULATOR_ONLY_SIGNING_KEY = 'assistant-portal-emulator-only-signing-key-not-a-secret';
const KEY_ID = 'emulator-hs256';

export interface AccessTokenClaims {
  sub: string;
  iss: string;
  client_id: string;
  origin_jti: string;
  event_id: string;
  token_use: 'access';
  scope: string;
  auth_time: number;
  exp: number;
  iat: number;
  jti: string;
  username: string;
}

/** Id-token claims: the fixed ones plus every user attribute (`email`, `given_name`, `custom:*`, …). */
export interface IdTokenClaims {
  sub: string;
  iss: string;
  aud: string;
  origin_jti: string;
  event_id: string;
  token_use: 'id';
  auth_time: number;
  exp: number;
  iat: number;
  jti: string;
  'cognito:username': string;
  [attribute: string]: string | number | boolean;
}

export type TokenFailureReason = 'expired' | 'invalid' | 'revoked' | 'unknown-user';

export type TokenVerification<Claims> =
  { ok: true; user: PoolUser; claims: Claims } | { ok: false; reason: TokenFailureReason };

/** What InitiateAuth, RespondToAuthChallenge and GetTokensFromRefreshToken return as `AuthenticationResult`. */
export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** The `iss` of id and access tokens; without `https://` it is also the identity pool's Logins key. */
export function issuerOf(config: EmulatorContext['config']): string {
  return `https://cognito-idp.${config.region}.amazonaws.com/${config.userPoolId}`;
}

const nowSeconds = () => clock.nowSeconds();

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64UrlEncode(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

let signingKey: Promise<CryptoKey> | undefined;
function getSigningKey(): Promise<CryptoKey> {
  signingKey ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(EMULATOR_ONLY_SIGNING_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return signingKey;
}

async function signJwt(payload: object): Promise<string> {
  const header = base64UrlEncode(encoder.encode(JSON.stringify({ kid: KEY_ID, alg: 'HS256', typ: 'JWT' })));
  const body = base64UrlEncode(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await getSigningKey(),
    encoder.encode(`${header}.${body}`),
  );
  return `${header}.${body}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/** The payload of a token this emulator signed, or undefined for anything else (bad shape, bad signature). */
async function readSignedPayload(token: string): Promise<Record<string, unknown> | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, body, signature] = parts as [string, string, string];
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await getSigningKey(),
      base64ToBytes(signature),
      encoder.encode(`${header}.${body}`),
    );
    if (!valid) return undefined;
    const payload: unknown = JSON.parse(decoder.decode(base64ToBytes(body)));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    // Undecodable base64 or JSON is simply not one of our tokens.
    return undefined;
  }
}

/** Cognito puts these two attributes into the id token as booleans, every other attribute as a string. */
const BOOLEAN_ATTRIBUTES = new Set(['email_verified', 'phone_number_verified']);

function attributeClaims(user: PoolUser): Record<string, string | boolean> {
  const claims: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    if (name === 'sub') continue;
    claims[name] = BOOLEAN_ATTRIBUTES.has(name) ? value === 'true' : value;
  }
  return claims;
}

/** Mints an access and an id token for a user within the sign-in session of `record` (its origin_jti). */
export async function mintTokens(
  context: EmulatorContext,
  user: PoolUser,
  record: RefreshTokenRecord,
): Promise<{ accessToken: string; idToken: string }> {
  const { config } = context;
  const iat = nowSeconds();
  const exp = iat + TOKEN_LIFETIME_SECONDS;
  const authTime = Math.floor(Date.parse(record.createdAt) / 1000);
  const eventId = newId();
  const access: AccessTokenClaims = {
    sub: user.sub,
    iss: issuerOf(config),
    client_id: record.clientId,
    origin_jti: record.originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: authTime,
    exp,
    iat,
    jti: newId(),
    username: user.username,
  };
  const id: IdTokenClaims = {
    ...attributeClaims(user),
    sub: user.sub,
    iss: issuerOf(config),
    aud: record.clientId,
    origin_jti: record.originJti,
    event_id: eventId,
    token_use: 'id',
    auth_time: authTime,
    exp,
    iat,
    jti: newId(),
    'cognito:username': user.username,
  };
  return { accessToken: await signJwt(access), idToken: await signJwt(id) };
}

/** Starts a sign-in session: stores a new refresh token and returns the full AuthenticationResult. */
export async function issueTokens(context: EmulatorContext, user: PoolUser): Promise<AuthenticationResult> {
  const record: RefreshTokenRecord = {
    // Opaque, like Cognito's (which is an encrypted JWE); only its lookup in state matters.
    token: base64UrlEncode(randomBytes(96)),
    sub: user.sub,
    clientId: context.config.userPoolClientId,
    originJti: newId(),
    revoked: false,
    createdAt: context.clock.nowIso(),
  };
  context.db.update('identity', (state) => {
    state.refreshTokens.push(record);
  });
  const { accessToken, idToken } = await mintTokens(context, user, record);
  return {
    AccessToken: accessToken,
    IdToken: idToken,
    RefreshToken: record.token,
    ExpiresIn: TOKEN_LIFETIME_SECONDS,
    TokenType: 'Bearer',
  };
}

export function isRefreshTokenExpired(record: RefreshTokenRecord): boolean {
  return clock.now() >= Date.parse(record.createdAt) + REFRESH_TOKEN_LIFETIME_SECONDS * 1000;
}

/**
 * Revokes one sign-in session: the refresh token and, through their shared origin_jti, every access and id
 * token minted from it.
 */
export function revokeSession(context: EmulatorContext, refreshToken: string): void {
  context.db.update('identity', (state) => {
    const record = state.refreshTokens.find((candidate) => candidate.token === refreshToken);
    if (!record) return;
    record.revoked = true;
    if (!state.revokedJtis.includes(record.originJti)) state.revokedJtis.push(record.originJti);
  });
}

/** Revokes every sign-in session of a user (GlobalSignOut, disabling a user). */
export function revokeAllSessions(context: EmulatorContext, sub: string): void {
  context.db.update('identity', (state) => {
    for (const record of state.refreshTokens) {
      if (record.sub !== sub) continue;
      record.revoked = true;
      if (!state.revokedJtis.includes(record.originJti)) state.revokedJtis.push(record.originJti);
    }
  });
}

async function verifyToken<Claims>(
  context: EmulatorContext,
  token: string,
  tokenUse: 'access' | 'id',
): Promise<TokenVerification<Claims>> {
  const payload = await readSignedPayload(token);
  const { config } = context;
  if (
    !payload ||
    payload.token_use !== tokenUse ||
    payload.iss !== issuerOf(config) ||
    (tokenUse === 'access' ? payload.client_id : payload.aud) !== config.userPoolClientId ||
    typeof payload.sub !== 'string' ||
    typeof payload.exp !== 'number' ||
    typeof payload.origin_jti !== 'string' ||
    typeof payload.jti !== 'string'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (nowSeconds() >= payload.exp) return { ok: false, reason: 'expired' };
  const state = context.db.state.identity;
  if (state.revokedJtis.includes(payload.origin_jti) || state.revokedJtis.includes(payload.jti)) {
    return { ok: false, reason: 'revoked' };
  }
  const user = state.users.find((candidate) => candidate.sub === payload.sub);
  if (!user) return { ok: false, reason: 'unknown-user' };
  // A disabled user's tokens stop working at once, as after AdminDisableUser.
  if (!user.enabled) return { ok: false, reason: 'revoked' };
  return { ok: true, user, claims: payload as Claims };
}

/**
 * Checks an access token the way a Cognito-protected API would: our signature, this pool and app client, not
 * expired, not revoked (RevokeToken, GlobalSignOut, disabled user), and the user still exists.
 */
export function verifyAccessToken(
  context: EmulatorContext,
  token: string,
): Promise<TokenVerification<AccessTokenClaims>> {
  return verifyToken<AccessTokenClaims>(context, token, 'access');
}

/** Like `verifyAccessToken`, for id tokens (the identity pool's Logins, APIs that take the id token). */
export function verifyIdToken(
  context: EmulatorContext,
  token: string,
): Promise<TokenVerification<IdTokenClaims>> {
  return verifyToken<IdTokenClaims>(context, token, 'id');
}
