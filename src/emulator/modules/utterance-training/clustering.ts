/**
 * Groups utterances (what end users asked the assistant) into a chosen number of clusters, for the Utterance
 * Training page's cluster mode as the demo's emulated cloud answers it (issue 24). The design, and the figures
 * of every configuration tried: docs/adr/0020-utterance-clustering.md.
 *
 * Texts only: nothing here reads an intent label. Pure and deterministic (a seeded generator, no Math.random,
 * no clock), with one pure import (Porter's stemmer, `stemmer`) and only erasable TypeScript, so that the same
 * file runs in a browser worker, in vitest and in Node 24 directly (`npm run measure:clustering`).
 *
 * Outline:
 * 1. The distinct texts, sorted, become TF-IDF vectors: stemmed words plus the character 3- to 5-grams of the
 *    words ("remind", " rem", "emin"…), which catch what stemming misses (typos, "pto"/"ptos", compounds).
 * 2. Each text is joined to its ten most similar texts (cosine); the graph's leading eigenvectors give every
 *    text a few coordinates (a spectral embedding, Ng, Jordan and Weiss 2001) in which texts that are linked
 *    through chains of close paraphrases end up together.
 * 3. Spherical k-means (cosine similarity, k-means++ seeding, several seeded restarts, the tightest kept)
 *    groups the embedded texts. Beyond 150 clusters, a coarse clustering first and each coarse cluster split
 *    in turn, so that time stays near-linear in k.
 * 4. Each cluster is named after the words that set it apart.
 */
import { stemmer } from 'stemmer';

/** How texts become vectors. */
export interface FeatureOptions {
  /** Leave out English function words ("the", "is", "my"…), unless a text has nothing else. */
  readonly stopWords: boolean;
  /** Reduce words to their stem (Porter's algorithm): "reminders", "reminding" → "remind". */
  readonly stem: boolean;
  /** Also count adjacent word pairs ("credit score"). */
  readonly wordPairs: boolean;
  /** Character n-grams of each word, from..to characters long ([3, 5]); null for none. */
  readonly characterNgrams: readonly [number, number] | null;
  /** The weight of the character n-grams beside the words (each part is normalised first). */
  readonly characterWeight: number;
  /** Count a term repeated in a text as 1 + ln(count) rather than count. */
  readonly sublinearTf: boolean;
  /** Ignore features found in fewer distinct texts than this. */
  readonly minDocumentFrequency: number;
  /** Ignore features found in more than this share of the distinct texts (1 for none). */
  readonly maxDocumentShare: number;
  /** Read every number as the same word ("7am", "10" → one token). */
  readonly numbersAsOne: boolean;
}

/** Settings for comparing configurations (scripts/measure-clustering.mjs); the defaults are the chosen ones. */
export interface ClusteringOptions {
  readonly features?: Partial<FeatureOptions>;
  /** Neighbours per text in the graph of the spectral embedding. */
  readonly neighbours?: number;
  /** Block power iterations behind the spectral embedding. */
  readonly spectralIterations?: number;
  /** k-means runs from different seedings; the tightest is kept. */
  readonly restarts?: number;
  /** The seed of the generator behind the seedings and the embedding's start. */
  readonly seed?: number;
}

export interface UtteranceCluster {
  /** The words that characterise the cluster, e.g. "alarm / wake"; unique among the result's clusters. */
  readonly name: string;
  /** Indices of the input texts in the cluster, ascending. */
  readonly members: number[];
}

export interface ClusteringResult {
  /** For each input text, the index of its cluster in `clusters`. */
  readonly assignments: number[];
  /** Largest first (ties: the cluster whose first text sorts first). */
  readonly clusters: UtteranceCluster[];
}

/** The most clusters one can ask for (the page's limit). */
export const MAX_CLUSTERS = 2000;

export const DEFAULT_FEATURES: FeatureOptions = {
  stopWords: false,
  stem: true,
  wordPairs: false,
  characterNgrams: [3, 5],
  characterWeight: 1,
  sublinearTf: true,
  minDocumentFrequency: 1,
  maxDocumentShare: 1,
  numbersAsOne: true,
};

const DEFAULT_NEIGHBOURS = 10;
const DEFAULT_RESTARTS = 4;
const DEFAULT_SEED = 1;
/** Lloyd iterations of one k-means run at most (runs usually settle well before). */
const MAX_ITERATIONS = 50;
/** Block power iterations of the spectral embedding (more did not score better, ADR 0020). */
const SPECTRAL_ITERATIONS = 20;
/** Above this many clusters, two levels (see `partition`): one level's cost grows with k². */
const MOST_CLUSTERS_IN_ONE_LEVEL = 150;

interface Settings {
  readonly neighbours: number;
  readonly restarts: number;
  readonly spectralIterations: number;
}

/**
 * Groups `texts` into `k` clusters (clamped to 1…MAX_CLUSTERS and to the number of distinct texts; none for no
 * texts). Equal texts always share a cluster. The result depends only on the multiset of texts and the options,
 * not on the texts' order: they are sorted before anything else.
 */
