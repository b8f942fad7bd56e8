import { createSlice } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';

/** Website assistant, cues, bubbles, custom slot types and action buttons (spec 3; built in its issue). */
export interface SettingsState {
  request: RequestStatus;
}

const initialState: SettingsState = { request: idleRequest };

const settingsSlice = createSlice({ name: 'settings', initialState, reducers: {} });

export const settingsReducer = settingsSlice.reducer;
