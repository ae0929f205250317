import { type ReactNode, useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { formatNumber } from '../../i18n/format';
import { defineStrings, useUIStrings } from '../../i18n/strings';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import * as styles from './Charts.css';
import { niceScale } from './scale';

export const chartStrings = defineStrings({
  en: {
    showTable: 'Show as table',
    hideTable: 'Hide table',
    company: 'Company',
    industry: 'Industry',
    category: 'Category',
  },
  kh: {
    showTable: 'បង្ហាញជាតារាង',
    hideTable: 'លាក់តារាង',
    company: 'ក្រុមហ៊ុន',
    industry: 'វិស័យឧស្សាហកម្ម',
    category: 'ប្រភេទ',
  },
});

export interface LegendItem {
  name: string;
  color: string;
}

/** The figure around a chart: caption, legend, the SVG (role="img") and a table of the same numbers on demand. */
export function ChartFrame({
  title,
  description,
  legend,
  summary,
  children,
  table,
}: {
  title: ReactNode;
  description?: ReactNode;
  legend?: LegendItem[];
  /** What the picture says, for screen readers. */
  summary: string;
  children: ReactNode;
  table: ReactNode;
}) {
  const t = useUIStrings(chartStrings);
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      {description && <p className={styles.description}>{description}</p>}
      {legend && legend.length > 1 && (
        <ul className={styles.legend}>
          {legend.map((item) => (
            <li key={item.name} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
              {item.name}
            </li>
          ))}
        </ul>
      )}
      <div role="img" aria-label={summary} className={styles.canvas}>
        {children}
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onPress={() => setShowTable((v) => !v)}
        >
          {showTable ? t.hideTable : t.showTable}
        </Button>
      </div>
      <div id={`${id}-table`} hidden={!showTable} className={styles.tableWrap}>
        {table}
      </div>
    </figure>
  );
}

/** The table alternative: one row per category, one column per series. */
export function ChartTable({
  caption,
  categoryHeader,
  categories,
  series,
  format,
}: {
  caption: ReactNode;
  categoryHeader: string;
  categories: string[];
  series: Array<{ name: string; values: Array<number | null> }>;
  /** Formats a value of the category at `index` (measures may differ, e.g. a ratio and a percentage). */
  format: (value: number, index: number) => string;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map((s) => (
            <th key={s.name} scope="col" className={styles.num}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => {
              const v = s.values[i];
              return (
                <td key={s.name} className={styles.num}>
                  {v == null ? '—' : format(v, i)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Series colours from the theme, in order. */
export const seriesColours = [vars.chart.series1, vars.chart.series2, vars.chart.series3, vars.chart.series4];

export interface ChartSeries {
  name: string;
  values: Array<number | null>;
  /** A theme colour (e.g. `vars.chart.company`). @default the next series colour */
  color?: string;
}

/**
 * Formats a chart's numbers in the current locale, with Khmer digits in Khmer (the package's `formatNumber`);
 * options given at the call win over the defaults.
 */
export function useChartNumber(
  defaults: Intl.NumberFormatOptions,
): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { locale } = useLocale();
  return (value, options) => formatNumber(value, locale, options ?? defaults);
}

/** The props BarChart and LineChart share. */
export interface CartesianChartProps {
  title: ReactNode;
  description?: ReactNode;
  /** Labels along the bottom (years, months, accounts). */
  categories: string[];
  series: ChartSeries[];
  /** Intl options for axis labels and the table. @default compact on the axis, up to 2 decimals elsewhere */
  format?: Intl.NumberFormatOptions;
  /** Header of the first table column. @default "Category" */
  categoryHeader?: string;
  /** Height of the drawing in pixels at full width. @default 260 */
  height?: number;
}

/** What a cartesian chart's marks are drawn with. */
export interface CartesianScale {
  series: Array<ChartSeries & { color: string }>;
  /** The value's vertical position. */
  y: (value: number) => number;
  /** A category's horizontal centre. */
  x: (index: number) => number;
  plotWidth: number;
  /** The full-precision formatter (for titles of marks). */
  format: (value: number) => string;
}

const CHART_WIDTH = 640;

/**
 * The frame BarChart and LineChart share: theme colours per series, a nice value scale, the figure with its
 * screen-reader summary and table alternative, the value grid with its tick labels and the category labels.
 * Numbers (ticks, summary, table) are in the current locale, with Khmer digits in Khmer.
 */
export function CartesianChart({
  title,
  description,
  categories,
  series,
  format,
  categoryHeader,
  height = 260,
  padding,
  categoryX,
  summaryBy,
  children,
}: CartesianChartProps & {
  padding: { top: number; right: number; bottom: number; left: number };
  /** A category's horizontal centre within the plot's width. */
  categoryX: (index: number, plotWidth: number) => number;
  /** Read the summary category by category (bars) or series by series (lines). */
  summaryBy: 'category' | 'series';
  children: (scale: CartesianScale) => ReactNode;
}) {
  const t = useUIStrings(chartStrings);
  const axis = useChartNumber(format ?? { notation: 'compact', maximumFractionDigits: 1 });
  const full = useChartNumber(format ?? { maximumFractionDigits: 2 });
  const coloured = series.map((s, i) => ({ ...s, color: s.color ?? seriesColours[i % seriesColours.length]! }));
  const { min, max, ticks } = niceScale(series.flatMap((s) => s.values.filter((v): v is number => v != null)));
  const plotWidth = CHART_WIDTH - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const y = (v: number) => padding.top + ((max - v) / (max - min)) * plotHeight;
  const x = (i: number) => padding.left + categoryX(i, plotWidth);
  const value = (v: number | null | undefined) => (v == null ? '—' : full(v));
  const parts =
    summaryBy === 'category'
      ? categories.map((c, i) => `${c} ${coloured.map((s) => `${s.name} ${value(s.values[i])}`).join(', ')}`)
      : coloured.map((s) => `${s.name}: ${categories.map((c, i) => `${c} ${value(s.values[i])}`).join(', ')}`);
  const summary = `${typeof title === 'string' ? `${title}: ` : ''}${parts.join('; ')}`;
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
          format={(v) => full(v)}
        />
      }
    >
      <svg viewBox={`0 0 ${CHART_WIDTH} ${height}`} className={styles.svg} aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={padding.left}
              x2={CHART_WIDTH - padding.right}
              y1={y(tick)}
              y2={y(tick)}
              className={styles.grid}
            />
            <text
              x={padding.left - 8}
              y={y(tick)}
              className={styles.axisLabel}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {axis(tick)}
            </text>
          </g>
        ))}
        {categories.map((c, i) => (
          <text key={c} x={x(i)} y={height - 12} className={styles.axisLabel} textAnchor="middle">
            {c}
          </text>
        ))}
        {children({ series: coloured, y, x, plotWidth, format: full })}
      </svg>
    </ChartFrame>
  );
}
