import { defineModule } from '../../core/module';

import { dashboardOperations } from './operations';

declare module '../../core/types' {
  interface EmulatorModuleStates {
    dashboard: Record<string, never>;
  }
}

/** The dashboard's charts and missed utterances: computed from the assistant's conversations; no state. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  version: 1,
  seed: (): Record<string, never> => ({}),
  operations: dashboardOperations,
});
