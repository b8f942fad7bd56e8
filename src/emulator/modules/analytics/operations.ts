import { recordAnalyticsEvent } from '@/contracts/analytics';

import { newId } from '../../core/db';
import {
  badRequest,
  type GatewayOperation,
  implement,
  notFound,
  rawField,
  stringField,
} from '../../core/gateway/envelope';

const MAX_ATTRIBUTES = 40;

function readAttributes(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('attributes must be an object.');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_ATTRIBUTES)
    throw badRequest(`attributes may have at most ${MAX_ATTRIBUTES} entries.`);
  const attributes: Record<string, string> = {};
  for (const [key, entry] of entries) {
    if (!key || key.length > 50) throw badRequest('Attribute names must have 1 to 50 characters.');
    if (typeof entry !== 'string' && typeof entry !== 'number' && typeof entry !== 'boolean') {
      throw badRequest(`Attribute ${key} must be a string.`);
    }
    const text = String(entry);
    if (text.length > 1000) throw badRequest(`Attribute ${key} must be at most 1000 characters.`);
    attributes[key] = text;
  }
  return attributes;
}

/**
 * POST analytics/events (RecordAnalyticsEvent): one event of the tenant's analytics application (login,
 * sign-up, MFA change, profile update, …), recorded with the signed-in user and tenant.
 */
export const analyticsOperations: GatewayOperation[] = [
  implement(recordAnalyticsEvent, 'member', ({ context, caller, tenant, fields }) => {
    const appId = stringField(fields, 'appId', { required: true, max: 100 });
    const name = stringField(fields, 'name', { required: true, max: 50 });
    const attributes = readAttributes(rawField(fields, 'attributes'));
    if (appId !== context.config.analyticsAppId) throw notFound(`Analytics application ${appId} not found.`);
    const event = tenant.insert('analytics', 'events', {
      id: newId(),
      sub: caller.user.sub,
      appId,
      name,
      attributes,
      createdAt: context.clock.nowIso(),
    });
    return { code: 200, message: 'Event recorded.', data: { id: event.id } };
  }),
];
