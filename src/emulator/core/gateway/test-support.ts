/**
 * Test-only helpers for the gateway's tests: the portal's own gateway client with the tokens of the real Amplify
 * session, as the portal's sagas use it. Never imported by application code.
 */
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';

import { createGateway, type Gateway } from '@/services/gateway';
import type { SessionTokens } from '@/services/identity';

import { signInDirectly } from '@tests/session';

import { enabledMfa, findUserByLogin } from '../../modules/cognito/pool';
import { emulator, withEmulatedAmplify } from '../../modules/cognito/test-support';
import type { EmulatorContext } from '../types';

export { configureAmplify, emulator } from '../../modules/cognito/test-support';

export interface TestGateway extends Gateway {
  /** How many times the client gave up on the session (a 401 after a refresh). */
  readonly expired: number;
}

/** The tokens of the real Amplify session, as the portal's identity service hands them to its clients. */
export async function amplifyTokens(forceRefresh: boolean): Promise<SessionTokens | null> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  return tokens?.idToken
    ? { accessToken: tokens.accessToken.toString(), idToken: tokens.idToken.toString() }
    : null;
}

export function portalGateway(context: EmulatorContext): TestGateway {
  let expired = 0;
  const gateway = createGateway(context.config, {
    getTokens: amplifyTokens,
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

/** Signs in with the real Amplify client (the full SRP exchange) and expects to be signed in at once. */
export async function signInWithPassword(account: { email: string; password: string }): Promise<void> {
  const result = await signIn({ username: account.email, password: account.password });
  if (!result.isSignedIn) throw new Error(`${account.email} is not signed in: ${result.nextStep.signInStep}`);
}

/**
 * Starts a session for an account that signs in at once (confirmed, enabled, no second factor), with tokens the
 * emulated pool issues as after a sign-in (tests/session.ts). The SRP exchange costs ~300 ms of big-number
 * arithmetic a call, and these tests are about what the gateway does for the caller, not about signing in: the
 * tests of signing in use `signInWithPassword` or Amplify's `signIn`. An account that could not sign in at once
 * is refused here too, so that no test gets a session the pool would not have given.
 */
export async function signInAs(account: { email: string }): Promise<void> {
  const context = emulator();
  const user = findUserByLogin(context, account.email);
  if (!user || user.status !== 'CONFIRMED' || !user.enabled || enabledMfa(user).length > 0) {
    throw new Error(
      `${account.email} cannot sign in at once: use signInWithPassword to see the pool's answer`,
    );
  }
  await signInDirectly(context, account.email);
}

/** Signs out whoever is signed in, then `account` in: for tests that switch between callers. */
export async function switchTo(account: { email: string }): Promise<void> {
  await signOut();
  await signInAs(account);
}

/**
 * A file of gateway tests: every test gets its fresh emulated cloud with real Amplify (withEmulatedAmplify) and
 * the portal's gateway client for it. Read `context` and `gateway` inside a test, once it has started.
 */
export function withPortalGateway(): { readonly context: EmulatorContext; readonly gateway: TestGateway } {
  let started: { context: EmulatorContext; gateway: TestGateway } | undefined;
  withEmulatedAmplify((context) => {
    started = { context, gateway: portalGateway(context) };
  });
  const current = () => {
    if (!started) throw new Error('No test has started: read the context and gateway inside a test');
    return started;
  };
  return {
    get context() {
      return current().context;
    },
    get gateway() {
      return current().gateway;
    },
  };
}
