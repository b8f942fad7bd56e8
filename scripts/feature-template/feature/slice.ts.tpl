import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import type { __Pascal__Item } from './types';

export interface __Pascal__State {
  items: __Pascal__Item[];
  status: LoadStatus;
  error: ServiceError | null;
  /** An item being added: the form waits for the answer. */
  creating: boolean;
}

const initialState: __Pascal__State = { items: [], status: 'idle', error: null, creating: false };

const __camel__Slice = createSlice({
  name: '__camel__',
  initialState,
  reducers: {
    /** The page opened: its saga loads the items until the page closes or the user signs out. */
    __camel__PageOpened() {},
    __camel__PageClosed() {},
    __camel__Requested(state) {
      state.status = 'loading';
      state.error = null;
    },
    __camel__Loaded(state, action: PayloadAction<__Pascal__Item[]>) {
      state.status = 'succeeded';
      state.items = action.payload;
    },
    __camel__Failed(state, action: PayloadAction<ServiceError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    __camel__ItemSubmitted(state, _action: PayloadAction<{ name: string }>) {
      state.creating = true;
    },
    __camel__ItemCreated(state, action: PayloadAction<__Pascal__Item>) {
      state.items = [action.payload, ...state.items];
    },
    __camel__ItemSettled(state) {
      state.creating = false;
    },
  },
});

export const {
  __camel__PageOpened,
  __camel__PageClosed,
  __camel__Requested,
  __camel__Loaded,
  __camel__Failed,
  __camel__ItemSubmitted,
  __camel__ItemCreated,
  __camel__ItemSettled,
} = __camel__Slice.actions;
export const __camel__Reducer = __camel__Slice.reducer;
