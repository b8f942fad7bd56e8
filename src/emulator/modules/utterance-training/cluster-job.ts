/**
 * The cluster job (GetUtteranceClusterData with 1–2000 clusters), as the real service runs it: the call answers
 * with a job id at once; the job, due CLUSTER_JOB_DELAY_MS later on the emulator's clock, clusters the range's
 * untrained utterances off the page's main thread (a worker; in place where there are none), writes the
 * ClusterJobResult to the tenant's upload bucket under its results prefix (which its users may read), and only
 * then posts the ClusterJobMessage, with the JobId attribute, to the tenant's job queue: a message never links
 * to a file not yet written. A failed computation still posts its message, to a result with code 500, so that
 * the page stops waiting.
 */
import type { ClusterData, ClusterJobMessage, ClusterJobResult } from '@/contracts/utterance-training';
import { runInWorker } from '@/lib/worker';

import type { EmulatorContext } from '../../core/types';
import { storeObject } from '../s3/handlers';
import { enqueueMessage } from '../sqs/handlers';

import type { ClusterInput } from './cluster-data';
import { clusterRunFinished } from './demo-log';

export const CLUSTER_JOB = 'utteranceTraining.cluster';
/** The job's start after the call, on the emulator clock (the page first polls after 3 s, spec 3 §9). */
export const CLUSTER_JOB_DELAY_MS = 1_000;

/** The stored job (plain JSON): the texts are one per record, so repeats weigh. */
export interface ClusterJob {
  jobId: string;
  tenant: string;
  chatbot: string;
  k: number;
  texts: string[];
}

/** Where a job's result is kept: under the organisation's prefix of the upload bucket (its users may read it). */
export const clusterResultKey = (job: Pick<ClusterJob, 'tenant' | 'jobId'>) =>
  `${job.tenant}/results/${job.jobId}.json`;

/** A path-style S3 link, as the portal's storage service writes and reads them (src/services/storage.ts). */
const objectLink = (region: string, bucket: string, key: string) =>
  `https://s3.${region}.amazonaws.com/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** The clustering, in a worker where the platform has them. */
function computeClusters(input: ClusterInput): Promise<ClusterData> {
  return runInWorker<ClusterInput, ClusterData>(
    {
      create: () => new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' }),
      fallback: async (value) => (await import('./cluster-data')).clusterData(value),
    },
    input,
  );
}

export async function runClusterJob(context: EmulatorContext, job: ClusterJob): Promise<void> {
  let result: ClusterJobResult;
  try {
    const started = performance.now();
    const data = await computeClusters({ texts: job.texts, k: job.k });
    clusterRunFinished({
      utterances: job.texts.length,
      clusters: Object.keys(data).length,
      ms: performance.now() - started,
    });
    result = { code: 200, chatbot: job.chatbot, count: job.texts.length, data };
  } catch (error) {
    console.error('[emulator] the utterance clustering failed', error);
    result = { code: 500, chatbot: job.chatbot, count: job.texts.length, data: {} };
  }
  const { uploadBucket, uploadQueueUrl, region } = context.config;
  const key = clusterResultKey(job);
  storeObject(context, uploadBucket, key, JSON.stringify(result), 'application/json');
  const message: ClusterJobMessage = { resultLink: objectLink(region, uploadBucket, key) };
  enqueueMessage(context, uploadQueueUrl, {
    body: JSON.stringify(message),
    attributes: { JobId: { DataType: 'String', StringValue: job.jobId } },
  });
}
