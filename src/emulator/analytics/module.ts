import { analyticsOperations } from '../gateway/analytics';
import { defineModule } from '../module';
import type { AnalyticsState } from '../types';

declare module '../types' {
  interface EmulatorModuleStates {
    analytics: AnalyticsState;
  }
}

/** The analytics events the portal records (RecordAnalyticsEvent). */
export const analyticsModule = defineModule({
  name: 'analytics',
  version: 1,
  seed: (): AnalyticsState => ({ events: [] }),
  operations: analyticsOperations,
});
