import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';

/** The key of the history state that marks the entry the open drawer pushed. */
const DRAWER_STATE_KEY = 'dashboardDrawer';

function drawerMark(state: unknown): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[DRAWER_STATE_KEY]
    : undefined;
}

/**
 * Gives the open detail drawer its own history entry, so that Back (the phone's button, a mouse's back button,
 * Alt+←) closes the drawer instead of leaving the dashboard. The entry is the same URL with a mark in the
 * router's location state (the drawer's content stays in the store); navigating through the router keeps its
 * own bookkeeping of the history intact, which pushing to `window.history` directly would not.
 *
 * - Opened: an entry with a fresh mark is pushed (a mark left in the state by a reload is not ours).
 * - Back while open (the location loses our mark): `close` is called.
 * - Closed otherwise (Close, Escape, the backdrop): our entry is popped, so that a later Back leaves the page
 *   as the user expects instead of doing nothing visible.
 *
 * Where the history stands is read from the router itself, not from the rendered location: a key press (the
 * Escape that closes the drawer) renders before a navigation that landed just before it, so the page can render
 * the location from before our push after the push has landed. Read from the rendered location, that looked like
 * a Back away from our entry, and the entry was never popped. (React Router has no public hook for its current
 * state; `UNSAFE_DataRouterContext` is the data router both of the app's routers are.)
 */
export function useDrawerHistory(open: boolean, close: () => void) {
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigate = useNavigate();
  /** The mark of the entry this page pushed; whether the location has reached it, and whether we popped it. */
  const pushed = useRef<{ mark: string; reached: boolean; popping: boolean } | null>(null);

  useEffect(() => {
    const current = router?.state.location ?? location;
    let entry = pushed.current;
    const onEntry = entry !== null && drawerMark(current.state) === entry.mark;
    if (entry && !entry.reached) {
      // The push has not landed yet: nothing to decide until it has.
      if (!onEntry) return;
      entry.reached = true;
    }
    if (entry && !onEntry) {
      pushed.current = null;
      if (!entry.popping) {
        // Back (or Forward, or a link) left our entry while the drawer was open: the drawer goes with it.
        if (open) close();
        return;
      }
      // Our own pop landed; if the drawer was opened again meanwhile, it gets a new entry below.
      entry = null;
    }
    if (entry?.popping) return;
    if (open && !entry) {
      const mark = Math.random().toString(36).slice(2);
      const pushedEntry = { mark, reached: false, popping: false };
      pushed.current = pushedEntry;
      const state: unknown = current.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      const pushing = navigate(
        { pathname: current.pathname, search: current.search, hash: current.hash },
        { state: { ...base, [DRAWER_STATE_KEY]: mark }, preventScrollReset: true },
      );
      // Landed once the router says so, even if a quick Back leaves the entry before a render shows it to us.
      void Promise.resolve(pushing).then(() => {
        pushedEntry.reached = true;
      });
    } else if (!open && entry) {
      // Closed from inside the page (Close, Escape, the backdrop): take our entry off the history, so that a
      // later Back leaves the page instead of seeming to do nothing.
      entry.popping = true;
      void navigate(-1);
    }
  }, [open, close, location, router, navigate]);
}
