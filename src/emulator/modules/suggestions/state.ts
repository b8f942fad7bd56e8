/**
 * The suggestions module keeps no state: its directory is fixed (directory.ts).
 */
export type SuggestionsState = Record<string, never>;

declare module '../../core/types' {
  interface EmulatorModuleStates {
    suggestions: SuggestionsState;
  }
}
