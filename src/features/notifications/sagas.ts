import type { PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { delay, flush, put } from 'redux-saga/effects';

import { TOAST_GAP_MS } from '@/config/constants';
import { selectUsername, sessionChecked, signInSucceeded } from '@/features/auth';
import { actionChannel, call, fork, select, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { unauthenticate } from '@/lib/redux/session';
import { userStorage } from '@/lib/user-storage';

import {
  historyCleared,
  historyRestored,
  notificationReleased,
  type NotificationsState,
  notify,
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
 * Announced messages wait in the channel for their turn; a sign-out drops them with the session they belong
 * to (the store's list and queue are reset by `unauthenticate`), so none reaches the next user.
 */
function* dropQueuedOnSignOut(channel: Channel<PayloadAction<Notification>>): Saga {
  for (;;) {
    yield* take(unauthenticate.type);
    yield flush(channel);
  }
}

const saveHistory = (username: string, history: Notification[]) =>
  userStorage(username).set(HISTORY_STORAGE_KEY, history);

/** The top-bar list survives a reload: saved under its user, and read back when a session starts. */
function* keepHistoryPerUser(): Saga {
  let username: string | null = null;
  for (;;) {
    yield* take([
      sessionChecked.type,
      signInSucceeded.type,
      unauthenticate.type,
      notificationReleased.type,
      historyCleared.type,
    ]);
    const current = yield* select(selectUsername);
    if (current !== username) {
      username = current;
      if (!current) continue;
      const saved = userStorage(current).get(HISTORY_STORAGE_KEY, isNotificationList);
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
  yield* fork(dropQueuedOnSignOut, channel);
  yield* fork(keepHistoryPerUser);
  for (;;) {
    const action = yield* take(channel);
    yield put(notificationReleased(action.payload));
    yield delay(TOAST_GAP_MS);
  }
}
