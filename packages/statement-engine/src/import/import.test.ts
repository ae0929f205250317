import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultChart } from '../chart';
import { demoTrialBalance, demoTrialBalanceCsv } from '../demo';
import { writeXlsx } from '../xlsx';
import { FileFormatError } from '../errors';
import {
  DEFAULT_TABLE_LIMITS,
  parseAmount,
  readTrialBalance,
  TRIAL_BALANCE_HEADERS,
  trialBalanceTemplateCsv,
  trialBalanceTemplateXlsx,
  writeTrialBalanceCsv,
} from '.';

const chart = defaultChart('crfrf');

describe('amounts as people type them', () => {
  it.each([
    ['1,234', 1234],
    ['-1,234', -1234],
    ['(1,234)', -1234],
    ['1234-', -1234],
    ['១,២៣៤', 1234],
    ['  12 345 ', 12345],
    ['៛1,000', 1000],
    ['1,234.00', 1234],
    ['', 0],
    ['-', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });
  it.each([
    ['12.5', 'decimal'],
    ['1,23', 'not_a_number'],
    ['abc', 'not_a_number'],
    ['99999999999999999999', 'too_large'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason });
  });
  it('reads back any whole amount written with separators or parentheses', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const text = Math.abs(n).toLocaleString('en-US');
        expect(parseAmount(n < 0 ? `(${text})` : text)).toEqual({ ok: true, value: n });
      }),
    );
  });
});

