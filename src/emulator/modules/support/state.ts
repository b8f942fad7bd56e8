/**
 * The support module's state: the bug reports the portal sent.
 */
export interface BugReportRecord {
  id: string;
  tenant: string;
  reporter: string;
  summary: string;
  description: string;
  environment: string;
  page: string;
  browser: string;
  appVersion: string;
  createdAt: string;
}

export interface SupportState {
  bugReports: BugReportRecord[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    support: SupportState;
  }
}
