import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, type StrictEffect, takeLatest } from 'redux-saga/effects';

import { signOutRequested } from '@/features/auth';
import { notifySuccess } from '@/features/notifications';
import { notifyError } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import type { Services } from '@/services';
import type { Gateway } from '@/services/gateway';

import { createActionButtonsItem, listActionButtonsItems } from './api';
import { ACTION_BUTTONS_MESSAGES } from './messages';
import { selectActionButtons } from './selectors';
import { actionButtonsPageClosed, actionButtonsPageOpened } from './slice';
import {
  actionButtonsFailed,
  actionButtonsItemCreated,
  actionButtonsItemSettled,
  actionButtonsItemSubmitted,
  actionButtonsLoaded,
  actionButtonsRequested,
} from './slice';
import type { ActionButtonsParams } from './types';

/** The gateway and the open page's address parameters, which every call sends. */
function* gatewayAndParams(): Generator<
  StrictEffect,
  { gateway: Gateway; params: ActionButtonsParams },
  Services
> {
  const { gateway } = yield* services();
  const { params } = yield* select(selectActionButtons);
  return { gateway, params };
}

const loadActionButtons = requestWorker(
  { success: actionButtonsLoaded, failure: actionButtonsFailed },
  function* () {
    const { gateway, params } = yield* gatewayAndParams();
    return yield* call(listActionButtonsItems, gateway, params);
  },
);

const createActionButtons = requestWorker(
  { success: (item) => actionButtonsItemCreated(item), settled: () => actionButtonsItemSettled() },
  function* (action: PayloadAction<{ name: string }>) {
    const { gateway, params } = yield* gatewayAndParams();
    return yield* call(createActionButtonsItem, gateway, params, action.payload.name);
  },
  {
    successNotice: () => notifySuccess(ACTION_BUTTONS_MESSAGES.created, 'action-buttons/create'),
    failureNotice: () => notifyError(ACTION_BUTTONS_MESSAGES.createFailed, 'action-buttons/create'),
  },
);

/** While the page is open: load at once; a retry (the error's button) loads again, cancelling a load in flight. */
function* runActionButtonsPage(): Saga {
  yield takeLatest(actionButtonsRequested.type, loadActionButtons);
  yield all([put(actionButtonsRequested())]);
}

export function* actionButtonsSaga(): Saga {
  yield whileOpen(actionButtonsPageOpened, [actionButtonsPageClosed, signOutRequested], runActionButtonsPage);
  yield takeLatest(actionButtonsItemSubmitted.type, createActionButtons);
}
