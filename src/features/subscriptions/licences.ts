import type { ChatbotStatus, Licence, LicenceList } from '@/contracts/subscriptions';
import { type Right, rightsOf } from '@/features/auth';

/** Spec 2 §6: the default rights by role. */
export type { Right };
export const DEFAULT_RIGHTS: Record<'Administrator' | 'user', readonly Right[]> = {
  Administrator: rightsOf('Administrator'),
  user: rightsOf('user'),
};

export interface LicenceRow {
  planCode: string;
  /** What people read: the plan's name ('Pro Monthly'), or its code when the service names none. */
  planName: string;
  limit: number;
  used: number;
  available: number;
  /** Spec 2 §5: orange when used equals the limit, red above it. */
  level: 'ok' | 'full' | 'over';
}

/** Availability = limit − used, floored at 0 (spec 2 §5). */
export function licenceRow(licence: Licence): LicenceRow {
  const users = licence.counters.users;
  const limit = users?.limit ?? 0;
  const used = users?.counter ?? 0;
  return {
    planCode: licence.plan_code,
    planName: licence.plan_name?.trim() || licence.plan_code,
    limit,
    used,
    available: Math.max(0, limit - used),
    level: used > limit ? 'over' : used === limit ? 'full' : 'ok',
  };
}

/** The licence each user (by e-mail) holds. */
export function licenceByUser(list: LicenceList): Map<string, string> {
  return new Map(list.resources.map((resource) => [resource.user.toLowerCase(), resource.plan_code]));
}

/** Spec 2 §9: the interaction bar turns to the warning colour at 90 % or more. */
export const INTERACTION_WARNING_RATIO = 0.9;

export function interactionUsage(counters: { total: number; used: number }) {
  const ratio = counters.total > 0 ? counters.used / counters.total : 0;
  return { percent: Math.min(100, Math.round(ratio * 100)), warning: ratio >= INTERACTION_WARNING_RATIO };
}

/** Spec 2 §4: the external chatbot licence status, derived from the chatbot flags. */
export type ChatbotLicenceState =
  'noLicence' | 'userLicencesRequired' | 'notUsed' | 'notConfigured' | 'active';

export const CHATBOT_LICENCE_STATES: Record<
  ChatbotLicenceState,
  { label: string; colour: 'grey' | 'orange' | 'red' | 'black' }
> = {
  noLicence: { label: 'No chatbot licence', colour: 'grey' },
  notUsed: { label: 'Chatbot licence not used', colour: 'orange' },
  userLicencesRequired: { label: 'Chatbot licence, but user licences required', colour: 'red' },
  notConfigured: { label: 'Chatbot licence not configured', colour: 'orange' },
  active: { label: 'Chatbot licence active', colour: 'black' },
};

export function chatbotLicenceState(status: ChatbotStatus): ChatbotLicenceState {
  if (!status.chatbotLicense) return 'noLicence';
  if (!status.userLicenses) return 'userLicencesRequired';
  if (!status.hasChatbot) return 'notUsed';
  if (!status.hasExternalChatbot) return 'notConfigured';
  return 'active';
}
