/**
 * The gateway operations of the account flows (CreateDbUser, CreateSkill, RecordAnalyticsEvent) through the
 * portal's own gateway client and the real Amplify session, as the sign-in saga calls them.
 */
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import { recordAnalyticsEvent } from '@/contracts/analytics';
import * as auth from '@/contracts/auth';

import { withAnyFields } from '@tests/operations';

import { withEmulatedAmplify } from '../../modules/cognito/test-support';
import { DEMO_ACCOUNTS, SPECIAL_ACCOUNTS } from '../../seed';
import type { EmulatorContext } from '../types';

import { portalGateway, type TestGateway } from './test-support';

const { newAdministrator } = SPECIAL_ACCOUNTS;
const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;
let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

const signInAs = (account: { email: string; password: string }) =>
  signIn({ username: account.email, password: account.password });

const createDbUser = (email: string, fields: Record<string, unknown> = { DeleteFirstLoginAttr: true }) =>
  gateway.send(withAnyFields(auth.createDbUser), { FormParams: { email, authtype: 'cognito' }, ...fields });

const createSkill = (formParams: Record<string, unknown>) =>
  gateway.send(withAnyFields(auth.createSkill), { FormParams: formParams });

const getSkill = () => gateway.send(auth.getTenantSkill);

const SKILL_FORM = {
  appId: context0AppId(),
  name: 'New Admin Assistant',
  invocationName: 'new admin',
  description: 'Our assistant',
  createAlexaSkillToggle: false,
};
function context0AppId() {
  return 'd3a0a990-0000-4000-8000-0000000000ff';
}

describe('the first sign-in of a new organisation', () => {
  it('creates the database user, clears first_login, and asks for the skill, which is created once', async () => {
    await signInAs(newAdministrator);
    // No skill yet: answered in the body with code 500, which the portal's client throws as a typed failure.
    await expect(getSkill()).rejects.toMatchObject({ status: 500, reply: { code: 500 } });

    expect(await createDbUser(newAdministrator.email)).toEqual({
      code: 200,
      shouldCreateSkill: true,
      message: 'Database user created.',
    });
    expect(context.db.state.users.dbUsers.filter((record) => record.sub === newAdministrator.sub)).toEqual([
      expect.objectContaining({
        tenant: newAdministrator.tenant,
        email: newAdministrator.email,
        authtype: 'cognito',
      }),
    ]);
    const refreshed = (await fetchAuthSession({ forceRefresh: true })).tokens?.idToken?.payload;
    expect(refreshed?.['custom:first_login']).toBe('0');

    expect(await createSkill(SKILL_FORM)).toEqual({ code: 200, message: 'Skill created.' });
    expect(await getSkill()).toMatchObject({
      code: 200,
      data: { lex_bot_name: 'New_Admin_Assistant', tenant: newAdministrator.tenant, appId: SKILL_FORM.appId },
    });
    expect(
      context.db.state.tenancy.skills.find((skill) => skill.tenant === newAdministrator.tenant)?.botAliasName,
    ).toBe('demo');
    // An unneeded creation is refused in the body (409, HTTP 200); the portal's first login ignores that refusal.
    await expect(createSkill(SKILL_FORM)).rejects.toMatchObject({
      status: 409,
      reply: { code: 409, message: 'Skill already exists' },
    });

    // Calling again changes nothing and no longer asks for a skill.
    expect(await createDbUser(newAdministrator.email)).toMatchObject({ code: 200, shouldCreateSkill: false });
    expect(
      context.db.state.users.dbUsers.filter((record) => record.sub === newAdministrator.sub),
    ).toHaveLength(1);
  });

  it('leaves first_login alone without DeleteFirstLoginAttr, and a seeded organisation needs no skill', async () => {
    await signInAs(newAdministrator);
    await createDbUser(newAdministrator.email, {});
    const stored = context.db.state.identity.users.find(
      (candidate) => candidate.sub === newAdministrator.sub,
    );
    expect(stored?.attributes['custom:first_login']).toBe('1');
    await signOut();
    await signInAs(administrator);
    expect(await createDbUser(administrator.email, { DeleteFirstLoginAttr: 'true' })).toMatchObject({
      shouldCreateSkill: false,
    });
  });
});