export function clusterUtterances(
  texts: readonly string[],
  k: number,
  options: ClusteringOptions = {},
): ClusteringResult {
  if (texts.length === 0) return { assignments: [], clusters: [] };
  const features: FeatureOptions = { ...DEFAULT_FEATURES, ...options.features };
  const settings: Settings = {
    neighbours: Math.max(1, Math.floor(options.neighbours ?? DEFAULT_NEIGHBOURS)),
    restarts: Math.max(1, Math.floor(options.restarts ?? DEFAULT_RESTARTS)),
    spectralIterations: Math.max(1, Math.floor(options.spectralIterations ?? SPECTRAL_ITERATIONS)),
  };

  // Distinct texts in code-unit order (not localeCompare, which depends on the machine), each weighted by how
  // often it occurs: the order of the input then cannot change the result.
  const occurrences = new Map<string, number>();
  for (const text of texts) occurrences.set(text, (occurrences.get(text) ?? 0) + 1);
  const distinct = [...occurrences.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const weights = Float64Array.from(distinct, (text) => occurrences.get(text) ?? 1);
  const clusterCount = Math.max(1, Math.min(Math.floor(k) || 1, MAX_CLUSTERS, distinct.length));

  const analysed = distinct.map((text) => analyse(text, features));
  const vectors = vectorise(analysed, weights, features);
  const distinctAssignments = partition(
    vectors.rows,
    weights,
    clusterCount,
    settings,
    options.seed ?? DEFAULT_SEED,
  );

  // Clusters largest first (ties: the one whose first text sorts first), so that labels depend on texts only.
  const sizes = new Float64Array(clusterCount);
  const firstMember = new Int32Array(clusterCount).fill(-1);
  distinctAssignments.forEach((cluster, index) => {
    sizes[cluster] = (sizes[cluster] ?? 0) + (weights[index] ?? 0);
    if (firstMember[cluster] === -1) firstMember[cluster] = index;
  });
  const order = Array.from({ length: clusterCount }, (_, cluster) => cluster).sort(
    (a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0) || (firstMember[a] ?? 0) - (firstMember[b] ?? 0),
  );
  const rank = new Int32Array(clusterCount);
  order.forEach((cluster, position) => (rank[cluster] = position));
  const finalOfDistinct = Array.from(distinctAssignments, (cluster) => rank[cluster] ?? 0);

  const names = clusterNames(analysed, vectors, weights, finalOfDistinct, clusterCount, distinct);
  const indexOfText = new Map(distinct.map((text, index) => [text, index]));
  const assignments = texts.map((text) => finalOfDistinct[indexOfText.get(text) ?? 0] ?? 0);
  const clusters = names.map((name) => ({ name, members: [] as number[] }));
  assignments.forEach((cluster, index) => clusters[cluster]?.members.push(index));
  return { assignments, clusters };
}

/**
 * The cluster of each row, k clusters exactly (k ≤ rows). Up to MOST_CLUSTERS_IN_ONE_LEVEL: the spectral
 * embedding, then the tightest of several k-means runs. Above: ⌈√k⌉ coarse clusters, then each split into its
 * share of k (in proportion to its size), so that a run costs about n·√k rather than n·k².
 */
function partition(
  rows: SparseRows,
  weights: Float64Array,
  k: number,
  settings: Settings,
  seed: number,
): Int32Array {
  const size = rows.offsets.length - 1;
  if (k <= 1) return new Int32Array(size);
  if (k >= size) return Int32Array.from({ length: size }, (_, row) => row);
  if (k > MOST_CLUSTERS_IN_ONE_LEVEL) return partitionInTwoLevels(rows, weights, k, settings, seed);

  const points = spectralEmbedding(
    rows,
    settings.neighbours,
    k,
    settings.spectralIterations,
    createRandom(seed ^ 0x2545f491),
  );
  let best: { assignments: Int32Array; objective: number } | null = null;
  for (let run = 0; run < settings.restarts; run += 1) {
    const result = sphericalKMeans(points, weights, k, createRandom(seed + run * 0x9e3779b9));
    if (!best || result.objective > best.objective + 1e-9) best = result;
  }
  const assignments = best?.assignments ?? new Int32Array(size);
  fillEmptyClusters(assignments, k);
  return assignments;
}

function partitionInTwoLevels(
  rows: SparseRows,
  weights: Float64Array,
  k: number,
  settings: Settings,
  seed: number,
): Int32Array {
  const size = rows.offsets.length - 1;
  const coarse = partition(rows, weights, Math.ceil(Math.sqrt(k)), settings, seed);
  const members: number[][] = [];
  coarse.forEach((group, row) => (members[group] ??= []).push(row));
  const shares = proportionalShares(
    k,
    members.map((group) => group.length),
  );
  const assignments = new Int32Array(size);
  let first = 0;
  members.forEach((group, index) => {
    const share = shares[index] ?? 1;
    const fine = partition(
      subsetRows(rows, group),
      Float64Array.from(group, (row) => weights[row] ?? 1),
      share,
      settings,
      seed + index + 1,
    );
    group.forEach((row, position) => (assignments[row] = first + (fine[position] ?? 0)));
    first += share;
  });
  return assignments;
}

/**
 * Splits `total` into whole shares proportional to `sizes`, each at least 1 and at most its size (largest
 * remainders first, ties to the earlier). Needs sizes.length ≤ total ≤ the sum of sizes.
 */
export function proportionalShares(total: number, sizes: readonly number[]): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const ideal = sizes.map((count) => (total * count) / sum);
  const shares = ideal.map((value, index) => Math.min(sizes[index] ?? 1, Math.max(1, Math.floor(value))));
  let missing = total - shares.reduce((a, b) => a + b, 0);
  const byNeed = (direction: 1 | -1) =>
    sizes
      .map((_, index) => index)
      .sort(
        (a, b) =>
          direction * ((ideal[b] ?? 0) - (shares[b] ?? 0) - ((ideal[a] ?? 0) - (shares[a] ?? 0))) || a - b,
      );
  while (missing > 0) {
    const before = missing;
    for (const index of byNeed(1)) {
      if (missing === 0) break;
      if ((shares[index] ?? 0) < (sizes[index] ?? 0)) {
        shares[index] = (shares[index] ?? 0) + 1;
        missing -= 1;
      }
    }
    if (missing === before) break;
  }
  while (missing < 0) {
    const before = missing;
    for (const index of byNeed(-1)) {
      if (missing === 0) break;
      if ((shares[index] ?? 0) > 1) {
        shares[index] = (shares[index] ?? 0) - 1;
        missing += 1;
      }
    }
    if (missing === before) break;
  }
  return shares;
}

/** The given rows, their features renumbered from 0 (so that a subset's centroids are as small as it is). */
function subsetRows(rows: SparseRows, selected: readonly number[]): SparseRows {
  const renumbered = new Map<number, number>();
  const entries = selected.map((row) => {
    const entries: [number, number][] = [];
    for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
      const feature = rows.indices[entry] ?? 0;
      let local = renumbered.get(feature);
      if (local === undefined) {
        local = renumbered.size;
        renumbered.set(feature, local);
      }
      entries.push([local, rows.values[entry] ?? 0]);
    }
    return entries.sort(([a], [b]) => a - b);
  });
  return toSparseRows(entries, renumbered.size);
}

