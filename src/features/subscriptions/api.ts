import type { Operation } from '@/contracts/operation';
import type {
  ChangeLicenceParams,
  ChatbotStatus,
  Estimate,
  EstimateParams,
  PaymentIntentCancelParams,
  PaymentIntentParams,
  Plan,
  SubscriptionCreateParams,
  SubscriptionFields,
  SubscriptionsReply,
} from '@/contracts/subscriptions';
import * as contract from '@/contracts/subscriptions';
import type { Gateway } from '@/services/gateway';

/** POST subscriptions: {site, method, params} inside the envelope, the method named as the ApiCall (spec 2 §7). */
async function subscriptions<Params extends object, Data>(
  gateway: Gateway,
  operation: Operation<SubscriptionFields<Params>, SubscriptionsReply<Data>>,
  site: string,
  params: Params,
): Promise<Data> {
  const reply = await gateway.send(operation, { site, method: operation.apiCall, params });
  // A reply the gateway client let through has code 200, which comes with its data.
  return reply.data as Data;
}

export const fetchLicences = (gateway: Gateway, site: string) =>
  subscriptions(gateway, contract.licenseList, site, {});

export const fetchInteractionCounters = (gateway: Gateway, site: string) =>
  subscriptions(gateway, contract.getTenantInteractionCounters, site, {});

export const fetchOwnerInfo = (gateway: Gateway, site: string, username: string) =>
  subscriptions(gateway, contract.getOwnerInfo, site, { username });

export const changeUserLicence = (gateway: Gateway, site: string, params: ChangeLicenceParams) =>
  subscriptions(gateway, contract.changeUserLicense, site, params);

/** hasConfiguredChatbot, then hasExternalChatbot when a chatbot exists; the results merged (spec 2 §7). */
export async function fetchChatbotStatus(gateway: Gateway, site: string): Promise<ChatbotStatus> {
  const status = await subscriptions(gateway, contract.hasConfiguredChatbot, site, {});
  if (!status.hasChatbot) return status;
  const external = await subscriptions(gateway, contract.hasExternalChatbot, site, {});
  return { ...status, ...external };
}

/** GET subscriptions/plans (spec 2 §7: ApiCall FetchSubscriptions with the billing site). */
export async function fetchPlans(gateway: Gateway, site: string): Promise<Plan[]> {
  const reply = await gateway.send(contract.fetchSubscriptions, { site });
  return reply.data ?? [];
}

// The provider leaves out an empty list's data: none is an empty list.
export const fetchAddons = async (gateway: Gateway, site: string) =>
  (await subscriptions(gateway, contract.addonList, site, {})) ?? [];

/** An estimate; the provider's errorMessage is a failure (spec 2 §7). */
export async function createEstimate(
  gateway: Gateway,
  site: string,
  params: EstimateParams,
): Promise<Estimate> {
  const reply = await subscriptions(gateway, contract.estimateCreateSubscription, site, params);
  if ('errorMessage' in reply) throw new Error(reply.errorMessage);
  return reply;
}

export const createPaymentIntent = (gateway: Gateway, site: string, params: PaymentIntentParams) =>
  subscriptions(gateway, contract.paymentIntentCreate, site, params);

export const createSubscription = (gateway: Gateway, site: string, params: SubscriptionCreateParams) =>
  subscriptions(gateway, contract.subscriptionCreate, site, params);

/** The organisation's active subscriptions and what each next invoice will charge. */
export const fetchActiveSubscriptions = async (gateway: Gateway, site: string) =>
  (await subscriptions(gateway, contract.subscriptionList, site, {})) ?? [];

/** Gives up a payment waiting for the bank: cancelled at the card network by the provider. */
export const cancelPaymentIntent = (gateway: Gateway, site: string, params: PaymentIntentCancelParams) =>
  subscriptions(gateway, contract.paymentIntentCancel, site, params);
