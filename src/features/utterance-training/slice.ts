import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import type { UtteranceTrainingParams } from './types';
import type { UtteranceTrainingItem } from './types';

export interface UtteranceTrainingState {
  /** The open page's address parameters (/utterance-training): every call is for them. */
  params: UtteranceTrainingParams;
  items: UtteranceTrainingItem[];
  status: LoadStatus;
  error: ServiceError | null;
  /** An item being added: the form waits for the answer. */
  creating: boolean;
}

const initialState: UtteranceTrainingState = {
  params: {},
  items: [],
  status: 'idle',
  error: null,
  creating: false,
};

const utteranceTrainingSlice = createSlice({
  name: 'utteranceTraining',
  initialState,
  reducers: {
    /** The page opened: its saga loads until the page closes or the user signs out. */
    utteranceTrainingPageOpened(state, action: PayloadAction<UtteranceTrainingParams>) {
      state.params = action.payload;
    },
    utteranceTrainingPageClosed() {},
    utteranceTrainingRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    utteranceTrainingLoaded(state, action: PayloadAction<UtteranceTrainingItem[]>) {
      state.status = 'succeeded';
      state.items = action.payload;
    },
    utteranceTrainingFailed(state, action: PayloadAction<ServiceError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    utteranceTrainingItemSubmitted(state, _action: PayloadAction<{ name: string }>) {
      state.creating = true;
    },
    utteranceTrainingItemCreated(state, action: PayloadAction<UtteranceTrainingItem>) {
      state.items = [action.payload, ...state.items];
    },
    utteranceTrainingItemSettled(state) {
      state.creating = false;
    },
  },
});

export const {
  utteranceTrainingPageOpened,
  utteranceTrainingPageClosed,
  utteranceTrainingRequested,
  utteranceTrainingLoaded,
  utteranceTrainingFailed,
  utteranceTrainingItemSubmitted,
  utteranceTrainingItemCreated,
  utteranceTrainingItemSettled,
} = utteranceTrainingSlice.actions;
export const utteranceTrainingReducer = utteranceTrainingSlice.reducer;
