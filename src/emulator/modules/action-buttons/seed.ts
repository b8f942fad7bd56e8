import type { ActionButton, ActionButtonField } from '@/contracts/action-buttons';

import type { SeedInput } from '../../core/types';
import { DAY_MS, DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';

import type { ActionButtonsModuleState } from './state';

/** A form field (shown, with an optional default) or an auto-updated one (hidden, with its target value). */
const shown = (table: string, field: string, label: string, value = ''): ActionButtonField => ({
  field,
  label,
  table,
  value,
  hidden: false,
});
const auto = (table: string, field: string, label: string, value: string): ActionButtonField => ({
  field,
  label,
  table,
  value,
  hidden: true,
});

/** The keys of the seeded buttons (the demo's chat offers them; the tests name them). */
export const SEEDED_BUTTONS = {
  opportunity: 'salesforce_new-opportunity',
  lead: 'salesforce_new-lead',
  contact: 'salesforce_log-contact',
  harbour: 'salesforce_harbour-shipment-lead',
} as const;

/**
 * The demo organisation's action buttons (a few days old, each made by an administrator in the editor: every
 * required field is in the form or auto-updated), and one of the other organisation, which the demo never sees.
 */
export function seedActionButtons({ clock }: SeedInput): ActionButtonsModuleState {
  const now = clock.now();
  // Whole days before now at noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
  const daysAgo = (days: number) => Math.floor((now - days * DAY_MS) / DAY_MS) * DAY_MS + DAY_MS / 2;
  const buttons: ActionButton[] = [
    {
      SK: SEEDED_BUTTONS.opportunity,
      title: 'Create Opportunity',
      tenant: DEMO_TENANT,
      lastUpdated: daysAgo(3),
      fields: [
        shown('Opportunity', 'Name', 'Opportunity name'),
        shown('Opportunity', 'Amount', 'Amount (USD)'),
        shown('Opportunity', 'CloseDate', 'Expected close date'),
        shown('Opportunity', 'StageName', 'Stage', 'Prospecting'),
        shown('Opportunity', 'Product_Family__c', 'Product family'),
        shown('Opportunity', 'Product_Line__c', 'Product line'),
        auto('Opportunity', 'LeadSource', 'Lead Source', 'Chatbot'),
        auto('Opportunity', 'Type', 'Opportunity Type', 'New Customer'),
      ],
    },
    {
      SK: SEEDED_BUTTONS.lead,
      title: 'New Lead',
      tenant: DEMO_TENANT,
      lastUpdated: daysAgo(12),
      fields: [
        shown('Lead', 'FirstName', 'First name'),
        shown('Lead', 'LastName', 'Last name'),
        shown('Lead', 'Company', 'Company'),
        shown('Lead', 'Email', 'E-mail'),
        shown('Lead', 'Phone', 'Phone'),
        shown('Lead', 'Industry', 'Industry'),
        shown('Lead', 'Sub_Industry__c', 'Sub-industry'),
        auto('Lead', 'LeadSource', 'Lead Source', 'Chatbot'),
        auto('Lead', 'Status', 'Lead Status', 'Open - Not Contacted'),
      ],
    },
    {
      SK: SEEDED_BUTTONS.contact,
      title: 'Log a Contact',
      tenant: DEMO_TENANT,
      lastUpdated: daysAgo(40),
      fields: [
        shown('Contact', 'FirstName', 'First name'),
        shown('Contact', 'LastName', 'Last name'),
        shown('Contact', 'Email', 'E-mail'),
        shown('Contact', 'Title', 'Job title'),
        auto('Contact', 'LeadSource', 'Lead Source', 'Chatbot'),
      ],
    },
    {
      SK: SEEDED_BUTTONS.harbour,
      title: 'Shipment Enquiry',
      tenant: OTHER_ORGANISATION.tenant,
      lastUpdated: daysAgo(5),
      fields: [
        shown('Lead', 'LastName', 'Your name'),
        shown('Lead', 'Company', 'Company'),
        auto('Lead', 'LeadSource', 'Lead Source', 'Web'),
      ],
    },
  ];
  return {
    buttons,
    records: [
      {
        id: '00Q5e00000SeEd0001',
        tenant: DEMO_TENANT,
        object: 'Lead',
        values: {
          FirstName: 'Priya',
          LastName: 'Natarajan',
          Company: 'Northwind Traders',
          Email: 'priya.natarajan@northwind.example',
          LeadSource: 'Chatbot',
          Status: 'Open - Not Contacted',
        },
        createdAt: new Date(daysAgo(2)).toISOString(),
        createdBy: DEMO_ACCOUNTS.user.email,
        SK: SEEDED_BUTTONS.lead,
      },
    ],
  };
}
