// The auth feature's public surface: the session every feature reads, and the auth events others react to.
// Nothing outside src/features/auth imports its other files (lint: no-restricted-imports).
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { authSaga } from './sagas';
import { authReducer, type AuthState as State, signedOutAuthState } from './slice';

export { initialsOf } from './initials';
export { default as SignInPage } from './pages/SignInPage';
export { SESSION_EXPIRED_MESSAGE } from './sagas';
export { selectAuthStatus, selectPortalReady, selectPostSignInPath, selectRememberOrigin } from './selectors';
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
export { NO_SKILL_CODE, NO_SKILL_MESSAGE, skillCall } from './skill-call';
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

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    auth: State;
  }
}

/** Sign-in, sign-up and the session: registered by the bootstrap (the first screen needs it). */
export const authFeature = defineFeature({
  name: 'auth',
  // Signing out leaves auth "unauthenticated", not "unknown".
  slice: sliceOf('auth', authReducer, signedOutAuthState),
  saga: authSaga,
});
