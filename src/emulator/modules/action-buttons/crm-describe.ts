/**
 * The emulated CRM's describe: the standard fields of Salesforce's Opportunity, Lead, Contact and Account (types,
 * lengths, the flags that make a field required or read-only, picklists, references) and a few custom fields of the
 * kind organisations add (`__c`), among them dependent picklists controlled by a picklist and by a checkbox. Every
 * organisation's CRM has this shape; the records are each organisation's own.
 */
import type { CrmFieldDescribe, CrmObjectName, CrmPicklistValue } from '@/contracts/crm-form';

type Flags = Partial<
  Pick<
    CrmFieldDescribe,
    | 'createable'
    | 'updateable'
    | 'nillable'
    | 'defaultedOnCreate'
    | 'length'
    | 'precision'
    | 'scale'
    | 'inlineHelpText'
    | 'restrictedPicklist'
  >
>;

/** An ordinary field: can be set and changed, may be empty. */
function field(
  name: string,
  label: string,
  type: CrmFieldDescribe['type'],
  flags: Flags = {},
): CrmFieldDescribe {
  return {
    name,
    label,
    type,
    createable: true,
    updateable: true,
    nillable: true,
    defaultedOnCreate: false,
    ...(type === 'string' ? { length: 255 } : {}),
    ...(type === 'textarea' ? { length: 32000 } : {}),
    ...(type === 'email' || type === 'url' ? { length: 255 } : {}),
    ...(type === 'phone' ? { length: 40 } : {}),
    ...flags,
  };
}

/** A field the CRM writes itself: the id, audit fields, formulas. Never createable. */
const system = (name: string, label: string, type: CrmFieldDescribe['type']): CrmFieldDescribe =>
  field(name, label, type, { createable: false, updateable: false, nillable: type !== 'id' });

/** A field no record can be created without. */
const required = (name: string, label: string, type: CrmFieldDescribe['type'], flags: Flags = {}) =>
  field(name, label, type, { nillable: false, ...flags });

const reference = (name: string, label: string, to: string, flags: Flags = {}): CrmFieldDescribe => ({
  ...field(name, label, 'reference', flags),
  length: 18,
  referenceTo: [to],
});

/** The record's owner: set to whoever creates it when none is sent. */
const owner = () => reference('OwnerId', 'Owner ID', 'User', { nillable: false, defaultedOnCreate: true });

const options = (values: readonly string[]): CrmPicklistValue[] =>
  values.map((value) => ({ value, label: value, active: true }));

function picklist(
  name: string,
  label: string,
  values: readonly string[],
  flags: Flags & { defaultValue?: string } = {},
): CrmFieldDescribe {
  const { defaultValue = null, ...rest } = flags;
  return {
    ...field(name, label, 'picklist', rest),
    length: 255,
    picklist: { controllerValues: {}, defaultValue, values: options(values) },
  };
}

/**
 * A dependent picklist: `valid` maps each of its values to the controlling values it is valid for, written as the
 * UI API does: indexes into `controllerValues`.
 */
function dependent(
  name: string,
  label: string,
  controller: CrmFieldDescribe,
  valid: Readonly<Record<string, readonly string[]>>,
  flags: Flags = {},
): CrmFieldDescribe {
  const controlling =
    controller.type === 'boolean'
      ? ['false', 'true']
      : (controller.picklist?.values ?? []).map((value) => value.value);
  const controllerValues = Object.fromEntries(controlling.map((value, index) => [value, index]));
  return {
    ...field(name, label, 'picklist', flags),
    length: 255,
    controllerName: controller.name,
    dependentPicklist: true,
    picklist: {
      controllerValues,
      defaultValue: null,
      values: Object.entries(valid).map(([value, validFor]) => ({
        value,
        label: value,
        active: true,
        validFor: validFor.map((controllingValue) => controllerValues[controllingValue] ?? -1),
      })),
    },
  };
}

const audit = (): CrmFieldDescribe[] => [
  system('Id', 'Record ID', 'id'),
  system('CreatedDate', 'Created Date', 'datetime'),
  system('CreatedById', 'Created By ID', 'reference'),
  system('LastModifiedDate', 'Last Modified Date', 'datetime'),
  system('SystemModstamp', 'System Modstamp', 'datetime'),
  system('IsDeleted', 'Deleted', 'boolean'),
];

