import type { ChartData, WidgetId } from './types';

/**
 * The data each widget's preview draws in edit mode (spec 2 §2: "each widget has a preview version"): a fixed
 * illustration of what the widget shows, not the tenant's figures.
 */
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const platforms = ['ALEXA', 'Browser', 'Mobile-iOS', 'Mobile-Android'];
const series = (labels: string[], rows: number[][]): ChartData['data_dict'] => ({
  Items: labels.map((label, index) => ({ label, data: rows[index] ?? [] })),
});
const single = (labels: string[], data: number[]): ChartData => ({ code: 200, labels, data });

export const PREVIEW_DATA: Record<WidgetId, ChartData> = {
  usage_summary: single(['Total requests', 'Unfulfilled requests'], [1280, 96]),
  usage_by_connector: single(['ServiceNow', 'Zendesk', 'FAQ', 'Calendar'], [42, 31, 18, 9]),
  usage_by_task: single(['Create ticket', 'Order status', 'Reset password'], [38, 24, 15]),
  unique_users_in_total: single(platforms, [12, 30, 8, 6]),
  user_interaction_admin: {
    code: 200,
    labels: days,
    data: [],
    data_dict: series(
      ['Voice', 'Bubble', 'Text'],
      [
        [3, 4, 2, 5, 3],
        [2, 3, 4, 2, 1],
        [8, 6, 9, 7, 10],
      ],
    ),
  },
  lex_platform_usage: single(platforms, [20, 55, 15, 10]),
  unique_sessions_in_total: single(platforms, [18, 44, 11, 9]),
  unique_sessions_by_user: single(['A. Morgan', 'J. Lee', 'S. Patel', 'R. Chen'], [14, 11, 7, 5]),
  sessions_by_platform_public_user: {
    code: 200,
    labels: days,
    data: [],
    data_dict: series(platforms, [
      [1, 2, 1, 3, 2],
      [4, 5, 3, 6, 4],
      [1, 1, 2, 1, 2],
      [2, 1, 1, 2, 1],
    ]),
  },
  requests_by_intent: {
    code: 200,
    labels: days,
    data: [],
    data_dict: series(
      ['Create ticket', 'Order status', 'Other'],
      [
        [4, 5, 3, 6, 4],
        [2, 3, 2, 4, 3],
        [1, 2, 1, 1, 2],
      ],
    ),
  },
  peak_usage: single(
    Array.from({ length: 24 }, (_, hour) => `${hour}h`),
    Array.from({ length: 24 }, (_, hour) => Math.round(10 + 9 * Math.sin(((hour - 6) / 24) * 2 * Math.PI))),
  ),
  exit_percent_by_platform: single(platforms, [12.5, 8.2, 15.1, 10.4]),
  uncompleted_requests_total: single(['FAILED', 'ERROR'], [24, 6]),
  uncompleted_requests_by_intent: single(['Unrecognised', 'Create ticket', 'Order status'], [14, 6, 4]),
  uncompleted_requests_by_user: single(['A. Morgan', 'J. Lee', 'S. Patel'], [9, 6, 3]),
  avg_requests_per_session_by_user: single(['A. Morgan', 'J. Lee', 'S. Patel'], [4.2, 3.1, 2.6]),
  missed_utterances: single(['Missed', 'Reviewed'], [17, 8]),
};
