import { newQueue, queueNameOf } from './handlers';
import type { SqsState } from './state';

/** The seeded queues: the tenant config's upload queue. */
export function seedQueues(config: { uploadQueueUrl: string }, now: number): SqsState {
  const name = queueNameOf(config.uploadQueueUrl) ?? 'uploads';
  return { queues: [newQueue(name, config.uploadQueueUrl, now)] };
}