const LEAD_SOURCES = ['Web', 'Phone Inquiry', 'Partner Referral', 'Purchased List', 'Chatbot', 'Other'];
const INDUSTRIES = ['Technology', 'Finance', 'Healthcare', 'Manufacturing', 'Retail', 'Education', 'Other'];
const INDUSTRY = picklist('Industry', 'Industry', INDUSTRIES);
/** Sub-industries by industry: a dependent picklist organisations commonly add. */
const SUB_INDUSTRY = dependent('Sub_Industry__c', 'Sub-industry', INDUSTRY, {
  Software: ['Technology'],
  Hardware: ['Technology'],
  Banking: ['Finance'],
  Insurance: ['Finance'],
  Hospitals: ['Healthcare'],
  Pharmaceuticals: ['Healthcare', 'Manufacturing'],
  Automotive: ['Manufacturing'],
  'E-commerce': ['Retail', 'Technology'],
  'Higher education': ['Education'],
});
const SALUTATION = picklist('Salutation', 'Salutation', ['Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Prof.', 'Mx.']);
const RATING = picklist('Rating', 'Rating', ['Hot', 'Warm', 'Cold']);

const STAGES = [
  'Prospecting',
  'Qualification',
  'Needs Analysis',
  'Value Proposition',
  'Proposal/Price Quote',
  'Negotiation/Review',
  'Closed Won',
  'Closed Lost',
];
const STAGE: CrmFieldDescribe = {
  ...required('StageName', 'Stage', 'picklist', { length: 255 }),
  picklist: { controllerValues: {}, defaultValue: null, values: options(STAGES) },
};
const PRODUCT_FAMILY = picklist('Product_Family__c', 'Product Family', ['Hardware', 'Software', 'Services']);

const opportunity: CrmFieldDescribe[] = [
  ...audit(),
  reference('AccountId', 'Account ID', 'Account'),
  system('IsPrivate', 'Private', 'boolean'),
  required('Name', 'Name', 'string', { length: 120 }),
  field('Description', 'Description', 'textarea'),
  STAGE,
  field('Amount', 'Amount', 'currency', { precision: 18, scale: 2 }),
  field('Probability', 'Probability (%)', 'percent', { precision: 3, scale: 0, defaultedOnCreate: true }),
  field('TotalOpportunityQuantity', 'Quantity', 'double', { precision: 18, scale: 2 }),
  required('CloseDate', 'Close Date', 'date'),
  picklist('Type', 'Opportunity Type', [
    'New Customer',
    'Existing Customer - Upgrade',
    'Existing Customer - Replacement',
    'Existing Customer - Downgrade',
  ]),
  field('NextStep', 'Next Step', 'string'),
  picklist('LeadSource', 'Lead Source', LEAD_SOURCES),
  system('IsClosed', 'Closed', 'boolean'),
  system('IsWon', 'Won', 'boolean'),
  picklist(
    'ForecastCategoryName',
    'Forecast Category',
    ['Omitted', 'Pipeline', 'Best Case', 'Commit', 'Closed'],
    {
      nillable: false,
      defaultedOnCreate: true,
    },
  ),
  reference('CampaignId', 'Campaign ID', 'Campaign'),
  owner(),
  PRODUCT_FAMILY,
  dependent('Product_Line__c', 'Product Line', PRODUCT_FAMILY, {
    Laptops: ['Hardware'],
    Servers: ['Hardware'],
    Networking: ['Hardware', 'Services'],
    'Cloud subscription': ['Software'],
    'On-premises licence': ['Software'],
    Consulting: ['Services'],
    Training: ['Services', 'Software'],
  }),
  dependent('Loss_Reason__c', 'Loss Reason', STAGE, {
    Price: ['Closed Lost'],
    'Lost to competitor': ['Closed Lost'],
    'No budget': ['Closed Lost'],
    'No decision': ['Closed Lost'],
  }),
  field('Competitor__c', 'Main Competitor', 'string', { length: 80 }),
  field('Next_Call__c', 'Next Call', 'datetime'),
  field('Demo_Requested__c', 'Demo Requested', 'boolean', { nillable: false, defaultedOnCreate: true }),
  field('Contract_Number__c', 'Contract Number', 'string', {
    length: 30,
    updateable: false,
    inlineHelpText: 'Set once, when the opportunity is created.',
  }),
  field('Discount__c', 'Discount (%)', 'percent', { precision: 5, scale: 2 }),
  field('Seats__c', 'Seats', 'int', { precision: 8, scale: 0 }),
];

