import { paths } from './paths';
import type { AppType } from './tenant-schema';

/**
 * What each app type leaves out of the portal, as data (docs/design.md §4): its routes answer "not found" and
 * their navigation items disappear.
 */
export const HIDDEN_PATHS_BY_APP_TYPE: Record<AppType, readonly string[]> = {
  standard: [],
  mkruzic: [
    paths.dashboard.path,
    paths.assistant.path,
    paths.manageSubscriptions.path,
    paths.websiteAssistant.path,
    paths.bubbleSettings.path,
  ],
};

export const isPathHidden = (appType: AppType, path: string) =>
  HIDDEN_PATHS_BY_APP_TYPE[appType].includes(path);

/**
 * Where "home" is: the dashboard, or Manage Connectors where the app type hides the dashboard
 * (docs/design.md §7).
 */
export const homePath = (appType: AppType) =>
  isPathHidden(appType, paths.dashboard.path) ? paths.manageConnections.href() : paths.dashboard.href();

/** App types whose portal has no BUILD {product} button (spec 2 §2: "hidden for one tenant app type"). */
const WITHOUT_BUILD_BUTTON: readonly AppType[] = ['mkruzic'];

export const hasBuildButton = (appType: AppType) => !WITHOUT_BUILD_BUTTON.includes(appType);
