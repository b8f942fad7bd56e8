// The notifications feature's public surface. Announce with `notify` or the notifySuccess/notifyError helpers.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { notificationsSaga } from './sagas';
import { notificationsReducer, type NotificationsState as State } from './slice';

export { Toaster } from './components/Toaster';
export { selectNotificationHistory, selectToastsToShow } from './selectors';
export {
  historyCleared,
  historyRestored,
  notificationReleased,
  notificationShown,
  type NotificationsState,
  notify,
} from './slice';
export type { Notification, NotificationVariant } from './types';
export {
  notifyActionRequired,
  notifyError,
  notifyInfo,
  notifySuccess,
  notifyWarning,
} from '@/lib/redux/notify';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    notifications: State;
  }
}

/** Toasts and the top-bar list: registered by the bootstrap (the sign-in page shows notices too). */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  slice: sliceOf('notifications', notificationsReducer),
  saga: notificationsSaga,
});
