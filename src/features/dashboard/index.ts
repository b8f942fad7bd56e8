// The dashboard feature's public surface: its declaration, registered by the dashboard route.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { dashboardSaga } from './sagas';
import { dashboardReducer, type DashboardState } from './slice';

export type { DashboardState };
export { DEFAULT_RANGE_DAYS } from './widgets';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    dashboard: DashboardState;
  }
}

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  slice: sliceOf('dashboard', dashboardReducer),
  saga: dashboardSaga,
});
