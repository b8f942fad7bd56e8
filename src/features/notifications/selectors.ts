import type { NotificationsState } from './slice';

type State = { notifications: NotificationsState };

// Plain selectors: this module travels with the first screen, which does not need reselect (the top bar's
// "latest 4" selector lives with the signed-in shell's menu).
export const selectToastsToShow = (state: State) => state.notifications.toShow;
export const selectNotificationHistory = (state: State) => state.notifications.history;
