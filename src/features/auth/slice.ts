import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ServiceError } from '@/services/errors';

import type { AuthenticatedPayload, AuthStatus, SignedInUser, SignInCredentials, Skill } from './types';

export interface AuthState {
  status: AuthStatus;
  user: SignedInUser | null;
  skill: Skill | null;
  /** The sign-in form's request: pending while Cognito answers, then its error (shown under the form). */
  signIn: { pending: boolean; error: string | null };
  /** When the tokens were last refreshed (epoch ms), for the 5-minute rule. */
  lastRefreshAt: number | null;
}

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  skill: null,
  signIn: { pending: false, error: null },
  lastRefreshAt: null,
};

/** Events that no reducer needs but sagas listen to. */
export const signOutRequested = createAction('auth/signOutRequested');
export const appStarted = createAction('auth/appStarted');

const authSlice = createSlice({
  name: 'auth',
  // Every slice resets on `unauthenticate` through the root reducer; `unknown` would then show a spinner
  // forever, so the reset state of auth says "signed out" explicitly.
  initialState,
  reducers: {
    sessionChecked(state, action: PayloadAction<AuthenticatedPayload | null>) {
      state.status = action.payload ? 'authenticated' : 'unauthenticated';
      state.user = action.payload?.user ?? null;
      state.skill = action.payload?.skill ?? null;
      state.lastRefreshAt = action.payload ? Date.now() : null;
    },
    signInSubmitted(state, _action: PayloadAction<SignInCredentials>) {
      state.signIn = { pending: true, error: null };
    },
    signInSucceeded(state, action: PayloadAction<AuthenticatedPayload>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.skill = action.payload.skill;
      state.signIn = { pending: false, error: null };
      state.lastRefreshAt = Date.now();
    },
    signInChallenged(state, action: PayloadAction<Exclude<AuthStatus, 'unknown' | 'authenticated'>>) {
      state.status = action.payload;
      state.signIn = { pending: false, error: null };
    },
    signInFailed(state, action: PayloadAction<ServiceError>) {
      state.signIn = { pending: false, error: action.payload.message };
    },
    tokensRefreshed(state, action: PayloadAction<{ user: SignedInUser; at: number }>) {
      state.user = action.payload.user;
      state.lastRefreshAt = action.payload.at;
    },
  },
});

export const { sessionChecked, signInSubmitted, signInSucceeded, signInChallenged, signInFailed, tokensRefreshed } =
  authSlice.actions;
export const authReducer = authSlice.reducer;
/** The state every slice returns to on sign-out: signed out, not "unknown". */
export const signedOutAuthState: AuthState = { ...initialState, status: 'unauthenticated' };
