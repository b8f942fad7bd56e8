import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/redux/hooks';

import { botPageChanged, botStatusCheckRequested } from './slice';

const exempt = (pathname: string) =>
  pathname === paths.gettingStartedWizard.path || pathname === paths.connectionEnabled.path;

/**
 * Rendered by the signed-in shell. The status is not checked on wizard pages (spec 3 §4): leaving the wizard,
 * where builds are started, checks it. The Connections page shows the status itself (BotStatusBanner).
 */
export function BotStatusWatcher() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    dispatch(
      botPageChanged({
        exempt: exempt(pathname),
        statusShown: pathname === paths.manageConnections.path,
      }),
    );
    if (previous.current !== null && exempt(previous.current) && !exempt(pathname)) {
      dispatch(botStatusCheckRequested());
    }
    previous.current = pathname;
  }, [pathname, dispatch]);
  return null;
}
