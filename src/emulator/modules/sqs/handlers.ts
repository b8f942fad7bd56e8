/**
 * The emulated Amazon SQS, as `@aws-sdk/client-sqs` speaks it: the AWS JSON 1.0 protocol (`X-Amz-Target:
 * AmazonSQS.<Operation>`, `application/x-amz-json-1.0`) on any host. Operations: CreateQueue, GetQueueUrl,
 * SendMessage, ReceiveMessage, DeleteMessage, ChangeMessageVisibility, PurgeQueue.
 *
 * - Each tenant config has one queue, `uploadQueueUrl`: FAQ and survey imports post their completion message
 *   there (with the upload's `msgId`) and the portal polls it (spec 2 §7 "Upload").
 * - ReceiveMessage long-polls: with `WaitTimeSeconds` (0–20, or the queue's default) it waits on the emulator
 *   clock and answers as soon as a message arrives or becomes visible, else `{}` when the wait is over.
 *   `MaxNumberOfMessages` 1–10; `MessageAttributeNames` (`All`, names, `prefix.*`) picks the attributes, and
 *   `MD5OfMessageAttributes` is computed over the ones returned; a received message is hidden for the queue's
 *   (or the call's) visibility timeout, then comes back with a higher receive count unless it was deleted.
 * - The caller must sign with identity-pool credentials of a signed-in user (403 otherwise), like the other
 *   emulated AWS services; signatures are not recomputed. Queues are not partitioned by organisation: SQS has no
 *   such notion; consumers filter by their own `msgId`.
 *
 * Emulator code (an upload's completion job) posts with `enqueueMessage`.
 * Faults: the operation names above.
 */
import type { RequestHandler } from 'msw';

import { newId } from '../../core/db';
import {
  type AwsJsonOperation,
  awsJsonService,
  AwsServiceError,
  type JsonObject,
  requireString,
} from '../../core/protocol/aws-json';
import { signingCaller } from '../../core/protocol/sigv4';
import type { EmulatorContext } from '../../core/types';

import {
  md5OfBody,
  md5OfMessageAttributes,
  type MessageAttributeValue,
  selectAttributes,
  validateMessageAttributes,
} from './messages';
import type { SqsMessage, SqsQueue } from './state';

/** SQS's limits. */
export const MAX_WAIT_SECONDS = 20;
export const MAX_MESSAGES_PER_RECEIVE = 10;
export const MAX_MESSAGE_BYTES = 256 * 1024;
const MAX_VISIBILITY_SECONDS = 12 * 60 * 60;
const DEFAULT_RETENTION_SECONDS = 4 * 24 * 60 * 60;

/** The error SQS answers over JSON: `__type` and its Query-era code in `x-amzn-query-error`. */
function sqsError(code: string, message: string, status = 400, queryCode = code, fault = 'Sender') {
  return new AwsServiceError(code, message, status, { 'x-amzn-query-error': `${queryCode};${fault}` });
}

const invalidParameter = (message: string) => sqsError('InvalidParameterValue', message);

const queueDoesNotExist = () =>
  sqsError(
    'QueueDoesNotExist',
    'The specified queue does not exist.',
    400,
    'AWS.SimpleQueueService.NonExistentQueue',
  );

/** The account id of queue URLs the emulator makes (CreateQueue). */
const ACCOUNT_ID = '000000000000';

/** A queue's name from its URL (`https://sqs.<region>.amazonaws.com/<account>/<name>`). */
export function queueNameOf(url: string): string | undefined {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    return segments.length === 2 ? segments[1] : undefined;
  } catch {
    return undefined;
  }
}

export function newQueue(name: string, url: string, createdAt: number): SqsQueue {
  return {
    name,
    url,
    visibilityTimeout: 30,
    delaySeconds: 0,
    receiveWaitTimeSeconds: 0,
    retentionSeconds: DEFAULT_RETENTION_SECONDS,
    createdAt,
    messages: [],
  };
}

