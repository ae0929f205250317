import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { StaticTable, type StaticTableColumn } from './StaticTable';

interface Line {
  id: string;
  name: string;
  amount: number;
}

const columns: StaticTableColumn<Line>[] = [
  { id: 'id', name: 'Code' },
  { id: 'name', name: 'Account', isRowHeader: true },
  {
    id: 'amount',
    name: 'Amount',
    align: 'end',
    render: (r) => r.amount.toLocaleString('en-US'),
    cellProps: (r) => ({ 'data-amount': r.amount }),
  },
  { id: 'open', name: 'Open', hideName: true, render: (r) => <a href={`#${r.id}`}>{`Open ${r.name}`}</a> },
];
const lines: Line[] = [
  { id: '1010', name: 'Cash', amount: 5000 },
  { id: '2100', name: 'Borrowings', amount: 70000 },
];

describe('StaticTable', () => {
  it('is a native table named by its caption, with row headers, cells and row attributes', () => {
    renderUI(
      <StaticTable caption="Accounts" columns={columns} rows={lines} rowProps={(r) => ({ 'data-code': r.id })} />,
    );
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Code', 'Account', 'Amount', 'Open']);
    expect(within(table).getByRole('rowheader', { name: 'Cash' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '70,000' }).getAttribute('data-amount')).toBe('70000');
    expect(table.querySelector('tr[data-code="2100"]')?.textContent).toBe('2100Borrowings70,000Open Borrowings');
    // The scrolling frame takes keyboard focus.
    expect(table.parentElement?.getAttribute('tabindex')).toBe('0');
  });

  it('keeps its rows in the order given (it does not sort)', () => {
    renderUI(<StaticTable caption="Accounts" columns={columns} rows={[...lines].reverse()} />);
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Borrowings', 'Cash']);
  });

  it('shows an empty state in Khmer and passes axe', async () => {
    const { container } = renderUI(<StaticTable caption="គណនី" columns={columns} rows={[]} />, 'kh');
    expect(screen.getByRole('cell', { name: 'មិនទាន់មានទិន្នន័យ។' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('passes axe with rows and a shown caption', async () => {
    const { container } = renderUI(<StaticTable caption="Accounts" showCaption columns={columns} rows={lines} />);
    expect(screen.getByText('Accounts').tagName).toBe('CAPTION');
    await expectNoAxeViolations(container);
  });
});
