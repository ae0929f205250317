import type { ReactNode } from 'react';
import { useUIStrings } from '../../i18n/strings';
import { vars } from '../../theme/contract.css';
import { ChartFrame, ChartTable, chartStrings, useChartNumber } from './ChartFrame';
import * as styles from './Charts.css';

export interface ComparisonMetric {
  /** The measure ("Current ratio"). */
  label: string;
  company: number | null;
  industry: number | null;
  /** Intl options for this metric (ratios and percentages differ). @default { maximumFractionDigits: 2 } */
  format?: Intl.NumberFormatOptions;
}

export interface ComparisonChartProps {
  title: ReactNode;
  description?: ReactNode;
  metrics: ComparisonMetric[];
  /** Name of the company series. @default "Company" */
  companyLabel?: string;
  /** Name of the industry series. @default "Industry" */
  industryLabel?: string;
  /** Header of the table's first column. */
  metricHeader?: string;
}

const W = 640;
const LABEL_W = 200;
const ROW_H = 64;

/**
 * The company against its industry, one pair of bars per measure. Each measure has its own scale
 * (a ratio and a percentage do not share an axis), so every bar carries its value.
 */
export function ComparisonChart({
  title,
  description,
  metrics,
  companyLabel,
  industryLabel,
  metricHeader,
}: ComparisonChartProps) {
  const t = useUIStrings(chartStrings);
  const company = companyLabel ?? t.company;
  const industry = industryLabel ?? t.industry;
  const number = useChartNumber({});
  const fmt = (m: ComparisonMetric, v: number) => number(v, m.format ?? { maximumFractionDigits: 2 });
  const height = metrics.length * ROW_H + 8;
  const barMax = W - LABEL_W - 90;
  const summary = `${typeof title === 'string' ? `${title}: ` : ''}${metrics
    .map(
      (m) =>
        `${m.label}: ${company} ${m.company == null ? '—' : fmt(m, m.company)}, ${industry} ${m.industry == null ? '—' : fmt(m, m.industry)}`,
    )
    .join('; ')}`;
  const rows: Array<{ key: 'company' | 'industry'; name: string; color: string }> = [
    { key: 'company', name: company, color: vars.chart.company },
    { key: 'industry', name: industry, color: vars.chart.industry },
  ];

  return (
    <ChartFrame
      title={title}
      description={description}
      legend={rows.map((r) => ({ name: r.name, color: r.color }))}
      summary={summary}
      table={
        <ChartTable
          caption={title}
          categoryHeader={metricHeader ?? t.category}
          categories={metrics.map((m) => m.label)}
          series={rows.map((r) => ({ name: r.name, values: metrics.map((m) => m[r.key]) }))}
          format={(v, i) => fmt(metrics[i]!, v)}
        />
      }
    >
      <svg viewBox={`0 0 ${W} ${height}`} className={styles.svg} aria-hidden="true">
        {metrics.map((m, mi) => {
          const scaleMax = Math.max(Math.abs(m.company ?? 0), Math.abs(m.industry ?? 0)) || 1;
          const top = mi * ROW_H + 4;
          return (
            <g key={m.label}>
              <foreignObject x={0} y={top} width={LABEL_W - 12} height={ROW_H - 8}>
                <div className={styles.metricLabel}>{m.label}</div>
              </foreignObject>
              {rows.map((r, ri) => {
                const v = m[r.key];
                const w = v == null ? 0 : Math.max(2, (Math.abs(v) / scaleMax) * barMax);
                const yy = top + 6 + ri * 26;
                return (
                  <g key={r.key}>
                    <rect x={LABEL_W} y={yy} width={w} height={20} rx={3} style={{ fill: r.color }} />
                    <text x={LABEL_W + w + 6} y={yy + 10} className={styles.valueLabel} dominantBaseline="middle">
                      {v == null ? '—' : fmt(m, v)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
