/**
 * POST subscriptions, the users-and-licences methods, through the portal's own gateway client and the real
 * Amplify session.
 */
import { signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import { defineOperation, type Operation } from '@/contracts/operation';
import type { SubscriptionFields, SubscriptionsReply } from '@/contracts/subscriptions';
import * as contract from '@/contracts/subscriptions';

import { withAnyFields } from '@tests/operations';

import { clock } from '../../core/clock';
import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TEAM, DEMO_TENANT, OTHER_ORGANISATION, SPECIAL_ACCOUNTS } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

/** A subscriptions method with any params and envelope fields (`extra`): the server checks them all. */
function subscriptions<Data>(
  operation: Operation<SubscriptionFields<object>, SubscriptionsReply<Data>>,
  params: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return gateway.send(withAnyFields(operation), {
    site: context.config.billingSite,
    method: operation.apiCall,
    params,
    ...extra,
  });
}

const licenceList = async () => (await subscriptions(contract.licenseList)).data;

const changeLicence = (user: string, oldLicense: string | null, newLicense: string | null) =>
  subscriptions(contract.changeUserLicense, { user, oldLicense, newLicense });

/** Seeded members of the demo organisation by licence (confirmed ones only hold licences). */
const member = (licence: string | null) => {
  const found = DEMO_TEAM.find(
    (candidate) => candidate.licence === licence && candidate.status === 'CONFIRMED',
  );
  if (!found) throw new Error(`No seeded member with licence ${String(licence)}`);
  return found;
};

describe(contract.licenseList.apiCall, () => {
  it('lists the demo licences with their counters and holders', async () => {
    await signInAs(ordinaryUser);
    const list = await licenceList();
    const byPlan = Object.fromEntries(
      (list?.licenses ?? []).map((licence) => [licence.plan_code, licence.counters]),
    );
    expect(byPlan).toEqual({
      starter: {
        users: { counterLimit: 25, limit: 25, counter: 20 },
        interactions: { counterLimit: 2500, limit: 2500, counter: 2300 },
      },
      // Full: orange in the portal.
      pro_monthly: {
        users: { counterLimit: 5, limit: 5, counter: 5 },
        interactions: { counterLimit: 1500, limit: 1500, counter: 1400 },
      },
      // Above the limit, as after a downgrade: red.
      business_annual: {
        users: { counterLimit: 2, limit: 2, counter: 3 },
        interactions: { counterLimit: 1000, limit: 1000, counter: 920 },
        chatbot: { counterLimit: 1, limit: 1, counter: 1 },
      },
    });
    const resources = list?.resources ?? [];
    expect(resources).toHaveLength(28);
    const nextMonth = new Date(clock.now());
    const resetAt = Date.UTC(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1, 1) / 1000;
    expect(resources.find((resource) => resource.user === administrator.email)).toEqual({
      tenant: DEMO_TENANT,
      user: administrator.email,
      plan_code: 'business_annual',
      counters: { interactions: { counter: expect.any(Number) as unknown, reset: false, resetAt } },
    });
    expect(resources.find((resource) => resource.user === ordinaryUser.email)?.plan_code).toBe('starter');
    expect(resources.find((resource) => resource.user === member(null).email)).toBeUndefined();
    expect(resources.every((resource) => resource.tenant === DEMO_TENANT)).toBe(true);
  });

  it('gives an organisation without licences the starter licence of 25 users, kept from then on', async () => {
    await signInAs(OTHER_ORGANISATION.user);
    expect(
      context.db.state.subscriptions.licences.some((licence) => licence.tenant === OTHER_ORGANISATION.tenant),
    ).toBe(false);
    const list = await licenceList();
    expect(list).toEqual({
      licenses: [
        {
          plan_code: 'starter',
          plan_name: 'Starter',
          counters: {
            users: { counterLimit: 25, limit: 25, counter: 0 },
            interactions: { counterLimit: 2500, limit: 2500, counter: 0 },
          },
        },
      ],
      resources: [],
    });
    expect(
      context.db.state.subscriptions.licences.filter(
        (licence) => licence.tenant === OTHER_ORGANISATION.tenant,
      ),
    ).toHaveLength(1);
    expect(await licenceList()).toEqual(list);
  });
});

