import type { DashboardState } from './slice';

type State = { dashboard: DashboardState };

export const selectDashboard = (state: State) => state.dashboard;
export const selectDashboardWidgets = (state: State) => state.dashboard.widgets;
export const selectDashboardSummary = (state: State) => state.dashboard.summary;
export const selectDashboardRequest = (state: State) => state.dashboard.request;
export const selectDashboardDrawer = (state: State) => state.dashboard.drawer;
