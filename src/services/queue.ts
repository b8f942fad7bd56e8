import { fetchAuthSession } from 'aws-amplify/auth';

import type { TenantConfig } from '@/config/tenant-schema';

import { ServiceFailure, toServiceError } from './errors';

/**
 * The upload queue (SQS) with the signed-in user's identity-pool credentials: where an import's completion
 * message arrives (spec 2 §7 "Upload"). Loaded with import() when an import starts.
 */
export interface QueueMessage {
  body: string;
  receiptHandle: string;
}

export interface UploadQueue {
  /** One long poll: at most 10 messages, waiting up to 20 s (spec 2 §7). */
  receive(): Promise<QueueMessage[]>;
  /** Removes a message this client has taken (its own upload's). */
  remove(receiptHandle: string): Promise<void>;
}

/** Spec 2 §7: receive up to 10 messages, wait 20 s. */
export const RECEIVE_SETTINGS = { MaxNumberOfMessages: 10, WaitTimeSeconds: 20 } as const;

export function createUploadQueue(config: TenantConfig): UploadQueue {
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
    async receive() {
      try {
        const { sqs, client: queue } = await client();
        const reply = await queue.send(
          new sqs.ReceiveMessageCommand({
            QueueUrl: config.uploadQueueUrl,
            ...RECEIVE_SETTINGS,
            // The queue is shared by every upload: a message that is not ours goes back at once for its owner.
            VisibilityTimeout: 0,
          }),
        );
        return (reply.Messages ?? []).flatMap((message) =>
          message.Body !== undefined && message.ReceiptHandle
            ? [{ body: message.Body, receiptHandle: message.ReceiptHandle }]
            : [],
        );
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
    async remove(receiptHandle) {
      try {
        const { sqs, client: queue } = await client();
        await queue.send(new sqs.DeleteMessageCommand({ QueueUrl: config.uploadQueueUrl, ReceiptHandle: receiptHandle }));
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
  };
}
