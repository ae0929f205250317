import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatAmount } from '../../i18n/format';
import { StatusBadge } from '../StatusBadge';
import { StaticTable, type StaticTableColumn } from './StaticTable';

interface Invoice {
  id: string;
  year: number;
  amount: number;
  status: 'open' | 'paid';
}

const invoices: Invoice[] = [
  { id: 'INV-2025-0001', year: 2025, amount: 400000, status: 'open' },
  { id: 'INV-2024-0007', year: 2024, amount: 400000, status: 'paid' },
];

const columns = (kh: boolean): StaticTableColumn<Invoice>[] => [
  { id: 'id', name: kh ? 'លេខវិក្កយបត្រ' : 'Invoice', isRowHeader: true },
  { id: 'year', name: kh ? 'ឆ្នាំហិរញ្ញវត្ថុ' : 'Financial year' },
  {
    id: 'amount',
    name: kh ? 'ចំនួនទឹកប្រាក់' : 'Amount',
    align: 'end',
    render: (r) => `${formatAmount(r.amount, kh ? 'km-KH' : 'en-US')} KHR`,
  },
  {
    id: 'status',
    name: kh ? 'ស្ថានភាព' : 'Status',
    nowrap: true,
    render: (r) =>
      r.status === 'open' ? (
        <StatusBadge tone="amber" label={kh ? 'មិនទាន់បង់' : 'Open'} size="sm" />
      ) : (
        <StatusBadge tone="teal" label={kh ? 'បានបង់ប្រាក់' : 'Paid'} size="sm" />
      ),
  },
  { id: 'actions', name: kh ? 'សកម្មភាព' : 'Actions', hideName: true, render: (r) => <a href={`#${r.id}`}>{r.id}</a> },
];

const meta = {
  title: 'Components/Structure/StaticTable',
  component: StaticTable<Invoice>,
  args: {
    caption: 'Invoices',
    columns: columns(false),
    rows: invoices,
    rowProps: (r: Invoice) => ({ 'data-status': r.status }),
  },
} satisfies Meta<typeof StaticTable<Invoice>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(within(table).getByRole('rowheader', { name: 'INV-2025-0001' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  },
};
export const ShownCaption: Story = { args: { showCaption: true } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { caption: 'វិក្កយបត្រ', columns: columns(true) },
};
export const Empty: Story = { args: { rows: [] } };
