import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import * as contract from '@/contracts/users';

import { fakeGateway } from '@tests/fake-gateway';

import { listUsers, toListedUser } from './api';
import type { ListedCognitoUser } from './types';

const cognitoUser = (
  attributes: Record<string, string>,
  extra: Partial<ListedCognitoUser> = {},
): ListedCognitoUser => ({
  Username: 'd3a0a000-0000-4000-8000-000000001001',
  Attributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  UserStatus: 'CONFIRMED',
  Enabled: true,
  UserCreateDate: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('toListedUser (spec 1 §3 "Listed user row")', () => {
  it('maps the Cognito attributes to the row', () => {
    expect(
      toListedUser(
        cognitoUser({
          sub: 'd3a0a000-0000-4000-8000-000000001001',
          email: 'olivia.bennett@demo.example',
          given_name: 'Olivia',
          family_name: 'Bennett',
          'custom:tenant': 'demo-organisation',
          'custom:company_name': 'Demo Organisation',
          'custom:role': 'Administrator',
          picture: 'https://pictures.example/olivia.png',
        }),
      ),
    ).toEqual({
      id: 'd3a0a000-0000-4000-8000-000000001001',
      name: 'Olivia Bennett',
      tenant: 'demo-organisation',
      company: 'Demo Organisation',
      email: 'olivia.bennett@demo.example',
      nickname: '',
      role: 'Administrator',
      status: 'CONFIRMED',
      picture: 'https://pictures.example/olivia.png',
    });
  });

  it('names the user by the nickname when there is one, else by given and family name', () => {
    const named = { given_name: 'Liam', family_name: 'Carter', email: 'liam.carter@demo.example' };
    expect(toListedUser(cognitoUser({ ...named, nickname: 'Liam C.' }))).toMatchObject({
      name: 'Liam C.',
      nickname: 'Liam C.',
    });
    expect(toListedUser(cognitoUser(named))).toMatchObject({ name: 'Liam Carter', nickname: '' });
    // A blank nickname does not count; one name alone is enough; spaces around names are dropped.
    expect(toListedUser(cognitoUser({ ...named, nickname: '   ' })).name).toBe('Liam Carter');
    expect(toListedUser(cognitoUser({ given_name: ' Liam ' })).name).toBe('Liam');
    expect(toListedUser(cognitoUser({ family_name: 'Carter' })).name).toBe('Carter');
    // An invited user has no profile yet: no name at all (the table shows the e-mail).
    expect(toListedUser(cognitoUser({ email: 'new@demo.example' })).name).toBe('');
  });

  it('reads any other role as user, keeps the status as given and leaves missing attributes empty', () => {
    expect(toListedUser(cognitoUser({ 'custom:role': 'user' })).role).toBe('user');
    expect(toListedUser(cognitoUser({ 'custom:role': 'administrator' })).role).toBe('user');
    expect(toListedUser(cognitoUser({})).role).toBe('user');
    expect(toListedUser(cognitoUser({}, { UserStatus: 'FORCE_CHANGE_PASSWORD' })).status).toBe(
      'FORCE_CHANGE_PASSWORD',
    );
    expect(toListedUser(cognitoUser({}))).toMatchObject({ tenant: '', company: '', email: '', picture: '' });
  });

  it('always names the user by the trimmed nickname, else the joined names', () => {
    const name = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
    fc.assert(
      fc.property(name, name, name, (nickname, given, family) => {
        const attributes = Object.fromEntries(
          Object.entries({ nickname, given_name: given, family_name: family }).filter(
            ([, value]) => value !== undefined,
          ),
        ) as Record<string, string>;
        const expected = nickname?.trim() || [given?.trim(), family?.trim()].filter(Boolean).join(' ');
        expect(toListedUser(cognitoUser(attributes)).name).toBe(expected);
      }),
    );
  });
});

describe('the calls', () => {
  it('ListUsers2 sends PaginationFrom and PaginationLimit and maps the page', async () => {
    const { gateway, calls } = fakeGateway({
      code: 200,
      data: { Users: [cognitoUser({ email: 'a@demo.example' })], TotalUsers: 64 },
    });
    const page = await listUsers(gateway, { from: 10, limit: 5 });
    expect(calls).toEqual([
      { operation: contract.listUsers, fields: { PaginationFrom: 10, PaginationLimit: 5 } },
    ]);
    expect(page.total).toBe(64);
    expect(page.users.map((user) => user.email)).toEqual(['a@demo.example']);
  });
});
