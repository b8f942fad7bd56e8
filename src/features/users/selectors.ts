import { createSelector } from '@reduxjs/toolkit';

import { selectLicenceChanges } from '@/features/subscriptions';

import type { UsersState } from './slice';

type State = { users: UsersState };

export const selectUsers = (state: State) => state.users;
export const selectInvite = (state: State) => state.users.invite;

/** Rows with a call in flight: the users feature's own (role, re-invite) and the licence changes. */
export const selectBusyRows = createSelector(
  [(state: State) => state.users.busy, selectLicenceChanges],
  (busy, changing): Record<string, string> => ({
    ...Object.fromEntries(Object.keys(changing).map((id) => [id, 'licence'])),
    ...busy,
  }),
);
