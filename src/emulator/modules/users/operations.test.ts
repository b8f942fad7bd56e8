/**
 * The tenant's user operations (ListUsers2, InviteUser, ReinviteUser, ChangeUserRole) through the portal's own
 * gateway client and the real Amplify session.
 */
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import * as contract from '@/contracts/users';

import { withAnyFields } from '@tests/operations';

import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TEAM, DEMO_TENANT, OTHER_ORGANISATION, SPECIAL_ACCOUNTS } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';
import { latestMessageTo } from '../outbox/deliver';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;
const { invited } = SPECIAL_ACCOUNTS;
/** The demo organisation: the demo accounts, the reset and invited special accounts, and the team. */
const DEMO_ORGANISATION_SIZE = Object.keys(DEMO_ACCOUNTS).length + 2 + DEMO_TEAM.length;

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

// Any values, typed or not: the server must refuse what the portal would never send.
const listUsers = (from: unknown, limit: unknown, search?: unknown) =>
  gateway.send(withAnyFields(contract.listUsers), {
    PaginationFrom: from,
    PaginationLimit: limit,
    ...(search === undefined ? {} : { Search: search }),
  });

const invite = (email: string, userType?: string, tenant: string = DEMO_TENANT) =>
  gateway.send(withAnyFields(contract.inviteUser), {
    FormParams: { email, tenant, ...(userType ? { userType } : {}) },
  });

const reinvite = (email: string) => gateway.send(contract.reinviteUser, { UserEmail: email });

const changeRole = (username: string, role: string) =>
  gateway.send(withAnyFields(contract.changeUserRole), { Username: username, NewRole: role });

const attribute = (user: { Attributes: { Name: string; Value: string }[] }, name: string) =>
  user.Attributes.find((entry) => entry.Name === name)?.Value;

const storedUser = (email: string) =>
  context.db.state.identity.users.find(
    (user) => user.attributes.email?.toLowerCase() === email.toLowerCase(),
  );

