/**
 * The connector catalogue of the emulated cloud (docs/design.md §6): what each connector is, how it is set up,
 * and its tasks (Lex intents) with example utterances, parameters and the reply the bot gives when one runs.
 * The tasks of the connectors the demo organisation uses come from the assistant's catalogue
 * (src/emulator/modules/assistant/catalogue.ts), so that the seeded history and the live bot agree.
 */
import type { ConnectorArea, ConnectorSetup, TaskSlot } from '@/contracts/connections';

import { SEEDED_INTENTS } from '../assistant/catalogue';

export interface CatalogueTask {
  ID: string;
  title: string;
  desc: string;
  utterances: readonly string[];
  slots: readonly TaskSlot[];
  /** What the bot answers when the task runs (HTML). */
  reply: string;
}

export interface CatalogueConnector {
  connectorName: string;
  connectionName: string;
  display_name: string;
  type: string;
  shortDesc: string;
  longDesc: string;
  area: ConnectorArea | null;
  setup: ConnectorSetup;
  /** The logo's colour and letters (drawn as an SVG data: URL). */
  logo: { colour: string; letters: string };
  documentationUrl: string;
  tasks: readonly CatalogueTask[];
}

/** A small square logo: the connector's initials on its colour. */
export function logoDataUrl({ colour, letters }: CatalogueConnector['logo']): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${colour}"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const slot = (name: string, type: string, slotBusinessDesc: string): TaskSlot => ({
  name,
  type,
  slotBusinessDesc,
});

/** Descriptions and parameters of the assistant catalogue's intents. */
const SEEDED_DETAILS: Record<string, { desc: string; slots: TaskSlot[] }> = {
  CreateIncident: {
    desc: 'Opens an incident in the service desk for a problem the user describes.',
    slots: [
      slot('short_description', 'AMAZON.SearchQuery', 'What is wrong, in the user’s words'),
      slot('urgency', 'AMAZON.Number', 'How urgent it is, 1 (high) to 3 (low)'),
    ],
  },
  IncidentStatus: {
    desc: 'Tells the user where their latest incident stands and who works on it.',
    slots: [slot('incident_number', 'AMAZON.AlphaNumeric', 'The incident number, when the user gives one')],
  },
  OpenTicket: {
    desc: 'Opens a support ticket for the user with the support team.',
    slots: [slot('subject', 'AMAZON.SearchQuery', 'What the ticket is about')],
  },
  TicketStatus: { desc: 'Lists the user’s open tickets and whom each is waiting on.', slots: [] },
  FindAccount: {
    desc: 'Finds a customer account and summarises its open opportunities and owner.',
    slots: [slot('account_name', 'AMAZON.Organization', 'The customer’s name')],
  },
  OpportunityPipeline: {
    desc: 'Summarises the user’s opportunities that close this month.',
    slots: [slot('period', 'AMAZON.Date', 'The period to look at (default: this month)')],
  },
  SendEmail: {
    desc: 'Drafts an e-mail for the user to check and send.',
    slots: [
      slot('recipient', 'AMAZON.Person', 'Who the e-mail is for'),
      slot('topic', 'AMAZON.SearchQuery', 'What it is about'),
    ],
  },
  PostMessage: {
    desc: 'Posts a message to a channel of the team chat.',
    slots: [slot('channel', 'AMAZON.SearchQuery', 'The channel, #general by default')],
  },
  ScheduleMeeting: {
    desc: 'Books a meeting and a room, and sends the invitations.',
    slots: [slot('date', 'AMAZON.Date', 'When to meet'), slot('time', 'AMAZON.Time', 'At what time')],
  },
  NextMeeting: { desc: 'Tells the user about their next meeting and today’s agenda.', slots: [] },
  SyncCalendar: { desc: 'Refreshes the user’s calendar events from the calendar service.', slots: [] },
};

function seededTasks(connectionName: string): CatalogueTask[] {
  return SEEDED_INTENTS.filter((intent) => intent.connector === connectionName).map((intent) => ({
    ID: intent.name,
    title: intent.title,
    desc: SEEDED_DETAILS[intent.name]?.desc ?? intent.title,
    utterances: intent.utterances,
    slots: SEEDED_DETAILS[intent.name]?.slots ?? [],
    reply: intent.reply,
  }));
}

const docs = (name: string) => `https://docs.assistant-portal.example/connectors/${name}`;

