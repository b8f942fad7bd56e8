import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { notify } from '@/lib/redux/notify';

import type { Notification } from './types';

/** How many past notifications the store keeps for the top-bar list (which shows 4). */
export const HISTORY_LIMIT = 20;

export interface NotificationsState {
  /** Released by the pacing saga, waiting for the toaster to show them. */
  toShow: Notification[];
  /** Newest first. */
  history: Notification[];
}

/**
 * Whether a later message about the same action makes the earlier one outdated: a success (or any news) after
 * a failure does; a second failure does not, each attempt's error stays until dismissed (spec 1 §9).
 */
export const replaces = (later: Notification, earlier: Notification) =>
  later.key !== undefined &&
  earlier.key === later.key &&
  !(later.variant === 'error' && earlier.variant === 'error');

const initialState: NotificationsState = { toShow: [], history: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationReleased(state, action: PayloadAction<Notification>) {
      // The same action's outdated message is neither shown any more nor listed.
      const current = (item: Notification) => !replaces(action.payload, item);
      state.toShow = [...state.toShow.filter(current), action.payload];
      state.history = [action.payload, ...state.history.filter(current)].slice(0, HISTORY_LIMIT);
    },
    notificationShown(state, action: PayloadAction<string>) {
      state.toShow = state.toShow.filter((item) => item.id !== action.payload);
    },
    historyCleared(state) {
      state.history = [];
    },
    /**
     * A user signed in (or their session was restored): what was announced while nobody was signed in (the
     * sign-in page's "Please check your email…") is not theirs, neither on screen nor in their list.
     */
    signedOutNotificationsDropped(state) {
      state.toShow = [];
      state.history = [];
    },
    /** The signed-in user's list as it was saved (spec 1 §9 list, docs/design.md §3 per-user state). */
    historyRestored(state, action: PayloadAction<Notification[]>) {
      const known = new Set(state.history.map((item) => item.id));
      state.history = [...state.history, ...action.payload.filter((item) => !known.has(item.id))]
        .toSorted((a, b) => b.createdAt - a.createdAt)
        .slice(0, HISTORY_LIMIT);
    },
  },
});

export { notify };
export const {
  notificationReleased,
  notificationShown,
  historyCleared,
  historyRestored,
  signedOutNotificationsDropped,
} = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
