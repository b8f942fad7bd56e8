/**
 * The emulated bot's language understanding: a small, real intent matcher. It is no machine-learning model; it
 * compares the content words of what was said with the content words of every sample (intent utterances, FAQ
 * questions, bubble utterances) and takes the best sample if it is similar enough.
 *
 * - normalise: lower case, accents and punctuation removed;
 * - tokens: the words left after dropping stop words (articles, pronouns, "please", question words), with a
 *   plural "s" trimmed so that "tickets" and "ticket" agree;
 * - score: the Dice coefficient of the two token sets (2·|A∩B| / (|A|+|B|)), 1 for the same content words;
 * - a match needs a score of at least MATCH_THRESHOLD; otherwise the bot falls back (FallbackIntent).
 */

/** The least similarity that counts as understanding. Chosen so that the seeded missed utterances miss. */
export const MATCH_THRESHOLD = 0.5;

const STOP_WORDS = new Set(
  (
    'a an the i me my mine we our us you your it its this that these those is am are was were be ' +
    'been do does did to of for on in at by with from into and or please can could would will shall ' +
    'should what whats when where which who how hi hello hey thanks thank want like need some any ' +
    'just there here so about up'
  ).split(' '),
);

/** Lower case, no accents, letters, digits and single spaces only. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The content words of a text: normalised, stop words dropped, a plural "s" trimmed. */
export function tokens(text: string): string[] {
  const words = normalise(text)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word))
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
  return [...new Set(words)];
}

/** Dice similarity of two token sets: 0 (nothing shared) … 1 (the same content words). */
export function similarity(left: readonly string[], right: readonly string[]): number {
  if (left.length === 0 || right.length === 0) return 0;
  const rightSet = new Set(right);
  const shared = left.filter((token) => rightSet.has(token)).length;
  return (2 * shared) / (left.length + right.length);
}

export interface MatchCandidate<T> {
  /** What the candidate answers to. */
  samples: readonly string[];
  value: T;
}

export interface Match<T> {
  value: T;
  score: number;
  /** The sample that scored best. */
  sample: string;
}

export interface Matcher<T> {
  match(text: string): Match<T> | null;
  /**
   * Each candidate's best sample for `text`, best first (one per candidate, ties in the candidates' order), with
   * a score above 0, whether or not it reaches MATCH_THRESHOLD: what the bot nearly understood (utterance
   * training's "Not used on chatbot") and the answers an administrator may pick from.
   */
  rank(text: string, limit: number): Match<T>[];
}

/**
 * A matcher over candidates. The best-scoring sample wins; on a tie the earlier candidate wins, so callers list
 * the more specific candidates first.
 */
export function createMatcher<T>(candidates: readonly MatchCandidate<T>[]): Matcher<T> {
  // Each sample's tokens as a set, made once: scoring a text against every sample then allocates nothing (the
  // seeded conversation log is judged by this matcher, thousands of texts at once).
  const prepared = candidates.flatMap((candidate) =>
    candidate.samples.map((sample) => ({ sample, tokens: new Set(tokens(sample)), value: candidate.value })),
  );
  /** similarity(), against a prepared sample (its tokens are distinct, so the set's size is their number). */
  const score = (said: readonly string[], sample: ReadonlySet<string>) => {
    if (said.length === 0 || sample.size === 0) return 0;
    let shared = 0;
    for (const token of said) if (sample.has(token)) shared += 1;
    return (2 * shared) / (said.length + sample.size);
  };
  return {
    match(text) {
      const said = tokens(text);
      let best: Match<T> | null = null;
      for (const entry of prepared) {
        const value = score(said, entry.tokens);
        if (value > (best?.score ?? 0)) best = { value: entry.value, score: value, sample: entry.sample };
      }
      return best && best.score >= MATCH_THRESHOLD ? best : null;
    },
    rank(text, limit) {
      const said = tokens(text);
      const best = new Map<T, Match<T>>();
      for (const entry of prepared) {
        const value = score(said, entry.tokens);
        if (value > (best.get(entry.value)?.score ?? 0))
          best.set(entry.value, { value: entry.value, score: value, sample: entry.sample });
      }
      // The map keeps the candidates' order and the sort is stable: on a tie the earlier candidate comes first.
      return [...best.values()].sort((left, right) => right.score - left.score).slice(0, Math.max(0, limit));
    },
  };
}
