import { createSlice } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';

/** FAQ library, content editor and settings (spec 2; built in its issue). */
export interface FaqState {
  request: RequestStatus;
}

const initialState: FaqState = { request: idleRequest };

const faqSlice = createSlice({ name: 'faq', initialState, reducers: {} });

export const faqReducer = faqSlice.reducer;
