/**
 * The dashboard module keeps no state: its charts and missed utterances are computed from the assistant's
 * conversations.
 */
export type DashboardState = Record<string, never>;

declare module '../../core/types' {
  interface EmulatorModuleStates {
    dashboard: DashboardState;
  }
}
