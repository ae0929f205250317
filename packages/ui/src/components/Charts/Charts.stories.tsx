import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart';
import { ComparisonChart } from './ComparisonChart';
import { LineChart } from './LineChart';

const meta = {
  title: 'App/Charts',
  component: BarChart,
  args: {
    title: 'Revenue and cost of sales',
    categories: ['2021', '2022', '2023', '2024', '2025'],
    series: [
      { name: 'Revenue', values: [820000, 910000, 1050000, 1230000, 1390000] },
      { name: 'Cost of sales', values: [510000, 560000, 640000, 720000, 800000] },
    ],
    categoryHeader: 'Financial year',
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
export const BarKhmer: Story = {
  globals: { lang: 'kh' },
  args: {
    title: 'ចំណូល និងថ្លៃដើមលក់',
    series: [
      { name: 'ចំណូល', values: [820000, 910000, 1050000, 1230000, 1390000] },
      { name: 'ថ្លៃដើមលក់', values: [510000, 560000, 640000, 720000, 800000] },
    ],
    categoryHeader: 'ឆ្នាំហិរញ្ញវត្ថុ',
  },
};
export const WithLoss: Story = {
  args: { title: 'Profit for the year', series: [{ name: 'Profit', values: [120000, -40000, 30000, 95000, 150000] }] },
};
export const Line: Story = {
  render: (args) => <LineChart {...args} title="Revenue" series={[args.series[0]!]} />,
};
export const LineKhmer: Story = {
  globals: { lang: 'kh' },
  render: (args) => (
    <LineChart
      title="កំណើនចំណូលប្រចាំឆ្នាំ"
      categories={args.categories}
      series={[
        { name: 'ក្រុមហ៊ុន', values: [0.05, 0.11, 0.15, 0.17, 0.13] },
        { name: 'វិស័យឧស្សាហកម្ម', values: [0.04, 0.06, 0.08, 0.07, 0.09] },
      ]}
      format={{ style: 'percent' }}
    />
  ),
};
const metrics = [
  { label: 'Current ratio', company: 1.82, industry: 1.4 },
  {
    label: 'Return on capital employed',
    company: 0.124,
    industry: 0.097,
    format: { style: 'percent' as const, maximumFractionDigits: 1 },
  },
  {
    label: 'Gross profit margin',
    company: 0.318,
    industry: 0.284,
    format: { style: 'percent' as const, maximumFractionDigits: 1 },
  },
  {
    label: 'Year-on-year revenue growth',
    company: 0.087,
    industry: 0.052,
    format: { style: 'percent' as const, maximumFractionDigits: 1 },
  },
];
export const Comparison: Story = {
  render: () => <ComparisonChart title="Benchmarks: company versus industry" metrics={metrics} metricHeader="Ratio" />,
};
export const ComparisonKhmer: Story = {
  globals: { lang: 'kh' },
  render: () => (
    <ComparisonChart
      title="ការប្រៀបធៀបក្រុមហ៊ុន និងវិស័យឧស្សាហកម្ម"
      metricHeader="អនុបាត"
      metrics={metrics.map((m, i) => ({
        ...m,
        label: ['អនុបាតចរន្ត', 'ផលចំណេញលើដើមទុនដែលបានប្រើ', 'អត្រាចំណេញដុល', 'កំណើនចំណូលប្រចាំឆ្នាំ'][i]!,
      }))}
    />
  ),
};