// ---------------------------------------------------------------------------------------------------------
// Texts → terms

/** What one text brings: its words as written and as terms, and its features (with repeats). */
interface AnalysedText {
  /** Words as written (lower case), and the term each became (its stem; "0" for a number). */
  readonly words: readonly { readonly word: string; readonly term: string }[];
  /** Adjacent terms, "credit score" (when asked for). */
  readonly pairs: readonly string[];
  /** Character n-grams of the words, " rem", "emind" (when asked for). */
  readonly characters: readonly string[];
}

/**
 * English function words (NLTK's list, the usual one), plus the stubs its tokenisation leaves of contractions
 * ("don't" → "don", "t"). Left in the features by default (they separate "who made you" from "who do you work
 * for"); never used for a cluster's name.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is ' +
    'are was were be been being have has had having do does did doing a an the and but if or because as until ' +
    'while of at by for with about against between into through during before after above below to from up ' +
    'down in out on off over under again further then once here there when where why how all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now d ll ' +
    'm o re ve y ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren ' +
    'won wouldn'
  ).split(' '),
);

/** Lower case, accents off; then runs of letters and digits (apostrophes split: "what's" → "what", "s"). */
function tokenise(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return plain.match(/[\p{L}\p{N}]+/gu) ?? [];
}

function analyse(text: string, options: FeatureOptions): AnalysedText {
  const tokens = tokenise(text);
  const content = options.stopWords ? tokens.filter((token) => !STOP_WORDS.has(token)) : tokens;
  // "Where are you from?" is all function words: keep them rather than leave the text without features.
  const kept = content.length > 0 ? content : tokens;
  const words = kept.map((word) => {
    const isNumber = options.numbersAsOne && /\p{N}/u.test(word);
    return { word, term: isNumber ? '0' : options.stem ? stemmer(word) : word };
  });
  const pairs: string[] = [];
  if (options.wordPairs) {
    for (let index = 1; index < words.length; index += 1) {
      pairs.push(`${words[index - 1]?.term ?? ''} ${words[index]?.term ?? ''}`);
    }
  }
  const characters: string[] = [];
  if (options.characterNgrams) {
    const [shortest, longest] = options.characterNgrams;
    for (const { word, term } of words) {
      // Spaces mark the word's ends, so that " re" (a beginning) differs from "re " (an ending).
      const padded = ` ${term === '0' ? term : word} `;
      for (let length = shortest; length <= longest; length += 1) {
        for (let start = 0; start + length <= padded.length; start += 1) {
          characters.push(padded.slice(start, start + length));
        }
      }
    }
  }
  return { words, pairs, characters };
}

// ---------------------------------------------------------------------------------------------------------
// Terms → TF-IDF vectors

/** Rows of a sparse matrix (compressed sparse rows): row r's entries are at offsets[r] … offsets[r + 1]. */
interface SparseRows {
  readonly offsets: Int32Array;
  readonly indices: Int32Array;
  readonly values: Float64Array;
  readonly dimension: number;
}

interface Vectors {
  /** The unit vectors the clustering compares. */
  readonly rows: SparseRows;
  /** The TF-IDF weights of the terms alone, not normalised, for the names. */
  readonly termRows: SparseRows;
  /** Each feature's term, or null when the feature is not a term (a pair, an n-gram). */
  readonly termOfFeature: readonly (string | null)[];
}

/**
 * TF-IDF vectors. Feature numbers follow first appearance in the sorted texts, so they too depend only on the
 * texts. The words part (terms and pairs) and the characters part are each scaled to unit length, then weighed
 * (characterWeight) and the whole scaled to unit length again: a long word's many n-grams do not drown its words.
 */
