/**
 * Groups utterances (what end users asked the assistant) into a chosen number of clusters, for the Utterance
 * Training page's cluster mode as the demo's emulated cloud answers it (issue 24). The design, and the figures
 * of what was tried: docs/adr/0020-utterance-clustering.md.
 *
 * Texts only: nothing here reads an intent label. Pure and deterministic (a seeded generator, no Math.random,
 * no clock), and self-contained (no imports, only erasable TypeScript) so that the same file runs in a browser
 * worker, in vitest and in Node 24 directly (`npm run measure:clustering`).
 *
 * Outline: the distinct texts, sorted, become TF-IDF vectors (words stemmed, word pairs, the characters of
 * words); spherical k-means (cosine similarity, k-means++ seeding, several restarts) groups them; each cluster
 * is named after the words that set it apart.
 */

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
  /** Ignore features found in fewer distinct texts than this (they cannot bring two texts together). */
  readonly minDocumentFrequency: number;
  /** Read every number as the same word ("7am", "10" → one token). */
  readonly numbersAsOne: boolean;
}

export interface ClusteringOptions {
  readonly features?: Partial<FeatureOptions>;
  /** Project the vectors on this many latent dimensions first (LSA, a truncated SVD); 0 for none. */
  readonly latentDimensions?: number;
  /** k-means runs from different seedings; the tightest is kept. */
  readonly restarts?: number;
  /** Iterations of one k-means run at most (it stops earlier when no text moves). */
  readonly maxIterations?: number;
  /** The seed of the generator behind the k-means++ seedings and the SVD's start. */
  readonly seed?: number;
  /** Blend each vector with those of its nearest neighbours (this many); 0 for none. */
  readonly neighbours?: number;
  /** How much the neighbours weigh beside the text itself (their similarity-weighted mean). */
  readonly neighbourWeight?: number;
  /** Rounds of blending. */
  readonly smoothingRounds?: number;
  /** Cluster the spectral embedding of a graph joining each text to this many nearest neighbours; 0 for none. */
  readonly graphNeighbours?: number;
  /** Iterations of the block power method behind the spectral embedding. */
  readonly spectralIterations?: number;
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
  /** Largest first. */
  readonly clusters: UtteranceCluster[];
}

/** The most clusters one can ask for (the page's limit). */
export const MAX_CLUSTERS = 2000;

export const DEFAULT_FEATURES: FeatureOptions = {
  stopWords: true,
  stem: true,
  wordPairs: false,
  characterNgrams: null,
  characterWeight: 0,
  sublinearTf: true,
  minDocumentFrequency: 1,
  numbersAsOne: true,
};

const DEFAULTS = { latentDimensions: 0, restarts: 8, maxIterations: 50, seed: 1 } as const;

/**
 * Groups `texts` into `k` clusters (clamped to 1…MAX_CLUSTERS and to the number of distinct texts; none for no
 * texts). Equal texts always share a cluster. The result depends only on the multiset of texts and the options,
 * not on their order: the texts are sorted before anything else.
 */
