/** An analytics event the portal recorded (RecordAnalyticsEvent): login, sign-up, MFA change, … */
export interface AnalyticsEventRecord {
  id: string;
  tenant: string;
  sub: string;
  appId: string;
  name: string;
  attributes: Record<string, string>;
  createdAt: string;
}

export interface AnalyticsState {
  events: AnalyticsEventRecord[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    analytics: AnalyticsState;
  }
}
