import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';

import { notifyError, notifySuccess } from '@/features/notifications';
import { call } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import { submitBugReport } from './api';
import { BUG_REPORT_FAILED, BUG_REPORT_SENT } from './messages';
import { bugReportFailed, bugReportSent, bugReportSubmitted } from './slice';
import type { BugReport, BugReportContext } from './types';

/** One action: a retry's "was sent" replaces the "could not be sent" still on screen. */
const BUG_REPORT_KEY = 'support/bug-report';

const sendBugReport = requestWorker(
  { success: () => bugReportSent(), failure: () => bugReportFailed() },
  function* (action: PayloadAction<BugReport & BugReportContext>) {
    const { gateway } = yield* services();
    yield* call(submitBugReport, gateway, action.payload);
  },
  {
    successNotice: () => notifySuccess(BUG_REPORT_SENT, BUG_REPORT_KEY),
    failureNotice: () => notifyError(BUG_REPORT_FAILED, BUG_REPORT_KEY),
  },
);

export function* supportSaga(): Saga {
  yield takeLatest(bugReportSubmitted.type, sendBugReport);
}