export function clusterUtterances(
  texts: readonly string[],
  k: number,
  options: ClusteringOptions = {},
): ClusteringResult {
  if (texts.length === 0) return { assignments: [], clusters: [] };
  const features: FeatureOptions = { ...DEFAULT_FEATURES, ...options.features };
  const latentDimensions = options.latentDimensions ?? DEFAULTS.latentDimensions;
  const restarts = Math.max(1, Math.floor(options.restarts ?? DEFAULTS.restarts));
  const maxIterations = Math.max(1, Math.floor(options.maxIterations ?? DEFAULTS.maxIterations));
  const seed = options.seed ?? DEFAULTS.seed;

  // Distinct texts in code-unit order (not localeCompare, which depends on the machine), each with how often
  // it occurs: the order of the input then cannot change the result.
  const occurrences = new Map<string, number>();
  for (const text of texts) occurrences.set(text, (occurrences.get(text) ?? 0) + 1);
  const distinct = [...occurrences.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const weights = Float64Array.from(distinct, (text) => occurrences.get(text) ?? 1);
  const clusterCount = Math.max(1, Math.min(Math.floor(k) || 1, MAX_CLUSTERS, distinct.length));

  const analysed = distinct.map((text) => analyse(text, features));
  const vectors = vectorise(analysed, weights, features);
  const points =
    latentDimensions > 0 && latentDimensions < Math.min(distinct.length, vectors.rows.dimension)
      ? latentSemanticRows(vectors.rows, latentDimensions, createRandom(seed ^ 0x5bd1e995))
      : vectors.rows;
  const neighbours = options.neighbours ?? 0;
  const smoothed =
    neighbours > 0
      ? smoothOverNeighbours(points, neighbours, options.neighbourWeight ?? 1, options.smoothingRounds ?? 1)
      : points;
  const graphNeighbours = options.graphNeighbours ?? 0;
  const clustered =
    graphNeighbours > 0 && clusterCount > 1 && clusterCount < distinct.length
      ? spectralRows(
          smoothed,
          graphNeighbours,
          clusterCount,
          options.spectralIterations ?? 60,
          createRandom(seed ^ 0x2545f491),
        )
      : smoothed;

  let best: { assignments: Int32Array; objective: number } | null = null;
  for (let run = 0; run < restarts; run += 1) {
    const random = createRandom(seed + run * 0x9e3779b9);
    const result = sphericalKMeans(clustered, weights, clusterCount, random, maxIterations);
    if (!best || result.objective > best.objective + 1e-9) best = result;
  }
  const distinctAssignments = best ? best.assignments : new Int32Array(distinct.length);
  fillEmptyClusters(clustered, distinctAssignments, clusterCount);

  // Clusters largest first (ties: the one whose first text sorts first), so labels depend on texts only.
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

// ---------------------------------------------------------------------------------------------------------
// Texts → terms

/** What one text brings: its words (for names), its terms (stems) and its features. */
interface AnalysedText {
  /** Content words as written (lower case), and the term each became. */
  readonly words: readonly { readonly word: string; readonly term: string }[];
  /** Word features ("w:" term, "p:" pair) and character features ("c:" n-gram), with repeats. */
  readonly wordFeatures: readonly string[];
  readonly characterFeatures: readonly string[];
}

/**
 * English function words (NLTK's list, which is the usual one), plus the stubs its tokenisation leaves of
 * contractions ("don't" → "don", "t").
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

/** Lower case, accents off, curly apostrophes straight; then runs of letters and digits. */
function tokenise(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return plain.match(/[\p{L}\p{N}]+/gu) ?? [];
}

function analyse(text: string, options: FeatureOptions): AnalysedText {
  const tokens = tokenise(text).map((token) => (options.numbersAsOne && /\p{N}/u.test(token) ? '0' : token));
  const content = options.stopWords ? tokens.filter((token) => !STOP_WORDS.has(token)) : tokens;
  // "Where are you from?" is all function words: keep them rather than leave the text without features.
  const kept = content.length > 0 ? content : tokens;
  const words = kept.map((word) => ({ word, term: options.stem ? porterStem(word) : word }));
  const wordFeatures = words.map(({ term }) => `w:${term}`);
  if (options.wordPairs) {
    for (let index = 1; index < words.length; index += 1) {
      wordFeatures.push(`p:${words[index - 1]?.term ?? ''} ${words[index]?.term ?? ''}`);
    }
  }
  const characterFeatures: string[] = [];
  if (options.characterNgrams) {
    const [shortest, longest] = options.characterNgrams;
    for (const { word } of words) {
      const padded = ` ${word} `;
      for (let length = shortest; length <= longest; length += 1) {
        for (let start = 0; start + length <= padded.length; start += 1) {
          characterFeatures.push(`c:${padded.slice(start, start + length)}`);
        }
      }
    }
  }
  if (wordFeatures.length === 0 && characterFeatures.length === 0) {
    // No letters or digits at all ("???", an emoji): the text itself stands for its one feature.
    wordFeatures.push(`x:${text.trim()}`);
  }
  return { words, wordFeatures, characterFeatures };
}

// ---------------------------------------------------------------------------------------------------------
// Porter's stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980, with the two changes of his own
// later reference implementation: -bli → -ble, -logi → -log). Written out here rather than taken as a
// dependency: it is short, and the clustering must stay self-contained.

function isConsonant(word: string, index: number): boolean {
  const letter = word[index];
  if (letter === 'a' || letter === 'e' || letter === 'i' || letter === 'o' || letter === 'u') return false;
  // "y" is a consonant at the start or after a vowel ("toy"), a vowel after a consonant ("happy").
  if (letter === 'y') return index === 0 || !isConsonant(word, index - 1);
  return true;
}

/** Porter's m: the number of vowel–consonant sequences in word[0, end). */
function measure(word: string, end: number): number {
  let count = 0;
  let index = 0;
  while (index < end && isConsonant(word, index)) index += 1;
  while (index < end) {
    while (index < end && !isConsonant(word, index)) index += 1;
    if (index >= end) break;
    while (index < end && isConsonant(word, index)) index += 1;
    count += 1;
  }
  return count;
}

function containsVowel(word: string, end: number): boolean {
  for (let index = 0; index < end; index += 1) if (!isConsonant(word, index)) return true;
  return false;
}

function endsWithDoubleConsonant(word: string, end: number): boolean {
  return end >= 2 && word[end - 1] === word[end - 2] && isConsonant(word, end - 1);
}

/** Consonant–vowel–consonant at the end, the last not w, x or y ("hop", not "snow"). */
function endsWithCvc(word: string, end: number): boolean {
  if (end < 3 || !isConsonant(word, end - 1) || isConsonant(word, end - 2) || !isConsonant(word, end - 3)) {
    return false;
  }
  const last = word[end - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
}

/** Suffix rules, longest first, so that the first suffix that matches is the one Porter means. */
const byLongestSuffix = (rules: [string, string][]) =>
  rules.sort(([a], [b]) => b.length - a.length || (a < b ? -1 : 1));
const STEP_2 = byLongestSuffix(
  [
    'ational ate',
    'tional tion',
    'enci ence',
    'anci ance',
    'izer ize',
    'bli ble',
    'alli al',
    'entli ent',
    'eli e',
    'ousli ous',
    'ization ize',
    'ation ate',
    'ator ate',
    'alism al',
    'iveness ive',
    'fulness ful',
    'ousness ous',
    'aliti al',
    'iviti ive',
    'biliti ble',
    'logi log',
  ].map((rule) => rule.split(' ') as [string, string]),
);
const STEP_3 = byLongestSuffix(
  ['icate ic', 'ative ', 'alize al', 'iciti ic', 'ical ic', 'ful ', 'ness '].map(
    (rule) => rule.split(' ') as [string, string],
  ),
);
const STEP_4 = byLongestSuffix(
  'al ance ence er ic able ible ant ement ment ent ion ou ism ate iti ous ive ize'
    .split(' ')
    .map((suffix) => [suffix, ''] as [string, string]),
);

/** Replaces the first matching suffix when what precedes it measures more than `minimumMeasure`. */
function replaceSuffix(
  word: string,
  rules: readonly [string, string][],
  minimumMeasure: number,
  condition: (stem: string, suffix: string) => boolean = () => true,
): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    return measure(stem, stem.length) > minimumMeasure && condition(stem, suffix) ? stem + replacement : word;
  }
  return word;
}

export function porterStem(input: string): string {
  if (input.length <= 2 || !/^[a-z]+$/.test(input)) return input;
  let word = input;
  // Step 1a: plurals.
  if (word.endsWith('sses') || word.endsWith('ies')) word = word.slice(0, -2);
  else if (word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
  // Step 1b: -eed, -ed, -ing.
  if (word.endsWith('eed')) {
    if (measure(word, word.length - 3) > 0) word = word.slice(0, -1);
  } else {
    const suffix = word.endsWith('ed') ? 'ed' : word.endsWith('ing') ? 'ing' : '';
    if (suffix && containsVowel(word, word.length - suffix.length)) {
      word = word.slice(0, -suffix.length);
      if (word.endsWith('at') || word.endsWith('bl') || word.endsWith('iz')) word += 'e';
      else if (endsWithDoubleConsonant(word, word.length) && !/[lsz]$/.test(word)) word = word.slice(0, -1);
      else if (measure(word, word.length) === 1 && endsWithCvc(word, word.length)) word += 'e';
    }
  }
  // Step 1c: -y → -i after a vowel somewhere.
  if (word.endsWith('y') && containsVowel(word, word.length - 1)) word = `${word.slice(0, -1)}i`;
  // Steps 2–4: derivational suffixes.
  word = replaceSuffix(word, STEP_2, 0);
  word = replaceSuffix(word, STEP_3, 0);
  word = replaceSuffix(word, STEP_4, 1, (stem, suffix) => suffix !== 'ion' || /[st]$/.test(stem));
  // Step 5: a final -e, a final double l.
  if (word.endsWith('e')) {
    const m = measure(word, word.length - 1);
    if (m > 1 || (m === 1 && !endsWithCvc(word, word.length - 1))) word = word.slice(0, -1);
  }
  if (word.endsWith('ll') && measure(word, word.length) > 1) word = word.slice(0, -1);
  return word;
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
  /** The word part's TF-IDF weights before normalisation, for the names; and which features are words. */
  readonly wordRows: SparseRows;
  readonly featureNames: readonly string[];
}

function vectorise(
  analysed: readonly AnalysedText[],
  weights: Float64Array,
  options: FeatureOptions,
): Vectors {
  // Document frequency, counting every occurrence of a text (a text asked ten times weighs ten).
  const frequency = new Map<string, { texts: number; weight: number }>();
  analysed.forEach((text, index) => {
    for (const feature of new Set([...text.wordFeatures, ...text.characterFeatures])) {
      const entry = frequency.get(feature) ?? { texts: 0, weight: 0 };
      entry.texts += 1;
      entry.weight += weights[index] ?? 1;
      frequency.set(feature, entry);
    }
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const featureIndex = new Map<string, number>();
  const featureNames: string[] = [];
  const idf: number[] = [];
  // Features in sorted order, so that indices (and float sums) do not depend on the Map's insertion order.
  for (const feature of [...frequency.keys()].sort()) {
    const entry = frequency.get(feature);
    if (!entry || entry.texts < options.minDocumentFrequency) continue;
    featureIndex.set(feature, featureNames.length);
    featureNames.push(feature);
    // Smoothed inverse document frequency (as scikit-learn's): never 0, so a word in every text still counts.
    idf.push(Math.log((1 + total) / (1 + entry.weight)) + 1);
  }

  const part = (features: readonly string[]): Map<number, number> => {
    const counts = new Map<number, number>();
    for (const feature of features) {
      const index = featureIndex.get(feature);
      if (index !== undefined) counts.set(index, (counts.get(index) ?? 0) + 1);
    }
    const weighted = new Map<number, number>();
    for (const [index, count] of counts) {
      const tf = options.sublinearTf ? 1 + Math.log(count) : count;
      weighted.set(index, tf * (idf[index] ?? 1));
    }
    return weighted;
  };
  const norm = (values: Iterable<number>) => {
    let sum = 0;
    for (const value of values) sum += value * value;
    return Math.sqrt(sum);
  };

  const rowEntries: [number, number][][] = [];
  const wordEntries: [number, number][][] = [];
  for (const text of analysed) {
    const words = part(text.wordFeatures);
    const characters = part(text.characterFeatures);
    wordEntries.push([...words].sort(([a], [b]) => a - b));
    const wordNorm = norm(words.values());
    const characterNorm = norm(characters.values());
    const entries: [number, number][] = [];
    // Each part normalised on its own, then weighted, so that a long word's many n-grams do not drown its words.
    if (wordNorm > 0) for (const [index, value] of words) entries.push([index, value / wordNorm]);
    if (characterNorm > 0 && options.characterWeight > 0) {
      for (const [index, value] of characters) {
        entries.push([index, (options.characterWeight * value) / characterNorm]);
      }
    }
    const rowNorm = norm(entries.map(([, value]) => value));
    rowEntries.push(
      entries
        .map(([index, value]) => [index, rowNorm > 0 ? value / rowNorm : 0] as [number, number])
        .sort(([a], [b]) => a - b),
    );
  }
  return {
    rows: toSparseRows(rowEntries, featureNames.length),
    wordRows: toSparseRows(wordEntries, featureNames.length),
    featureNames,
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
// Latent semantic analysis: a truncated SVD by randomised subspace iteration (Halko, Martinsson, Tropp 2011)

function latentSemanticRows(rows: SparseRows, dimensions: number, random: Random): SparseRows {
  const count = rows.offsets.length - 1;
  const width = Math.min(dimensions + 10, rows.dimension, count);
  // Y = X Ω, Ω Gaussian (dimension × width); then a few rounds of Y = X (Xᵀ Y), orthonormalised each time.
  const omega = new Float64Array(rows.dimension * width);
  for (let index = 0; index < omega.length; index += 1) omega[index] = gaussian(random);
  let basis = multiplyRows(rows, omega, width);
  orthonormaliseColumns(basis, count, width);
  for (let round = 0; round < 3; round += 1) {
    basis = multiplyRows(rows, multiplyRowsTransposed(rows, basis, width), width);
    orthonormaliseColumns(basis, count, width);
  }
  // B = Qᵀ X (width × dimension); B Bᵀ = W Λ Wᵀ; X ≈ Q W Σ Vᵀ, so the rows' coordinates are Q W Σ.
  const projected = multiplyRowsTransposed(rows, basis, width); // Xᵀ Q: dimension × width
  const gram = new Float64Array(width * width);
  for (let feature = 0; feature < rows.dimension; feature += 1) {
    const base = feature * width;
    for (let a = 0; a < width; a += 1) {
      const value = projected[base + a] ?? 0;
      if (value === 0) continue;
      for (let b = a; b < width; b += 1)
        gram[a * width + b] = (gram[a * width + b] ?? 0) + value * (projected[base + b] ?? 0);
    }
  }
  for (let a = 0; a < width; a += 1)
    for (let b = 0; b < a; b += 1) gram[a * width + b] = gram[b * width + a] ?? 0;
  const { values, vectors } = symmetricEigen(gram, width);
  const order = Array.from({ length: width }, (_, index) => index).sort(
    (a, b) => (values[b] ?? 0) - (values[a] ?? 0),
  );
  const kept = order.slice(0, dimensions);
  const entries: [number, number][][] = [];
  for (let row = 0; row < count; row += 1) {
    const coordinates: [number, number][] = [];
    let norm = 0;
    kept.forEach((component, position) => {
      let value = 0;
      for (let column = 0; column < width; column += 1) {
        value += (basis[row * width + column] ?? 0) * (vectors[column * width + component] ?? 0);
      }
      value *= Math.sqrt(Math.max(0, values[component] ?? 0));
      coordinates.push([position, value]);
      norm += value * value;
    });
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    entries.push(coordinates.map(([index, value]) => [index, value * scale]));
  }
  return toSparseRows(entries, kept.length);
}

/** X M, M dense (dimension × width, row-major): count × width. */
function multiplyRows(rows: SparseRows, matrix: Float64Array, width: number): Float64Array {
  const count = rows.offsets.length - 1;
  const result = new Float64Array(count * width);
  for (let row = 0; row < count; row += 1) {
    const base = row * width;
    for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
      const value = rows.values[entry] ?? 0;
      const source = (rows.indices[entry] ?? 0) * width;
      for (let column = 0; column < width; column += 1) {
        result[base + column] = (result[base + column] ?? 0) + value * (matrix[source + column] ?? 0);
      }
    }
  }
  return result;
}

/** Xᵀ M, M dense (count × width): dimension × width. */
function multiplyRowsTransposed(rows: SparseRows, matrix: Float64Array, width: number): Float64Array {
  const count = rows.offsets.length - 1;
  const result = new Float64Array(rows.dimension * width);
  for (let row = 0; row < count; row += 1) {
    const source = row * width;
    for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
      const value = rows.values[entry] ?? 0;
      const target = (rows.indices[entry] ?? 0) * width;
      for (let column = 0; column < width; column += 1) {
        result[target + column] = (result[target + column] ?? 0) + value * (matrix[source + column] ?? 0);
      }
    }
  }
  return result;
}

/** Modified Gram–Schmidt on the columns of a count × width row-major matrix, in place. */
function orthonormaliseColumns(matrix: Float64Array, count: number, width: number): void {
  for (let column = 0; column < width; column += 1) {
    for (let previous = 0; previous < column; previous += 1) {
      let dot = 0;
      for (let row = 0; row < count; row += 1)
        dot += (matrix[row * width + column] ?? 0) * (matrix[row * width + previous] ?? 0);
      for (let row = 0; row < count; row += 1) {
        matrix[row * width + column] =
          (matrix[row * width + column] ?? 0) - dot * (matrix[row * width + previous] ?? 0);
      }
    }
    let norm = 0;
    for (let row = 0; row < count; row += 1) norm += (matrix[row * width + column] ?? 0) ** 2;
    const scale = norm > 1e-20 ? 1 / Math.sqrt(norm) : 0;
    for (let row = 0; row < count; row += 1)
      matrix[row * width + column] = (matrix[row * width + column] ?? 0) * scale;
  }
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
// Nearest neighbours

/** Each row's `count` most similar other rows (cosine; rows are unit vectors), most similar first. */
function nearestNeighbours(rows: SparseRows, count: number): { index: Int32Array; similarity: Float64Array } {
  const size = rows.offsets.length - 1;
  // Postings: for each feature, the rows that have it.
  const postingOffsets = new Int32Array(rows.dimension + 1);
  for (const feature of rows.indices) postingOffsets[feature + 1] = (postingOffsets[feature + 1] ?? 0) + 1;
  for (let feature = 0; feature < rows.dimension; feature += 1) {
    postingOffsets[feature + 1] = (postingOffsets[feature + 1] ?? 0) + (postingOffsets[feature] ?? 0);
  }
  const postingRows = new Int32Array(rows.indices.length);
  const postingValues = new Float64Array(rows.indices.length);
  const fill = postingOffsets.slice(0, rows.dimension);
  for (let row = 0; row < size; row += 1) {
    for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
      const feature = rows.indices[entry] ?? 0;
      const at = fill[feature] ?? 0;
      postingRows[at] = row;
      postingValues[at] = rows.values[entry] ?? 0;
      fill[feature] = at + 1;
    }
  }
  const kept = Math.min(count, size - 1);
  const index = new Int32Array(size * kept).fill(-1);
  const similarity = new Float64Array(size * kept);
  const scores = new Float64Array(size);
  for (let row = 0; row < size; row += 1) {
    scores.fill(0);
    for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
      const value = rows.values[entry] ?? 0;
      const feature = rows.indices[entry] ?? 0;
      for (
        let posting = postingOffsets[feature] ?? 0;
        posting < (postingOffsets[feature + 1] ?? 0);
        posting += 1
      ) {
        const other = postingRows[posting] ?? 0;
        scores[other] = (scores[other] ?? 0) + value * (postingValues[posting] ?? 0);
      }
    }
    scores[row] = -Infinity;
    // A small insertion-sorted list of the best `kept`.
    const base = row * kept;
    let filled = 0;
    for (let other = 0; other < size; other += 1) {
      const score = scores[other] ?? 0;
      if (filled === kept && score <= (similarity[base + kept - 1] ?? 0)) continue;
      let position = filled < kept ? filled : kept - 1;
      while (position > 0 && (similarity[base + position - 1] ?? 0) < score) {
        similarity[base + position] = similarity[base + position - 1] ?? 0;
        index[base + position] = index[base + position - 1] ?? 0;
        position -= 1;
      }
      similarity[base + position] = score;
      index[base + position] = other;
      if (filled < kept) filled += 1;
    }
  }
  return { index, similarity };
}

/**
 * Each row becomes itself plus `weight` × the similarity-weighted mean of its nearest neighbours, renormalised:
 * a text borrows the words of texts like it, so that two phrasings of one request with no word in common can
 * still meet through a third.
 */
function smoothOverNeighbours(rows: SparseRows, count: number, weight: number, rounds: number): SparseRows {
  let current = rows;
  for (let round = 0; round < rounds; round += 1) {
    const size = current.offsets.length - 1;
    const kept = Math.min(count, size - 1);
    if (kept < 1) return current;
    const { index, similarity } = nearestNeighbours(current, kept);
    const dense = new Float64Array(current.dimension);
    const entries: [number, number][][] = [];
    for (let row = 0; row < size; row += 1) {
      const touched = new Set<number>();
      const add = (source: number, factor: number) => {
        for (
          let entry = current.offsets[source] ?? 0;
          entry < (current.offsets[source + 1] ?? 0);
          entry += 1
        ) {
          const feature = current.indices[entry] ?? 0;
          dense[feature] = (dense[feature] ?? 0) + factor * (current.values[entry] ?? 0);
          touched.add(feature);
        }
      };
      add(row, 1);
      let total = 0;
      for (let position = 0; position < kept; position += 1)
        total += Math.max(0, similarity[row * kept + position] ?? 0);
      if (total > 0) {
        for (let position = 0; position < kept; position += 1) {
          const other = index[row * kept + position] ?? -1;
          const score = Math.max(0, similarity[row * kept + position] ?? 0);
          if (other >= 0 && score > 0) add(other, (weight * score) / total);
        }
      }
      const features = [...touched].sort((a, b) => a - b);
      let norm = 0;
      for (const feature of features) norm += (dense[feature] ?? 0) ** 2;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      entries.push(features.map((feature) => [feature, (dense[feature] ?? 0) * scale]));
      for (const feature of features) dense[feature] = 0;
    }
    current = toSparseRows(entries, current.dimension);
  }
  return current;
}

// ---------------------------------------------------------------------------------------------------------
// Spectral embedding (Ng, Jordan and Weiss 2001) of the nearest-neighbour graph

function spectralRows(
  rows: SparseRows,
  neighbours: number,
  k: number,
  iterations: number,
  random: Random,
): SparseRows {
  const size = rows.offsets.length - 1;
  const kept = Math.min(neighbours, size - 1);
  const { index, similarity } = nearestNeighbours(rows, kept);
  // Symmetric weights: an edge when either end counts the other among its neighbours.
  const adjacency = Array.from({ length: size }, () => new Map<number, number>());
  for (let row = 0; row < size; row += 1) {
    for (let position = 0; position < kept; position += 1) {
      const other = index[row * kept + position] ?? -1;
      const weight = Math.max(0, similarity[row * kept + position] ?? 0);
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
  // D^-1/2 W D^-1/2, in compressed rows; a text with no edge keeps a self-loop so that it is not lost.
  const graph = toSparseRows(
    adjacency.map((edges, row) => {
      if (edges.size === 0) return [[row, 1]];
      return [...edges]
        .sort(([a], [b]) => a - b)
        .map(
          ([other, weight]) =>
            [other, weight / Math.sqrt((degree[row] ?? 1) * (degree[other] ?? 1))] as [number, number],
        );
    }),
    size,
  );
  const width = Math.min(size, k + Math.max(10, Math.ceil(k / 5)));
  // Columns of the block, each a vector over the texts.
  let block = Array.from({ length: width }, () =>
    Float64Array.from({ length: size }, () => gaussian(random)),
  );
  orthonormalise(block);
  // Power iterations on (N + I) / 2, whose eigenvalues lie in [0, 1] with the same order as N's.
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    block = block.map((column) => halfShifted(graph, column));
    if (iteration % 4 === 3 || iteration === iterations - 1) orthonormalise(block);
  }
  // Rayleigh–Ritz: the eigenvectors of Qᵀ M Q give the best approximations within the block.
  const images = block.map((column) => halfShifted(graph, column));
  const small = new Float64Array(width * width);
  for (let a = 0; a < width; a += 1) {
    for (let b = a; b < width; b += 1) {
      const value = dot(block[a] ?? new Float64Array(0), images[b] ?? new Float64Array(0));
      small[a * width + b] = value;
      small[b * width + a] = value;
    }
  }
  const { values, vectors } = symmetricEigen(small, width);
  const order = Array.from({ length: width }, (_, position) => position)
    .sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0))
    .slice(0, k);
  const entries: [number, number][][] = [];
  for (let row = 0; row < size; row += 1) {
    const coordinates = order.map((component) => {
      let value = 0;
      for (let column = 0; column < width; column += 1)
        value += (block[column]?.[row] ?? 0) * (vectors[column * width + component] ?? 0);
      return value;
    });
    const norm = Math.sqrt(coordinates.reduce((sum, value) => sum + value * value, 0));
    entries.push(coordinates.map((value, position) => [position, norm > 0 ? value / norm : 0]));
  }
  return toSparseRows(entries, k);
}

function halfShifted(graph: SparseRows, vector: Float64Array): Float64Array {
  const size = graph.offsets.length - 1;
  const result = new Float64Array(size);
  for (let row = 0; row < size; row += 1) {
    let sum = 0;
    for (let entry = graph.offsets[row] ?? 0; entry < (graph.offsets[row + 1] ?? 0); entry += 1) {
      sum += (graph.values[entry] ?? 0) * (vector[graph.indices[entry] ?? 0] ?? 0);
    }
    result[row] = (sum + (vector[row] ?? 0)) / 2;
  }
  return result;
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
      for (let index = 0; index < column.length; index += 1)
        column[index] = (column[index] ?? 0) - projection * (other[index] ?? 0);
    }
    const norm = Math.sqrt(dot(column, column));
    const scale = norm > 1e-12 ? 1 / norm : 0;
    for (let index = 0; index < column.length; index += 1) column[index] = (column[index] ?? 0) * scale;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Spherical k-means: unit vectors, cosine similarity, centroids renormalised to unit length

/**
 * One run: k-means++ seeding (Arthur and Vassilvitskii 2007, distance 1 − cosine), then Lloyd iterations until
 * no text moves. Objective: the weighted sum of each text's cosine similarity to its cluster's centroid (higher
 * is tighter).
 */
function sphericalKMeans(
  rows: SparseRows,
  weights: Float64Array,
  k: number,
  random: Random,
  maxIterations: number,
): { assignments: Int32Array; objective: number } {
  const count = rows.offsets.length - 1;
  const { dimension } = rows;
  // Centroids stored feature-major (centroids[feature * k + cluster]): a text's few features then read k
  // adjacent numbers each, the fast way round for sparse texts.
  const centroids = new Float64Array(dimension * k);
  const seeds = kMeansPlusPlus(rows, weights, k, random);
  seeds.forEach((row, cluster) => {
    for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
      centroids[(rows.indices[entry] ?? 0) * k + cluster] = rows.values[entry] ?? 0;
    }
  });

  const assignments = new Int32Array(count).fill(-1);
  const similarities = new Float64Array(count);
  const scores = new Float64Array(k);
  let objective = 0;
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    let moved = 0;
    objective = 0;
    for (let row = 0; row < count; row += 1) {
      scores.fill(0);
      for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
        const value = rows.values[entry] ?? 0;
        const base = (rows.indices[entry] ?? 0) * k;
        for (let cluster = 0; cluster < k; cluster += 1) {
          scores[cluster] = (scores[cluster] ?? 0) + value * (centroids[base + cluster] ?? 0);
        }
      }
      let bestCluster = 0;
      let bestScore = -Infinity;
      for (let cluster = 0; cluster < k; cluster += 1) {
        if ((scores[cluster] ?? 0) > bestScore) {
          bestScore = scores[cluster] ?? 0;
          bestCluster = cluster;
        }
      }
      if (assignments[row] !== bestCluster) moved += 1;
      assignments[row] = bestCluster;
      similarities[row] = bestScore;
      objective += (weights[row] ?? 1) * bestScore;
    }
    if (moved === 0 && iteration > 0) break;
    reseedEmptyClusters(assignments, similarities, k);
    computeCentroids(rows, weights, assignments, k, centroids);
  }
  return { assignments, objective };
}

