import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, type StrictEffect, takeLatest } from 'redux-saga/effects';

import { notify } from '@/features/notifications';
import { services } from '@/lib/redux/services';
import type { Services } from '@/services';

import { submitBugReport } from './api';
import { bugReportFailed, bugReportSent, bugReportSubmitted } from './slice';
import type { BugReport, BugReportContext } from './types';

export const BUG_REPORT_SENT = 'Thank you! Your bug report was sent.';
export const BUG_REPORT_FAILED = 'Your bug report could not be sent. Please try again.';
/** One action: a retry's "was sent" replaces the "could not be sent" still on screen. */
const BUG_REPORT_KEY = 'support/bug-report';

function* sendBugReport(
  action: PayloadAction<BugReport & BugReportContext>,
): Generator<StrictEffect, void, never> {
  const { gateway }: Services = yield* services();
  try {
    yield call(submitBugReport, gateway, action.payload);
    yield put(bugReportSent());
    yield put(notify({ message: BUG_REPORT_SENT, variant: 'success', key: BUG_REPORT_KEY }));
  } catch {
    yield put(bugReportFailed());
    yield put(notify({ message: BUG_REPORT_FAILED, variant: 'error', key: BUG_REPORT_KEY }));
  }
}

export function* supportSaga(): Generator<StrictEffect, void, never> {
  yield takeLatest(bugReportSubmitted.type, sendBugReport);
}
