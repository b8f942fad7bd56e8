import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { selectCurrentUser, selectTenant, signOutRequested } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { call, fork, select, take } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { type UserStorage, userStorage } from '@/lib/user-storage';
import { ServiceFailure } from '@/services/errors';

import { fetchSummary, reviewMissingUtterances } from './api';
import { DASHBOARD_MESSAGES } from './messages';
import { markDataArrived } from './paint-marks';
import {
  defaultRange,
  isDashboardPreference,
  PREFERENCE_KEY,
  restoreSettings,
  toPreference,
} from './preference';
import {
  autoRefreshToggled,
  dashboardClosed,
  dashboardOpened,
  type DashboardState,
  defaultRangeRenewed,
  rangeChanged,
  refreshRequested,
  reviewFinished,
  reviewSubmitted,
  settingsRestored,
  summaryFailed,
  summaryLoaded,
  summaryRequested,
  widgetAdded,
  widgetHidden,
  widgetMoved,
  widgetPlatformChosen,
} from './slice';
import type { MissedUtteranceRow } from './types';
import { AUTO_REFRESH_MS } from './widgets';

const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;

/**
 * Spec 2 §8: a 500 or 401 marks the fetch failed. Any other failure leaves the widgets without data too, so it
 * is shown the same way rather than as an endless spinner.
 */
const loadSummary = requestWorker({ success: summaryLoaded, failure: summaryFailed }, function* () {
  const { gateway } = yield* services();
  const { range } = yield* select(selectDashboard);
  const tenant = yield* select(selectTenant);
  const summary = yield* call(fetchSummary, gateway, {
    start_date: range.from,
    end_date: range.to,
    tenant: tenant ?? '',
  });
  markDataArrived();
  return summary;
});

/** Spec 2 §4: while Auto Refresh is on, a refresh and an info toast every 10 s. */
function* refreshLoop(): Saga {
  for (;;) {
    yield* wait(AUTO_REFRESH_MS);
    yield put(notifyInfo(DASHBOARD_MESSAGES.autoRefresh));
    yield put(refreshRequested());
  }
}

/**
 * The one refresh loop, started and stopped by the checkbox. A preference restored as on starts it here too,
 * so that unticking stops it and ticking again never adds a second loop.
 */
function* autoRefresh(restoredOn: boolean): Saga {
  let loop: Task | null = restoredOn ? yield* fork(refreshLoop) : null;
  for (;;) {
    const { payload: on } = yield* take(autoRefreshToggled);
    if (on && !loop) loop = yield* fork(refreshLoop);
    else if (!on && loop) {
      yield cancel(loop);
      loop = null;
    }
  }
}

function* requestSummary(action: { type: string }): Saga {
  if (refreshRequested.match(action)) {
    const { rangeSavedAt } = yield* select(selectDashboard);
    if (rangeSavedAt === null) yield put(defaultRangeRenewed(defaultRange(Date.now())));
  }
  yield put(summaryRequested());
}

/** The rows' statuses (and the missed-utterances chart) changed on the server: the summary is reloaded. */
const review = requestWorker(
  { success: () => summaryRequested(), settled: () => reviewFinished() },
  function* (action: PayloadAction<MissedUtteranceRow[]>) {
    const { gateway } = yield* services();
    const reply = yield* call(reviewMissingUtterances, gateway, action.payload);
    // A 200 whose status is not 'success' is a refusal with the server's message.
    if (reply.status !== 'success') {
      throw new ServiceFailure({ code: 'REVIEW_REFUSED', status: reply.code, message: reply.message });
    }
  },
  {
    successNotice: (_, action) => notifySuccess(DASHBOARD_MESSAGES.reviewed(action.payload.length)),
    failureNotice: (error) => notifyError(error.message),
  },
);

/** Every change the user makes to the dashboard is kept under their username (spec 2 §3). */
function* save(storage: UserStorage): Saga {
  const state = yield* select(selectDashboard);
  storage.set(PREFERENCE_KEY, toPreference(state));
}

function* runDashboard(): Saga {
  const user = yield* select(selectCurrentUser);
  if (!user) return;
  const storage = userStorage(user.username);
  const saved = storage.get(PREFERENCE_KEY, isDashboardPreference);
  const settings = restoreSettings(saved, user.role, Date.now());
  yield put(settingsRestored(settings));

  yield takeEvery(
    [
      rangeChanged.type,
      refreshRequested.type,
      autoRefreshToggled.type,
      widgetAdded.type,
      widgetHidden.type,
      widgetMoved.type,
      widgetPlatformChosen.type,
    ],
    save,
    storage,
  );
  yield takeLatest(summaryRequested.type, loadSummary);
  yield takeLatest([rangeChanged.type, refreshRequested.type], requestSummary);
  yield* fork(autoRefresh, settings.autoRefresh);
  yield takeLatest(reviewSubmitted.type, review);
  yield put(summaryRequested());
}

/** Everything the page started stops when it is left or the session ends. */
export function* dashboardSaga(): Saga {
  yield whileOpen(dashboardOpened, [dashboardClosed, signOutRequested], runDashboard);
}