describe(contract.listUsers.apiCall, () => {
  it('pages through the tenant’s users by e-mail, as Cognito lists them', async () => {
    await signInAs(administrator);
    const first = await listUsers(0, 5);
    expect(first.code).toBe(200);
    expect(first.data?.TotalUsers).toBe(DEMO_ORGANISATION_SIZE);
    expect(first.data?.Users).toHaveLength(5);

    const emails: string[] = [];
    for (let from = 0; from < DEMO_ORGANISATION_SIZE; from += 20) {
      // Numbers or numeric strings, as the portal's query state has them.
      const page = await listUsers(String(from), '20');
      expect(page.data?.TotalUsers).toBe(DEMO_ORGANISATION_SIZE);
      emails.push(...(page.data?.Users ?? []).map((user) => attribute(user, 'email') ?? ''));
    }
    expect(emails).toHaveLength(DEMO_ORGANISATION_SIZE);
    expect(new Set(emails).size).toBe(DEMO_ORGANISATION_SIZE);
    expect(emails).toEqual(emails.toSorted((a, b) => a.localeCompare(b)));
    expect(emails).toContain(administrator.email);
    expect(emails).toContain(invited.email);
    expect(emails).not.toContain(SPECIAL_ACCOUNTS.newAdministrator.email);

    const lastPage = await listUsers(60, 60);
    expect(lastPage.data?.Users).toHaveLength(DEMO_ORGANISATION_SIZE - 60);
    expect(await listUsers(1000, 10)).toEqual({
      code: 200,
      data: { Users: [], TotalUsers: DEMO_ORGANISATION_SIZE, Owner: administrator.sub },
    });

    const all = (await listUsers(0, 60)).data?.Users ?? [];
    const admin = all.find((user) => attribute(user, 'email') === administrator.email);
    expect(admin).toEqual({
      Username: administrator.sub,
      Attributes: expect.arrayContaining([
        { Name: 'sub', Value: administrator.sub },
        { Name: 'email', Value: administrator.email },
        { Name: 'given_name', Value: administrator.givenName },
        { Name: 'family_name', Value: administrator.familyName },
        { Name: 'custom:role', Value: 'Administrator' },
        { Name: 'custom:tenant', Value: DEMO_TENANT },
        { Name: 'custom:company_name', Value: 'Demo Organisation' },
      ]) as unknown,
      UserStatus: 'CONFIRMED',
      Enabled: true,
      UserCreateDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    expect(admin?.Attributes[0]).toEqual({ Name: 'sub', Value: administrator.sub });
    const statuses = new Set(all.map((user) => user.UserStatus));
    expect(statuses).toEqual(
      new Set(['CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'UNCONFIRMED', 'RESET_REQUIRED']),
    );
    expect(all.some((user) => attribute(user, 'nickname'))).toBe(true);
  });

  it('lists for an ordinary user too, and refuses bad pagination with 400', async () => {
    await signInAs(ordinaryUser);
    expect((await listUsers(5, 5)).data?.Users).toHaveLength(5);
    for (const [from, limit] of [
      [0, 0],
      [0, 61],
      [-1, 5],
      ['abc', 5],
      [0, '5.5'],
      [1.5, 5],
      [undefined, 5],
      [0, undefined],
    ]) {
      await expect(listUsers(from, limit)).rejects.toMatchObject({ status: 400 });
    }
  });

  it('shows each organisation only its own users', async () => {
    await signInAs(OTHER_ORGANISATION.user);
    const harbour = await listUsers(0, 60);
    expect(harbour.data?.TotalUsers).toBe(2);
    expect(harbour.data?.Users.map((user) => attribute(user, 'email'))).toEqual([
      OTHER_ORGANISATION.administrator.email,
      OTHER_ORGANISATION.user.email,
    ]);
    await signOut();
    await signInAs(SPECIAL_ACCOUNTS.newAdministrator);
    expect((await listUsers(0, 60)).data?.Users.map((user) => user.Username)).toEqual([
      SPECIAL_ACCOUNTS.newAdministrator.sub,
    ]);
  });

  it('searches names and e-mails, ignoring case, and counts the matches', async () => {
    await signInAs(ordinaryUser);
    const emailsOf = (reply: contract.ListUsersReply) =>
      reply.data?.Users.map((user) => attribute(user, 'email')) ?? [];
    // A full name: given and family name together, whatever the case and surrounding spaces.
    const byName = await listUsers(
      0,
      60,
      `  ${administrator.givenName} ${administrator.familyName}`.toUpperCase(),
    );
    expect(emailsOf(byName)).toEqual([administrator.email]);
    expect(byName.data).toMatchObject({ TotalUsers: 1, Owner: administrator.sub });
    // Part of an e-mail address: every match, paged like the whole list.
    const byDomainPart = await listUsers(0, 5, '@DEMO.example');
    expect(byDomainPart.data?.TotalUsers).toBe(DEMO_ORGANISATION_SIZE);
    expect(byDomainPart.data?.Users).toHaveLength(5);
    const member = DEMO_TEAM[0]!;
    expect(emailsOf(await listUsers(0, 60, member.email.split('@')[0]))).toEqual([member.email]);
    // Nothing matches: an empty page, not an error. An empty search lists everyone.
    expect((await listUsers(0, 60, 'nobody-by-this-name')).data).toMatchObject({ Users: [], TotalUsers: 0 });
    expect((await listUsers(0, 5, '   ')).data?.TotalUsers).toBe(DEMO_ORGANISATION_SIZE);
  });

  it('never finds another organisation’s users, and refuses a search that is not short text (400)', async () => {
    await signInAs(OTHER_ORGANISATION.user);
    for (const search of [administrator.email, 'demo.example', administrator.familyName, '@']) {
      const reply = await listUsers(0, 60, search);
      expect(reply.data?.Users.map((user) => attribute(user, 'custom:tenant'))).not.toContain(DEMO_TENANT);
      expect(reply.data?.Users.map((user) => attribute(user, 'email'))).not.toContain(administrator.email);
    }
    expect((await listUsers(0, 60, 'demo.example')).data?.TotalUsers).toBe(0);
    // The owner named is their own organisation's.
    expect((await listUsers(0, 60)).data?.Owner).toBe(OTHER_ORGANISATION.administrator.sub);
    for (const search of ['x'.repeat(101), { $regex: '.*' }, ['a'], 42, true]) {
      await expect(listUsers(0, 60, search)).rejects.toMatchObject({ status: 400 });
    }
    expect((await listUsers(0, 60, 'x'.repeat(100))).data?.TotalUsers).toBe(0);
  });

  it('answers 401 without a session and honours injected faults', async () => {
    await expect(listUsers(0, 5)).rejects.toMatchObject({ status: 401 });
    await signInAs(administrator);
    context.faults.add({ operation: contract.listUsers.apiCall, status: 500, times: 1 });
    await expect(listUsers(0, 5)).rejects.toMatchObject({ status: 500 });
    expect((await listUsers(0, 5)).code).toBe(200);
  });
});

describe(contract.inviteUser.apiCall, () => {
  it('creates an invited user whose temporary password in the outbox signs in and must be changed', async () => {
    const email = 'new.colleague@demo.example';
    await signInAs(administrator);
    expect(await invite(email, 'user')).toEqual({
      status: 'success',
      message: `Invitation sent to ${email}.`,
      code: 200,
    });
    const created = storedUser(email);
    expect(created).toMatchObject({
      status: 'FORCE_CHANGE_PASSWORD',
      attributes: {
        email,
        'custom:tenant': DEMO_TENANT,
        'custom:role': 'user',
        'custom:first_login': '0',
        'custom:company_name': 'Demo Organisation',
      },
    });
    expect(context.db.state.users.dbUsers).toContainEqual(
      expect.objectContaining({ sub: created?.sub, tenant: DEMO_TENANT, email }),
    );
    const message = latestMessageTo(context, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your temporary password' });
    const temporary = message?.code ?? '';
    expect(temporary).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12}$/);
    expect(message?.body).toContain('Demo Organisation');
    expect(message?.body).toContain(temporary);
    expect(message?.body).toContain(email);

    const listed = (await listUsers(0, 60)).data;
    expect(listed?.TotalUsers).toBe(DEMO_ORGANISATION_SIZE + 1);
    expect(listed?.Users.find((user) => attribute(user, 'email') === email)?.UserStatus).toBe(
      'FORCE_CHANGE_PASSWORD',
    );
    await signOut();

    const first = await signIn({ username: email, password: temporary });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    expect(await confirmSignIn({ challengeResponse: 'Chosen-Passw0rd!' })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    await signOut();

    await signInAs(administrator);
    const after = (await listUsers(0, 60)).data?.Users.find((user) => attribute(user, 'email') === email);
    expect(after?.UserStatus).toBe('CONFIRMED');
  });

  it('lets anyone invite a user, only an Administrator invite an Administrator, into their own tenant only', async () => {
    await signInAs(ordinaryUser);
    expect(await invite('helper@demo.example')).toMatchObject({ status: 'success', code: 200 });
    expect(storedUser('helper@demo.example')?.attributes['custom:role']).toBe('user');
    await expect(invite('boss@demo.example', 'Administrator')).rejects.toMatchObject({ status: 403 });
    await expect(invite('spy@demo.example', 'user', OTHER_ORGANISATION.tenant)).rejects.toMatchObject({
      status: 403,
    });
    expect(storedUser('boss@demo.example')).toBeUndefined();
    expect(storedUser('spy@demo.example')).toBeUndefined();
    await signOut();

    await signInAs(administrator);
    expect(await invite('boss@demo.example', 'Administrator')).toMatchObject({ status: 'success' });
    expect(storedUser('boss@demo.example')?.attributes['custom:role']).toBe('Administrator');
  });

  it('answers an existing e-mail, in any organisation, with status error and 409', async () => {
    await signInAs(administrator);
    const outboxBefore = context.db.state.outbox.messages.length;
    const exists = { status: 'error', message: 'An account with the given email already exists.', code: 409 };
    // HTTP 200 with a refusal in the body: the portal's client turns it into a typed failure carrying the body.
    await expect(invite(ordinaryUser.email.toUpperCase())).rejects.toMatchObject({
      status: 409,
      reply: exists,
    });
    await expect(invite(OTHER_ORGANISATION.user.email)).rejects.toMatchObject({ status: 409, reply: exists });
    expect(context.db.state.outbox.messages).toHaveLength(outboxBefore);
  });

  it('validates the e-mail, tenant and user type', async () => {
    await signInAs(administrator);
    await expect(invite('not-an-email')).rejects.toMatchObject({
      status: 400,
      message: 'email must be a valid e-mail address.',
    });
    await expect(invite('')).rejects.toMatchObject({ status: 400, message: 'email is required.' });
    await expect(invite('someone@demo.example', 'Owner')).rejects.toMatchObject({ status: 400 });
    await expect(invite('someone@demo.example', 'user', '')).rejects.toMatchObject({
      status: 400,
      message: 'tenant is required.',
    });
    expect(storedUser('someone@demo.example')).toBeUndefined();
  });
});

describe(contract.reinviteUser.apiCall, () => {
  it('sends an invited user a new temporary password, which replaces the old one', async () => {
    await signInAs(administrator);
    expect(await reinvite(invited.email)).toMatchObject({ code: 200 });
    const message = latestMessageTo(context, invited.email);
    const temporary = message?.code ?? '';
    expect(message?.subject).toBe('Your temporary password');
    expect(temporary).not.toBe(invited.password);
    expect(storedUser(invited.email)?.status).toBe('FORCE_CHANGE_PASSWORD');
    await signOut();

    await expect(signIn({ username: invited.email, password: invited.password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const first = await signIn({ username: invited.email, password: temporary });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
  });

  it('refuses confirmed users (400), other organisations’ users (404) and ordinary users (403)', async () => {
    await signInAs(administrator);
    await expect(reinvite(ordinaryUser.email)).rejects.toMatchObject({
      status: 400,
      message: 'Only invited users can be re-invited.',
    });
    await expect(reinvite(OTHER_ORGANISATION.user.email)).rejects.toMatchObject({ status: 404 });
    await expect(reinvite('')).rejects.toMatchObject({ status: 400 });
    await signOut();
    await signInAs(ordinaryUser);
    await expect(reinvite(invited.email)).rejects.toMatchObject({ status: 403 });
    expect(latestMessageTo(context, invited.email)?.code).toBe(invited.password);
  });
});

describe(contract.changeUserRole.apiCall, () => {
  it('changes custom:role, which takes effect at once', async () => {
    await signInAs(administrator);
    expect(await changeRole(ordinaryUser.sub, 'Administrator')).toMatchObject({ code: 200 });
    expect(storedUser(ordinaryUser.email)?.attributes['custom:role']).toBe('Administrator');
    await signOut();
    await signInAs(ordinaryUser);
    // Now an Administrator: may change roles, and hands the role back.
    expect(await changeRole(ordinaryUser.sub, 'user')).toMatchObject({ code: 200 });
    expect(storedUser(ordinaryUser.email)?.attributes['custom:role']).toBe('user');
    await expect(changeRole(administrator.sub, 'user')).rejects.toMatchObject({ status: 403 });
  });

  it('refuses ordinary users (403), bad roles (400) and other organisations’ users (404)', async () => {
    await signInAs(ordinaryUser);
    await expect(changeRole(ordinaryUser.sub, 'Administrator')).rejects.toMatchObject({ status: 403 });
    expect(storedUser(ordinaryUser.email)?.attributes['custom:role']).toBe('user');
    await signOut();
    await signInAs(administrator);
    await expect(changeRole(ordinaryUser.sub, 'Owner')).rejects.toMatchObject({ status: 400 });
    await expect(changeRole(ordinaryUser.sub, '')).rejects.toMatchObject({ status: 400 });
    await expect(changeRole(OTHER_ORGANISATION.user.sub, 'Administrator')).rejects.toMatchObject({
      status: 404,
    });
    expect(storedUser(OTHER_ORGANISATION.user.email)?.attributes['custom:role']).toBe('user');
  });

  it('keeps the last Administrator of an organisation', async () => {
    const { administrator: harbourAdministrator, user: harbourUser } = OTHER_ORGANISATION;
    await signInAs(harbourAdministrator);
    await expect(changeRole(harbourAdministrator.sub, 'user')).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('needs an Administrator') as unknown,
    });
    expect(await changeRole(harbourUser.sub, 'Administrator')).toMatchObject({ code: 200 });
    expect(await changeRole(harbourAdministrator.sub, 'user')).toMatchObject({ code: 200 });
    expect(storedUser(harbourAdministrator.email)?.attributes['custom:role']).toBe('user');
  });
});
