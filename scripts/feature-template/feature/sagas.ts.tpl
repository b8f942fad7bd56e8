import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, type StrictEffect, takeLatest } from 'redux-saga/effects';

import { signOutRequested } from '@/features/auth';
import { notifySuccess } from '@/features/notifications';
// @if list
import { notifyError } from '@/features/notifications';
// @end
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import type { Services } from '@/services';
import type { Gateway } from '@/services/gateway';

// @if list
import { create__Pascal__Item, list__Pascal__Items } from './api';
// @end
// @if settings
import { get__Pascal__Settings, save__Pascal__Settings } from './api';
// @end
import { __CONSTANT___MESSAGES } from './messages';
import { select__Pascal__ } from './selectors';
import { __camel__PageClosed, __camel__PageOpened } from './slice';
import type { __Pascal__Params } from './types';
// @if list
import {
  __camel__Failed,
  __camel__ItemCreated,
  __camel__ItemSettled,
  __camel__ItemSubmitted,
  __camel__Loaded,
  __camel__Requested,
} from './slice';
// @end
// @if settings
import {
  __camel__SettingsFailed,
  __camel__SettingsLoaded,
  __camel__SettingsRefused,
  __camel__SettingsRequested,
  __camel__SettingsSaved,
  __camel__SettingsSettled,
  __camel__SettingsSubmitted,
} from './slice';
import type { __Pascal__Settings } from './types';
// @end

/** The gateway and the open page's address parameters, which every call sends. */
function* gatewayAndParams(): Generator<StrictEffect, { gateway: Gateway; params: __Pascal__Params }, Services> {
  const { gateway } = yield* services();
  const { params } = yield* select(select__Pascal__);
  return { gateway, params };
}
// @if list

const load__Pascal__ = requestWorker({ success: __camel__Loaded, failure: __camel__Failed }, function* () {
  const { gateway, params } = yield* gatewayAndParams();
  return yield* call(list__Pascal__Items, gateway, params);
});

const create__Pascal__ = requestWorker(
  { success: (item) => __camel__ItemCreated(item), settled: () => __camel__ItemSettled() },
  function* (action: PayloadAction<{ name: string }>) {
    const { gateway, params } = yield* gatewayAndParams();
    return yield* call(create__Pascal__Item, gateway, params, action.payload.name);
  },
  {
    successNotice: () => notifySuccess(__CONSTANT___MESSAGES.created, '__name__/create'),
    failureNotice: () => notifyError(__CONSTANT___MESSAGES.createFailed, '__name__/create'),
  },
);
// @end
// @if settings

const loadSettings = requestWorker(
  { success: __camel__SettingsLoaded, failure: () => __camel__SettingsFailed() },
  function* () {
    const { gateway, params } = yield* gatewayAndParams();
    return yield* call(get__Pascal__Settings, gateway, params);
  },
);

/** The refusal is shown in the form (saveError), not as a notice. */
const saveSettings = requestWorker(
  { success: __camel__SettingsSaved, failure: __camel__SettingsRefused, settled: () => __camel__SettingsSettled() },
  function* (action: PayloadAction<__Pascal__Settings>) {
    const { gateway, params } = yield* gatewayAndParams();
    return yield* call(save__Pascal__Settings, gateway, params, action.payload);
  },
  { successNotice: () => notifySuccess(__CONSTANT___MESSAGES.saved, '__name__/save') },
);
// @end

/** While the page is open: load at once; a retry (the error's button) loads again, cancelling a load in flight. */
function* run__Pascal__Page(): Saga {
  // @if list
  yield takeLatest(__camel__Requested.type, load__Pascal__);
  // @end
  // @if settings
  yield takeLatest(__camel__SettingsRequested.type, loadSettings);
  // @end
  yield all([
    // @if list
    put(__camel__Requested()),
    // @end
    // @if settings
    put(__camel__SettingsRequested()),
    // @end
  ]);
}

export function* __camel__Saga(): Saga {
  yield whileOpen(__camel__PageOpened, [__camel__PageClosed, signOutRequested], run__Pascal__Page);
  // @if list
  yield takeLatest(__camel__ItemSubmitted.type, create__Pascal__);
  // @end
  // @if settings
  yield takeLatest(__camel__SettingsSubmitted.type, saveSettings);
  // @end
}
