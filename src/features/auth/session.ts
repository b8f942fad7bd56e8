import type { AuthState } from './slice';
import type { Role } from './types';

/**
 * The session every feature reads: the signed-in user, their role and rights, their organisation (tenant) and
 * the assistant (skill) they work on. Selectors are typed against the one slice they read, so a feature needs
 * neither the app's root state nor the auth slice's internals.
 */
export type SessionState = { auth: AuthState };

/** Spec rights. The application-owner check arrives with billing; until then only the role decides. */
export type Right = 'purchase_license' | 'license_manager' | 'owner';

/** The rights an Administrator has by default (spec: users, "Default rights"); ordinary users have none. */
export const ADMINISTRATOR_RIGHTS: readonly Right[] = ['purchase_license', 'license_manager', 'owner'];
const NO_RIGHTS: readonly Right[] = [];

/** The rights a role carries by default. */
export const rightsOf = (role: Role | null | undefined): readonly Right[] =>
  role === 'Administrator' ? ADMINISTRATOR_RIGHTS : NO_RIGHTS;

export const selectCurrentUser = (state: SessionState) => state.auth.user;
export const selectUsername = (state: SessionState) => state.auth.user?.username ?? null;
export const selectRole = (state: SessionState): Role | null => state.auth.user?.role ?? null;
export const selectIsAdministrator = (state: SessionState) => state.auth.user?.role === 'Administrator';
export const selectRights = (state: SessionState): readonly Right[] => rightsOf(selectRole(state));
const rightSelectors = new Map<Right, (state: SessionState) => boolean>();
/** `useAppSelector(hasRight('license_manager'))`: the same selector function for the same right. */
export function hasRight(right: Right): (state: SessionState) => boolean {
  let selector = rightSelectors.get(right);
  if (!selector) {
    selector = (state: SessionState) => selectRights(state).includes(right);
    rightSelectors.set(right, selector);
  }
  return selector;
}
export const selectTenant = (state: SessionState) => state.auth.user?.tenant ?? null;
export const selectSkill = (state: SessionState) => state.auth.skill;

let lastSession: { user: AuthState['user']; skill: AuthState['skill'] } | undefined;
/** The user and skill together, for sagas that call the gateway on the user's behalf (same object until they change). */
export const selectSession = (state: SessionState) => {
  const { user, skill } = state.auth;
  if (lastSession?.user !== user || lastSession.skill !== skill) lastSession = { user, skill };
  return lastSession;
};