/** Wakes the long polls waiting on a queue when a message arrives (per emulator, by queue name). */
const arrivals = new WeakMap<object, Map<string, Set<() => void>>>();

function waitersOf(context: EmulatorContext, queue: string): Set<() => void> {
  let byQueue = arrivals.get(context.db);
  if (!byQueue) {
    byQueue = new Map();
    arrivals.set(context.db, byQueue);
  }
  let waiters = byQueue.get(queue);
  if (!waiters) {
    waiters = new Set();
    byQueue.set(queue, waiters);
  }
  return waiters;
}

function notifyArrival(context: EmulatorContext, queue: string) {
  for (const wake of [...waitersOf(context, queue)]) wake();
}

function findQueue(context: EmulatorContext, queueUrl: string): SqsQueue {
  const name = queueNameOf(queueUrl);
  const queue = context.db.state.sqs.queues.find((candidate) => candidate.name === name);
  if (!queue) throw queueDoesNotExist();
  return queue;
}

function integerParameter(input: JsonObject, name: string, min: number, max: number): number | undefined {
  const value = input[name];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw invalidParameter(
      `Value ${JSON.stringify(value)} for parameter ${name} is invalid. Reason: Must be between ${min} and ${max}, if provided.`,
    );
  }
  return number;
}

interface Posted {
  body: string;
  attributes?: Record<string, MessageAttributeValue>;
  delaySeconds?: number;
  senderId?: string;
}

function postMessage(context: EmulatorContext, queue: SqsQueue, posted: Posted): SqsMessage {
  const attributes = posted.attributes ?? {};
  const now = context.clock.now();
  const message: SqsMessage = {
    messageId: newId(),
    body: posted.body,
    md5OfBody: md5OfBody(posted.body),
    messageAttributes: attributes,
    sentAt: now,
    visibleAt: now + (posted.delaySeconds ?? queue.delaySeconds) * 1000,
    receiveCount: 0,
    senderId: posted.senderId ?? 'emulator',
  };
  context.db.update('sqs', (state) => {
    state.queues.find((candidate) => candidate.name === queue.name)?.messages.push(message);
  });
  notifyArrival(context, queue.name);
  return message;
}

/**
 * Posts a message to a queue (by URL or name) as a producer inside the emulated cloud would, e.g. an upload's
 * completion: `{ msgId, status, msg }`. Long polls on that queue answer at once.
 */
