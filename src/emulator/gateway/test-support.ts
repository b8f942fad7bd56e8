/**
 * Test-only helpers for the gateway's tests: the portal's own gateway client with the tokens of the real Amplify
 * session, as the portal's sagas use it. Never imported by application code.
 */
import { fetchAuthSession, signIn } from 'aws-amplify/auth';

import { createGateway, type Gateway } from '@/services/gateway';

import type { EmulatorContext } from '../types';

export { configureAmplify, emulator } from '../cognito/test-support';

export interface TestGateway extends Gateway {
  /** How many times the client gave up on the session (a 401 after a refresh). */
  readonly expired: number;
}

export function portalGateway(context: EmulatorContext): TestGateway {
  let expired = 0;
  const gateway = createGateway(context.config, {
    getTokens: async (forceRefresh) => {
      const { tokens } = await fetchAuthSession({ forceRefresh });
      return tokens?.idToken
        ? { accessToken: tokens.accessToken.toString(), idToken: tokens.idToken.toString() }
        : null;
    },
    onSessionExpired: () => {
      expired += 1;
    },
  });
  return {
    send: gateway.send,
    get expired() {
      return expired;
    },
  };
}

/** Signs in with the real Amplify client and expects to be signed in at once. */
export async function signInAs(account: { email: string; password: string }): Promise<void> {
  const result = await signIn({ username: account.email, password: account.password });
  if (!result.isSignedIn) throw new Error(`${account.email} is not signed in: ${result.nextStep.signInStep}`);
}
