import { createSelector } from '@reduxjs/toolkit';

import { licenceByUser, licenceRow } from './licences';
import type { SubscriptionsState } from './slice';

type State = { subscriptions: SubscriptionsState };

export const selectSubscriptions = (state: State) => state.subscriptions;
export const selectLicencesStatus = (state: State) => state.subscriptions.licencesStatus;
/** Users (by row id) whose licence change is in flight. */
export const selectLicenceChanges = (state: State) => state.subscriptions.changing;

export const selectLicenceRows = createSelector(
  [(state: State) => state.subscriptions.licences],
  (licences) => (licences ? licences.licenses.map(licenceRow) : []),
);

export const selectLicenceByUser = createSelector(
  [(state: State) => state.subscriptions.licences],
  (licences) => (licences ? licenceByUser(licences) : new Map<string, string>()),
);
