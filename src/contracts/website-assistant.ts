/**
 * The website assistant's wire contract (spec 3 §3 "Public bot settings", "Cue", "Default colours"; §7
 * GetPublicBotSettings, UpdatePublicBotSettings, UpdatePublicBotColorSettings, UpdatePublicBotCuesSettings; §9),
 * shared by the portal and the emulated gateway.
 *
 * Where spec 3 names a call but not its route or shapes, the decisions are ours and written beside each:
 * - The four calls go to `POST skills/public-bot`, told apart by ApiCall (the snippet's call already goes to
 *   `POST skills`). The settings calls carry the token in the Authorization header (spec 3 §7); the colour and
 *   cue calls in the body (their AccessToken field).
 * - The colour keys are named after the Color tab's pickers (COLOUR_KEYS), as `#rrggbb`.
 * - An image is sent as its new file (`chatImageNew`, a `data:` URL, with `imageName`) or as a link (`imageURL`);
 *   the server stores a new file and answers with its address in `config.chatImage`. Only administrators may send
 *   a new file (spec 3 §6).
 * - Cues beyond spec 3's three rule types (issue 26): wildcard and regular-expression URLs, time on page, a
 *   priority, and "once closed, stays closed"; the spec's fields keep their names and meaning.
 */
import type { SkillFields } from './auth';
import type { Bubble } from './chat';
import { defineOperation } from './operation';

// ---- Limits and defaults (spec 3 §5, §9; DESIGN §7: the welcome message is 1000) --------------------------------

export const PUBLIC_BOT_LIMITS = {
  botName: 30,
  welcomeMessage: 1000,
  examplePhrase: 100,
  chatImageLink: 200,
  domains: 300,
  cueName: 100,
  /** Ours: the spec gives none for a cue's texts. */
  cueMessage: 1000,
  cueUrl: 2000,
  /** Ours: cues a bot may hold. */
  cues: 100,
} as const;

/**
 * Spec 3 §5, §9: the chat image and the launcher's icon up to "1 MB", read as 1024 × 1024 bytes, the larger reading:
 * a file the operating system shows as "1 MB" (binary units on Windows) is never refused, which errs on the user's
 * side. The page checks it before sending, the server on what it receives.
 */
export const IMAGE_MAX_BYTES = 1024 * 1024;

/** Spec 3 §5's image names (.jpeg is .jpg's type), each with the type it is stored and served as. */
export const IMAGE_TYPES = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
} as const;

/** Spec 3 §5, verbatim: said by the page and by the server. */
export const IMAGE_TOO_LARGE =
  'The image you uploaded is larger than the 1MB filesize limit. Please reduce the filesize and try again.';

/** The welcome screen's example phrases: exactly three (spec 3 §3). */
export const EXAMPLE_PHRASE_COUNT = 3;
/** Positions are px from the right and the bottom: 0 by default, 10 on the first embed (spec 3 §4, §9). */
export const POSITION_DEFAULT = 0;
export const FIRST_EMBED_POSITION = 10;
/** Bottom fields take at most 6 characters (spec 3 §5); so do the right ones (ours). */
export const POSITION_INPUT_MAX = 6;

// ---- Embedding ---------------------------------------------------------------------------------------------------

/**
 * The HTML a website adds to show the public chatbot: the loader, named by the bot's GUID (spec 2 §3 "Public
 * chatbot snippet", and the website assistant's embed dialog: the same snippet).
 */
export const publicChatbotSnippet = (origin: string, guid: string): string =>
  `<script async src="${origin}/public-chatbot.js" data-chatbot-id="${guid}"></script>`;

/**
 * Whether the widget may load an image from `text`: an https address, or http on localhost (the demo's sample
 * page). `javascript:`, `data:` and the rest are refused: the address is put in visitors' pages. The page and the
 * server check the same.
 */
export function isImageAddress(text: string): boolean {
  let address: URL;
  try {
    address = new URL(text);
  } catch {
    return false;
  }
  if (address.protocol === 'https:') return address.hostname !== '';
  return address.protocol === 'http:' && address.hostname === 'localhost';
}

// ---- Allowed domains (spec 3 §5) -----------------------------------------------------------------------------

/**
 * A host pattern: dot-separated labels of word characters or `*` (hyphens inside a label), the last of letters
 * ('example.com', '*.example.com', 'shop-1.example.co', 'localhost').
 */
export const HOST_PATTERN = /^(?:[\w*]+(?:-[\w*]+)*\.)*[A-Za-z]+$/;

/** The Behavior tab's domain field as the list the calls carry: comma-separated, blanks around commas dropped. */
export const domainList = (text: string): string[] => text.split(',').map((domain) => domain.trim());

/** Spec 3 §5: one host pattern or a comma-separated list of them. */
export const isDomainList = (text: string): boolean =>
  text.trim() !== '' && domainList(text).every((domain) => HOST_PATTERN.test(domain));

