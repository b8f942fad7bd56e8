import type { InputType, InteractionPlatform, Platform, RequestStatusName, WidgetId } from './types';

/** Spec 2 §9 "Dashboard grid": every size is in CSS pixels. */
export const GRID = {
  widgetWidth: 250,
  widgetHeight: 250,
  margin: 15,
  titleHeight: 50,
  maxColumns: 10,
  /** With room for one column only, a widget takes this share of the available width. */
  singleColumnShare: 0.9,
} as const;

/** Spec 2 §9: auto refresh every 10 s; a saved range is restored for 7 days. */
export const AUTO_REFRESH_MS = 10_000;
export const DATES_KEPT_FOR_S = 604_800;
export const DEFAULT_RANGE_DAYS = 7;
/** Spec 2 §2: the pickers' format (12-hour). */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

export type ChartKind = 'summary' | 'doughnut' | 'bar' | 'horizontalBar' | 'stackedBar';
/** What clicking the chart opens in the detail drawer. */
export type DrillKind = 'rows' | 'uncompleted' | 'missed' | 'userSessions';

export interface WidgetDefinition {
  id: WidgetId;
  title: string;
  /** Width and height in grid units (spec 2 §2 widgets table; the rest are ours). */
  width: number;
  height: number;
  chart: ChartKind;
  drill: DrillKind;
  /** Doughnuts whose sum is drawn in the centre (spec 2 §9). */
  centreTotal?: boolean;
  /** Legend entries carry each slice's share. */
  percentLabels?: boolean;
  /** The value axis or slices are percentages. */
  percentValues?: boolean;
  /** Peak usage: tooltip 'N requests', title with 'h'. */
  requestsTooltip?: boolean;
  configurable?: boolean;
}

export const WIDGETS: Record<WidgetId, WidgetDefinition> = {
  usage_summary: {
    id: 'usage_summary',
    title: 'Usage Summary',
    width: 2,
    height: 1,
    chart: 'summary',
    drill: 'rows',
  },
  usage_by_connector: {
    id: 'usage_by_connector',
    title: 'Usage by Connector',
    width: 2,
    height: 1,
    chart: 'bar',
    drill: 'rows',
  },
  usage_by_task: {
    id: 'usage_by_task',
    title: 'Usage by Task',
    width: 2,
    height: 1,
    chart: 'horizontalBar',
    drill: 'rows',
  },
  unique_users_in_total: {
    id: 'unique_users_in_total',
    title: 'Unique Users',
    width: 1,
    height: 1,
    chart: 'doughnut',
    drill: 'rows',
    centreTotal: true,
  },
  user_interaction_admin: {
    id: 'user_interaction_admin',
    title: 'User Interaction',
    width: 2,
    height: 1,
    chart: 'stackedBar',
    drill: 'rows',
    configurable: true,
  },
  lex_platform_usage: {
    id: 'lex_platform_usage',
    title: 'Platform Usage',
    width: 2,
    height: 1,
    chart: 'doughnut',
    drill: 'rows',
    centreTotal: true,
    percentLabels: true,
  },
  unique_sessions_in_total: {
    id: 'unique_sessions_in_total',
    title: 'Unique Sessions',
    width: 1,
    height: 1,
    chart: 'doughnut',
    drill: 'rows',
    centreTotal: true,
  },
  unique_sessions_by_user: {
    id: 'unique_sessions_by_user',
    title: 'Unique Sessions by User',
    width: 2,
    height: 1,
    chart: 'bar',
    drill: 'userSessions',
  },
  sessions_by_platform_public_user: {
    id: 'sessions_by_platform_public_user',
    title: 'Sessions by Platform (Public Users)',
    width: 2,
    height: 1,
    chart: 'stackedBar',
    drill: 'rows',
  },
  requests_by_intent: {
    id: 'requests_by_intent',
    title: 'Requests by Intent',
    width: 2,
    height: 1,
    chart: 'stackedBar',
    drill: 'rows',
  },
  peak_usage: {
    id: 'peak_usage',
    title: 'Peak Usage',
    width: 2,
    height: 1,
    chart: 'bar',
    drill: 'rows',
    requestsTooltip: true,
  },
  exit_percent_by_platform: {
    id: 'exit_percent_by_platform',
    title: 'Exit Percent by Platform',
    width: 2,
    height: 1,
    chart: 'doughnut',
    drill: 'rows',
    percentValues: true,
  },
  uncompleted_requests_total: {
    id: 'uncompleted_requests_total',
    title: 'Uncompleted Requests',
    width: 1,
    height: 1,
    chart: 'doughnut',
    drill: 'uncompleted',
    centreTotal: true,
  },
  uncompleted_requests_by_intent: {
    id: 'uncompleted_requests_by_intent',
    title: 'Uncompleted Requests by Intent',
    width: 2,
    height: 1,
    chart: 'horizontalBar',
    drill: 'uncompleted',
  },
  uncompleted_requests_by_user: {
    id: 'uncompleted_requests_by_user',
    title: 'Uncompleted Requests by User',
    width: 2,
    height: 1,
    chart: 'horizontalBar',
    drill: 'uncompleted',
  },
  avg_requests_per_session_by_user: {
    id: 'avg_requests_per_session_by_user',
    title: 'Average Requests per Session by User',
    width: 2,
    height: 1,
    chart: 'horizontalBar',
    drill: 'rows',
  },
  missed_utterances: {
    id: 'missed_utterances',
    title: 'Request by Public Users',
    width: 2,
    height: 1,
    chart: 'doughnut',
    drill: 'missed',
  },
};

