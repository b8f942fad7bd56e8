import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

import type { Notification, NotificationVariant } from './types';

/** How many past notifications the store keeps for the top-bar list (which shows 4). */
const HISTORY_LIMIT = 20;

export interface NotificationsState {
  /** Released by the pacing saga, waiting for the toaster to show them. */
  toShow: Notification[];
  /** Newest first. */
  history: Notification[];
}

const initialState: NotificationsState = { toShow: [], history: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Any feature announces a message; the pacing saga releases it. */
    notify: {
      reducer: () => undefined,
      prepare: (input: { message: string; variant: NotificationVariant; persist?: boolean }) => ({
        payload: {
          id: nanoid(),
          message: input.message,
          variant: input.variant,
          persist: input.persist ?? input.variant === 'error',
          createdAt: Date.now(),
        } satisfies Notification,
      }),
    },
    notificationReleased(state, action: PayloadAction<Notification>) {
      state.toShow.push(action.payload);
      state.history = [action.payload, ...state.history].slice(0, HISTORY_LIMIT);
    },
    notificationShown(state, action: PayloadAction<string>) {
      state.toShow = state.toShow.filter((item) => item.id !== action.payload);
    },
    historyCleared(state) {
      state.history = [];
    },
  },
});

export const { notify, notificationReleased, notificationShown, historyCleared } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
