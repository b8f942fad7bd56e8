import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { idleRequest, type RequestStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import { newInstanceId } from './instance-id';
import type { DashboardSettings, DateRange, WidgetConfig } from './preference';
import type { DashboardSummary, InteractionPlatform, MissedUtteranceRow, WidgetId } from './types';

/** What the detail drawer shows (spec 2 §2 "Detail drawer"). */
export type DrawerContent =
  /** The rows behind a widget's chart (and its CSV). */
  | { kind: 'rows'; instanceId: number }
  /** Uncompleted requests, optionally narrowed to one intent, user or status. */
  | {
      kind: 'uncompleted';
      title: string;
      filter: { field: 'intent' | 'user' | 'status'; value: string } | null;
    }
  | { kind: 'missed' }
  /** unique_sessions_by_user: one user's sessions per day, as a bar graph. */
  | { kind: 'userSessions'; label: string };

export interface DashboardState {
  /** The preference was read for this page visit: until then nothing is shown or fetched. */
  ready: boolean;
  widgets: WidgetConfig[];
  range: DateRange;
  /** Epoch seconds when the user chose the range; null while it is the default. */
  rangeSavedAt: number | null;
  autoRefresh: boolean;
  refreshCount: number;
  editMode: boolean;
  moveMode: boolean;
  summary: DashboardSummary | null;
  request: RequestStatus;
  drawer: DrawerContent | null;
  reviewPending: boolean;
}

const initialState: DashboardState = {
  ready: false,
  widgets: [],
  range: { from: '', to: '' },
  rangeSavedAt: null,
  autoRefresh: false,
  refreshCount: 0,
  editMode: false,
  moveMode: false,
  summary: null,
  request: idleRequest,
  drawer: null,
  reviewPending: false,
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    dashboardOpened() {},
    dashboardClosed(state) {
      state.ready = false;
      state.drawer = null;
      state.editMode = false;
      state.moveMode = false;
    },
    settingsRestored(state, action: PayloadAction<DashboardSettings>) {
      Object.assign(state, action.payload);
      state.ready = true;
      state.summary = null;
    },
    rangeChanged: {
      reducer(state, action: PayloadAction<{ range: DateRange; at: number }>) {
        state.range = action.payload.range;
        state.rangeSavedAt = action.payload.at;
        // Data of another range must not be shown as this one's.
        state.summary = null;
      },
      prepare: (range: DateRange) => ({ payload: { range, at: Math.floor(Date.now() / 1000) } }),
    },
    refreshRequested(state) {
      state.refreshCount += 1;
    },
    /** A refresh of the default range ("the last 7 days") moves it up to now; a chosen range stays. */
    defaultRangeRenewed(state, action: PayloadAction<DateRange>) {
      if (state.rangeSavedAt === null) state.range = action.payload;
    },
    summaryRequested(state) {
      state.request = { status: 'loading', error: null };
    },
    summaryLoaded(state, action: PayloadAction<DashboardSummary>) {
      state.summary = action.payload;
      state.request = { status: 'succeeded', error: null };
    },
    summaryFailed(state, action: PayloadAction<ServiceError>) {
      // Every widget says 'Temporarily unavailable': its drawer, CSV and chart must not show older figures.
      state.summary = null;
      state.request = { status: 'failed', error: action.payload };
    },
    autoRefreshToggled(state, action: PayloadAction<boolean>) {
      state.autoRefresh = action.payload;
    },
    editModeToggled(state, action: PayloadAction<boolean>) {
      state.editMode = action.payload;
    },
    moveModeToggled(state, action: PayloadAction<boolean>) {
      state.moveMode = action.payload;
    },
    widgetAdded: {
      reducer(state, action: PayloadAction<{ widgetId: WidgetId; random: number }>) {
        const { widgetId, random } = action.payload;
        const widget: WidgetConfig = { widgetId, instanceId: newInstanceId(state.widgets, () => random) };
        if (widgetId === 'user_interaction_admin') widget.config = { platform: 'Portal' };
        state.widgets.push(widget);
      },
      // The randomness is drawn here, so that the reducer stays pure.
      prepare: (widgetId: WidgetId) => ({ payload: { widgetId, random: Math.random() } }),
    },
    widgetHidden(state, action: PayloadAction<number>) {
      state.widgets = state.widgets.filter((widget) => widget.instanceId !== action.payload);
    },
    widgetPlatformChosen(
      state,
      action: PayloadAction<{ instanceId: number; platform: InteractionPlatform }>,
    ) {
      const widget = state.widgets.find((item) => item.instanceId === action.payload.instanceId);
      if (widget) widget.config = { ...widget.config, platform: action.payload.platform };
    },
    /** Move mode: the dragged widget takes the place of the one it was dropped on. */
    widgetMoved(state, action: PayloadAction<{ instanceId: number; toInstanceId: number }>) {
      const from = state.widgets.findIndex((widget) => widget.instanceId === action.payload.instanceId);
      const to = state.widgets.findIndex((widget) => widget.instanceId === action.payload.toInstanceId);
      if (from < 0 || to < 0 || from === to) return;
      const [moved] = state.widgets.splice(from, 1);
      if (moved) state.widgets.splice(to, 0, moved);
    },
    drawerOpened(state, action: PayloadAction<DrawerContent>) {
      state.drawer = action.payload;
    },
    drawerClosed(state) {
      state.drawer = null;
    },
    reviewSubmitted(state, _action: PayloadAction<MissedUtteranceRow[]>) {
      state.reviewPending = true;
    },
    reviewFinished(state) {
      state.reviewPending = false;
    },
  },
});

export const {
  dashboardOpened,
  dashboardClosed,
  settingsRestored,
  rangeChanged,
  refreshRequested,
  defaultRangeRenewed,
  summaryRequested,
  summaryLoaded,
  summaryFailed,
  autoRefreshToggled,
  editModeToggled,
  moveModeToggled,
  widgetAdded,
  widgetHidden,
  widgetPlatformChosen,
  widgetMoved,
  drawerOpened,
  drawerClosed,
  reviewSubmitted,
  reviewFinished,
} = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