describe('validation and permissions', () => {
  it('answers 400 for missing fields, 403 for someone else and for a non-administrator skill, 401 without a session', async () => {
    await signInAs(ordinaryUser);
    await expect(gateway.send(withAnyFields(auth.createDbUser), { FormParams: {} })).rejects.toMatchObject({
      status: 400,
      message: 'email is required.',
    });
    await expect(
      gateway.send(withAnyFields(auth.createDbUser), { FormParams: { email: ordinaryUser.email } }),
    ).rejects.toMatchObject({ status: 400, message: 'authtype is required.' });
    await expect(createDbUser(administrator.email)).rejects.toMatchObject({ status: 403 });
    await expect(createSkill(SKILL_FORM)).rejects.toMatchObject({ status: 403 });

    await signOut();
    await signInAs(newAdministrator);
    await expect(createSkill({ ...SKILL_FORM, name: '' })).rejects.toMatchObject({
      status: 400,
      message: 'name is required.',
    });
    await expect(
      createSkill({ ...SKILL_FORM, invocationName: '', createAlexaSkillToggle: true }),
    ).rejects.toMatchObject({ status: 400 });
    expect(context.db.state.tenancy.skills.some((skill) => skill.tenant === newAdministrator.tenant)).toBe(
      false,
    );

    await signOut();
    await expect(createDbUser(newAdministrator.email)).rejects.toMatchObject({ status: 401 });
    expect(gateway.expired).toBe(1);
  });

  it('honours injected faults', async () => {
    await signInAs(newAdministrator);
    context.faults.add({ operation: auth.createDbUser.apiCall, status: 500, times: 1 });
    await expect(createDbUser(newAdministrator.email)).rejects.toMatchObject({ status: 500 });
    expect(context.db.state.users.dbUsers.some((record) => record.sub === newAdministrator.sub)).toBe(false);
    context.faults.add({ operation: auth.createSkill.apiCall, status: 503, times: 1 });
    await expect(createSkill(SKILL_FORM)).rejects.toMatchObject({ status: 503 });
  });
});

describe('analytics events', () => {
  const record = (formParams: Record<string, unknown>) =>
    gateway.send(withAnyFields(recordAnalyticsEvent), { FormParams: formParams });

  it('records the tenant’s events with the user, and validates them', async () => {
    await signInAs(ordinaryUser);
    const appId = context.config.analyticsAppId;
    expect(
      await record({ appId, name: 'login', attributes: { method: 'SRP', remembered: true } }),
    ).toMatchObject({
      code: 200,
    });
    expect(context.db.state.analytics.events).toEqual([
      expect.objectContaining({
        tenant: 'demo-organisation',
        sub: ordinaryUser.sub,
        appId,
        name: 'login',
        attributes: { method: 'SRP', remembered: 'true' },
      }),
    ]);
    await expect(record({ appId })).rejects.toMatchObject({ status: 400, message: 'name is required.' });
    await expect(record({ name: 'login' })).rejects.toMatchObject({
      status: 400,
      message: 'appId is required.',
    });
    await expect(record({ appId, name: 'login', attributes: ['x'] })).rejects.toMatchObject({ status: 400 });
    await expect(record({ appId: 'someone-elses-app', name: 'login' })).rejects.toMatchObject({
      status: 404,
    });
    context.faults.add({ operation: recordAnalyticsEvent.apiCall, status: 400, times: 1 });
    await expect(record({ appId, name: 'mfa_change' })).rejects.toMatchObject({ status: 400 });
    expect(context.db.state.analytics.events).toHaveLength(1);
  });
});