describe(contract.changeUserLicense.apiCall, () => {
  it('moves a user to another licence, or gives one to a user without, and the counters follow', async () => {
    await signInAs(administrator);
    const unlicensed = member(null);
    expect(await changeLicence(unlicensed.email, null, 'starter')).toEqual({ code: 200, data: {} });
    const holder = member('pro_monthly');
    expect(await changeLicence(holder.email, 'pro_monthly', 'starter')).toEqual({ code: 200, data: {} });
    const list = await licenceList();
    const users = (plan: string) =>
      list?.licenses.find((licence) => licence.plan_code === plan)?.counters.users?.counter;
    expect(users('starter')).toBe(22);
    expect(users('pro_monthly')).toBe(4);
    const holderOf = (email: string) => list?.resources.find((resource) => resource.user === email);
    expect(holderOf(unlicensed.email)?.plan_code).toBe('starter');
    expect(holderOf(unlicensed.email)?.counters.interactions?.counter).toBe(0);
    expect(holderOf(holder.email)?.plan_code).toBe('starter');
    // The same licence again changes nothing.
    expect(await changeLicence(unlicensed.email, 'starter', 'starter')).toEqual({ code: 200, data: {} });
    expect((await licenceList())?.resources).toHaveLength(29);
  });

  it('refuses a full licence with 400, so nothing changes', async () => {
    await signInAs(administrator);
    const holder = member('starter');
    await expect(changeLicence(holder.email, 'starter', 'pro_monthly')).rejects.toMatchObject({
      status: 400,
      message: 'No licences of pro_monthly are available.',
    });
    const list = await licenceList();
    expect(list?.resources.find((resource) => resource.user === holder.email)?.plan_code).toBe('starter');
    expect(
      list?.licenses.find((licence) => licence.plan_code === 'pro_monthly')?.counters.users?.counter,
    ).toBe(5);
    // Freeing a place makes room.
    expect(await changeLicence(member('pro_monthly').email, 'pro_monthly', 'starter')).toMatchObject({
      code: 200,
    });
    expect(await changeLicence(holder.email, 'starter', 'pro_monthly')).toMatchObject({ code: 200 });
  });

  it('refuses unknown licences and users, stale old licences, and anyone but an Administrator', async () => {
    await signInAs(administrator);
    const holder = member('starter');
    await expect(changeLicence(holder.email, 'starter', 'enterprise')).rejects.toMatchObject({ status: 400 });
    await expect(changeLicence('nobody@demo.example', null, 'starter')).rejects.toMatchObject({
      status: 400,
    });
    await expect(changeLicence(OTHER_ORGANISATION.user.email, null, 'starter')).rejects.toMatchObject({
      status: 400,
    });
    await expect(changeLicence(holder.email, null, 'business_annual')).rejects.toMatchObject({ status: 409 });
    await expect(
      subscriptions(contract.changeUserLicense, { user: holder.email, oldLicense: 'starter' }),
    ).rejects.toMatchObject({ status: 400, message: 'newLicense is required.' });
    await signOut();
    await signInAs(ordinaryUser);
    await expect(changeLicence(member(null).email, null, 'starter')).rejects.toMatchObject({ status: 403 });
    expect((await licenceList())?.resources.some((resource) => resource.user === member(null).email)).toBe(
      false,
    );
  });
});

describe('change_user_license with newLicense null (taking a licence back)', () => {
  it('frees the place for an Administrator; an ordinary user may not', async () => {
    const holder = member('pro_monthly');
    await signInAs(ordinaryUser);
    await expect(changeLicence(holder.email, 'pro_monthly', null)).rejects.toMatchObject({ status: 403 });
    expect((await licenceList())?.resources.find((resource) => resource.user === holder.email)).toBeDefined();
    await signOut();

    await signInAs(administrator);
    // The stale-view check applies as for any change.
    await expect(changeLicence(holder.email, 'starter', null)).rejects.toMatchObject({ status: 409 });
    expect(await changeLicence(holder.email, 'pro_monthly', null)).toEqual({ code: 200, data: {} });
    const list = await licenceList();
    expect(list?.resources.find((resource) => resource.user === holder.email)).toBeUndefined();
    expect(
      list?.licenses.find((licence) => licence.plan_code === 'pro_monthly')?.counters.users?.counter,
    ).toBe(4);
    // Nothing to take back from a user without a licence: nothing changes.
    expect(await changeLicence(holder.email, null, null)).toEqual({ code: 200, data: {} });
  });
});

