/**
 * The action buttons' gateway operations (spec 3 §7 "Action buttons"; routes and shapes in
 * src/contracts/action-buttons.ts):
 * - GetActionFields, GetFormFields (members: the chat opens a button's form), SaveFormFields (administrators);
 * - GetMetafields (members): the emulated CRM's describe, one hit per field;
 * - CreateCrmRecord (members): a form submitted in the chat becomes a record of the emulated CRM.
 * Every call names its organisation (`tenant`): another organisation's is refused (403), and a button of another
 * organisation does not exist (404).
 */
import {
  ACTION_BUTTON_KEY_PREFIX,
  ACTION_BUTTON_LIMITS,
  type ActionButton,
  createCrmRecord,
  CRM_METAFIELDS_INDEX,
  getActionFields,
  getFormFields,
  getMetafields,
  saveFormFields,
} from '@/contracts/action-buttons';
import { isCrmObject } from '@/contracts/crm-form';

import { newId } from '../../core/db';
import {
  badRequest,
  type Fields,
  forbidden,
  type GatewayOperation,
  implement,
  notFound,
  rawField,
  stringField,
  type TenantView,
} from '../../core/gateway/envelope';

import { CRM_DESCRIBE } from './crm-describe';
import { recordOf, validateFormFields } from './validation';

/** A form's largest body: 50 fields of the largest values fit with room to spare. */
export const SAVE_FORM_FIELDS_MAX_BYTES = 512 * 1024;

export const NO_SUCH_BUTTON = 'No such action button.';
export const OTHER_ORGANISATION_REFUSED = 'You can only act on your own organisation.';

/** Salesforce's key prefixes: a record's id says what it is. */
const KEY_PREFIX = { Opportunity: '006', Lead: '00Q', Contact: '003', Account: '001' } as const;

/** The organisation the call names must be the caller's own. */
function ownTenant(fields: Fields, tenant: TenantView): void {
  if (stringField(fields, 'tenant', { required: true, max: 100 }) !== tenant.id) {
    throw forbidden(OTHER_ORGANISATION_REFUSED);
  }
}

/** The caller's organisation's button of that key (404 for any other). */
function ownButton(fields: Fields, tenant: TenantView): ActionButton {
  const key = stringField(fields, 'SK', { required: true, max: 100 });
  const button = tenant.rows('actionButtons', 'buttons').find((candidate) => candidate.SK === key);
  if (!button) throw notFound(NO_SUCH_BUTTON);
  return button;
}

export const actionButtonsOperations: GatewayOperation[] = [
  implement(getActionFields, 'member', ({ fields, tenant }) => {
    ownTenant(fields, tenant);
    return {
      code: 200,
      data: structuredClone(tenant.rows('actionButtons', 'buttons')).toSorted(
        (a, b) => b.lastUpdated - a.lastUpdated,
      ),
    };
  }),
  implement(getFormFields, 'member', ({ fields, tenant }) => {
    ownTenant(fields, tenant);
    return { code: 200, data: structuredClone(ownButton(fields, tenant)) };
  }),
  implement(
    saveFormFields,
    'administrator',
    ({ context, fields, tenant }) => {
      ownTenant(fields, tenant);
      const title = stringField(fields, 'title', { required: true, max: ACTION_BUTTON_LIMITS.title });
      const lastUpdated = rawField(fields, 'lastUpdated');
      if (typeof lastUpdated !== 'number' || !Number.isFinite(lastUpdated)) {
        throw badRequest('lastUpdated must be epoch milliseconds.');
      }
      const { fields: formFields } = validateFormFields(rawField(fields, 'fields'));
      const key = stringField(fields, 'SK', { max: 100 });
      // The server's clock stamps the change: a client's clock may be wrong (the client's value is checked only).
      const stamped = { title, fields: formFields, lastUpdated: context.clock.now() };
      if (!key) {
        const created = tenant.insert('actionButtons', 'buttons', {
          SK: `${ACTION_BUTTON_KEY_PREFIX}${newId().slice(0, 8)}`,
          ...stamped,
        });
        return { result: 200, data: structuredClone(created) };
      }
      const saved = tenant.update('actionButtons', 'buttons', (rows) => {
        const button = rows.find((candidate) => candidate.SK === key);
        if (!button) throw notFound(NO_SUCH_BUTTON);
        Object.assign(button, stamped);
        return button;
      });
      return { result: 200, data: structuredClone(saved) };
    },
    { maxRequestBytes: SAVE_FORM_FIELDS_MAX_BYTES },
  ),
  implement(getMetafields, 'member', ({ fields, params }) => {
    if (params.index !== CRM_METAFIELDS_INDEX) throw notFound(`No such index: ${params.index}.`);
    const object = stringField(fields, 'query', { required: true, max: 100 });
    if (!isCrmObject(object)) throw badRequest(`The CRM has no object ${object}.`);
    const hits = CRM_DESCRIBE[object].map((field) => ({
      _index: CRM_METAFIELDS_INDEX,
      _id: `${object}.${field.name}`,
      _source: structuredClone(field),
    }));
    return { hits: { total: hits.length, hits } };
  }),
  implement(createCrmRecord, 'member', ({ context, caller, fields, tenant }) => {
    ownTenant(fields, tenant);
    const button = ownButton(fields, tenant);
    const object = button.fields[0]?.table;
    if (!object || !isCrmObject(object)) throw badRequest('The button has no form.');
    const values = recordOf(button.fields, object, rawField(fields, 'values'));
    const record = tenant.insert('actionButtons', 'records', {
      id: `${KEY_PREFIX[object]}${newId().replaceAll('-', '').slice(0, 15)}`,
      object,
      values,
      createdAt: context.clock.nowIso(),
      createdBy: caller.user.attributes.email ?? caller.user.sub,
      SK: button.SK,
    });
    return { code: 200, data: { id: record.id, object } };
  }),
];
