import type { TenantConfig } from '@/config/tenant-schema';

import {
  KEEP_SIGNED_IN_KEY,
  type MfaMethod,
  normalised,
  type SessionTokens,
  type SignInResult,
} from './identity-shared';

export { type MfaMethod, normalised, type SessionTokens, type SignInResult };

/**
 * The identity service: the only code that talks to Cognito, through aws-amplify v6 so that the production
 * code path is what the emulator and the tests exercise. Amplify was 35 of the sign-in page's 241 KiB (gzip),
 * and a visitor without a session needs none of it to see the form: it loads with `import()` on the first call
 * that needs Cognito (identity-amplify.ts), i.e. on submit, or at start-up only when a stored session exists
 * (docs/adr/0017-identity-loads-on-demand.md).
 */

type AmplifyIdentity = typeof import('./identity-amplify');

let tenant: TenantConfig | undefined;
/** The demo's emulated cloud: Cognito answers only once its service worker runs (main.tsx). */
let cloudReady: Promise<unknown> = Promise.resolve();
let loading: Promise<AmplifyIdentity> | undefined;

/**
 * Sets the tenant whose user pool the service talks to; Amplify is (re)configured with it on the next call.
 * `cloudReady` is the emulated cloud's start in the demo: nothing is sent to Cognito before it resolves.
 */
export function configureIdentity(config: TenantConfig, options: { cloudReady?: Promise<unknown> } = {}) {
  tenant = config;
  cloudReady = options.cloudReady ?? Promise.resolve();
  loading = undefined;
}

/** Amplify, loaded once and configured for the current tenant; a failed load is tried again by the next call. */
function amplify(): Promise<AmplifyIdentity> {
  const config = tenant;
  if (!config)
    return Promise.reject(new Error('The identity service is not configured (configureIdentity).'));
  if (loading) return loading;
  const attempt = (async () => {
    // Downloaded while the demo's cloud starts, not after it: only the requests wait for the cloud.
    const [module] = await Promise.all([import('./identity-amplify'), cloudReady]);
    module.configure(config);
    return module;
  })();
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
}

/** Amplify's key prefix for the user pool's tokens (`<prefix>.<client id>.<username>.accessToken`). */
const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/**
 * Whether Amplify's token store may hold a session, read without Amplify: an access token of this app client
 * in the storage "Keep me signed in" chose, which is where Amplify looks. A false "yes" only loads Amplify
 * early; a false "no" would show a signed-in user the sign-in page, so identity.test.ts checks the key shape
 * against Amplify's own sign-in and sign-out.
 */
export function hasStoredSession(config: TenantConfig): boolean {
  const storage = localStorage.getItem(KEEP_SIGNED_IN_KEY) === '1' ? localStorage : sessionStorage;
  const prefix = `${TOKEN_KEY_PREFIX}.${config.userPoolClientId}.`;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix) && key.endsWith('.accessToken')) return true;
  }
  return false;
}

export type Role = 'Administrator' | 'user';

export interface SignedInUser {
  username: string;
  sub: string;
  email: string;
  /** Every attribute of the id token (standard and custom:*), as strings. */
  attributes: Record<string, string>;
  role: Role;
  tenant: string;
  displayName: string;
}

type AccountCalls = typeof import('./identity-account').accountCalls;

/** A call of the account-management module, which is imported the first time one is made. */
function lazily<K extends keyof AccountCalls>(name: K): AccountCalls[K] {
  const call = async (...args: unknown[]) => {
    // Account calls are Amplify's too: it is loaded and configured first.
    await normalised(amplify);
    const { accountCalls } = await import('./identity-account');
    return (accountCalls[name] as (...params: unknown[]) => Promise<unknown>)(...args);
  };
  return call as unknown as AccountCalls[K];
}

