/** The emulated SQS against the real `@aws-sdk/client-sqs` (which checks every MD5OfBody it is given). */
import { createHash } from 'node:crypto';
import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { emulator } from '@tests/emulator';

import { md5Hex } from '../../core/protocol/md5';
import { issueTestCredentials, seededUser, type TestCredentials } from '../../core/protocol/test-support';
import type { EmulatorContext } from '../../core/types';

import { enqueueMessage, scheduleMessage } from './handlers';
import { md5OfMessageAttributes } from './messages';

let context: EmulatorContext;
let credentials: TestCredentials;
let queueUrl = '';

beforeEach(() => {
  context = emulator();
  credentials = issueTestCredentials(context, seededUser(context).sub);
  queueUrl = context.config.uploadQueueUrl;
});

afterEach(() => {
  vi.useRealTimers();
});

const sqs = (options: { credentials?: TestCredentials } = {}) =>
  new SQSClient({
    region: context.config.region,
    credentials: options.credentials ?? credentials,
    maxAttempts: 1,
  });

const messages = () => context.db.state.sqs.queues.find((queue) => queue.url === queueUrl)?.messages ?? [];

/** SQS's attribute digest, written out here independently of the emulator's code, with Node's own MD5. */
function expectedAttributesDigest(attributes: Record<string, { DataType: string; StringValue: string }>) {
  const chunks: Buffer[] = [];
  const prefixed = (bytes: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    chunks.push(length, bytes);
  };
  for (const name of Object.keys(attributes).sort()) {
    const value = attributes[name]!;
    prefixed(Buffer.from(name, 'utf8'));
    prefixed(Buffer.from(value.DataType, 'utf8'));
    chunks.push(Buffer.from([1]));
    prefixed(Buffer.from(value.StringValue, 'utf8'));
  }
  return createHash('md5').update(Buffer.concat(chunks)).digest('hex');
}

