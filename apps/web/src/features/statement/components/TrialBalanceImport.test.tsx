import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, statementFixture } from '../../../test/apiStub';
import { text } from '../../../test/renderScreen';
import type { DryRunReport } from '../types';
import { TrialBalanceImport } from './TrialBalanceImport';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const statement = statementFixture({ reportingYear: 2025 });
/** A dry run with a problem on row 12 of a file holding both years, 2024's debits and credits apart. */
const report = {
  dryRun: true,
  ok: false,
  problems: [
    {
      row: 12,
      code: 'decimal_amount',
      column: 'debit',
      value: '300000000.5',
      message: { en: 'Amounts must be whole.', kh: 'ចំនួនទឹកប្រាក់ត្រូវតែជាចំនួនគត់។' },
    },
  ],
  problemsNotShown: 0,
  warnings: [],
  warningsNotShown: 0,
  years: [
    { year: 2024, lines: 36, debit: 5000, credit: 4000 },
    { year: 2025, lines: 38, debit: 6000, credit: 6000 },
  ],
} as unknown as DryRunReport;

/** The import with a file chosen, the API answering its dry run with `answer`. */
async function dryRun(lang: 'en' | 'kh', answer: DryRunReport) {
  const { container } = await renderWithApi(
    <TrialBalanceImport statement={statement} onCommitted={() => {}} />,
    lang,
    [
      { path: `/api/entities/${statement.entityId}/accounts`, body: { accounts: [] } },
      { method: 'POST', path: `/api/statements/${statement.id}/trial-balance`, body: answer },
    ],
    ['statement'],
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['account_code,year,debit,credit\n'], 'tb.csv', { type: 'text/csv' }));
  return container;
}

describe('TrialBalanceImport', () => {
  it.each([
    ['en', ['2024', '2025'], '12'],
    ['kh', ['២០២៤', '២០២៥'], '១២'],
  ] as const)("the dry run's years and row numbers are in the reader's digits (%s)", async (lang, years, row) => {
    await dryRun(lang, report);
    const totals = await screen.findByRole('table', { name: text(lang, 'statement:import.totals') });
    expect(
      within(totals)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(years);
    expect(within(totals).getAllByRole('row')[2]!.textContent).toContain(lang === 'kh' ? '៣៨' : '38');
    const problems = screen.getByRole('table', { name: text(lang, 'statement:import.problemList') });
    const [, first] = within(problems).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[0]!.textContent).toBe(row);
    // What the file holds stays as written (a value, a code), in Latin digits.
    expect(first!.textContent).toContain('300000000.5');
  });

  it.each(['en', 'kh'] as const)(
    'does not paint red the totals of a year with a refused row, says they are the rows read, and names the years left out (issue 33, defects 4 and 5; %s)',
    async (lang) => {
      const withRefused = {
        ...report,
        years: [{ year: 2024, lines: 35, debit: 5000, credit: 4000, refusedRow: 12 }],
        skipped: [{ year: 2025, rows: 38 }],
      } as unknown as DryRunReport;
      const container = await dryRun(lang, withRefused);
      const totals = await screen.findByRole('table', { name: text(lang, 'statement:import.totals') });
      expect(totals.querySelector('[data-unbalanced]')).toBeNull();
      expect(container.querySelector('[data-rows-read="2024"]')?.textContent).toContain(
        lang === 'kh' ? '១២' : 'row 12',
      );
      expect(container.querySelector('[data-skipped-year="2025"]')?.textContent).toContain(
        lang === 'kh' ? '៣៨' : '38 rows',
      );
    },
  );

  it.each(['en', 'kh'] as const)(
    'a first import is an upload: it asks for the word "confirm" and sends it with the commit (%s)',
    async (lang) => {
      const clean = {
        ...report,
        ok: true,
        problems: [],
        years: [{ year: 2025, lines: 38, debit: 6000, credit: 6000 }],
      };
      const onCommitted = vi.fn();
      const { container, fetchSpy } = await renderWithApi(
        <TrialBalanceImport statement={{ ...statement, trialBalanceYears: [] }} onCommitted={onCommitted} />,
        lang,
        [
          { path: `/api/entities/${statement.entityId}/accounts`, body: { accounts: [] } },
          { method: 'POST', path: `/api/statements/${statement.id}/trial-balance`, body: clean },
        ],
        ['statement'],
      );
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      await userEvent.upload(input, new File(['account_code,year,debit,credit\n'], 'tb.csv', { type: 'text/csv' }));
      // The button and the dialog's action: "Import the trial balance for <years>".
      const name = new RegExp(`^${text(lang, 'statement:import.commit').split('{{year}}')[0]}`);
      await userEvent.click(await screen.findByRole('button', { name }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(text(lang, 'statement:import.commitMessage').split('{{year}}')[0]);
      const commits = () =>
        fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('dryRun=false'));
      expect(commits()).toEqual([]);
      await userEvent.type(within(dialog).getByRole('textbox'), 'confirm');
      await userEvent.click(within(dialog).getByRole('button', { name }));
      await vi.waitFor(() => expect(onCommitted).toHaveBeenCalled());
      expect(commits()).toHaveLength(1);
      expect(new URL(commits()[0]!, 'http://localhost').searchParams.get('confirm')).toBe('confirm');
    },
  );
});
