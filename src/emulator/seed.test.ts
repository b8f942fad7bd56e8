/**
 * The demo seed: enough people for real paging, every status, and a fresh seed per test that stays fast.
 */
import { signIn, signOut } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { clock } from './core/clock';
import { seedState } from './index';
import { configureAmplify, emulator } from './modules/cognito/test-support';
import { DEMO_PASSWORD, DEMO_TEAM, DEMO_TENANT, TEAM_TEMPORARY_PASSWORD } from './seed';

beforeEach(() => configureAmplify(emulator().config));

afterEach(async () => {
  await signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the demo team', () => {
  it('has sixty distinct members in every status, a few of them Administrators', () => {
    expect(DEMO_TEAM).toHaveLength(60);
    expect(new Set(DEMO_TEAM.map((member) => member.email)).size).toBe(60);
    expect(new Set(DEMO_TEAM.map((member) => member.sub)).size).toBe(60);
    const count = (predicate: (member: (typeof DEMO_TEAM)[number]) => boolean) =>
      DEMO_TEAM.filter(predicate).length;
    expect(count((member) => member.status === 'FORCE_CHANGE_PASSWORD')).toBe(6);
    expect(count((member) => member.status === 'UNCONFIRMED')).toBe(2);
    expect(count((member) => member.status === 'CONFIRMED')).toBe(52);
    expect(count((member) => member.role === 'Administrator')).toBe(3);
    for (const member of DEMO_TEAM) {
      expect(member.email).toMatch(/^[a-z]+\.[a-z]+@demo\.example$/);
    }
  });

  it('is seeded in the demo organisation, and its members sign in with the demo passwords', async () => {
    const context = emulator();
    const demoUsers = context.db.state.identity.users.filter(
      (user) => user.attributes['custom:tenant'] === DEMO_TENANT,
    );
    expect(demoUsers.length).toBeGreaterThanOrEqual(64);
    const confirmed = DEMO_TEAM.find((member) => member.status === 'CONFIRMED' && member.role === 'user');
    const invited = DEMO_TEAM.find((member) => member.status === 'FORCE_CHANGE_PASSWORD');
    expect(await signIn({ username: confirmed?.email ?? '', password: DEMO_PASSWORD })).toMatchObject({
      isSignedIn: true,
    });
    await signOut();
    expect(
      (await signIn({ username: invited?.email ?? '', password: TEAM_TEMPORARY_PASSWORD })).nextStep
        .signInStep,
    ).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
  });
});

describe('a fresh seed', () => {
  it('is the same every time, and fast once the verifiers are known', async () => {
    const { config } = emulator();
    // tests/setup/emulator.ts has seeded this pool already, so every verifier is known.
    const started = performance.now();
    const first = await seedState({ config, clock });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(150);
    const second = await seedState({ config, clock });
    const shape = (state: typeof first) =>
      state.identity.users.map(({ sub, attributes, status, salt, verifier }) => ({
        sub,
        attributes,
        status,
        salt,
        verifier,
      }));
    expect(shape(second)).toEqual(shape(first));
    expect(second.subscriptions.licences.map(({ createdAt: _, ...licence }) => licence)).toEqual(
      first.subscriptions.licences.map(({ createdAt: _, ...licence }) => licence),
    );
    expect(second.subscriptions.licenceResources).toEqual(first.subscriptions.licenceResources);
    // Two seeds never share objects: a test's changes stay in its own state.
    expect(second.identity.users[0]).not.toBe(first.identity.users[0]);
    expect(second.identity.users[0]?.attributes).not.toBe(first.identity.users[0]?.attributes);
  });
});
