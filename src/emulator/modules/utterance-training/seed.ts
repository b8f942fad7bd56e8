import type { SeedInput } from '../../core/types';
import { DEMO_TENANT } from '../../seed';

import type { UtteranceTrainingModuleState } from './state';

/** The Utterance Training module's seed: the demo organisation's data, for the address /utterance-training. */
export function seedUtteranceTraining({ clock }: SeedInput): UtteranceTrainingModuleState {
  const createdAt = new Date(clock.now()).toISOString();
  return {
    items: [
      { id: 'utterance-training-seed-1', tenant: DEMO_TENANT, name: 'First example', createdAt },
      { id: 'utterance-training-seed-2', tenant: DEMO_TENANT, name: 'Second example', createdAt },
    ],
  };
}
