import type { Action } from '@reduxjs/toolkit';
import type { SagaReturnType } from 'redux-saga/effects';
import { put } from 'redux-saga/effects';

import { type ServiceError, toServiceError } from '@/services/errors';

import { call } from './effects';
import type { Saga } from './saga';

// Any fetch: a function that returns a promise, a value or a saga. Its parameters are the worker's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fetch = (...args: any[]) => unknown;

/** What a request reports to the store; each is optional, and each may read the worker's arguments. */
export interface RequestOutcome<Res, Args extends unknown[]> {
  /** Put before the call: the slice marks the load as started (`licencesRequested()`). */
  started?: (...args: Args) => Action;
  success?: (result: Res, ...args: Args) => Action;
  /** The failure, normalised; without it a failure leaves the store as it was. */
  failure?: (error: ServiceError, ...args: Args) => Action;
  /** Put after either outcome (a row's spinner stops). */
  settled?: (...args: Args) => Action;
}

/**
 * Notifications to show after the outcome: an action to put (the feature's `notify(…)`), or `undefined` for
 * none. Shared code does not know the notifications feature, so the feature builds the action.
 */
export interface RequestNotices<Res, Args extends unknown[]> {
  successNotice?: (result: Res, ...args: Args) => Action | undefined;
  failureNotice?: (error: ServiceError, ...args: Args) => Action | undefined;
}

/**
 * The one saga of a plain request: call `fetch` with the worker's arguments (for a watcher, the action), then
 * put the success or the normalised failure, the optional notices, and `settled`. It is returned, not
 * started: the watcher picks the policy (`takeLatest` cancels an older call still in flight, `takeEvery` runs
 * each, `debounce`, a poll, or a plain `call` inside a page's lifecycle).
 *
 *     const loadUsers = requestWorker({ success: usersLoaded, failure: usersFailed }, fetchUsers);
 *     yield takeLatest(usersRequested, loadUsers);
 *
 * `fetch` may be a saga (`function*`) to read the store or the services first; what it returns is the result.
 */
export function requestWorker<F extends Fetch>(
  outcome: RequestOutcome<SagaReturnType<F>, Parameters<F>>,
  fetch: F,
  notices: RequestNotices<SagaReturnType<F>, Parameters<F>> = {},
): (...args: Parameters<F>) => Saga {
  return function* request(...args: Parameters<F>): Saga {
    if (outcome.started) yield put(outcome.started(...args));
    try {
      let result: SagaReturnType<F>;
      try {
        result = yield* call(fetch, ...args);
      } catch (error) {
        const failure = toServiceError(error);
        if (outcome.failure) yield put(outcome.failure(failure, ...args));
        const notice = notices.failureNotice?.(failure, ...args);
        if (notice) yield put(notice);
        return;
      }
      if (outcome.success) yield put(outcome.success(result, ...args));
      const notice = notices.successNotice?.(result, ...args);
      if (notice) yield put(notice);
    } finally {
      if (outcome.settled) yield put(outcome.settled(...args));
    }
  };
}
