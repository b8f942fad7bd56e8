import type { AuthState } from './slice';

type State = { auth: AuthState };

// The session (user, role, rights, tenant, skill) lives in ./session; these are the auth flow's own.
export { selectCurrentUser, selectIsAdministrator, selectRole, selectSkill, selectTenant } from './session';
export const selectAuthStatus = (state: State) => state.auth.status;
export const selectSignInRequest = (state: State) => state.auth.signIn;
export const selectAuthEmail = (state: State) => state.auth.email;
export const selectMfaMethod = (state: State) => state.auth.mfaMethod;
export const selectPostSignInPath = (state: State) => state.auth.postSignInPath;
export const selectSignUp = (state: State) => state.auth.signUp;
export const selectForgotPassword = (state: State) => state.auth.forgotPassword;
export const selectPortalReady = (state: State) => state.auth.portalReady;
export const selectRememberOrigin = (state: State) => state.auth.rememberOrigin;
