import { reportBug, type ReportBugReply } from '@/contracts/support';
import type { Gateway } from '@/services/gateway';

import type { BugReport, BugReportContext } from './types';

/** POST support/bug-report (ReportBug): the report with its context. */
export function submitBugReport(
  gateway: Gateway,
  report: BugReport & BugReportContext,
): Promise<ReportBugReply> {
  return gateway.send(reportBug, { FormParams: report });
}