function vectorise(
  analysed: readonly AnalysedText[],
  weights: Float64Array,
  options: FeatureOptions,
): Vectors {
  const termOfFeature: (string | null)[] = [];
  const numberer = (isTerm: boolean) => {
    const numbers = new Map<string, number>();
    return (feature: string) => {
      let number = numbers.get(feature);
      if (number === undefined) {
        number = termOfFeature.length;
        numbers.set(feature, number);
        termOfFeature.push(isTerm ? feature : null);
      }
      return number;
    };
  };
  const termNumber = numberer(true);
  const pairNumber = numberer(false);
  const characterNumber = numberer(false);
  const wholeTextNumber = numberer(false);
  const parts = analysed.map((text, index) => {
    const words = [...text.words.map(({ term }) => termNumber(term)), ...text.pairs.map(pairNumber)];
    const characters = text.characters.map(characterNumber);
    // No letters or digits at all ("???", an emoji): the text itself stands for its one feature.
    if (words.length === 0 && characters.length === 0) words.push(wholeTextNumber(String(index)));
    return { words, characters };
  });

  // Document frequency, counting every occurrence of a text (a text asked ten times weighs ten).
  const dimension = termOfFeature.length;
  const textCount = new Int32Array(dimension);
  const weightedCount = new Float64Array(dimension);
  const lastText = new Int32Array(dimension).fill(-1);
  parts.forEach(({ words, characters }, index) => {
    for (const list of [words, characters]) {
      for (const feature of list) {
        if (lastText[feature] === index) continue;
        lastText[feature] = index;
        textCount[feature] = (textCount[feature] ?? 0) + 1;
        weightedCount[feature] = (weightedCount[feature] ?? 0) + (weights[index] ?? 1);
      }
    }
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Smoothed inverse document frequency (as scikit-learn's): never 0, so that a word in every text still
  // counts; 0 marks a feature left out (too rare).
  const idf = Float64Array.from(weightedCount, (count, feature) =>
    (textCount[feature] ?? 0) >= options.minDocumentFrequency &&
    (textCount[feature] ?? 0) <= options.maxDocumentShare * analysed.length
      ? Math.log((1 + total) / (1 + count)) + 1
      : 0,
  );

  // The rows, written straight into compressed-row arrays (typed arrays once their size is known).
  const rowOffsets = new Int32Array(parts.length + 1);
  const rowIndices: number[] = [];
  const rowValues: number[] = [];
  const termOffsets = new Int32Array(parts.length + 1);
  const termIndices: number[] = [];
  const termValues: number[] = [];
  /** Appends term frequency × IDF of each distinct kept feature of the list; returns their sum of squares. */
  const weigh = (features: readonly number[], isForTerms: boolean): number => {
    const sorted = Int32Array.from(features).sort();
    let squares = 0;
    for (let start = 0; start < sorted.length;) {
      const feature = sorted[start] ?? 0;
      let end = start + 1;
      while (end < sorted.length && sorted[end] === feature) end += 1;
      const count = end - start;
      start = end;
      if ((idf[feature] ?? 0) === 0) continue;
      const value = (options.sublinearTf ? 1 + Math.log(count) : count) * (idf[feature] ?? 0);
      rowIndices.push(feature);
      rowValues.push(value);
      squares += value * value;
      if (isForTerms && termOfFeature[feature] !== null) {
        termIndices.push(feature);
        termValues.push(value);
      }
    }
    return squares;
  };
  parts.forEach(({ words, characters }, row) => {
    const start = rowIndices.length;
    const wordNorm = Math.sqrt(weigh(words, true));
    const middle = rowIndices.length;
    const characterNorm = options.characterWeight > 0 ? Math.sqrt(weigh(characters, false)) : 0;
    const wordScale = wordNorm > 0 ? 1 / wordNorm : 0;
    const characterScale = characterNorm > 0 ? options.characterWeight / characterNorm : 0;
    const wholeNorm = Math.sqrt(
      (wordScale > 0 ? 1 : 0) + (characterScale > 0 ? options.characterWeight ** 2 : 0),
    );
    const scale = wholeNorm > 0 ? 1 / wholeNorm : 0;
    for (let entry = start; entry < rowValues.length; entry += 1) {
      rowValues[entry] = (rowValues[entry] ?? 0) * (entry < middle ? wordScale : characterScale) * scale;
    }
    rowOffsets[row + 1] = rowIndices.length;
    termOffsets[row + 1] = termIndices.length;
  });
  return {
    rows: {
      offsets: rowOffsets,
      indices: Int32Array.from(rowIndices),
      values: Float64Array.from(rowValues),
      dimension,
    },
    termRows: {
      offsets: termOffsets,
      indices: Int32Array.from(termIndices),
      values: Float64Array.from(termValues),
      dimension,
    },
    termOfFeature,
  };
}

function toSparseRows(entries: readonly (readonly [number, number])[][], dimension: number): SparseRows {
  const offsets = new Int32Array(entries.length + 1);
  entries.forEach((row, index) => (offsets[index + 1] = (offsets[index] ?? 0) + row.length));
  const size = offsets[entries.length] ?? 0;
  const indices = new Int32Array(size);
  const values = new Float64Array(size);
  let position = 0;
  for (const row of entries) {
    for (const [index, value] of row) {
      indices[position] = index;
      values[position] = value;
      position += 1;
    }
  }
  return { offsets, indices, values, dimension };
}

// ---------------------------------------------------------------------------------------------------------
// Randomness, seeded

type Random = () => number;

/** mulberry32: a small, fast 32-bit generator; uniform in [0, 1). */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal deviate (Box–Muller). */
function gaussian(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

// ---------------------------------------------------------------------------------------------------------
// Nearest neighbours

/**
 * Each row's `count` most similar other rows (cosine: rows are unit vectors), most similar first (ties: the
 * lower row first); -1 where a row shares a feature with fewer rows. Exact, through an inverted index (feature
 * → rows, ascending): each pair is scored once, from its lower row, which walks only the rows after it.
 */
function nearestNeighbours(rows: SparseRows, count: number): { index: Int32Array; similarity: Float64Array } {
  const size = rows.offsets.length - 1;
  const { offsets, indices, values, dimension } = rows;
  const postingOffsets = new Int32Array(dimension + 1);
  for (const feature of indices) postingOffsets[feature + 1] = (postingOffsets[feature + 1] ?? 0) + 1;
  for (let feature = 0; feature < dimension; feature += 1) {
    postingOffsets[feature + 1] = (postingOffsets[feature + 1] ?? 0) + (postingOffsets[feature] ?? 0);
  }
  const postingRows = new Int32Array(indices.length);
  const postingValues = new Float64Array(indices.length);
  const next = postingOffsets.slice(0, dimension);
  for (let row = 0; row < size; row += 1) {
    for (let entry = offsets[row] ?? 0; entry < (offsets[row + 1] ?? 0); entry += 1) {
      const feature = indices[entry] ?? 0;
      const at = next[feature] ?? 0;
      postingRows[at] = row;
      postingValues[at] = values[entry] ?? 0;
      next[feature] = at + 1;
    }
  }

  const kept = Math.max(0, Math.min(count, size - 1));
  const index = new Int32Array(size * kept).fill(-1);
  const similarity = new Float64Array(size * kept);
  const filled = new Int32Array(size);
  /** Puts `other` into `row`'s list if it is among the best so far. */
  const offer = (row: number, other: number, score: number) => {
    const base = row * kept;
    const worst = base + kept - 1;
    const full = (filled[row] ?? 0) === kept;
    if (
      full &&
      (score < (similarity[worst] ?? 0) || (score === similarity[worst] && other > (index[worst] ?? 0)))
    ) {
      return;
    }
    let slot = full ? worst : base + (filled[row] ?? 0);
    while (
      slot > base &&
      ((similarity[slot - 1] ?? 0) < score ||
        (similarity[slot - 1] === score && (index[slot - 1] ?? 0) > other))
    ) {
      similarity[slot] = similarity[slot - 1] ?? 0;
      index[slot] = index[slot - 1] ?? 0;
      slot -= 1;
    }
    similarity[slot] = score;
    index[slot] = other;
    if (!full) filled[row] = (filled[row] ?? 0) + 1;
  };

  // `cursor[feature]`: the feature's first posting not yet passed, which is the current row's own.
  const cursor = postingOffsets.slice(0, dimension);
  const scores = new Float64Array(size);
  const touched = new Int32Array(size);
  for (let row = 0; row < size; row += 1) {
    let touchedCount = 0;
    for (let entry = offsets[row] ?? 0; entry < (offsets[row + 1] ?? 0); entry += 1) {
      const value = values[entry] ?? 0;
      const feature = indices[entry] ?? 0;
      const start = (cursor[feature] ?? 0) + 1;
      cursor[feature] = start;
      const end = postingOffsets[feature + 1] ?? 0;
      for (let posting = start; posting < end; posting += 1) {
        const other = postingRows[posting] ?? 0;
        const before = scores[other] ?? 0;
        // Every value is positive, so a score still at 0 is one not yet touched.
        if (before === 0) touched[touchedCount++] = other;
        scores[other] = before + value * (postingValues[posting] ?? 0);
      }
    }
    for (let position = 0; position < touchedCount; position += 1) {
      const other = touched[position] ?? 0;
      const score = scores[other] ?? 0;
      scores[other] = 0;
      offer(row, other, score);
      offer(other, row, score);
    }
  }
  return { index, similarity };
}

// ---------------------------------------------------------------------------------------------------------
// Spectral embedding of the nearest-neighbour graph (Ng, Jordan and Weiss 2001)

/**
 * Each row's coordinates on the k leading eigenvectors of the graph's normalised adjacency D^-1/2 W D^-1/2,
 * scaled to unit length. W joins each row to its `neighbours` most similar rows, weighted by the similarity
 * (and symmetric: an edge when either end counts the other). The eigenvectors come from block power
 * iterations on (N + I) / 2, whose eigenvalues lie in [0, 1] in the same order as N's, and a Rayleigh–Ritz
 * step at the end.
 */
function spectralEmbedding(
  rows: SparseRows,
  neighbours: number,
  k: number,
  iterations: number,
  random: Random,
): DenseRows {
  const size = rows.offsets.length - 1;
  const kept = Math.min(neighbours, size - 1);
  const { index, similarity } = nearestNeighbours(rows, kept);
  const adjacency = Array.from({ length: size }, () => new Map<number, number>());
  for (let row = 0; row < size; row += 1) {
    for (let position = 0; position < kept; position += 1) {
      const other = index[row * kept + position] ?? -1;
      const weight = similarity[row * kept + position] ?? 0;
      if (other < 0 || weight <= 0) continue;
      if ((adjacency[row]?.get(other) ?? 0) < weight) adjacency[row]?.set(other, weight);
      if ((adjacency[other]?.get(row) ?? 0) < weight) adjacency[other]?.set(row, weight);
    }
  }
  const degree = Float64Array.from(adjacency, (edges) => {
    let sum = 0;
    for (const weight of edges.values()) sum += weight;
    return sum;
  });
  // A row with no edge (nothing in common with any other) keeps a loop, so that it keeps a direction.
  const graph = toSparseRows(
    adjacency.map((edges, row) =>
      edges.size === 0
        ? [[row, 1]]
        : [...edges]
            .sort(([a], [b]) => a - b)
            .map(([other, weight]) => [other, weight / Math.sqrt((degree[row] ?? 1) * (degree[other] ?? 1))]),
    ),
    size,
  );

  // A few more vectors than wanted: the block's last ones converge slowest. The block is kept row by row
  // (size × width) for the products with the graph, which then read whole rows, and turned into columns to be
  // orthonormalised.
  const width = Math.min(size, k + Math.max(10, Math.ceil(k / 5)));
  let columns: Float64Array[] = Array.from({ length: width }, () =>
    Float64Array.from({ length: size }, () => gaussian(random)),
  );
  orthonormalise(columns);
  let block = rowsOfColumns(columns, size);
  for (let iteration = 1; iteration <= iterations; iteration += 1) {
    block = halfShifted(graph, block, width);
    // Every few rounds is enough to keep the columns from collapsing onto the leading eigenvector.
    if (iteration % 5 === 0 || iteration === iterations) {
      columns = columnsOfRows(block, size, width);
      orthonormalise(columns);
      block = rowsOfColumns(columns, size);
    }
  }
  // Rayleigh–Ritz: the eigenvectors of Qᵀ M Q, M = (N + I) / 2, give the block's best approximations.
  const images = columnsOfRows(halfShifted(graph, block, width), size, width);
  const projected = new Float64Array(width * width);
  for (let a = 0; a < width; a += 1) {
    for (let b = a; b < width; b += 1) {
      const value = dot(columns[a] ?? new Float64Array(0), images[b] ?? new Float64Array(0));
      projected[a * width + b] = value;
      projected[b * width + a] = value;
    }
  }
  const { values, vectors } = symmetricEigen(projected, width);
  const leading = Array.from({ length: width }, (_, component) => component)
    .sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b)
    .slice(0, k);
  // Each row's coordinates: its row of the block times the leading Ritz vectors (width × k).
  const ritz = new Float64Array(width * k);
  leading.forEach((component, position) => {
    for (let column = 0; column < width; column += 1) {
      ritz[column * k + position] = vectors[column * width + component] ?? 0;
    }
  });
  const coordinates = new Float64Array(size * k);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const value = block[row * width + column] ?? 0;
      for (let position = 0; position < k; position += 1) {
        coordinates[row * k + position] =
          (coordinates[row * k + position] ?? 0) + value * (ritz[column * k + position] ?? 0);
      }
    }
  }
  for (let row = 0; row < size; row += 1) {
    const norm = Math.sqrt(rowDot(coordinates, row, coordinates, row, k));
    if (norm === 0) continue;
    for (let index = row * k; index < (row + 1) * k; index += 1)
      coordinates[index] = (coordinates[index] ?? 0) / norm;
  }
  return { count: size, dimension: k, values: coordinates };
}

/** (N + I) / 2 times each column of a block stored row by row (rows × width). */
function halfShifted(graph: SparseRows, block: Float64Array, width: number): Float64Array {
  const { offsets, indices, values } = graph;
  const size = offsets.length - 1;
  const result = new Float64Array(block.length);
  const sum = new Float64Array(width);
  for (let row = 0; row < size; row += 1) {
    const target = row * width;
    for (let column = 0; column < width; column += 1) sum[column] = block[target + column] ?? 0;
    const end = offsets[row + 1] ?? 0;
    for (let entry = offsets[row] ?? 0; entry < end; entry += 1) {
      const weight = values[entry] ?? 0;
      const source = (indices[entry] ?? 0) * width;
      for (let column = 0; column < width; column += 1) {
        sum[column] = (sum[column] ?? 0) + weight * (block[source + column] ?? 0);
      }
    }
    for (let column = 0; column < width; column += 1) result[target + column] = (sum[column] ?? 0) / 2;
  }
  return result;
}

function columnsOfRows(block: Float64Array, size: number, width: number): Float64Array[] {
  const columns = Array.from({ length: width }, () => new Float64Array(size));
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const target = columns[column];
      if (target) target[row] = block[row * width + column] ?? 0;
    }
  }
  return columns;
}

