/**
 * The subscriptions (licences, billing) wire contract (spec 2 §3 and §7), shared by the portal and the emulated
 * gateway so that both sides speak the same shapes. Shared code: imports nothing from features.
 */

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
