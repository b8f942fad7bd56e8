import type { Operation } from '@/contracts/operation';
import type {
  ChatbotStatus,
  InteractionCounters,
  Licence,
  LicenceCounter,
  LicenceList,
  LicenceResource,
  OwnerInfo,
  SubscriptionFields,
  SubscriptionsReply,
} from '@/contracts/subscriptions';
import * as contract from '@/contracts/subscriptions';

import { clock } from '../../core/clock';
import { type Right, tenantOwner, tenantView } from '../../core/gateway/access';
import {
  badRequest,
  type Fields,
  GatewayError,
  type GatewayOperation,
  implement,
  notFound,
  type OperationInput,
  rawField,
  stringField,
} from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';
import type { PoolUser } from '../cognito/state';
import { requireTenant, tenantUserByEmail } from '../users/operations';

import { billingOperations } from './billing';
import { STARTER_LICENCE } from './catalogue';
import { planById } from './catalogue';
import type { LicenceRecord, LicenceResourceRecord } from './state';

/**
 * POST subscriptions: the subscription service's methods (spec 2 §7 "Users and licences"). The body carries the
 * envelope with ApiCall = the method's name, plus `site` (the tenant's billing site), `method` and `params`;
 * every answer is `{ code: 200, data }`, and a failure is the envelope's `{ code, message }` with that status.
 */
export function subscriptionMethod<Params extends object, Data>(
  operation: Operation<SubscriptionFields<Params>, SubscriptionsReply<Data>, 'subscriptions'>,
  right: Right,
  // NoInfer: the descriptor alone decides the data's type, which the handler's answer is checked against.
  handler: NoInfer<(input: OperationInput, params: Fields) => Data | Promise<Data>>,
): GatewayOperation {
  const name = operation.apiCall;
  return implement(operation, right, async (input) => {
    const { context, fields } = input;
    const site = stringField(fields, 'site', { required: true, max: 100 });
    if (site !== context.config.billingSite) throw badRequest(`Unknown site ${site}.`);
    const method = stringField(fields, 'method', { required: true, max: 100 });
    if (method !== name) throw badRequest(`method ${method} does not match ApiCall ${name}.`);
    const params = rawField(fields, 'params') ?? {};
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      throw badRequest('params must be an object.');
    }
    return { code: 200, data: await handler(input, params as Fields) };
  });
}

/** The tenant's licences; a tenant that has none gets the starter licence (spec 2 §9), stored from then on. */
export function tenantLicences(context: EmulatorContext, tenant: string): LicenceRecord[] {
  const organisation = tenantView(context, tenant);
  const existing = organisation.rows('subscriptions', 'licences');
  if (existing.length > 0) return existing;
  const starter = organisation.insert('subscriptions', 'licences', {
    plan_code: STARTER_LICENCE.plan_code,
    limits: { ...STARTER_LICENCE.limits },
    createdAt: context.clock.nowIso(),
  });
  return [starter];
}

interface Holder {
  resource: LicenceResourceRecord;
  user: PoolUser;
}

/** The tenant's licence holders who are still its users. */
function tenantHolders(context: EmulatorContext, tenant: string): Holder[] {
  const organisation = tenantView(context, tenant);
  const members = new Map(organisation.users().map((user) => [user.sub, user]));
  return organisation.rows('subscriptions', 'licenceResources').flatMap((resource) => {
    const user = members.get(resource.sub);
    return user ? [{ resource, user }] : [];
  });
}

/** When the monthly counters start again: the first of next month, 00:00 UTC, in epoch seconds. */
function nextMonthlyReset(now = new Date(clock.now())): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
}

