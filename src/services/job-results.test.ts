import fc from 'fast-check';
import { runSaga } from 'redux-saga';
import { describe, expect, it } from 'vitest';

import { signInAs } from '@/emulator/core/gateway/test-support';
import type { EmulatorContext } from '@/emulator/core/types';
import { withEmulatedAmplify } from '@/emulator/modules/cognito/test-support';
import { storeObject } from '@/emulator/modules/s3/handlers';
import { enqueueMessage, newQueue } from '@/emulator/modules/sqs/handlers';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION } from '@/emulator/seed';
import { awaitQueueMessage, type QueueWait, withAttribute, withBodyField } from '@/lib/redux/queue-message';

import { createServices, type Services, SERVICES_CONTEXT } from '.';
import type { QueueMessage } from './queue';
import { objectUrl, parseObjectLink } from './storage';

/**
 * The plumbing of an asynchronous job as the portal sees it (issue 22 §4): a queue read per URL, the job's message
 * picked out of a shared queue by an attribute, and the result fetched from the link it carries: against the
 * emulated SQS and S3, with the real SDK clients and a real Amplify session.
 */
let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

/** A second queue beside the tenant's upload queue, in its region (the SDK sends to the queue URL's host). */
const RESULTS_QUEUE = 'https://sqs.us-east-1.amazonaws.com/000000000000/cluster-results';

/**
 * Services whose waits are recorded and not waited, and whose queue receives are counted. Loaded before signing
 * in: loading the identity configures Amplify's token store, as the portal does when it looks for a session.
 */
async function recordingServices() {
  const waits: number[] = [];
  const services = createServices(
    context.config,
    { onSessionExpired: () => undefined },
    {
      wait: (specMs) => {
        waits.push(specMs);
        return 0;
      },
    },
  );
  let receives = 0;
  const queue = services.queue;
  services.queue = (url) => {
    const bound = queue(url);
    return {
      ...bound,
      receive: (settings) => {
        receives += 1;
        return bound.receive(settings);
      },
    };
  };
  await services.identity.load();
  return { services, waits, receives: () => receives };
}

const awaitIn = <T>(services: Services, options: QueueWait<T>) =>
  runSaga(
    { context: { [SERVICES_CONTEXT]: services }, dispatch: () => undefined, getState: () => ({}) },
    awaitQueueMessage<T>,
    options,
  ).toPromise<T | null>();

/** Spec 3 §6's cluster poll, with no long wait (the emulated queue answers at once). */
const clusterPoll = (jobId: string): QueueWait<QueueMessage> => ({
  queueUrl: RESULTS_QUEUE,
  firstDelayMs: 3_000,
  retryIntervalMs: 1_000,
  attempts: 3,
  receive: { maxMessages: 10, waitSeconds: 0, attributeNames: ['JobId'] },
  match: withAttribute('JobId', jobId),
});

function addResultsQueue() {
  context.db.update('sqs', (state) => {
    state.queues.push(newQueue('cluster-results', RESULTS_QUEUE, context.clock.now()));
  });
}

/** What a finished job does in the emulator: its result file first, then the message that links to it. */
function finishJob(jobId: string, tenant: string, result: unknown) {
  const key = `${tenant}/results/${jobId}.json`;
  storeObject(context, context.config.uploadBucket, key, JSON.stringify(result), 'application/json');
  enqueueMessage(context, RESULTS_QUEUE, {
    body: JSON.stringify({ resultLink: objectUrl(context.config, context.config.uploadBucket, key) }),
    attributes: { JobId: { DataType: 'String', StringValue: jobId } },
  });
}

const queued = () => context.db.state.sqs.queues.find((queue) => queue.url === RESULTS_QUEUE)?.messages ?? [];

