import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { BugReport, BugReportContext } from './types';

export interface SupportState {
  bugReport: { status: 'idle' | 'sending' | 'sent' | 'failed' };
}

const initialState: SupportState = { bugReport: { status: 'idle' } };

const supportSlice = createSlice({
  name: 'support',
  initialState,
  reducers: {
    bugReportSubmitted(state, _action: PayloadAction<BugReport & BugReportContext>) {
      state.bugReport.status = 'sending';
    },
    bugReportSent(state) {
      state.bugReport.status = 'sent';
    },
    bugReportFailed(state) {
      state.bugReport.status = 'failed';
    },
    bugReportFormOpened(state) {
      state.bugReport.status = 'idle';
    },
  },
});

export const { bugReportSubmitted, bugReportSent, bugReportFailed, bugReportFormOpened } =
  supportSlice.actions;
export const supportReducer = supportSlice.reducer;
export const selectBugReportStatus = (state: { support: SupportState }) => state.support.bugReport.status;
