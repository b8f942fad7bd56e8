// The subscriptions feature (plans, licences, billing): licences are billing's; the users page shows them
// through this index (it registers this feature and dispatches `licencesPageOpened`/`licencesPageClosed`).
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { subscriptionsSaga } from './sagas';
import { subscriptionsReducer, type SubscriptionsState } from './slice';

export { LicencesPanel } from './components/LicencesPanel';
export {
  CHATBOT_LICENCE_STATES,
  type ChatbotLicenceState,
  chatbotLicenceState,
  DEFAULT_RIGHTS,
  INTERACTION_WARNING_RATIO,
  interactionUsage,
  licenceByUser,
  type LicenceRow,
  licenceRow,
  type Right,
} from './licences';
export { LICENCE_MESSAGES } from './messages';
export { LICENCE_LOAD_DELAY_MS } from './sagas';
export {
  selectLicenceByUser,
  selectLicenceChanges,
  selectLicenceRows,
  selectLicencesStatus,
  selectSubscriptions,
} from './selectors';
export {
  type LicenceChange,
  licenceChangeRequested,
  type LicenceHolder,
  licencesPageClosed,
  licencesPageOpened,
} from './slice';
export type { SubscriptionsState };

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    subscriptions: SubscriptionsState;
  }
}

/** Licences, interaction counters and the chatbot licence status; registered by the pages that show them. */
export const subscriptionsFeature = defineFeature({
  name: 'subscriptions',
  slice: sliceOf('subscriptions', subscriptionsReducer),
  saga: subscriptionsSaga,
});
