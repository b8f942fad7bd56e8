// The notifications feature's public surface. Announce with `notify` or the helpers in ./notice.
export { notifyError, notifyInfo, notifySuccess, notifyWarning } from './notice';
export { selectNotificationHistory, selectRecentNotifications, selectToastsToShow } from './selectors';
export {
  historyCleared,
  historyRestored,
  notificationReleased,
  notificationShown,
  type NotificationsState,
  notify,
} from './slice';
export type { Notification, NotificationVariant } from './types';
