import { TOP_BAR_NOTIFICATIONS_LIMIT } from '@/config/constants';

import type { NotificationsState } from './slice';

type State = { notifications: NotificationsState };

export const selectToastsToShow = (state: State) => state.notifications.toShow;
export const selectNotificationHistory = (state: State) => state.notifications.history;
export const selectRecentNotifications = (state: State) =>
  state.notifications.history.slice(0, TOP_BAR_NOTIFICATIONS_LIMIT);