export const identity = {
  async signIn(input: {
    email: string;
    password: string;
    keepSignedIn: boolean;
    flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  }): Promise<SignInResult> {
    return normalised(async () => (await amplify()).signInWith(input));
  },

  /** Answers the current sign-in challenge: a new password, or an SMS or TOTP code. */
  async answerChallenge(response: string): Promise<SignInResult> {
    return normalised(async () => (await amplify()).answerChallenge(response));
  },

  /**
   * Loads and configures Amplify, for the AWS SDK clients that read its credentials themselves (the bot, voice,
   * storage and queue services, src/services/index.ts).
   */
  async load(): Promise<void> {
    await normalised(amplify);
  },

  // Account management loads on first use: the sign-in page only needs the calls above and below.
  signUp: lazily('signUp'),
  confirmSignUp: lazily('confirmSignUp'),
  resendSignUpCode: lazily('resendSignUpCode'),
  requestPasswordReset: lazily('requestPasswordReset'),
  confirmPasswordReset: lazily('confirmPasswordReset'),
  changePassword: lazily('changePassword'),
  fetchAttributes: lazily('fetchAttributes'),
  updateAttributes: lazily('updateAttributes'),
  deleteAttributes: lazily('deleteAttributes'),
  sendPhoneVerificationCode: lazily('sendPhoneVerificationCode'),
  verifyPhone: lazily('verifyPhone'),
  fetchMfaPreference: lazily('fetchMfaPreference'),
  setMfaPreference: lazily('setMfaPreference'),
  startTotpSetup: lazily('startTotpSetup'),
  verifyTotpSetup: lazily('verifyTotpSetup'),

  /** The signed-in user from the current tokens, or null when there is no valid session. */
  async currentUser(options: { forceRefresh?: boolean } = {}): Promise<SignedInUser | null> {
    const tokens = await identity.tokens(options);
    return tokens ? userFromIdToken(tokens.idToken) : null;
  },

  /**
   * Current tokens (refreshed by Amplify when expired, or on demand), or null when signed out. Without a stored
   * access token the answer is null without asking Amplify, which reads the same storage and would say the
   * same: a visitor who is not signed in never downloads it before submitting the form.
   */
  async tokens(options: { forceRefresh?: boolean } = {}): Promise<SessionTokens | null> {
    if (tenant && !hasStoredSession(tenant)) return null;
    return normalised(async () => (await amplify()).tokens(options.forceRefresh ?? false));
  },

  /** Signs out everywhere this browser knows of, and forgets the stored tokens whatever the network says. */
  async signOut(): Promise<void> {
    try {
      await (await amplify()).signOutEverywhere();
    } catch {
      // The tokens are removed locally even when revocation fails (offline, already revoked): sign-out wins.
    } finally {
      localStorage.removeItem(KEEP_SIGNED_IN_KEY);
    }
  },
};

/** Amplify does not verify signatures either: the id token's payload is the source of the user's attributes. */
export function userFromIdToken(idToken: string): SignedInUser {
  const payload = idToken.split('.')[1] ?? '';
  const claims = JSON.parse(
    new TextDecoder().decode(
      Uint8Array.from(
        atob(payload.replace(/-/g, '+').replace(/_/g, '/')),
        (char) => char.codePointAt(0) ?? 0,
      ),
    ),
  ) as Record<string, unknown>;
  const attributes = Object.fromEntries(
    Object.entries(claims)
      .filter(
        ([, value]) => typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number',
      )
      .map(([key, value]) => [key, String(value)]),
  );
  const role: Role = attributes['custom:role'] === 'Administrator' ? 'Administrator' : 'user';
  const fullName = [attributes.given_name, attributes.family_name].filter(Boolean).join(' ');
  return {
    username: attributes['cognito:username'] ?? attributes.sub ?? '',
    sub: attributes.sub ?? '',
    email: attributes.email ?? '',
    attributes,
    role,
    tenant: attributes['custom:tenant'] ?? '',
    displayName: attributes.nickname || fullName || attributes.email || '',
  };
}
