import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';

import { type AuthState, signOutRequested } from '@/features/auth/slice';
import { notify } from '@/features/notifications/slice';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { unauthenticate } from '@/lib/redux/session';
import type { Services } from '@/services';
import { toServiceError } from '@/services/errors';

import {
  changeUserLicence,
  changeUserRole,
  fetchChatbotStatus,
  fetchInteractionCounters,
  fetchLicences,
  inviteUser,
  listUsers,
  reinviteUser,
} from './api';
import {
  chatbotStatusLoaded,
  countersLoaded,
  inviteFinished,
  inviteSubmitted,
  licenceChangeRequested,
  licencesFailed,
  licencesLoaded,
  licencesRequested,
  pageChanged,
  pageSizeChanged,
  resendInviteClicked,
  roleChanged,
  roleChangeRequested,
  rowSettled,
  usersFailed,
  usersLoaded,
  usersPageClosed,
  usersPageOpened,
  usersRequested,
  type UsersState,
} from './slice';
import type {
  ChatbotStatus,
  InteractionCounters,
  InviteReply,
  LicenceList,
  ListedUser,
  UserType,
} from './types';

/** Spec 1 §8 and spec 2 §8, verbatim (the invite failure text is DESIGN §7's). */
export const USERS_MESSAGES = {
  tokenError: 'Access token error, Access token not valid',
  serverError: 'Server error, Internal error while loading users, please reload page to try again!',
  inviteFailed: 'Failed to send invitation.',
  inviteResent: 'Invite resent.',
  resendFailed: 'Failed to resend invite.',
  changingRole: (role: string) => `Changing role to "${role}".`,
  roleChanged: 'Successfully changed user role.',
  roleFailed: 'Failed to change user role.',
  licenceChanged: 'User License changed.',
  licenceFailed: 'Unable to change User License.',
} as const;

/** Spec 2 §4: licence and chatbot status loads start 1 s after the page opens. */
export const LICENCE_LOAD_DELAY_MS = 1_000;

export const listErrorMessage = (status: number | null) =>
  status === 403 || status === 404 ? USERS_MESSAGES.tokenError : USERS_MESSAGES.serverError;

const selectUsersState = (state: { users: UsersState }) => state.users;
const selectAuthState = (state: { auth: AuthState }) => state.auth;

function* loadUsers(): Saga {
  const { gateway }: Services = yield* services();
  const { page, pageSize } = (yield select(selectUsersState)) as UsersState;
  try {
    const result = (yield call(listUsers, gateway, { from: page * pageSize, limit: pageSize })) as {
      users: ListedUser[];
      total: number;
    };
    yield put(usersLoaded(result));
  } catch (error) {
    // Spec 1 §7: a failure without a usable status is a 500.
    const { status } = toServiceError(error);
    yield put(usersFailed(status === 403 || status === 404 ? status : 500));
  }
}

function* loadLicences(): Saga {
  const { gateway, config }: Services = yield* services();
  yield put(licencesRequested());
  try {
    yield put(licencesLoaded((yield call(fetchLicences, gateway, config.billingSite)) as LicenceList));
  } catch {
    yield put(licencesFailed());
  }
}

function* loadCounters(): Saga {
  const { gateway, config }: Services = yield* services();
  try {
    yield put(
      countersLoaded(
        (yield call(fetchInteractionCounters, gateway, config.billingSite)) as InteractionCounters,
      ),
    );
  } catch {
    // The counters are extra information: the page works without them.
  }
}

function* loadChatbotStatus(): Saga {
  const { gateway, config }: Services = yield* services();
  try {
    yield put(
      chatbotStatusLoaded((yield call(fetchChatbotStatus, gateway, config.billingSite)) as ChatbotStatus),
    );
  } catch {
    // Likewise: without it the status chip is simply not shown.
  }
}

function* openPage(): Saga {
  yield put(usersRequested());
  yield delay(LICENCE_LOAD_DELAY_MS);
  yield all([call(loadLicences), call(loadCounters), call(loadChatbotStatus)]);
}

/**
 * The page's own loads stop when it is left or the session ends: the delayed licence and chatbot status loads
 * must not run without a session (answered 401, they were taken for an expired session: a second sign-out and
 * a "session expired" toast on the sign-in page).
 */
function* whileOnPage(): Saga {
  yield race({
    page: call(openPage),
    left: take([usersPageClosed.type, signOutRequested.type, unauthenticate.type]),
  });
}

