import type {
  ChangeLicenceParams,
  ChatbotStatus,
  InteractionCounters,
  LicenceList,
  OwnerInfo,
  SubscriptionsReply,
} from '@/contracts/subscriptions';
import type { Gateway } from '@/services/gateway';

/** POST subscriptions: {site, method, params} inside the envelope (spec 2 §7). */
async function subscriptions<T>(
  gateway: Gateway,
  site: string,
  method: string,
  params: object = {},
): Promise<T> {
  const reply = await gateway.call<SubscriptionsReply<T>>({
    method: 'POST',
    path: 'subscriptions',
    apiCall: method,
    fields: { site, method, params },
  });
  return reply.data as T;
}

export const fetchLicences = (gateway: Gateway, site: string) =>
  subscriptions<LicenceList>(gateway, site, 'license_list');

export const fetchInteractionCounters = (gateway: Gateway, site: string) =>
  subscriptions<InteractionCounters>(gateway, site, 'getTenantInteractionCounters');

export const fetchOwnerInfo = (gateway: Gateway, site: string, username: string) =>
  subscriptions<OwnerInfo>(gateway, site, 'getOwnerInfo', { username });

export const changeUserLicence = (gateway: Gateway, site: string, params: ChangeLicenceParams) =>
  subscriptions<unknown>(gateway, site, 'change_user_license', params);

/** hasConfiguredChatbot, then hasExternalChatbot when a chatbot exists; the results merged (spec 2 §7). */
export async function fetchChatbotStatus(gateway: Gateway, site: string): Promise<ChatbotStatus> {
  const status = await subscriptions<ChatbotStatus>(gateway, site, 'hasConfiguredChatbot');
  if (!status.hasChatbot) return status;
  const external = await subscriptions<{ hasExternalChatbot: boolean }>(gateway, site, 'hasExternalChatbot');
  return { ...status, ...external };
}
