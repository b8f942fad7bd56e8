import { all, call, fork, put, type StrictEffect, take } from 'redux-saga/effects';

import { authSaga } from '@/features/auth/sagas';
import { portalReadied, sessionChecked, signInSucceeded } from '@/features/auth/slice';
import type { AuthenticatedPayload } from '@/features/auth/types';
import { notificationsSaga } from '@/features/notifications/sagas';

type Saga = Generator<StrictEffect, void, never>;

/**
 * The signed-in portal's sagas load with the first session (the sign-in page never downloads them) and then
 * stay for the page's lifetime. Every session start is followed by `portalReadied`, which the private-route
 * guard waits for, so no page can dispatch an event before its saga listens.
 */
function* startSignedInSagas(): Saga {
  let started = false;
  for (;;) {
    const action = (yield take([sessionChecked.type, signInSucceeded.type])) as {
      payload: AuthenticatedPayload | null;
    };
    if (!action.payload) continue;
    if (!started) {
      const { signedInSagas } = (yield call(
        () => import('./signed-in-sagas'),
      )) as typeof import('./signed-in-sagas');
      yield fork(signedInSagas);
      started = true;
    }
    yield put(portalReadied());
  }
}

export function* rootSaga(): Saga {
  yield all([fork(authSaga), fork(notificationsSaga), fork(startSignedInSagas)]);
}
