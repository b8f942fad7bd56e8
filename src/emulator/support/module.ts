import { supportOperations } from '../gateway/support';
import { defineModule } from '../module';
import type { SupportState } from '../types';

/** Bug reports (ReportBug). */
export const supportModule = defineModule({
  name: 'support',
  version: 1,
  seed: (): SupportState => ({ bugReports: [] }),
  operations: supportOperations,
});
