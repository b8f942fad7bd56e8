import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, type SignInOutput, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage as amplifySessionStorage } from 'aws-amplify/utils';

import type { TenantConfig } from '@/config/tenant-schema';

import { ServiceFailure } from './errors';
import { KEEP_SIGNED_IN_KEY, type SessionTokens, type SignInResult } from './identity-shared';

/**
 * The identity service's Cognito client: aws-amplify v6, loaded with `import()` by `identity.ts` the first time
 * the portal needs Cognito (a sign-in, a stored session to read, an account call), never before the sign-in page
 * paints (issue 28 §3, docs/adr/0017). Only `identity.ts` and the modules it loads import this one.
 */

export function configure(config: TenantConfig) {
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

export async function signInWith(input: {
  email: string;
  password: string;
  keepSignedIn: boolean;
  flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
}): Promise<SignInResult> {
  chooseTokenStorage(input.keepSignedIn);
  return toSignInResult(
    await signIn({ username: input.email, password: input.password, options: { authFlowType: input.flow } }),
  );
}

export async function answerChallenge(response: string): Promise<SignInResult> {
  return toSignInResult(await confirmSignIn({ challengeResponse: response }));
}

export async function tokens(forceRefresh: boolean): Promise<SessionTokens | null> {
  const session = await fetchAuthSession({ forceRefresh });
  const accessToken = session.tokens?.accessToken.toString();
  const idToken = session.tokens?.idToken?.toString();
  return accessToken && idToken ? { accessToken, idToken } : null;
}

export async function signOutEverywhere(): Promise<void> {
  await signOut();
}
