import { defineModule } from '../../core/module';

import { utteranceTrainingOperations } from './operations';
import { seedUtteranceTraining } from './seed';

/** The tenants' Utterance Training: their items and the gateway operations of the Utterance Training page. */
export const utteranceTrainingModule = defineModule({
  name: 'utteranceTraining',
  // Bump when UtteranceTrainingModuleState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 1,
  seed: seedUtteranceTraining,
  operations: utteranceTrainingOperations,
});
