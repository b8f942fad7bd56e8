import type {
  ActiveSubscription,
  Addon,
  CancelledPaymentIntent,
  ChangeLicenceParams,
  ChatbotStatus,
  Estimate,
  EstimateParams,
  EstimateReply,
  InteractionCounters,
  LicenceList,
  OwnerInfo,
  PaymentIntent,
  PaymentIntentCancelParams,
  PaymentIntentParams,
  Plan,
  SubscriptionCreateParams,
  SubscriptionsReply,
  Transaction,
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

/** GET subscriptions/plans (spec 2 §7: ApiCall FetchSubscriptions with the billing site). */
export async function fetchPlans(gateway: Gateway, site: string): Promise<Plan[]> {
  const reply = await gateway.call<SubscriptionsReply<Plan[]>>({
    method: 'GET',
    path: 'subscriptions/plans',
    apiCall: 'FetchSubscriptions',
    fields: { site },
  });
  return reply.data ?? [];
}

export const fetchAddons = async (gateway: Gateway, site: string) =>
  (await subscriptions<Addon[] | undefined>(gateway, site, 'addon_list')) ?? [];

/** An estimate; the provider's errorMessage is a failure (spec 2 §7). */
export async function createEstimate(
  gateway: Gateway,
  site: string,
  params: EstimateParams,
): Promise<Estimate> {
  const reply = await subscriptions<EstimateReply>(gateway, site, 'estimate_create_subsription', params);
  if ('errorMessage' in reply) throw new Error(reply.errorMessage);
  return reply;
}

export const createPaymentIntent = (gateway: Gateway, site: string, params: PaymentIntentParams) =>
  subscriptions<PaymentIntent>(gateway, site, 'payment_intent_create', params);

export const createSubscription = (gateway: Gateway, site: string, params: SubscriptionCreateParams) =>
  subscriptions<Transaction>(gateway, site, 'subscription_create', params);

/** The organisation's active subscriptions and what each next invoice will charge. */
export const fetchActiveSubscriptions = async (gateway: Gateway, site: string) =>
  (await subscriptions<ActiveSubscription[] | undefined>(gateway, site, 'subscription_list')) ?? [];

/** Gives up a payment waiting for the bank: cancelled at the card network by the provider. */
export const cancelPaymentIntent = (gateway: Gateway, site: string, params: PaymentIntentCancelParams) =>
  subscriptions<CancelledPaymentIntent>(gateway, site, 'payment_intent_cancel', params);
