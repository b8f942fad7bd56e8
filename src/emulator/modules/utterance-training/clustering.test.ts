import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CLINC150_SAMPLE } from '@tests/fixtures/clinc150-sample';

import { adjustedRandIndex, normalizedMutualInformation } from './cluster-quality';
import { type ClusteringResult, clusterUtterances, proportionalShares } from './clustering';

const SAMPLE_TEXTS = CLINC150_SAMPLE.map(([text]) => text);
const SAMPLE_INTENTS = CLINC150_SAMPLE.map(([, intent]) => intent);

/** What every result must be, whatever the texts: a partition of the texts into named, non-empty clusters. */
function expectWellFormed(texts: readonly string[], result: ClusteringResult, expectedClusters: number) {
  expect(result.assignments).toHaveLength(texts.length);
  expect(result.clusters).toHaveLength(expectedClusters);
  const seen = new Set<number>();
  result.clusters.forEach((cluster, index) => {
    expect(cluster.members.length).toBeGreaterThan(0);
    expect(cluster.members).toEqual([...cluster.members].sort((a, b) => a - b));
    for (const member of cluster.members) {
      expect(result.assignments[member]).toBe(index);
      seen.add(member);
    }
    expect(cluster.name.trim()).not.toBe('');
  });
  expect(seen.size).toBe(texts.length);
  expect(new Set(result.clusters.map((cluster) => cluster.name)).size).toBe(result.clusters.length);
  // Equal texts share a cluster.
  const clusterOfText = new Map<string, number>();
  texts.forEach((text, index) => {
    const cluster = result.assignments[index] ?? -1;
    expect(clusterOfText.get(text) ?? cluster).toBe(cluster);
    clusterOfText.set(text, cluster);
  });
}

/** The partition as sets of texts, in a canonical order: to compare results up to the clusters' numbering. */
function partitionOfTexts(texts: readonly string[], result: ClusteringResult): string[][] {
  return result.clusters
    .map((cluster) => [...new Set(cluster.members.map((member) => texts[member] ?? ''))].sort())
    .sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1));
}