/** Unit-length weighted means of the clusters' texts, into `centroids` (feature-major). */
function computeCentroids(
  rows: SparseRows,
  weights: Float64Array,
  assignments: Int32Array,
  k: number,
  centroids: Float64Array,
): void {
  centroids.fill(0);
  const count = rows.offsets.length - 1;
  for (let row = 0; row < count; row += 1) {
    const cluster = assignments[row] ?? 0;
    const weight = weights[row] ?? 1;
    for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
      const index = (rows.indices[entry] ?? 0) * k + cluster;
      centroids[index] = (centroids[index] ?? 0) + weight * (rows.values[entry] ?? 0);
    }
  }
  const norms = new Float64Array(k);
  for (let index = 0; index < centroids.length; index += 1) {
    const cluster = index % k;
    norms[cluster] = (norms[cluster] ?? 0) + (centroids[index] ?? 0) ** 2;
  }
  for (let cluster = 0; cluster < k; cluster += 1) norms[cluster] = Math.sqrt(norms[cluster] ?? 0) || 1;
  for (let index = 0; index < centroids.length; index += 1) {
    centroids[index] = (centroids[index] ?? 0) / (norms[index % k] ?? 1);
  }
}

/**
 * A cluster left with no text takes the text that fits its own cluster worst (from a cluster that keeps at
 * least one), so that every run ends with k clusters.
 */
