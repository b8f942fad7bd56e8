import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { toCsv } from './csv';
import { chartDataOf, csvFileName, isEmptyChart, widgetRows } from './rows';
import type { ChartData, DashboardSummary } from './types';

const chart = (labels: string[], data: number[], items?: { label: string; data: number[] }[]): ChartData => ({
  code: 200,
  labels,
  data,
  ...(items ? { data_dict: { Items: items } } : {}),
});

describe('the rows behind a widget (CSV export and drawer)', () => {
  it('lists a single series as label and value', () => {
    expect(widgetRows('lex_platform_usage', chart(['ALEXA', 'Browser'], [3, 9]))).toEqual({
      columns: ['Platform', 'Requests'],
      rows: [
        ['ALEXA', 3],
        ['Browser', 9],
      ],
    });
    expect(widgetRows('peak_usage', chart(['0h', '1h'], [0, 4])).columns).toEqual(['Hour (UTC)', 'Requests']);
  });

  it('lists a stacked chart as one row per day and one column per series', () => {
    const data = chart(
      ['2026-11-01', '2026-11-02'],
      [],
      [
        { label: 'Voice', data: [1, 2] },
        { label: 'Bubble', data: [0, 1] },
        { label: 'Text', data: [5, 3] },
      ],
    );
    expect(widgetRows('user_interaction_admin', data)).toEqual({
      columns: ['Day', 'Voice', 'Bubble', 'Text'],
      rows: [
        ['2026-11-01', 1, 0, 5],
        ['2026-11-02', 2, 1, 3],
      ],
    });
  });

  it('lists the usage summary with the average session duration as a dash', () => {
    expect(
      widgetRows('usage_summary', chart(['Total requests', 'Unfulfilled requests'], [120, 7])).rows,
    ).toEqual([
      ['Total requests', 120],
      ['Unfulfilled requests', 7],
      ['Average session duration', '-'],
    ]);
    expect(widgetRows('usage_summary', undefined).rows).toEqual([]);
  });

  it('picks the platform of user_interaction_admin (default Portal)', () => {
    const portal = chart(['2026-11-01'], [], [{ label: 'Text', data: [1] }]);
    const alexa = chart(['2026-11-01'], [], [{ label: 'Voice', data: [4] }]);
    const summary: DashboardSummary = {
      user_interaction_admin: { Portal: portal, Alexa: alexa, Mobile: chart([], []) },
    };
    expect(chartDataOf(summary, 'user_interaction_admin')).toBe(portal);
    expect(chartDataOf(summary, 'user_interaction_admin', 'Alexa')).toBe(alexa);
    expect(chartDataOf(null, 'peak_usage')).toBeUndefined();
  });

  it('knows an empty chart', () => {
    expect(isEmptyChart(chart([], []))).toBe(true);
    expect(isEmptyChart(chart(['a'], [0]))).toBe(true);
    expect(isEmptyChart(chart(['a'], [1]))).toBe(false);
    expect(isEmptyChart(chart(['d'], [], [{ label: 'Text', data: [0] }]))).toBe(true);
    expect(isEmptyChart(chart(['d'], [], [{ label: 'Text', data: [2] }]))).toBe(false);
  });

  it('writes CSV that reads back as the same rows, quoting commas and quotes', async () => {
    const rows = widgetRows('usage_by_task', chart(['Create "urgent" ticket', 'Order, status'], [4, 2]));
    const text = await toCsv(rows);
    expect(text.split('\r\n')[0]).toBe('Task,Requests');
    expect(Papa.parse<string[]>(text).data).toEqual([
      ['Task', 'Requests'],
      ['Create "urgent" ticket', '4'],
      ['Order, status', '2'],
    ]);
  });

  it('escapes cells a spreadsheet would run as formulae (CSV injection, issue 10)', async () => {
    const labels = [
      '=HYPERLINK("http://x","y")',
      '+cmd',
      '-1+1',
      '@SUM(1)',
      '\t=1+1',
      '\r=1+1',
      '=1+1\nsecond line',
      'plain text',
    ];
    const text = await toCsv(widgetRows('usage_by_task', chart(labels, [1, -1, 2, 3, 4, 5, 6, 7])));
    expect(Papa.parse<string[]>(text).data.slice(1)).toEqual([
      ['\'=HYPERLINK("http://x","y")', '1'],
      ["'+cmd", '-1'],
      ["'-1+1", '2'],
      ["'@SUM(1)", '3'],
      ["'\t=1+1", '4'],
      ["'\r=1+1", '5'],
      ["'=1+1\nsecond line", '6'],
      ['plain text', '7'],
    ]);
  });

  it('names the file after the widget, platform and days', () => {
    expect(
      csvFileName('peak_usage', { from: '2026-11-01T08:00:00.000Z', to: '2026-11-07T08:00:00.000Z' }),
    ).toBe('peak_usage_2026-11-01_2026-11-07.csv');
    expect(
      csvFileName(
        'user_interaction_admin',
        { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' },
        'Alexa',
      ),
    ).toBe('user_interaction_admin_Alexa_2026-11-01_2026-11-02.csv');
  });
});
