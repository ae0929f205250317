import type { Meta, StoryObj } from '@storybook/react-vite';
import { KpiTile } from './KpiTile';

const meta = {
  title: 'App/KpiTile',
  component: KpiTile,
  args: { label: 'Current ratio', value: 1.82, change: 0.042, caption: 'vs 2024' },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof KpiTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Benchmarks: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
      <KpiTile label="Current ratio" value={1.82} change={0.042} caption="Industry 1.40" />
      <KpiTile
        label="Return on capital employed"
        value={0.124}
        format={{ style: 'percent', maximumFractionDigits: 1 }}
        change={-0.018}
      />
      <KpiTile
        label="Gross profit margin"
        value={0.318}
        format={{ style: 'percent', maximumFractionDigits: 1 }}
        change={0}
      />
      <KpiTile
        label="Year-on-year revenue growth"
        value={0.087}
        format={{ style: 'percent', maximumFractionDigits: 1 }}
        change={0.021}
      />
    </div>
  ),
};
export const Khmer: Story = {
  globals: { lang: 'kh' },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
      <KpiTile label="អនុបាតចរន្ត" value={1.82} change={0.042} caption="វិស័យឧស្សាហកម្ម 1.40" />
      <KpiTile label="ផលចំណេញលើដើមទុនដែលបានប្រើ" value={0.124} format={{ style: 'percent' }} change={-0.018} />
      <KpiTile label="អត្រាចំណេញដុល" value={0.318} format={{ style: 'percent' }} />
      <KpiTile label="កំណើនចំណូលប្រចាំឆ្នាំ" value={null} />
    </div>
  ),
};
