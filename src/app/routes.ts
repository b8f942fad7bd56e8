import type { ComponentType } from 'react';

import { paths } from '@/config/paths';
import { SignInPage } from '@/features/auth';
import type { Feature } from '@/lib/redux/feature';

import type { HelpTopic } from './route-handle';

export type { HelpTopic, RouteHandle } from './route-handle';

/**
 * THE route table of spec 1 §2, as data. `page` loads the route's module lazily (route-level code
 * splitting); a route whose feature is not built yet has none and shows the under-development page.
 */
export type Access = 'private' | 'admin' | 'public';

/**
 * A route's module: its page, and the features it needs (registered before the page renders). Route modules
 * are a feature's `pages/*Page.tsx`, the only files of a feature besides its index that code outside it may
 * load, and only lazily, from this table.
 */
export interface RouteModule {
  default: ComponentType;
  features?: readonly Feature[];
}

export interface RouteEntry {
  path: string;
  access: Access;
  title: string;
  help: HelpTopic;
  page?: () => Promise<RouteModule>;
  /**
   * The shell shows the "Finish setting up" reminder of the connections feature above this page while the
   * organisation's setup is pending (issue 21 §1.5): composed here, so the page's chunk does not carry it.
   */
  setupReminder?: boolean;
}

export const routeTable: readonly RouteEntry[] = [
  {
    path: paths.underDevelopment.path,
    access: 'private',
    title: 'Under Development',
    help: 'general',
    page: () => import('./pages/UnderDevelopmentPage'),
  },
  {
    path: paths.dashboard.path,
    access: 'private',
    title: 'Dashboard',
    help: 'dashboard',
    page: () => import('@/features/dashboard/pages/DashboardPage'),
    setupReminder: true,
  },
  {
    path: paths.users.path,
    access: 'private',
    title: 'Users',
    help: 'users',
    page: () => import('@/features/users/pages/UsersPage'),
  },
  {
    path: paths.assistant.path,
    access: 'private',
    title: 'Assistant',
    help: 'assistant',
    page: () => import('@/features/chat/pages/AssistantPage'),
  },
  {
    path: paths.manageConnections.path,
    access: 'private',
    title: 'Connections',
    help: 'connections',
    page: () => import('@/features/connections/pages/ConnectionsPage'),
  },
  {
    path: paths.manageSubscriptions.path,
    access: 'private',
    title: 'Manage Subscriptions',
    help: 'subscriptions',
    page: () => import('@/features/subscriptions/pages/ManageSubscriptionsPage'),
  },
  {
    path: paths.enabledIntents.path,
    access: 'private',
    title: 'Connections',
    help: 'connections',
    page: () => import('@/features/connections/pages/EnabledIntentsPage'),
  },
  // Administrators only, as the list is (issue 27; spec 3's table lists these two as private: docs/design.md §7).
  {
    path: paths.actionButton.path,
    access: 'admin',
    title: 'Action Button Settings',
    help: 'actionButtons',
    page: () => import('@/features/action-buttons/pages/ActionButtonPage'),
  },
  {
    path: paths.actionButtonCreate.path,
    access: 'admin',
    title: 'Create New Button',
    help: 'actionButtons',
    page: () => import('@/features/action-buttons/pages/ActionButtonCreatePage'),
  },
  {
    path: paths.connectionEnabled.path,
    access: 'private',
    title: 'Connections',
    help: 'connections',
    page: () => import('@/features/connections/pages/ConnectionEnabledPage'),
  },
  {
    path: paths.customSlots.path,
    access: 'private',
    title: 'Custom Slot Types',
    help: 'settings',
    page: () => import('@/features/custom-slots/pages/CustomSlotsPage'),
  },
  {
    path: paths.gettingStartedWizard.path,
    access: 'private',
    title: 'Getting Started',
    help: 'wizard',
    page: () => import('@/features/connections/pages/WizardPage'),
  },
  {
    path: paths.faq.path,
    access: 'private',
    title: 'FAQ Library',
    help: 'knowledge',
    page: () => import('@/features/faq/pages/FaqPage'),
  },
  {
    path: paths.websiteAssistant.path,
    access: 'private',
    title: 'Website Assistant',
    help: 'settings',
    page: () => import('@/features/website-assistant/pages/WebsiteAssistantPage'),
  },
  {
    path: paths.profile.path,
    access: 'private',
    title: 'Profile',
    help: 'profile',
    page: () => import('@/features/auth/pages/ProfilePage'),
  },
  {
    path: paths.utteranceTraining.path,
    access: 'admin',
    title: 'Utterance Training',
    help: 'training',
    page: () => import('@/features/utterance-training/pages/UtteranceTrainingPage'),
  },
  {
    path: paths.actionButtons.path,
    access: 'admin',
    title: 'Action Buttons',
    help: 'actionButtons',
    page: () => import('@/features/action-buttons/pages/ActionButtonsPage'),
  },
  {
    path: paths.faqContentEditor.path,
    access: 'admin',
    title: 'Content Editor',
    help: 'knowledge',
    page: () => import('@/features/faq/pages/ContentEditorPage'),
  },
  {
    path: paths.faqSettings.path,
    access: 'admin',
    title: 'FAQ Settings',
    help: 'settings',
    page: () => import('@/features/faq/pages/FaqSettingsPage'),
  },
  {
    path: paths.bubbleSettings.path,
    access: 'admin',
    title: 'Bubble Settings',
    help: 'settings',
    page: () => import('@/features/bubbles/pages/BubblesPage'),
  },
  {
    path: paths.signUp.path,
    access: 'public',
    title: 'Sign Up',
    help: 'general',
    page: () => import('@/features/auth/pages/SignUpPage'),
  },
  {
    path: paths.signIn.path,
    access: 'public',
    title: 'Sign In',
    help: 'general',
    // Not split off: the sign-in page is the first screen of most visits, so it travels in the entry chunk
    // (one request instead of a dozen small shared chunks; docs/design.md §8 budgets the two together).
    page: () => Promise.resolve({ default: SignInPage }),
  },
  {
    path: paths.forgotPassword.path,
    access: 'public',
    title: 'Forgot Password',
    help: 'general',
    page: () => import('@/features/auth/pages/ForgotPasswordPage'),
  },
  {
    path: paths.notFound.path,
    access: 'public',
    title: 'Page Not Found',
    help: 'general',
    page: () => import('./pages/NotFoundPage'),
  },
];
