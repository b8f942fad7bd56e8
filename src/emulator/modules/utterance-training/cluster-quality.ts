/**
 * How far a clustering agrees with reference labels: normalised mutual information (NMI) and the adjusted Rand
 * index (ARI), the two figures the utterance clustering is measured by (docs/adr/0020-utterance-clustering.md).
 * Measurement only: the clustering itself never sees labels. Pure and dependency-free, like clustering.ts, so
 * that `npm run measure:clustering` runs it in Node directly.
 *
 * Both take two labelings of the same items (any values compared with ===: cluster numbers, intent names).
 * NMI is scikit-learn's default: the mutual information over the arithmetic mean of the two entropies (natural
 * logarithms; the base cancels). ARI is Hubert and Arabie's: the Rand index corrected for chance agreement.
 */

/** The contingency table of two labelings: counts[row][column], rows for `a`'s labels, columns for `b`'s. */
export function contingencyTable(
  a: readonly unknown[],
  b: readonly unknown[],
): { counts: number[][]; rowSums: number[]; columnSums: number[]; total: number } {
  if (a.length !== b.length) {
    throw new RangeError(`The labelings differ in length: ${a.length} and ${b.length}.`);
  }
  const rowOf = new Map<unknown, number>();
  const columnOf = new Map<unknown, number>();
  const counts: number[][] = [];
  const rowSums: number[] = [];
  const columnSums: number[] = [];
  for (let item = 0; item < a.length; item += 1) {
    const labelA = a[item];
    const labelB = b[item];
    let row = rowOf.get(labelA);
    if (row === undefined) {
      row = rowOf.size;
      rowOf.set(labelA, row);
      counts.push(new Array<number>(columnSums.length).fill(0));
      rowSums.push(0);
    }
    let column = columnOf.get(labelB);
    if (column === undefined) {
      column = columnOf.size;
      columnOf.set(labelB, column);
      for (const line of counts) line.push(0);
      columnSums.push(0);
    }
    const line = counts[row] as number[];
    line[column] = (line[column] as number) + 1;
    rowSums[row] = (rowSums[row] as number) + 1;
    columnSums[column] = (columnSums[column] as number) + 1;
  }
  return { counts, rowSums, columnSums, total: a.length };
}

/** Entropy (nats) of a distribution given by counts summing to `total`. */
function entropy(sums: readonly number[], total: number): number {
  let result = 0;
  for (const count of sums) {
    if (count > 0) result -= (count / total) * Math.log(count / total);
  }
  return result;
}

/**
 * Normalised mutual information, in [0, 1]: 1 when the two labelings are the same partition (whatever the
 * label values), about 0 when they are independent. Two single-cluster labelings (both entropies 0) agree
 * perfectly: 1, as scikit-learn says.
 */
export function normalizedMutualInformation(a: readonly unknown[], b: readonly unknown[]): number {
  const { counts, rowSums, columnSums, total } = contingencyTable(a, b);
  if (total === 0) return 1;
  const entropyA = entropy(rowSums, total);
  const entropyB = entropy(columnSums, total);
  if (entropyA === 0 && entropyB === 0) return 1;
  let mutualInformation = 0;
  counts.forEach((line, row) => {
    line.forEach((count, column) => {
      if (count === 0) return;
      const expected = ((rowSums[row] as number) * (columnSums[column] as number)) / total;
      mutualInformation += (count / total) * Math.log(count / expected);
    });
  });
  // Rounding can push a perfect agreement a hair above 1 or an independent one a hair below 0.
  return Math.min(1, Math.max(0, mutualInformation / ((entropyA + entropyB) / 2)));
}

const pairs = (count: number) => (count * (count - 1)) / 2;

/**
 * Adjusted Rand index: 1 for the same partition, about 0 for chance agreement, negative below chance. When both
 * labelings put everything in one cluster, or everything alone, the index is undefined (0 / 0); 1 then, as
 * scikit-learn says, since they agree.
 */
export function adjustedRandIndex(a: readonly unknown[], b: readonly unknown[]): number {
  const { counts, rowSums, columnSums, total } = contingencyTable(a, b);
  let index = 0;
  for (const line of counts) for (const count of line) index += pairs(count);
  const rowPairs = rowSums.reduce((sum, count) => sum + pairs(count), 0);
  const columnPairs = columnSums.reduce((sum, count) => sum + pairs(count), 0);
  const expected = total < 2 ? 0 : (rowPairs * columnPairs) / pairs(total);
  const maximum = (rowPairs + columnPairs) / 2;
  if (maximum === expected) return 1;
  return (index - expected) / (maximum - expected);
}