/** Whether `host` (no port) is one `pattern` allows: `*` stands for any run of characters but dots. */
export function hostAllowed(pattern: string, host: string): boolean {
  const source = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'))
    .join('[^.]*');
  return new RegExp(`^${source}$`).test(host.toLowerCase());
}

// ---- Colours -----------------------------------------------------------------------------------------------------

/** The ten colours of the Color tab, in its order (spec 3 §2). */
export const COLOUR_KEYS = [
  'primary',
  'assistantName',
  'iconCircle',
  'iconChatBubble',
  'smartBubble',
  'smartBubbleText',
  'userMessage',
  'userMessageText',
  'assistantMessage',
  'assistantMessageText',
] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];
export type PublicBotColours = Record<ColourKey, string>;

/**
 * Spec 3 §3 "Default colours", each as `#rrggbb`. The spec's primary is "blue (exact value not shown)": the
 * theme's primary (spec 3 §9). Its "secondary" is the assistant name's colour, its "icon svg" the chat bubble
 * icon's, its "bubble" the smart bubble's.
 */
export const DEFAULT_COLOURS: PublicBotColours = {
  primary: '#003767',
  assistantName: '#b59a6d',
  iconCircle: '#b59a6d',
  iconChatBubble: '#000000',
  smartBubble: '#000000',
  smartBubbleText: '#b59a6d',
  userMessage: '#555555',
  userMessageText: '#ffffff',
  assistantMessage: '#dddddd',
  assistantMessageText: '#000000',
};

/** A colour as the calls carry it. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

// ---- Cues --------------------------------------------------------------------------------------------------------

/**
 * When a cue fires (spec 3 §3: default, currentUrlEqual, currentUrlContains; '' is "Rule Type not selected").
 * Ours: currentUrlMatches, a pattern the whole URL must match, `*` standing for any run of characters; and
 * currentUrlRegex, a regular expression (JavaScript syntax) found anywhere in the URL unless anchored with ^ and $.
 * How they read: src/lib/cue-rules.ts.
 */
export const CUE_RULE_TYPES = [
  'default',
  'currentUrlEqual',
  'currentUrlContains',
  'currentUrlMatches',
  'currentUrlRegex',
] as const;
export type CueRuleType = (typeof CUE_RULE_TYPES)[number] | '';

/** Rule types whose URL field is used (the URL input is disabled for the others, spec 3 §4). */
export const URL_RULE_TYPES: readonly CueRuleType[] = [
  'currentUrlEqual',
  'currentUrlContains',
  'currentUrlMatches',
  'currentUrlRegex',
];

/** A pop-up message (spec 3 §3 "Cue"), keyed by its name. */
export interface Cue {
  name: string;
  message: string;
  ruleType: CueRuleType;
  URL: string;
  sendUtterance: boolean;
  utteranceMessage: string;
  /** Ours: the higher fires first when several match (default 0). */
  priority?: number;
  /** Ours: seconds the visitor has spent on the page (active time) before it fires; 0 or absent at once. */
  timeOnPage?: number;
  /** Ours: once the visitor closes it, it never shows again for them. */
  stayClosed?: boolean;
}

export const CUE_TIME_ON_PAGE_MAX = 3600;
export const CUE_PRIORITY_MAX = 100;

// ---- Settings ----------------------------------------------------------------------------------------------------

export interface PublicBotPosition {
  desktopBottom: number;
  desktopRight: number;
  mobileBottom: number;
  mobileRight: number;
}

/** The bot's configuration as GetPublicBotSettings returns it (spec 3 §3, the fetch response's `config`). */
export interface PublicBotConfig {
  botName: string;
  welcomeMessage: string;
  examplePhrases: string[];
  /** The chat image's address ('' for none). */
  chatImage: string;
  chatImageLink: string;
  /** The launcher's custom icon's address ('' for none). */
  chatIcon: string;
  bigChatIcon: boolean;
  voiceEnabled: boolean;
  bubbles: boolean;
  continuousListening: boolean;
  cues: Cue[];
  position: PublicBotPosition;
  color: PublicBotColours;
  botID: string;
}

export interface PublicBotSettings {
  GUID: string;
  allowed_domains: string[];
  /** The bot file the snippet loads: '' until the first embed (spec 3 §4). */
  bot_file_name: string;
  config: PublicBotConfig;
}

export interface PublicBotSettingsReply {
  code: number;
  message?: string;
  data: PublicBotSettings;
}

/** POST skills/public-bot, ApiCall GetPublicBotSettings, Skill: the bot's settings (any member). */
export const getPublicBotSettings = defineOperation<SkillFields, PublicBotSettingsReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skills/public-bot',
  apiCall: 'GetPublicBotSettings',
  token: 'authorization',
});