describe('trial balance import', () => {
  it('reads the demo trial balance from CSV and from XLSX', () => {
    const fromCsv = readTrialBalance(demoTrialBalanceCsv(), chart);
    expect(fromCsv.problems).toEqual([]);
    expect(fromCsv.ok).toBe(true);
    expect(fromCsv.years).toEqual([2024, 2025]);
    expect(fromCsv.trialBalance).toEqual(demoTrialBalance());
    const rows = [
      [...TRIAL_BALANCE_HEADERS],
      ...demoTrialBalance().map((l) => [l.accountCode, l.accountName, l.year, l.debit, l.credit]),
    ];
    expect(readTrialBalance(writeXlsx(rows), chart).trialBalance).toEqual(demoTrialBalance());
  });

  it('accepts headers in any case and spacing, Khmer headers, a BOM, blank lines and semicolons', () => {
    const english = '\uFEFF Account Code ;Account Name;YEAR;Debit;Credit\n\n2610;Cash;2025;1.000;\n';
    expect(readTrialBalance(english, chart).problems[0]?.code).toBe('invalid_amount');
    const khmer = 'លេខកូដគណនី,ឈ្មោះគណនី,ឆ្នាំ,ឥណពន្ធ,ឥណទាន\r\n\r\n២៦១០,សាច់ប្រាក់,២០២៥,"1,000",\r\n3100,ដើមទុន,2025,,"1,000"\r\n';
    const result = readTrialBalance(khmer, chart);
    expect(result.problems).toEqual([]);
    expect(result.trialBalance).toEqual([
      { accountCode: '2610', accountName: 'សាច់ប្រាក់', year: 2025, debit: 1000, credit: 0 },
      { accountCode: '3100', accountName: 'ដើមទុន', year: 2025, debit: 0, credit: 1000 },
    ]);
  });

  it('returns every problem with its row, column, code, bilingual message and value', () => {
    const csv = [
      'account_code,account_name,year,debit,credit',
      '2610,Cash,2025,"1,000",0',
      '9999,Ghost,2025,5,0',
      '2610,Cash again,2025,1,0',
      '3100,Capital,2025,0,10.5',
      '3100,Capital,25,0,1',
      '',
      '5100,Payables,2025,0,"(1,000)"',
    ].join('\n');
    const result = readTrialBalance(csv, chart);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.row, p.code, p.column, p.value])).toEqual([
      [3, 'unknown_account', 'account_code', '9999'],
      // The refused rows are not in 2025's totals: the difference of the rows read is reported as theirs (issue 33).
      [3, 'unbalanced_rows_read', 'debit', '2000'],
      [4, 'duplicate_row', 'account_code', '2610'],
      [5, 'decimal_amount', 'credit', '10.5'],
      [6, 'invalid_year', 'year', '25'],
    ]);
    for (const p of result.problems) {
      expect(p.message.en.length).toBeGreaterThan(0);
      expect(p.message.kh).toMatch(/[\u1780-\u17FF]/);
    }
    expect(result.totals[2025]).toEqual({ debit: 2000, credit: 0 });
  });

  /** Two rows of 2024 that balance. */
  const BALANCED_2024 = '2610,Cash,2024,700,0\n3100,Capital,2024,0,700';

  it('reports the imbalance of the rows read beside a refused row, and names the years with one (issue 33, defect 5)', () => {
    const csv = [
      'account_code,account_name,year,debit,credit',
      '2610,Cash,2025,1001,0',
      '3100,Capital,2025,0,1000',
      '9999,Ghost,2025,5,0',
      BALANCED_2024,
    ].join('\n');
    const result = readTrialBalance(csv, chart);
    expect(result.problems.map((p) => [p.row, p.code])).toEqual([
      [4, 'unknown_account'],
      [4, 'unbalanced_rows_read'],
    ]);
    expect(result.problems[1]!.message.en).toContain(
      'In the rows read for 2025, debits (1,001) do not equal credits (1,000): the difference is 1.',
    );
    expect(result.problems[1]!.message.en).toContain('Row 4 was refused');
    expect(result.problems[1]!.message.kh).toContain('ឆ្នាំ ២០២៥');
    expect(result.problems[1]!.message.kh).not.toMatch(/[0-9]/);
    // 2024 balances and has no refused row: nothing said; 2025's totals are those of the rows read.
    expect(result.incomplete).toEqual({ 2025: 4 });
    expect(result.totals[2024]).toEqual({ debit: 700, credit: 700 });
  });

  it("imports only the year chosen: the other years' rows are left out unchecked and counted (issue 33, defect 4)", () => {
    const csv = [
      'account_code,account_name,year,debit,credit',
      '2610,Cash,2024,700,0',
      '3100,Capital,2024,0,700',
      '2610,Cash,2025,1000.5,0',
      '9999,Ghost,2025,5,0',
      '3100,Capital,2023,0,3',
    ].join('\n');
    const result = readTrialBalance(csv, chart, { years: [2024, 2025], onlyYear: 2024 });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.years).toEqual([2024]);
    expect(result.trialBalance.every((l) => l.year === 2024)).toBe(true);
    expect(result.skipped).toEqual({ 2025: 2, 2023: 1 });
  });

  it('does not report a difference that is only a refused row: a decimal amount leaves the balance unchecked (issue 21, defect 6)', () => {
    const csv = [
      'account_code,account_name,year,debit,credit',
      '2610,Cash,2025,1000.50,0',
      '3100,Capital,2025,0,1000.50',
      '2610,Cash,2024,700,0',
      '3100,Capital,2024,0,700',
    ].join('\n');
    const result = readTrialBalance(csv, chart);
    expect(result.problems.map((p) => [p.row, p.code])).toEqual([
      [2, 'decimal_amount'],
      [2, 'balance_not_checked'],
      [3, 'decimal_amount'],
    ]);
    expect(result.problems[1]!.message.en).toContain('The balance of 2025 could not be checked because row 2');
    // Numbers inside the Khmer message are in Khmer digits (the year, the row), as on every Khmer screen.
    expect(result.problems[1]!.message.kh).toContain('ឆ្នាំ ២០២៥ បានទេ ដោយសារជួរ ២ ');
    expect(result.problems[1]!.message.kh).not.toMatch(/[0-9]/);
    // A year whose rows were all read is still checked.
    const unbalanced = readTrialBalance(`${csv}\n5100,Payables,2024,0,5`, chart);
    expect(unbalanced.problems.map((p) => p.code)).toContain('unbalanced_year');
    const difference = unbalanced.problems.find((p) => p.code === 'unbalanced_year')!;
    expect(difference.message.kh).toContain('ឥណពន្ធ (៧០០) មិនស្មើនឹងឥណទាន (៧០៥) សម្រាប់ឆ្នាំ ២០២៤៖ ភាពខុសគ្នាគឺ -៥។');
  });

  it('names the missing headers', () => {
    const result = readTrialBalance('code,name,debit\n2610,Cash,5\n', chart);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ row: 1, code: 'invalid_headers', value: 'code,name,debit' });
    expect(result.problems[0]!.message.en).toContain('year, credit');
  });

  it('keeps to the statement’s years when asked', () => {
    const result = readTrialBalance(demoTrialBalanceCsv(), chart, { years: [2025] });
    expect(new Set(result.problems.map((p) => p.code))).toEqual(new Set(['unexpected_year']));
  });

  it('reports an empty file', () => {
    expect(readTrialBalance('', chart).problems[0]?.code).toBe('empty_file');
    expect(readTrialBalance('account_code,year,debit,credit\n', chart).problems[0]?.code).toBe('empty_file');
  });

  it('writes a template (CSV and XLSX) that imports cleanly', () => {
    const csv = trialBalanceTemplateCsv({ chart, year: 2025 });
    expect(csv.startsWith(`\uFEFF${TRIAL_BALANCE_HEADERS.join(',')}`)).toBe(true);
    const fromCsv = readTrialBalance(csv, chart);
    expect(fromCsv.problems).toEqual([]);
    expect(fromCsv.trialBalance.map((l) => l.accountCode)).not.toContain('1100'); // a parent account
    expect(readTrialBalance(trialBalanceTemplateXlsx({ chart }), chart).problems).toEqual([]);
    expect(readTrialBalance(writeTrialBalanceCsv(fromCsv.trialBalance), chart).trialBalance).toEqual(
      fromCsv.trialBalance,
    );
  });
});

