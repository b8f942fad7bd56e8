import { createSlice } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';

/** Connectors, intents, the wizard and the bot build status (spec 2 and 3; built in its issue). */
export interface ConnectionsState {
  request: RequestStatus;
}

const initialState: ConnectionsState = { request: idleRequest };

const connectionsSlice = createSlice({ name: 'connections', initialState, reducers: {} });

export const connectionsReducer = connectionsSlice.reducer;
