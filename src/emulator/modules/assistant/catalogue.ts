/**
 * What the demo organisation's assistant knows: the intents of its enabled connectors and its FAQ. The Lex
 * emulator matches what users say against these; the seeded conversations are drawn from them, so the
 * dashboard, chat history and missed utterances tell one consistent story.
 */

export interface SeededIntent {
  /** Lex intent name. */
  name: string;
  /** Human title (the dashboard labels charts with it). */
  title: string;
  /** Connection name of the connector that serves it. */
  connector: string;
  /** Sample utterances: what the matcher compares against, and what seeded users say. */
  utterances: readonly string[];
  /** The fulfilled reply, HTML allowed (rendered as a response card after sanitising). */
  reply: string;
  /** Session attributes the fulfilled reply sets (an action button's offer, docs/adr/0023-action-buttons.md). */
  sessionAttributes?: Readonly<Record<string, string>>;
}

/** What a reply says when a connector's authorisation has lapsed (the portal keys on it; spec 1 §4). */
export const EXPIRED_LINK_TEXT = 'has expired. Please link your account';
/** Where the user links the calendar connector again. */
export const CALENDAR_LINK_URL = 'https://assistant-portal.example/link-account/calendar';

export const SEEDED_INTENTS: readonly SeededIntent[] = [
  {
    name: 'CreateIncident',
    title: 'Create incident',
    connector: 'servicenow-prod',
    utterances: ['create an incident', 'report an outage', 'my laptop is broken', 'open a new incident'],
    reply: 'I have created incident <b>INC0010432</b> for you. The service desk will be in touch shortly.',
  },
  {
    name: 'IncidentStatus',
    title: 'Incident status',
    connector: 'servicenow-prod',
    utterances: ['what is the status of my incident', 'check my incidents', 'any update on my incident'],
    reply: 'Your incident <b>INC0010417</b> is <i>In progress</i> and assigned to the Network team.',
  },
  {
    name: 'OpenTicket',
    title: 'Open ticket',
    connector: 'zendesk-prod',
    utterances: ['open a support ticket', 'create a ticket', 'i need help from support'],
    reply: 'Ticket <b>#48213</b> is open. You can follow it at support.example.com/tickets/48213',
  },
  {
    name: 'TicketStatus',
    title: 'Ticket status',
    connector: 'zendesk-prod',
    utterances: ['show my open tickets', 'status of my ticket', 'list my tickets'],
    reply: 'You have 2 open tickets: <b>#48213</b> (waiting on us) and <b>#48190</b> (waiting on you).',
  },
  {
    name: 'FindAccount',
    title: 'Find account',
    connector: 'Dynamics_365',
    utterances: ['find account', 'look up an account', 'show account details'],
    reply: 'I found the account <b>Contoso Ltd</b>: 3 open opportunities, owner Sam Rivera.',
  },
  {
    name: 'OpportunityPipeline',
    title: 'Opportunity pipeline',
    connector: 'salesforce',
    utterances: ['show my pipeline', 'what opportunities close this month', 'my open opportunities'],
    reply: 'You have <b>5 opportunities</b> closing this month, worth $182,400 in total.',
  },
  {
    name: 'SendEmail',
    title: 'Send e-mail',
    connector: 'mail',
    utterances: ['send an email', 'email my manager', 'write an email to the team'],
    reply: 'Your e-mail is drafted and waiting in your outbox for a final check.',
  },
  {
    name: 'PostMessage',
    title: 'Post message',
    connector: 'team-chat',
    utterances: ['post a message to the team channel', 'tell the team', 'send a chat message'],
    reply: 'Posted to <b>#general</b>.',
  },
  {
    name: 'ScheduleMeeting',
    title: 'Schedule meeting',
    connector: 'calendar',
    utterances: ['schedule a meeting', 'book a meeting room', 'set up a call tomorrow'],
    reply: 'I booked <b>Meeting room 2</b> tomorrow at 10:00 AM and sent the invitations.',
  },
  {
    name: 'NextMeeting',
    title: 'Next meeting',
    connector: 'calendar',
    utterances: ['when is my next meeting', 'what is on my calendar today', 'show my agenda'],
    reply: 'Your next meeting is <b>Quarterly review</b> at 2:30 PM in Meeting room 1.',
  },
  {
    // The calendar connection's authorisation has lapsed: the portal opens the link in a 1324 × 800 window.
    name: 'SyncCalendar',
    title: 'Sync calendar',
    connector: 'calendar',
    utterances: ['sync my calendar', 'refresh my calendar', 'update my calendar events'],
    reply: `Your calendar connection ${EXPIRED_LINK_TEXT} again: ${CALENDAR_LINK_URL}`,
  },
];