describe('clusterUtterances', () => {
  it('splits obvious topics apart and names them after their words', () => {
    const texts = [
      'what is the weather today',
      'weather forecast for tomorrow',
      'how is the weather in paris',
      'set an alarm for 7am',
      'wake me up with an alarm at 6',
      'cancel my alarm',
    ];
    const result = clusterUtterances(texts, 2);
    expectWellFormed(texts, result, 2);
    expect(result.assignments.slice(0, 3)).toEqual([
      result.assignments[0],
      result.assignments[0],
      result.assignments[0],
    ]);
    expect(result.assignments.slice(3)).toEqual([
      result.assignments[3],
      result.assignments[3],
      result.assignments[3],
    ]);
    expect(result.assignments[0]).not.toBe(result.assignments[3]);
    const names = result.clusters.map((cluster) => cluster.name).join(' | ');
    expect(names).toMatch(/weather/);
    expect(names).toMatch(/alarm/);
  });

  it('finds most of the intents of a CLINC150 sample (texts only; the intents only score the answer)', () => {
    const result = clusterUtterances(SAMPLE_TEXTS, 10);
    expectWellFormed(SAMPLE_TEXTS, result, 10);
    // A regression floor, well below what it scores (see docs/adr/0020-utterance-clustering.md).
    expect(normalizedMutualInformation(SAMPLE_INTENTS, result.assignments)).toBeGreaterThan(0.7);
    expect(adjustedRandIndex(SAMPLE_INTENTS, result.assignments)).toBeGreaterThan(0.5);
  });

  it('gives the same answer twice, and the same partition whatever the order of the texts', () => {
    const first = clusterUtterances(SAMPLE_TEXTS, 12);
    expect(clusterUtterances(SAMPLE_TEXTS, 12)).toEqual(first);
    const expected = partitionOfTexts(SAMPLE_TEXTS, first);
    const names = new Map(
      first.clusters.map((cluster) => [
        cluster.members
          .map((m) => SAMPLE_TEXTS[m])
          .sort()
          .join('\n'),
        cluster.name,
      ]),
    );
    fc.assert(
      fc.property(fc.shuffledSubarray(SAMPLE_TEXTS, { minLength: SAMPLE_TEXTS.length }), (shuffled) => {
        const result = clusterUtterances(shuffled, 12);
        expect(partitionOfTexts(shuffled, result)).toEqual(expected);
        // Names too belong to the texts, not to their order.
        for (const cluster of result.clusters) {
          expect(cluster.name).toBe(
            names.get(
              cluster.members
                .map((m) => shuffled[m])
                .sort()
                .join('\n'),
            ),
          );
        }
      }),
      { numRuns: 5 },
    );
  });

  it('clamps k to 1…the number of distinct texts', () => {
    const texts = ['book a flight', 'book a flight', 'play some jazz', 'what time is it'];
    expectWellFormed(texts, clusterUtterances(texts, 10), 3);
    expectWellFormed(texts, clusterUtterances(texts, 3), 3);
    expectWellFormed(texts, clusterUtterances(texts, 0), 1);
    expectWellFormed(texts, clusterUtterances(texts, -4), 1);
    expectWellFormed(texts, clusterUtterances(texts, Number.NaN), 1);
    expectWellFormed(texts, clusterUtterances(texts, 2.7), 2);
  });

  it('puts everything in one cluster for k = 1, and answers nothing for no texts', () => {
    const result = clusterUtterances(SAMPLE_TEXTS, 1);
    expectWellFormed(SAMPLE_TEXTS, result, 1);
    expect(result.clusters[0]?.members).toHaveLength(SAMPLE_TEXTS.length);
    expect(clusterUtterances([], 5)).toEqual({ assignments: [], clusters: [] });
  });

  it('copes with texts without words, and with texts that differ only in punctuation', () => {
    const texts = ['', '???', '🙂', 'Hello!', 'hello', 'HELLO?', 'bye'];
    expectWellFormed(texts, clusterUtterances(texts, 7), 7);
    expectWellFormed(texts, clusterUtterances(texts, 4), 4);
  });

  it('splits in two levels beyond 150 clusters, still into exactly k', () => {
    const words = [
      'alarm',
      'weather',
      'music',
      'timer',
      'salary',
      'holiday',
      'joke',
      'list',
      'meeting',
      'taxes',
    ];
    const texts = Array.from(
      { length: 200 },
      (_, index) => `${words[index % 10] ?? ''} ${words[Math.floor(index / 10) % 10] ?? ''} number ${index}`,
    );
    expectWellFormed(texts, clusterUtterances(texts, 151), 151);
  });

  it('keeps its promises for any texts and any k', () => {
    const texts = fc.array(
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom(...SAMPLE_TEXTS),
        fc
          .array(fc.constantFrom('set', 'alarm', 'rain', 'play', 'song', "what's", '7am', 'é'), {
            maxLength: 6,
          })
          .map((parts) => parts.join(' ')),
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(texts, fc.integer({ min: -2, max: 45 }), (input, k) => {
        const distinct = new Set(input).size;
        const result = clusterUtterances(input, k);
        expectWellFormed(input, result, distinct === 0 ? 0 : Math.min(Math.max(1, k), distinct));
      }),
      { numRuns: 60 },
    );
  });
});

describe('proportionalShares', () => {
  it('splits a total in proportion to sizes, each share at least 1 and at most its size', () => {
    expect(proportionalShares(10, [50, 30, 20])).toEqual([5, 3, 2]);
    expect(proportionalShares(4, [100, 1, 1, 1])).toEqual([1, 1, 1, 1]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (sizes, pick) => {
          const sum = sizes.reduce((a, b) => a + b, 0);
          const total = sizes.length + (pick % (sum - sizes.length + 1));
          const shares = proportionalShares(total, sizes);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(1);
            expect(share).toBeLessThanOrEqual(sizes[index] ?? 0);
          });
        },
      ),
    );
  });
});
