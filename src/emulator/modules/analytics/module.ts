import { defineModule } from '../../core/module';

import { analyticsOperations } from './operations';
import type { AnalyticsState } from './state';

/** The analytics events the portal records (RecordAnalyticsEvent). */
export const analyticsModule = defineModule({
  name: 'analytics',
  version: 1,
  seed: (): AnalyticsState => ({ events: [] }),
  operations: analyticsOperations,
});
