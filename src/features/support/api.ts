import type { Gateway } from '@/services/gateway';

import type { BugReport, BugReportContext } from './types';

interface Reply {
  code: number;
  message: string;
}

/** POST support/bug-report (ReportBug): the report with its context. */
export function submitBugReport(gateway: Gateway, report: BugReport & BugReportContext): Promise<Reply> {
  return gateway.call<Reply>({
    method: 'POST',
    path: 'support/bug-report',
    apiCall: 'ReportBug',
    fields: { FormParams: report },
  });
}