export function enqueueMessage(
  context: EmulatorContext,
  queue: string,
  message: { body: string; attributes?: Record<string, MessageAttributeValue>; delaySeconds?: number },
): SqsMessage {
  const name = queue.includes('/') ? queueNameOf(queue) : queue;
  const found = context.db.state.sqs.queues.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No emulated queue ${queue}`);
  return postMessage(context, found, {
    ...message,
    attributes: validateMessageAttributes(message.attributes),
  });
}

/** The job kind that posts a message later on the emulator clock (e.g. an upload's completion). */
export const DELIVER_JOB = 'sqs.deliver';

export interface DeliverPayload {
  /** The queue's URL or name. */
  queue: string;
  body: string;
  attributes?: Record<string, MessageAttributeValue>;
}

/**
 * Posts a message after `delayMs` on the emulator clock, as a job (kept in the state, so a reload still
 * delivers it): `scheduleMessage(context, config.uploadQueueUrl, { body: JSON.stringify({ msgId, status, msg }) },
 * 5_000)`.
 */
export function scheduleMessage(
  context: EmulatorContext,
  queue: string,
  message: Omit<DeliverPayload, 'queue'>,
  delayMs: number,
): string {
  const payload: DeliverPayload = { queue, ...message };
  return context.jobs.schedule(DELIVER_JOB, payload, delayMs);
}

/** The caller: identity-pool credentials of a signed-in user. */
function authorize(context: EmulatorContext, request: Request): string {
  const caller = signingCaller(context, request);
  if (!caller.ok) {
    if (caller.reason === 'expired') {
      throw sqsError('ExpiredToken', 'The security token included in the request is expired', 403);
    }
    if (caller.reason === 'unknown-key') {
      throw sqsError('InvalidClientTokenId', 'The security token included in the request is invalid.', 403);
    }
    throw sqsError('MissingAuthenticationToken', 'Request is missing Authentication Token', 403);
  }
  if (!caller.user) throw sqsError('AccessDenied', 'Access to the resource is denied.', 403);
  return caller.credentials.accessKeyId;
}

/** Drops messages older than their queue's retention. */
function expire(context: EmulatorContext, queue: SqsQueue) {
  const oldest = context.clock.now() - queue.retentionSeconds * 1000;
  if (!queue.messages.some((message) => message.sentAt < oldest)) return;
  context.db.update('sqs', (state) => {
    const stored = state.queues.find((candidate) => candidate.name === queue.name);
    if (stored) stored.messages = stored.messages.filter((message) => message.sentAt >= oldest);
  });
}

const receiptHandleOf = (message: SqsMessage) => btoa(`${message.messageId}#${newId()}`).replace(/=+$/, '');

function parseReceiptHandle(handle: string): string | undefined {
  try {
    const [messageId, nonce] = atob(handle).split('#');
    return messageId && nonce ? messageId : undefined;
  } catch {
    return undefined;
  }
}

interface ReceiveOptions {
  max: number;
  visibilityTimeout: number;
  attributeNames: string[];
  systemAttributeNames: string[];
}

/** Takes up to `max` visible messages, hiding them for the visibility timeout; the wire shape of each. */
function takeVisible(context: EmulatorContext, queue: SqsQueue, options: ReceiveOptions): JsonObject[] {
  const now = context.clock.now();
  return context.db.update('sqs', (state) => {
    const stored = state.queues.find((candidate) => candidate.name === queue.name);
    if (!stored) return [];
    const visible = stored.messages.filter((message) => message.visibleAt <= now).slice(0, options.max);
    return visible.map((message) => {
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + options.visibilityTimeout * 1000;
      message.receiptHandle = receiptHandleOf(message);
      const attributes = selectAttributes(message.messageAttributes, options.attributeNames);
      const digest = md5OfMessageAttributes(attributes);
      const system = systemAttributes(message, options.systemAttributeNames);
      return {
        MessageId: message.messageId,
        ReceiptHandle: message.receiptHandle,
        MD5OfBody: message.md5OfBody,
        Body: message.body,
        ...(Object.keys(system).length ? { Attributes: system } : {}),
        ...(digest ? { MD5OfMessageAttributes: digest, MessageAttributes: attributes } : {}),
      };
    });
  });
}

function systemAttributes(message: SqsMessage, names: readonly string[]): Record<string, string> {
  const all: Record<string, string> = {
    ApproximateReceiveCount: String(message.receiveCount),
    ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? ''),
    SentTimestamp: String(message.sentAt),
    SenderId: message.senderId,
  };
  if (names.includes('All')) return all;
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)));
}

function stringList(input: JsonObject, name: string): string[] {
  const value = input[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw invalidParameter(`${name} must be a list of strings.`);
  }
  return value as string[];
}

/** Waits until a message arrives on the queue or `until` (epoch ms on the emulator clock), whichever first. */
function waitForArrival(
  context: EmulatorContext,
  queue: string,
  until: number,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const waiters = waitersOf(context, queue);
    const done = () => {
      clearTimeout(timer);
      waiters.delete(done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(1, until - context.clock.now()));
    waiters.add(done);
    signal.addEventListener('abort', done);
  });
}

interface SqsEnv {
  context: EmulatorContext;
}

type SqsOperation = AwsJsonOperation<SqsEnv>;

