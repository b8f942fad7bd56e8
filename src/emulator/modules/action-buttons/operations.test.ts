/**
 * The action buttons' operations through the portal's own gateway client, as each kind of caller, and every
 * server rule attacked: another organisation, an ordinary user writing, bad input, a form the CRM would refuse.
 */
import { describe, expect, it } from 'vitest';

import {
  type ActionButtonField,
  createCrmRecord,
  CRM_METAFIELDS_INDEX,
  getActionFields,
  getFormFields,
  getMetafields,
  saveFormFields,
} from '@/contracts/action-buttons';
import { isRequired } from '@/contracts/crm-form';

import { withAnyFields } from '@tests/operations';

import { portalGateway, signInAs, switchTo, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

import { CRM_DESCRIBE } from './crm-describe';
import { NO_SUCH_BUTTON, OTHER_ORGANISATION_REFUSED } from './operations';
import { SEEDED_BUTTONS } from './seed';

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

const field = (name: string, value = '', hidden = false): ActionButtonField => ({
  field: name,
  label: name,
  table: 'Account',
  value,
  hidden,
});
/** A form the CRM accepts: Account needs only its name. */
const accountForm = [field('Name'), field('Industry'), field('Rating', 'Hot', true)];
const save = (fields: ActionButtonField[], SK = '', tenant = DEMO_TENANT, title = 'New account') =>
  gateway.send(saveFormFields, { title, SK, fields, tenant, lastUpdated: 0 });
const stored = () => context.db.state.actionButtons;

describe(`${getActionFields.apiCall} and ${getFormFields.apiCall}`, () => {
  it('lists the organisation’s buttons to any member, last updated first, with every listed field', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await gateway.send(getActionFields, { tenant: DEMO_TENANT });
    expect(data.map((button) => button.SK)).toEqual([
      SEEDED_BUTTONS.opportunity,
      SEEDED_BUTTONS.lead,
      SEEDED_BUTTONS.contact,
    ]);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['SK', 'fields', 'lastUpdated', 'tenant', 'title']);
    const { data: one } = await gateway.send(getFormFields, { tenant: DEMO_TENANT, SK: SEEDED_BUTTONS.lead });
    expect(one.title).toBe('New Lead');
  });

  it('refuses to name another organisation (403), and hides its buttons (404)', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    await expect(gateway.send(getActionFields, { tenant: OTHER_ORGANISATION.tenant })).rejects.toMatchObject({
      status: 403,
      message: OTHER_ORGANISATION_REFUSED,
    });
    await expect(
      gateway.send(getFormFields, { tenant: DEMO_TENANT, SK: SEEDED_BUTTONS.harbour }),
    ).rejects.toMatchObject({ status: 404, message: NO_SUCH_BUTTON });
    await switchTo(OTHER_ORGANISATION.administrator);
    const { data } = await gateway.send(getActionFields, { tenant: OTHER_ORGANISATION.tenant });
    expect(data.map((button) => button.SK)).toEqual([SEEDED_BUTTONS.harbour]);
  });
});

describe(saveFormFields.apiCall, () => {
  it('creates a button with a key of its own, stamped by the server’s clock, and saves it again', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const before = context.clock.now();
    const created = await save(accountForm);
    expect(created.result).toBe(200);
    expect(created.data).toMatchObject({ title: 'New account', tenant: DEMO_TENANT, fields: accountForm });
    expect(created.data.SK).toMatch(/^salesforce_\w{8}$/);
    expect(created.data.lastUpdated).toBeGreaterThanOrEqual(before);
    expect(created.data.lastUpdated).toBeLessThanOrEqual(context.clock.now());
    const renamed = await save(accountForm.slice(0, 2), created.data.SK, DEMO_TENANT, 'Renamed');
    expect(renamed.data).toMatchObject({ SK: created.data.SK, title: 'Renamed' });
    expect(stored().buttons.filter((button) => button.SK === created.data.SK)).toHaveLength(1);
  });

  it('answers 403 to an ordinary user and stores nothing', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const before = structuredClone(stored().buttons);
    await expect(save(accountForm)).rejects.toMatchObject({ status: 403 });
    await expect(save(accountForm, SEEDED_BUTTONS.lead)).rejects.toMatchObject({ status: 403 });
    expect(stored().buttons).toEqual(before);
  });

  it('refuses another organisation’s name and its buttons', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    await expect(save(accountForm, '', OTHER_ORGANISATION.tenant)).rejects.toMatchObject({ status: 403 });
    await expect(save(accountForm, SEEDED_BUTTONS.harbour)).rejects.toMatchObject({ status: 404 });
    expect(stored().buttons.find((button) => button.SK === SEEDED_BUTTONS.harbour)?.title).toBe(
      'Shipment Enquiry',
    );
  });

  it.each([
    ['no title', { title: '  ' }, 'title is required.'],
    ['a title too long', { title: 'x'.repeat(81) }, 'title must be at most 80 characters.'],
    ['no lastUpdated', { lastUpdated: 'yesterday' }, 'lastUpdated must be epoch milliseconds.'],
    ['fields not a list', { fields: 'Name' }, 'fields must be a list.'],
    ['no field', { fields: [] }, 'The form needs at least one field.'],
    ['a field of no object', { fields: [{ ...field('Name'), table: 'Invoice' }] }, 'must be a CRM object'],
    ['two objects', { fields: [...accountForm, { ...field('LastName'), table: 'Lead' }] }, 'one CRM object'],
    ['a reference', { fields: [...accountForm, field('ParentId')] }, 'not a field a form can set'],
    ['a read-only field', { fields: [...accountForm, field('CreatedDate')] }, 'not a field a form can set'],
    ['an unknown field', { fields: [...accountForm, field('Nope__c')] }, 'not a field a form can set'],
    ['a field twice', { fields: [...accountForm, field('Industry')] }, 'Industry is in the form twice.'],
    [
      'an auto-updated field without value',
      { fields: [field('Name'), field('Type', '', true)] },
      'needs its value',
    ],
    [
      'a value of the wrong type',
      { fields: [field('Name'), field('NumberOfEmployees', 'many')] },
      'whole number',
    ],
    ['a value not in the list', { fields: [field('Name'), field('Rating', 'Lukewarm')] }, 'listed values'],
    [
      'a number in exponent form',
      { fields: [field('Name'), field('AnnualRevenue', '1e3')] },
      'Enter a number.',
    ],
    ['a required field missing', { fields: [field('Industry')] }, 'Account Name is required'],
    [
      'a dependent picklist without its controller',
      { fields: [field('Name'), field('Sub_Industry__c')] },
      'Sub-industry needs Industry',
    ],
  ])('refuses %s (400)', async (_, change, message) => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const body = {
      title: 'Bad',
      SK: '',
      fields: accountForm,
      tenant: DEMO_TENANT,
      lastUpdated: 0,
      ...change,
    };
    const before = stored().buttons.length;
    await expect(gateway.send(withAnyFields(saveFormFields), body)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(message) as unknown,
    });
    expect(stored().buttons).toHaveLength(before);
  });
});

