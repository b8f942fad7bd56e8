import { defineModule } from '../../core/module';
import type { SupportState } from '../../core/types';

import { supportOperations } from './operations';

declare module '../../core/types' {
  interface EmulatorModuleStates {
    support: SupportState;
  }
}

/** Bug reports (ReportBug). */
export const supportModule = defineModule({
  name: 'support',
  version: 1,
  seed: (): SupportState => ({ bugReports: [] }),
  operations: supportOperations,
});