describe('the emulated SQS', () => {
  it('has the tenant config’s upload queue', async () => {
    const { QueueUrl } = await sqs().send(
      new GetQueueUrlCommand({ QueueName: queueUrl.split('/').pop() ?? '' }),
    );
    expect(QueueUrl).toBe(queueUrl);
    expect(queueUrl).toBe('https://sqs.us-east-1.amazonaws.com/000000000000/demo-assistant-portal-uploads');
  });

  it('sends and receives a message with attributes and correct digests', async () => {
    const body = JSON.stringify({ msgId: 'upload-1', status: 'success', msg: 'Ünïcödé ok' });
    const attributes = {
      msgId: { DataType: 'String', StringValue: 'upload-1' },
      attempt: { DataType: 'Number', StringValue: '1' },
      tenant: { DataType: 'String.tenant', StringValue: 'demo' },
    };
    const sent = await sqs().send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, MessageAttributes: attributes }),
    );
    // The SDK already checked MD5OfMessageBody; check both digests against Node's MD5 too.
    expect(sent.MD5OfMessageBody).toBe(createHash('md5').update(body, 'utf8').digest('hex'));
    expect(sent.MD5OfMessageAttributes).toBe(expectedAttributesDigest(attributes));

    const received = await sqs().send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        MessageAttributeNames: ['msgId', 'tenant'],
        MessageSystemAttributeNames: ['ApproximateReceiveCount'],
      }),
    );
    expect(received.Messages).toHaveLength(1);
    const [message] = received.Messages ?? [];
    expect(message).toMatchObject({
      MessageId: sent.MessageId,
      Body: body,
      MD5OfBody: sent.MD5OfMessageBody,
      Attributes: { ApproximateReceiveCount: '1' },
      MessageAttributes: { msgId: attributes.msgId, tenant: attributes.tenant },
    });
    // The digest covers the attributes returned, not the ones left out.
    expect(message?.MD5OfMessageAttributes).toBe(
      expectedAttributesDigest({ msgId: attributes.msgId, tenant: attributes.tenant }),
    );

    await sqs().send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message?.ReceiptHandle }));
    expect(messages()).toEqual([]);
  });

  it('hands out at most MaxNumberOfMessages (up to 10) and refuses more than 10', async () => {
    for (let index = 0; index < 12; index += 1)
      enqueueMessage(context, queueUrl, { body: `message ${index}` });
    const first = await sqs().send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }),
    );
    expect(first.Messages).toHaveLength(10);
    const rest = await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }));
    expect(rest.Messages?.map((message) => message.Body)).toEqual(['message 10', 'message 11']);
    await expect(
      sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 11 })),
    ).rejects.toMatchObject({ name: 'InvalidParameterValue', $metadata: { httpStatusCode: 400 } });
  });

  it('hides a received message for the visibility timeout, then hands it out again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: context.clock.now() });
    enqueueMessage(context, queueUrl, { body: 'once' });
    const first = await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl, VisibilityTimeout: 30 }));
    expect(first.Messages?.[0]?.Body).toBe('once');
    expect((await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl }))).Messages).toBeUndefined();

    await vi.advanceTimersByTimeAsync(30_000);
    const again = await sqs().send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MessageSystemAttributeNames: ['All'] }),
    );
    expect(again.Messages?.[0]).toMatchObject({ Body: 'once', Attributes: { ApproximateReceiveCount: '2' } });
    // The first receipt's handle no longer deletes it; the latest does.
    await sqs().send(
      new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: first.Messages?.[0]?.ReceiptHandle }),
    );
    expect(messages()).toHaveLength(1);
    await sqs().send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: again.Messages?.[0]?.ReceiptHandle,
        VisibilityTimeout: 0,
      }),
    );
    const third = await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl }));
    await sqs().send(
      new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: third.Messages?.[0]?.ReceiptHandle }),
    );
    expect(messages()).toEqual([]);
  });

  it('long-polls on the emulator clock: answers as soon as a message arrives, or empty when the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: context.clock.now() });
    const started = context.clock.now();
    let answered: { Messages?: { Body?: string }[] } | undefined;
    const poll = sqs()
      .send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 20, MaxNumberOfMessages: 10 }))
      .then((result) => {
        answered = result;
        return result;
      });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(answered).toBeUndefined();
    enqueueMessage(context, queueUrl, { body: JSON.stringify({ msgId: 'm-1', status: 'success', msg: '' }) });
    await vi.advanceTimersByTimeAsync(0);
    const result = await poll;
    expect(result.Messages?.map((message) => message.Body)).toEqual([
      '{"msgId":"m-1","status":"success","msg":""}',
    ]);
    expect(context.clock.now() - started).toBe(5_000);

    // Nothing arrives: the answer is empty after exactly the wait.
    answered = undefined;
    const empty = sqs()
      .send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 20 }))
      .then((value) => {
        answered = value;
        return value;
      });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect((await empty).Messages).toBeUndefined();
  });

  it('takes no message for a long poll its client abandoned', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: context.clock.now() });
    const abandon = new AbortController();
    const poll = fetch(`https://sqs.${context.config.region}.amazonaws.com/`, {
      method: 'POST',
      signal: abandon.signal,
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'AmazonSQS.ReceiveMessage',
        authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/20260318/us-east-1/sqs/aws4_request`,
      },
      body: JSON.stringify({ QueueUrl: queueUrl, WaitTimeSeconds: 20 }),
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    abandon.abort();
    expect(await poll).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(0);
    enqueueMessage(context, queueUrl, { body: 'for the next poll' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(messages()[0]?.receiveCount).toBe(0);
    const next = await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl }));
    expect(next.Messages?.[0]?.Body).toBe('for the next poll');
  });

  it('delivers a scheduled message later on the clock, waking a long poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: context.clock.now() });
    scheduleMessage(context, queueUrl, { body: '{"msgId":"later"}' }, 8_000);
    const poll = sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 20 }));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(messages()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await poll).Messages?.map((message) => message.Body)).toEqual(['{"msgId":"later"}']);
  });

  it('refuses a WaitTimeSeconds above 20 and an unknown queue', async () => {
    await expect(
      sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 21 })),
    ).rejects.toMatchObject({ name: 'InvalidParameterValue' });
    await expect(
      sqs().send(
        new SendMessageCommand({
          QueueUrl: 'https://sqs.us-east-1.amazonaws.com/000000000000/nothing-here',
          MessageBody: 'x',
        }),
      ),
    ).rejects.toMatchObject({ name: 'QueueDoesNotExist', $metadata: { httpStatusCode: 400 } });
  });

  it('creates queues, and answers only signed-in identity-pool credentials', async () => {
    const { QueueUrl } = await sqs().send(new CreateQueueCommand({ QueueName: 'clustering-results' }));
    expect(QueueUrl).toBe('https://sqs.us-east-1.amazonaws.com/000000000000/clustering-results');

    const forged = { accessKeyId: 'ASIAFORGED0000000000', secretAccessKey: 'x', sessionToken: 'y' };
    await expect(
      sqs({ credentials: forged }).send(new ReceiveMessageCommand({ QueueUrl: queueUrl })),
    ).rejects.toMatchObject({ name: 'InvalidClientTokenId', $metadata: { httpStatusCode: 403 } });
    const expired = issueTestCredentials(context, seededUser(context).sub, { expired: true });
    await expect(
      sqs({ credentials: expired }).send(new ReceiveMessageCommand({ QueueUrl: queueUrl })),
    ).rejects.toMatchObject({ name: 'ExpiredToken', $metadata: { httpStatusCode: 403 } });
    const guest = issueTestCredentials(context, null);
    await expect(
      sqs({ credentials: guest }).send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'x' })),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(messages()).toEqual([]);
  });

  it('fails on purpose when a fault is injected', async () => {
    context.faults.add({ operation: 'ReceiveMessage', status: 403, times: 1 });
    await expect(sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl }))).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    expect((await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl }))).Messages).toBeUndefined();
  });
});

describe('MD5', () => {
  it('matches Node’s MD5 for the RFC 1321 vectors and for longer inputs', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    for (const length of [55, 56, 63, 64, 65, 1000, 100_000]) {
      const text = 'x€'.repeat(length);
      expect(md5Hex(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }
  });

  it('digests no attributes as nothing', () => {
    expect(md5OfMessageAttributes({})).toBeUndefined();
  });
});
