import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import type { __Pascal__Params } from './types';
// @if list
import type { __Pascal__Item } from './types';
// @end
// @if settings
import type { __Pascal__Settings } from './types';
// @end

export interface __Pascal__State {
  /** The open page's address parameters (__path__): every call is for them. */
  params: __Pascal__Params;
  // @if list
  items: __Pascal__Item[];
  status: LoadStatus;
  error: ServiceError | null;
  /** An item being added: the form waits for the answer. */
  creating: boolean;
  // @end
  // @if settings
  settings: __Pascal__Settings | null;
  settingsStatus: LoadStatus;
  /** Settings being saved: the form waits for the answer. */
  saving: boolean;
  /** The server's refusal of the last save, shown in the form. */
  saveError: ServiceError | null;
  // @end
}

const initialState: __Pascal__State = {
  params: __emptyParams__,
  // @if list
  items: [],
  status: 'idle',
  error: null,
  creating: false,
  // @end
  // @if settings
  settings: null,
  settingsStatus: 'idle',
  saving: false,
  saveError: null,
  // @end
};

const __camel__Slice = createSlice({
  name: '__camel__',
  initialState,
  reducers: {
    /** The page opened: its saga loads until the page closes or the user signs out. */
    __camel__PageOpened(state, action: PayloadAction<__Pascal__Params>) {
      state.params = action.payload;
    },
    __camel__PageClosed() {},
    // @if list
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
    // @end
    // @if settings
    __camel__SettingsRequested(state) {
      state.settingsStatus = 'loading';
    },
    __camel__SettingsLoaded(state, action: PayloadAction<__Pascal__Settings>) {
      state.settingsStatus = 'succeeded';
      state.settings = action.payload;
    },
    __camel__SettingsFailed(state) {
      state.settingsStatus = 'failed';
    },
    __camel__SettingsSubmitted(state, _action: PayloadAction<__Pascal__Settings>) {
      state.saving = true;
      state.saveError = null;
    },
    __camel__SettingsSaved(state, action: PayloadAction<__Pascal__Settings>) {
      state.settings = action.payload;
    },
    __camel__SettingsRefused(state, action: PayloadAction<ServiceError>) {
      state.saveError = action.payload;
    },
    __camel__SettingsSettled(state) {
      state.saving = false;
    },
    // @end
  },
});

export const {
  __camel__PageOpened,
  __camel__PageClosed,
  // @if list
  __camel__Requested,
  __camel__Loaded,
  __camel__Failed,
  __camel__ItemSubmitted,
  __camel__ItemCreated,
  __camel__ItemSettled,
  // @end
  // @if settings
  __camel__SettingsRequested,
  __camel__SettingsLoaded,
  __camel__SettingsFailed,
  __camel__SettingsSubmitted,
  __camel__SettingsSaved,
  __camel__SettingsRefused,
  __camel__SettingsSettled,
  // @end
} = __camel__Slice.actions;
export const __camel__Reducer = __camel__Slice.reducer;