const lead: CrmFieldDescribe[] = [
  ...audit(),
  SALUTATION,
  field('FirstName', 'First Name', 'string', { length: 40 }),
  required('LastName', 'Last Name', 'string', { length: 80 }),
  field('Title', 'Title', 'string', { length: 128 }),
  required('Company', 'Company', 'string'),
  field('Street', 'Street', 'textarea', { length: 255 }),
  field('City', 'City', 'string', { length: 40 }),
  field('State', 'State/Province', 'string', { length: 80 }),
  field('PostalCode', 'Zip/Postal Code', 'string', { length: 20 }),
  field('Country', 'Country', 'string', { length: 80 }),
  system('Address', 'Address', 'address'),
  field('Phone', 'Phone', 'phone'),
  field('MobilePhone', 'Mobile Phone', 'phone'),
  field('Email', 'Email', 'email', { length: 80 }),
  field('Website', 'Website', 'url'),
  field('Description', 'Description', 'textarea'),
  picklist('LeadSource', 'Lead Source', LEAD_SOURCES),
  picklist(
    'Status',
    'Lead Status',
    ['Open - Not Contacted', 'Working - Contacted', 'Closed - Converted', 'Closed - Not Converted'],
    { nillable: false, defaultedOnCreate: true, defaultValue: 'Open - Not Contacted' },
  ),
  INDUSTRY,
  SUB_INDUSTRY,
  RATING,
  field('AnnualRevenue', 'Annual Revenue', 'currency', { precision: 18, scale: 0 }),
  field('NumberOfEmployees', 'Employees', 'int', { precision: 8, scale: 0 }),
  owner(),
  system('IsConverted', 'Converted', 'boolean'),
  system('ConvertedAccountId', 'Converted Account ID', 'reference'),
  field('Preferred_Call_Time__c', 'Preferred Call Time', 'time'),
  field('Follow_Up_On__c', 'Follow Up On', 'date'),
];

const EMAIL_OPT_OUT = field('HasOptedOutOfEmail', 'Email Opt Out', 'boolean', {
  nillable: false,
  defaultedOnCreate: true,
});

const contact: CrmFieldDescribe[] = [
  ...audit(),
  reference('AccountId', 'Account ID', 'Account'),
  SALUTATION,
  field('FirstName', 'First Name', 'string', { length: 40 }),
  required('LastName', 'Last Name', 'string', { length: 80 }),
  field('Title', 'Title', 'string', { length: 128 }),
  field('Department', 'Department', 'string', { length: 80 }),
  field('Birthdate', 'Birthdate', 'date'),
  field('Phone', 'Business Phone', 'phone'),
  field('MobilePhone', 'Mobile Phone', 'phone'),
  field('Email', 'Email', 'email', { length: 80 }),
  field('MailingCity', 'Mailing City', 'string', { length: 40 }),
  field('MailingCountry', 'Mailing Country', 'string', { length: 80 }),
  picklist('LeadSource', 'Lead Source', LEAD_SOURCES),
  reference('ReportsToId', 'Reports To ID', 'Contact'),
  owner(),
  EMAIL_OPT_OUT,
  // Controlled by a checkbox: only a contact who opted out says why.
  dependent('Opt_Out_Reason__c', 'Opt Out Reason', EMAIL_OPT_OUT, {
    'Too many e-mails': ['true'],
    'Not relevant': ['true'],
    'Prefers phone': ['true'],
  }),
  field('Description', 'Description', 'textarea'),
  picklist('Level__c', 'Level', ['Primary', 'Secondary', 'Tertiary']),
  field('Languages__c', 'Languages', 'string', { length: 100 }),
];

const account: CrmFieldDescribe[] = [
  ...audit(),
  required('Name', 'Account Name', 'string'),
  picklist('Type', 'Account Type', [
    'Prospect',
    'Customer - Direct',
    'Customer - Channel',
    'Partner',
    'Other',
  ]),
  reference('ParentId', 'Parent Account ID', 'Account'),
  field('BillingCity', 'Billing City', 'string', { length: 40 }),
  field('BillingCountry', 'Billing Country', 'string', { length: 80 }),
  field('Phone', 'Account Phone', 'phone'),
  field('Website', 'Website', 'url'),
  INDUSTRY,
  SUB_INDUSTRY,
  field('AnnualRevenue', 'Annual Revenue', 'currency', { precision: 18, scale: 0 }),
  field('NumberOfEmployees', 'Employees', 'int', { precision: 8, scale: 0 }),
  picklist('Ownership', 'Ownership', ['Public', 'Private', 'Subsidiary', 'Other']),
  field('TickerSymbol', 'Ticker Symbol', 'string', { length: 20 }),
  field('Description', 'Account Description', 'textarea'),
  RATING,
  owner(),
  field('AccountNumber', 'Account Number', 'string', { length: 40, updateable: false }),
  field('Customer_Since__c', 'Customer Since', 'date'),
  field('SLA_Expires__c', 'SLA Expiration', 'datetime'),
  field('Active__c', 'Active', 'boolean', { nillable: false, defaultedOnCreate: true }),
];

/** The describe of each object the emulated CRM has. */
export const CRM_DESCRIBE: Readonly<Record<CrmObjectName, readonly CrmFieldDescribe[]>> = {
  Opportunity: opportunity,
  Lead: lead,
  Contact: contact,
  Account: account,
};