/** UpdatePublicBotSettings' payload (spec 3 §7), with the first embed's flag (spec 3 §4). */
export interface UpdatePublicBotSettingsFields extends SkillFields, PublicBotPosition {
  GUID: string;
  botName: string;
  welcomeMessage: string;
  examplePhrases: string[];
  /** The current image's address, kept when nothing new is sent. */
  chatImage: string;
  /** A new image file as a `data:` URL, named by imageName; '' for none (administrators only). */
  chatImageNew: string;
  /** A new image by its address; '' for none. */
  imageURL: string;
  imageName: string;
  chatImageLink: string;
  voiceEnabled: boolean;
  bubbles: boolean;
  bigChatIcon: boolean;
  /** The same three for the launcher's icon. */
  chatIcon: string;
  chatIconNew: string;
  iconURL: string;
  iconName: string;
  continuousListening: boolean;
  allowedDomains: string[];
  /** The first embed: the server writes the bot file (bot_file_name). */
  first?: boolean;
}

/** POST skills/public-bot, ApiCall UpdatePublicBotSettings: the Behavior tab's settings; the new settings. */
export const updatePublicBotSettings = defineOperation<
  UpdatePublicBotSettingsFields,
  PublicBotSettingsReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'skills/public-bot',
  apiCall: 'UpdatePublicBotSettings',
  token: 'authorization',
});

export type UpdatePublicBotColoursFields = SkillFields & { GUID: string } & PublicBotColours;

/** POST skills/public-bot, ApiCall UpdatePublicBotColorSettings: the ten colours. */
export const updatePublicBotColours = defineOperation<UpdatePublicBotColoursFields, PublicBotSettingsReply>()(
  {
    api: 'portal',
    method: 'POST',
    path: 'skills/public-bot',
    apiCall: 'UpdatePublicBotColorSettings',
  },
);

export interface UpdatePublicBotCuesFields extends SkillFields {
  GUID: string;
  cues: Cue[];
}

/** POST skills/public-bot, ApiCall UpdatePublicBotCuesSettings: the whole list of cues (Publish Cues). */
export const updatePublicBotCues = defineOperation<UpdatePublicBotCuesFields, PublicBotSettingsReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skills/public-bot',
  apiCall: 'UpdatePublicBotCuesSettings',
});

// ---- The public chatbot: what a customer's site shows (ours, issue 26; docs/adr/0022-public-chatbot.md) ---------

/** The loader the snippet names, the widget's frame (what the loader shows on a visitor's page) and the preview. */
export const LOADER_PATH = '/public-chatbot.js';
export const WIDGET_FRAME_PATH = '/public-chatbot/frame.html';
/** The page the Color and Behavior tabs' preview frames show: the same widget, fed settings by postMessage. */
export const WIDGET_PREVIEW_PATH = '/public-chatbot/preview.html';

/** What a visitor's widget needs: everything of the config but the bot's id, which it gets as `lex`. */
export type PublicChatbotConfig = Omit<PublicBotConfig, 'botID'>;

/** The reply of the public chatbot call: the bot's public settings and the Lex V2 bot a guest may talk to. */
export interface PublicChatbot {
  GUID: string;
  config: PublicChatbotConfig;
  /** RecognizeText on this bot is what the tenant's identity pool lets its unauthenticated (guest) identities do. */
  lex: { botId: string; botAliasId: string; localeId: string };
  /** The skill's public bubbles (environment Public or Both) when `config.bubbles` is on; otherwise none. */
  bubbles?: Bubble[];
}

/**
 * GET `{portal API}/public-chatbot/{GUID}?origin={the embedding page's origin}`: no token (a visitor is nobody);
 * 200 PublicChatbot, 403 `{message: EMBEDDING_REFUSED}` when the origin's host matches none of the bot's allowed
 * domains (or is not an http(s) origin), 404 for an unknown GUID. The widget's frame reports the origin the
 * browser says embeds it (`location.ancestorOrigins`), which the embedding page cannot change.
 */
export const PUBLIC_CHATBOT_PATH = 'public-chatbot/:guid';

export const publicChatbotAddress = (portalApi: string, guid: string, origin: string): string =>
  `${portalApi.replace(/\/$/, '')}/public-chatbot/${encodeURIComponent(guid)}?origin=${encodeURIComponent(origin)}`;

export const EMBEDDING_REFUSED = 'This website is not allowed to show this assistant.';

/** Whether a page of `origin` may show a bot whose allowed domains are `allowedDomains` (spec 3 §5's patterns). */
export function originAllowed(allowedDomains: readonly string[], origin: string): boolean {
  let address: URL;
  try {
    address = new URL(origin);
  } catch {
    return false;
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return false;
  return allowedDomains.some((pattern) => hostAllowed(pattern, address.hostname));
}
