// The auth feature's public surface: the session every feature reads, and the auth events others react to.
// Nothing outside src/features/auth imports its other files (lint: no-restricted-imports).
export { initialsOf } from './profile';
export { SESSION_EXPIRED_MESSAGE } from './sagas';
export { selectPortalReady } from './selectors';
export {
  ADMINISTRATOR_RIGHTS,
  hasRight,
  type Right,
  rightsOf,
  selectCurrentUser,
  selectIsAdministrator,
  selectRights,
  selectRole,
  selectSession,
  selectSkill,
  selectTenant,
  selectUsername,
  type SessionState,
} from './session';
export {
  appStarted,
  type AuthState,
  portalReadied,
  postSignInPathFollowed,
  sessionChecked,
  signedOutAuthState,
  signInFailed,
  signInSucceeded,
  signOutRequested,
  tokensRefreshed,
} from './slice';
export type { AuthenticatedPayload, AuthStatus, MfaMethod, Role, SignedInUser, Skill } from './types';
