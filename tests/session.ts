import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

import type { EmulatorContext } from '@/emulator';
import { clock } from '@/emulator/core/clock';
import { findUserByLogin } from '@/emulator/modules/cognito/pool';
import { issueTokens } from '@/emulator/modules/cognito/tokens';

type Jwt = Parameters<
  typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens
>[0]['tokens']['accessToken'];

/** A JWT as Amplify keeps it: the token and its decoded claims. */
function decoded(token: string): Jwt {
  const [, payload = ''] = token.split('.');
  const json = new TextDecoder().decode(
    Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)),
  );
  return { payload: JSON.parse(json) as Jwt['payload'], toString: () => token };
}

/**
 * Signs a demo account in without the sign-in dance: the emulated user pool issues the tokens (the same code
 * that answers a completed InitiateAuth, refresh token stored and all) and Amplify keeps them in its token store,
 * as it does after a sign-in. What the app then sees is a session made beforehand, as after a page load; the
 * tests of sign-in itself go through the form and the full SRP flow.
 */
export async function signInDirectly(context: EmulatorContext, login: string): Promise<void> {
  const user = findUserByLogin(context, login);
  if (!user) throw new Error(`No user ${login} in the emulated pool`);
  const result = await issueTokens(context, user);
  const accessToken = decoded(result.AccessToken);
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken: decoded(result.IdToken),
      refreshToken: result.RefreshToken,
      // As Amplify computes it on sign-in: the token's issue time against the clock the app and emulator share.
      clockDrift: Number(accessToken.payload.iat) * 1000 - clock.now(),
      username: user.username,
    },
  });
}
