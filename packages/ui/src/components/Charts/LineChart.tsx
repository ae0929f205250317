import { CartesianChart, type CartesianChartProps } from './ChartFrame';

export type LineChartProps = CartesianChartProps;

const PAD = { top: 12, right: 16, bottom: 36, left: 64 };

/** Lines over time with point markers; themed, with a table alternative. */
export function LineChart({ categories, ...props }: LineChartProps) {
  return (
    <CartesianChart
      {...props}
      categories={categories}
      padding={PAD}
      summaryBy="series"
      categoryX={(i, plotWidth) => (categories.length <= 1 ? plotWidth / 2 : (i / (categories.length - 1)) * plotWidth)}
    >
      {({ series, x, y, format }) =>
        series.map((s) => (
          <g key={s.name}>
            <polyline
              points={s.values
                .map((v, i) => (v == null ? null : `${x(i)},${y(v)}`))
                .filter(Boolean)
                .join(' ')}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              style={{ stroke: s.color }}
            />
            {s.values.map((v, i) =>
              v == null ? null : (
                <circle key={categories[i]} cx={x(i)} cy={y(v)} r={4} style={{ fill: s.color }}>
                  <title>{`${categories[i]} · ${s.name}: ${format(v)}`}</title>
                </circle>
              ),
            )}
          </g>
        ))
      }
    </CartesianChart>
  );
}
