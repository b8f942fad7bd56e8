import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import type { ActionButtonsParams } from './types';
import type { ActionButtonsItem } from './types';

export interface ActionButtonsState {
  /** The open page's address parameters (/action-buttons): every call is for them. */
  params: ActionButtonsParams;
  items: ActionButtonsItem[];
  status: LoadStatus;
  error: ServiceError | null;
  /** An item being added: the form waits for the answer. */
  creating: boolean;
}

const initialState: ActionButtonsState = {
  params: {},
  items: [],
  status: 'idle',
  error: null,
  creating: false,
};

const actionButtonsSlice = createSlice({
  name: 'actionButtons',
  initialState,
  reducers: {
    /** The page opened: its saga loads until the page closes or the user signs out. */
    actionButtonsPageOpened(state, action: PayloadAction<ActionButtonsParams>) {
      state.params = action.payload;
    },
    actionButtonsPageClosed() {},
    actionButtonsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    actionButtonsLoaded(state, action: PayloadAction<ActionButtonsItem[]>) {
      state.status = 'succeeded';
      state.items = action.payload;
    },
    actionButtonsFailed(state, action: PayloadAction<ServiceError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    actionButtonsItemSubmitted(state, _action: PayloadAction<{ name: string }>) {
      state.creating = true;
    },
    actionButtonsItemCreated(state, action: PayloadAction<ActionButtonsItem>) {
      state.items = [action.payload, ...state.items];
    },
    actionButtonsItemSettled(state) {
      state.creating = false;
    },
  },
});

export const {
  actionButtonsPageOpened,
  actionButtonsPageClosed,
  actionButtonsRequested,
  actionButtonsLoaded,
  actionButtonsFailed,
  actionButtonsItemSubmitted,
  actionButtonsItemCreated,
  actionButtonsItemSettled,
} = actionButtonsSlice.actions;
export const actionButtonsReducer = actionButtonsSlice.reducer;
