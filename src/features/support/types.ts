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
