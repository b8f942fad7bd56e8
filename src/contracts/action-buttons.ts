/**
 * The action buttons' wire contract (spec 3 §3 "Action button field", "Action button form"; §7 "Action buttons"),
 * shared by the portal (src/features/action-buttons, the chat's action form) and the emulated cloud
 * (src/emulator/modules/action-buttons), so that both sides speak the same shapes and name the same operations.
 * The describe shapes and the rules a form must meet are in ./crm-form.ts.
 *
 * Where spec 3 names a call but not its route or shapes, the decisions are ours (docs/adr/0023-action-buttons.md):
 * - The tenant's buttons: `GET action_fields` with `tenant` (ApiCall GetActionFields): every listed field (SK,
 *   title, fields, tenant, lastUpdated).
 * - One button: `GET form_fields` with `tenant` and `SK` (GetFormFields); saving: `POST form_fields` with `title`,
 *   `SK`, `fields`, `tenant` and `lastUpdated` (SaveFormFields), `result` 200 on success. An empty SK creates a
 *   button: the server gives it its key (`salesforce_…`, a Salesforce-scoped key) and answers with it.
 * - The CRM's describe: `GET salesforce/metafields/{index}/fields` with `query` = the object (GetMetafields), read
 *   from `hits.hits` (one hit per field, its id `Object.Field`, its source the field's describe).
 * - Submitting a button's form in the chat: `POST salesforce/records` with `tenant`, `SK` and the values the person
 *   gave (CreateCrmRecord). The server adds the button's auto-updated values, checks the whole record against the
 *   describe with the same rules as the editor (./crm-form.ts), and creates it.
 */
import type { CrmFieldDescribe, CrmObjectName } from './crm-form';
import { defineOperation } from './operation';

export { CRM_OBJECTS, type CrmObjectName } from './crm-form';

/** The CRM's metafield index (spec 3 §7 'salesforce_iolap_metafields'). */
export const CRM_METAFIELDS_INDEX = 'salesforce_iolap_metafields';

/** A button's key: Salesforce-scoped (spec 3 §3), then the server's id. */
export const ACTION_BUTTON_KEY_PREFIX = 'salesforce_';

/** Ours: limits the spec does not give. */
export const ACTION_BUTTON_LIMITS = {
  title: 80,
  /** Fields of one form, hidden ones included. */
  fields: 50,
  label: 120,
  value: 4000,
} as const;

// ---- Action buttons (spec 3 §3) --------------------------------------------------------------------------------

/** One field of a button's form (spec 3 §3). */
export interface ActionButtonField {
  /** The CRM field's name (`StageName`). */
  field: string;
  /** What the form shows. */
  label: string;
  /** The CRM object: the metafield id's prefix before the dot (`Opportunity`). */
  table: string;
  /** A form field's default (may be empty) or an auto-updated field's target value (never empty). */
  value: string;
  /** True: auto-updated (set on submit, never shown to the person). */
  hidden: boolean;
}

/** A button's form as the editor saves it (spec 3 §3 "Action button form"). */
export interface ActionButtonForm {
  title: string;
  SK: string;
  fields: ActionButtonField[];
}

/** A button as the server lists and stores it (spec 3 §3: SK, title, fields, tenant, lastUpdated). */
export interface ActionButton extends ActionButtonForm {
  tenant: string;
  /** Epoch milliseconds. */
  lastUpdated: number;
}

export interface ActionFieldsReply {
  code: number;
  message?: string;
  data: ActionButton[];
}

export interface FormFieldsReply {
  code: number;
  message?: string;
  data: ActionButton;
}

/** POST form_fields: `result` 200 is success (spec 3 §7); the button as stored. */
export interface SaveFormFieldsReply {
  result: number;
  message?: string;
  data: ActionButton;
}

/** The tenant's action buttons (spec 3 §7 "fetch action fields per tenant"). */
export const getActionFields = defineOperation<{ tenant: string }, ActionFieldsReply>()({
  api: 'portal',
  method: 'GET',
  path: 'action_fields',
  apiCall: 'GetActionFields',
});

/** One button by its key (spec 3 §7 "GET form_fields takes tenant and SK"). */
export const getFormFields = defineOperation<{ tenant: string; SK: string }, FormFieldsReply>()({
  api: 'portal',
  method: 'GET',
  path: 'form_fields',
  apiCall: 'GetFormFields',
});

/** Saves a button (administrators); an empty SK creates one (spec 3 §7 "POST form_fields"). */
export const saveFormFields = defineOperation<
  ActionButtonForm & { tenant: string; lastUpdated: number },
  SaveFormFieldsReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'form_fields',
  apiCall: 'SaveFormFields',
});

// ---- The CRM (Salesforce-shaped) ---------------------------------------------------------------------------------

/** One hit of the metafield index: `_id` is `Object.Field`, `_source` the field's describe. */
export interface MetafieldHit {
  _index: string;
  _id: string;
  _source: CrmFieldDescribe;
}

export interface MetafieldsReply {
  hits: { total: number; hits: MetafieldHit[] };
}

/** The describe of one CRM object's fields (spec 3 §7: reading hits.hits). */
export const getMetafields = defineOperation<{ query: string }, MetafieldsReply>()({
  api: 'portal',
  method: 'GET',
  path: 'salesforce/metafields/:index/fields',
  apiCall: 'GetMetafields',
});

export interface CreateCrmRecordReply {
  code: number;
  message?: string;
  data: { id: string; object: CrmObjectName };
}

/**
 * A button's form submitted (any member: the chat). `values`: the form fields' values by field name; the server
 * adds the auto-updated ones and refuses (400, naming each problem) a record the CRM would not accept.
 */
export const createCrmRecord = defineOperation<
  { tenant: string; SK: string; values: Record<string, string> },
  CreateCrmRecordReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'salesforce/records',
  apiCall: 'CreateCrmRecord',
});

// ---- A button in a bot reply --------------------------------------------------------------------------------------

/** The session attribute of a bot reply that offers a button's form (a JSON ActionButtonOffer). */
export const ACTION_BUTTON_ATTRIBUTE = 'actionButton';

/** What a reply offers: the button's key and the title it shows. */
export interface ActionButtonOffer {
  SK: string;
  title: string;
}

/** The offer a reply's session attributes carry, if any (anything malformed is no offer). */
export function actionButtonOfferOf(attributes: Readonly<Record<string, string | undefined>>) {
  const raw = attributes[ACTION_BUTTON_ATTRIBUTE];
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { SK, title } = value as Record<string, unknown>;
    return typeof SK === 'string' && SK && typeof title === 'string' && title
      ? ({ SK, title } satisfies ActionButtonOffer)
      : null;
  } catch {
    return null;
  }
}

/** The describe in a metafields reply: each hit's source, for the object asked about (spec 3 §7: hits.hits). */
export function describeOfHits(reply: MetafieldsReply, object: string): CrmFieldDescribe[] {
  return reply.hits.hits.filter((hit) => hit._id.startsWith(`${object}.`)).map((hit) => hit._source);
}
