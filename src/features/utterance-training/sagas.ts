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

import { createUtteranceTrainingItem, listUtteranceTrainingItems } from './api';
import { UTTERANCE_TRAINING_MESSAGES } from './messages';
import { selectUtteranceTraining } from './selectors';
import { utteranceTrainingPageClosed, utteranceTrainingPageOpened } from './slice';
import {
  utteranceTrainingFailed,
  utteranceTrainingItemCreated,
  utteranceTrainingItemSettled,
  utteranceTrainingItemSubmitted,
  utteranceTrainingLoaded,
  utteranceTrainingRequested,
} from './slice';
import type { UtteranceTrainingParams } from './types';

/** The gateway and the open page's address parameters, which every call sends. */
function* gatewayAndParams(): Generator<
  StrictEffect,
  { gateway: Gateway; params: UtteranceTrainingParams },
  Services
> {
  const { gateway } = yield* services();
  const { params } = yield* select(selectUtteranceTraining);
  return { gateway, params };
}

const loadUtteranceTraining = requestWorker(
  { success: utteranceTrainingLoaded, failure: utteranceTrainingFailed },
  function* () {
    const { gateway, params } = yield* gatewayAndParams();
    return yield* call(listUtteranceTrainingItems, gateway, params);
  },
);

const createUtteranceTraining = requestWorker(
  { success: (item) => utteranceTrainingItemCreated(item), settled: () => utteranceTrainingItemSettled() },
  function* (action: PayloadAction<{ name: string }>) {
    const { gateway, params } = yield* gatewayAndParams();
    return yield* call(createUtteranceTrainingItem, gateway, params, action.payload.name);
  },
  {
    successNotice: () => notifySuccess(UTTERANCE_TRAINING_MESSAGES.created, 'utterance-training/create'),
    failureNotice: () => notifyError(UTTERANCE_TRAINING_MESSAGES.createFailed, 'utterance-training/create'),
  },
);

/** While the page is open: load at once; a retry (the error's button) loads again, cancelling a load in flight. */
function* runUtteranceTrainingPage(): Saga {
  yield takeLatest(utteranceTrainingRequested.type, loadUtteranceTraining);
  yield all([put(utteranceTrainingRequested())]);
}

export function* utteranceTrainingSaga(): Saga {
  yield whileOpen(
    utteranceTrainingPageOpened,
    [utteranceTrainingPageClosed, signOutRequested],
    runUtteranceTrainingPage,
  );
  yield takeLatest(utteranceTrainingItemSubmitted.type, createUtteranceTraining);
}
