/**
 * Account linking in a separate window (docs/design.md §7; spec 2 §4 "Connector", spec 3 §4 "Wizard").
 *
 * A pop-up blocker allows a window only when it opens during the user's click, but the provider's address comes
 * from the server later. So the click opens an empty window at once (`openLinkWindow`), and the flow points it at
 * the account link when that arrives (`sendLinkWindowTo`). The window comes back to the portal's return page
 * (/connection-enabled), which completes the callback and tells every other page of the portal
 * (`announceLinkResult`): a BroadcastChannel where there is one, else a storage event.
 *
 * Window handles are not data (they cannot travel in Redux actions), so they are kept here, by a key the flow
 * names (the connection's name).
 */

export const ACCOUNT_LINK_CHANNEL = 'assistant-portal-account-link';
/** The storage key of the fallback: a storage event reaches the portal's other pages. */
const STORAGE_KEY = 'assistant-portal-account-link';
/** The provider pages are sized for a laptop screen; smaller screens get what fits. */
const WINDOW_FEATURES = 'popup=yes,width=720,height=760';

export interface AccountLinkResult {
  connectionName: string;
  status: 'success' | 'error';
  message: string;
}

const windows = new Map<string, Window>();

/** What the opened window says until the account link arrives (issue 21 §2.4). */
export const preparingMessage = (connectorName: string) => `Preparing secure sign-in with ${connectorName}…`;

/**
 * The window is the portal's own (about:blank) until the link arrives: it says what it is waiting for, built
 * with DOM calls and CSSOM styles (no markup, no style attribute: the Content-Security-Policy allows neither).
 */
function showPreparing(target: Window, connectorName: string): void {
  const page = target.document;
  const message = preparingMessage(connectorName);
  page.title = message;
  page.documentElement.lang = document.documentElement.lang || 'en';
  const status = page.createElement('main');
  status.setAttribute('role', 'status');
  Object.assign(status.style, {
    display: 'grid',
    placeItems: 'center',
    minHeight: '90vh',
    margin: '0',
    padding: '24px',
    fontFamily: 'Ubuntu, system-ui, sans-serif',
    fontSize: '18px',
    color: '#1f2933',
    textAlign: 'center',
  });
  const text = page.createElement('p');
  text.textContent = message;
  status.append(text);
  page.body.replaceChildren(status);
}

/**
 * Opens a window for `key`, synchronously: call it in the click handler. It shows "Preparing secure sign-in with
 * {connector}…" until the flow points it at the link. Null when the browser refused (a blocker); the flow then
 * offers a link to click instead. The window keeps the portal's session (a pop-up opened without `noopener`
 * receives a copy of the page's sessionStorage), so the return page is signed in.
 */
export function openLinkWindow(key: string, connectorName: string): Window | null {
  const opened = window.open('about:blank', `account-link-${key}`, WINDOW_FEATURES);
  if (!opened) {
    windows.delete(key);
    return null;
  }
  windows.set(key, opened);
  try {
    showPreparing(opened, connectorName);
  } catch {
    // A browser that does not let the opener write into it: the window stays blank until the link arrives.
  }
  return opened;
}

/**
 * An account link is a web address. The provider's link comes from the server and is opened in a window of the
 * portal's origin: anything else (javascript:, data:) is never opened, whatever the server says.
 */
export function isWebAddress(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Points the window opened for `key` at `url`. False when there is no open window (never opened, refused, or
 * closed by the user meanwhile): the caller shows the link instead.
 */
export function sendLinkWindowTo(key: string, url: string): boolean {
  const target = windows.get(key);
  windows.delete(key);
  if (!target || target.closed) return false;
  target.location.href = url;
  return true;
}

/** Opens the account link in this window (the return page's Try again: the window is the pop-up already). */
export function showAccountLinkHere(url: string): void {
  window.open(url, '_self');
}

/** Closes and forgets the window opened for `key` (the flow failed before there was a link). */
export function discardLinkWindow(key: string): void {
  const target = windows.get(key);
  windows.delete(key);
  if (target && !target.closed) target.close();
}

/** The return page: tells the portal's other pages (the opener among them) how linking ended. */
export function announceLinkResult(result: AccountLinkResult): void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(ACCOUNT_LINK_CHANNEL);
    channel.postMessage(result);
    channel.close();
    return;
  }
  // A storage event fires in the other pages only when the value changes: a fresh value every time.
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...result, at: Math.random() }));
  localStorage.removeItem(STORAGE_KEY);
}

function isResult(value: unknown): value is AccountLinkResult {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.connectionName === 'string' &&
    (candidate.status === 'success' || candidate.status === 'error') &&
    typeof candidate.message === 'string'
  );
}

/** Calls `listener` with each result a return page announces; returns the unsubscribe. */
export function subscribeLinkResults(listener: (result: AccountLinkResult) => void): () => void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(ACCOUNT_LINK_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isResult(event.data)) listener(event.data);
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      const parsed: unknown = JSON.parse(event.newValue);
      if (isResult(parsed)) listener(parsed);
    } catch {
      // Not ours: ignored.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
