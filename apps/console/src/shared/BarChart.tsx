import { vars } from '@console/ui/css';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import * as styles from './barChart.css';

// Only what a horizontal bar chart with tooltips needs: the rest of chart.js stays out of the
// bundle (it tree-shakes what is not registered). In one file with chart.js (vite.config.ts, the
// `chart` group): only the screens that draw a chart load them.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A theme token's value on the element (`var(--x)` → its computed colour): canvas draws no CSS variables. */
function tokenValue(element: Element, token: string): string {
  const name = /^var\((--[^,)]+)/.exec(token)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : token;
}

export interface Bar {
  label: string;
  value: number;
}

/**
 * Horizontal bars in the given order (a funnel's steps, a question's options), drawn by chart.js in
 * the theme's colours. The canvas is an image whose label says every bar: the screen puts a table
 * with the same numbers beside it, for screen readers and for reading. `height`: the box's height
 * (the same while loading, so nothing below moves when the numbers come); chart.js fills it.
 */
export function BarChart({
  bars,
  label,
  height = '20rem',
}: {
  bars: readonly Bar[];
  label: string;
  height?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const color = (token: string) => tokenValue(element, token);
    chart.current = new Chart(element, {
      type: 'bar',
      data: { labels: [], datasets: [{ data: [], backgroundColor: color(vars.color.primary) }] },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: {
            beginAtZero: true,
            ticks: { color: color(vars.color.textSubtle), precision: 0 },
            grid: { color: color(vars.color.surfaceHover) },
          },
          y: { ticks: { color: color(vars.color.text) }, grid: { display: false } },
        },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data.labels = bars.map((bar) => bar.label);
    const dataset = current.data.datasets[0];
    if (dataset) dataset.data = bars.map((bar) => bar.value);
    current.update();
  }, [bars]);

  return (
    <div className={styles.chart} style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
