/**
 * The users and licences wire contract (spec 1 §7, spec 2 §3 and §7), shared by the portal and the emulated
 * gateway so that both sides speak the same shapes.
 */
import { defineOperation } from './operation';

/** A Cognito user as ListUsers2 returns it. */
export interface ListedCognitoUser {
  Username: string;
  Attributes: { Name: string; Value: string }[];
  UserStatus: string;
  Enabled: boolean;
  UserCreateDate: string;
}

/** The longest Search ListUsers2 takes (a longer one is a 400). */
export const USER_SEARCH_MAX_LENGTH = 100;

/**
 * POST users/new, ApiCall=ListUsers2 (PaginationFrom, PaginationLimit, and an optional Search: users whose e-mail,
 * name or nickname contains it, ignoring case) → code and data. TotalUsers counts the users the search matches;
 * Owner is the Username of the organisation's owner (its first Administrator), null when it has none.
 */
export interface ListUsersFields {
  PaginationFrom: number;
  PaginationLimit: number;
  Search?: string;
}

export interface ListUsersReply {
  code: number;
  message?: string;
  data: { Users: ListedCognitoUser[]; TotalUsers: number; Owner?: string | null } | null;
}

export type UserType = 'user' | 'Administrator';

/** POST users/new, ApiCall=InviteUser, FormParams {email, tenant, userType} → the server's status and message. */
export interface InviteFields {
  FormParams: { email: string; tenant: string; userType: UserType };
}

export interface InviteReply {
  status: 'success' | 'error';
  message: string;
  code?: number;
}

/** POST users/new, ApiCall=ReinviteUser (UserEmail) or ChangeUserRole (Username, NewRole) → code (200 is ok). */
export interface CodeReply {
  code: number;
  message?: string;
}

export const listUsers = defineOperation<ListUsersFields, ListUsersReply>()({
  api: 'portal',
  method: 'POST',
  path: 'users/new',
  apiCall: 'ListUsers2',
});

/** An existing e-mail is answered with 200 and status 'error' (the portal shows the server's message). */
export const inviteUser = defineOperation<InviteFields, InviteReply>()({
  api: 'portal',
  method: 'POST',
  path: 'users/new',
  apiCall: 'InviteUser',
});

/** Administrators: a new temporary password for an invited user. */
export const reinviteUser = defineOperation<{ UserEmail: string }, CodeReply>()({
  api: 'portal',
  method: 'POST',
  path: 'users/new',
  apiCall: 'ReinviteUser',
});

/** Administrators: Username is the user's sub; the tenant keeps at least one confirmed Administrator. */
export const changeUserRole = defineOperation<{ Username: string; NewRole: UserType }, CodeReply>()({
  api: 'portal',
  method: 'POST',
  path: 'users/new',
  apiCall: 'ChangeUserRole',
});
