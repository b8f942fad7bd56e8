import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { cancel, delay, put, take, takeLatest } from 'redux-saga/effects';

import { TOKEN_REFRESH_INTERVAL_MS, TOKEN_STALE_AFTER_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { call, fork, race, select } from '@/lib/redux/effects';
import { notify } from '@/lib/redux/notify';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { unauthenticate } from '@/lib/redux/session';
import { userStorage } from '@/lib/user-storage';
import { type ServiceError, toServiceError } from '@/services/errors';
import { GatewayReplyFailure } from '@/services/gateway';
import type { SignedInUser, SignInResult } from '@/services/identity';

import { createDbUser, createSkill, fetchTenantSkill } from './api';
import { PASSWORD_CHANGED_MESSAGE } from './schemas';
import {
  appStarted,
  type AuthState,
  challengeAnswered,
  confirmationCodeResendRequested,
  confirmationCodeSubmitted,
  forgotPasswordCodeSent,
  forgotPasswordFailed,
  forgotPasswordRequested,
  passwordResetRequired,
  passwordResetSubmitted,
  passwordResetSucceeded,
  sessionChecked,
  signInChallenged,
  signInFailed,
  signInSubmitted,
  signInSucceeded,
  signOutRequested,
  signUpSubmitted,
  tokensRefreshed,
} from './slice';
import type { SignInCredentials, Skill } from './types';

export const CODE_SENT_MESSAGE = 'Please check your email. Confirmation code sent successfully.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** Spec 1 §9: after the confirmation code is accepted, sign-in happens automatically after 2 s. */
export const AUTO_SIGN_IN_DELAY_MS = 2_000;

/** Messages Cognito sends that the spec shows differently (spec 1 §4). */
export function signInErrorMessage(error: ServiceError): string {
  if (error.message.startsWith('Exception migrating user in app client')) return 'User does not exist';
  return error.message;
}

const selectAuth = (state: { auth: AuthState }) => state.auth;

/**
 * Where an expired session left its user (issue 21 §4.5): kept for that user in the tab's session storage, so
 * that signing in again returns there, to the form's kept draft (src/lib/form-draft.ts), and nobody else does.
 */
const RETURN_TO_KEY = 'return-to';
const sessionStore = (username: string) => userStorage(username, sessionStorage);
/** A path of this portal: one slash, not a protocol-relative `//host` or a URL. */
const isPortalPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/** The page to return to after signing in, once: then it is forgotten. */
function takeReturnPath(username: string): string | null {
  const store = sessionStore(username);
  const path = store.get(RETURN_TO_KEY, isPortalPath) ?? null;
  store.remove(RETURN_TO_KEY);
  return path;
}

/**
 * The skill is needed by the assistant, not for signing in: a failure leaves it empty instead of blocking.
 * Except a 401: the gateway answers it only after retrying with refreshed tokens, so the gateway refuses this
 * session for good, and signing in with it would land on a dashboard that can do nothing ('refused').
 */
function* loadSkill(): Saga<Skill | null | 'refused'> {
  const { gateway } = yield* services();
  try {
    return yield* call(fetchTenantSkill, gateway);
  } catch (error) {
    return toServiceError(error).status === 401 ? 'refused' : null;
  }
}

/**
 * A session the gateway refuses ends as an expired one does once signed in (bootstrap's onSessionExpired, which
 * ignores calls made before the user is authenticated): signed out, with the notice, back to sign-in.
 */
const endRefusedSession = () => put(signOutRequested({ notice: SESSION_EXPIRED_MESSAGE }));

function* checkSession(): Saga {
  const { identity } = yield* services();
  let user: SignedInUser | null = null;
  try {
    user = yield* call(identity.currentUser, {});
  } catch {
    // An unreadable or revoked stored session is the same as none: the user signs in again.
  }
  if (!user) {
    yield put(sessionChecked(null));
    return;
  }
  const skill = yield* loadSkill();
  if (skill === 'refused') {
    yield endRefusedSession();
    return;
  }
  yield put(sessionChecked({ user, skill }));
}

/**
 * A first login (custom:first_login 1) creates the database user and, when asked, the tenant's skill, then
 * sends the user to the getting-started wizard.
 */
function* setUpFirstLogin(user: SignedInUser): Saga<SignedInUser> {
  const { gateway, identity } = yield* services();
  let shouldCreateSkill: boolean | undefined;
  try {
    ({ shouldCreateSkill } = yield* call(createDbUser, gateway, user.email));
  } catch (error) {
    // A refusal in the reply's body never stopped a first login (only a failed call does): it still does not.
    if (!(error instanceof GatewayReplyFailure)) throw error;
  }
  const wantsSkill = shouldCreateSkill ?? user.attributes['custom:create_skill'] === '1';
  if (wantsSkill) {
    try {
      const company = user.attributes['custom:company_name'] || 'My Organisation';
      yield* call(createSkill, gateway, {
        appId: crypto.randomUUID(),
        name: `${company} Assistant`,
        invocationName: 'assistant',
        description: `The assistant of ${company}`,
      });
    } catch {
      // Spec 1 §7: creating a skill that is not needed (it exists already) is ignored silently.
    }
  }
  // The first-login attribute changed on the server: refresh so that the tokens say so too.
  return (yield* call(identity.currentUser, { forceRefresh: true })) ?? user;
}

function* completeSignIn(): Saga {
  const { identity, analytics } = yield* services();
  let user = yield* call(identity.currentUser, {});
  if (!user) {
    yield put(signInFailed({ code: 'NoSession', status: 0, message: 'Sign-in did not create a session.' }));
    return;
  }
  let postSignInPath = takeReturnPath(user.username);
  if (user.attributes['custom:first_login'] === '1') {
    try {
      user = yield* setUpFirstLogin(user);
      postSignInPath = paths.gettingStartedWizard.href();
      yield* call(analytics.record, 'sign_up', { email: user.email });
    } catch (error) {
      yield put(signInFailed(toServiceError(error)));
      return;
    }
  }
  const skill = yield* loadSkill();
  if (skill === 'refused') {
    yield endRefusedSession();
    return;
  }
  yield* call(analytics.record, 'login', { role: user.role });
  yield put(signInSucceeded({ user, skill, postSignInPath }));
}

/** Everything the identity service asks after credentials, a new password or an MFA code. */
function* afterSignInStep(result: SignInResult): Saga {
  const { identity } = yield* services();
  switch (result.kind) {
    case 'signedIn':
      yield* completeSignIn();
      return;
    case 'newPasswordRequired':
      yield put(signInChallenged({ status: 'newPasswordRequired' }));
      return;
    case 'mfaRequired':
      yield put(signInChallenged({ status: 'mfaRequired', mfaMethod: result.method }));
      return;
    case 'confirmSignUp': {
      // Spec 1 §4: an unconfirmed user gets the code again and the confirmation form.
      const { email } = yield* select(selectAuth);
      try {
        yield* call(identity.resendSignUpCode, email ?? '');
        yield put(notify({ message: CODE_SENT_MESSAGE, variant: 'success' }));
      } catch (error) {
        yield put(notify({ message: toServiceError(error).message, variant: 'error' }));
      }
      yield put(signInChallenged({ status: 'registerConfirm' }));
      return;
    }
    case 'resetPassword': {
      // Spec 1 §4: a required reset leads to /forgot-password; the code is sent on the way.
      const { email } = yield* select(selectAuth);
      yield put(passwordResetRequired(email ?? ''));
      return;
    }
  }
}

function* refreshTokens(): Saga {
  const { identity } = yield* services();
  try {
    const user = yield* call(identity.currentUser, { forceRefresh: true });
    if (user) yield put(tokensRefreshed({ user, at: Date.now() }));
    else yield put(signOutRequested());
  } catch (error) {
    // A network blip must not sign the user out; a refused refresh token must.
    if (toServiceError(error).code === 'NotAuthorizedException') yield put(signOutRequested());
  }
}

function visibilityChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') emit(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  });
}

