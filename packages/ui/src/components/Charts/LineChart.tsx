import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useUIStrings } from '../../i18n/strings';
import { seriesColours, type ChartSeries } from './BarChart';
import { ChartFrame, ChartTable, chartStrings } from './ChartFrame';
import * as styles from './Charts.css';
import { niceScale } from './scale';

export interface LineChartProps {
  title: ReactNode;
  description?: ReactNode;
  /** Points along the bottom (years, months). */
  categories: string[];
  series: ChartSeries[];
  format?: Intl.NumberFormatOptions;
  categoryHeader?: string;
  /** @default 260 */
  height?: number;
}

const W = 640;
const PAD = { top: 12, right: 16, bottom: 36, left: 64 };

/** Lines over time with point markers; themed, with a table alternative. */
export function LineChart({
  title,
  description,
  categories,
  series,
  format,
  categoryHeader,
  height = 260,
}: LineChartProps) {
  const t = useUIStrings(chartStrings);
  const { locale } = useLocale();
  const axisFmt = new Intl.NumberFormat(locale, format ?? { notation: 'compact', maximumFractionDigits: 1 });
  const fullFmt = new Intl.NumberFormat(locale, format ?? { maximumFractionDigits: 2 });
  const coloured = series.map((s, i) => ({ ...s, color: s.color ?? seriesColours[i % seriesColours.length]! }));
  const { min, max, ticks } = niceScale(series.flatMap((s) => s.values.filter((v): v is number => v != null)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (categories.length <= 1 ? plotW / 2 : (i / (categories.length - 1)) * plotW);
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * plotH;
  const summary = `${typeof title === 'string' ? `${title}: ` : ''}${coloured
    .map(
      (s) =>
        `${s.name}: ${categories.map((c, i) => `${c} ${s.values[i] == null ? '—' : fullFmt.format(s.values[i]!)}`).join(', ')}`,
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
        {categories.map((c, i) => (
          <text key={c} x={x(i)} y={height - 12} className={styles.axisLabel} textAnchor="middle">
            {c}
          </text>
        ))}
        {coloured.map((s) => {
          const points = s.values
            .map((v, i) => (v == null ? null : `${x(i)},${y(v)}`))
            .filter(Boolean)
            .join(' ');
          return (
            <g key={s.name}>
              <polyline
                points={points}
                fill="none"
                strokeWidth={2.5}
                strokeLinejoin="round"
                style={{ stroke: s.color }}
              />
              {s.values.map((v, i) =>
                v == null ? null : (
                  <circle key={categories[i]} cx={x(i)} cy={y(v)} r={4} style={{ fill: s.color }}>
                    <title>{`${categories[i]} · ${s.name}: ${fullFmt.format(v)}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