describe('the other methods', () => {
  it('counts the tenant’s interactions against its licences: 4620 of 5000, past the 90 % warning', async () => {
    await signInAs(ordinaryUser);
    expect(await subscriptions(contract.getTenantInteractionCounters)).toEqual({
      code: 200,
      data: { total: 5000, used: 4620, overflow: 0 },
    });
    await signOut();
    await signInAs(OTHER_ORGANISATION.administrator);
    expect((await subscriptions(contract.getTenantInteractionCounters)).data).toEqual({
      total: 2500,
      used: 0,
      overflow: 0,
    });
  });

  it('shows the demo chatbot licence as active, and another organisation’s as absent', async () => {
    await signInAs(administrator);
    expect(await subscriptions(contract.hasConfiguredChatbot)).toEqual({
      code: 200,
      data: { hasChatbot: true, chatbotLicense: true, userLicenses: true },
    });
    expect(await subscriptions(contract.hasExternalChatbot)).toEqual({
      code: 200,
      data: { hasExternalChatbot: true },
    });
    await signOut();
    await signInAs(OTHER_ORGANISATION.administrator);
    expect((await subscriptions(contract.hasConfiguredChatbot)).data).toEqual({
      hasChatbot: false,
      chatbotLicense: false,
      userLicenses: false,
    });
    expect((await subscriptions(contract.hasExternalChatbot)).data).toEqual({
      hasExternalChatbot: false,
    });
  });

  it('names the organisation’s owner, its first Administrator', async () => {
    await signInAs(ordinaryUser);
    const owner = { name: 'Alex Morgan', email: administrator.email };
    expect(await subscriptions(contract.getOwnerInfo, { username: ordinaryUser.email })).toEqual({
      code: 200,
      data: { isOwner: false, owner },
    });
    expect((await subscriptions(contract.getOwnerInfo, { username: administrator.email })).data).toEqual({
      isOwner: true,
      owner,
    });
    await expect(subscriptions(contract.getOwnerInfo)).rejects.toMatchObject({
      status: 400,
      message: 'username is required.',
    });
    await signOut();
    await signInAs(SPECIAL_ACCOUNTS.newAdministrator);
    expect(
      (await subscriptions(contract.getOwnerInfo, { username: SPECIAL_ACCOUNTS.newAdministrator.email }))
        .data,
    ).toEqual({
      isOwner: true,
      owner: {
        name: SPECIAL_ACCOUNTS.newAdministrator.email,
        email: SPECIAL_ACCOUNTS.newAdministrator.email,
      },
    });
  });

  it('checks the site, method and params, the session, and honours faults', async () => {
    await expect(subscriptions(contract.licenseList)).rejects.toMatchObject({ status: 401 });
    await signInAs(ordinaryUser);
    await expect(subscriptions(contract.licenseList, {}, { site: 'someone-else' })).rejects.toMatchObject({
      status: 400,
      message: 'Unknown site someone-else.',
    });
    await expect(subscriptions(contract.licenseList, {}, { site: undefined })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      subscriptions(contract.licenseList, {}, { method: contract.getOwnerInfo.apiCall }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(subscriptions(contract.licenseList, {}, { params: ['x'] })).rejects.toMatchObject({
      status: 400,
    });
    const unknown = defineOperation<SubscriptionFields, SubscriptionsReply<never>>()({
      ...contract.licenseList,
      apiCall: 'no_such_method',
    });
    await expect(subscriptions(unknown)).rejects.toMatchObject({ status: 400 });
    context.faults.add({ operation: contract.licenseList.apiCall, status: 500, times: 1 });
    await expect(subscriptions(contract.licenseList)).rejects.toMatchObject({ status: 500 });
    expect((await subscriptions(contract.licenseList)).code).toBe(200);
  });
});
