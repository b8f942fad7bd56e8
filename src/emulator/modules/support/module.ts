import { defineModule } from '../../core/module';

import { supportOperations } from './operations';
import type { SupportState } from './state';

/** Bug reports (ReportBug). */
export const supportModule = defineModule({
  name: 'support',
  version: 1,
  seed: (): SupportState => ({ bugReports: [] }),
  operations: supportOperations,
});
