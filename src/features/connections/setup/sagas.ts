import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';

import type { SetupProgressUpdate } from '@/contracts/connections';
import { selectIsAdministrator, selectUsername } from '@/features/auth';
import { notifyError } from '@/features/notifications';
import { call, select, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import { fetchSetupProgress, updateSetupProgress } from '../api';
import { SETUP_MESSAGES } from '../messages';

import { setupProgressChanged, setupProgressLoaded } from './slice';

function* loadProgress(): Saga {
  const { gateway } = yield* services();
  try {
    yield put(setupProgressLoaded(yield* call(fetchSetupProgress, gateway)));
  } catch {
    // A reminder is advisory: without the server's answer none shows, and the next session asks again.
  }
}

/** Once per session of an administrator (only they can connect): a new session may be another user's. */
function* loadForEachSession(): Saga {
  let last: string | null = null;
  for (;;) {
    const username = yield* select(selectUsername);
    if (username !== last) {
      last = username;
      if (username && (yield* select(selectIsAdministrator))) yield* loadProgress();
    }
    yield* take('*');
  }
}

function* storeProgress(action: PayloadAction<SetupProgressUpdate>): Saga {
  const { gateway } = yield* services();
  try {
    yield put(setupProgressLoaded(yield* call(updateSetupProgress, gateway, action.payload)));
  } catch {
    // The server's view wins: the reminder comes back if it was not stored.
    yield* loadProgress();
    if (action.payload === 'dismissed') yield put(notifyError(SETUP_MESSAGES.dismissFailed, 'setup/dismiss'));
  }
}

export function* setupSaga(): Saga {
  yield takeEvery(setupProgressChanged.type, storeProgress);
  yield* loadForEachSession();
}
