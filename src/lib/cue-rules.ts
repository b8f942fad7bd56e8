/**
 * Which pop-up message (cue) a page of the customer's website shows (spec 3 §3 "Cue"; issue 26's rules beyond it):
 * read by the public widget's loader on every page and route change, by the Cues tab's "Simulate this URL" box,
 * and by the server that checks a regular expression before storing it. Pure: the visit is given, nothing is read
 * from the page, the clock or storage.
 */
import type { Cue } from '@/contracts/website-assistant';

/** What the loader knows of the visit when it evaluates the cues. */
export interface CueVisit {
  /** The page's address (location.href). */
  url: string;
  /** Active seconds the visitor has spent on this page. */
  secondsOnPage: number;
  /** The names of the cues this visitor has closed (kept by the loader). */
  closed: ReadonlySet<string>;
}

export type CueVerdict =
  | { cue: Cue; fires: true; reason: string }
  | { cue: Cue; fires: false; reason: string; waitsSeconds?: number };

/** A `*` pattern as a regular expression over the whole URL: `*` stands for any run of characters. */
export function wildcardExpression(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The expression a currentUrlRegex cue holds, or null when it is not one JavaScript can read. */
export function regularExpression(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** An address without its fragment and with one trailing slash dropped: `…/pricing/#plans` is `…/pricing`. */
function normalisedUrl(url: string): string {
  const withoutHash = url.trim().split('#')[0] ?? '';
  return withoutHash.length > 1 && withoutHash.endsWith('/') ? withoutHash.slice(0, -1) : withoutHash;
}

/** Whether the cue's rule takes this URL, and why (for the simulation). */
export function urlRule(cue: Cue, url: string): { matches: boolean; reason: string } {
  const wanted = cue.URL.trim();
  switch (cue.ruleType) {
    case '':
      return { matches: false, reason: 'its rule type is not selected' };
    case 'default':
      return { matches: true, reason: 'it shows on every page' };
    case 'currentUrlEqual':
      return normalisedUrl(url) === normalisedUrl(wanted)
        ? { matches: true, reason: `the URL is “${wanted}”` }
        : { matches: false, reason: `the URL is not “${wanted}”` };
    case 'currentUrlContains':
      return wanted !== '' && url.includes(wanted)
        ? { matches: true, reason: `the URL contains “${wanted}”` }
        : { matches: false, reason: `the URL does not contain “${wanted}”` };
    case 'currentUrlMatches':
      return wildcardExpression(wanted).test(url.trim())
        ? { matches: true, reason: `the URL matches the pattern “${wanted}”` }
        : { matches: false, reason: `the URL does not match the pattern “${wanted}”` };
    case 'currentUrlRegex': {
      const expression = regularExpression(wanted);
      if (!expression) return { matches: false, reason: `“${wanted}” is not a valid regular expression` };
      return expression.test(url.trim())
        ? { matches: true, reason: `the URL matches /${wanted}/` }
        : { matches: false, reason: `the URL does not match /${wanted}/` };
    }
  }
}

const priorityOf = (cue: Cue) => cue.priority ?? 0;

/**
 * Every cue's verdict on the visit, and the one that fires: of those whose rule takes the URL, that the visitor
 * has not closed for good (stayClosed) and whose time on the page has come, the highest priority, the first listed
 * among equals. The others say why not, in the order the cues are listed.
 */
export function evaluateCues(
  cues: readonly Cue[],
  visit: CueVisit,
): { fires: Cue | null; verdicts: CueVerdict[] } {
  const candidates: CueVerdict[] = cues.map((cue) => {
    const rule = urlRule(cue, visit.url);
    if (!rule.matches) return { cue, fires: false, reason: `Not shown: ${rule.reason}.` };
    if (cue.stayClosed && visit.closed.has(cue.name)) {
      return { cue, fires: false, reason: `Not shown: ${rule.reason}, but the visitor closed it for good.` };
    }
    const wait = (cue.timeOnPage ?? 0) - visit.secondsOnPage;
    if (wait > 0) {
      return {
        cue,
        fires: false,
        reason: `Waits: ${rule.reason}; it shows after ${cue.timeOnPage} s on the page.`,
        waitsSeconds: wait,
      };
    }
    return { cue, fires: true, reason: `Shown: ${rule.reason}.` };
  });
  let winner: Cue | null = null;
  for (const verdict of candidates) {
    if (verdict.fires && (winner === null || priorityOf(verdict.cue) > priorityOf(winner)))
      winner = verdict.cue;
  }
  const shown = winner;
  const verdicts = candidates.map((verdict): CueVerdict =>
    verdict.fires && shown !== null && verdict.cue !== shown
      ? {
          cue: verdict.cue,
          fires: false,
          reason: `Not shown: ${verdict.reason.replace(/^Shown: /, '')} “${shown.name}” shows instead (priority ${priorityOf(shown)}).`,
        }
      : verdict,
  );
  return { fires: winner, verdicts };
}
