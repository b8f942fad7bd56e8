import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import {
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';

import type { AuthState } from '@/features/auth/slice';
import { signOutRequested } from '@/features/auth/slice';
import { notify } from '@/features/notifications/slice';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { unauthenticate } from '@/lib/redux/session';
import { type UserStorage, userStorage } from '@/lib/user-storage';
import type { Services } from '@/services';
import { toServiceError } from '@/services/errors';

import { fetchSummary, reviewMissingUtterances } from './api';
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
import type { DashboardSummary, MissedUtteranceRow, ReviewMissingUtterancesReply } from './types';
import { AUTO_REFRESH_MS } from './widgets';

/** Spec 2 §8, verbatim; the auto-refresh toast's wording is ours (the spec only says "an info toast"). */
export const DASHBOARD_MESSAGES = {
  reviewed: (count: number) => `Successfully marked (${count}) utterance(s) as Reviewed.`,
  autoRefresh: 'Refreshing the dashboard.',
} as const;

const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;
const selectAuth = (state: { auth: AuthState }) => state.auth;

function* loadSummary(): Saga {
  const { gateway }: Services = yield* services();
  const { range } = (yield select(selectDashboard)) as DashboardState;
  const { user } = (yield select(selectAuth)) as AuthState;
  try {
    const summary = (yield call(fetchSummary, gateway, {
      start_date: range.from,
      end_date: range.to,
      tenant: user?.tenant ?? '',
    })) as DashboardSummary;
    markDataArrived();
    yield put(summaryLoaded(summary));
  } catch (error) {
    // Spec 2 §8: a 500 or 401 marks the fetch failed. Any other failure leaves the widgets without data too,
    // so it is shown the same way rather than as an endless spinner.
    yield put(summaryFailed(toServiceError(error)));
  }
}

/** Spec 2 §4: while Auto Refresh is on, a refresh and an info toast every 10 s. */
function* refreshLoop(): Saga {
  for (;;) {
    yield delay(AUTO_REFRESH_MS);
    yield put(notify({ message: DASHBOARD_MESSAGES.autoRefresh, variant: 'info' }));
    yield put(refreshRequested());
  }
}

/**
 * The one refresh loop, started and stopped by the checkbox. A preference restored as on starts it here too,
 * so that unticking stops it and ticking again never adds a second loop.
 */
function* autoRefresh(restoredOn: boolean): Saga {
  let loop: Task | null = restoredOn ? ((yield fork(refreshLoop)) as Task) : null;
  for (;;) {
    const { payload: on } = (yield take(autoRefreshToggled.type)) as PayloadAction<boolean>;
    if (on && !loop) loop = (yield fork(refreshLoop)) as Task;
    else if (!on && loop) {
      yield cancel(loop);
      loop = null;
    }
  }
}

function* requestSummary(action: { type: string }): Saga {
  if (refreshRequested.match(action)) {
    const { rangeSavedAt } = (yield select(selectDashboard)) as DashboardState;
    if (rangeSavedAt === null) yield put(defaultRangeRenewed(defaultRange(Date.now())));
  }
  yield put(summaryRequested());
}

function* review(action: PayloadAction<MissedUtteranceRow[]>): Saga {
  const { gateway }: Services = yield* services();
  try {
    const reply = (yield call(
      reviewMissingUtterances,
      gateway,
      action.payload,
    )) as ReviewMissingUtterancesReply;
    if (reply.code === 200 && reply.status === 'success') {
      yield put(notify({ message: DASHBOARD_MESSAGES.reviewed(action.payload.length), variant: 'success' }));
      // The rows' statuses (and the missed-utterances chart) changed on the server.
      yield put(summaryRequested());
    } else {
      yield put(notify({ message: reply.message, variant: 'error' }));
    }
  } catch (error) {
    yield put(notify({ message: toServiceError(error).message, variant: 'error' }));
  } finally {
    yield put(reviewFinished());
  }
}

/** Every change the user makes to the dashboard is kept under their username (spec 2 §3). */
function* save(storage: UserStorage): Saga {
  const state = (yield select(selectDashboard)) as DashboardState;
  storage.set(PREFERENCE_KEY, toPreference(state));
}

function* runDashboard(): Saga {
  const { user } = (yield select(selectAuth)) as AuthState;
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
  yield fork(autoRefresh, settings.autoRefresh);
  yield takeLatest(reviewSubmitted.type, review);
  yield put(summaryRequested());
}

/** Everything the page started stops when it is left or the session ends. */
function* whileOpen(): Saga {
  yield race({
    open: call(runDashboard),
    left: take([dashboardClosed.type, signOutRequested.type, unauthenticate.type]),
  });
}

export function* dashboardSaga(): Saga {
  yield takeLatest(dashboardOpened.type, whileOpen);
}
