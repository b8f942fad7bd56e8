import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call as callEffect, takeEvery } from 'redux-saga/effects';

import { signOutRequested } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import { call } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';

import { changeUserLicence, fetchChatbotStatus, fetchInteractionCounters, fetchLicences } from './api';
import { LICENCE_MESSAGES } from './messages';
import { watchPurchasePage } from './purchase-sagas';
import {
  chatbotStatusLoaded,
  countersLoaded,
  type LicenceChange,
  licenceChangeRequested,
  licenceChangeSettled,
  licencesFailed,
  licencesLoaded,
  licencesPageClosed,
  licencesPageOpened,
  licencesRequested,
} from './slice';

/** Spec 2 §4: licence and chatbot status loads start 1 s after the page opens. */
export const LICENCE_LOAD_DELAY_MS = 1_000;

const loadLicences = requestWorker(
  { started: () => licencesRequested(), success: licencesLoaded, failure: () => licencesFailed() },
  function* () {
    const { gateway, config } = yield* services();
    return yield* call(fetchLicences, gateway, config.billingSite);
  },
);

/** The counters are extra information: the page works without them (a failure changes nothing). */
const loadCounters = requestWorker({ success: countersLoaded }, function* () {
  const { gateway, config } = yield* services();
  return yield* call(fetchInteractionCounters, gateway, config.billingSite);
});

/** Likewise: without it the status chip is simply not shown. */
const loadChatbotStatus = requestWorker({ success: chatbotStatusLoaded }, function* () {
  const { gateway, config } = yield* services();
  return yield* call(fetchChatbotStatus, gateway, config.billingSite);
});

/**
 * The licence page's delayed loads. They stop when it is left or the session ends (`whileOpen` below): they must
 * not run without a session (answered 401, they were taken for an expired session: a second sign-out and a
 * "session expired" toast on the sign-in page).
 */
function* openLicences(): Saga {
  yield* wait(LICENCE_LOAD_DELAY_MS);
  yield all([callEffect(loadLicences), callEffect(loadCounters), callEffect(loadChatbotStatus)]);
}

type LicenceChangeAction = PayloadAction<LicenceChange>;
/** One toast per change: a retry's outcome replaces the last one of the same row. */
const licenceKey = ({ payload }: LicenceChangeAction) => `users/licence/${payload.user.id}`;

const submitLicenceChange = requestWorker(
  { settled: ({ payload }: LicenceChangeAction) => licenceChangeSettled(payload.user.id) },
  function* ({ payload }: LicenceChangeAction) {
    const { gateway, config } = yield* services();
    const { user, oldLicense, newLicense } = payload;
    yield* call(changeUserLicence, gateway, config.billingSite, { user: user.email, oldLicense, newLicense });
  },
  {
    successNotice: (_, action) => notifySuccess(LICENCE_MESSAGES.licenceChanged, licenceKey(action)),
    failureNotice: (_, action) => notifyError(LICENCE_MESSAGES.licenceFailed, licenceKey(action)),
  },
);

function* changeLicence(action: LicenceChangeAction): Saga {
  yield* submitLicenceChange(action);
  // The counters change with every move, and a refused change must show the old licence again.
  yield* loadLicences();
}

export function* subscriptionsSaga(): Saga {
  yield whileOpen(licencesPageOpened, [licencesPageClosed, signOutRequested], openLicences);
  yield takeEvery(licenceChangeRequested.type, changeLicence);
  yield watchPurchasePage();
}
