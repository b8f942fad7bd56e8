import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { adjustedRandIndex, contingencyTable, normalizedMutualInformation } from './cluster-quality';

/** Labelings of up to 40 items over up to 6 labels. */
const labeling = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 40 });

describe('normalizedMutualInformation and adjustedRandIndex', () => {
  it('are 1 for the same partition, whatever the labels are called', () => {
    expect(normalizedMutualInformation(['a', 'a', 'b', 'c'], [7, 7, 3, 1])).toBe(1);
    expect(adjustedRandIndex(['a', 'a', 'b', 'c'], [7, 7, 3, 1])).toBe(1);
    fc.assert(
      fc.property(labeling, (labels) => {
        const renamed = labels.map((label) => `cluster ${(label * 7) % 11}`);
        expect(normalizedMutualInformation(labels, renamed)).toBeCloseTo(1, 12);
        expect(adjustedRandIndex(labels, renamed)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('give the hand-computed values of a known table', () => {
    // Rows (truth) 0 and 1, columns (clusters) 0, 1, 2: [[2, 1, 0], [0, 1, 2]].
    // ARI: Σ C(n_ij, 2) = 2; Σ C(a_i, 2) = 6; Σ C(b_j, 2) = 3; expected 6·3/C(6, 2) = 1.2; maximum (6 + 3)/2;
    // (2 − 1.2) / (4.5 − 1.2) = 8/33.
    // NMI: MI = 2 · (1/3) ln 2 (the cells of 1 add nothing); H(truth) = ln 2, H(clusters) = ln 3;
    // (2/3) ln 2 / ((ln 2 + ln 3) / 2).
    const truth = [0, 0, 0, 1, 1, 1];
    const clusters = [0, 0, 1, 1, 2, 2];
    expect(contingencyTable(truth, clusters).counts).toEqual([
      [2, 1, 0],
      [0, 1, 2],
    ]);
    expect(adjustedRandIndex(truth, clusters)).toBeCloseTo(8 / 33, 12);
    expect(normalizedMutualInformation(truth, clusters)).toBeCloseTo(
      ((2 / 3) * Math.LN2) / ((Math.LN2 + Math.log(3)) / 2),
      12,
    );
    expect(normalizedMutualInformation(truth, clusters)).toBeCloseTo(0.5158, 4);
  });

  it('are 0 (NMI) and below 0 (ARI) for independent labelings', () => {
    // [[1, 1], [1, 1]]: no information; ARI (0 − 2/3) / (2 − 2/3) = −1/2.
    expect(normalizedMutualInformation([0, 0, 1, 1], [0, 1, 0, 1])).toBe(0);
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 1, 0, 1])).toBeCloseTo(-0.5, 12);
  });

  it('treat two single-cluster labelings, and no items, as agreeing', () => {
    expect(normalizedMutualInformation(['x', 'x', 'x'], [1, 1, 1])).toBe(1);
    expect(adjustedRandIndex(['x', 'x', 'x'], [1, 1, 1])).toBe(1);
    expect(normalizedMutualInformation([], [])).toBe(1);
    expect(adjustedRandIndex([], [])).toBe(1);
  });

  it('are symmetric and bounded', () => {
    fc.assert(
      fc.property(
        labeling.chain((a) =>
          fc.tuple(
            fc.constant(a),
            fc.array(fc.integer({ min: 0, max: 5 }), { minLength: a.length, maxLength: a.length }),
          ),
        ),
        ([a, b]) => {
          const nmi = normalizedMutualInformation(a, b);
          expect(nmi).toBeGreaterThanOrEqual(0);
          expect(nmi).toBeLessThanOrEqual(1);
          expect(normalizedMutualInformation(b, a)).toBeCloseTo(nmi, 12);
          const ari = adjustedRandIndex(a, b);
          expect(ari).toBeLessThanOrEqual(1 + 1e-12);
          expect(adjustedRandIndex(b, a)).toBeCloseTo(ari, 12);
        },
      ),
    );
  });

  it('refuse labelings of different lengths', () => {
    expect(() => normalizedMutualInformation([1, 2], [1])).toThrow(RangeError);
  });
});
