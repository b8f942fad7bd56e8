import type { PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { flush, put } from 'redux-saga/effects';

import { TOAST_GAP_MS } from '@/config/constants';
import { actionChannel, call, fork, select, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { wait } from '@/lib/redux/services';
import { sessionUserSettled } from '@/lib/redux/session';
import { userStorage } from '@/lib/user-storage';

import {
  historyCleared,
  historyRestored,
  notificationReleased,
  type NotificationsState,
  notify,
  signedOutNotificationsDropped,
} from './slice';
import type { Notification } from './types';

/** Where the top-bar list is kept for its user, across reloads. */
export const HISTORY_STORAGE_KEY = 'notifications';

const VARIANTS = new Set(['success', 'error', 'info', 'warning']);

function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.message === 'string' &&
    typeof item.variant === 'string' &&
    VARIANTS.has(item.variant) &&
    typeof item.persist === 'boolean' &&
    typeof item.createdAt === 'number' &&
    (item.key === undefined || typeof item.key === 'string')
  );
}

export const isNotificationList = (value: unknown): value is Notification[] =>
  Array.isArray(value) && value.every(isNotification);

const selectHistory = (state: { notifications: NotificationsState }) => state.notifications.history;

/**
 * Announced messages wait in the channel for their turn. A sign-out drops them with the session they belong
 * to (the store's list and queue are reset by `unauthenticate`), so none reaches the next user; a sign-in
 * drops those announced while nobody was signed in (see `keepHistoryPerUser`).
 */
function* dropQueuedWhenTheUserChanges(channel: Channel<PayloadAction<Notification>>): Saga {
  let username: string | null = null;
  for (;;) {
    const { payload: current } = yield* take(sessionUserSettled);
    if (current !== username) yield flush(channel);
    username = current;
  }
}

const saveHistory = (username: string, history: Notification[]) =>
  userStorage(username).set(HISTORY_STORAGE_KEY, history);

/**
 * The top-bar list survives a reload: saved under its user, and read back when a session starts. A session
 * starts with the user's own list only: the notifications of the signed-out pages before it are dropped, from
 * the screen too (they would otherwise be saved as the user's, and greet them in every later session).
 */
function* keepHistoryPerUser(): Saga {
  let username: string | null = null;
  for (;;) {
    const action = yield* take([sessionUserSettled, notificationReleased, historyCleared]);
    if (sessionUserSettled.match(action) && action.payload !== username) {
      username = action.payload;
      if (!username) continue;
      yield put(signedOutNotificationsDropped());
      const saved = userStorage(username).get(HISTORY_STORAGE_KEY, isNotificationList);
      if (saved) yield put(historyRestored(saved));
    }
    if (!username) continue;
    const history = yield* select(selectHistory);
    yield* call(saveHistory, username, history);
  }
}

/** Releases announced notifications one at a time, 390 ms apart (spec 1 §9), so bursts stay readable. */
export function* notificationsSaga(): Saga {
  const channel = yield* actionChannel(notify);
  yield* fork(dropQueuedWhenTheUserChanges, channel);
  yield* fork(keepHistoryPerUser);
  for (;;) {
    const action = yield* take(channel);
    yield put(notificationReleased(action.payload));
    yield* wait(TOAST_GAP_MS);
  }
}
