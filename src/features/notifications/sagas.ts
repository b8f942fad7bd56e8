import type { PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, delay, put, type StrictEffect, take } from 'redux-saga/effects';

import { TOAST_GAP_MS } from '@/config/constants';

import { notificationReleased, notify } from './slice';
import type { Notification } from './types';

/** Releases announced notifications one at a time, 390 ms apart (spec 1 §9), so bursts stay readable. */
export function* notificationsSaga(): Generator<StrictEffect, void, never> {
  const channel = yield actionChannel(notify.type);
  for (;;) {
    const action: PayloadAction<Notification> = yield take(channel);
    yield put(notificationReleased(action.payload));
    yield delay(TOAST_GAP_MS);
  }
}