function reseedEmptyClusters(assignments: Int32Array, similarities: Float64Array, k: number): void {
  const sizes = new Int32Array(k);
  for (const cluster of assignments) sizes[cluster] = (sizes[cluster] ?? 0) + 1;
  for (let cluster = 0; cluster < k; cluster += 1) {
    if ((sizes[cluster] ?? 0) > 0) continue;
    let worst = -1;
    for (let row = 0; row < assignments.length; row += 1) {
      if ((sizes[assignments[row] ?? 0] ?? 0) < 2) continue;
      if (worst === -1 || (similarities[row] ?? 0) < (similarities[worst] ?? 0)) worst = row;
    }
    if (worst === -1) return;
    sizes[assignments[worst] ?? 0] = (sizes[assignments[worst] ?? 0] ?? 0) - 1;
    assignments[worst] = cluster;
    similarities[worst] = 1;
    sizes[cluster] = 1;
  }
}

/**
 * After the best run: identical vectors (two texts that differ only in punctuation) can leave a cluster empty
 * that no iteration could fill. Such a cluster takes one text from the largest cluster of several texts.
 */
function fillEmptyClusters(rows: SparseRows, assignments: Int32Array, k: number): void {
  const sizes = new Int32Array(k);
  for (const cluster of assignments) sizes[cluster] = (sizes[cluster] ?? 0) + 1;
  for (let cluster = 0; cluster < k; cluster += 1) {
    if ((sizes[cluster] ?? 0) > 0) continue;
    let largest = 0;
    for (let other = 1; other < k; other += 1)
      if ((sizes[other] ?? 0) > (sizes[largest] ?? 0)) largest = other;
    if ((sizes[largest] ?? 0) < 2) return;
    // Its last text (in sorted order) moves: any choice is as good between identical vectors.
    let moving = -1;
    for (let row = assignments.length - 1; row >= 0 && moving === -1; row -= 1)
      if (assignments[row] === largest) moving = row;
    assignments[moving] = cluster;
    sizes[largest] = (sizes[largest] ?? 0) - 1;
    sizes[cluster] = 1;
  }
  void rows;
}

