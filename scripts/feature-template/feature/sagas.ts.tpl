import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';

import { signOutRequested } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import { call } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';

import { create__Pascal__Item, list__Pascal__Items } from './api';
import {
  __camel__Failed,
  __camel__ItemCreated,
  __camel__ItemSettled,
  __camel__ItemSubmitted,
  __camel__Loaded,
  __camel__PageClosed,
  __camel__PageOpened,
  __camel__Requested,
} from './slice';

export const __CONSTANT___MESSAGES = {
  loadFailed: 'The __title__ could not be loaded. Please try again.',
  created: 'Item added.',
  createFailed: 'The item could not be added.',
} as const;

const load__Pascal__ = requestWorker(
  { success: __camel__Loaded, failure: __camel__Failed },
  function* () {
    const { gateway } = yield* services();
    return yield* call(list__Pascal__Items, gateway);
  },
);

const create__Pascal__ = requestWorker(
  { success: (item) => __camel__ItemCreated(item), settled: () => __camel__ItemSettled() },
  function* (action: PayloadAction<{ name: string }>) {
    const { gateway } = yield* services();
    return yield* call(create__Pascal__Item, gateway, action.payload.name);
  },
  {
    successNotice: () => notifySuccess(__CONSTANT___MESSAGES.created, '__name__/create'),
    failureNotice: () => notifyError(__CONSTANT___MESSAGES.createFailed, '__name__/create'),
  },
);

/** While the page is open: load at once; a retry (the error's button) loads again, cancelling a load in flight. */
function* run__Pascal__Page(): Saga {
  yield takeLatest(__camel__Requested.type, load__Pascal__);
  yield put(__camel__Requested());
}

export function* __camel__Saga(): Saga {
  yield whileOpen(__camel__PageOpened, [__camel__PageClosed, signOutRequested], run__Pascal__Page);
  yield takeLatest(__camel__ItemSubmitted.type, create__Pascal__);
}
