import type { AuthState } from './slice';

type State = { auth: AuthState };

export const selectAuthStatus = (state: State) => state.auth.status;
export const selectCurrentUser = (state: State) => state.auth.user;
export const selectIsAdministrator = (state: State) => state.auth.user?.role === 'Administrator';
export const selectSignInRequest = (state: State) => state.auth.signIn;
export const selectSkill = (state: State) => state.auth.skill;
export const selectAuthEmail = (state: State) => state.auth.email;
export const selectMfaMethod = (state: State) => state.auth.mfaMethod;
export const selectPostSignInPath = (state: State) => state.auth.postSignInPath;
export const selectSignUp = (state: State) => state.auth.signUp;
export const selectForgotPassword = (state: State) => state.auth.forgotPassword;
export const selectPortalReady = (state: State) => state.auth.portalReady;
export const selectRememberOrigin = (state: State) => state.auth.rememberOrigin;
