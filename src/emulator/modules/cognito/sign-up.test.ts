/**
 * Trust in self sign-up (issue 10): the organisation and role of a new user are the server's to assign, so
 * that calling SignUp directly, around the portal, cannot join an existing organisation or take a role. Driven
 * with the real aws-amplify v6 client, as an attacker with the pool's public client id would call it.
 */
import { confirmSignUp, fetchAuthSession, signUp, updateUserAttributes } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import * as users from '@/contracts/users';

import { portalGateway, signInWithPassword, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { latestMessageTo } from '../outbox/deliver';

import { callAws, withEmulatedAmplify } from './test-support';

const EMAIL = 'mallory@attacker.example';
const PASSWORD = 'Mall0ry-Passw0rd!';
let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

const storedUser = (email: string) =>
  context.db.state.identity.users.find((candidate) => candidate.attributes.email === email);

/** Signs up with the given attributes, confirms with the outbox's code and signs in. */
async function signUpAndSignIn(email: string, userAttributes: Record<string, string> = {}) {
  await signUp({
    username: email,
    password: PASSWORD,
    options: { userAttributes: { email, ...userAttributes } },
  });
  const code = latestMessageTo(context, email)?.code ?? '';
  await confirmSignUp({ username: email, confirmationCode: code });
  await signInWithPassword({ email, password: PASSWORD });
  return (await fetchAuthSession()).tokens?.idToken?.payload;
}

const listUsers = () => gateway.send(users.listUsers, { PaginationFrom: 0, PaginationLimit: 60 });

describe('self sign-up', () => {
  it('refuses to name an organisation or a role, as Cognito refuses attributes the client may not write', async () => {
    await expect(
      signUp({
        username: EMAIL,
        password: PASSWORD,
        options: {
          userAttributes: { email: EMAIL, 'custom:tenant': DEMO_TENANT, 'custom:role': 'Administrator' },
        },
      }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: expect.stringMatching(/^A client attempted to write unauthorized attribute/) as unknown,
    });
    // Each server-owned attribute alone, whatever its value (even the one the server would choose).
    for (const [name, value] of [
      ['custom:tenant', DEMO_TENANT],
      ['custom:tenant', EMAIL],
      ['custom:role', 'Administrator'],
      ['custom:role', 'user'],
      ['custom:first_login', '0'],
      ['custom:create_skill', '1'],
    ] as const) {
      const reply = await callAws('AWSCognitoIdentityProviderService.SignUp', {
        ClientId: context.config.userPoolClientId,
        Username: EMAIL,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: EMAIL },
          { Name: name, Value: value },
        ],
      });
      expect(reply).toMatchObject({
        status: 400,
        errorType: 'NotAuthorizedException',
        body: { message: `A client attempted to write unauthorized attribute ${name}` },
      });
    }
    expect(storedUser(EMAIL)).toBeUndefined();
    expect(latestMessageTo(context, EMAIL)).toBeUndefined();
  });

  it('creates a new organisation named after the e-mail, of which the user is the Administrator only', async () => {
    const claims = await signUpAndSignIn(EMAIL, { given_name: 'Mallory' });
    expect(claims).toMatchObject({
      email: EMAIL,
      given_name: 'Mallory',
      'custom:tenant': EMAIL,
      'custom:role': 'Administrator',
      'custom:first_login': '1',
      'custom:create_skill': '1',
    });

    // The gateway shows the new organisation alone: no one of the demo organisation.
    const listed = await listUsers();
    expect(listed.data?.TotalUsers).toBe(1);
    expect(listed.data?.Users.map((user) => user.Username)).toEqual([storedUser(EMAIL)?.sub]);
    // An Administrator's power stops at its own organisation.
    await expect(
      gateway.send(users.changeUserRole, { Username: DEMO_ACCOUNTS.administrator.sub, NewRole: 'user' }),
    ).rejects.toMatchObject({ status: 404 });
    expect(
      context.db.state.identity.users.find((user) => user.sub === DEMO_ACCOUNTS.administrator.sub),
    ).toMatchObject({
      attributes: { 'custom:role': 'Administrator', 'custom:tenant': DEMO_TENANT },
    });

    // Nor can the new user move afterwards.
    for (const name of ['custom:tenant', 'custom:role', 'custom:first_login', 'custom:create_skill']) {
      await expect(updateUserAttributes({ userAttributes: { [name]: DEMO_TENANT } })).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    }
    expect(storedUser(EMAIL)?.attributes['custom:tenant']).toBe(EMAIL);
  });

  it('never hands out the id of an existing organisation, and picks the same free one for the same state', async () => {
    context.db.update(['identity', 'tenancy'], (state) => {
      // An organisation already goes by this address: its founder signed up with it, then changed e-mail.
      for (const user of state.identity.users) {
        if (user.attributes['custom:tenant'] === OTHER_ORGANISATION.tenant)
          user.attributes['custom:tenant'] = EMAIL;
      }
      // A record alone keeps an id taken too, with no user left in that organisation.
      state.tenancy.skills.push({
        ID: 'orphaned-skill',
        appId: 'orphaned-app',
        lex_bot_name: 'Orphaned',
        tenant: `${EMAIL}#2`,
        botAliasName: 'orphaned',
      });
    });
    const claims = await signUpAndSignIn(EMAIL.toUpperCase());
    expect(claims?.['custom:tenant']).toBe(`${EMAIL}#3`);
    const listed = await listUsers();
    expect(listed.data?.Users.map((user) => user.Username)).toEqual([storedUser(EMAIL.toUpperCase())?.sub]);
  });

  it("prefixes 'dev-' in the development API (spec 1 §4)", async () => {
    context.config = { ...context.config, apiMode: 'development' };
    await signUp({ username: EMAIL, password: PASSWORD, options: { userAttributes: { email: EMAIL } } });
    expect(storedUser(EMAIL)?.attributes['custom:tenant']).toBe(`dev-${EMAIL}`);
  });
});