const createQueue: SqsOperation = (input, { context }, request) => {
  authorize(context, request);
  const name = requireString(input, 'QueueName', 'InvalidParameterValue');
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) {
    throw invalidParameter(
      'Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length',
    );
  }
  const existing = context.db.state.sqs.queues.find((queue) => queue.name === name);
  if (existing) return { QueueUrl: existing.url };
  const url = `https://sqs.${context.config.region}.amazonaws.com/${ACCOUNT_ID}/${name}`;
  const queue = newQueue(name, url, context.clock.now());
  const attributes = input.Attributes as Record<string, unknown> | undefined;
  const visibility = attributes?.VisibilityTimeout;
  if (visibility !== undefined) {
    queue.visibilityTimeout =
      integerParameter({ VisibilityTimeout: visibility }, 'VisibilityTimeout', 0, MAX_VISIBILITY_SECONDS) ??
      30;
  }
  const wait = attributes?.ReceiveMessageWaitTimeSeconds;
  if (wait !== undefined) {
    queue.receiveWaitTimeSeconds =
      integerParameter(
        { ReceiveMessageWaitTimeSeconds: wait },
        'ReceiveMessageWaitTimeSeconds',
        0,
        MAX_WAIT_SECONDS,
      ) ?? 0;
  }
  const delay = attributes?.DelaySeconds;
  if (delay !== undefined)
    queue.delaySeconds = integerParameter({ DelaySeconds: delay }, 'DelaySeconds', 0, 900) ?? 0;
  context.db.update('sqs', (state) => {
    state.queues.push(queue);
  });
  return { QueueUrl: url };
};

const getQueueUrl: SqsOperation = (input, { context }, request) => {
  authorize(context, request);
  const name = requireString(input, 'QueueName', 'InvalidParameterValue');
  const queue = context.db.state.sqs.queues.find((candidate) => candidate.name === name);
  if (!queue) throw queueDoesNotExist();
  return { QueueUrl: queue.url };
};

const sendMessage: SqsOperation = (input, { context }, request) => {
  const senderId = authorize(context, request);
  const queue = findQueue(context, requireString(input, 'QueueUrl', 'InvalidParameterValue'));
  const body = input.MessageBody;
  if (typeof body !== 'string' || body === '') {
    throw sqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
  }
  const attributes = validateMessageAttributes(input.MessageAttributes);
  const size =
    new TextEncoder().encode(body).length +
    Object.entries(attributes).reduce(
      (total, [name, value]) =>
        total + name.length + value.DataType.length + (value.StringValue ?? value.BinaryValue ?? '').length,
      0,
    );
  if (size > MAX_MESSAGE_BYTES) {
    throw invalidParameter(
      `One or more parameters are invalid. Reason: Message must be shorter than ${MAX_MESSAGE_BYTES} bytes.`,
    );
  }
  const delaySeconds = integerParameter(input, 'DelaySeconds', 0, 900);
  const message = postMessage(context, queue, { body, attributes, delaySeconds, senderId });
  const digest = md5OfMessageAttributes(attributes);
  return {
    MessageId: message.messageId,
    MD5OfMessageBody: message.md5OfBody,
    ...(digest ? { MD5OfMessageAttributes: digest } : {}),
  };
};

const receiveMessage: SqsOperation = async (input, { context }, request) => {
  authorize(context, request);
  const queue = findQueue(context, requireString(input, 'QueueUrl', 'InvalidParameterValue'));
  const options: ReceiveOptions = {
    max: integerParameter(input, 'MaxNumberOfMessages', 1, MAX_MESSAGES_PER_RECEIVE) ?? 1,
    visibilityTimeout:
      integerParameter(input, 'VisibilityTimeout', 0, MAX_VISIBILITY_SECONDS) ?? queue.visibilityTimeout,
    attributeNames: stringList(input, 'MessageAttributeNames'),
    systemAttributeNames: [
      ...stringList(input, 'AttributeNames'),
      ...stringList(input, 'MessageSystemAttributeNames'),
    ],
  };
  const waitSeconds =
    integerParameter(input, 'WaitTimeSeconds', 0, MAX_WAIT_SECONDS) ?? queue.receiveWaitTimeSeconds;
  const deadline = context.clock.now() + waitSeconds * 1000;
  for (;;) {
    // A client that gave up (a poll cancelled when its page closed) must not take messages nobody will read.
    if (request.signal.aborted) return {};
    expire(context, queue);
    const messages = takeVisible(context, queue, options);
    const now = context.clock.now();
    if (messages.length > 0 || now >= deadline) return messages.length > 0 ? { Messages: messages } : {};
    // Wake at the deadline, when a hidden message becomes visible again, or when one arrives.
    const stored = context.db.state.sqs.queues.find((candidate) => candidate.name === queue.name);
    const nextVisible = Math.min(
      ...(stored?.messages ?? []).map((message) => message.visibleAt).filter((at) => at > now),
    );
    await waitForArrival(context, queue.name, Math.min(deadline, nextVisible), request.signal);
  }
};

