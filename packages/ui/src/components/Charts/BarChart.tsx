import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useUIStrings } from '../../i18n/strings';
import { vars } from '../../theme/contract.css';
import { ChartFrame, ChartTable, chartStrings } from './ChartFrame';
import * as styles from './Charts.css';
import { niceScale } from './scale';

/** Series colours from the theme, in order. */
export const seriesColours = [vars.chart.series1, vars.chart.series2, vars.chart.series3, vars.chart.series4];

export interface ChartSeries {
  name: string;
  values: Array<number | null>;
  /** A theme colour (e.g. `vars.chart.company`). @default the next series colour */
  color?: string;
}

export interface BarChartProps {
  title: ReactNode;
  description?: ReactNode;
  /** Labels of the groups along the bottom (years, accounts). */
  categories: string[];
  series: ChartSeries[];
  /** Intl options for axis labels and the table. @default compact notation */
  format?: Intl.NumberFormatOptions;
  /** Header of the first table column. @default "Category" */
  categoryHeader?: string;
  /** Height of the drawing in pixels at full width. @default 260 */
  height?: number;
}

const W = 640;
const PAD = { top: 12, right: 12, bottom: 36, left: 64 };

/** Vertical bars, grouped when there are several series; themed, with a table alternative. */
export function BarChart({
  title,
  description,
  categories,
  series,
  format,
  categoryHeader,
  height = 260,
}: BarChartProps) {
  const t = useUIStrings(chartStrings);
  const { locale } = useLocale();
  const axisFmt = new Intl.NumberFormat(locale, format ?? { notation: 'compact', maximumFractionDigits: 1 });
  const fullFmt = new Intl.NumberFormat(locale, format ?? { maximumFractionDigits: 2 });
  const coloured = series.map((s, i) => ({ ...s, color: s.color ?? seriesColours[i % seriesColours.length]! }));
  const { min, max, ticks } = niceScale(series.flatMap((s) => s.values.filter((v): v is number => v != null)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH;
  const band = plotW / Math.max(1, categories.length);
  const barW = Math.min(48, (band * 0.7) / coloured.length);
  const summary = `${typeof title === 'string' ? `${title}: ` : ''}${categories
    .map(
      (c, i) =>
        `${c} ${coloured.map((s) => `${s.name} ${s.values[i] == null ? '—' : fullFmt.format(s.values[i]!)}`).join(', ')}`,
    )
    .join('; ')}`;

  return (
    <ChartFrame
      title={title}
      description={description}
      legend={coloured.map((s) => ({ name: s.name, color: s.color }))}
      summary={summary}
      table={
        <ChartTable
          caption={title}
          categoryHeader={categoryHeader ?? t.category}
          categories={categories}
          series={coloured}
          format={(v) => fullFmt.format(v)}
        />
      }
    >
      <svg viewBox={`0 0 ${W} ${height}`} className={styles.svg} aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            <text x={PAD.left - 8} y={y(tick)} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
              {axisFmt.format(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, ci) => {
          const groupX = PAD.left + ci * band + (band - barW * coloured.length) / 2;
          return (
            <g key={category}>
              {coloured.map((s, si) => {
                const v = s.values[ci];
                if (v == null) return null;
                const top = Math.min(y(v), y(0));
                return (
                  <rect
                    key={s.name}
                    x={groupX + si * barW}
                    y={top}
                    width={barW - 2}
                    height={Math.max(1, Math.abs(y(v) - y(0)))}
                    rx={3}
                    style={{ fill: s.color }}
                  >
                    <title>{`${category} · ${s.name}: ${fullFmt.format(v)}`}</title>
                  </rect>
                );
              })}
              <text
                x={PAD.left + ci * band + band / 2}
                y={height - 12}
                className={styles.axisLabel}
                textAnchor="middle"
              >
                {category}
              </text>
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className={styles.baseline} />
      </svg>
    </ChartFrame>
  );
}
