import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { chartDryRun } from '../engine';
import { ChartReadings } from './ChartReadings';

beforeAll(() => i18n.reloadResources(['en', 'kh'], ['accounts', 'statement']));
afterEach(cleanup);

/** A chart as an accountant keeps it: own header words, no balance or period type, an IFRS total with two parts. */
const CHART = `Account No.,Account name,Name (Khmer),Type,IFRS element
1000,Cash on hand,សាច់ប្រាក់,Current assets,CashAndCashEquivalents
2100,Profit tax payable,ពន្ធត្រូវបង់,Liabilities,CurrentTaxLiabilities
2500,Bank loan,ប្រាក់កម្ចីធនាគារ,Non-current liabilities,Borrowings
6300,Advertising,ការផ្សព្វផ្សាយ,Selling expenses,DistributionCosts
`;

describe('the dry run of a chart file', () => {
  it('says how many accounts it holds and what was read how, possible errors first', async () => {
    await i18n.changeLanguage('en');
    const result = chartDryRun(new TextEncoder().encode(CHART))!;
    render(<ChartReadings result={result} />);
    expect(
      screen.getByText(/Accounts in the file: 4\. Cells read in other words than the file format's: 8\./),
    ).toBeTruthy();
    expect(screen.getByText(/Possible errors to check: 2\./)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'How the file was read' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    // The two IFRS totals read to one of their parts come first, with their notes.
    expect(items[0]!.getAttribute('data-possible-error')).toBe('true');
    expect(items[0]!.textContent).toContain(
      'Row 3, account 2100: Line item (concept): “CurrentTaxLiabilities” → ifrs-full:CurrentTaxLiabilitiesCurrent',
    );
    expect(items[1]!.textContent).toContain(
      'ifrs-full:LongtermBorrowings (IFRS total to its non-current part) Possible error:',
    );
    expect(list.querySelector('li[data-reading="synonym"]')?.textContent).toContain(
      'Account type: “Current assets” → asset',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Khmer, and lists what the import would be refused for', async () => {
    await i18n.changeLanguage('kh');
    const result = chartDryRun(`${CHART}9000,Suspense,គណនីព្យួរ,Suspense,OtherIncome\n`)!;
    render(<ChartReadings result={result} />);
    expect(screen.getByRole('list', { name: 'របៀបដែលឯកសារត្រូវបានអាន' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('ជួរ ៣ គណនី 2100៖');
    expect(screen.getByText(/គណនីក្នុងឯកសារ៖ ៤។/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('ឯកសារមានបញ្ហា ១');
    expect(document.querySelector('tr[data-problem="invalid_account_type"]')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});

describe('cells that begin like a spreadsheet formula (issue 19, finding 4)', () => {
  it('are shown before the import, counted, by row and column, in English and in Khmer', async () => {
    const withFormula = `${CHART}6400,=HYPERLINK("http://x"),ការទូទាត់,Selling expenses,DistributionCosts\n`;
    const result = chartDryRun(new TextEncoder().encode(withFormula))!;
    expect(result.warnings.length).toBe(1);
    await i18n.changeLanguage('en');
    const en = render(<ChartReadings result={result} />);
    expect(en.container.querySelector('[data-warnings="1"]')?.textContent).toContain(
      '1 cell begins like a spreadsheet formula',
    );
    expect(within(en.container).getByRole('table', { name: 'Cells that begin like a formula' })).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('kh');
    const kh = render(<ChartReadings result={result} />);
    expect(kh.container.querySelector('[data-warnings]')?.textContent).toMatch(/ចាប់ផ្តើមដូចរូបមន្ត/);
    // None for a clean file.
    cleanup();
    const clean = render(<ChartReadings result={chartDryRun(new TextEncoder().encode(CHART))!} />);
    expect(clean.container.querySelector('[data-warnings]')).toBeNull();
  });
});
