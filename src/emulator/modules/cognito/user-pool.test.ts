/**
 * The emulated user pool against the real, unmodified aws-amplify v6 client.
 */
import {
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { clock } from '../../core/clock';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, SPECIAL_ACCOUNTS } from '../../seed';

import { createPoolUser } from './pool-users';
import type { UserStatus } from './state';
import { callAws, server, withEmulatedAmplify } from './test-support';
import { issueTokens, TOKEN_LIFETIME_SECONDS, verifyAccessToken, verifyIdToken } from './tokens';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;
let context: EmulatorContext;
/** The X-Amz-Target of every request the emulator saw, in order. */
let targets: string[] = [];
/**
 * The user-pool operations called, in order. Identity-pool calls are left out: Amplify fetches AWS credentials
 * in the background after sign-in and with every fetchAuthSession, so their timing is its business.
 */
const userPoolCalls = () =>
  targets
    .filter((target) => target.startsWith('AWSCognitoIdentityProviderService.'))
    .map((target) => target.slice('AWSCognitoIdentityProviderService.'.length));

const recordTarget = ({ request }: { request: Request }) => {
  const target = request.headers.get('x-amz-target');
  if (target) targets.push(target);
};
beforeAll(() => server.events.on('request:start', recordTarget));
afterAll(() => server.events.removeListener('request:start', recordTarget));

// tests/setup/emulator.ts has already started a fresh emulated cloud for the test.
withEmulatedAmplify((started) => {
  context = started;
  targets = [];
});

async function addUser(email: string, password: string, status: UserStatus) {
  const user = await createPoolUser(context.config, {
    email,
    password,
    status,
    attributes: { given_name: 'Sam', 'custom:role': 'user', 'custom:tenant': 'demo-organisation' },
  });
  context.db.update('identity', (state) => {
    state.users.push(user);
  });
  return user;
}

