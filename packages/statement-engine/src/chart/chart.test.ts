import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../model/types';
import {
  CHART_HEADERS,
  defaultChart,
  describeMapping,
  readAccountType,
  readBalanceType,
  readChart,
  readConcept,
  readPeriodType,
  validateChart,
  writeChartCsv,
  writeChartXlsx,
} from '.';
import { accountantChartCsv } from './__fixtures__/accountant-chart';

describe.each(FRAMEWORKS)('the default %s chart', (framework) => {
  const chart = defaultChart(framework);

  it('is valid against its taxonomy and has Khmer names', () => {
    expect(validateChart(chart)).toEqual([]);
    for (const account of chart.accounts) expect(account.nameKh).toMatch(/[\u1780-\u17FF]/);
  });

  it('writes the chart file with the specified headers and reads it back, CSV and XLSX', () => {
    const csv = writeChartCsv(chart);
    expect(csv.slice(1, csv.indexOf('\r\n'))).toBe(CHART_HEADERS.join(','));
    expect(readChart(csv, framework)).toEqual({ chart, problems: [], mappings: [], warnings: [] });
    expect(readChart(writeChartXlsx(chart), framework)).toEqual({ chart, problems: [], mappings: [], warnings: [] });
  });
});

describe('custom charts', () => {
  const header = CHART_HEADERS.join(',');

  it('accepts a custom chart with its own codes', () => {
    const csv = `${header}\nA1,Till,ទូដាក់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,yes\nA2,Owner,ម្ចាស់,,equity,ifrs-full:IssuedCapital,credit,instant,no\n`;
    const result = readChart(csv, 'crfrf');
    expect(result.problems).toEqual([]);
    expect(result.chart.accounts.map((a) => [a.code, a.mandatory])).toEqual([
      ['A1', true],
      ['A2', false],
    ]);
  });

  it('reports every bad row with its file row, column and value', () => {
    const csv = [
      header,
      '1,Cash,សាច់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,false',
      '',
      '1,Cash again,សាច់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,false',
      '2,Thing,វត្ថុ,9,asset,ifrs-full:Nonsense,debit,instant,false',
      '3,Odd,ចម្លែក,,planet,ifrs-full:Inventories,debit,instant,false',
      '4,Flow,លំហូរ,,asset,ifrs-full:Inventories,debit,duration,false',
    ].join('\n');
    const { problems } = readChart(csv, 'crfrf');
    expect(problems.map((p) => [p.row, p.code, p.column, p.value])).toEqual([
      [4, 'duplicate_account', 'code', '1'],
      [5, 'unknown_concept', 'concept', 'ifrs-full:Nonsense'],
      [5, 'unknown_parent', 'parent_code', '9'],
      [6, 'invalid_account_type', 'account_type', 'planet'],
      [7, 'period_type_mismatch', 'period_type', 'duration'],
    ]);
    for (const p of problems) expect(p.message.kh).toMatch(/[\u1780-\u17FF]/);
    expect(problems[0]!.message.kh).toContain('ដំបូងនៅជួរ ២');
  });

  it('rejects a file without the chart headers', () => {
    const { problems } = readChart('code,name\n1,Cash\n', 'crfrf');
    expect(problems[0]).toMatchObject({ row: 1, code: 'invalid_headers' });
  });
});

it('documents each account: from the file when given, else from its concept', () => {
  const header = `${CHART_HEADERS.join(',')},documentation_en,documentation_kh`;
  const csv = `${header}\nA1,Till,ទូដាក់ប្រាក់,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,no,Notes and coins in the till,ប្រាក់ក្នុងទូ\nA2,Owner,ម្ចាស់,,equity,ifrs-full:IssuedCapital,credit,instant,no,,\n`;
  const [till, owner] = readChart(csv, 'crfrf').chart.accounts;
  expect(till!.documentation).toEqual({ en: 'Notes and coins in the till', kh: 'ប្រាក់ក្នុងទូ' });
  expect(owner!.documentation?.en).toContain('share capital');
  expect(defaultChart('npo').accounts.every((a) => a.documentation?.kh)).toBe(true);
});