describe('waiting for a job’s message and reading its result', () => {
  it('waits the first delay, takes its own message by attribute, leaves another’s, and reads the result', async () => {
    addResultsQueue();
    const { services, waits } = await recordingServices();
    await signInAs(DEMO_ACCOUNTS.administrator);
    finishJob('job-other', DEMO_TENANT, { clusters: 1 });
    finishJob('job-ours', DEMO_TENANT, { clusters: { billing: ['my invoice'] } });

    const message = await awaitIn(services, clusterPoll('job-ours'));

    expect(message?.attributes).toEqual({ JobId: 'job-ours' });
    expect(waits).toEqual([3_000]);
    expect(queued().map((entry) => entry.messageAttributes.JobId?.StringValue)).toEqual(['job-other']);
    const { resultLink } = JSON.parse(message?.body ?? '{}') as { resultLink: string };
    expect(JSON.parse(await services.storage.readResult(resultLink))).toEqual({
      clusters: { billing: ['my invoice'] },
    });
  });

  it('gives up after its attempts, a retry interval apart, when its message never comes', async () => {
    addResultsQueue();
    const { services, waits, receives } = await recordingServices();
    await signInAs(DEMO_ACCOUNTS.administrator);
    finishJob('job-other', DEMO_TENANT, {});

    expect(await awaitIn(services, clusterPoll('job-lost'))).toBeNull();

    expect(receives()).toBe(3);
    expect(waits).toEqual([3_000, 1_000, 1_000]);
    expect(queued()).toHaveLength(1);
  });

  it('matches a JSON body field (the import’s msgId), and skips bodies that are not JSON', async () => {
    const { services, waits } = await recordingServices();
    await signInAs(DEMO_ACCOUNTS.administrator);
    const upload = context.config.uploadQueueUrl;
    enqueueMessage(context, upload, { body: 'not json' });
    enqueueMessage(context, upload, { body: JSON.stringify({ msgId: 'm-1', status: 'success' }) });

    const body = await awaitIn(services, {
      queueUrl: upload,
      firstDelayMs: 0,
      retryIntervalMs: 20_000,
      attempts: 10,
      receive: { maxMessages: 10, waitSeconds: 0 },
      match: withBodyField<{ msgId: string; status: string }>('msgId', 'm-1'),
    });

    expect(body).toEqual({ msgId: 'm-1', status: 'success' });
    expect(waits).toEqual([]);
  });

  it('reads no result of another organisation, and sends no credentials to a host that is not S3', async () => {
    const { services } = await recordingServices();
    await signInAs(DEMO_ACCOUNTS.administrator);
    const theirs = `${OTHER_ORGANISATION.tenant}/results/job.json`;
    storeObject(context, context.config.uploadBucket, theirs, '{"secret":true}', 'application/json');

    await expect(
      services.storage.readResult(objectUrl(context.config, context.config.uploadBucket, theirs)),
    ).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    await expect(
      services.storage.readResult('https://attacker.example/results/job.json'),
    ).rejects.toMatchObject({
      code: 'InvalidResultLink',
    });
  });
});

describe('result links', () => {
  const config = { region: 'eu-west-1' } as Parameters<typeof objectUrl>[0];

  it('reads back every key objectUrl writes, and the s3:// and virtual-hosted forms', () => {
    const bucket = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/);
    // "." and ".." segments are dot segments to every URL parser, the SDK's included: no job writes such keys.
    const segment = fc
      .string({ minLength: 1 })
      .filter((part) => !part.includes('/') && part !== '.' && part !== '..');
    const key = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(bucket, key, (name, path) => {
        expect(parseObjectLink(objectUrl(config, name, path))).toEqual({ bucket: name, key: path });
      }),
    );
    expect(parseObjectLink('s3://results/acme/job%201.json')).toEqual({
      bucket: 'results',
      key: 'acme/job 1.json',
    });
    expect(parseObjectLink('https://results.s3.eu-west-1.amazonaws.com/acme/job.json')).toEqual({
      bucket: 'results',
      key: 'acme/job.json',
    });
  });

  it('refuses links that name no object or another host', () => {
    for (const link of [
      'not a url',
      'http://s3.eu-west-1.amazonaws.com/results/job.json',
      'https://s3.eu-west-1.amazonaws.com/results/',
      'https://s3.eu-west-1.amazonaws.com.attacker.example/results/job.json',
      'javascript:alert(1)',
    ]) {
      expect(parseObjectLink(link), link).toBeNull();
    }
  });
});
