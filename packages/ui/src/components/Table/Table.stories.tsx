import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatAmount } from '../../i18n/format';
import { StatusBadge } from '../StatusBadge';
import { DataTable, type TableColumn } from './Table';

interface Line {
  id: string;
  name: string;
  nameKh: string;
  debit: number;
  credit: number;
}

const names: Array<[string, string]> = [
  ['Cash and cash equivalents', 'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល'],
  ['Trade and other receivables', 'គណនីត្រូវទទួលពាណិជ្ជកម្ម និងផ្សេងៗ'],
  ['Inventories', 'សារពើភ័ណ្ឌ'],
  ['Property, plant and equipment', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ'],
  ['Trade and other payables', 'គណនីត្រូវសងពាណិជ្ជកម្ម និងផ្សេងៗ'],
  ['Borrowings', 'ប្រាក់កម្ចី'],
  ['Share capital', 'ដើមទុន'],
  ['Revenue', 'ចំណូល'],
];
const lines = (count: number): Line[] =>
  Array.from({ length: count }, (_, i) => {
    const [name, nameKh] = names[i % names.length]!;
    return { id: String(1000 + i), name, nameKh, debit: (i * 7919) % 100000, credit: (i * 104729) % 90000 };
  });

const columns = (kh: boolean): TableColumn<Line>[] => [
  { id: 'id', name: kh ? 'លេខកូដ' : 'Code', allowsSorting: true, width: 130 },
  {
    id: kh ? 'nameKh' : 'name',
    name: kh ? 'គណនី' : 'Account',
    isRowHeader: true,
    allowsSorting: true,
    width: '2fr',
  },
  {
    id: 'debit',
    name: kh ? 'ឥណពន្ធ' : 'Debit',
    align: 'end',
    allowsSorting: true,
    render: (r) => formatAmount(r.debit, 'en-US'),
  },
  {
    id: 'credit',
    name: kh ? 'ឥណទាន' : 'Credit',
    align: 'end',
    allowsSorting: true,
    render: (r) => formatAmount(-r.credit, 'en-US'),
  },
];

const meta = {
  title: 'Components/Structure/Table',
  component: DataTable<Line>,
  args: { 'aria-label': 'Trial balance', columns: columns(false), rows: lines(12) },
} satisfies Meta<typeof DataTable<Line>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Debit/ });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};
export const Selectable: Story = { args: { selectionMode: 'multiple', defaultSelectedKeys: new Set(['1001']) } };
export const Khmer: Story = {
  globals: { lang: 'kh' },
  args: { 'aria-label': 'តារាងតុល្យការ', columns: columns(true), rows: lines(12), selectionMode: 'multiple' },
};
export const TenThousandRows: Story = {
  args: { rows: lines(10_000), maxHeight: '24rem', selectionMode: 'multiple' },
};
export const Empty: Story = { args: { rows: [] } };
const STATUS = {
  draft: { tone: 'grey', label: 'Draft' },
  approved: { tone: 'green', label: 'Approved' },
} as const;
export const WithStatus: StoryObj<typeof DataTable<{ id: string; year: number; status: 'draft' | 'approved' }>> = {
  render: () => (
    <DataTable
      aria-label="Statements"
      columns={[
        { id: 'year', name: 'Financial year', isRowHeader: true, allowsSorting: true },
        { id: 'status', name: 'Status', render: (r) => <StatusBadge {...STATUS[r.status]} size="sm" /> },
      ]}
      rows={[
        { id: 'a', year: 2025, status: 'draft' as const },
        { id: 'b', year: 2024, status: 'approved' as const },
      ]}
    />
  ),
};
