/// <reference lib="webworker" />
/**
 * The cluster job off the demo page's main thread (issue 24: clustering thousands of utterances must not freeze
 * the page that waits for it). In: a `ClusterInput`; out: the ClusterData.
 */
import { serveInWorker } from '@/lib/worker';

import { clusterData, type ClusterInput } from './cluster-data';

declare const self: DedicatedWorkerGlobalScope;

serveInWorker(self, (input: ClusterInput) => clusterData(input));
