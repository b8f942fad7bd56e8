import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { HIDDEN_PATHS_BY_APP_TYPE } from '@/config/app-types';
import { APP_TYPES } from '@/config/tenant-schema';

import { isLinkActive } from './layout/NavDrawer';
import { navigation, type NavItem, type NavLinkItem, visibleNavigation } from './navigation';
import { routeTable } from './routes';

/** Labels as the drawer shows them: groups as "Group/Child". */
const labels = (items: readonly NavItem[]) =>
  items.flatMap((item) =>
    item.kind === 'link'
      ? [item.label]
      : [item.label, ...item.children.map((child) => `${item.label}/${child.label}`)],
  );
const links = (items: readonly NavItem[]): NavLinkItem[] =>
  items.flatMap((item) => (item.kind === 'link' ? [item] : item.children));
const linkTo = (label: string) => links(navigation).find((item) => item.label === label)!;

describe('visibleNavigation (spec 1 §2, §6)', () => {
  it('shows an administrator every item', () => {
    expect(labels(visibleNavigation({ isAdministrator: true, appType: 'standard' }))).toEqual([
      'Dashboard',
      'Assistant',
      'Manage Connectors',
      'Manage Users',
      'Manage Subscriptions',
      'Knowledge',
      'Knowledge/FAQ Library',
      'Knowledge/Content Editor',
      'Utterance Training',
      'Action Buttons',
      'Settings',
      'Settings/Website Assistant',
      'Settings/Bubble Settings',
      'Settings/FAQ Settings',
    ]);
  });

  it('hides Content Editor, Utterance Training, Action Buttons and the Settings group from a user', () => {
    expect(labels(visibleNavigation({ isAdministrator: false, appType: 'standard' }))).toEqual([
      'Dashboard',
      'Assistant',
      'Manage Connectors',
      'Manage Users',
      'Manage Subscriptions',
      'Knowledge',
      'Knowledge/FAQ Library',
    ]);
  });

  it('hides Dashboard, Assistant, Manage Subscriptions and the Settings group for the mkruzic app type', () => {
    expect(labels(visibleNavigation({ isAdministrator: true, appType: 'mkruzic' }))).toEqual([
      'Manage Connectors',
      'Manage Users',
      'Knowledge',
      'Knowledge/FAQ Library',
      'Knowledge/Content Editor',
      'Utterance Training',
      'Action Buttons',
    ]);
  });

  it('never shows a link to a hidden or an inaccessible route, nor an empty group', () => {
    const adminPaths = new Set(
      routeTable.filter((entry) => entry.access === 'admin').map((entry) => entry.path),
    );
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(...APP_TYPES),
        fc.boolean(),
        (isAdministrator, appType, setupPending) => {
          const items = visibleNavigation({ isAdministrator, appType, setupPending });
          for (const link of links(items)) {
            expect(HIDDEN_PATHS_BY_APP_TYPE[appType]).not.toContain(link.path);
            if (!isAdministrator) expect(adminPaths.has(link.path)).toBe(false);
          }
          for (const item of items)
            if (item.kind === 'group') expect(item.children.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('offers Getting Started to administrators while the organisation’s setup is pending (issue 21 §1.5)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(...APP_TYPES),
        fc.boolean(),
        (isAdministrator, appType, setupPending) => {
          const shown = labels(visibleNavigation({ isAdministrator, appType, setupPending }));
          expect(shown.includes('Getting Started')).toBe(isAdministrator && setupPending);
          // The entry comes first, and takes nothing else away.
          if (isAdministrator && setupPending) {
            expect(shown[0]).toBe('Getting Started');
            expect(shown.slice(1)).toEqual(labels(visibleNavigation({ isAdministrator, appType })));
          }
        },
      ),
    );
  });

  it('links only to routes of the route table', () => {
    const routePaths = new Set(routeTable.map((entry) => entry.path));
    for (const link of links(navigation)) expect(routePaths.has(link.path), link.path).toBe(true);
  });
});

describe('isLinkActive', () => {
  it('keeps Manage Connectors active on a connector page', () => {
    const connectors = linkTo('Manage Connectors');
    expect(isLinkActive(connectors, '/manage-connections')).toBe(true);
    expect(isLinkActive(connectors, '/enabled-intents/ServiceNow')).toBe(true);
    expect(isLinkActive(connectors, '/connection-enabled')).toBe(true);
    expect(isLinkActive(connectors, '/manage-connections/servicenow/enabled-intents')).toBe(true);
    expect(isLinkActive(connectors, '/dashboard')).toBe(false);
    expect(isLinkActive(connectors, '/enabled-intents')).toBe(false);
  });

  it('keeps Action Buttons active on an action button and on the create page', () => {
    const actionButtons = linkTo('Action Buttons');
    expect(isLinkActive(actionButtons, '/action-buttons/abc')).toBe(true);
    expect(isLinkActive(actionButtons, '/action-button-create')).toBe(true);
  });

  it('matches exactly otherwise: FAQ Library is not active under the FAQ settings', () => {
    const faq = linkTo('FAQ Library');
    expect(isLinkActive(faq, '/faq')).toBe(true);
    expect(isLinkActive(faq, '/faq/settings')).toBe(false);
    expect(isLinkActive(linkTo('FAQ Settings'), '/faq/settings')).toBe(true);
  });
});
