/**
 * Every text the connectors feature shows, in one place: spec-verbatim where the spec gives one (with its §),
 * ours where it is silent (the issue that asked for it).
 */

/** Spec 2 §8 "Connectors" (DESIGN §7 typo fixes), and ours where the spec is silent. */
export const CONNECTOR_MESSAGES = {
  disabled: 'Connector successfully disabled.',
  disableForbidden:
    'Insufficient permissions for delete action. Contact your administrator for more information.',
  disableFailed: 'Could not disable connector, please try again later',
  disabling: 'Disabling connector and all related tasks',
  loadFailed: 'Could not load selected connector',
  linkFailed: 'Error in generating redirect link.',
  alreadyEnabled: 'This connector is already enabled. To manage properties look under Enabled Connectors.',
  created: 'Connector created successfully. You will be redirected shortly to link your account.',
  urlChanged: 'Connector url successfully changed...',
  createFailed: 'Error during connection creating process. Try again or contact your administrator',
  edited: 'Connector edited.',
  faqCreated: 'Connector created successfully.',
  baseUrlRequired: 'Base URL is required!',
  nameRequired: 'Name is required!',
  listFailed: 'Could not load connections. Please try again.',
  snippetFailed: 'The embed snippet could not be generated. Please try again.',
  linked: (name: string) => `${name} is connected. Its tasks are ready to use after the next build.`,
} as const;

/** The tasks page's messages. */
export const TASK_MESSAGES = {
  added: 'Task added. The assistant uses it after the next build.',
  toggled: (title: string, enabled: boolean) =>
    `${title} is ${enabled ? 'enabled' : 'disabled'}. The change takes effect after the next build.`,
  toggleFailed: 'The task could not be changed. Please try again.',
  addFailed: 'The task could not be added. Please try again.',
} as const;

/** Spec 3 §8 "OAuth page": a real failure. */
export const RETURN_PAGE_FAILED =
  'Your connection setup has failed. Please contact our support so we can resolve issue with your connection setup.';
/** Issue 21 §1.6: the account owner did not allow access (the provider's `error=access_denied`). */
export const RETURN_PAGE_DENIED = (connector: string) => `You didn't allow access to ${connector}.`;

/** A sentence's end without its full stop: the server's reason is quoted inside one of ours. */
const withoutFullStop = (text: string) => text.trim().replace(/[.\s]+$/, '');

/** Spec 3 §4 "Bot environment status" (DESIGN §7: "chatbot"; issue 21: the menu's "Manage Connectors"). */
export const BOT_MESSAGES = {
  building: (product: string) => `Your ${product} environment is being built. Please wait few minutes...`,
  ready: (product: string) => `Your environment is ready. You can now use ${product} chatbot.`,
  failed: (product: string, reason?: string) =>
    `Your ${product} environment could not be built${reason?.trim() ? `: ${withoutFullStop(reason)}` : ''}. Please go to Manage Connectors and click BUILD ${product}.`,
  queued: (product: string) =>
    `Your ${product} environment is already being built. It is built once more when that build has finished, so that your latest changes are included.`,
} as const;

/** Ours (issue 21): why a switch or Disable is unavailable while a build runs (shown beside the control). */
export const BUILD_BLOCKED_REASON =
  'The assistant is being built. Changes to connectors and tasks are possible again once the build has finished.';

/** Ours (issue 21 §1.5): the getting-started reminder. */
export const SETUP_MESSAGES = {
  dismissFailed: 'The setup reminder could not be dismissed. Please try again.',
} as const;

/** Spec 3 §8 "Wizard". */
export const WIZARD_MESSAGES = {
  enableFailed: 'Could not enable connector, please try again later',
  featuredFailed: 'Could not retrieve featured connectors.',
  profileFailed: 'There was an error while updating your profile.',
  linkFailed: 'Error in generating redirect link.',
  profileSaved: 'Successfully updated user attributes.',
} as const;
