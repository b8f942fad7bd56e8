import * as contract from '@/contracts/users';
import type { Gateway } from '@/services/gateway';

import type { ListedCognitoUser, ListedUser, UserType } from './types';

/** Cognito's attribute list → the row the table shows (spec 1 §3 "Listed user row"). */
export function toListedUser(user: ListedCognitoUser): ListedUser {
  const attribute = (name: string) => user.Attributes.find((item) => item.Name === name)?.Value?.trim() ?? '';
  const name = [attribute('given_name'), attribute('family_name')].filter(Boolean).join(' ');
  return {
    id: user.Username,
    name: attribute('nickname') || name,
    tenant: attribute('custom:tenant'),
    company: attribute('custom:company_name'),
    email: attribute('email'),
    nickname: attribute('nickname'),
    role: attribute('custom:role') === 'Administrator' ? 'Administrator' : 'user',
    status: user.UserStatus,
    picture: attribute('picture'),
  };
}

/** A page of the organisation's users; with `search`, of those whose name or e-mail contains it. */
export async function listUsers(gateway: Gateway, page: { from: number; limit: number; search?: string }) {
  const search = page.search?.trim();
  const reply = await gateway.send(contract.listUsers, {
    PaginationFrom: page.from,
    PaginationLimit: page.limit,
    ...(search ? { Search: search } : {}),
  });
  return {
    users: (reply.data?.Users ?? []).map(toListedUser),
    total: reply.data?.TotalUsers ?? 0,
    ownerId: reply.data?.Owner ?? null,
  };
}

export function inviteUser(
  gateway: Gateway,
  invitation: { email: string; tenant: string; userType: UserType },
) {
  return gateway.send(contract.inviteUser, { FormParams: invitation });
}

export async function reinviteUser(gateway: Gateway, email: string) {
  await gateway.send(contract.reinviteUser, { UserEmail: email });
}

export async function changeUserRole(gateway: Gateway, username: string, role: UserType) {
  await gateway.send(contract.changeUserRole, { Username: username, NewRole: role });
}
