import {
  type ActionButton,
  createCrmRecord,
  CRM_METAFIELDS_INDEX,
  describeOfHits,
  getFormFields,
  getMetafields,
} from '@/contracts/action-buttons';
import type { CrmFieldDescribe } from '@/contracts/crm-form';
import type { Gateway } from '@/services/gateway';

/** A button's form (GET form_fields) and the describe of the object it creates (GET salesforce/metafields). */
export async function fetchActionForm(
  gateway: Gateway,
  tenant: string,
  SK: string,
): Promise<{ button: ActionButton; describe: CrmFieldDescribe[] }> {
  const button = (await gateway.send(getFormFields, { tenant, SK })).data;
  const object = button.fields[0]?.table ?? '';
  const reply = await gateway.send(getMetafields, { query: object }, { index: CRM_METAFIELDS_INDEX });
  return { button, describe: describeOfHits(reply, object) };
}

/** The form submitted: the CRM creates the record (the server adds the auto-updated values). */
export async function submitActionForm(
  gateway: Gateway,
  tenant: string,
  SK: string,
  values: Record<string, string>,
): Promise<string> {
  return (await gateway.send(createCrmRecord, { tenant, SK, values })).data.id;
}
