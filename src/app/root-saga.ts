import { all, fork, type StrictEffect } from 'redux-saga/effects';

import { profileSaga } from '@/features/auth/profile-sagas';
import { authSaga } from '@/features/auth/sagas';
import { notificationsSaga } from '@/features/notifications/sagas';
import { supportSaga } from '@/features/support/sagas';
import { usersSaga } from '@/features/users/sagas';

export function* rootSaga(): Generator<StrictEffect, void, unknown> {
  yield all([fork(authSaga), fork(profileSaga), fork(notificationsSaga), fork(supportSaga), fork(usersSaga)]);
}
