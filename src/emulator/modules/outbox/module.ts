import { defineModule } from '../../core/module';

import { OutboxTab } from './OutboxTab';
import { seedOutbox } from './seed';
import type { OutboxState } from './state';

/** The demo outbox: what the cloud would e-mail or text. */
export const outboxModule = defineModule({
  name: 'outbox',
  version: 1,
  seed: (input): OutboxState => seedOutbox(input),
  demoTab: { label: 'Outbox', Panel: OutboxTab, order: 10 },
});
