import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';

import type { ChatbotStatus, InteractionCounters, LicenceList, ListedUser, UserType } from './types';

export const USER_PAGE_SIZES = [5, 10, 15, 20] as const;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];

/** The Users page and the invite dialog (spec 1 §2, §4; spec 2 §2 "Users page"). */
export interface UsersState {
  list: ListedUser[];
  total: number;
  page: number;
  pageSize: UserPageSize;
  status: LoadStatus;
  /** The status code of a failed list load, which picks the message (spec 1 §8). */
  errorStatus: number | null;
  licences: LicenceList | null;
  licencesStatus: LoadStatus;
  counters: InteractionCounters | null;
  chatbot: ChatbotStatus | null;
  /** Rows with a call in flight, by user id. */
  busy: Record<string, 'role' | 'reinvite' | 'licence'>;
  /** `emailError`: the server refused the address (it is taken); shown under the e-mail field. */
  invite: { open: boolean; pending: boolean; emailError: string | null };
}

const initialState: UsersState = {
  list: [],
  total: 0,
  page: 0,
  pageSize: USER_PAGE_SIZES[0],
  status: 'idle',
  errorStatus: null,
  licences: null,
  licencesStatus: 'idle',
  counters: null,
  chatbot: null,
  busy: {},
  invite: { open: false, pending: false, emailError: null },
};

const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {
    usersPageOpened() {},
    /** The page was left: what it started and has not finished (the delayed licence loads) stops. */
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
    usersLoaded(state, action: PayloadAction<{ users: ListedUser[]; total: number }>) {
      state.status = 'succeeded';
      state.list = action.payload.users;
      state.total = action.payload.total;
    },
    usersFailed(state, action: PayloadAction<number>) {
      state.status = 'failed';
      state.errorStatus = action.payload;
      state.list = [];
    },
    licencesRequested(state) {
      state.licencesStatus = 'loading';
    },
    licencesLoaded(state, action: PayloadAction<LicenceList>) {
      state.licences = action.payload;
      state.licencesStatus = 'succeeded';
    },
    licencesFailed(state) {
      state.licencesStatus = 'failed';
    },
    countersLoaded(state, action: PayloadAction<InteractionCounters>) {
      state.counters = action.payload;
    },
    chatbotStatusLoaded(state, action: PayloadAction<ChatbotStatus>) {
      state.chatbot = action.payload;
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
    /**
     * Spec 2 §4: the row shows the new licence at once, before the server answers. `newLicense` null takes the
     * licence back.
     */
    licenceChangeRequested(
      state,
      action: PayloadAction<{ user: ListedUser; oldLicense: string | null; newLicense: string | null }>,
    ) {
      const { user, newLicense } = action.payload;
      state.busy[user.id] = 'licence';
      if (!state.licences) return;
      const held = (item: { user: string }) => item.user.toLowerCase() === user.email.toLowerCase();
      if (newLicense === null) {
        state.licences.resources = state.licences.resources.filter((item) => !held(item));
        return;
      }
      const resource = state.licences.resources.find(held);
      if (resource) resource.plan_code = newLicense;
      else
        state.licences.resources.push({
          tenant: user.tenant,
          user: user.email,
          plan_code: newLicense,
          counters: {},
        });
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
  usersLoaded,
  usersFailed,
  licencesRequested,
  licencesLoaded,
  licencesFailed,
  countersLoaded,
  chatbotStatusLoaded,
  inviteDialogOpened,
  inviteDialogClosed,
  inviteSubmitted,
  inviteFinished,
  resendInviteClicked,
  roleChangeRequested,
  roleChanged,
  licenceChangeRequested,
  rowSettled,
} = usersSlice.actions;
export const usersReducer = usersSlice.reducer;
