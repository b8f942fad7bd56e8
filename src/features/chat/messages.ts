/** The chat's user-visible texts and constants (spec 1 §4, §8, §9; spec 3 §8 "Chat service"), verbatim. */
export const CHAT_MESSAGES = {
  placeholder: 'Write a reply...',
  environmentNotReady:
    'Your environment is not ready to use yet. Please try a moment later. If issue persists please contact support.',
  requestTooLong: 'Your request is too long. The recording limit is 15 seconds.',
  assistantBuilding: 'Your assistant is building. Please try again later.',
  conversationFailed: 'Bot conversation failed',
  noCredentials: 'No credentials',
  answerQuestion: 'Does this answer your question?',
  historyFailed: 'Could not load earlier messages.',
  /** A recording that held no speech the recogniser could make out (noise, a cough). */
  notCaught: "I didn't catch that.",
  /** Any bot error outside the spec's catalogue: the raw AWS text means nothing to the user. */
  unexpected: 'Sorry, something went wrong on our side. Please try again.',
} as const;

/** The hidden welcome sent on first open (spec 1 §4). */
export const WELCOME_TEXT = 'open';

/** Spec 1 §9: the bot message of an answer bubble follows its question after 450 ms. */
export const BUBBLE_ANSWER_DELAY_MS = 450;

/** Spec 1 §4: a reply with this text opens the account-linking window, 1324 × 800. */
export const EXPIRED_LINK_TEXT = 'has expired. Please link your account';
export const LINK_WINDOW = { width: 1324, height: 800 } as const;

/** The error keys of spec 1 §8, matched against the error's name and message. */
const ALIAS_MISSING = 'There is no alias named demo for the bot named';
const REQUEST_TIMEOUT = 'RequestTimeoutException';
const BUILDING = 'has status BUILDING';
/** Spec 3 §8's 'Bot {name} does not exist', shown as it is. */
const BOT_MISSING = /^Bot [\w.-]+ does not exist$/;

/**
 * What the chat shows as the bot's reply for a failed turn: the catalogue's texts (spec 1 §8, spec 3 §8), and a
 * plain sentence for anything else (never the service's own words, such as AWS's "The security token included
 * in the request is invalid").
 */
export function chatErrorText(error: { code: string; message: string }): string {
  const text = `${error.code} ${error.message}`;
  if (text.includes(ALIAS_MISSING)) return CHAT_MESSAGES.environmentNotReady;
  if (text.includes(REQUEST_TIMEOUT)) return CHAT_MESSAGES.requestTooLong;
  if (text.includes(BUILDING)) return CHAT_MESSAGES.assistantBuilding;
  if (BOT_MISSING.test(error.message)) return error.message;
  if (error.code === 'NoCredentials') return CHAT_MESSAGES.noCredentials;
  return CHAT_MESSAGES.unexpected;
}

/** Suggestion colours by record type (spec 1 §3): Account/Author, Opportunity, Lead, Contact, other. */
export function suggestionColour(type: string): string {
  switch (type) {
    case 'Account':
    case 'Author':
      return '#0b5cad';
    case 'Opportunity':
      return '#1b6e20';
    case 'Lead':
      return '#a24a00';
    case 'Contact':
      return '#6a1b9a';
    default:
      return '#455a64';
  }
}

/** An action button's form opened from a reply (ours; docs/adr/0023-action-buttons.md). */
export const ACTION_FORM_TEXTS = {
  open: (title: string) => `Open the form ${title}`,
  created: (title: string) => `${title}: the record was created in the CRM.`,
  loadFailed: 'The form could not be loaded. Please try again.',
  loading: 'Loading the form',
  fixFields: 'Please correct the fields marked below.',
  refused: 'The CRM refused the record:',
  close: 'Close',
  submit: 'Submit',
} as const;