describe(getMetafields.apiCall, () => {
  it('describes each object to any member as hits, reference and required fields included', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const reply = await gateway.send(
      getMetafields,
      { query: 'Opportunity' },
      { index: CRM_METAFIELDS_INDEX },
    );
    expect(reply.hits.total).toBe(CRM_DESCRIBE.Opportunity.length);
    const stage = reply.hits.hits.find((hit) => hit._id === 'Opportunity.StageName');
    expect(stage?._source).toMatchObject({ type: 'picklist', createable: true, nillable: false });
    expect(reply.hits.hits.filter((hit) => isRequired(hit._source)).map((hit) => hit._source.name)).toEqual([
      'Name',
      'StageName',
      'CloseDate',
    ]);
    expect(reply.hits.hits.some((hit) => hit._source.type === 'reference')).toBe(true);
  });

  it('knows no other object and no other index', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    await expect(
      gateway.send(getMetafields, { query: 'Invoice' }, { index: CRM_METAFIELDS_INDEX }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      gateway.send(getMetafields, { query: 'Lead' }, { index: 'other_index' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe(createCrmRecord.apiCall, () => {
  const submit = (
    values: Record<string, string>,
    SK: string = SEEDED_BUTTONS.opportunity,
    tenant = DEMO_TENANT,
  ) => gateway.send(createCrmRecord, { tenant, SK, values });
  const valid = {
    Name: 'Contoso: 200 laptops',
    Amount: '182400.50',
    CloseDate: '2026-06-30',
    StageName: 'Qualification',
    Product_Family__c: 'Hardware',
    Product_Line__c: 'Laptops',
  };

  it('creates the record with the auto-updated values, for any member', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await submit(valid);
    expect(data.object).toBe('Opportunity');
    expect(data.id).toMatch(/^006\w{15}$/);
    const record = stored().records.find((candidate) => candidate.id === data.id);
    expect(record).toMatchObject({
      tenant: DEMO_TENANT,
      createdBy: DEMO_ACCOUNTS.user.email,
      SK: SEEDED_BUTTONS.opportunity,
      values: { ...valid, LeadSource: 'Chatbot', Type: 'New Customer' },
    });
  });

  it.each([
    ['a required value missing', { ...valid, CloseDate: '' }, 'Close Date: Required.'],
    ['an impossible date', { ...valid, CloseDate: '2026-02-30' }, 'Close Date: Enter a date.'],
    [
      'a dependent value of another controlling value',
      { ...valid, Product_Line__c: 'Consulting' },
      'Product Line',
    ],
    [
      'a field the form does not show',
      { ...valid, Probability: '10' },
      'Probability is not a field of this form.',
    ],
    ['an auto-updated field', { ...valid, LeadSource: 'Web' }, 'LeadSource is not a field of this form.'],
  ])('refuses %s (400) and creates nothing', async (_, values, message) => {
    await signInAs(DEMO_ACCOUNTS.user);
    const before = stored().records.length;
    await expect(submit(values)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(message) as unknown,
    });
    expect(stored().records).toHaveLength(before);
  });

  it('refuses values that are not texts', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    await expect(
      gateway.send(withAnyFields(createCrmRecord), {
        tenant: DEMO_TENANT,
        SK: SEEDED_BUTTONS.opportunity,
        values: { ...valid, Amount: 5 },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'values.Amount must be text.' });
  });

  it('never writes to another organisation’s CRM', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    await expect(submit(valid, SEEDED_BUTTONS.opportunity, OTHER_ORGANISATION.tenant)).rejects.toMatchObject({
      status: 403,
    });
    await expect(submit({ LastName: 'Fox', Company: 'Acme' }, SEEDED_BUTTONS.harbour)).rejects.toMatchObject({
      status: 404,
    });
    expect(stored().records.every((record) => record.tenant === DEMO_TENANT)).toBe(true);
  });
});
