/**
 * The support operation (spec 1 §7 "Report a bug"), shared by the portal (src/features/support) and the emulated
 * gateway (src/emulator/modules/support). Shared code: imports nothing from features.
 */
import { defineOperation } from './operation';

/** What the person writes. */
export interface BugReport {
  summary: string;
  description: string;
  environment: string;
}

/** What is attached to every report so that support can reproduce it (docs/design.md §7). */
export interface BugReportContext {
  page: string;
  browser: string;
  appVersion: string;
}

export interface ReportBugReply {
  code: number;
  message: string;
  data?: { id: string };
}

/** POST support/bug-report: the report with its context, stored like a ticket. */
export const reportBug = defineOperation<{ FormParams: BugReport & BugReportContext }, ReportBugReply>()({
  api: 'portal',
  method: 'POST',
  path: 'support/bug-report',
  apiCall: 'ReportBug',
});