/** k-means++ seeding: each next seed drawn with probability ∝ weight × (1 − cosine to the nearest seed)². */
function kMeansPlusPlus(rows: SparseRows, weights: Float64Array, k: number, random: Random): number[] {
  const count = rows.offsets.length - 1;
  const distances = new Float64Array(count).fill(Infinity);
  const dense = new Float64Array(rows.dimension);
  const seeds: number[] = [];
  const chosen = new Uint8Array(count);
  const draw = (score: (row: number) => number): number => {
    let total = 0;
    for (let row = 0; row < count; row += 1) total += score(row);
    if (!(total > 0)) return chosen.indexOf(0);
    let target = random() * total;
    for (let row = 0; row < count; row += 1) {
      target -= score(row);
      if (target < 0 && score(row) > 0) return row;
    }
    for (let row = count - 1; row >= 0; row -= 1) if (score(row) > 0) return row;
    return chosen.indexOf(0);
  };
  let seed = draw((row) => weights[row] ?? 1);
  while (seeds.length < k && seed !== -1) {
    seeds.push(seed);
    chosen[seed] = 1;
    for (let entry = rows.offsets[seed] ?? 0; entry < (rows.offsets[seed + 1] ?? 0); entry += 1) {
      dense[rows.indices[entry] ?? 0] = rows.values[entry] ?? 0;
    }
    for (let row = 0; row < count; row += 1) {
      let similarity = 0;
      for (let entry = rows.offsets[row] ?? 0; entry < (rows.offsets[row + 1] ?? 0); entry += 1) {
        similarity += (rows.values[entry] ?? 0) * (dense[rows.indices[entry] ?? 0] ?? 0);
      }
      const distance = Math.max(0, 1 - similarity);
      if (distance < (distances[row] ?? Infinity)) distances[row] = distance;
    }
    for (let entry = rows.offsets[seed] ?? 0; entry < (rows.offsets[seed + 1] ?? 0); entry += 1) {
      dense[rows.indices[entry] ?? 0] = 0;
    }
    if (seeds.length < k)
      seed = draw((row) => (chosen[row] ? 0 : (weights[row] ?? 1) * (distances[row] ?? 0) ** 2));
  }
  return seeds;
}

