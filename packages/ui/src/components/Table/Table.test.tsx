import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUI } from '../../test/render';
import { DataTable, type TableColumn } from './Table';

interface Account {
  id: string;
  name: string;
  balance: number;
}

const columns: TableColumn<Account>[] = [
  { id: 'id', name: 'Code', allowsSorting: true },
  { id: 'name', name: 'Account', isRowHeader: true, allowsSorting: true },
  {
    id: 'balance',
    name: 'Balance',
    align: 'end',
    allowsSorting: true,
    render: (r) => r.balance.toLocaleString('en-US'),
  },
];
const accounts: Account[] = [
  { id: '1010', name: 'Cash', balance: 5000 },
  { id: '1200', name: 'Receivables', balance: 120 },
  { id: '2100', name: 'Borrowings', balance: 70000 },
];

// jsdom has no layout: give the virtualizer a viewport so it renders rows.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(44);
});
afterAll(() => vi.restoreAllMocks());

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('renders a grid with column headers and rows named by their row header', () => {
    renderUI(<DataTable aria-label="Chart of accounts" columns={columns} rows={accounts} />);
    const grid = screen.getByRole('grid', { name: 'Chart of accounts' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Code', 'Account', 'Balance']);
    expect(within(grid).getByRole('rowheader', { name: 'Cash' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
  });

  it('sorts by a column when its header is pressed, then reverses', async () => {
    const user = userEvent.setup();
    renderUI(<DataTable aria-label="Accounts" columns={columns} rows={accounts} />);
    const balance = screen.getByRole('columnheader', { name: 'Balance' });
    await user.click(balance);
    expect(balance.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows().map((r) => r.textContent)).toEqual([
      '1200Receivables120',
      '1010Cash5,000',
      '2100Borrowings70,000',
    ]);
    await user.click(balance);
    expect(balance.getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows()[0]!.textContent).toBe('2100Borrowings70,000');
  });

  it('selects rows with checkboxes and the keyboard', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderUI(
      <DataTable
        aria-label="Accounts"
        columns={columns}
        rows={accounts}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(4);
    await user.click(checkboxes[2]!);
    expect([...(onSelectionChange.mock.lastCall![0] as Set<string>)]).toEqual(['1200']);
    await user.click(checkboxes[0]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('renders only the rows in view for a long trial balance', () => {
    // jsdom builds the collection slowly; 2,000 rows prove the windowing (speed is measured in a browser).
    const many = Array.from({ length: 2_000 }, (_, i) => ({ id: String(i), name: `Account ${i}`, balance: i }));
    renderUI(<DataTable aria-label="Trial balance" columns={columns} rows={many} />);
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('2001');
  }, 30_000);

  it('shows an empty state in Khmer and passes axe', async () => {
    const { container } = renderUI(<DataTable aria-label="គណនី" columns={columns} rows={[]} />, 'kh');
    expect(screen.getByText('មិនទាន់មានទិន្នន័យ។')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('passes axe with rows and selection', async () => {
    const { container } = renderUI(
      <DataTable aria-label="Accounts" columns={columns} rows={accounts} selectionMode="multiple" />,
    );
    await expectNoAxeViolations(container);
  });
});
