import type { Meta, StoryObj } from '@storybook/react-vite';
import { invoiceStatuses, statementStatuses } from '../../theme/tokens';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/Feedback/StatusBadge',
  component: StatusBadge,
  args: { status: 'draft' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const all = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statementStatuses.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {invoiceStatuses.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  </div>
);
export const All: Story = { render: all };
export const AllKhmer: Story = { globals: { lang: 'kh' }, render: all };
export const Small: Story = { args: { status: 'approved', size: 'sm' } };
