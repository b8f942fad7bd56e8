import { defineModule } from '../../core/module';

import { bucketsOf } from './buckets';
import { s3Handlers } from './handlers';
import type { S3State } from './state';

/** S3: the tenant config's named buckets (profile pictures, uploads) and their objects. */
export const s3Module = defineModule({
  name: 's3',
  version: 2,
  seed: ({ config }): S3State => ({
    buckets: Object.fromEntries(bucketsOf(config).map((bucket) => [bucket.name, {}])),
  }),
  handlers: s3Handlers,
  demoTab: {
    label: 'Storage & queues',
    loadPanel: () => import('./BucketsPanel').then((panel) => panel.BucketsPanel),
    order: 60,
  },
});
