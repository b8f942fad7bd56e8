/** The visitor's page as the cue runner sees it (cues.ts): its address, history, visibility and storage. */
import type { CuePage } from './cues';

/** Where the names of the cues a visitor closed for good are kept, per bot, on the customer's site. */
const closedKey = (guid: string) => `assistant-portal-chatbot.${guid}.closed`;

interface NavigationLike extends EventTarget {
  addEventListener(type: 'currententrychange', listener: () => void): void;
}

/**
 * Route changes: the Navigation API tells of pushState, replaceState and back/forward alike; without it, popstate
 * tells of back/forward and the page's own history calls are wrapped (on the history object only, undone on stop).
 */
function onRouteChange(callback: () => void): () => void {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (navigation) {
    navigation.addEventListener('currententrychange', callback);
    return () => navigation.removeEventListener('currententrychange', callback);
  }
  window.addEventListener('popstate', callback);
  window.addEventListener('hashchange', callback);
  const wrapped = (['pushState', 'replaceState'] as const).map((name) => {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      callback();
    };
    return () => (history[name] = original);
  });
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener('hashchange', callback);
    for (const undo of wrapped) undo();
  };
}

export function browserCuePage(guid: string): CuePage {
  return {
    url: () => location.href,
    visible: () => document.visibilityState === 'visible',
    onRouteChange,
    everySecond(callback) {
      const timer = setInterval(callback, 1000);
      return () => clearInterval(timer);
    },
    closedForGood() {
      try {
        const stored: unknown = JSON.parse(localStorage.getItem(closedKey(guid)) ?? '[]');
        return new Set(Array.isArray(stored) ? stored.filter((name) => typeof name === 'string') : []);
      } catch {
        // Storage refused (privacy settings) or garbled: nothing is remembered.
        return new Set();
      }
    },
    rememberClosed(names) {
      try {
        localStorage.setItem(closedKey(guid), JSON.stringify([...names]));
      } catch {
        // Storage refused: the cue is closed for this page only.
      }
    },
  };
}