/** While signed in: refresh every 150 s, and at once on returning to the tab when the last refresh is stale. */
function* keepSessionFresh(): Saga {
  const channel = yield* call(visibilityChannel);
  try {
    for (;;) {
      const { returned } = yield* race({
        timer: delay(TOKEN_REFRESH_INTERVAL_MS),
        returned: take(channel),
      });
      if (returned) {
        const { lastRefreshAt } = yield* select(selectAuth);
        if (lastRefreshAt !== null && Date.now() - lastRefreshAt <= TOKEN_STALE_AFTER_MS) continue;
      }
      yield* refreshTokens();
    }
  } finally {
    channel.close();
  }
}

function* sessionLifecycle(): Saga {
  for (;;) {
    yield take([signInSucceeded.type, sessionChecked.type]);
    const { status } = yield* select(selectAuth);
    if (status !== 'authenticated') continue;
    const refresher = yield* fork(keepSessionFresh);
    yield take(unauthenticate.type);
    yield cancel(refresher);
  }
}

function* signOut(action: ReturnType<typeof signOutRequested>): Saga {
  const { identity } = yield* services();
  const username = (yield* select(selectAuth)).user?.username;
  const returnTo = action.payload?.returnTo;
  if (username && isPortalPath(returnTo)) sessionStore(username).set(RETURN_TO_KEY, returnTo);
  yield* call(identity.signOut);
  yield put(unauthenticate());
  const notice = action.payload?.notice;
  // Why the user is back on the sign-in page, and what to do: it stays until dismissed.
  if (notice) yield put(notify({ message: notice, variant: 'error', persist: true }));
}

