import { createSelector } from '@reduxjs/toolkit';

import { TOP_BAR_NOTIFICATIONS_LIMIT } from '@/config/constants';

import type { NotificationsState } from './slice';

type State = { notifications: NotificationsState };

export const selectToastsToShow = (state: State) => state.notifications.toShow;
export const selectNotificationHistory = (state: State) => state.notifications.history;
export const selectRecentNotifications = createSelector([selectNotificationHistory], (history) =>
  history.slice(0, TOP_BAR_NOTIFICATIONS_LIMIT),
);
