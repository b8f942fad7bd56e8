/**
 * Polly keeps no state of its own.
 */
export type PollyState = Record<string, never>;

declare module '../../core/types' {
  interface EmulatorModuleStates {
    polly: PollyState;
  }
}
