/**
 * The website assistant's field rules as the server checks them (spec 3 §5; the limits and types of
 * src/contracts/website-assistant.ts): every field read as sent, since any client may send anything, and refused
 * with 400 naming it. The calls check all their fields before they write anything.
 */
import {
  COLOUR_KEYS,
  type Cue,
  CUE_PRIORITY_MAX,
  CUE_RULE_TYPES,
  CUE_TIME_ON_PAGE_MAX,
  type CueRuleType,
  EXAMPLE_PHRASE_COUNT,
  HEX_COLOUR,
  HOST_PATTERN,
  POSITION_INPUT_MAX,
  PUBLIC_BOT_LIMITS,
  type PublicBotColours,
  type PublicBotPosition,
  URL_RULE_TYPES,
} from '@/contracts/website-assistant';
import { regularExpression } from '@/lib/cue-rules';

import {
  badRequest,
  booleanField,
  fieldRefused,
  type Fields,
  GatewayError,
  integerField,
  rawField,
  stringField,
} from '../../core/gateway/envelope';

import { isWebLink } from './images';

/** The Behavior tab's settings, as UpdatePublicBotSettings stores them. */
export interface BehaviourChange {
  botName: string;
  welcomeMessage: string;
  examplePhrases: string[];
  chatImageLink: string;
  voiceEnabled: boolean;
  bubbles: boolean;
  bigChatIcon: boolean;
  continuousListening: boolean;
  allowedDomains: string[];
  position: PublicBotPosition;
}

/** Spec 3 §5: whole px, at most POSITION_INPUT_MAX digits. */
const POSITION_MAX = 10 ** POSITION_INPUT_MAX - 1;

/** A list field: each entry a text, trimmed. */
function textList(fields: Fields, name: string): string[] {
  const raw = rawField(fields, name);
  if (!Array.isArray(raw)) throw fieldRefused(name, `${name} must be a list.`);
  const list: unknown[] = raw;
  if (!list.every((entry) => typeof entry === 'string')) throw fieldRefused(name, `${name} must hold texts.`);
  return list.map((entry) => entry.trim());
}

/** Three phrases (fewer are padded with ''), each at most 100 characters, the first required. */
function examplePhrases(fields: Fields): string[] {
  const sent = textList(fields, 'examplePhrases');
  if (sent.length > EXAMPLE_PHRASE_COUNT) {
    throw fieldRefused('examplePhrases', `There are ${EXAMPLE_PHRASE_COUNT} example phrases.`);
  }
  const phrases = Array.from({ length: EXAMPLE_PHRASE_COUNT }, (_, index) => sent[index] ?? '');
  if (!phrases[0]) throw fieldRefused('examplePhrases', 'The first example phrase is required.');
  if (phrases.some((phrase) => phrase.length > PUBLIC_BOT_LIMITS.examplePhrase)) {
    throw fieldRefused(
      'examplePhrases',
      `An example phrase must be at most ${PUBLIC_BOT_LIMITS.examplePhrase} characters.`,
    );
  }
  return phrases;
}

/**
 * The domains the bot may be embedded on (spec 3 §5): one host pattern or more, the list as the page's field
 * joins it at most 300 characters. Each entry alone must be a pattern: one holding a comma would be two.
 */
function allowedDomains(fields: Fields): string[] {
  const domains = textList(fields, 'allowedDomains');
  if (domains.length === 0) throw fieldRefused('allowedDomains', 'allowedDomains is required.');
  if (!domains.every((domain) => HOST_PATTERN.test(domain))) {
    throw fieldRefused(
      'allowedDomains',
      'allowedDomains must be host names or patterns, such as example.com or *.example.com.',
    );
  }
  if (domains.join(',').length > PUBLIC_BOT_LIMITS.domains) {
    throw fieldRefused(
      'allowedDomains',
      `allowedDomains must be at most ${PUBLIC_BOT_LIMITS.domains} characters.`,
    );
  }
  return domains;
}

/** Where a click on the chat image leads: '' or a web address (a `javascript:` link would run in visitors' pages). */
function chatImageLink(fields: Fields): string {
  const link = stringField(fields, 'chatImageLink', { max: PUBLIC_BOT_LIMITS.chatImageLink });
  if (link && !isWebLink(link)) {
    throw fieldRefused(
      'chatImageLink',
      'chatImageLink must be a web address starting with http:// or https://.',
    );
  }
  return link;
}