const counter = (limit: number, used: number): LicenceCounter => ({
  counterLimit: limit,
  limit,
  counter: used,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A licence's plan as people call it: the catalogue's name of the plan that gave it, or the starter licence's. */
export function licencePlanName(planCode: string): string {
  if (planCode === STARTER_LICENCE.plan_code) return STARTER_LICENCE.name;
  return planById(planCode)?.name ?? planCode;
}

function licenceList(context: EmulatorContext, tenant: string): LicenceList {
  const licences = tenantLicences(context, tenant);
  const holders = tenantHolders(context, tenant);
  const resetAt = nextMonthlyReset();
  const licenses = licences.map((licence): Licence => {
    const held = holders.filter((holder) => holder.resource.plan_code === licence.plan_code);
    const { users, interactions, chatbot } = licence.limits;
    return {
      plan_code: licence.plan_code,
      plan_name: licencePlanName(licence.plan_code),
      counters: {
        users: counter(users, held.length),
        ...(interactions === undefined
          ? {}
          : { interactions: counter(interactions, sum(held.map((holder) => holder.resource.interactions))) }),
        ...(chatbot === undefined ? {} : { chatbot: counter(chatbot, licence.chatbotsUsed ?? 0) }),
      },
    };
  });
  const resources = holders.map(({ resource, user }): LicenceResource => ({
    tenant,
    user: user.attributes.email ?? user.sub,
    plan_code: resource.plan_code,
    counters: { interactions: { counter: resource.interactions, reset: false, resetAt } },
  }));
  return { licenses, resources };
}

/** The tenant's interactions this month against what its licences allow; what goes beyond is overflow. */
function interactionCounters(context: EmulatorContext, tenant: string): InteractionCounters {
  const total = sum(tenantLicences(context, tenant).map((licence) => licence.limits.interactions ?? 0));
  const used = sum(tenantHolders(context, tenant).map((holder) => holder.resource.interactions));
  return { total, used: Math.min(used, total), overflow: Math.max(0, used - total) };
}

function displayName(user: PoolUser): string {
  const { given_name: given = '', family_name: family = '', nickname = '', email = '' } = user.attributes;
  return `${given.trim()} ${family.trim()}`.trim() || nickname.trim() || email;
}

function changeUserLicence(context: EmulatorContext, tenant: string, params: Fields): Record<string, never> {
  const email = stringField(params, 'user', { required: true, max: 254 });
  // An explicit null takes the licence back; a missing newLicense is a malformed call.
  const removing = params.newLicense === null;
  const newLicense = removing ? null : stringField(params, 'newLicense', { required: true, max: 100 });
  const oldRaw = params.oldLicense;
  if (oldRaw !== undefined && oldRaw !== null && typeof oldRaw !== 'string') {
    throw badRequest('oldLicense must be a plan code or null.');
  }
  const oldLicense = oldRaw?.trim() || null;
  const licence = tenantLicences(context, tenant).find((candidate) => candidate.plan_code === newLicense);
  if (newLicense !== null && !licence) throw badRequest(`Unknown licence ${newLicense}.`);
  const user = tenantUserByEmail(context, tenant, email);
  if (!user) throw badRequest(`${email} is not a user of this organisation.`);
  const holders = tenantHolders(context, tenant);
  const current = holders.find((holder) => holder.user.sub === user.sub)?.resource;
  if ((current?.plan_code ?? null) !== oldLicense) {
    throw new GatewayError(
      409,
      `${email} holds ${current?.plan_code ?? 'no licence'}, not ${oldLicense ?? 'no licence'}; reload the licences.`,
    );
  }
  if ((current?.plan_code ?? null) === newLicense) return {};
  if (newLicense === null || !licence) {
    // The place is freed at once; the user's interactions this month leave with the licence.
    tenantView(context, tenant).remove(
      'subscriptions',
      'licenceResources',
      (resource) => resource.sub === user.sub,
    );
    return {};
  }
  const used = holders.filter((holder) => holder.resource.plan_code === newLicense).length;
  if (used >= licence.limits.users) throw badRequest(`No licences of ${newLicense} are available.`);
  const organisation = tenantView(context, tenant);
  const stored = organisation
    .rows('subscriptions', 'licenceResources')
    .find((resource) => resource.sub === user.sub);
  // The user keeps this month's interactions under the new licence.
  if (stored) organisation.update('subscriptions', 'licenceResources', () => (stored.plan_code = newLicense));
  else
    organisation.insert('subscriptions', 'licenceResources', {
      sub: user.sub,
      plan_code: newLicense,
      interactions: 0,
    });
  return {};
}

const chatbotOf = (context: EmulatorContext, tenant: string) =>
  tenantView(context, tenant).rows('subscriptions', 'chatbots')[0];

/**
 * The users and licences methods:
 * - getTenantInteractionCounters: total (the licences' interactions), used, overflow.
 * - hasConfiguredChatbot: hasChatbot (the website chatbot is configured), chatbotLicense (a licence allows a
 *   chatbot website), userLicenses (some user holds a licence); hasExternalChatbot: whether it runs outside.
 * - getOwnerInfo {username}: the owner (first Administrator) and whether `username` (e-mail or sub) is it.
 * - license_list: the licences with their counters, and who holds which.
 * - change_user_license {user, oldLicense, newLicense}: Administrator only (the license_manager right); 400
 *   when the new licence is full, 409 when oldLicense is not what the user holds. newLicense null takes the
 *   user's licence back (an administrator freeing a place).
 */
export const subscriptionOperations: GatewayOperation[] = [
  subscriptionMethod(contract.getTenantInteractionCounters, 'member', ({ context, caller }) =>
    interactionCounters(context, requireTenant(caller)),
  ),
  subscriptionMethod(contract.hasConfiguredChatbot, 'member', ({ context, caller }): ChatbotStatus => {
    const tenant = requireTenant(caller);
    return {
      hasChatbot: chatbotOf(context, tenant)?.hasChatbot ?? false,
      chatbotLicense: tenantLicences(context, tenant).some((licence) => (licence.limits.chatbot ?? 0) > 0),
      userLicenses: tenantHolders(context, tenant).length > 0,
    };
  }),
  subscriptionMethod(contract.hasExternalChatbot, 'member', ({ context, caller }) => ({
    hasExternalChatbot: chatbotOf(context, requireTenant(caller))?.hasExternalChatbot ?? false,
  })),
  subscriptionMethod(contract.getOwnerInfo, 'member', ({ context, caller }, params): OwnerInfo => {
    const tenant = requireTenant(caller);
    const username = stringField(params, 'username', { required: true, max: 254 });
    const owner = tenantOwner(context, tenant);
    if (!owner) throw notFound('The organisation has no owner.');
    const email = owner.attributes.email ?? '';
    return {
      isOwner: username.toLowerCase() === email.toLowerCase() || username === owner.sub,
      owner: { name: displayName(owner), email },
    };
  }),
  subscriptionMethod(contract.licenseList, 'member', ({ context, caller }) =>
    licenceList(context, requireTenant(caller)),
  ),
  subscriptionMethod(contract.changeUserLicense, 'license_manager', ({ context, caller }, params) =>
    changeUserLicence(context, requireTenant(caller), params),
  ),
  ...billingOperations(subscriptionMethod),
];
