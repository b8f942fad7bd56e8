import type { MessageAttributeValue } from './messages';

/** A message in a queue. */
export interface SqsMessage {
  messageId: string;
  body: string;
  md5OfBody: string;
  messageAttributes: Record<string, MessageAttributeValue>;
  /** Epoch milliseconds on the emulator clock. */
  sentAt: number;
  /** Not handed out before this instant: its delay, or the visibility timeout of its last receipt. */
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  /** The handle of its latest receipt; DeleteMessage needs it. */
  receiptHandle?: string;
  /** The access key id that sent it, or 'emulator' for messages the emulated cloud posts itself. */
  senderId: string;
}

export interface SqsQueue {
  name: string;
  url: string;
  /** Seconds a received message stays hidden (SQS's default 30). */
  visibilityTimeout: number;
  /** Seconds a new message waits before it can be received (default 0). */
  delaySeconds: number;
  /** The wait of a ReceiveMessage that names none (default 0: short polling). */
  receiveWaitTimeSeconds: number;
  /** Seconds a message is kept (SQS's default, 4 days). */
  retentionSeconds: number;
  createdAt: number;
  messages: SqsMessage[];
}

export interface SqsState {
  queues: SqsQueue[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    sqs: SqsState;
  }
}
