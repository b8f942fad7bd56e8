import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { connectionsPageOpened } from '../events';

/** Where account linking stands for one connection (the Connections and tasks pages show it). */
export interface LinkingState {
  connectionName: string;
  /** creating: the connector is being enabled; linking: the account link is being prepared or is open. */
  phase: 'creating' | 'linking';
  /** The provider's address, once known: shown as a link when the pop-up could not be used. */
  link: string | null;
  /** The pop-up was refused or closed: the user opens the link themselves. */
  windowBlocked: boolean;
}

/**
 * The OAuth return page (spec 3 §2): in progress, then completed or error; `denied` when the account owner
 * did not allow access (issue 21 §1.6: Try again, not "contact our support"); `retrying` while Try again
 * prepares a fresh account link.
 */
export interface ReturnPageState {
  phase: 'progress' | 'completed' | 'error' | 'denied';
  message: string;
  connectionName: string;
  retrying: boolean;
}

export interface AccountLinkingState {
  linking: LinkingState | null;
  returnPage: ReturnPageState | null;
}

const initialState: AccountLinkingState = { linking: null, returnPage: null };

const accountLinkingSlice = createSlice({
  name: 'accountLinking',
  initialState,
  reducers: {
    linkingStarted(state, action: PayloadAction<{ connectionName: string; phase: LinkingState['phase'] }>) {
      state.linking = { ...action.payload, link: null, windowBlocked: false };
    },
    linkingLinkReady(state, action: PayloadAction<{ link: string; windowBlocked: boolean }>) {
      if (!state.linking) return;
      state.linking.phase = 'linking';
      state.linking.link = action.payload.link;
      state.linking.windowBlocked = action.payload.windowBlocked;
    },
    linkingEnded(state) {
      state.linking = null;
    },
    /** The provider sent the user back: the page completes the callback with the address it was opened at. */
    returnPageOpened(state, action: PayloadAction<{ connectionName: string; url: string }>) {
      state.returnPage = {
        phase: 'progress',
        message: '',
        connectionName: action.payload.connectionName,
        retrying: false,
      };
    },
    returnPageSettled(
      state,
      action: PayloadAction<{ phase: 'completed' | 'error' | 'denied'; message: string }>,
    ) {
      if (!state.returnPage) return;
      state.returnPage.phase = action.payload.phase;
      state.returnPage.message = action.payload.message;
    },
    /** Try again after Deny: a fresh account link, opened in this window. */
    returnPageRetried(state) {
      if (state.returnPage) state.returnPage.retrying = true;
    },
    returnPageRetryFailed(state) {
      if (state.returnPage) state.returnPage.retrying = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(connectionsPageOpened, (state) => {
      state.returnPage = null;
    });
  },
});

export const {
  linkingStarted,
  linkingLinkReady,
  linkingEnded,
  returnPageOpened,
  returnPageSettled,
  returnPageRetried,
  returnPageRetryFailed,
} = accountLinkingSlice.actions;
export const accountLinkingReducer = accountLinkingSlice.reducer;