export const CONNECTOR_CATALOGUE: readonly CatalogueConnector[] = [
  {
    connectorName: 'servicenow',
    connectionName: 'servicenow-prod',
    display_name: 'ServiceNow',
    type: 'public-rest-api',
    shortDesc: 'Incidents and requests in your service desk.',
    longDesc:
      'Lets people open incidents and follow them from the chat, in your ServiceNow instance, under their own account.',
    area: 'Collaboration Tool',
    setup: 'custom',
    logo: { colour: '#1b4d3e', letters: 'SN' },
    documentationUrl: docs('servicenow'),
    tasks: seededTasks('servicenow-prod'),
  },
  {
    connectorName: 'zendesk',
    connectionName: 'zendesk-prod',
    display_name: 'Zendesk',
    type: 'public-rest-api',
    shortDesc: 'Support tickets for your customers and staff.',
    longDesc: 'Opens Zendesk tickets and reports their status, in your Zendesk account.',
    area: 'CRM',
    setup: 'custom',
    logo: { colour: '#03363d', letters: 'ZD' },
    documentationUrl: docs('zendesk'),
    tasks: seededTasks('zendesk-prod'),
  },
  {
    connectorName: 'dynamics365',
    connectionName: 'Dynamics_365',
    display_name: 'Dynamics 365',
    type: 'public-rest-api',
    shortDesc: 'Accounts and opportunities in Dynamics 365.',
    longDesc: 'Finds customer accounts and their opportunities in your Dynamics 365 organisation.',
    area: 'CRM',
    setup: 'custom',
    logo: { colour: '#002050', letters: 'D' },
    documentationUrl: docs('dynamics-365'),
    tasks: seededTasks('Dynamics_365'),
  },
  {
    connectorName: 'salesforce',
    connectionName: 'salesforce',
    display_name: 'Salesforce',
    type: 'public-rest-api',
    shortDesc: 'Your sales pipeline, from the chat.',
    longDesc:
      'Answers questions about opportunities and the pipeline from Salesforce, as the signed-in user.',
    area: 'CRM',
    setup: 'oauth',
    logo: { colour: '#0b5cab', letters: 'SF' },
    documentationUrl: docs('salesforce'),
    tasks: seededTasks('salesforce'),
  },
  {
    connectorName: 'hubspot',
    connectionName: 'hubspot',
    display_name: 'HubSpot',
    type: 'public-rest-api',
    shortDesc: 'Contacts and deals in HubSpot CRM.',
    longDesc: 'Looks up contacts, logs calls and reports the deals of your HubSpot CRM.',
    area: 'CRM',
    setup: 'oauth',
    logo: { colour: '#b8401d', letters: 'HS' },
    documentationUrl: docs('hubspot'),
    tasks: [
      {
        ID: 'FindContact',
        title: 'Find contact',
        desc: 'Finds a contact and shows their company, phone number and last activity.',
        utterances: ['find a contact', 'look up a contact', 'who is my contact at'],
        slots: [slot('contact_name', 'AMAZON.Person', 'The contact’s name')],
        reply: 'I found <b>Robin Ortiz</b> at Fabrikam: +1 425 555 0134, last call on Monday.',
      },
      {
        ID: 'LogCall',
        title: 'Log a call',
        desc: 'Logs a call with a contact, with a short note.',
        utterances: ['log a call', 'record my call with a customer', 'note a phone call'],
        slots: [
          slot('contact_name', 'AMAZON.Person', 'Who the call was with'),
          slot('note', 'AMAZON.SearchQuery', 'What was said'),
        ],
        reply: 'The call is logged on the contact’s timeline.',
      },
      {
        ID: 'DealsClosing',
        title: 'Deals closing',
        desc: 'Lists the deals expected to close this quarter.',
        utterances: ['which deals close this quarter', 'show my deals', 'deals in my pipeline'],
        slots: [],
        reply: 'Three deals close this quarter, worth <b>$96,000</b>.',
      },
    ],
  },
  {
    connectorName: 'team-chat',
    connectionName: 'team-chat',
    display_name: 'Team Chat',
    type: 'public-rest-api',
    shortDesc: 'Post to your team’s channels.',
    longDesc: 'Posts messages to the channels of your team chat and adds the assistant as a chat app there.',
    area: 'Collaboration Tool',
    setup: 'oauth',
    logo: { colour: '#4a154b', letters: 'TC' },
    documentationUrl: docs('team-chat'),
    tasks: seededTasks('team-chat'),
  },
  {
    connectorName: 'jira',
    connectionName: 'jira',
    display_name: 'Jira',
    type: 'public-rest-api',
    shortDesc: 'Issues and sprints of your projects.',
    longDesc: 'Creates Jira issues and reports the progress of the current sprint.',
    area: 'Collaboration Tool',
    setup: 'oauth',
    logo: { colour: '#0747a6', letters: 'JI' },
    documentationUrl: docs('jira'),
    tasks: [
      {
        ID: 'CreateIssue',
        title: 'Create issue',
        desc: 'Creates an issue in a project, assigned to the user.',
        utterances: ['create a jira issue', 'file a bug', 'add an issue to the backlog'],
        slots: [
          slot('project', 'AMAZON.SearchQuery', 'The project key or name'),
          slot('summary', 'AMAZON.SearchQuery', 'A one-line summary'),
        ],
        reply: 'Issue <b>PORTAL-214</b> is created and assigned to you.',
      },
      {
        ID: 'SprintProgress',
        title: 'Sprint progress',
        desc: 'Tells how far the current sprint is, and what is left.',
        utterances: ['how is the sprint going', 'sprint progress', 'what is left in the sprint'],
        slots: [],
        reply: 'The sprint is <b>70%</b> done: 6 issues left, 2 in review.',
      },
    ],
  },
  {
    connectorName: 'mail',
    connectionName: 'mail',
    display_name: 'Mail',
    type: 'public-rest-api',
    shortDesc: 'Draft and send e-mail.',
    longDesc: 'Drafts e-mails from the chat, in the user’s own mailbox, for them to check and send.',
    area: 'Mail Client',
    setup: 'oauth',
    logo: { colour: '#c5221f', letters: 'M' },
    documentationUrl: docs('mail'),
    tasks: seededTasks('mail'),
  },
  {
    connectorName: 'calendar',
    connectionName: 'calendar',
    display_name: 'Calendar',
    type: 'public-rest-api',
    shortDesc: 'Meetings, rooms and the day’s agenda.',
    longDesc: 'Books meetings and rooms, and tells people what is next on their calendar.',
    area: 'Mail Client',
    setup: 'oauth',
    logo: { colour: '#1a73e8', letters: 'CA' },
    documentationUrl: docs('calendar'),
    tasks: seededTasks('calendar'),
  },
  {
    connectorName: 'outlook',
    connectionName: 'outlook',
    display_name: 'Outlook Mail',
    type: 'public-rest-api',
    shortDesc: 'Your Outlook inbox, from the chat.',
    longDesc: 'Reads out unread mail and finds messages in the user’s Outlook mailbox.',
    area: 'Mail Client',
    setup: 'oauth',
    logo: { colour: '#0f6cbd', letters: 'OL' },
    documentationUrl: docs('outlook'),
    tasks: [
      {
        ID: 'UnreadMail',
        title: 'Unread mail',
        desc: 'Tells the user how many unread messages they have and from whom.',
        utterances: ['do i have new mail', 'read my unread emails', 'any new messages in my inbox'],
        slots: [],
        reply: 'You have <b>4 unread messages</b>, two of them from your manager.',
      },
      {
        ID: 'FindMail',
        title: 'Find mail',
        desc: 'Finds messages by sender or subject.',
        utterances: ['find the email from', 'search my mailbox', 'look for a message about'],
        slots: [slot('query', 'AMAZON.SearchQuery', 'A sender or words of the subject')],
        reply: 'I found 2 messages; the newest is <b>“Quarterly review slides”</b> from yesterday.',
      },
    ],
  },
  {
    connectorName: 'faq',
    connectionName: 'faq',
    display_name: 'FAQ',
    type: 'public-rest-api',
    shortDesc: 'Answers from your FAQ library.',
    longDesc: 'Answers questions from the FAQ library your team maintains, and replies when nothing matches.',
    area: null,
    setup: 'faq',
    logo: { colour: '#6b4fbb', letters: 'FAQ' },
    documentationUrl: docs('faq'),
    tasks: [
      {
        ID: 'MainFAQIntent',
        title: 'FAQ',
        desc: 'Answers a question with the FAQ library’s approved answer.',
        utterances: [],
        slots: [],
        reply: '',
      },
    ],
  },
  {
    connectorName: 'faq-dev',
    connectionName: 'faq-dev',
    display_name: 'FAQ (development)',
    type: 'public-rest-api',
    shortDesc: 'A second FAQ library, for trying answers out.',
    longDesc: 'A development FAQ library: try answers here before they reach your production assistant.',
    area: null,
    setup: 'faq',
    logo: { colour: '#8e7cc3', letters: 'DEV' },
    documentationUrl: docs('faq'),
    tasks: [
      {
        ID: 'MainFAQIntent',
        title: 'FAQ',
        desc: 'Answers a question with the development FAQ library’s answer.',
        utterances: [],
        slots: [],
        reply: '',
      },
    ],
  },
];

export const catalogueConnector = (connectionName: string) =>
  CONNECTOR_CATALOGUE.find((connector) => connector.connectionName === connectionName);

/** Spec 3 §9: the wizard keeps at most 30 featured connectors. */
export const FEATURED_LIMIT = 30;

/** The connections the demo organisation has enabled and linked in the seed (those of its seeded history). */
export const DEMO_ENABLED = [
  'servicenow-prod',
  'zendesk-prod',
  'Dynamics_365',
  'salesforce',
  'team-chat',
  'mail',
  'calendar',
  'faq',
] as const;