function rowsOfColumns(columns: readonly Float64Array[], size: number): Float64Array {
  const width = columns.length;
  const block = new Float64Array(size * width);
  columns.forEach((column, index) => {
    for (let row = 0; row < size; row += 1) block[row * width + index] = column[row] ?? 0;
  });
  return block;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index] ?? 0) * (b[index] ?? 0);
  return sum;
}

/** Modified Gram–Schmidt, in place; a column that collapses is left at zero. */
function orthonormalise(columns: Float64Array[]): void {
  columns.forEach((column, position) => {
    for (let previous = 0; previous < position; previous += 1) {
      const other = columns[previous] ?? new Float64Array(0);
      const projection = dot(column, other);
      for (let index = 0; index < column.length; index += 1) {
        column[index] = (column[index] ?? 0) - projection * (other[index] ?? 0);
      }
    }
    const norm = Math.sqrt(dot(column, column));
    const scale = norm > 1e-12 ? 1 / norm : 0;
    for (let index = 0; index < column.length; index += 1) column[index] = (column[index] ?? 0) * scale;
  });
}

/** Eigenvalues and eigenvectors (columns) of a small symmetric matrix, by cyclic Jacobi rotations. */
function symmetricEigen(input: Float64Array, size: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(input);
  const vectors = new Float64Array(size * size);
  for (let index = 0; index < size; index += 1) vectors[index * size + index] = 1;
  for (let sweep = 0; sweep < 60; sweep += 1) {
    let offDiagonal = 0;
    for (let p = 0; p < size; p += 1)
      for (let q = p + 1; q < size; q += 1) offDiagonal += (a[p * size + q] ?? 0) ** 2;
    if (offDiagonal < 1e-22) break;
    for (let p = 0; p < size; p += 1) {
      for (let q = p + 1; q < size; q += 1) {
        const apq = a[p * size + q] ?? 0;
        if (Math.abs(apq) < 1e-300) continue;
        const app = a[p * size + p] ?? 0;
        const aqq = a[q * size + q] ?? 0;
        const theta = (aqq - app) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let r = 0; r < size; r += 1) {
          const arp = a[r * size + p] ?? 0;
          const arq = a[r * size + q] ?? 0;
          a[r * size + p] = c * arp - s * arq;
          a[r * size + q] = s * arp + c * arq;
        }
        for (let r = 0; r < size; r += 1) {
          const apr = a[p * size + r] ?? 0;
          const aqr = a[q * size + r] ?? 0;
          a[p * size + r] = c * apr - s * aqr;
          a[q * size + r] = s * apr + c * aqr;
        }
        for (let r = 0; r < size; r += 1) {
          const vrp = vectors[r * size + p] ?? 0;
          const vrq = vectors[r * size + q] ?? 0;
          vectors[r * size + p] = c * vrp - s * vrq;
          vectors[r * size + q] = s * vrp + c * vrq;
        }
      }
    }
  }
  return { values: Float64Array.from({ length: size }, (_, index) => a[index * size + index] ?? 0), vectors };
}

