import { createSlice } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';

/** Plans, licences and billing (spec 2; built in its issue). */
export interface SubscriptionsState {
  request: RequestStatus;
}

const initialState: SubscriptionsState = { request: idleRequest };

const subscriptionsSlice = createSlice({ name: 'subscriptions', initialState, reducers: {} });

export const subscriptionsReducer = subscriptionsSlice.reducer;
