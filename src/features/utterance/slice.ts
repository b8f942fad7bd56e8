import { createSlice } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';

/** Utterance training (spec 3; built in its issue). */
export interface UtteranceState {
  request: RequestStatus;
}

const initialState: UtteranceState = { request: idleRequest };

const utteranceSlice = createSlice({ name: 'utterance', initialState, reducers: {} });

export const utteranceReducer = utteranceSlice.reducer;