function* reloadAfterPaging(): Saga {
  yield put(usersRequested());
}

/** The invite dialog's outcome is one message: a retry's success replaces the failure still on screen. */
const INVITE_KEY = 'users/invite';

/** The gateway answers 200 with status 'error' and code 409 when the address already has an account. */
const isEmailTaken = (reply: InviteReply) =>
  reply.status === 'error' && (reply.code === 409 || /already exists/i.test(reply.message));

function* invite(action: PayloadAction<{ email: string; userType: UserType }>): Saga {
  const { gateway }: Services = yield* services();
  const auth = (yield select(selectAuthState)) as AuthState;
  let reply: InviteReply;
  try {
    reply = yield call(inviteUser, gateway, {
      email: action.payload.email,
      tenant: auth.user?.tenant ?? '',
      userType: action.payload.userType,
    });
  } catch {
    yield put(notify({ message: USERS_MESSAGES.inviteFailed, variant: 'error', key: INVITE_KEY }));
    yield put(inviteFinished({ sent: false }));
    return;
  }
  if (reply.status === 'success') {
    yield put(inviteFinished({ sent: true }));
    // Spec 1 §4 says "notification shown, user list reloaded": the message comes once the list shows the new
    // user, so the two never disagree. A failed reload says so itself (the list's alert).
    yield put(usersRequested());
    yield take([usersLoaded.type, usersFailed.type]);
    yield put(notify({ message: reply.message, variant: 'success', key: INVITE_KEY }));
    return;
  }
  if (isEmailTaken(reply)) {
    // About the address typed: said under the field, in the dialog that stays open for another one.
    yield put(inviteFinished({ sent: false, emailError: reply.message }));
    return;
  }
  yield put(notify({ message: reply.message, variant: 'error', key: INVITE_KEY }));
  yield put(inviteFinished({ sent: false }));
}

function* resendInvite(action: PayloadAction<ListedUser>): Saga {
  const { gateway }: Services = yield* services();
  const key = `users/reinvite/${action.payload.id}`;
  try {
    yield call(reinviteUser, gateway, action.payload.email);
    yield put(notify({ message: USERS_MESSAGES.inviteResent, variant: 'success', key }));
  } catch {
    yield put(notify({ message: USERS_MESSAGES.resendFailed, variant: 'error', key }));
  } finally {
    yield put(rowSettled(action.payload.id));
  }
}

function* changeRole(action: PayloadAction<{ user: ListedUser; role: UserType }>): Saga {
  const { gateway }: Services = yield* services();
  const { user, role } = action.payload;
  // One toast per change: the outcome replaces the "Changing role" notice instead of joining it.
  const key = `users/role/${user.id}`;
  yield put(notify({ message: USERS_MESSAGES.changingRole(role), variant: 'info', key }));
  try {
    yield call(changeUserRole, gateway, user.id, role);
    yield put(roleChanged({ id: user.id, role }));
    yield put(notify({ message: USERS_MESSAGES.roleChanged, variant: 'success', key }));
  } catch {
    yield put(notify({ message: USERS_MESSAGES.roleFailed, variant: 'error', key }));
  } finally {
    yield put(rowSettled(user.id));
  }
}

function* changeLicence(
  action: PayloadAction<{ user: ListedUser; oldLicense: string | null; newLicense: string | null }>,
): Saga {
  const { gateway, config }: Services = yield* services();
  const { user, oldLicense, newLicense } = action.payload;
  const key = `users/licence/${user.id}`;
  try {
    yield call(changeUserLicence, gateway, config.billingSite, { user: user.email, oldLicense, newLicense });
    yield put(notify({ message: USERS_MESSAGES.licenceChanged, variant: 'success', key }));
  } catch {
    yield put(notify({ message: USERS_MESSAGES.licenceFailed, variant: 'error', key }));
  } finally {
    yield put(rowSettled(user.id));
  }
  // The counters change with every move, and a refused change must show the old licence again.
  yield* loadLicences();
}

export function* usersSaga(): Saga {
  yield takeLatest(usersPageOpened.type, whileOnPage);
  yield takeLatest(usersRequested.type, loadUsers);
  yield takeLatest([pageChanged.type, pageSizeChanged.type], reloadAfterPaging);
  yield takeLatest(inviteSubmitted.type, invite);
  yield takeEvery(resendInviteClicked.type, resendInvite);
  yield takeEvery(roleChangeRequested.type, changeRole);
  yield takeEvery(licenceChangeRequested.type, changeLicence);
}
