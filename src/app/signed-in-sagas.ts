import { all, fork, type StrictEffect } from 'redux-saga/effects';

import { profileSaga } from '@/features/auth/profile-sagas';
import { chatSaga } from '@/features/chat/sagas';
import { chatVoiceSaga } from '@/features/chat/voice/sagas';
import { dashboardSaga } from '@/features/dashboard/sagas';
import { supportSaga } from '@/features/support/sagas';
import { usersSaga } from '@/features/users/sagas';

/** The sagas of the signed-in portal: loaded after sign-in, so the sign-in page never downloads them. */
export function* signedInSagas(): Generator<StrictEffect, void, unknown> {
  yield all([
    fork(profileSaga),
    fork(supportSaga),
    fork(usersSaga),
    fork(dashboardSaga),
    fork(chatVoiceSaga),
    fork(chatSaga),
  ]);
}
