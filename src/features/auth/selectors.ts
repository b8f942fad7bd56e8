import type { AuthState } from './slice';

type State = { auth: AuthState };

export const selectAuthStatus = (state: State) => state.auth.status;
export const selectCurrentUser = (state: State) => state.auth.user;
export const selectIsAdministrator = (state: State) => state.auth.user?.role === 'Administrator';
export const selectSignInRequest = (state: State) => state.auth.signIn;
export const selectSkill = (state: State) => state.auth.skill;
