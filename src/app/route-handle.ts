// What the route table gives each matched route (title bar, help drawer); a leaf module, so that pages and
// layouts read it without importing the route table (which imports them).

/** Which help text the right-hand help drawer shows for a view. */
export type HelpTopic =
  | 'dashboard'
  | 'profile'
  | 'connections'
  | 'users'
  | 'assistant'
  | 'subscriptions'
  | 'knowledge'
  | 'training'
  | 'actionButtons'
  | 'settings'
  | 'wizard'
  | 'general';

/** What a matched route carries for the shell (title bar, help drawer, the setup reminder). */
export interface RouteHandle {
  title: string;
  help: HelpTopic;
  /** The shell shows the organisation's "Finish setting up" reminder above the page (issue 21 §1.5). */
  setupReminder?: boolean;
}
