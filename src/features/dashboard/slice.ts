import { createSlice } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';

/** Dashboard widgets and their data (spec 2; built in the dashboard issue). */
export interface DashboardState {
  request: RequestStatus;
}

const initialState: DashboardState = { request: idleRequest };

const dashboardSlice = createSlice({ name: 'dashboard', initialState, reducers: {} });

export const dashboardReducer = dashboardSlice.reducer;
