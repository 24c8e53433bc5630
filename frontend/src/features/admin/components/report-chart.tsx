import type { ReportRow } from '@luggage/contracts';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { poundsGrouped } from '../lib/format';

// Only what a bar chart uses, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

interface ReportChartProps {
  labels: string[];
  rows: ReportRow[];
  lastYear: ReportRow[];
}

/** Net by period, this year beside last year's same period, drawn by Chart.js on a canvas (the table beside it has the figures). */
export function ReportChart({ labels, rows, lastYear }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: 'Net', data: rows.map((row) => row.net / 100), backgroundColor: '#1f6f5c' },
          { label: 'Net, last year', data: lastYear.map((row) => row.net / 100), backgroundColor: '#b9c7c2' },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { ticks: { callback: (value) => poundsGrouped(Math.round(Number(value) * 100)) } } },
        plugins: { tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${poundsGrouped(Math.round(item.parsed.y! * 100))}` } } },
      },
    });
    return () => chart.destroy();
  }, [labels, rows, lastYear]);
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label="Net by period, this year and last year (the table has the same figures)" data-testid="report-chart" />
    </div>
  );
}