describe('signing in with SRP', () => {
  it('signs in and hands out tokens that carry the user and its attributes', async () => {
    const result = await signIn({ username: administrator.email, password: administrator.password });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(userPoolCalls()).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);

    const { tokens } = await fetchAuthSession();
    const id = tokens?.idToken?.payload ?? {};
    expect(id).toMatchObject({
      sub: administrator.sub,
      'cognito:username': administrator.sub,
      email: administrator.email,
      email_verified: true,
      given_name: 'Alex',
      family_name: 'Morgan',
      'custom:role': 'Administrator',
      'custom:company_name': 'Demo Organisation',
      'custom:title': 'Operations Lead',
      'custom:first_login': '0',
      'custom:tenant': 'demo-organisation',
      token_use: 'id',
      aud: context.config.userPoolClientId,
      iss: `https://cognito-idp.us-east-1.amazonaws.com/${context.config.userPoolId}`,
    });
    expect(id).not.toHaveProperty('phone_number');
    const access = tokens?.accessToken.payload ?? {};
    expect(access).toMatchObject({
      sub: administrator.sub,
      username: administrator.sub,
      client_id: context.config.userPoolClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(access.origin_jti).toEqual(id.origin_jti);
    expect(Number(access.exp) - Number(access.iat)).toBe(TOKEN_LIFETIME_SECONDS);

    const verified = await verifyAccessToken(context, tokens?.accessToken.toString() ?? '');
    expect(verified.ok && verified.user.sub).toBe(administrator.sub);
    const verifiedId = await verifyIdToken(context, tokens?.idToken?.toString() ?? '');
    expect(verifiedId.ok && verifiedId.claims.email).toBe(administrator.email);
  });

  it('finds the user by e-mail whatever its case', async () => {
    const result = await signIn({ username: 'USER@Demo.Example', password: ordinaryUser.password });
    expect(result.isSignedIn).toBe(true);
    expect((await getCurrentUser()).userId).toBe(ordinaryUser.sub);
  });

  it('rejects a wrong password with NotAuthorizedException', async () => {
    await expect(
      signIn({ username: administrator.email, password: 'Wrong-Passw0rd!' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(context.db.state.identity.refreshTokens).toHaveLength(0);
  });

  it('rejects an unknown user with UserNotFoundException', async () => {
    await expect(
      signIn({ username: 'nobody@demo.example', password: 'Demo-Passw0rd!' }),
    ).rejects.toMatchObject({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  it('sends an unconfirmed user, once the password is right, to sign-up confirmation', async () => {
    await addUser('new@demo.example', 'Demo-Passw0rd!', 'UNCONFIRMED');
    await expect(signIn({ username: 'new@demo.example', password: 'Wrong-Passw0rd!' })).rejects.toMatchObject(
      {
        name: 'NotAuthorizedException',
      },
    );
    const result = await signIn({ username: 'new@demo.example', password: 'Demo-Passw0rd!' });
    expect(result).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
  });

  it('reports a required password reset', async () => {
    const { resetRequired } = SPECIAL_ACCOUNTS;
    const result = await signIn({ username: resetRequired.email, password: resetRequired.password });
    expect(result).toEqual({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } });
  });

  it('refuses a disabled user', async () => {
    context.db.update('identity', (state) => {
      const stored = state.users.find((candidate) => candidate.sub === ordinaryUser.sub);
      if (stored) stored.enabled = false;
    });
    await expect(
      signIn({ username: ordinaryUser.email, password: ordinaryUser.password }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });
});

describe('signing in with USER_PASSWORD_AUTH', () => {
  it('signs in with the plain password and rejects a wrong one', async () => {
    await expect(
      signIn({
        username: ordinaryUser.email,
        password: 'Wrong-Passw0rd!',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });

    const result = await signIn({
      username: ordinaryUser.email,
      password: ordinaryUser.password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
    expect(userPoolCalls()).toEqual(['InitiateAuth', 'InitiateAuth']);
    const attributes = await fetchUserAttributes();
    expect(attributes).toMatchObject({
      email: ordinaryUser.email,
      given_name: 'Jamie',
      'custom:role': 'user',
    });
  });
});

describe('a user who must choose a new password', () => {
  it('is challenged, sets a new password with confirmSignIn, and signs in with it afterwards', async () => {
    // The seeded invited user, whose temporary password is in the outbox from the start.
    const invited = SPECIAL_ACCOUNTS.invited;
    expect(context.db.state.outbox.messages).toContainEqual(
      expect.objectContaining({
        to: invited.email,
        subject: 'Your temporary password',
        code: invited.password,
      }),
    );
    const first = await signIn({ username: invited.email, password: invited.password });
    expect(first).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
    });

    await expect(confirmSignIn({ challengeResponse: 'short' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    // No one makes themselves an Administrator on the way.
    await expect(
      confirmSignIn({
        challengeResponse: 'Chosen-Passw0rd!',
        options: { userAttributes: { 'custom:role': 'Administrator' } },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // A password the policy refuses can be corrected within the same Session.
    const confirmed = await confirmSignIn({
      challengeResponse: 'Chosen-Passw0rd!',
      options: { userAttributes: { family_name: 'Taylor' } },
    });
    expect(confirmed).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const stored = context.db.state.identity.users.find((candidate) => candidate.sub === invited.sub);
    expect(stored?.status).toBe('CONFIRMED');
    expect(stored?.attributes.family_name).toBe('Taylor');
    await signOut();

    await expect(signIn({ username: invited.email, password: invited.password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await signIn({ username: invited.email, password: 'Chosen-Passw0rd!' })).isSignedIn).toBe(true);
  });

  it('is challenged in the USER_PASSWORD_AUTH flow too', async () => {
    await addUser('invited2@demo.example', 'Temp-Passw0rd!', 'FORCE_CHANGE_PASSWORD');
    const first = await signIn({
      username: 'invited2@demo.example',
      password: 'Temp-Passw0rd!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    expect((await confirmSignIn({ challengeResponse: 'Chosen-Passw0rd!' })).isSignedIn).toBe(true);
  });
});

describe('the signed-in session', () => {
  it('refreshes tokens with GetTokensFromRefreshToken in the same sign-in session', async () => {
    await signIn({ username: administrator.email, password: administrator.password });
    const before = (await fetchAuthSession()).tokens;
    targets = [];
    // Tokens minted in the same second would be identical but for jti; move the clock to tell them apart.
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() + 60_000 });
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens;
    expect(userPoolCalls()).toEqual(['GetTokensFromRefreshToken']);
    expect(after?.accessToken.toString()).not.toBe(before?.accessToken.toString());
    // 60 s later, give or take the second that may tick between the two readings of the clock.
    const elapsed = Number(after?.accessToken.payload.iat) - Number(before?.accessToken.payload.iat);
    expect(elapsed).toBeGreaterThanOrEqual(60);
    expect(elapsed).toBeLessThanOrEqual(61);
    expect(after?.accessToken.payload.origin_jti).toBe(before?.accessToken.payload.origin_jti);
    expect(after?.idToken?.payload.email).toBe(administrator.email);
    expect(context.db.state.identity.refreshTokens).toHaveLength(1);
  });

  it('refreshes on its own once the access token has expired', async () => {
    await signIn({ username: administrator.email, password: administrator.password });
    const before = (await fetchAuthSession()).tokens;
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() + TOKEN_LIFETIME_SECONDS * 1000 });
    expect((await verifyAccessToken(context, before?.accessToken.toString() ?? '')).ok).toBe(false);
    targets = [];
    const after = (await fetchAuthSession()).tokens;
    expect(userPoolCalls()).toEqual(['GetTokensFromRefreshToken']);
    expect((await verifyAccessToken(context, after?.accessToken.toString() ?? '')).ok).toBe(true);
  });

  it('answers getCurrentUser and fetchUserAttributes (GetUser)', async () => {
    await signIn({ username: administrator.email, password: administrator.password });
    const current = await getCurrentUser();
    expect(current).toMatchObject({ username: administrator.sub, userId: administrator.sub });
    expect(current.signInDetails?.loginId).toBe(administrator.email);
    targets = [];
    const attributes = await fetchUserAttributes();
    expect(userPoolCalls()).toEqual(['GetUser']);
    expect(attributes).toEqual({
      sub: administrator.sub,
      email: administrator.email,
      email_verified: 'true',
      given_name: 'Alex',
      family_name: 'Morgan',
      'custom:tenant': 'demo-organisation',
      'custom:role': 'Administrator',
      'custom:company_name': 'Demo Organisation',
      'custom:title': 'Operations Lead',
      'custom:first_login': '0',
      'custom:create_skill': '0',
    });
  });

  it('signs out with RevokeToken, after which the old tokens are refused', async () => {
    await signIn({ username: administrator.email, password: administrator.password });
    const { tokens } = await fetchAuthSession();
    const refreshToken = context.db.state.identity.refreshTokens[0]?.token ?? '';
    targets = [];
    await signOut();
    expect(userPoolCalls()).toEqual(['RevokeToken']);

    expect(await verifyAccessToken(context, tokens?.accessToken.toString() ?? '')).toEqual({
      ok: false,
      reason: 'revoked',
    });
    expect((await verifyIdToken(context, tokens?.idToken?.toString() ?? '')).ok).toBe(false);
    const getUser = await callAws('AWSCognitoIdentityProviderService.GetUser', {
      AccessToken: tokens?.accessToken.toString(),
    });
    expect(getUser).toMatchObject({
      status: 400,
      errorType: 'NotAuthorizedException',
      body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
    });
    const refresh = await callAws('AWSCognitoIdentityProviderService.GetTokensFromRefreshToken', {
      ClientId: context.config.userPoolClientId,
      RefreshToken: refreshToken,
    });
    expect(refresh.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('signs out everywhere with GlobalSignOut', async () => {
    await signIn({ username: ordinaryUser.email, password: ordinaryUser.password });
    const stored = context.db.state.identity.users.find((candidate) => candidate.sub === ordinaryUser.sub);
    if (!stored) throw new Error('seed has no ordinary user');
    // A second sign-in session of the same user, as on another device.
    const elsewhere = await issueTokens(context, stored);
    targets = [];
    await signOut({ global: true });
    expect(userPoolCalls()).toEqual(['GlobalSignOut']);
    expect(await verifyAccessToken(context, elsewhere.AccessToken)).toEqual({ ok: false, reason: 'revoked' });
    expect(context.db.state.identity.refreshTokens.every((record) => record.revoked)).toBe(true);
  });
});

describe('tokens', () => {
  it('tells expired, tampered, foreign and orphaned tokens apart', async () => {
    const admin = context.db.state.identity.users.find((candidate) => candidate.sub === administrator.sub);
    if (!admin) throw new Error('seed has no administrator');
    const { AccessToken, IdToken } = await issueTokens(context, admin);
    expect((await verifyAccessToken(context, AccessToken)).ok).toBe(true);
    expect(await verifyAccessToken(context, IdToken)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyIdToken(context, AccessToken)).toEqual({ ok: false, reason: 'invalid' });

    const [header, payload, signature] = AccessToken.split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const forged = btoa(JSON.stringify({ ...claims, sub: ordinaryUser.sub }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await verifyAccessToken(context, `${header}.${forged}.${signature}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyAccessToken(context, 'not-a-token')).toEqual({ ok: false, reason: 'invalid' });

    const otherPool = { ...context, config: { ...context.config, userPoolId: 'us-east-1_OtherPool' } };
    expect(await verifyAccessToken(otherPool, AccessToken)).toEqual({ ok: false, reason: 'invalid' });

    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() + TOKEN_LIFETIME_SECONDS * 1000 });
    expect(await verifyAccessToken(context, AccessToken)).toEqual({ ok: false, reason: 'expired' });
    vi.useRealTimers();

    context.db.update('identity', (state) => {
      state.users = state.users.filter((candidate) => candidate.sub !== administrator.sub);
    });
    expect(await verifyAccessToken(context, AccessToken)).toEqual({ ok: false, reason: 'unknown-user' });
  });
});

describe('the wire protocol', () => {
  it('answers AWS JSON errors for bad input, unknown clients and operations not emulated', async () => {
    const unknownOperation = await callAws('AWSCognitoIdentityProviderService.DescribeUserPool', {});
    expect(unknownOperation).toMatchObject({ status: 400, errorType: 'UnknownOperationException' });

    const wrongClient = await callAws('AWSCognitoIdentityProviderService.InitiateAuth', {
      ClientId: 'someone-else',
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: administrator.email, SRP_A: 'abc' },
    });
    expect(wrongClient).toMatchObject({ status: 400, errorType: 'ResourceNotFoundException' });

    const noSrpA = await callAws('AWSCognitoIdentityProviderService.InitiateAuth', {
      ClientId: context.config.userPoolClientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: administrator.email },
    });
    expect(noSrpA.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter SRP_A',
    });

    const staleSession = await callAws('AWSCognitoIdentityProviderService.RespondToAuthChallenge', {
      ClientId: context.config.userPoolClientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: 'made-up',
      ChallengeResponses: { USERNAME: administrator.sub, PASSWORD_CLAIM_SECRET_BLOCK: 'AAAA' },
    });
    expect(staleSession.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('returns the PASSWORD_VERIFIER challenge with the sub as USER_ID_FOR_SRP', async () => {
    const response = await callAws('AWSCognitoIdentityProviderService.InitiateAuth', {
      ClientId: context.config.userPoolClientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: administrator.email, SRP_A: 'abcdef0123' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: {
        USER_ID_FOR_SRP: administrator.sub,
        USERNAME: administrator.sub,
        SALT: expect.stringMatching(/^[0-9a-f]+$/) as unknown,
        SRP_B: expect.stringMatching(/^[0-9a-f]+$/) as unknown,
        SECRET_BLOCK: expect.any(String) as unknown,
      },
      Session: expect.any(String) as unknown,
    });
  });

  it('fails an operation on purpose when a fault is injected', async () => {
    context.faults.add({ operation: 'InitiateAuth', status: 400, message: 'Injected.', times: 1 });
    await expect(
      signIn({ username: administrator.email, password: administrator.password }),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Injected.',
    });
    expect(
      (await signIn({ username: administrator.email, password: administrator.password })).isSignedIn,
    ).toBe(true);
  });
});
