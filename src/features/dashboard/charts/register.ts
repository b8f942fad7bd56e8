import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartType,
  DoughnutController,
  Legend,
  LinearScale,
  type Plugin,
  Tooltip,
} from 'chart.js';

declare module 'chart.js' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface must repeat its parameter
  interface PluginOptionsByType<TType extends ChartType> {
    /** Draws the sum of the first dataset in the middle of a doughnut (spec 2 §9 "Doughnut centre totals"). */
    centreTotal?: { display: boolean; colour?: string };
  }
}

/** The one centre-total plugin every doughnut uses. */
export const centreTotalPlugin: Plugin<'doughnut'> = {
  id: 'centreTotal',
  afterDraw(chart, _args, options: { display?: boolean; colour?: string }) {
    if (!options.display) return;
    const meta = chart.getDatasetMeta(0);
    const arc = meta.data[0] as ArcElement | undefined;
    if (!arc) return;
    const values = chart.data.datasets[0]?.data ?? [];
    const total = values.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
    const { ctx } = chart;
    const { x, y, innerRadius } = arc.getProps(['x', 'y', 'innerRadius'], true) as {
      x: number;
      y: number;
      innerRadius: number;
    };
    const text = total.toLocaleString('en-US');
    ctx.save();
    // As large as fits inside the hole, within reason.
    const size = Math.max(10, Math.min(28, (innerRadius * 1.4) / Math.max(2, text.length * 0.6)));
    ctx.font = `600 ${size}px Ubuntu, Roboto, sans-serif`;
    ctx.fillStyle = options.colour ?? '#212121';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x, y);
    ctx.restore();
  },
};

// Only the parts the dashboard draws: doughnuts and (stacked, horizontal) bars, their scales, tooltips and
// legends. Registering chart.js's `registerables` would add line, radar, pie, polar, bubble and scatter code.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  centreTotalPlugin,
);
