import type { QueueMessage, ReceiveSettings } from '@/services/queue';

import { call } from './effects';
import type { Saga } from './saga';
import { services, wait } from './services';

/**
 * How a saga waits for its asynchronous job's completion message on a shared queue: the FAQ import's (spec 2 §7:
 * at once, then every 20 s, 10 attempts, 10 messages, 20 s long poll, matched on the body's `msgId`) and the
 * clustering run's (spec 3 §6: first after 3 s, then every 1 s, 10 messages, 20 s long poll, matched on the
 * `JobId` message attribute).
 */
export interface QueueWait<T> {
  queueUrl: string;
  /** Before the first receive. */
  firstDelayMs: number;
  /** Between the end of one receive and the next. */
  retryIntervalMs: number;
  /** Receives in all before giving up. */
  attempts: number;
  receive: ReceiveSettings;
  /** The job's own message, read; null for another job's (it stays on the queue for its owner). */
  match(message: QueueMessage): T | null;
}

/**
 * Polls until the job's message arrives, removes it from the queue and returns what `match` read from it; null
 * when every attempt came back without it. A receive that fails throws (the caller decides what an unreadable
 * queue means: for an import, an unknown result, not a failure).
 */
export function* awaitQueueMessage<T>(options: QueueWait<T>): Saga<T | null> {
  const queue = (yield* services()).queue(options.queueUrl);
  if (options.firstDelayMs > 0) yield* wait(options.firstDelayMs);
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    const messages = yield* call(queue.receive, options.receive);
    for (const message of messages) {
      const matched = options.match(message);
      if (matched === null) continue;
      yield* call(queue.remove, message.receiptHandle);
      return matched;
    }
    if (attempt < options.attempts) yield* wait(options.retryIntervalMs);
  }
  return null;
}

/** `match` for a message whose attribute `name` is `value` (e.g. `JobId`): the message itself. */
export const withAttribute =
  (name: string, value: string) =>
  (message: QueueMessage): QueueMessage | null =>
    message.attributes[name] === value ? message : null;

/**
 * `match` for a JSON body whose `field` is `value` (e.g. an import's `msgId`): the body. Another producer's
 * message, JSON or not, is null.
 */
export const withBodyField =
  <T extends object>(field: keyof T & string, value: string) =>
  (message: QueueMessage): T | null => {
    try {
      const body: unknown = JSON.parse(message.body);
      return typeof body === 'object' && body !== null && (body as Record<string, unknown>)[field] === value
        ? (body as T)
        : null;
    } catch {
      return null;
    }
  };
