/**
 * One automatic reload when a route's code cannot be fetched. A deployment deletes chunks a week after the last
 * build that shipped them (docs/hosting.md), so a tab that stayed open longer asks for files that are gone; a
 * fresh load of the page the user was going to gets the new index.html, which names the new ones. If that does
 * not help either (the network is down, the file is really missing), the route error page shows with its
 * Reload button instead.
 */

const RELOADED_AT_KEY = 'assistant-portal.stale-chunk-reload';
/**
 * No second automatic reload within this long of the first: a failure right after reloading means reloading
 * does not help, and the page must show the error rather than reload again and again.
 */
export const STALE_CHUNK_RELOAD_GUARD_MS = 10 * 60_000;

export interface StaleChunkReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  navigate?: (url: string) => void;
  now?: () => number;
}

/**
 * Loads `url` afresh, unless this tab already did so for a failed chunk a moment ago (sessionStorage: it
 * survives the reload, and belongs to the tab). Returns whether it did.
 */
export function reloadForStaleChunk(
  url: string,
  {
    storage = sessionStorage,
    navigate = (target) => window.location.assign(target),
    now = Date.now,
  }: StaleChunkReloadOptions = {},
): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now() - last < STALE_CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now()));
  navigate(url);
  return true;
}
