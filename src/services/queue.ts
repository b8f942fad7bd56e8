import { fetchAuthSession } from 'aws-amplify/auth';

import type { TenantConfig } from '@/config/tenant-schema';

import { ServiceFailure, toServiceError } from './errors';

/**
 * A job queue (SQS) read with the signed-in user's identity-pool credentials: where an asynchronous job's
 * completion message arrives (an FAQ import, spec 2 §7 "Upload"; a clustering run, spec 3 §6). One is made per
 * queue URL (`services.queue(url)`); the AWS SDK loads with import() on first use.
 */
export interface QueueMessage {
  body: string;
  receiptHandle: string;
  /** The message attributes asked for (`attributeNames`) that have a string or number value. */
  attributes: Readonly<Record<string, string>>;
}

export interface ReceiveSettings {
  /** At most this many messages per call (SQS allows 1 to 10). */
  maxMessages: number;
  /** Long poll: the call waits up to this long for a message (SQS allows 0 to 20 s). */
  waitSeconds: number;
  /** The message attributes to read (e.g. `JobId`); none when left out. */
  attributeNames?: readonly string[];
}

export interface JobQueue {
  /** One long poll. */
  receive(settings: ReceiveSettings): Promise<QueueMessage[]>;
  /** Removes a message this client has taken (its own job's). */
  remove(receiptHandle: string): Promise<void>;
}

export function createQueue(config: TenantConfig, queueUrl: string): JobQueue {
  async function client() {
    const [sqs, { FetchHttpHandler }, session] = await Promise.all([
      import('@aws-sdk/client-sqs'),
      import('@smithy/fetch-http-handler'),
      fetchAuthSession(),
    ]);
    if (!session.credentials) {
      throw new ServiceFailure({ code: 'NoCredentials', status: 0, message: 'No credentials' });
    }
    return {
      sqs,
      client: new sqs.SQSClient({
        region: config.region,
        credentials: session.credentials,
        requestHandler: new FetchHttpHandler(),
      }),
    };
  }
  return {
    async receive({ maxMessages, waitSeconds, attributeNames = [] }) {
      try {
        const { sqs, client: queue } = await client();
        const reply = await queue.send(
          new sqs.ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: maxMessages,
            WaitTimeSeconds: waitSeconds,
            ...(attributeNames.length > 0 ? { MessageAttributeNames: [...attributeNames] } : {}),
            // A queue is shared by every job of its kind: a message that is not ours goes back at once for its
            // owner.
            VisibilityTimeout: 0,
          }),
        );
        return (reply.Messages ?? []).flatMap((message) =>
          message.Body !== undefined && message.ReceiptHandle
            ? [
                {
                  body: message.Body,
                  receiptHandle: message.ReceiptHandle,
                  attributes: Object.fromEntries(
                    Object.entries(message.MessageAttributes ?? {}).flatMap(([name, value]) =>
                      value.StringValue === undefined ? [] : [[name, value.StringValue]],
                    ),
                  ),
                },
              ]
            : [],
        );
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
    async remove(receiptHandle) {
      try {
        const { sqs, client: queue } = await client();
        await queue.send(new sqs.DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: receiptHandle }));
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
  };
}
