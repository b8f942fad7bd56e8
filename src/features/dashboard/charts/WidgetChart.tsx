import './register';

import type { ChartData as ChartJsData, ChartOptions, LegendItem, Plugin } from 'chart.js';
import { Chart } from 'chart.js';
import { useMemo } from 'react';
import { Bar, Doughnut } from 'react-chartjs-2';

import { markWidgetPainted } from '../paint-marks';
import type { ChartData } from '../types';
import { colourFor, PALETTE, type WidgetDefinition } from '../widgets';

export interface ChartSelection {
  /** The label of the bar or slice clicked, or null when the click was beside them. */
  label: string | null;
  /** The dataset of a stacked bar (its label), when one was clicked. */
  series: string | null;
}

interface WidgetChartProps {
  definition: WidgetDefinition;
  data: ChartData;
  /** A preview (edit mode) draws small, without legend, clicks or paint marks. */
  preview?: boolean;
  /** The widget instance, for the paint mark. */
  instanceId?: number;
  onSelect?: (selection: ChartSelection) => void;
}

const percentOf = (value: number, total: number) => (total ? ((value / total) * 100).toFixed(1) : '0.0');

/** A short text of the data for screen readers (inside the canvas, which they read instead of the pixels). */
function describe(data: ChartData): string {
  const items = data.data_dict?.Items ?? [];
  if (items.length > 0) {
    return items
      .map((item) => `${item.label}: ${item.data.reduce((sum, value) => sum + value, 0)}`)
      .join(', ');
  }
  return data.labels.map((label, index) => `${label}: ${data.data[index] ?? 0}`).join(', ');
}

/** One widget's chart (chart.js through react-chartjs-2). */
export function WidgetChart({ definition, data, preview = false, instanceId, onSelect }: WidgetChartProps) {
  const paintMark = useMemo<Plugin[]>(
    () =>
      preview || instanceId === undefined
        ? []
        : [{ id: 'paintMark', afterRender: () => markWidgetPainted(instanceId) }],
    [preview, instanceId],
  );
  const label = `${definition.title} chart`;
  const fallback = <p>{describe(data)}</p>;

  const onClick: ChartOptions['onClick'] = (_event, elements, chart) => {
    if (!onSelect) return;
    const element = elements[0];
    if (!element) {
      onSelect({ label: null, series: null });
      return;
    }
    const clicked = chart.data.labels?.[element.index];
    const series = data.data_dict?.Items.length
      ? (chart.data.datasets[element.datasetIndex]?.label ?? null)
      : null;
    onSelect({ label: typeof clicked === 'string' ? clicked : null, series });
  };

  if (definition.chart === 'doughnut') {
    const total = data.data.reduce((sum, value) => sum + value, 0);
    const chartData: ChartJsData<'doughnut'> = {
      labels: data.labels,
      datasets: [{ data: data.data, backgroundColor: data.labels.map(colourFor), borderWidth: 1 }],
    };
    const options: ChartOptions<'doughnut'> = {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      cutout: '62%',
      onClick,
      plugins: {
        centreTotal: { display: Boolean(definition.centreTotal) },
        legend: {
          display: !preview,
          position: definition.width > 1 ? 'right' : 'bottom',
          labels: {
            boxWidth: 12,
            generateLabels: (chart) => {
              const items: LegendItem[] =
                Chart.overrides.doughnut.plugins.legend.labels.generateLabels(chart);
              if (!definition.percentLabels) return items;
              return items.map((item, index) => ({
                ...item,
                text: `${item.text} (${percentOf(data.data[index] ?? 0, total)}%)`,
              }));
            },
          },
        },
        tooltip: {
          enabled: !preview,
          callbacks: definition.percentValues
            ? { label: (context) => ` ${context.label}: ${context.parsed}%` }
            : {},
        },
      },
    };
    return (
      <Doughnut
        data={chartData}
        options={options}
        plugins={paintMark}
        role="img"
        aria-label={label}
        fallbackContent={fallback}
      />
    );
  }

  const stacked = definition.chart === 'stackedBar';
  const horizontal = definition.chart === 'horizontalBar';
  const items = data.data_dict?.Items ?? [];
  const chartData: ChartJsData<'bar'> = {
    labels: data.labels,
    datasets:
      items.length > 0
        ? items.map((item, index) => ({
            label: item.label,
            data: item.data,
            backgroundColor: colourFor(item.label, index),
          }))
        : [
            {
              label: definition.title,
              data: data.data,
              backgroundColor: data.labels.map((item, index) => colourFor(item, index) || PALETTE[0]),
            },
          ],
  };
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? 'y' : 'x',
    onClick,
    scales: {
      x: { stacked, display: !preview, ticks: { autoSkip: true, maxRotation: 0 } },
      // A horizontal bar names every bar (intents, users): its label axis must not skip any.
      y: { stacked, display: !preview, beginAtZero: true, ticks: { autoSkip: !horizontal } },
    },
    plugins: {
      legend: { display: stacked && !preview, position: 'bottom', labels: { boxWidth: 12 } },
      tooltip: {
        enabled: !preview,
        callbacks: definition.requestsTooltip
          ? {
              // Spec 2 §2 Peak Usage: the hour ('13h') as the title, 'N requests' as the line.
              title: (contexts) => contexts[0]?.label ?? '',
              label: (context) => `${context.parsed.y} requests`,
            }
          : {},
      },
    },
  };
  return (
    <Bar
      data={chartData}
      options={options}
      plugins={paintMark}
      role="img"
      aria-label={label}
      fallbackContent={fallback}
    />
  );
}
