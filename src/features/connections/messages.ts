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
