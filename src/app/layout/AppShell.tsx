import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { Footer } from '@/components/layout/Footer';
import { homePath } from '@/config/app-types';
import { TOP_BAR_HEIGHT, WIDE_SCREEN_MIN_WIDTH } from '@/config/constants';
import { useTenant } from '@/config/tenant-context';
import { selectCurrentUser, selectIsAdministrator, signOutRequested } from '@/features/auth';
import { chatFeature, ChatLauncher, LAUNCHER_CLEARANCE_PX, launcherFloatsOver } from '@/features/chat';
import {
  botFeature,
  BotStatusWatcher,
  FinishSetupBanner,
  selectSetupPending,
  setupFeature,
} from '@/features/connections';
import { BugReportDrawer, supportFeature } from '@/features/support';
import { inviteDialogOpened, InviteUserDialog, usersFeature } from '@/features/users';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { visibleNavigation } from '../navigation';
import type { RouteHandle } from '../route-handle';

import { HelpDrawer } from './HelpDrawer';
import { NavDrawer } from './NavDrawer';
import { NotificationsMenu } from './NotificationsMenu';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';

/**
 * The features every signed-in page uses (the chat window and voice, bug reports, the invite dialog, the bot
 * status, the getting-started progress the navigation shows): the shell's route registers them before the shell
 * renders. Auth and notifications are the bootstrap's.
 */
export const shellFeatures = [chatFeature, supportFeature, usersFeature, botFeature, setupFeature];

const insideFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent refuses the comparison: that too means we are framed.
    return true;
  }
};

/** The signed-in page shell (spec 1 §2 "Page shell"). */
export function AppShell() {
  const theme = useTheme();
  const { config, logoUrl } = useTenant();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const setupPending = useAppSelector(selectSetupPending);
  const smallScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const wideScreen = useMediaQuery(`(min-width:${WIDE_SCREEN_MIN_WIDTH}px)`, { noSsr: true });
  const [navOpen, setNavOpen] = useState(() => wideScreen && !insideFrame());
  const [panel, setPanel] = useState<'help' | 'bug' | null>(null);
  const closePanel = useCallback(() => setPanel(null), []);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const { pathname } = useLocation();

  if (!user) return null;
  const items = visibleNavigation({ isAdministrator, appType: config.appType, setupPending });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        productName={config.productName}
        logoUrl={logoUrl}
        homeHref={homePath(config.appType)}
        navOpen={navOpen}
        smallScreen={smallScreen}
        onToggleNav={() => setNavOpen((open) => !open)}
        onReportBug={() => setPanel('bug')}
        onHelp={() => setPanel('help')}
        notifications={<NotificationsMenu />}
        userMenu={
          <UserMenu
            user={user}
            privacyPolicyUrl={config.links.privacyPolicy}
            showReportBug={smallScreen}
            actions={{
              onInvite: () => dispatch(inviteDialogOpened()),
              onHelp: () => setPanel('help'),
              onReportBug: () => setPanel('bug'),
              onLogout: () => dispatch(signOutRequested()),
            }}
          />
        }
      />
      <Box id="main-navigation">
        <NavDrawer items={items} open={navOpen} temporary={smallScreen} onClose={() => setNavOpen(false)} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important` }} />
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            // At least the window's height below the top bar: the footer starts below the fold, so a page whose
            // content arrives in steps (its chunk, then its data) never pushes a footer on screen down.
            minHeight: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
            p: { xs: 2, md: 3 },
            // The chat launcher floats at the bottom right: the page's last controls (paging, buttons) stay
            // clear of it. Per breakpoint, as p is, so that p's wider-screen padding does not undo it.
            ...(launcherFloatsOver(pathname) && {
              pb: { xs: `${LAUNCHER_CLEARANCE_PX}px`, md: `${LAUNCHER_CLEARANCE_PX}px` },
            }),
          }}
        >
          {handle?.setupReminder && <FinishSetupBanner />}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer
          owner={config.organisationName}
          privacyPolicyUrl={config.links.privacyPolicy}
          termsUrl={config.links.terms}
        />
      </Box>
      <HelpDrawer open={panel === 'help'} onClose={closePanel} topic={handle?.help ?? 'general'} />
      <BugReportDrawer open={panel === 'bug'} onClose={closePanel} />
      <InviteUserDialog />
      <BotStatusWatcher />
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
    </Box>
  );
}
