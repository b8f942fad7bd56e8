import type { SvgIconComponent } from '@mui/icons-material';
import CableOutlined from '@mui/icons-material/CableOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import ModelTrainingOutlined from '@mui/icons-material/ModelTrainingOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmartButtonOutlined from '@mui/icons-material/SmartButtonOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

import { isPathHidden } from '@/config/app-types';
import { paths } from '@/config/paths';
import type { AppType } from '@/config/tenant-schema';

/** The side navigation of spec 1 §2, as data. */
export interface NavLinkItem {
  kind: 'link';
  label: string;
  path: string;
  icon?: SvgIconComponent;
  adminOnly?: boolean;
  /** Other route patterns under which this item is the active one (nested pages). */
  alsoActiveOn?: readonly string[];
  /** Shown only until the organisation's getting-started setup is finished or dismissed (issue 21 §1.5). */
  whileSetupPending?: boolean;
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  icon: SvgIconComponent;
  adminOnly?: boolean;
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, path: string, extra: Partial<NavLinkItem> = {}): NavLinkItem => ({
  kind: 'link',
  label,
  path,
  ...extra,
});

export const navigation: readonly NavItem[] = [
  link('Getting Started', paths.gettingStartedWizard.path, {
    icon: RocketLaunchOutlined,
    adminOnly: true,
    whileSetupPending: true,
  }),
  link('Dashboard', paths.dashboard.path, { icon: DashboardOutlined }),
  link('Assistant', paths.assistant.path, { icon: SmartToyOutlined }),
  link('Manage Connectors', paths.manageConnections.path, {
    icon: CableOutlined,
    alsoActiveOn: [
      paths.enabledIntents.path,
      paths.connectionEnabled.path,
      `${paths.manageConnections.path}/*`,
    ],
  }),
  link('Manage Users', paths.users.path, { icon: GroupOutlined }),
  link('Manage Subscriptions', paths.manageSubscriptions.path, { icon: CreditCardOutlined }),
  {
    kind: 'group',
    label: 'Knowledge',
    icon: MenuBookOutlined,
    children: [
      link('FAQ Library', paths.faq.path),
      link('Content Editor', paths.faqContentEditor.path, { adminOnly: true }),
    ],
  },
  link('Utterance Training', paths.utteranceTraining.path, { icon: ModelTrainingOutlined, adminOnly: true }),
  link('Action Buttons', paths.actionButtons.path, {
    icon: SmartButtonOutlined,
    adminOnly: true,
    alsoActiveOn: [paths.actionButton.path, paths.actionButtonCreate.path],
  }),
  {
    kind: 'group',
    label: 'Settings',
    icon: SettingsOutlined,
    adminOnly: true,
    children: [
      link('Website Assistant', paths.websiteAssistant.path),
      link('Bubble Settings', paths.bubbleSettings.path),
      link('FAQ Settings', paths.faqSettings.path),
    ],
  },
];

/** Spec 1 §2: the mkruzic app type also hides the whole Settings group. */
const HIDDEN_GROUPS_BY_APP_TYPE: Record<AppType, readonly string[]> = { standard: [], mkruzic: ['Settings'] };

/**
 * The navigation a user sees: filtered by role, by the tenant's app type and by whether the organisation's setup
 * is still pending; empty groups disappear.
 */
export function visibleNavigation(options: {
  isAdministrator: boolean;
  appType: AppType;
  setupPending?: boolean;
}): NavItem[] {
  const allowed = (item: { adminOnly?: boolean; whileSetupPending?: boolean }) =>
    (!item.adminOnly || options.isAdministrator) &&
    (!item.whileSetupPending || Boolean(options.setupPending));
  return navigation.flatMap((item): NavItem[] => {
    if (!allowed(item)) return [];
    if (item.kind === 'link') return isPathHidden(options.appType, item.path) ? [] : [item];
    if (HIDDEN_GROUPS_BY_APP_TYPE[options.appType].includes(item.label)) return [];
    const children = item.children.filter(
      (child) => allowed(child) && !isPathHidden(options.appType, child.path),
    );
    return children.length ? [{ ...item, children }] : [];
  });
}
