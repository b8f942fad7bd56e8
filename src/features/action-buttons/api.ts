import {
  CRM_METAFIELDS_INDEX,
  describeOfHits,
  getActionFields,
  getFormFields,
  getMetafields,
  saveFormFields,
} from '@/contracts/action-buttons';
import { ServiceFailure } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import type { ActionButton, ActionButtonDraft, CrmFieldDescribe, CrmObjectName } from './types';

/** The organisation's buttons (spec 3 §7 "fetch action fields per tenant"). */
export async function fetchActionButtons(gateway: Gateway, tenant: string): Promise<ActionButton[]> {
  return (await gateway.send(getActionFields, { tenant })).data;
}

/** One button (GET form_fields with tenant and SK). */
export async function fetchActionButton(gateway: Gateway, tenant: string, SK: string): Promise<ActionButton> {
  return (await gateway.send(getFormFields, { tenant, SK })).data;
}

/** The fields of one CRM object (GET salesforce/metafields/{index}/fields?query=<object>, reading hits.hits). */
export async function fetchDescribe(gateway: Gateway, object: CrmObjectName): Promise<CrmFieldDescribe[]> {
  const reply = await gateway.send(getMetafields, { query: object }, { index: CRM_METAFIELDS_INDEX });
  return describeOfHits(reply, object);
}

/**
 * Saves a button (POST form_fields): its form fields then its auto-updated ones, merged back into one list (spec 3
 * §3), with the tenant and the time of the change. Success is `result` 200 (spec 3 §7).
 */
export async function saveActionButton(
  gateway: Gateway,
  tenant: string,
  draft: ActionButtonDraft,
  now: number,
): Promise<ActionButton> {
  const reply = await gateway.send(saveFormFields, {
    title: draft.title.trim(),
    SK: draft.SK,
    fields: [...draft.formFields, ...draft.autoFields],
    tenant,
    lastUpdated: now,
  });
  if (reply.result !== 200) {
    throw new ServiceFailure({
      code: `HTTP_${reply.result}`,
      status: reply.result,
      message: reply.message ?? '',
    });
  }
  return reply.data;
}