function withMessage(
  context: EmulatorContext,
  input: JsonObject,
  change: (message: SqsMessage, queue: SqsQueue) => void,
): void {
  const queue = findQueue(context, requireString(input, 'QueueUrl', 'InvalidParameterValue'));
  const handle = requireString(input, 'ReceiptHandle', 'InvalidParameterValue');
  const messageId = parseReceiptHandle(handle);
  if (!messageId) {
    throw sqsError(
      'ReceiptHandleIsInvalid',
      `The input receipt handle "${handle}" is not a valid receipt handle.`,
    );
  }
  context.db.update('sqs', (state) => {
    const stored = state.queues.find((candidate) => candidate.name === queue.name);
    const message = stored?.messages.find((candidate) => candidate.messageId === messageId);
    // A handle of a message already deleted, or of an older receipt, changes nothing (as SQS).
    if (stored && message && message.receiptHandle === handle) change(message, stored);
  });
}

const deleteMessage: SqsOperation = (input, { context }, request) => {
  authorize(context, request);
  withMessage(context, input, (message, queue) => {
    queue.messages = queue.messages.filter((candidate) => candidate !== message);
  });
  return {};
};

const changeMessageVisibility: SqsOperation = (input, { context }, request) => {
  authorize(context, request);
  const seconds = integerParameter(input, 'VisibilityTimeout', 0, MAX_VISIBILITY_SECONDS);
  if (seconds === undefined)
    throw sqsError('MissingParameter', 'The request must contain the parameter VisibilityTimeout.');
  withMessage(context, input, (message) => {
    message.visibleAt = context.clock.now() + seconds * 1000;
  });
  const queue = findQueue(context, requireString(input, 'QueueUrl', 'InvalidParameterValue'));
  if (seconds === 0) notifyArrival(context, queue.name);
  return {};
};

const purgeQueue: SqsOperation = (input, { context }, request) => {
  authorize(context, request);
  const queue = findQueue(context, requireString(input, 'QueueUrl', 'InvalidParameterValue'));
  context.db.update('sqs', (state) => {
    const stored = state.queues.find((candidate) => candidate.name === queue.name);
    if (stored) stored.messages = [];
  });
  return {};
};

export const sqsOperations: Readonly<Record<string, SqsOperation>> = {
  CreateQueue: createQueue,
  GetQueueUrl: getQueueUrl,
  SendMessage: sendMessage,
  ReceiveMessage: receiveMessage,
  DeleteMessage: deleteMessage,
  ChangeMessageVisibility: changeMessageVisibility,
  PurgeQueue: purgeQueue,
};

/** SQS's error code for an injected fault's status. */
function sqsFaultCode(status: number): string {
  return status === 403
    ? 'AccessDenied'
    : status === 429
      ? 'RequestThrottled'
      : status >= 500
        ? 'InternalError'
        : 'InvalidParameterValue';
}

export function sqsHandlers(context: EmulatorContext): RequestHandler[] {
  return [
    awsJsonService({
      targetPrefix: 'AmazonSQS',
      version: '1.0',
      operations: sqsOperations,
      faults: context.faults,
      faultCode: sqsFaultCode,
      internalErrorCode: 'InternalError',
      env: () => ({ context }),
    }),
  ];
}

export type { MessageAttributeValue } from './messages';
export type { SqsMessage, SqsQueue, SqsState } from './state';
