import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { SetupProgress, SetupProgressUpdate } from '@/contracts/connections';

/**
 * The organisation's getting-started setup (issue 21 §1.5): until an administrator finishes the wizard or
 * dismisses it, the dashboard shows "Finish setting up" and the navigation a Getting Started entry. Registered by
 * the signed-in shell (the navigation is on every page).
 */
export interface SetupState {
  /** Null until known: not loaded yet, or not an administrator's concern (only they can connect). */
  progress: SetupProgress | null;
}

const initialState: SetupState = { progress: null };

const setupSlice = createSlice({
  name: 'setup',
  initialState,
  reducers: {
    setupProgressLoaded(state, action: PayloadAction<SetupProgress>) {
      state.progress = action.payload;
    },
    /** Finished (the wizard's final screen) or dismissed (the banner): shown at once, then stored. */
    setupProgressChanged(state, action: PayloadAction<SetupProgressUpdate>) {
      if (state.progress !== 'finished') state.progress = action.payload;
    },
  },
});

export const { setupProgressLoaded, setupProgressChanged } = setupSlice.actions;
export const setupReducer = setupSlice.reducer;

type WithSetup = { setup: SetupState };
export const selectSetupPending = (state: WithSetup) => state.setup.progress === 'pending';
