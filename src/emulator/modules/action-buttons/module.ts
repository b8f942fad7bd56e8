import { defineModule } from '../../core/module';

import { actionButtonsOperations } from './operations';
import { seedActionButtons } from './seed';

/** The tenants' Action Buttons: their items and the gateway operations of the Action Buttons page. */
export const actionButtonsModule = defineModule({
  name: 'actionButtons',
  // Bump when ActionButtonsModuleState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 1,
  seed: seedActionButtons,
  operations: actionButtonsOperations,
});
