import type { Channel } from 'redux-saga';
import { all, call, fork, put } from 'redux-saga/effects';

import { portalReadied, selectUsername, sessionChecked, signInSucceeded } from '@/features/auth';
import { select, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { sessionUserSettled, unauthenticate } from '@/lib/redux/session';

/**
 * Every session start is followed by `portalReadied`, which the private-route guard waits for. The signed-in
 * pages' sagas start when their modules load (the shell's and each route's features register before they
 * render), so no page dispatches an event before its saga listens.
 */
function* readyPortalOnSessionStart(): Saga {
  for (;;) {
    const action = yield* take([sessionChecked, signInSucceeded]);
    if (action.payload) yield put(portalReadied());
  }
}

/** Tells the features below auth whose session it is, after each of auth's session events (a sign-out too). */
function* announceSessionUser(): Saga {
  for (;;) {
    yield* take([sessionChecked, signInSucceeded, unauthenticate]);
    yield put(sessionUserSettled(yield* select(selectUsername)));
  }
}

/** Starts each registered feature's saga, once, as a child of the root saga (cancelled with it). */
function* startFeatureSagas(sagas: Channel<() => Saga>): Saga {
  for (;;) {
    const saga = yield* take(sagas);
    yield fork(saga);
  }
}

export function* rootSaga(sagas: Channel<() => Saga>): Saga {
  yield all([call(startFeatureSagas, sagas), fork(readyPortalOnSessionStart), fork(announceSessionUser)]);
}
