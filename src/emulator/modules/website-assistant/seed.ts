/**
 * The public bots the demo starts with. The demo organisation's is configured as a customer would have it
 * before embedding it: a name, a welcome, three example phrases the demo bot answers (the website visitors'
 * questions of the FAQ seed and a support-ticket intent), `localhost` among its domains (the portal serves the
 * demo's sample page there), and three cues, one of each kind of rule a page shows most (default, URL contains,
 * URL pattern); its bot file is not written yet, so the first embed can be tried. The other organisation's bot
 * is embedded already, for isolation tests. Deterministic: fixed GUIDs, no clock.
 */
import {
  DEFAULT_COLOURS,
  EXAMPLE_PHRASE_COUNT,
  FIRST_EMBED_POSITION,
  POSITION_DEFAULT,
  type PublicBotPosition,
  type PublicBotSettings,
} from '@/contracts/website-assistant';

import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';
import { VISITOR_QUESTIONS } from '../bubbles/seed';
import type { SkillRecord } from '../tenancy/state';

import type { StoredPublicBot, WebsiteAssistantState } from './state';

/** The seeded bots' GUIDs, fixed so that tests and the demo's sample page can name them. */
export const SEEDED_BOT_GUIDS = {
  demo: 'd3a0b075-0000-4000-8000-000000000001',
  other: 'd3a0b075-0000-4000-8000-000000002001',
} as const;

/** The demo bot's example phrases: what the demo bot answers (the FAQ's visitor questions, OpenTicket). */
export const DEMO_EXAMPLE_PHRASES = [
  VISITOR_QUESTIONS.parking,
  VISITOR_QUESTIONS.wifi,
  'Open a support ticket',
] as const;

/** A bot with no uploaded image. */
export const NO_IMAGE_KEYS = { chatImage: '', chatIcon: '' } as const;

const position = (px: number): PublicBotPosition => ({
  desktopBottom: px,
  desktopRight: px,
  mobileBottom: px,
  mobileRight: px,
});

/** The bot file's name, written by the server on the first embed (spec 3 §4). */
export const botFileName = (guid: string) => `${guid}.js`;

/**
 * A skill's public bot as it is before anyone configured it: what a new organisation's skill gets on its first
 * read. The page asks for what is required (example phrase, domains) before it saves.
 */
export function newPublicBot(skill: Pick<SkillRecord, 'lex_bot_name'>, guid: string): PublicBotSettings {
  return {
    GUID: guid,
    allowed_domains: [],
    bot_file_name: '',
    config: {
      botName: 'Assistant',
      welcomeMessage: 'Hi! How can I help you today?',
      examplePhrases: Array.from({ length: EXAMPLE_PHRASE_COUNT }, () => ''),
      chatImage: '',
      chatImageLink: '',
      chatIcon: '',
      bigChatIcon: false,
      voiceEnabled: false,
      bubbles: true,
      continuousListening: false,
      cues: [],
      position: position(POSITION_DEFAULT),
      color: { ...DEFAULT_COLOURS },
      // The bot the snippet talks to: the Lex runtime names a bot by its skill's lex_bot_name (lex/handlers.ts).
      botID: skill.lex_bot_name,
    },
  };
}

/** A seeded bot of `skill`: the defaults, as `configure` changes them. */
function seededBot(
  skill: SkillRecord,
  guid: string,
  configure: (defaults: PublicBotSettings) => PublicBotSettings,
): StoredPublicBot {
  return {
    tenant: skill.tenant,
    skillId: skill.ID,
    imageKeys: { ...NO_IMAGE_KEYS },
    settings: configure(newPublicBot(skill, guid)),
  };
}

function demoBot(): StoredPublicBot {
  return seededBot(DEMO_SKILL, SEEDED_BOT_GUIDS.demo, (settings) => ({
    ...settings,
    allowed_domains: ['localhost', 'www.demo-organisation.example'],
    config: {
      ...settings.config,
      botName: 'Ava from Demo Organisation',
      welcomeMessage:
        'Welcome to Demo Organisation! I’m Ava, the virtual assistant. I can help you plan your visit to our ' +
        'office, get you on the guest Wi-Fi, or open a ticket with our support team. What can I do for you?',
      examplePhrases: [...DEMO_EXAMPLE_PHRASES],
      voiceEnabled: true,
      cues: [
        {
          name: 'Welcome',
          message: 'Visiting us? Ask me about parking, the guest Wi-Fi or anything else.',
          ruleType: 'default',
          URL: '',
          sendUtterance: false,
          utteranceMessage: '',
          priority: 0,
          timeOnPage: 5,
          stayClosed: true,
        },
        {
          name: 'Pricing questions',
          message: 'Questions about our plans? I can open a ticket so that our team gets back to you.',
          ruleType: 'currentUrlContains',
          URL: '/pricing',
          sendUtterance: true,
          utteranceMessage: 'Open a support ticket',
          priority: 10,
          timeOnPage: 20,
        },
        {
          name: 'Planning a visit',
          message: 'Coming to the office? I can tell you where to park.',
          ruleType: 'currentUrlMatches',
          URL: '*/visit*',
          sendUtterance: true,
          utteranceMessage: VISITOR_QUESTIONS.parking,
          priority: 20,
        },
      ],
    },
  }));
}

function otherBot(): StoredPublicBot {
  return seededBot(OTHER_ORGANISATION.skill, SEEDED_BOT_GUIDS.other, (settings) => ({
    ...settings,
    allowed_domains: ['www.harbour-logistics.example', '*.harbour-logistics.example'],
    bot_file_name: botFileName(SEEDED_BOT_GUIDS.other),
    config: {
      ...settings.config,
      botName: 'Harbour Helper',
      welcomeMessage: 'Welcome to Harbour Logistics! Ask me to open a ticket or to show your agenda.',
      examplePhrases: ['Create a ticket', 'Show my agenda', ''],
      cues: [
        {
          name: 'Hello',
          message: 'Need help with a shipment? Ask me.',
          ruleType: 'default',
          URL: '',
          sendUtterance: false,
          utteranceMessage: '',
        },
      ],
      position: position(FIRST_EMBED_POSITION),
      color: { ...DEFAULT_COLOURS, primary: '#0b5394', assistantName: '#f1c232' },
    },
  }));
}

/** The website-assistant module's seed: the two organisations' public bots. */
export function seedWebsiteAssistant(): WebsiteAssistantState {
  return { bots: [demoBot(), otherBot()] };
}
