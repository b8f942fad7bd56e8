import { defineModule } from '../../core/module';

import { DELIVER_JOB, type DeliverPayload, enqueueMessage, sqsHandlers } from './handlers';
import { seedQueues } from './seed';
import type { SqsState } from './state';

/** SQS: the tenant config's upload queue (and any queue CreateQueue makes), with their messages. */
export const sqsModule = defineModule({
  name: 'sqs',
  version: 1,
  seed: ({ config, clock }): SqsState => seedQueues(config, clock.now()),
  handlers: sqsHandlers,
  jobs: {
    [DELIVER_JOB]: (context, { queue, body, attributes }: DeliverPayload) => {
      enqueueMessage(context, queue, { body, attributes });
    },
  },
  demoTab: {
    label: 'Storage & queues',
    loadPanel: () => import('./QueuesPanel').then((panel) => panel.QueuesPanel),
    order: 60,
  },
});
