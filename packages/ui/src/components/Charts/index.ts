export { BarChart, type BarChartProps } from './BarChart';
export { type CartesianChartProps, type ChartSeries, seriesColours } from './ChartFrame';
export { ComparisonChart, type ComparisonChartProps, type ComparisonMetric } from './ComparisonChart';
export { LineChart, type LineChartProps } from './LineChart';
export { niceScale } from './scale';
