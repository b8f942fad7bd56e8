import { afterEach, describe, expect, it } from 'vitest';

import { getTenantSkill } from '@/contracts/auth';
import { DEMO_ACCOUNTS } from '@/emulator/seed';

import { emulator, server } from '@tests/emulator';

import { createGateway } from './gateway';
import { configureIdentity, hasStoredSession, identity } from './identity';

/** Calls to the emulated Cognito (x-amz-target's operation), to tell whether anything reached it. */
function watchCognito() {
  const operations: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const target = request.headers.get('x-amz-target');
    if (target) operations.push(target.split('.')[1] ?? target);
  };
  server.events.on('request:start', record);
  return { operations, stop: () => server.events.removeListener('request:start', record) };
}

/** A promise that resolves when the test opens it: the demo's cloud starting. */
function gate() {
  let open: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { ready, open };
}

/** Settles pending promise callbacks and the emulator's replies (msw answers in later tasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(async () => {
  configureIdentity(emulator().config);
  await identity.signOut();
});

describe('the stored session, read without Amplify (issue 28 §3)', () => {
  const signIn = (keepSignedIn: boolean) =>
    identity.signIn({ ...DEMO_ACCOUNTS.user, keepSignedIn, flow: 'USER_SRP_AUTH' });

  it('is seen where Amplify keeps the tokens, in the tab or kept signed in, and gone after sign-out', async () => {
    const { config } = emulator();
    configureIdentity(config);
    await identity.signOut();
    expect(hasStoredSession(config)).toBe(false);

    await signIn(false);
    expect(hasStoredSession(config)).toBe(true);
    await identity.signOut();
    expect(hasStoredSession(config)).toBe(false);

    await signIn(true);
    expect(hasStoredSession(config)).toBe(true);
    await identity.signOut();
    expect(hasStoredSession(config)).toBe(false);
  });

  it('ignores another app client’s tokens', async () => {
    const { config } = emulator();
    configureIdentity(config);
    await signIn(false);
    expect(hasStoredSession({ ...config, userPoolClientId: 'another0client' })).toBe(false);
  });
});

describe('Amplify loads on demand', () => {
  it('answers "no session" without Amplify or the cloud when nothing is stored', async () => {
    const { config } = emulator();
    const cloud = gate();
    configureIdentity(config, { cloudReady: cloud.ready });
    const cognito = watchCognito();
    try {
      // The cloud never starts in this test: an answer proves that nothing waited for it.
      await expect(identity.currentUser()).resolves.toBeNull();
      await expect(identity.tokens({ forceRefresh: true })).resolves.toBeNull();
      expect(cognito.operations).toEqual([]);
    } finally {
      cognito.stop();
    }
  });

  it('waits for the emulated cloud before the first call to Cognito', async () => {
    const { config } = emulator();
    const cloud = gate();
    configureIdentity(config, { cloudReady: cloud.ready });
    const cognito = watchCognito();
    try {
      let result: unknown;
      const signingIn = identity
        .signIn({ ...DEMO_ACCOUNTS.user, keepSignedIn: false, flow: 'USER_SRP_AUTH' })
        .then((value) => (result = value));
      await settle();
      expect(result).toBeUndefined();
      expect(cognito.operations).toEqual([]);

      cloud.open();
      await signingIn;
      expect(result).toEqual({ kind: 'signedIn' });
      expect(cognito.operations).toContain('InitiateAuth');
      await expect(identity.currentUser()).resolves.toMatchObject({ email: DEMO_ACCOUNTS.user.email });
    } finally {
      cognito.stop();
      await identity.signOut();
    }
  });
});

describe('the gateway in the demo', () => {
  it('sends nothing before the emulated cloud is ready', async () => {
    const cloud = gate();
    const gateway = createGateway(emulator().config, {
      getTokens: () => Promise.resolve(null),
      onSessionExpired: () => undefined,
      ready: () => cloud.ready,
    });
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.startsWith(emulator().config.apis.portal)) sent.push(request.method);
    };
    server.events.on('request:start', record);
    try {
      let settled = false;
      const reply = gateway.send(getTenantSkill).then(
        () => (settled = true),
        () => (settled = true),
      );
      await settle();
      expect(settled).toBe(false);
      expect(sent).toEqual([]);
      cloud.open();
      await reply;
      // Sent now (the call without a session is refused and tried once more, as always).
      expect(sent).not.toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
