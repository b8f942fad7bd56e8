import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';

import type { ListedUser, UserType } from './types';

export const USER_PAGE_SIZES = [5, 10, 15, 20] as const;
/** The search asks the server once typing has paused this long (spec 1 §9's debounce of 300 ms). */
export const USER_SEARCH_DEBOUNCE_MS = 300;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];

/** The Users page and the invite dialog (spec 1 §2, §4; spec 2 §2 "Users page"). */
export interface UsersState {
  list: ListedUser[];
  total: number;
  /** The organisation owner's username (a row's id), as the list last said; null when unknown. */
  ownerId: string | null;
  /** What the search field holds; the list shows the users whose name or e-mail contains it. */
  search: string;
  page: number;
  pageSize: UserPageSize;
  status: LoadStatus;
  /** The status code of a failed list load, which picks the message (spec 1 §8). */
  errorStatus: number | null;
  /** Rows with a call in flight, by user id (a licence change in flight is the subscriptions slice's). */
  busy: Record<string, 'role' | 'reinvite'>;
  /** `emailError`: the server refused the address (it is taken); shown under the e-mail field. */
  invite: { open: boolean; pending: boolean; emailError: string | null };
}

const initialState: UsersState = {
  list: [],
  total: 0,
  ownerId: null,
  search: '',
  page: 0,
  pageSize: USER_PAGE_SIZES[0],
  status: 'idle',
  errorStatus: null,
  busy: {},
  invite: { open: false, pending: false, emailError: null },
};

const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {
    usersPageOpened() {},
    /** The page was left: what it started and has not finished stops. */
    usersPageClosed() {},
    usersRequested(state) {
      state.status = 'loading';
      state.errorStatus = null;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    pageSizeChanged(state, action: PayloadAction<UserPageSize>) {
      state.pageSize = action.payload;
      state.page = 0;
    },
    /** A new search starts at its first page. */
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.page = 0;
    },
    usersLoaded(
      state,
      action: PayloadAction<{ users: ListedUser[]; total: number; ownerId: string | null }>,
    ) {
      state.status = 'succeeded';
      state.list = action.payload.users;
      state.total = action.payload.total;
      state.ownerId = action.payload.ownerId;
    },
    usersFailed(state, action: PayloadAction<number>) {
      state.status = 'failed';
      state.errorStatus = action.payload;
      state.list = [];
    },
    inviteDialogOpened(state) {
      state.invite = { open: true, pending: false, emailError: null };
    },
    inviteDialogClosed(state) {
      state.invite = { open: false, pending: false, emailError: null };
    },
    inviteSubmitted(state, _action: PayloadAction<{ email: string; userType: UserType }>) {
      state.invite.pending = true;
      state.invite.emailError = null;
    },
    inviteFinished(state, action: PayloadAction<{ sent: boolean; emailError?: string }>) {
      state.invite = {
        open: !action.payload.sent,
        pending: false,
        emailError: action.payload.emailError ?? null,
      };
    },
    resendInviteClicked(state, action: PayloadAction<ListedUser>) {
      state.busy[action.payload.id] = 'reinvite';
    },
    roleChangeRequested(state, action: PayloadAction<{ user: ListedUser; role: UserType }>) {
      state.busy[action.payload.user.id] = 'role';
    },
    roleChanged(state, action: PayloadAction<{ id: string; role: UserType }>) {
      const row = state.list.find((user) => user.id === action.payload.id);
      if (row) row.role = action.payload.role;
    },
    rowSettled(state, action: PayloadAction<string>) {
      state.busy = Object.fromEntries(Object.entries(state.busy).filter(([id]) => id !== action.payload));
    },
  },
});

export const {
  usersPageOpened,
  usersPageClosed,
  usersRequested,
  pageChanged,
  pageSizeChanged,
  searchChanged,
  usersLoaded,
  usersFailed,
  inviteDialogOpened,
  inviteDialogClosed,
  inviteSubmitted,
  inviteFinished,
  resendInviteClicked,
  roleChangeRequested,
  roleChanged,
  rowSettled,
} = usersSlice.actions;
export const usersReducer = usersSlice.reducer;
