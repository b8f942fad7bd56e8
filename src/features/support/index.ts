// The support feature's public surface: the bug-report drawer the signed-in shell opens.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { supportSaga } from './sagas';
import { supportReducer, type SupportState } from './slice';

export { BugReportDrawer } from './components/BugReportDrawer';
export { bugReportFailed, bugReportSent, bugReportSubmitted, selectBugReportStatus } from './slice';
export type { SupportState };

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    support: SupportState;
  }
}

/** Bug reports, from any signed-in page: the signed-in shell registers it. */
export const supportFeature = defineFeature({
  name: 'support',
  slice: sliceOf('support', supportReducer),
  saga: supportSaga,
});
