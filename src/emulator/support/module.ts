import { defineModule } from '../module';
import type { SupportState } from '../types';

import { supportOperations } from './operations';

declare module '../types' {
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
