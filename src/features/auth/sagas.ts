import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import {
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLatest,
  type StrictEffect,
} from 'redux-saga/effects';

import { TOKEN_REFRESH_INTERVAL_MS, TOKEN_STALE_AFTER_MS } from '@/config/constants';
import { services } from '@/lib/redux/services';
import { unauthenticate } from '@/lib/redux/session';
import { toServiceError, type ServiceError } from '@/services/errors';
import type { SignedInUser, SignInResult } from '@/services/identity';
import type { Services } from '@/services';

import { fetchTenantSkill } from './api';
import {
  appStarted,
  sessionChecked,
  signInChallenged,
  signInFailed,
  signInSubmitted,
  signInSucceeded,
  signOutRequested,
  tokensRefreshed,
  type AuthState,
} from './slice';
import type { Skill, SignInCredentials } from './types';

type Saga<T = void> = Generator<StrictEffect, T, never>;

/** Messages Cognito sends that the spec shows differently (spec 1 §4). */
export function signInErrorMessage(error: ServiceError): string {
  if (error.message.startsWith('Exception migrating user in app client')) return 'User does not exist';
  return error.message;
}

/** The skill is needed by the assistant, not for signing in: a failure leaves it empty instead of blocking. */
function* loadSkill(): Saga<Skill | null> {
  const { gateway }: Services = yield* services();
  try {
    return (yield call(fetchTenantSkill, gateway));
  } catch {
    return null;
  }
}

function* checkSession(): Saga {
  const { identity }: Services = yield* services();
  let user: SignedInUser | null = null;
  try {
    user = (yield call(identity.currentUser, {}));
  } catch {
    // An unreadable or revoked stored session is the same as none: the user signs in again.
  }
  if (!user) {
    yield put(sessionChecked(null));
    return;
  }
  const skill = (yield* loadSkill());
  yield put(sessionChecked({ user, skill }));
}

function* signIn(action: PayloadAction<SignInCredentials>): Saga {
  const { identity, config }: Services = yield* services();
  const credentials = action.payload;
  let result: SignInResult;
  try {
    try {
      result = (yield call(identity.signIn, { ...credentials, flow: 'USER_SRP_AUTH' }));
    } catch (error) {
      // Users migrated from an older directory may not exist for SRP yet: one retry with the plain flow
      // creates them (spec 1 §4), except in the development and sign-up API modes.
      if (toServiceError(error).code !== 'UserNotFoundException' || config.apiMode !== 'production') throw error;
      result = (yield call(identity.signIn, { ...credentials, flow: 'USER_PASSWORD_AUTH' }));
    }
  } catch (error) {
    const failure = toServiceError(error);
    yield put(signInFailed({ ...failure, message: signInErrorMessage(failure) }));
    return;
  }
  yield* afterSignInStep(result);
}

function* afterSignInStep(result: SignInResult): Saga {
  const { identity }: Services = yield* services();
  switch (result.kind) {
    case 'signedIn': {
      const user = (yield call(identity.currentUser, {})) as SignedInUser | null;
      if (!user) {
        yield put(signInFailed({ code: 'NoSession', status: 0, message: 'Sign-in did not create a session.' }));
        return;
      }
      const skill = (yield* loadSkill());
      yield put(signInSucceeded({ user, skill }));
      return;
    }
    case 'newPasswordRequired':
      yield put(signInChallenged('newPasswordRequired'));
      return;
    case 'mfaRequired':
      yield put(signInChallenged('mfaRequired'));
      return;
    case 'confirmSignUp':
      yield put(signInChallenged('registerConfirm'));
      return;
    case 'resetPassword':
      yield put(
        signInFailed({
          code: 'PasswordResetRequiredException',
          status: 0,
          message: 'Password reset required for the user',
        }),
      );
      return;
  }
}

function* refreshTokens(): Saga {
  const { identity }: Services = yield* services();
  try {
    const user = (yield call(identity.currentUser, { forceRefresh: true })) as SignedInUser | null;
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
  const channel = (yield call(visibilityChannel)) as EventChannel<true>;
  try {
    for (;;) {
      const { returned } = (yield race({
        timer: delay(TOKEN_REFRESH_INTERVAL_MS),
        returned: take(channel),
      })) as { timer?: true; returned?: true };
      if (returned) {
        const lastRefreshAt = (yield select((state: { auth: AuthState }) => state.auth.lastRefreshAt)) as
          | number
          | null;
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
    const signedIn = (yield select((state: { auth: AuthState }) => state.auth.status === 'authenticated')) as boolean;
    if (!signedIn) continue;
    const refresher = (yield fork(keepSessionFresh)) as Task;
    yield take(unauthenticate.type);
    yield cancel(refresher);
  }
}

function* signOut(): Saga {
  const { identity }: Services = yield* services();
  yield call(identity.signOut);
  yield put(unauthenticate());
}

export function* authSaga(): Saga {
  yield fork(sessionLifecycle);
  yield takeLatest(signInSubmitted.type, signIn);
  yield takeLatest(signOutRequested.type, signOut);
  yield takeLatest(appStarted.type, checkSession);
}
