import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, type SignInOutput, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage as amplifySessionStorage } from 'aws-amplify/utils';

import type { TenantConfig } from '@/config/tenant-schema';

import { ServiceFailure } from './errors';
import { type MfaMethod, normalised } from './identity-shared';

export { type MfaMethod, normalised };

/**
 * The identity service: the only code that talks to Cognito, through aws-amplify v6 so that the production
 * code path is what the emulator and the tests exercise.
 */

/** "Keep me signed in" (docs/design.md §7): tokens in localStorage when chosen, else in sessionStorage. */
const KEEP_SIGNED_IN_KEY = 'assistant-portal.keep-signed-in';

export function configureIdentity(config: TenantConfig) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        identityPoolId: config.identityPoolId,
        loginWith: { email: true },
      },
    },
  });
  chooseTokenStorage(localStorage.getItem(KEEP_SIGNED_IN_KEY) === '1');
}

function chooseTokenStorage(keepSignedIn: boolean) {
  if (keepSignedIn) localStorage.setItem(KEEP_SIGNED_IN_KEY, '1');
  else localStorage.removeItem(KEEP_SIGNED_IN_KEY);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(keepSignedIn ? defaultStorage : amplifySessionStorage);
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


export interface SessionTokens {
  accessToken: string;
  idToken: string;
}

export type SignInResult =
  | { kind: 'signedIn' }
  | { kind: 'newPasswordRequired' }
  | { kind: 'mfaRequired'; method: 'SMS' | 'TOTP' }
  | { kind: 'confirmSignUp' }
  | { kind: 'resetPassword' };

function toSignInResult({ nextStep }: SignInOutput): SignInResult {
  switch (nextStep.signInStep) {
    case 'DONE':
      return { kind: 'signedIn' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'newPasswordRequired' };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { kind: 'mfaRequired', method: 'SMS' };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'mfaRequired', method: 'TOTP' };
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirmSignUp' };
    case 'RESET_PASSWORD':
      return { kind: 'resetPassword' };
    default:
      throw new ServiceFailure({
        code: 'UnsupportedSignInStep',
        status: 0,
        message: `This sign-in step is not supported: ${nextStep.signInStep}`,
      });
  }
}


type AccountCalls = typeof import('./identity-account').accountCalls;

/** A call of the account-management module, which is imported the first time one is made. */
function lazily<K extends keyof AccountCalls>(name: K): AccountCalls[K] {
  const call = async (...args: unknown[]) => {
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
    chooseTokenStorage(input.keepSignedIn);
    return normalised(async () =>
      toSignInResult(
        await signIn({
          username: input.email,
          password: input.password,
          options: { authFlowType: input.flow },
        }),
      ),
    );
  },

  /** Answers the current sign-in challenge: a new password, or an SMS or TOTP code. */
  async answerChallenge(response: string): Promise<SignInResult> {
    return normalised(async () => toSignInResult(await confirmSignIn({ challengeResponse: response })));
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

  /** Current tokens (refreshed by Amplify when expired, or on demand), or null when signed out. */
  async tokens(options: { forceRefresh?: boolean } = {}): Promise<SessionTokens | null> {
    return normalised(async () => {
      const session = await fetchAuthSession({ forceRefresh: options.forceRefresh ?? false });
      const accessToken = session.tokens?.accessToken.toString();
      const idToken = session.tokens?.idToken?.toString();
      return accessToken && idToken ? { accessToken, idToken } : null;
    });
  },

  /** Signs out everywhere this browser knows of, and forgets the stored tokens whatever the network says. */
  async signOut(): Promise<void> {
    try {
      await signOut();
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