/** Spec 2 §4: what a user sees before arranging anything. */
export const DEFAULT_WIDGETS_FOR_USERS: readonly WidgetId[] = ['usage_by_task', 'unique_users_in_total'];
export const DEFAULT_WIDGETS_FOR_ADMINISTRATORS: readonly WidgetId[] = [
  'usage_summary',
  'unique_users_in_total',
  'unique_sessions_in_total',
  'usage_by_task',
  'user_interaction_admin',
  'lex_platform_usage',
];

export const INTERACTION_PLATFORMS: readonly InteractionPlatform[] = ['Alexa', 'Portal', 'Mobile'];
export const DEFAULT_INTERACTION_PLATFORM: InteractionPlatform = 'Portal';

/** Spec 2 §9: fixed colours, so a platform, input type or status looks the same in every chart. */
export const PLATFORM_COLOURS: Record<Platform, string> = {
  ALEXA: '#00a3e0',
  Browser: '#3f51b5',
  'Mobile-iOS': '#8e24aa',
  'Mobile-Android': '#43a047',
};
export const INPUT_TYPE_COLOURS: Record<InputType, string> = {
  Text: '#1e88e5',
  Voice: '#f4511e',
  Bubble: '#fbc02d',
};
export const STATUS_COLOURS: Record<RequestStatusName, string> = {
  SUCCESS: '#2e7d32',
  ERROR: '#c62828',
  FAILED: '#ef6c00',
  Missed: '#d81b60',
  Reviewed: '#00897b',
};
/** Labels with no fixed colour (connectors, intents, users) take these in turn. */
export const PALETTE = [
  '#1565c0',
  '#00897b',
  '#f9a825',
  '#6a1b9a',
  '#d84315',
  '#2e7d32',
  '#ad1457',
  '#4e342e',
  '#0277bd',
  '#9e9d24',
] as const;

const FIXED_COLOURS: Record<string, string> = {
  ...PLATFORM_COLOURS,
  ...INPUT_TYPE_COLOURS,
  ...STATUS_COLOURS,
};

/** A label's colour: its fixed colour when it has one, else the palette's colour for its position. */
export function colourFor(label: string, index: number): string {
  return FIXED_COLOURS[label] ?? PALETTE[index % PALETTE.length] ?? PALETTE[0];
}
