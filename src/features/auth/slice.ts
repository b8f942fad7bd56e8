import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ServiceError } from '@/services/errors';

import type {
  AuthenticatedPayload,
  AuthStatus,
  FormRequest,
  MfaMethod,
  SignedInUser,
  SignInCredentials,
  Skill,
} from './types';

const idleForm: FormRequest = { pending: false, error: null, errorCode: null };
const pendingForm: FormRequest = { pending: true, error: null, errorCode: null };
const failedForm = (error: ServiceError): FormRequest => ({
  pending: false,
  error: error.message,
  errorCode: error.code,
});

export interface AuthState {
  status: AuthStatus;
  user: SignedInUser | null;
  skill: Skill | null;
  /** The credentials form and every challenge form after it share one request state. */
  signIn: FormRequest;
  /** The e-mail being signed in, signed up or confirmed (never the password: that stays in the saga). */
  email: string | null;
  /** Which code the MFA form asks for. */
  mfaMethod: 'SMS' | 'TOTP' | null;
  postSignInPath: string | null;
  signUp: FormRequest & { step: 'form' | 'confirm' };
  /** `required`: Cognito demands a reset before this user may sign in (PasswordResetRequiredException). */
  forgotPassword: FormRequest & { step: 'request' | 'confirm' | 'done'; required: boolean };
  /** When the tokens were last refreshed (epoch ms), for the 5-minute rule. */
  lastRefreshAt: number | null;
  /** The signed-in portal's code (its sagas) is loaded and listening: its pages may start. */
  portalReady: boolean;
  /**
   * Whether sign-in should return to the page a signed-out visitor asked for. Not after a sign-out: the next
   * person to sign in starts at home, not on the page the previous one left.
   */
  rememberOrigin: boolean;
}

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  skill: null,
  signIn: idleForm,
  email: null,
  mfaMethod: null,
  postSignInPath: null,
  signUp: { ...idleForm, step: 'form' },
  forgotPassword: { ...idleForm, step: 'request', required: false },
  lastRefreshAt: null,
  portalReady: false,
  rememberOrigin: true,
};

// Events that no reducer needs but sagas listen to.
/**
 * Sign out; `notice` says why, shown once the sign-out has reset the store (which empties the toasts).
 * `returnTo`: the page an expired session left, where the same user's next sign-in returns (issue 21 §4.5).
 */
export const signOutRequested = createAction<{ notice?: string; returnTo?: string } | undefined>(
  'auth/signOutRequested',
);
export const appStarted = createAction('auth/appStarted');

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The first-login destination was reached: later visits to public pages go back where they came from. */
    postSignInPathFollowed(state) {
      state.postSignInPath = null;
    },
    sessionChecked(state, action: PayloadAction<AuthenticatedPayload | null>) {
      state.status = action.payload ? 'authenticated' : 'unauthenticated';
      state.user = action.payload?.user ?? null;
      state.skill = action.payload?.skill ?? null;
      state.lastRefreshAt = action.payload ? Date.now() : null;
    },
    signInSubmitted(state, action: PayloadAction<SignInCredentials>) {
      state.signIn = pendingForm;
      state.email = action.payload.email;
    },
    /** The answer to the current challenge: a new password or an MFA code. */
    challengeAnswered(state, _action: PayloadAction<string>) {
      state.signIn = pendingForm;
    },
    confirmationCodeSubmitted(state, _action: PayloadAction<string>) {
      state.signIn = pendingForm;
      state.signUp = { ...pendingForm, step: state.signUp.step };
    },
    confirmationCodeResendRequested() {},
    signInSucceeded(state, action: PayloadAction<AuthenticatedPayload>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.skill = action.payload.skill;
      state.postSignInPath = action.payload.postSignInPath ?? null;
      state.signIn = idleForm;
      state.signUp = { ...idleForm, step: 'form' };
      state.mfaMethod = null;
      state.lastRefreshAt = Date.now();
    },
    signInChallenged(
      state,
      action: PayloadAction<{
        status: 'newPasswordRequired' | 'mfaRequired' | 'registerConfirm';
        mfaMethod?: MfaMethod;
      }>,
    ) {
      state.status = action.payload.status;
      state.mfaMethod =
        action.payload.mfaMethod === 'SMS' || action.payload.mfaMethod === 'TOTP'
          ? action.payload.mfaMethod
          : null;
      state.signIn = idleForm;
      state.signUp = { ...idleForm, step: action.payload.status === 'registerConfirm' ? 'confirm' : 'form' };
    },
    signInFailed(state, action: PayloadAction<ServiceError>) {
      state.signIn = failedForm(action.payload);
      state.signUp = { ...failedForm(action.payload), step: state.signUp.step };
    },
    /** Back to the credentials form (from a challenge form). */
    signInRestarted(state) {
      state.status = 'unauthenticated';
      state.signIn = idleForm;
      state.mfaMethod = null;
      state.signUp = { ...idleForm, step: 'form' };
    },
    signUpSubmitted(state, action: PayloadAction<{ email: string; password: string }>) {
      state.signUp = { ...pendingForm, step: 'form' };
      state.email = action.payload.email;
    },
    forgotPasswordRequested(state, action: PayloadAction<string>) {
      state.forgotPassword = { ...pendingForm, step: 'request', required: state.forgotPassword.required };
      state.email = action.payload;
    },
    /** Sign-in met PasswordResetRequiredException: the code is sent and the user goes to /forgot-password. */
    passwordResetRequired(state, action: PayloadAction<string>) {
      state.forgotPassword = { ...pendingForm, step: 'request', required: true };
      state.email = action.payload;
      state.signIn = idleForm;
    },
    forgotPasswordCodeSent(state) {
      state.forgotPassword = { ...idleForm, step: 'confirm', required: state.forgotPassword.required };
    },
    passwordResetSubmitted(
      state,
      _action: PayloadAction<{ email: string; code: string; newPassword: string }>,
    ) {
      state.forgotPassword = { ...pendingForm, step: 'confirm', required: state.forgotPassword.required };
    },
    passwordResetSucceeded(state) {
      state.forgotPassword = { ...idleForm, step: 'done', required: false };
    },
    forgotPasswordFailed(state, action: PayloadAction<ServiceError>) {
      state.forgotPassword = {
        ...failedForm(action.payload),
        step: state.forgotPassword.step,
        required: state.forgotPassword.required,
      };
    },
    forgotPasswordRestarted(state) {
      state.forgotPassword = { ...idleForm, step: 'request', required: false };
    },
    portalReadied(state) {
      state.portalReady = true;
    },
    tokensRefreshed(state, action: PayloadAction<{ user: SignedInUser; at: number }>) {
      state.user = action.payload.user;
      state.lastRefreshAt = action.payload.at;
    },
  },
});

export const {
  sessionChecked,
  signInSubmitted,
  challengeAnswered,
  confirmationCodeSubmitted,
  confirmationCodeResendRequested,
  signInSucceeded,
  signInChallenged,
  signInFailed,
  signInRestarted,
  signUpSubmitted,
  forgotPasswordRequested,
  passwordResetRequired,
  forgotPasswordCodeSent,
  passwordResetSubmitted,
  passwordResetSucceeded,
  forgotPasswordFailed,
  forgotPasswordRestarted,
  tokensRefreshed,
  portalReadied,
  postSignInPathFollowed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
/** The state every slice returns to on sign-out: signed out, not "unknown". */
export const signedOutAuthState: AuthState = {
  ...initialState,
  status: 'unauthenticated',
  rememberOrigin: false,
};