// ---------------------------------------------------------------------------------------------------------
// Names

/**
 * Each cluster's name: its two words whose mean TF-IDF weight in the cluster most exceeds their mean over all
 * texts, written as users wrote them (the commonest form of the stem in the cluster), joined by " / ". A name
 * another cluster already has grows by its next word, then by a number.
 */
function clusterNames(
  analysed: readonly AnalysedText[],
  vectors: Vectors,
  weights: Float64Array,
  assignments: readonly number[],
  k: number,
  texts: readonly string[],
): string[] {
  const { wordRows, featureNames } = vectors;
  const dimension = featureNames.length;
  const isWord = featureNames.map((name) => name.startsWith('w:'));
  const overall = new Float64Array(dimension);
  const perCluster = Array.from({ length: k }, () => new Map<number, number>());
  const clusterWeight = new Float64Array(k);
  const surfaceForms = Array.from({ length: k }, () => new Map<string, Map<string, number>>());
  let totalWeight = 0;
  analysed.forEach((text, row) => {
    const cluster = assignments[row] ?? 0;
    const weight = weights[row] ?? 1;
    totalWeight += weight;
    clusterWeight[cluster] = (clusterWeight[cluster] ?? 0) + weight;
    const sums = perCluster[cluster];
    for (let entry = wordRows.offsets[row] ?? 0; entry < (wordRows.offsets[row + 1] ?? 0); entry += 1) {
      const feature = wordRows.indices[entry] ?? 0;
      const value = weight * (wordRows.values[entry] ?? 0);
      overall[feature] = (overall[feature] ?? 0) + value;
      sums?.set(feature, (sums.get(feature) ?? 0) + value);
    }
    const forms = surfaceForms[cluster];
    for (const { word, term } of text.words) {
      const byWord = forms?.get(term) ?? new Map<string, number>();
      byWord.set(word, (byWord.get(word) ?? 0) + weight);
      forms?.set(term, byWord);
    }
  });

  const used = new Set<string>();
  const firstText = new Map<number, string>();
  assignments.forEach((cluster, row) => {
    if (!firstText.has(cluster)) firstText.set(cluster, texts[row] ?? '');
  });
  return Array.from({ length: k }, (_, cluster) => {
    const size = clusterWeight[cluster] || 1;
    const ranked = [...(perCluster[cluster] ?? new Map<number, number>())]
      .filter(([feature]) => isWord[feature])
      .map(([feature, sum]) => ({
        feature,
        score: sum / size - (overall[feature] ?? 0) / (totalWeight || 1),
      }))
      .sort((a, b) => b.score - a.score || a.feature - b.feature)
      .map(({ feature }) => {
        const term = (featureNames[feature] ?? '').slice(2);
        const forms = [...(surfaceForms[cluster]?.get(term) ?? new Map<string, number>())].sort(
          ([wordA, countA], [wordB, countB]) => countB - countA || (wordA < wordB ? -1 : 1),
        );
        return forms[0]?.[0] ?? term;
      });
    const words = [...new Set(ranked)];
    const fallback = (firstText.get(cluster) ?? '').trim().slice(0, 40) || 'no words';
    let name = words.slice(0, 2).join(' / ') || fallback;
    for (let extra = 3; used.has(name) && extra <= words.length; extra += 1)
      name = words.slice(0, extra).join(' / ');
    const base = name;
    for (let number = 2; used.has(name); number += 1) name = `${base} (${number})`;
    used.add(name);
    return name;
  });
}
