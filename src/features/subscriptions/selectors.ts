import { createSelector } from '@reduxjs/toolkit';

import { licenceByUser, licenceRow } from './licences';
import { basketOf, currentPlanRows, heldUnchanged, planFor } from './purchase';
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

/** Issue 21: the basket is the subscription already held (unchanged): nothing to buy. */
export const selectBasketIsHeld = createSelector(
  [selectBasket, (state: State) => state.subscriptions.purchase.current],
  (basket, current) => Boolean(basket && heldUnchanged(basket, current)),
);

/** The Current plan panel's lines. */
export const selectCurrentPlans = createSelector(
  [
    (state: State) => state.subscriptions.purchase.current,
    (state: State) => state.subscriptions.purchase.plans,
    (state: State) => state.subscriptions.licences,
  ],
  (current, plans, licences) => currentPlanRows(current, plans, licences?.licenses),
);
