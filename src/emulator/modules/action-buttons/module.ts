import { defineModule } from '../../core/module';

import { actionButtonsOperations } from './operations';
import { seedActionButtons } from './seed';

/**
 * The tenants' action buttons (spec 3 §3, §7) and the emulated CRM they write to: its describe (crm-describe.ts,
 * the same for every organisation) and each organisation's records, which the demo panel's CRM tab shows.
 */
export const actionButtonsModule = defineModule({
  name: 'actionButtons',
  // Bump when ActionButtonsModuleState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 1,
  seed: seedActionButtons,
  operations: actionButtonsOperations,
  demoTab: {
    label: 'CRM',
    loadPanel: () => import('./CrmTab').then((panel) => panel.CrmTab),
    order: 45,
  },
});
