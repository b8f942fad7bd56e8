import { createSelector } from '@reduxjs/toolkit';

import { licenceByUser, licenceRow } from '@/features/subscriptions';

import type { UsersState } from './slice';

type State = { users: UsersState };

export const selectUsers = (state: State) => state.users;
export const selectInvite = (state: State) => state.users.invite;

export const selectLicenceRows = createSelector([(state: State) => state.users.licences], (licences) =>
  licences ? licences.licenses.map(licenceRow) : [],
);

export const selectLicenceByUser = createSelector([(state: State) => state.users.licences], (licences) =>
  licences ? licenceByUser(licences) : new Map<string, string>(),
);
