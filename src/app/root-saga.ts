import type { Channel } from 'redux-saga';
import { all, call, fork, put, type StrictEffect, take } from 'redux-saga/effects';

import { type AuthenticatedPayload, portalReadied, sessionChecked, signInSucceeded } from '@/features/auth';
import type { Saga as FeatureSaga } from '@/lib/redux/saga';

type Saga = Generator<StrictEffect, void, never>;

/**
 * Every session start is followed by `portalReadied`, which the private-route guard waits for. The signed-in
 * pages' sagas start when their modules load (the shell's and each route's features register before they
 * render), so no page dispatches an event before its saga listens.
 */
function* readyPortalOnSessionStart(): Saga {
  for (;;) {
    const action = (yield take([sessionChecked.type, signInSucceeded.type])) as {
      payload: AuthenticatedPayload | null;
    };
    if (action.payload) yield put(portalReadied());
  }
}

/** Starts each registered feature's saga, once, as a child of the root saga (cancelled with it). */
function* startFeatureSagas(sagas: Channel<() => FeatureSaga>): Saga {
  for (;;) {
    const saga = (yield take(sagas)) as () => FeatureSaga;
    yield fork(saga);
  }
}

export function* rootSaga(sagas: Channel<() => FeatureSaga>): Saga {
  yield all([call(startFeatureSagas, sagas), fork(readyPortalOnSessionStart)]);
}