describe('import limits and formula cells (issue 19, findings 3 and 4)', () => {
  const code = chart.accounts[0]!.code;
  const lines = (n: number) =>
    ['account_code,account_name,year,debit,credit', ...Array.from({ length: n }, () => `${code},Cash,2025,1,0`)].join(
      '\n',
    );
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as FileFormatError;
    }
    throw new Error('not refused');
  };

  it('refuses more lines than the limit with one message in both languages, before reading them', () => {
    expect(DEFAULT_TABLE_LIMITS.maxLines).toBeGreaterThanOrEqual(20_000);
    const error = refusal(() => readTrialBalance(lines(100), chart, { limits: { maxLines: 50 } }));
    expect(error).toBeInstanceOf(FileFormatError);
    expect(error.code).toBe('too_many_lines');
    expect(error.messages.en).toMatch(/more than 50 lines/);
    expect(error.messages.kh).toMatch(/[\u1780-\u17FF]/);
    // Up to the limit, the file is read (and a 100,000-line file is refused by default).
    expect(readTrialBalance(lines(49), chart, { limits: { maxLines: 50 } }).problems[0]?.code).toBe('duplicate_row');
    expect(refusal(() => readTrialBalance(lines(100_000), chart)).code).toBe('too_many_lines');
    // Millions of blank lines are refused before the parser makes a row of each.
    const blanks = `account_code,account_name,year,debit,credit${'\n'.repeat(5_000_000)}`;
    const started = Date.now();
    expect(refusal(() => readTrialBalance(blanks, chart)).code).toBe('too_many_lines');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses a cell longer than the limit, naming its row and column, without echoing it', () => {
    const huge = 'x'.repeat(3_000_000);
    const error = refusal(() =>
      readTrialBalance(`account_code,account_name,year,debit,credit\n${code},${huge},2025,1,1\n`, chart),
    );
    expect(error.code).toBe('cell_too_long');
    expect(error).toMatchObject({ row: 2, column: 'B' });
    expect(error.value!.length).toBeLessThanOrEqual(40);
    // Refused as soon as the parser reads past the limit, without reading the rest of the cell.
    expect(error.messages.en).toMatch(/Row 2, column B has more than 2,000 characters/);
    // In a workbook too: row numbers as the user sees them.
    const xlsx = writeXlsx([[...TRIAL_BALANCE_HEADERS], [], [code, 'y'.repeat(2_001), 2025, 1, 1]]);
    expect(refusal(() => readTrialBalance(xlsx, chart))).toMatchObject({ code: 'cell_too_long', row: 3 });
  });

  it('warns about cells that a spreadsheet would run as formulas, and keeps them as text', () => {
    const csv = [
      'account_code,account_name,year,debit,credit',
      `${code},"=HYPERLINK(""http://x"",""y"")",2025,-100,-`,
      `${code},@SUM(A1),2024,100,"-1,000"`,
    ].join('\n');
    const result = readTrialBalance(csv, chart);
    expect(result.warnings).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'account_name',
        code: 'formula_like_cell',
        value: '=HYPERLINK("http://x","y")',
      }),
      expect.objectContaining({ row: 3, column: 'account_name', code: 'formula_like_cell', value: '@SUM(A1)' }),
    ]);
    expect(result.warnings[0]!.message.kh).toMatch(/[\u1780-\u17FF]/);
    expect(result.trialBalance[0]!.accountName).toBe('=HYPERLINK("http://x","y")');
    // Negative amounts and a dash are data, not formulas.
    expect(readTrialBalance(demoTrialBalanceCsv(), chart).warnings).toEqual([]);
  });
});
