/**
 * Every route of the portal (spec 1 §2). Components and sagas link through `paths.x.href(...)` so that a path
 * is written in exactly one place.
 */
const route = <const P extends string>(path: P) => ({ path, href: () => path });

export const paths = {
  root: route('/'),
  underDevelopment: route('/under-development'),
  dashboard: route('/dashboard'),
  users: route('/users'),
  assistant: route('/assistant'),
  manageConnections: route('/manage-connections'),
  manageSubscriptions: {
    path: '/manage-subscriptions',
    href: (plan?: string) =>
      plan ? `/manage-subscriptions?plan=${encodeURIComponent(plan)}` : '/manage-subscriptions',
  },
  enabledIntents: {
    path: '/enabled-intents/:connectionName',
    href: (connectionName: string) => `/enabled-intents/${encodeURIComponent(connectionName)}`,
  },
  actionButton: {
    path: '/action-buttons/:actionId',
    href: (actionId: string) => `/action-buttons/${encodeURIComponent(actionId)}`,
  },
  actionButtonCreate: route('/action-button-create'),
  connectionEnabled: route('/connection-enabled'),
  customSlots: route('/custom-slots'),
  gettingStartedWizard: route('/getting-started-wizard'),
  faq: route('/faq'),
  websiteAssistant: route('/website-assistant'),
  profile: route('/profile'),
  signUp: route('/sign-up'),
  signIn: route('/sign-in'),
  forgotPassword: route('/forgot-password'),
  notFound: route('/not-found'),
  utteranceTraining: route('/utterance-training'),
  actionButtons: route('/action-buttons'),
  faqContentEditor: route('/faq/content-editor'),
  faqSettings: route('/faq/settings'),
  bubbleSettings: route('/bubble-settings'),
} as const;

export type PathKey = keyof typeof paths;