/** UpdatePublicBotSettings' fields besides the images, checked. */
export function behaviourChange(fields: Fields): BehaviourChange {
  return {
    botName: stringField(fields, 'botName', { required: true, max: PUBLIC_BOT_LIMITS.botName }),
    welcomeMessage: stringField(fields, 'welcomeMessage', {
      required: true,
      max: PUBLIC_BOT_LIMITS.welcomeMessage,
    }),
    examplePhrases: examplePhrases(fields),
    chatImageLink: chatImageLink(fields),
    voiceEnabled: booleanField(fields, 'voiceEnabled'),
    bubbles: booleanField(fields, 'bubbles'),
    bigChatIcon: booleanField(fields, 'bigChatIcon'),
    continuousListening: booleanField(fields, 'continuousListening'),
    allowedDomains: allowedDomains(fields),
    position: {
      desktopBottom: integerField(fields, 'desktopBottom', 0, POSITION_MAX),
      desktopRight: integerField(fields, 'desktopRight', 0, POSITION_MAX),
      mobileBottom: integerField(fields, 'mobileBottom', 0, POSITION_MAX),
      mobileRight: integerField(fields, 'mobileRight', 0, POSITION_MAX),
    },
  };
}

/** UpdatePublicBotColorSettings' ten colours, each `#rrggbb`. */
export function colourChange(fields: Fields): PublicBotColours {
  const entries = COLOUR_KEYS.map((key) => {
    const colour = stringField(fields, key, { required: true });
    if (!HEX_COLOUR.test(colour)) throw fieldRefused(key, `${key} must be a colour like #1a2b3c.`);
    return [key, colour] as const;
  });
  return Object.fromEntries(entries) as PublicBotColours;
}

const isRuleType = (type: string): type is CueRuleType =>
  type === '' || (CUE_RULE_TYPES as readonly string[]).includes(type);

/** An optional whole number of a cue: absent stays absent. */
function optionalInteger(fields: Fields, name: string, max: number): number | undefined {
  return rawField(fields, name) === undefined ? undefined : integerField(fields, name, 0, max);
}

/** One cue, checked; its refusals name the field (the list's refusal says which cue). */
function cueOf(entry: unknown): Cue {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw badRequest('A cue must be an object.');
  }
  const fields = entry as Fields;
  const name = stringField(fields, 'name', { required: true, max: PUBLIC_BOT_LIMITS.cueName });
  // A pop-up with nothing to say is no pop-up: the cue dialog requires a message too.
  const message = stringField(fields, 'message', { required: true, max: PUBLIC_BOT_LIMITS.cueMessage });
  const ruleType = stringField(fields, 'ruleType');
  if (!isRuleType(ruleType))
    throw badRequest(`ruleType must be one of ${CUE_RULE_TYPES.join(', ')} or empty.`);
  const URL = stringField(fields, 'URL', {
    required: URL_RULE_TYPES.includes(ruleType),
    max: PUBLIC_BOT_LIMITS.cueUrl,
  });
  if (ruleType === 'currentUrlRegex' && regularExpression(URL) === null) {
    throw badRequest('URL must be a valid regular expression.');
  }
  const sendUtterance = booleanField(fields, 'sendUtterance');
  const utteranceMessage = stringField(fields, 'utteranceMessage', {
    required: sendUtterance,
    max: PUBLIC_BOT_LIMITS.cueMessage,
  });
  const priority = optionalInteger(fields, 'priority', CUE_PRIORITY_MAX);
  const timeOnPage = optionalInteger(fields, 'timeOnPage', CUE_TIME_ON_PAGE_MAX);
  return {
    name,
    message,
    ruleType,
    URL,
    sendUtterance,
    utteranceMessage,
    ...(priority === undefined ? {} : { priority }),
    ...(timeOnPage === undefined ? {} : { timeOnPage }),
    ...(rawField(fields, 'stayClosed') === undefined
      ? {}
      : { stayClosed: booleanField(fields, 'stayClosed') }),
  };
}

/** UpdatePublicBotCuesSettings' list: at most PUBLIC_BOT_LIMITS.cues cues, keyed by their (unique) names. */
export function cueList(fields: Fields): Cue[] {
  const raw = rawField(fields, 'cues');
  if (!Array.isArray(raw)) throw fieldRefused('cues', 'cues must be a list.');
  const entries: unknown[] = raw;
  if (entries.length > PUBLIC_BOT_LIMITS.cues) {
    throw fieldRefused('cues', `A bot has at most ${PUBLIC_BOT_LIMITS.cues} cues.`);
  }
  const names = new Set<string>();
  return entries.map((entry, index) => {
    try {
      const cue = cueOf(entry);
      if (names.has(cue.name)) throw badRequest(`Another cue is named ${cue.name}.`);
      names.add(cue.name);
      return cue;
    } catch (error) {
      if (error instanceof GatewayError) throw fieldRefused('cues', `Cue ${index + 1}: ${error.message}`);
      throw error;
    }
  });
}
