import { createSelector } from '@reduxjs/toolkit';

import { licenceByUser, licenceRow } from './licences';
import { basketOf, planFor } from './purchase';
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

export const selectPurchase = (state: State) => state.subscriptions.purchase;

/** The basket of the current order (spec 2 §4 "Pricing"); undefined until the order and its plan exist. */
export const selectBasket = createSelector(
  [
    (state: State) => state.subscriptions.purchase.order,
    (state: State) => state.subscriptions.purchase.plans,
    (state: State) => state.subscriptions.purchase.addons,
    (state: State) => state.subscriptions.licences,
  ],
  (order, plans, addons, licences) => {
    if (!order) return undefined;
    const plan = planFor(plans, order.planCode, order.billOption);
    if (!plan) return undefined;
    const existing =
      licences?.licenses.find((licence) => licence.plan_code === plan.id)?.counters.users?.limit ?? 0;
    return basketOf(order, plan, addons, existing);
  },
);
