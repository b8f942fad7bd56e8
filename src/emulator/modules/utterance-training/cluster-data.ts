/**
 * The cluster job's computation (GetUtteranceClusterData with 1–2000 clusters): the range's untrained utterances,
 * one text per logged record (so a text said five times weighs five), grouped by `clusterUtterances` into k
 * clusters named after their most characteristic terms, as ClusterData: each cluster's distinct texts and how
 * many times each was said. Pure: it runs in the demo's worker (cluster.worker.ts), or in place where there are
 * no workers (the tests).
 */
import { plainTextOf } from '@/contracts/utterance-markup';
import type { ClusterData } from '@/contracts/utterance-training';

import { clusterUtterances } from './clustering';

export interface ClusterInput {
  /** One per record: its UserInput (entity markup included; the features read the plain text). */
  texts: readonly string[];
  /** Clusters asked for; capped at the number of distinct texts by the clustering. */
  k: number;
}

export function clusterData({ texts, k }: ClusterInput): ClusterData {
  const { clusters } = clusterUtterances(texts.map(plainTextOf), k);
  const data: ClusterData = {};
  for (const cluster of clusters) {
    const counts = new Map<string, number>();
    for (const index of cluster.members) {
      const text = texts[index] ?? '';
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    // Most said first; ties in code-unit order, so the result does not depend on the records' order.
    data[cluster.name] = [...counts]
      .sort(([a, left], [b, right]) => right - left || (a < b ? -1 : a > b ? 1 : 0))
      .map(([user_input, count]) => ({ user_input, count }));
  }
  return data;
}
