/**
 * The emulated identity pool against the real aws-amplify v6 client (fetchAuthSession's credentials and
 * identityId) and on the wire.
 */
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { clock } from '../../core/clock';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS } from '../../seed';

import { callAws, configureAmplify, emulator } from './test-support';
import { issueTokens } from './tokens';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;
const IDENTITY_HOST = 'https://cognito-identity.us-east-1.amazonaws.com/';
let context: EmulatorContext;
let loginsKey = '';

// tests/setup/emulator.ts has already started a fresh emulated cloud for the test.
beforeEach(() => {
  context = emulator();
  loginsKey = `cognito-idp.us-east-1.amazonaws.com/${context.config.userPoolId}`;
  configureAmplify(context.config);
});

afterEach(async () => {
  await signOut();
  // Guest access must not leak into later test files, which share this Amplify (isolate: false).
  configureAmplify(context.config);
  localStorage.clear();
  sessionStorage.clear();
});

async function idTokenOf(sub: string): Promise<string> {
  const user = context.db.state.identity.users.find((candidate) => candidate.sub === sub);
  if (!user) throw new Error(`no user ${sub}`);
  return (await issueTokens(context, user)).IdToken;
}

describe('AWS credentials for a signed-in user', () => {
  it('gives a stable identity per user and temporary credentials', async () => {
    await signIn({ username: administrator.email, password: administrator.password });
    const session = await fetchAuthSession();
    const identityId = context.db.state.identity.identities[administrator.sub];
    expect(identityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    expect(session.identityId).toBe(identityId);
    expect(session.credentials?.accessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(session.credentials?.secretAccessKey).toBeTruthy();
    expect(session.credentials?.sessionToken).toBeTruthy();
    const expiresIn = (session.credentials?.expiration?.getTime() ?? 0) - clock.now();
    expect(expiresIn).toBeGreaterThan(55 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);

    await signOut();
    await signIn({ username: administrator.email, password: administrator.password });
    expect((await fetchAuthSession()).identityId).toBe(identityId);

    await signOut();
    await signIn({ username: ordinaryUser.email, password: ordinaryUser.password });
    const other = (await fetchAuthSession()).identityId;
    expect(other).toBe(context.db.state.identity.identities[ordinaryUser.sub]);
    expect(other).not.toBe(identityId);
  });

  it('refuses logins that are not valid id tokens of this pool', async () => {
    const idToken = await idTokenOf(administrator.sub);
    const pool = { IdentityPoolId: context.config.identityPoolId };

    expect(
      await callAws(
        'AWSCognitoIdentityService.GetId',
        { ...pool, Logins: { [loginsKey]: 'junk' } },
        IDENTITY_HOST,
      ),
    ).toMatchObject({ status: 400, errorType: 'NotAuthorizedException' });
    expect(
      await callAws(
        'AWSCognitoIdentityService.GetId',
        { ...pool, Logins: { 'accounts.google.com': idToken } },
        IDENTITY_HOST,
      ),
    ).toMatchObject({
      errorType: 'NotAuthorizedException',
      body: { message: 'Token is not from a supported provider of this identity pool.' },
    });
    const accessToken = (await issueTokens(context, context.db.state.identity.users[0] ?? fail()))
      .AccessToken;
    expect(
      await callAws(
        'AWSCognitoIdentityService.GetId',
        { ...pool, Logins: { [loginsKey]: accessToken } },
        IDENTITY_HOST,
      ),
    ).toMatchObject({ errorType: 'NotAuthorizedException' });
    expect(
      await callAws(
        'AWSCognitoIdentityService.GetId',
        {
          IdentityPoolId: 'us-east-1:00000000-0000-4000-8000-00000000ffff',
          Logins: { [loginsKey]: idToken },
        },
        IDENTITY_HOST,
      ),
    ).toMatchObject({ errorType: 'ResourceNotFoundException' });

    const { body } = await callAws(
      'AWSCognitoIdentityService.GetId',
      { ...pool, Logins: { [loginsKey]: idToken } },
      IDENTITY_HOST,
    );
    expect(body).toEqual({ IdentityId: context.db.state.identity.identities[administrator.sub] });
  });

  it("never hands a user's identity out without that user's login", async () => {
    const adminToken = await idTokenOf(administrator.sub);
    const { body } = await callAws(
      'AWSCognitoIdentityService.GetId',
      { IdentityPoolId: context.config.identityPoolId, Logins: { [loginsKey]: adminToken } },
      IDENTITY_HOST,
    );
    const identityId = body.IdentityId;
    expect(
      await callAws(
        'AWSCognitoIdentityService.GetCredentialsForIdentity',
        { IdentityId: identityId },
        IDENTITY_HOST,
      ),
    ).toMatchObject({ status: 400, errorType: 'NotAuthorizedException' });
    expect(
      await callAws(
        'AWSCognitoIdentityService.GetCredentialsForIdentity',
        { IdentityId: identityId, Logins: { [loginsKey]: await idTokenOf(ordinaryUser.sub) } },
        IDENTITY_HOST,
      ),
    ).toMatchObject({ errorType: 'NotAuthorizedException' });
    const own = await callAws(
      'AWSCognitoIdentityService.GetCredentialsForIdentity',
      { IdentityId: identityId, Logins: { [loginsKey]: adminToken } },
      IDENTITY_HOST,
    );
    expect(own.body).toMatchObject({
      IdentityId: identityId,
      Credentials: { Expiration: expect.any(Number) as unknown },
    });
  });
});

describe('guest access', () => {
  it('gives a guest identity, which the guest keeps on signing in', async () => {
    configureAmplify(context.config, { allowGuestAccess: true });
    const guest = await fetchAuthSession();
    expect(guest.tokens).toBeUndefined();
    expect(guest.identityId).toMatch(/^us-east-1:/);
    expect(guest.credentials?.accessKeyId).toMatch(/^ASIA/);
    expect(context.db.state.identity.identities).toEqual({});

    await signIn({ username: ordinaryUser.email, password: ordinaryUser.password });
    const signedIn = await fetchAuthSession();
    expect(signedIn.identityId).toBe(guest.identityId);
    expect(context.db.state.identity.identities[ordinaryUser.sub]).toBe(guest.identityId);
  });
});

function fail(): never {
  throw new Error('the seed has no users');
}
