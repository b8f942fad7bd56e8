import { defineModule } from '../../core/module';

import { seedOutbox } from './seed';
import type { OutboxState } from './state';

/** The demo outbox: what the cloud would e-mail or text. */
export const outboxModule = defineModule({
  name: 'outbox',
  version: 1,
  seed: (input): OutboxState => seedOutbox(input),
  demoTab: {
    label: 'Outbox',
    loadPanel: () => import('./OutboxTab').then((panel) => panel.OutboxTab),
    order: 10,
  },
});