/**
 * The sign-in, sign-up and recovery flows. The password typed at sign-in or sign-up is kept here, in the
 * saga's memory only (never in the store), for the automatic sign-in after a confirmation code.
 */
export function* authSaga(): Saga {
  let credentials: SignInCredentials | null = null;

  function* signIn(action: PayloadAction<SignInCredentials>): Saga {
    const { identity, config } = yield* services();
    credentials = action.payload;
    let result: SignInResult;
    try {
      try {
        result = yield* call(identity.signIn, { ...credentials, flow: 'USER_SRP_AUTH' });
      } catch (error) {
        // Users migrated from an older directory may not exist for SRP yet: one retry with the plain flow
        // creates them (spec 1 §4), except in the development and sign-up API modes.
        if (toServiceError(error).code !== 'UserNotFoundException' || config.apiMode !== 'production')
          throw error;
        result = yield* call(identity.signIn, { ...credentials, flow: 'USER_PASSWORD_AUTH' });
      }
    } catch (error) {
      const failure = toServiceError(error);
      yield put(signInFailed({ ...failure, message: signInErrorMessage(failure) }));
      return;
    }
    yield* afterSignInStep(result);
  }

  function* answerChallenge(action: PayloadAction<string>): Saga {
    const { identity } = yield* services();
    try {
      const result = yield* call(identity.answerChallenge, action.payload);
      yield* afterSignInStep(result);
    } catch (error) {
      yield put(signInFailed(toServiceError(error)));
    }
  }

  function* signUp(action: PayloadAction<{ email: string; password: string }>): Saga {
    const { identity } = yield* services();
    const { email, password } = action.payload;
    try {
      // Only the e-mail and password: the new organisation (spec 1 §4: tenant named after the e-mail, role
      // Administrator, first login, a skill to create) is the server's to assign. The app client may not write
      // those attributes, or anyone could sign up into another organisation (docs/hosting.md).
      const needsConfirmation = yield* call(identity.signUp, { email, password });
      credentials = { email, password, keepSignedIn: false };
      if (needsConfirmation) {
        yield put(notify({ message: CODE_SENT_MESSAGE, variant: 'success' }));
        yield put(signInChallenged({ status: 'registerConfirm' }));
      } else {
        yield put(signInSubmitted(credentials));
      }
    } catch (error) {
      yield put(signInFailed(toServiceError(error)));
    }
  }

  function* confirmCode(action: PayloadAction<string>): Saga {
    const { identity } = yield* services();
    const { email } = yield* select(selectAuth);
    try {
      yield* call(identity.confirmSignUp, email ?? '', action.payload);
    } catch (error) {
      yield put(signInFailed(toServiceError(error)));
      return;
    }
    yield* wait(AUTO_SIGN_IN_DELAY_MS);
    if (credentials && credentials.email === email) yield put(signInSubmitted(credentials));
  }

  function* resendCode(): Saga {
    const { identity } = yield* services();
    const { email } = yield* select(selectAuth);
    try {
      yield* call(identity.resendSignUpCode, email ?? '');
      yield put(notify({ message: CODE_SENT_MESSAGE, variant: 'success' }));
    } catch (error) {
      yield put(notify({ message: toServiceError(error).message, variant: 'error' }));
    }
  }

  yield* fork(sessionLifecycle);
  yield takeLatest(appStarted.type, checkSession);
  yield takeLatest(signInSubmitted.type, signIn);
  yield takeLatest(challengeAnswered.type, answerChallenge);
  yield takeLatest(signUpSubmitted.type, signUp);
  yield takeLatest(confirmationCodeSubmitted.type, confirmCode);
  yield takeLatest(confirmationCodeResendRequested.type, resendCode);
  yield takeLatest([forgotPasswordRequested.type, passwordResetRequired.type], requestPasswordReset);
  yield takeLatest(passwordResetSubmitted.type, confirmPasswordReset);
  yield takeLatest(signOutRequested.type, signOut);
}

const requestPasswordReset = requestWorker(
  { success: () => forgotPasswordCodeSent(), failure: forgotPasswordFailed },
  function* (action: PayloadAction<string>) {
    const { identity } = yield* services();
    yield* call(identity.requestPasswordReset, action.payload);
  },
  { successNotice: () => notify({ message: CODE_SENT_MESSAGE, variant: 'success' }) },
);

const confirmPasswordReset = requestWorker(
  { success: () => passwordResetSucceeded(), failure: forgotPasswordFailed },
  function* (action: PayloadAction<{ email: string; code: string; newPassword: string }>) {
    const { identity } = yield* services();
    yield* call(identity.confirmPasswordReset, action.payload);
  },
  { successNotice: () => notify({ message: PASSWORD_CHANGED_MESSAGE, variant: 'success' }) },
);