// ---------------------------------------------------------------------------------------------------------
// Spherical k-means: unit vectors, cosine similarity, centroids renormalised to unit length

/** Points as rows of a dense row-major matrix: row r is values[r * dimension … (r + 1) * dimension). */
interface DenseRows {
  readonly count: number;
  readonly dimension: number;
  readonly values: Float64Array;
}

/** The dot product of row `a` of `left` and row `b` of `right` (both `dimension` wide). */
function rowDot(left: Float64Array, a: number, right: Float64Array, b: number, dimension: number): number {
  let sum = 0;
  const startA = a * dimension;
  const startB = b * dimension;
  for (let index = 0; index < dimension; index += 1) {
    sum += (left[startA + index] ?? 0) * (right[startB + index] ?? 0);
  }
  return sum;
}

/**
 * One run: k-means++ seeding (Arthur and Vassilvitskii 2007, distance 1 − cosine), then Lloyd iterations until
 * no point moves. Objective: the weighted sum of each point's cosine similarity to its cluster's centroid
 * (higher is tighter).
 *
 * Hamerly's bounds (2010) spare most of the distance computations once the clusters settle: each point keeps
 * an upper bound on the distance to its centroid and a lower bound on the distance to any other, both moved
 * by how far the centroids moved; a point is only compared with every centroid when the bounds no longer
 * prove that it stays. The answer is Lloyd's, computed faster. Distances are Euclidean, which on unit vectors
 * orders the centroids as cosine similarity does.
 */
