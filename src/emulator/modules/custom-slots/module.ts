import { defineModule } from '../../core/module';

import { customSlotsOperations, GENERATE_JOB, generateModel } from './operations';
import { seedCustomSlots } from './seed';

/**
 * The skills' custom slot types (spec 3 §3, §7): the gateway operations of the Custom Slot Types page, and the
 * model builds from which the emulated assistant resolves slot values and synonyms (src/emulator/modules/lex).
 */
export const customSlotsModule = defineModule({
  name: 'customSlots',
  // Bump when CustomSlotsModuleState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 1,
  seed: seedCustomSlots,
  operations: customSlotsOperations,
  jobs: { [GENERATE_JOB]: generateModel },
});
