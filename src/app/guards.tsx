import { useEffect } from 'react';
import { type Location, Navigate, Outlet, useLocation } from 'react-router';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { homePath, isPathHidden } from '@/config/app-types';
import { paths } from '@/config/paths';
import { useTenant } from '@/config/tenant-context';
import {
  postSignInPathFollowed,
  selectAuthStatus,
  selectIsAdministrator,
  selectPortalReady,
  selectPostSignInPath,
  selectRememberOrigin,
} from '@/features/auth';
import { notify } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

/** Where a guard sent the user from, so that sign-in can return there. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The address that does not exist, carried to /not-found so that a signed-in user can be told. */
export interface MissingPageState {
  missingPath?: string;
}

export const missingPageMessage = (path: string) => `There is no page at ${path}.`;

/** Any unknown address → /not-found, remembering which. */
export function UnknownPathRedirect() {
  const { pathname } = useLocation();
  const state: MissingPageState = { missingPath: pathname };
  return <Navigate to={paths.notFound.href()} replace state={state} />;
}

/** Spinner while the session is unknown, then the signed-in part of the portal, else sign-in (remembering). */
export function RequireSignedIn() {
  const status = useAppSelector(selectAuthStatus);
  const portalReady = useAppSelector(selectPortalReady);
  const rememberOrigin = useAppSelector(selectRememberOrigin);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const postSignInPath = useAppSelector(selectPostSignInPath);
  // The destination may carry a query (a page an expired session left): arriving is reaching its path.
  const arrived = status === 'authenticated' && postSignInPath?.split(/[?#]/)[0] === location.pathname;
  useEffect(() => {
    // The wizard after a first login, or the page an expired session left, is a one-time destination (spec 3
    // §2): once there, public pages lead home.
    if (arrived) dispatch(postSignInPathFollowed());
  }, [arrived, dispatch]);
  if (status === 'unknown') return <PageSpinner label="Checking your session" />;
  if (status === 'authenticated' && !portalReady) return <PageSpinner label="Opening the portal" />;
  if (status !== 'authenticated') {
    const state: FromState | undefined = rememberOrigin
      ? { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
      : undefined;
    return <Navigate to={paths.signIn.href()} replace state={state} />;
  }
  return <Outlet />;
}

/** Public pages: signed-in users are sent back where they came from, else home. */
export function RequireSignedOut() {
  const status = useAppSelector(selectAuthStatus);
  const postSignInPath = useAppSelector(selectPostSignInPath);
  const { config } = useTenant();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const leaving = status === 'authenticated';
  const missingPath = (location.state as MissingPageState | null)?.missingPath;
  useEffect(() => {
    // Spec 1: signed-in users leave /not-found; say why rather than land them at home without a word.
    if (leaving && missingPath)
      dispatch(notify({ message: missingPageMessage(missingPath), variant: 'info' }));
  }, [leaving, missingPath, dispatch]);
  if (status === 'unknown') return <PageSpinner label="Checking your session" />;
  if (status === 'authenticated') {
    const from = (location.state as FromState | null)?.from;
    const target =
      postSignInPath ?? (from ? `${from.pathname}${from.search}${from.hash}` : homePath(config.appType));
    // Keyed by the visit: a navigation that never rendered (back to this page while the destination's chunk
    // still loaded) leaves this <Navigate> mounted with the same target, and <Navigate> acts on mount only.
    return <Navigate key={location.key} to={target} replace />;
  }
  return <Outlet />;
}

export const NO_ACCESS_MESSAGE = "You don't have access to that page";
/** One message per arrival: a second one (StrictMode's repeated effect, a quick second try) replaces the first. */
const NO_ACCESS_KEY = 'guards/no-access';

/** Administrator-only pages: anyone else goes home and is told why (docs/design.md §7). */
export function RequireAdministrator() {
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const { config } = useTenant();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!isAdministrator)
      dispatch(notify({ message: NO_ACCESS_MESSAGE, variant: 'info', key: NO_ACCESS_KEY }));
  }, [isAdministrator, pathname, dispatch]);
  // Keyed by the path: <Navigate> acts on mount only, and this guard stays mounted between admin pages.
  return isAdministrator ? <Outlet /> : <Navigate key={pathname} to={homePath(config.appType)} replace />;
}

/** A path the tenant's app type leaves out does not exist for it. */
export function RequireShownForAppType({ path }: { path: string }) {
  const { config } = useTenant();
  const { pathname } = useLocation();
  return isPathHidden(config.appType, path) ? (
    <Navigate key={pathname} to={paths.notFound.href()} replace />
  ) : (
    <Outlet />
  );
}

/** /sign-up goes to / when the tenant disables sign-up. */
export function RequireSignUpEnabled() {
  const { config } = useTenant();
  return config.signUpDisabled ? <Navigate to={paths.root.href()} replace /> : <Outlet />;
}

/** `/` → home. */
export function HomeRedirect() {
  const { config } = useTenant();
  return <Navigate to={homePath(config.appType)} replace />;
}
