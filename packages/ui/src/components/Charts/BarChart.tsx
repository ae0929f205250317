import { CartesianChart, type CartesianChartProps } from './ChartFrame';
import * as styles from './Charts.css';

export { type ChartSeries, seriesColours } from './ChartFrame';

export type BarChartProps = CartesianChartProps;

const PAD = { top: 12, right: 12, bottom: 36, left: 64 };

/** Vertical bars, grouped when there are several series; themed, with a table alternative. */
export function BarChart({ categories, ...props }: BarChartProps) {
  const band = (plotWidth: number) => plotWidth / Math.max(1, categories.length);
  return (
    <CartesianChart
      {...props}
      categories={categories}
      padding={PAD}
      summaryBy="category"
      categoryX={(i, plotWidth) => i * band(plotWidth) + band(plotWidth) / 2}
    >
      {({ series, x, y, plotWidth, format }) => {
        const barW = Math.min(48, (band(plotWidth) * 0.7) / series.length);
        return (
          <>
            {categories.map((category, ci) => (
              <g key={category}>
                {series.map((s, si) => {
                  const v = s.values[ci];
                  if (v == null) return null;
                  return (
                    <rect
                      key={s.name}
                      x={x(ci) - (barW * series.length) / 2 + si * barW}
                      y={Math.min(y(v), y(0))}
                      width={barW - 2}
                      height={Math.max(1, Math.abs(y(v) - y(0)))}
                      rx={3}
                      style={{ fill: s.color }}
                    >
                      <title>{`${category} · ${s.name}: ${format(v)}`}</title>
                    </rect>
                  );
                })}
              </g>
            ))}
            <line x1={PAD.left} x2={PAD.left + plotWidth} y1={y(0)} y2={y(0)} className={styles.baseline} />
          </>
        );
      }}
    </CartesianChart>
  );
}
