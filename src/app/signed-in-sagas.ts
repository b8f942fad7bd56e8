import { all, fork, type StrictEffect } from 'redux-saga/effects';

import { profileSaga } from '@/features/auth/profile-sagas';
import { supportSaga } from '@/features/support/sagas';
import { usersSaga } from '@/features/users/sagas';

/** The sagas of the signed-in portal: loaded after sign-in, so the sign-in page never downloads them. */
export function* signedInSagas(): Generator<StrictEffect, void, unknown> {
  yield all([fork(profileSaga), fork(supportSaga), fork(usersSaga)]);
}
