import { defineModule } from '../module';
import { seedOutbox } from '../seed';
import type { OutboxState } from '../types';

import { OutboxTab } from './OutboxTab';

declare module '../types' {
  interface EmulatorModuleStates {
    outbox: OutboxState;
  }
}

/** The demo outbox: what the cloud would e-mail or text. */
export const outboxModule = defineModule({
  name: 'outbox',
  version: 1,
  seed: (input): OutboxState => seedOutbox(input),
  demoTab: { label: 'Outbox', Panel: OutboxTab, order: 10 },
});