function sphericalKMeans(
  points: DenseRows,
  weights: Float64Array,
  k: number,
  random: Random,
): { assignments: Int32Array; objective: number } {
  const { count, dimension, values } = points;
  const centroids = new Float64Array(k * dimension);
  kMeansPlusPlus(points, weights, k, random).forEach((row, cluster) => {
    centroids.set(values.subarray(row * dimension, (row + 1) * dimension), cluster * dimension);
  });
  const rowSquares = Float64Array.from({ length: count }, (_, row) =>
    rowDot(values, row, values, row, dimension),
  );
  const centroidSquares = Float64Array.from({ length: k }, (_, cluster) =>
    rowDot(centroids, cluster, centroids, cluster, dimension),
  );
  const distance = (row: number, cluster: number) =>
    Math.sqrt(
      Math.max(
        0,
        (rowSquares[row] ?? 0) +
          (centroidSquares[cluster] ?? 0) -
          2 * rowDot(values, row, centroids, cluster, dimension),
      ),
    );
  const assignments = new Int32Array(count);
  const upper = new Float64Array(count);
  const lower = new Float64Array(count);
  /** Compares the row with every centroid; true when its cluster changed. */
  const assignToNearest = (row: number): boolean => {
    let best = 0;
    let nearest = Infinity;
    let secondNearest = Infinity;
    for (let cluster = 0; cluster < k; cluster += 1) {
      const candidate = distance(row, cluster);
      if (candidate < nearest) {
        secondNearest = nearest;
        nearest = candidate;
        best = cluster;
      } else if (candidate < secondNearest) {
        secondNearest = candidate;
      }
    }
    const changed = assignments[row] !== best;
    assignments[row] = best;
    upper[row] = nearest;
    lower[row] = secondNearest;
    return changed;
  };
  for (let row = 0; row < count; row += 1) assignToNearest(row);

  const previous = new Float64Array(k * dimension);
  const movement = new Float64Array(k);
  const halfGap = new Float64Array(k);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    reseedEmptyClusters(assignments, upper, lower, k);
    previous.set(centroids);
    computeCentroids(points, weights, assignments, k, centroids);
    let largestMove = 0;
    let secondLargestMove = 0;
    let fastest = -1;
    for (let cluster = 0; cluster < k; cluster += 1) {
      centroidSquares[cluster] = rowDot(centroids, cluster, centroids, cluster, dimension);
      let squares = 0;
      for (let index = cluster * dimension; index < (cluster + 1) * dimension; index += 1) {
        squares += ((centroids[index] ?? 0) - (previous[index] ?? 0)) ** 2;
      }
      const move = Math.sqrt(squares);
      movement[cluster] = move;
      if (move > largestMove) {
        secondLargestMove = largestMove;
        largestMove = move;
        fastest = cluster;
      } else if (move > secondLargestMove) {
        secondLargestMove = move;
      }
    }
    if (largestMove === 0) break;
    // Half the distance from each centroid to the nearest other: a point nearer its centroid than that stays.
    halfGap.fill(Infinity);
    for (let a = 0; a < k; a += 1) {
      for (let b = a + 1; b < k; b += 1) {
        const gap =
          Math.sqrt(
            Math.max(
              0,
              (centroidSquares[a] ?? 0) +
                (centroidSquares[b] ?? 0) -
                2 * rowDot(centroids, a, centroids, b, dimension),
            ),
          ) / 2;
        if (gap < (halfGap[a] ?? Infinity)) halfGap[a] = gap;
        if (gap < (halfGap[b] ?? Infinity)) halfGap[b] = gap;
      }
    }
    let moved = 0;
    for (let row = 0; row < count; row += 1) {
      const cluster = assignments[row] ?? 0;
      upper[row] = (upper[row] ?? 0) + (movement[cluster] ?? 0);
      lower[row] = (lower[row] ?? 0) - (cluster === fastest ? secondLargestMove : largestMove);
      const bound = Math.max(halfGap[cluster] ?? 0, lower[row] ?? 0);
      if ((upper[row] ?? 0) <= bound) continue;
      upper[row] = distance(row, cluster);
      if ((upper[row] ?? 0) <= bound) continue;
      if (assignToNearest(row)) moved += 1;
    }
    if (moved === 0) break;
  }
  let objective = 0;
  for (let row = 0; row < count; row += 1) {
    objective += (weights[row] ?? 1) * rowDot(values, row, centroids, assignments[row] ?? 0, dimension);
  }
  return { assignments, objective };
}

/** Unit-length weighted means of the clusters' points, into `centroids`. */
function computeCentroids(
  points: DenseRows,
  weights: Float64Array,
  assignments: Int32Array,
  k: number,
  centroids: Float64Array,
): void {
  const { count, dimension, values } = points;
  centroids.fill(0);
  for (let row = 0; row < count; row += 1) {
    const weight = weights[row] ?? 1;
    const target = (assignments[row] ?? 0) * dimension;
    const source = row * dimension;
    for (let index = 0; index < dimension; index += 1) {
      centroids[target + index] = (centroids[target + index] ?? 0) + weight * (values[source + index] ?? 0);
    }
  }
  for (let cluster = 0; cluster < k; cluster += 1) {
    const norm = Math.sqrt(rowDot(centroids, cluster, centroids, cluster, dimension));
    if (norm === 0) continue;
    for (let index = cluster * dimension; index < (cluster + 1) * dimension; index += 1) {
      centroids[index] = (centroids[index] ?? 0) / norm;
    }
  }
}

/**
 * A cluster left with no point takes the point that may fit its own cluster worst (the largest upper bound,
 * from a cluster that keeps at least one), so that every run ends with k clusters. The moved point's bounds
 * are reset, so that the next round measures it.
 */
function reseedEmptyClusters(
  assignments: Int32Array,
  upper: Float64Array,
  lower: Float64Array,
  k: number,
): void {
  const sizes = new Int32Array(k);
  for (const cluster of assignments) sizes[cluster] = (sizes[cluster] ?? 0) + 1;
  for (let cluster = 0; cluster < k; cluster += 1) {
    if ((sizes[cluster] ?? 0) > 0) continue;
    let worst = -1;
    for (let row = 0; row < assignments.length; row += 1) {
      if ((sizes[assignments[row] ?? 0] ?? 0) < 2) continue;
      if (worst === -1 || (upper[row] ?? 0) > (upper[worst] ?? 0)) worst = row;
    }
    if (worst === -1) return;
    sizes[assignments[worst] ?? 0] = (sizes[assignments[worst] ?? 0] ?? 0) - 1;
    assignments[worst] = cluster;
    upper[worst] = Infinity;
    lower[worst] = 0;
    sizes[cluster] = 1;
  }
}

