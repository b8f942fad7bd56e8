import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, type StrictEffect, takeLatest } from 'redux-saga/effects';

import { toServiceError } from '@/services/errors';

import type { RequestActions } from './request-actions';

/**
 * The generic saga for a plain fetch: on every `request`, call the API (cancelling an older call still in
 * flight) and report `success` or `failure`. Hand-written sagas are for real orchestration only.
 */
export function requestSaga<Req, Res>(
  actions: RequestActions<Req, Res>,
  fetcher: (payload: Req) => Promise<Res>,
): () => Generator<StrictEffect, void, unknown> {
  function* run(action: PayloadAction<Req>): Generator<StrictEffect, void, Res> {
    try {
      const result = yield call(fetcher, action.payload);
      yield put(actions.success(result));
    } catch (error) {
      yield put(actions.failure(toServiceError(error)));
    }
  }
  return function* watch() {
    yield takeLatest(actions.request.type, run);
  };
}
