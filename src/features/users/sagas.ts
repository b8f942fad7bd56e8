import type { PayloadAction } from '@reduxjs/toolkit';
import { debounce, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { selectTenant, signOutRequested } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { call, select, take } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import type { ServiceError } from '@/services/errors';
import { GatewayReplyFailure } from '@/services/gateway';

import { changeUserRole, inviteUser, listUsers, reinviteUser } from './api';
import { USERS_MESSAGES } from './messages';
import {
  inviteFinished,
  inviteSubmitted,
  pageChanged,
  pageSizeChanged,
  resendInviteClicked,
  roleChanged,
  roleChangeRequested,
  rowSettled,
  searchChanged,
  USER_SEARCH_DEBOUNCE_MS,
  usersFailed,
  usersLoaded,
  usersPageClosed,
  usersPageOpened,
  usersRequested,
  type UsersState,
} from './slice';
import type { InviteReply, ListedUser, UserType } from './types';

export const listErrorMessage = (status: number | null) =>
  status === 403 || status === 404 ? USERS_MESSAGES.tokenError : USERS_MESSAGES.serverError;

const selectUsersState = (state: { users: UsersState }) => state.users;

/** Spec 1 §7: a failure without a usable status is a 500. */
const listFailureStatus = ({ status }: ServiceError) => (status === 403 || status === 404 ? status : 500);

const loadUsers = requestWorker(
  { success: usersLoaded, failure: (error) => usersFailed(listFailureStatus(error)) },
  function* () {
    const { gateway } = yield* services();
    const { page, pageSize, search } = yield* select(selectUsersState);
    return yield* call(listUsers, gateway, { from: page * pageSize, limit: pageSize, search });
  },
);

/**
 * The page's own load; it stops when the page is left or the session ends (`whileOpen` below). The licences'
 * delayed loads are the subscriptions feature's (the page dispatches its `licencesPageOpened` too).
 */
function* openPage(): Saga {
  yield put(usersRequested());
}

function* reloadAfterPaging(): Saga {
  yield put(usersRequested());
}

/** The invite dialog's outcome is one message: a retry's success replaces the failure still on screen. */
const INVITE_KEY = 'users/invite';

/** The gateway answers 200 with status 'error' and code 409 when the address already has an account. */
const isEmailTaken = (reply: InviteReply) =>
  reply.status === 'error' && (reply.code === 409 || /already exists/i.test(reply.message));

/**
 * Hand-written: a multi-step flow. The invitation, then the list reloaded, and only then the message; a refusal
 * in the reply (the address is taken) is an answer for the dialog, not a failed call.
 */
function* invite(action: PayloadAction<{ email: string; userType: UserType }>): Saga {
  const { gateway } = yield* services();
  const tenant = yield* select(selectTenant);
  let reply: InviteReply;
  try {
    reply = yield* call(inviteUser, gateway, {
      email: action.payload.email,
      tenant: tenant ?? '',
      userType: action.payload.userType,
    });
  } catch (error) {
    if (!(error instanceof GatewayReplyFailure)) {
      yield put(notifyError(USERS_MESSAGES.inviteFailed, INVITE_KEY));
      yield put(inviteFinished({ sent: false }));
      return;
    }
    reply = { status: 'error', code: error.status, message: error.message };
  }
  if (reply.status === 'success') {
    yield put(inviteFinished({ sent: true }));
    // Spec 1 §4 says "notification shown, user list reloaded": the message comes once the list shows the new
    // user, so the two never disagree. A failed reload says so itself (the list's alert).
    yield put(usersRequested());
    yield* take([usersLoaded, usersFailed]);
    yield put(notifySuccess(reply.message, INVITE_KEY));
    return;
  }
  if (isEmailTaken(reply)) {
    // About the address typed: said under the field, in the dialog that stays open for another one.
    yield put(inviteFinished({ sent: false, emailError: reply.message }));
    return;
  }
  yield put(notifyError(reply.message, INVITE_KEY));
  yield put(inviteFinished({ sent: false }));
}

type RowAction<P> = PayloadAction<P & { user: ListedUser }>;
const reinviteKey = (user: ListedUser) => `users/reinvite/${user.id}`;

const resendInvite = requestWorker(
  { settled: ({ payload }: PayloadAction<ListedUser>) => rowSettled(payload.id) },
  function* ({ payload }: PayloadAction<ListedUser>) {
    const { gateway } = yield* services();
    yield* call(reinviteUser, gateway, payload.email);
  },
  {
    successNotice: (_, { payload }) => notifySuccess(USERS_MESSAGES.inviteResent, reinviteKey(payload)),
    failureNotice: (_, { payload }) => notifyError(USERS_MESSAGES.resendFailed, reinviteKey(payload)),
  },
);

/** One toast per change: the outcome replaces the "Changing role" notice instead of joining it. */
const roleKey = ({ payload }: RowAction<{ role: UserType }>) => `users/role/${payload.user.id}`;

const changeRole = requestWorker(
  {
    started: (action: RowAction<{ role: UserType }>) =>
      notifyInfo(USERS_MESSAGES.changingRole(action.payload.role), roleKey(action)),
    success: (_, { payload }) => roleChanged({ id: payload.user.id, role: payload.role }),
    settled: ({ payload }) => rowSettled(payload.user.id),
  },
  function* ({ payload }: RowAction<{ role: UserType }>) {
    const { gateway } = yield* services();
    yield* call(changeUserRole, gateway, payload.user.id, payload.role);
  },
  {
    successNotice: (_, action) => notifySuccess(USERS_MESSAGES.roleChanged, roleKey(action)),
    failureNotice: (_, action) => notifyError(USERS_MESSAGES.roleFailed, roleKey(action)),
  },
);

export function* usersSaga(): Saga {
  const { timings } = yield* services();
  yield whileOpen(usersPageOpened, [usersPageClosed, signOutRequested], openPage);
  yield takeLatest(usersRequested.type, loadUsers);
  yield takeLatest([pageChanged.type, pageSizeChanged.type], reloadAfterPaging);
  // Typing searches once it pauses: one request for a name, not one per letter.
  yield debounce(timings.wait(USER_SEARCH_DEBOUNCE_MS), searchChanged.type, reloadAfterPaging);
  yield takeLatest(inviteSubmitted.type, invite);
  yield takeEvery(resendInviteClicked.type, resendInvite);
  yield takeEvery(roleChangeRequested.type, changeRole);
}
