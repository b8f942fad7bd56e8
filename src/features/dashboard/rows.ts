import type { ChartData, DashboardSummary, InteractionPlatform, WidgetId } from './types';
import { DEFAULT_INTERACTION_PLATFORM } from './widgets';

/**
 * The rows behind a widget's chart: what its CSV export holds and what the detail drawer lists when the chart
 * is clicked. One shape for every widget: named columns and rows of cells.
 */
export interface WidgetRows {
  columns: string[];
  rows: (string | number)[][];
}

/** The chart data a widget draws, given its platform choice (only user_interaction_admin has one). */
export function chartDataOf(
  summary: DashboardSummary | null,
  widgetId: WidgetId,
  platform: InteractionPlatform = DEFAULT_INTERACTION_PLATFORM,
): ChartData | undefined {
  if (!summary) return undefined;
  if (widgetId === 'user_interaction_admin') return summary.user_interaction_admin?.[platform];
  return summary[widgetId];
}

/** Whether a chart has nothing to draw (spec 2 §2 'No data to display'). */
export function isEmptyChart(data: ChartData): boolean {
  if (data.labels.length === 0) return true;
  const series = data.data_dict?.Items.length ? data.data_dict.Items.flatMap((item) => item.data) : data.data;
  return series.every((value) => !value);
}

const VALUE_COLUMN: Partial<Record<WidgetId, string>> = {
  usage_by_connector: 'Requests',
  usage_by_task: 'Requests',
  unique_users_in_total: 'Unique users',
  lex_platform_usage: 'Requests',
  unique_sessions_in_total: 'Unique sessions',
  unique_sessions_by_user: 'Sessions',
  peak_usage: 'Requests',
  exit_percent_by_platform: 'Exit %',
  uncompleted_requests_total: 'Requests',
  uncompleted_requests_by_intent: 'Requests',
  uncompleted_requests_by_user: 'Requests',
  avg_requests_per_session_by_user: 'Average requests per session',
  missed_utterances: 'Utterances',
};

const LABEL_COLUMN: Partial<Record<WidgetId, string>> = {
  usage_by_connector: 'Connector',
  usage_by_task: 'Task',
  unique_users_in_total: 'Platform',
  lex_platform_usage: 'Platform',
  unique_sessions_in_total: 'Platform',
  unique_sessions_by_user: 'User',
  peak_usage: 'Hour (UTC)',
  exit_percent_by_platform: 'Platform',
  uncompleted_requests_total: 'Status',
  uncompleted_requests_by_intent: 'Intent',
  uncompleted_requests_by_user: 'User',
  avg_requests_per_session_by_user: 'User',
  missed_utterances: 'Status',
};

/** The rows of one widget's data; empty when there is no data. */
export function widgetRows(widgetId: WidgetId, data: ChartData | undefined): WidgetRows {
  if (widgetId === 'usage_summary') {
    const [total = 0, unfulfilled = 0] = data?.data ?? [];
    return {
      columns: ['Metric', 'Value'],
      rows: data
        ? [
            ['Total requests', total],
            ['Unfulfilled requests', unfulfilled],
            // Spec 2 §2: the average session duration is not measured; shown as a dash.
            ['Average session duration', '-'],
          ]
        : [],
    };
  }
  if (!data) return { columns: [], rows: [] };
  const items = data.data_dict?.Items ?? [];
  if (items.length > 0) {
    return {
      columns: ['Day', ...items.map((item) => item.label)],
      rows: data.labels.map((label, index) => [label, ...items.map((item) => item.data[index] ?? 0)]),
    };
  }
  return {
    columns: [LABEL_COLUMN[widgetId] ?? 'Label', VALUE_COLUMN[widgetId] ?? 'Value'],
    rows: data.labels.map((label, index) => [label, data.data[index] ?? 0]),
  };
}

/** A file name for a widget's export: its id, the platform where it has one, and the range's days. */
export function csvFileName(widgetId: WidgetId, range: { from: string; to: string }, platform?: string) {
  const day = (iso: string) => iso.slice(0, 10);
  return [widgetId, platform, day(range.from), day(range.to)].filter(Boolean).join('_') + '.csv';
}
