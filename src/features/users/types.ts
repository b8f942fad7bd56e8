/**
 * The users and licences wire contract (spec 1 §7, spec 2 §3 and §7), shared by the portal and the emulated
 * gateway so that both sides speak the same shapes.
 */

/** A Cognito user as ListUsers2 returns it. */
export interface ListedCognitoUser {
  Username: string;
  Attributes: { Name: string; Value: string }[];
  UserStatus: string;
  Enabled: boolean;
  UserCreateDate: string;
}

/** POST users/new, ApiCall=ListUsers2 (PaginationFrom, PaginationLimit) → code and data. */
export interface ListUsersReply {
  code: number;
  message?: string;
  data: { Users: ListedCognitoUser[]; TotalUsers: number } | null;
}

/** A row of the user list (spec 1 §3 "Listed user row"). */
export interface ListedUser {
  id: string;
  name: string;
  tenant: string;
  company: string;
  email: string;
  nickname: string;
  role: string;
  status: string;
  picture: string;
}

export type UserType = 'user' | 'Administrator';

/** POST users/new, ApiCall=InviteUser, FormParams {email, tenant, userType} → the server's status and message. */
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

/** One counter of a licence (spec 2 §3 "Licence data"). */
export interface LicenceCounter {
  counterLimit: number;
  limit: number;
  counter: number;
}

export interface Licence {
  plan_code: string;
  counters: Partial<Record<'users' | 'chatbot' | 'interactions', LicenceCounter>>;
}

/** The licence a user holds, and that user's own counters. */
export interface LicenceResource {
  tenant: string;
  /** The user's e-mail. */
  user: string;
  plan_code: string;
  counters: Record<string, { counter: number; reset: boolean; resetAt: number }>;
}

/**
 * POST subscriptions: body {AccessToken, site, method, params} plus the envelope (ApiCall = method).
 * Every reply is { code, data } with code 200 on success, or { code, message } on failure.
 */
export interface SubscriptionsReply<T> {
  code: number;
  message?: string;
  data?: T;
}

export interface LicenceList {
  licenses: Licence[];
  resources: LicenceResource[];
}

export interface InteractionCounters {
  total: number;
  used: number;
  overflow: number;
}

/** hasConfiguredChatbot, merged with hasExternalChatbot when hasChatbot is true (spec 2 §7). */
export interface ChatbotStatus {
  hasChatbot: boolean;
  chatbotLicense: boolean;
  userLicenses: boolean;
  hasExternalChatbot?: boolean;
}

export interface OwnerInfo {
  isOwner: boolean;
  owner: { name: string; email: string };
}

/** change_user_license params; `newLicense` null takes the user's licence back. */
export interface ChangeLicenceParams {
  user: string;
  oldLicense: string | null;
  newLicense: string | null;
}
