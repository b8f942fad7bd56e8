/**
 * Runs a bot's cues on a visitor's page: which one shows (src/lib/cue-rules.ts decides), re-read on every
 * single-page-app route change (the Navigation API's `currententrychange` where the browser has it, otherwise
 * `popstate` and the page's own pushState/replaceState), after the active time on the page a cue waits for (time
 * the page is visible), and remembering for good the cues a visitor closed that say so.
 */
import type { Cue } from '@/contracts/website-assistant';
import { evaluateCues } from '@/lib/cue-rules';

/** What the runner needs from the page: injected, so that its rules are tested without a browser's history. */
export interface CuePage {
  url(): string;
  visible(): boolean;
  /** Calls back on every route change; returns the way to stop. */
  onRouteChange(callback: () => void): () => void;
  /** Calls back every second; returns the way to stop. */
  everySecond(callback: () => void): () => void;
  /** The names of the cues this visitor closed for good, and the way to add one. */
  closedForGood(): Set<string>;
  rememberClosed(names: ReadonlySet<string>): void;
}

export interface CueRunner {
  /** Reads the cues again (the documented `evaluateCues()` of the page API calls this). */
  evaluate(): void;
  /** The visitor dismissed the shown cue. */
  dismiss(): void;
  /** The chat opened (cues wait) or closed. */
  setChatOpen(open: boolean): void;
  stop(): void;
}

export function runCues(cues: readonly Cue[], page: CuePage, show: (cue: Cue | null) => void): CueRunner {
  const closed = page.closedForGood();
  let shown: Cue | null = null;
  let seconds = 0;
  let url = page.url();
  // A cue dismissed (not for good) stays away until the visitor moves to another page.
  let dismissedHere = false;
  let chatOpen = false;
  let stopTicking: (() => void) | null = null;

  const display = (cue: Cue | null) => {
    if (cue?.name === shown?.name) return;
    shown = cue;
    show(cue);
  };

  const evaluate = () => {
    if (chatOpen) return;
    const { fires, verdicts } = evaluateCues(cues, { url, secondsOnPage: seconds, closed });
    display(dismissedHere ? null : fires);
    // Tick only while a cue still waits for its time on the page.
    const waiting = !dismissedHere && verdicts.some((verdict) => !verdict.fires && verdict.waitsSeconds);
    if (waiting && !stopTicking) {
      stopTicking = page.everySecond(() => {
        if (!page.visible()) return;
        seconds += 1;
        evaluate();
      });
    } else if (!waiting && stopTicking) {
      stopTicking();
      stopTicking = null;
    }
  };

  const stopRoutes = page.onRouteChange(() => {
    const next = page.url();
    if (next === url) return;
    url = next;
    seconds = 0;
    dismissedHere = false;
    evaluate();
  });
  evaluate();

  return {
    evaluate,
    dismiss() {
      if (shown?.stayClosed) {
        closed.add(shown.name);
        page.rememberClosed(closed);
      }
      dismissedHere = true;
      evaluate();
    },
    setChatOpen(open) {
      chatOpen = open;
      if (open) display(null);
      else evaluate();
    },
    stop() {
      stopRoutes();
      stopTicking?.();
    },
  };
}
