export { BarChart, type BarChartProps, type ChartSeries, seriesColours } from './BarChart';
export { ComparisonChart, type ComparisonChartProps, type ComparisonMetric } from './ComparisonChart';
export { LineChart, type LineChartProps } from './LineChart';
export { niceScale } from './scale';