describe('charts as accountants write them', () => {
  it.each(FRAMEWORKS)(
    'imports the %s default chart written with unprefixed names, common words and an IFRS total',
    (framework) => {
      const result = readChart(accountantChartCsv(framework), framework);
      expect(result.problems).toEqual([]);
      expect(result.chart).toEqual(defaultChart(framework));
      const accounts = defaultChart(framework).accounts;
      // The dry run says what was mapped how: every concept, and every account type and balance not written as such.
      const concepts = result.mappings.filter((m) => m.column === 'concept');
      expect(concepts).toHaveLength(accounts.length);
      const tax = concepts.find((m) => m.from === 'CurrentTaxLiabilities')!;
      expect(tax).toMatchObject({ to: 'ifrs-full:CurrentTaxLiabilitiesCurrent', how: 'current-part' });
      expect(tax.note?.en).toContain('non-current');
      expect(tax.note?.kh).toMatch(/[\u1780-\u17FF]/);
      expect(concepts.filter((m) => m.how === 'unprefixed')).toHaveLength(accounts.length - 1);
      expect(result.mappings.filter((m) => m.column === 'period_type' && m.how === 'from-concept')).toHaveLength(
        accounts.length,
      );
      expect(result.mappings.some((m) => m.column === 'account_type' && m.from === 'ចំណូល' && m.to === 'income')).toBe(
        true,
      );
      expect(result.mappings.some((m) => m.column === 'balance_type' && m.from === 'Cr' && m.to === 'credit')).toBe(
        true,
      );
      expect(describeMapping(tax, 'en')).toContain('Possible error');
      expect(describeMapping(tax, 'kh')).toContain('កំហុសដែលអាចកើតមាន');
    },
  );

  it('reads concepts by prefix-less name, id form, label (English and Khmer) and IFRS totals', () => {
    expect(readConcept('CashAndCashEquivalents', 'crfrf')).toEqual({
      concept: 'ifrs-full:CashAndCashEquivalents',
      how: 'unprefixed',
    });
    expect(readConcept('ifrs-full_Inventories', 'crfrf')).toMatchObject({ concept: 'ifrs-full:Inventories' });
    expect(readConcept('ifrs:Inventories', 'crfrf')).toMatchObject({ concept: 'ifrs-full:Inventories' });
    expect(readConcept('inventories', 'crfrf')).toMatchObject({ concept: 'ifrs-full:Inventories', how: 'unprefixed' });
    expect(readConcept('Cash and cash equivalents', 'npo')).toMatchObject({
      concept: 'ifrs-full:CashAndCashEquivalents',
      how: 'label',
    });
    expect(readConcept('សារពើភ័ណ្ឌ', 'crfrf')).toMatchObject({ concept: 'ifrs-full:Inventories', how: 'label' });
    expect(readConcept('ifrs-full:CurrentTaxAssets', 'crfrf')).toMatchObject({
      concept: 'ifrs-full:CurrentTaxAssetsCurrent',
      how: 'current-part',
    });
    // Both parts exist: a person must choose.
    expect(readConcept('Borrowings', 'crfrf')).toEqual({
      ambiguous: ['ifrs-full:ShorttermBorrowings', 'ifrs-full:LongtermBorrowings'],
    });
    expect(readConcept('Nonsense', 'crfrf')).toBeUndefined();
    // dfr concepts are not in the npo/crfrf split by accident: a dfr name is read too.
    expect(readConcept('RestrictedFunds', 'npo')).toMatchObject({ concept: 'dfr:RestrictedFunds' });
    expect(readConcept('RestrictedFunds', 'crfrf')).toBeUndefined();
  });

  it('reads account, balance and period types by common words, and refuses the others', () => {
    expect(readAccountType('Revenue')).toEqual({ value: 'income', how: 'synonym' });
    expect(readAccountType(' EXPENSES ')).toEqual({ value: 'expense', how: 'synonym' });
    expect(readAccountType('បំណុល')).toEqual({ value: 'liability', how: 'synonym' });
    expect(readAccountType('asset')).toEqual({ value: 'asset' });
    expect(readAccountType('planet')).toBeUndefined();
    expect(readBalanceType('Dr')).toEqual({ value: 'debit', how: 'synonym' });
    expect(readBalanceType('ឥណទាន')).toEqual({ value: 'credit', how: 'synonym' });
    expect(readPeriodType('flow')).toEqual({ value: 'duration', how: 'synonym' });
  });

  it('names the candidates of an ambiguous concept, in both languages', () => {
    const csv = `${CHART_HEADERS.join(',')}\nL1,Loan,ប្រាក់កម្ចី,,liabilities,Borrowings,cr,,no\n`;
    const { problems } = readChart(csv, 'crfrf');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ row: 2, code: 'ambiguous_concept', column: 'concept', value: 'Borrowings' });
    expect(problems[0]!.message.en).toContain('ifrs-full:LongtermBorrowings');
    expect(problems[0]!.message.kh).toMatch(/[\u1780-\u17FF]/);
  });
});

describe('formula cells in a chart file (issue 19, finding 4)', () => {
  it('warns about a name a spreadsheet would run, reads it as text, and writes it back neutralised', () => {
    const chart = defaultChart('crfrf');
    const first = chart.accounts[0]!;
    const hostile = {
      ...chart,
      accounts: [{ ...first, nameEn: '=HYPERLINK("http://x","y")' }, ...chart.accounts.slice(1)],
    };
    const csv = writeChartCsv(hostile);
    // The export neutralises it (a leading apostrophe) …
    expect(csv).toContain(`'=HYPERLINK(""http://x"",""y"")`);
    // … and a file written by someone else is read as text with a warning by row and column.
    const raw = csv.replace(`'=HYPERLINK`, '=HYPERLINK');
    const read = readChart(raw, 'crfrf');
    expect(read.problems).toEqual([]);
    expect(read.chart.accounts[0]!.nameEn).toBe('=HYPERLINK("http://x","y")');
    expect(read.warnings).toEqual([expect.objectContaining({ row: 2, column: 'name_en', code: 'formula_like_cell' })]);
  });
});