export interface SeededFaq {
  id: string;
  question: string;
  /** HTML answer. */
  answer: string;
}

export const SEEDED_FAQ: readonly SeededFaq[] = [
  {
    id: 'faq-vpn',
    question: 'How do I connect to the VPN?',
    answer: 'Open the <b>Secure Connect</b> app, choose <i>Office</i> and sign in with your work account.',
  },
  {
    id: 'faq-password',
    question: 'How do I reset my password?',
    answer: 'Go to accounts.example.com/reset and follow the steps; you will need your phone for the code.',
  },
  {
    id: 'faq-holidays',
    question: 'How many holiday days do I have?',
    answer:
      'Full-time staff have <b>25 days</b> a year plus public holidays. Check the HR portal for your balance.',
  },
  {
    id: 'faq-expenses',
    question: 'How do I submit expenses?',
    answer:
      'Photograph the receipt in the <b>Expenses</b> app and submit it before the 5th of the next month.',
  },
];

/** The reply when nothing matches (Lex's FallbackIntent). */
export const FALLBACK_REPLY = "Sorry, I didn't understand that. Could you say it another way?";

/** The welcome the assistant gives to the chat's hidden 'open' message. */
export const WELCOME_REPLY =
  'Hi! I am your assistant. I can create incidents, check tickets, find accounts and schedule meetings. How can I help?';

/**
 * Small talk: greetings, thanks and asking for help. Their words are stop words to the intent matcher (they say
 * nothing about what the user wants), so the bot recognises these phrases whole, before matching intents.
 */
export interface SmallTalk {
  /** Lex intent name the turn is recorded under. */
  name: 'Greeting' | 'Thanks' | 'Help';
  /** The whole normalised phrase (src/emulator/modules/lex/matcher.ts normalise). */
  pattern: RegExp;
}

export const SMALL_TALK: readonly SmallTalk[] = [
  {
    name: 'Greeting',
    pattern:
      /^(?:(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day))(?: there| all| everyone| team| bot| assistant)?)+$/,
  },
  {
    name: 'Thanks',
    pattern:
      /^(?:ok(?:ay)? )?(?:thanks|thank you|thank u|thx|ty|cheers|many thanks)(?: (?:a lot|so much|very much|again))?$/,
  },
  {
    name: 'Help',
    pattern:
      /^(?:help|help me|i need help|can you help(?: me)?|what can you do|what do you do|what can i ask(?: you)?|how can you help(?: me)?|what are you able to do)$/,
  },
];

/**
 * The reply to a greeting or to "help": what the assistant can do, named as the skill's top-level bubbles
 * (`topics`), which the chat shows under the reply to click.
 */
export function capabilitiesReply(kind: 'Greeting' | 'Help', topics: readonly string[]): string {
  const opening = kind === 'Greeting' ? 'Hello! ' : '';
  const list = topics.length > 0 ? `<ul>${topics.map((topic) => `<li>${topic}</li>`).join('')}</ul>` : '';
  return `${opening}I can create incidents, check tickets, find accounts and schedule meetings, and answer common questions.${list}Pick a suggestion below or just ask.`;
}

export const THANKS_REPLY = "You're welcome! Is there anything else I can help with?";

/**
 * Things public and portal users said that the assistant did not understand: the seed's missed utterances.
 */
export const SEEDED_MISSED_UTTERANCES: readonly string[] = [
  'can i bring my dog to the office',
  'order more printer paper',
  'who is on call tonight',
  'cancel my gym membership',
  'what is the wifi password for guests',
  'translate this into french',
  'book a flight to berlin',
  'how is the weather in london',
];
