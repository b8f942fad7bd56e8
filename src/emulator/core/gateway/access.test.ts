/**
 * Authorisation as rights, and the tenant-scoped view handlers read through: attacks from an ordinary user
 * and from another organisation's administrator, through the portal's own gateway client.
 */
import { describe, expect, it } from 'vitest';

import { getTenantSkill } from '@/contracts/auth';
import { changeUserLicense } from '@/contracts/subscriptions';
import { changeUserRole, listUsers } from '@/contracts/users';

import { withAnyFields } from '@tests/operations';

import { withEmulatedAmplify } from '../../modules/cognito/test-support';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TEAM, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import type { EmulatorContext } from '../types';

import { authorize, callerOf, tenantView } from './access';
import { portalGateway, signInAs, type TestGateway } from './test-support';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

const poolUser = (sub: string) => {
  const found = context.db.state.identity.users.find((candidate) => candidate.sub === sub);
  if (!found) throw new Error(`No seeded user ${sub}`);
  return found;
};

const changeRole = (username: string, role: string) =>
  gateway.send(withAnyFields(changeUserRole), { Username: username, NewRole: role });

const changeLicence = (user: string, newLicense: string | null, oldLicense: string | null) =>
  gateway.send(changeUserLicense, {
    site: context.config.billingSite,
    method: changeUserLicense.apiCall,
    params: { user, oldLicense, newLicense },
  });

describe('rights', () => {
  it('gives every member `member`, an Administrator `administrator` and `license_manager`, the owner all', () => {
    const owner = callerOf(context, poolUser(administrator.sub));
    expect(owner).toMatchObject({ tenant: DEMO_TENANT, role: 'Administrator', isOwner: true });
    expect([...owner.rights].sort()).toEqual(
      ['administrator', 'license_manager', 'member', 'owner', 'purchase_license'].sort(),
    );

    const member = callerOf(context, poolUser(ordinaryUser.sub));
    expect(member).toMatchObject({ role: 'user', isOwner: false, isAdministrator: false });
    expect([...member.rights]).toEqual(['member']);
    expect(() => authorize(member, 'administrator')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => authorize(member, 'license_manager')).toThrow(expect.objectContaining({ status: 403 }));

    // A later Administrator of the same organisation manages licences but is not the application owner.
    const colleague = DEMO_TEAM.find((candidate) => candidate.role === 'Administrator');
    if (!colleague) throw new Error('The demo team has no Administrator');
    const other = callerOf(context, poolUser(colleague.sub));
    expect(other).toMatchObject({ role: 'Administrator', isOwner: false, isAdministrator: true });
    expect(() => authorize(other, 'license_manager')).not.toThrow();
    expect(() => authorize(other, 'purchase_license')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => authorize(other, 'owner')).toThrow(expect.objectContaining({ status: 403 }));

    // The other organisation's first Administrator owns that organisation, not this one.
    const harbour = callerOf(context, poolUser(OTHER_ORGANISATION.administrator.sub));
    expect(harbour).toMatchObject({ tenant: OTHER_ORGANISATION.tenant, isOwner: true });
  });

  it('answers 403 to an ordinary user calling an Administrator operation, and changes nothing', async () => {
    await signInAs(ordinaryUser);
    await expect(changeRole(administrator.sub, 'user')).rejects.toMatchObject({ status: 403 });
    await expect(changeLicence(ordinaryUser.email, null, 'starter')).rejects.toMatchObject({ status: 403 });
    expect(poolUser(administrator.sub).attributes['custom:role']).toBe('Administrator');
    expect(
      context.db.state.subscriptions.licenceResources.some((resource) => resource.sub === ordinaryUser.sub),
    ).toBe(true);
  });

  it('gives another organisation’s Administrator nothing of this one: its users are not found', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    await expect(changeRole(ordinaryUser.sub, 'Administrator')).rejects.toMatchObject({ status: 404 });
    await expect(changeLicence(ordinaryUser.email, null, 'starter')).rejects.toMatchObject({ status: 400 });
    expect(poolUser(ordinaryUser.sub).attributes['custom:role']).toBe('user');
    expect(
      context.db.state.subscriptions.licenceResources.some((resource) => resource.sub === ordinaryUser.sub),
    ).toBe(true);
  });
});

describe('the tenant view', () => {
  it('reads only the organisation’s rows, stamps new ones, and removes only its own', () => {
    const harbour = tenantView(context, OTHER_ORGANISATION.tenant);
    expect(harbour.rows('tenancy', 'skills').map((skill) => skill.ID)).toEqual([OTHER_ORGANISATION.skill.ID]);
    expect(
      harbour
        .users()
        .map((user) => user.sub)
        .sort(),
    ).toEqual([OTHER_ORGANISATION.administrator.sub, OTHER_ORGANISATION.user.sub].sort());
    const turns = harbour.rows('assistant', 'conversations');
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.every((turn) => turn.tenant === OTHER_ORGANISATION.tenant)).toBe(true);

    const report = harbour.insert('support', 'bugReports', {
      id: 'r1',
      reporter: OTHER_ORGANISATION.user.email,
      summary: 's',
      description: 'd',
      environment: '',
      page: '/',
      browser: 'b',
      appVersion: '1',
      createdAt: context.clock.nowIso(),
    });
    expect(report.tenant).toBe(OTHER_ORGANISATION.tenant);
    expect(tenantView(context, DEMO_TENANT).rows('support', 'bugReports')).toEqual([]);

    const demoSkills = context.db.state.tenancy.skills.filter((skill) => skill.tenant === DEMO_TENANT).length;
    expect(harbour.remove('tenancy', 'skills', () => true)).toBe(1);
    expect(context.db.state.tenancy.skills.filter((skill) => skill.tenant === DEMO_TENANT)).toHaveLength(
      demoSkills,
    );
  });

  it('keeps an operation to its caller’s organisation: the other organisation sees its own skill and users', async () => {
    await signInAs(OTHER_ORGANISATION.user);
    const skill = await gateway.send(getTenantSkill);
    expect(skill.data).toMatchObject({ ID: OTHER_ORGANISATION.skill.ID, tenant: OTHER_ORGANISATION.tenant });
    expect(skill.data?.ID).not.toBe(DEMO_SKILL.ID);
    const listed = await gateway.send(listUsers, { PaginationFrom: 0, PaginationLimit: 60 });
    expect(listed.data?.Users.map((user) => user.Username).sort()).toEqual(
      [OTHER_ORGANISATION.administrator.sub, OTHER_ORGANISATION.user.sub].sort(),
    );
  });
});
