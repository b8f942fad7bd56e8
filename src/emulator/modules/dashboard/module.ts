import { defineModule } from '../../core/module';

import { dashboardOperations } from './operations';
import type { DashboardState } from './state';

/** The dashboard's charts and missed utterances: computed from the assistant's conversations; no state. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  version: 1,
  seed: (): DashboardState => ({}),
  operations: dashboardOperations,
});
