/**
 * The cluster job end to end, as the portal meets it (spec 3 §4, §7): GetUtteranceClusterData answers with a job
 * id; on the emulator's clock the job clusters the range's untrained utterances, stores the result in S3 and only
 * then posts the message with the JobId attribute to the tenant's job queue; the portal's own services (the
 * queue wait of src/lib/redux/queue-message.ts, storage.readResult) find the message and read the result, which
 * another organisation may not read.
 */
import { signOut } from 'aws-amplify/auth';
import { runSaga } from 'redux-saga';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { plainTextOf } from '@/contracts/utterance-markup';
import * as contract from '@/contracts/utterance-training';
import {
  ALL_AUDIT_INDICES,
  type ClusterJobMessage,
  type ClusterJobResult,
} from '@/contracts/utterance-training';
import { awaitQueueMessage, type QueueWait, withAttribute } from '@/lib/redux/queue-message';
import { createServices, type Services, SERVICES_CONTEXT } from '@/services';
import type { QueueMessage } from '@/services/queue';

import { portalGateway, signInAs } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

import { clusterData } from './cluster-data';
import { CLUSTER_JOB_DELAY_MS, clusterResultKey, runClusterJob } from './cluster-job';

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

afterEach(async () => {
  vi.useRealTimers();
  await signOut();
});

const K = 30;

const messagesOf = (jobId: string) =>
  context.db.state.sqs.queues
    .flatMap((queue) => queue.messages.map((message) => ({ queue: queue.url, message })))
    .filter(({ message }) => message.messageAttributes.JobId?.StringValue === jobId);

const resultStored = (jobId: string) =>
  context.db.state.s3.buckets[context.config.uploadBucket]?.[
    clusterResultKey({ tenant: DEMO_TENANT, jobId })
  ] !== undefined;

/** The portal's services, its waits not waited (the message is there by then). */
async function portalServices(): Promise<Services> {
  const services = createServices(context.config, { onSessionExpired: () => undefined }, { wait: () => 0 });
  await services.identity.load();
  return services;
}

const awaitIn = (services: Services, options: QueueWait<QueueMessage>) =>
  runSaga(
    { context: { [SERVICES_CONTEXT]: services }, dispatch: () => undefined, getState: () => ({}) },
    awaitQueueMessage<QueueMessage>,
    options,
  ).toPromise<QueueMessage | null>();

describe('the cluster job', () => {
  it('runs on the emulator clock, stores the result before the message, and the portal reads it', async () => {
    const services = await portalServices();
    await signInAs(DEMO_ACCOUNTS.administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const untrained = context.db.state.utteranceTraining.utterances.filter(
      (row) => row.tenant === DEMO_TENANT && !row.trained,
    );
    const reply = await portalGateway(context).send(contract.getUtteranceClusterData, {
      dates: ALL_AUDIT_INDICES,
      tenant: DEMO_TENANT,
      start_date: '',
      end_date: '',
      completeHistory: true,
      time: 'UTC',
      num_clusters: K,
    });
    const jobId = reply.jobId ?? '';
    expect(reply).toMatchObject({ code: 200, chatbot: DEMO_SKILL.ID, count: untrained.length });

    // Whenever the state changes, a message of the job must link to a result already stored.
    const early: string[] = [];
    const unsubscribe = context.db.subscribe(() => {
      if (messagesOf(jobId).length > 0 && !resultStored(jobId)) early.push('message before result');
    });
    await vi.advanceTimersByTimeAsync(CLUSTER_JOB_DELAY_MS - 1);
    expect(messagesOf(jobId)).toEqual([]);
    expect(resultStored(jobId)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    // The clustering itself takes real time (in place here: jsdom and Node have no Worker).
    await vi.waitFor(() => expect(messagesOf(jobId)).toHaveLength(1), { timeout: 20_000, interval: 50 });
    unsubscribe();
    expect(early).toEqual([]);
    expect(messagesOf(jobId)[0]?.queue).toBe(context.config.uploadQueueUrl);

    const message = await awaitIn(services, {
      queueUrl: context.config.uploadQueueUrl,
      firstDelayMs: 3_000,
      retryIntervalMs: 1_000,
      attempts: 3,
      receive: { maxMessages: 10, waitSeconds: 0, attributeNames: ['JobId'] },
      match: withAttribute('JobId', jobId),
    });
    const { resultLink } = JSON.parse(message?.body ?? '{}') as ClusterJobMessage;
    const result = JSON.parse(await services.storage.readResult(resultLink)) as ClusterJobResult;

    expect(result).toMatchObject({ code: 200, chatbot: DEMO_SKILL.ID, count: untrained.length });
    const clusters = Object.entries(result.data);
    expect(clusters).toHaveLength(K);
    expect(clusters.every(([name, entries]) => name.trim() !== '' && entries.length > 0)).toBe(true);
    // Every record counted once, each text in one cluster with its number of records.
    const said = Map.groupBy(untrained, (row) => row.UserInput);
    const entries = clusters.flatMap(([, list]) => list);
    expect(entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(untrained.length);
    expect(new Set(entries.map((entry) => entry.user_input)).size).toBe(said.size);
    for (const entry of entries) expect(entry.count).toBe(said.get(entry.user_input)?.length);
  }, 60_000);

  it('writes a result another organisation may not read', async () => {
    const services = await portalServices();
    await signInAs(OTHER_ORGANISATION.administrator);
    const jobId = 'job-of-the-demo';
    await runClusterJob(context, {
      jobId,
      tenant: DEMO_TENANT,
      chatbot: DEMO_SKILL.ID,
      k: 2,
      texts: ['a b', 'b c'],
    });
    const { resultLink } = JSON.parse(messagesOf(jobId)[0]?.message.body ?? '{}') as ClusterJobMessage;
    expect(resultLink).toContain(`/${DEMO_TENANT}/results/`);
    await expect(services.storage.readResult(resultLink)).rejects.toMatchObject({ status: 403 });
  });
});

describe('the clustering of a range', () => {
  const texts = [
    'wake me up at [7am]{"entity":"time"}',
    'wake me up at 7am',
    'set an alarm for six',
    'set an alarm for six',
    'what is the weather in paris',
    'weather forecast for tomorrow',
    'is it going to rain',
  ];

  it('counts repeats, keeps every text, caps k at the distinct texts, and is deterministic', () => {
    const data = clusterData({ texts, k: 3 });
    expect(Object.keys(data)).toHaveLength(3);
    const entries = Object.values(data).flat();
    expect(entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(texts.length);
    expect(entries.find((entry) => entry.user_input === 'set an alarm for six')?.count).toBe(2);
    expect(clusterData({ texts: texts.toReversed(), k: 3 })).toEqual(data);
    expect(Object.keys(clusterData({ texts, k: 2000 }))).toHaveLength(new Set(texts.map(plainTextOf)).size);
    expect(clusterData({ texts: [], k: 5 })).toEqual({});
  });

  it('clusters the plain text: a tagged text sits with its untagged twin', () => {
    const data = clusterData({ texts, k: 3 });
    const clusterOf = (text: string) =>
      Object.entries(data).find(([, entries]) => entries.some((entry) => entry.user_input === text))?.[0];
    expect(clusterOf(texts[0] ?? '')).toBe(clusterOf(plainTextOf(texts[0] ?? '')));
  });
});