/**
 * After the best run: points at the very same place (texts that differ only in punctuation) can leave a
 * cluster empty that no iteration could fill. Such a cluster takes one point from the largest cluster.
 */
function fillEmptyClusters(assignments: Int32Array, k: number): void {
  const sizes = new Int32Array(k);
  for (const cluster of assignments) sizes[cluster] = (sizes[cluster] ?? 0) + 1;
  for (let cluster = 0; cluster < k; cluster += 1) {
    if ((sizes[cluster] ?? 0) > 0) continue;
    let largest = 0;
    for (let other = 1; other < k; other += 1) {
      if ((sizes[other] ?? 0) > (sizes[largest] ?? 0)) largest = other;
    }
    if ((sizes[largest] ?? 0) < 2) return;
    // Its last point (in the texts' order) moves: between identical points any choice is as good.
    const moving = assignments.lastIndexOf(largest);
    assignments[moving] = cluster;
    sizes[largest] = (sizes[largest] ?? 0) - 1;
    sizes[cluster] = 1;
  }
}

/** k-means++ seeding: each next seed drawn with probability ∝ weight × (1 − cosine to the nearest seed)². */
function kMeansPlusPlus(points: DenseRows, weights: Float64Array, k: number, random: Random): number[] {
  const { count, dimension, values } = points;
  const scores = new Float64Array(count);
  const distances = new Float64Array(count).fill(Infinity);
  const seeds: number[] = [];
  /** A row drawn with probability ∝ scores; the first unchosen row when every score is 0. */
  const draw = (): number => {
    let total = 0;
    for (const score of scores) total += score;
    if (total > 0) {
      let target = random() * total;
      for (let row = 0; row < count; row += 1) {
        target -= scores[row] ?? 0;
        if (target < 0 && (scores[row] ?? 0) > 0) return row;
      }
      for (let row = count - 1; row >= 0; row -= 1) if ((scores[row] ?? 0) > 0) return row;
    }
    for (let row = 0; row < count; row += 1) if (!seeds.includes(row)) return row;
    return -1;
  };
  scores.set(weights);
  let seed = draw();
  while (seed !== -1) {
    seeds.push(seed);
    if (seeds.length === k) break;
    for (let row = 0; row < count; row += 1) {
      const distance = Math.max(0, 1 - rowDot(values, row, values, seed, dimension));
      if (distance < (distances[row] ?? Infinity)) distances[row] = distance;
      scores[row] = (weights[row] ?? 1) * (distances[row] ?? 0) ** 2;
    }
    for (const chosen of seeds) scores[chosen] = 0;
    seed = draw();
  }
  return seeds;
}

// ---------------------------------------------------------------------------------------------------------
// Names

/**
 * Each cluster's name: its two terms whose mean TF-IDF weight in the cluster most exceeds their mean over all
 * texts, each written as users wrote it most often in the cluster ("reminders" rather than the stem "remind"),
 * joined by " / ". Function words and numbers only when nothing else is left. A name another cluster already
 * has grows by the next term, then by a number.
 */
function clusterNames(
  analysed: readonly AnalysedText[],
  vectors: Vectors,
  weights: Float64Array,
  assignments: readonly number[],
  k: number,
  texts: readonly string[],
): string[] {
  const { termRows, termOfFeature } = vectors;
  const overall = new Float64Array(termOfFeature.length);
  const perCluster = Array.from({ length: k }, () => new Map<number, number>());
  const clusterWeight = new Float64Array(k);
  const writtenForms = Array.from({ length: k }, () => new Map<string, Map<string, number>>());
  const firstText: (string | undefined)[] = new Array<string | undefined>(k);
  let totalWeight = 0;
  analysed.forEach((text, row) => {
    const cluster = assignments[row] ?? 0;
    const weight = weights[row] ?? 1;
    totalWeight += weight;
    clusterWeight[cluster] = (clusterWeight[cluster] ?? 0) + weight;
    firstText[cluster] ??= texts[row];
    const sums = perCluster[cluster];
    for (let entry = termRows.offsets[row] ?? 0; entry < (termRows.offsets[row + 1] ?? 0); entry += 1) {
      const feature = termRows.indices[entry] ?? 0;
      const value = weight * (termRows.values[entry] ?? 0);
      overall[feature] = (overall[feature] ?? 0) + value;
      sums?.set(feature, (sums.get(feature) ?? 0) + value);
    }
    const forms = writtenForms[cluster];
    for (const { word, term } of text.words) {
      const byWord = forms?.get(term) ?? new Map<string, number>();
      byWord.set(word, (byWord.get(word) ?? 0) + weight);
      forms?.set(term, byWord);
    }
  });

  const used = new Set<string>();
  return Array.from({ length: k }, (_, cluster) => {
    const size = clusterWeight[cluster] || 1;
    const ranked = [...(perCluster[cluster] ?? new Map<number, number>())]
      .map(([feature, sum]) => ({
        feature,
        score: sum / size - (overall[feature] ?? 0) / (totalWeight || 1),
      }))
      .sort((a, b) => b.score - a.score || a.feature - b.feature)
      .map(({ feature }) => {
        const term = termOfFeature[feature] ?? '';
        const forms = [...(writtenForms[cluster]?.get(term) ?? new Map<string, number>())].sort(
          ([wordA, countA], [wordB, countB]) => countB - countA || (wordA < wordB ? -1 : 1),
        );
        return forms[0]?.[0] ?? term;
      });
    // Function words and numbers ("the", "5pm") say little about a cluster: only when nothing else is left.
    const contentWords = ranked.filter((word) => !STOP_WORDS.has(word) && !/\p{N}/u.test(word));
    const words = [...new Set(contentWords.length > 0 ? contentWords : ranked)];
    let name = words.slice(0, 2).join(' / ') || firstText[cluster]?.trim().slice(0, 40) || 'no words';
    for (let count = 3; used.has(name) && count <= words.length; count += 1)
      name = words.slice(0, count).join(' / ');
    const base = name;
    for (let number = 2; used.has(name); number += 1) name = `${base} (${number})`;
    used.add(name);
    return name;
  });
}
