/** Trial balance import (CSV or XLSX): every problem with its row, a dry run by default, and the template. */
import { writeCsv } from '../csv';
import type { ChartAccount, ChartOfAccounts, ImportProblem, TrialBalance, TrialBalanceLine } from '../model/types';
import { eachTableRow, normalizeHeader, rowFormulaWarnings, type TableLimits, type TableRow } from '../table';
import { writeXlsx } from '../xlsx';
import { formatNumber, toAsciiDigits, toKhmerDigits } from '../format';
import { parseAmount } from './amount';
import { problem } from './problem';

export { parseAmount } from './amount';
export { DEFAULT_TABLE_LIMITS, type TableLimits, type TableRow } from '../table';

/** The template's columns, in order. */
export const TRIAL_BALANCE_HEADERS = ['account_code', 'account_name', 'year', 'debit', 'credit'] as const;
type Header = (typeof TRIAL_BALANCE_HEADERS)[number];
const REQUIRED: Header[] = ['account_code', 'year', 'debit', 'credit'];

/** Accepted spellings of each header (after normalisation), English and Khmer. */
export const HEADER_ALIASES: Record<Header, string[]> = {
  account_code: ['account_code', 'code', 'account_no', 'account_number', 'លេខកូដគណនី', 'លេខគណនី', 'កូដគណនី'],
  account_name: ['account_name', 'name', 'account', 'ឈ្មោះគណនី', 'គណនី'],
  year: ['year', 'financial_year', 'fiscal_year', 'ឆ្នាំ', 'ឆ្នាំហិរញ្ញវត្ថុ'],
  debit: ['debit', 'dr', 'ឥណពន្ធ'],
  credit: ['credit', 'cr', 'ឥណទាន'],
};

export interface YearTotals {
  debit: number;
  credit: number;
}

export interface TrialBalanceImport {
  /** True when there is no problem: the trial balance may be saved. */
  ok: boolean;
  /** Every line that could be read (also when there are problems, so a dry run can show them). */
  trialBalance: TrialBalance;
  problems: ImportProblem[];
  /** Cells that begin like spreadsheet formulas (kept as text): the file may still be imported. */
  warnings: ImportProblem[];
  /** Years found, ascending. */
  years: number[];
  totals: Record<number, YearTotals>;
  /** With `onlyYear`: the rows of each other year left out unchecked, by year. */
  skipped: Record<number, number>;
  /** Years with a refused row, and its row: their totals are those of the rows read only. */
  incomplete: Record<number, number>;
}

export interface TrialBalanceOptions {
  /** Accept only these years (e.g. the statement's current and comparative year). */
  years?: number[];
  /**
   * Import only this year (one of `years`): the rows of the file's other years are left out without being checked,
   * and counted in `skipped`, as a filer who chose "2024 (current year)" asks.
   */
  onlyYear?: number;
  /** Lines, cell length and workbook size beyond which the file is refused (`DEFAULT_TABLE_LIMITS`). */
  limits?: TableLimits;
}

const format = (n: number) => formatNumber(n, 'en');
/** A number inside a Khmer message (a year, a row, an amount): Khmer digits, as every Khmer screen shows them. */
const kh = (n: number) => toKhmerDigits(String(n));
const khFormat = (n: number) => formatNumber(n, 'kh');

/** What reading a trial balance needs of the chart: its accounts' codes (a whole `ChartOfAccounts` is one). */
export interface TrialBalanceChart {
  accounts: readonly Pick<ChartAccount, 'code'>[];
}

/**
 * Reads a trial balance file and checks it against the chart: headers, accounts, whole amounts, years, duplicates,
 * and debits = credits for each year. Nothing is saved: the caller keeps the result only when `ok`. Of the chart only
 * the accounts' codes are read: a caller may pass just those (`TrialBalanceChart`).
 */
export function readTrialBalance(
  data: Uint8Array | string,
  chart: TrialBalanceChart,
  options: TrialBalanceOptions = {},
): TrialBalanceImport {
  const problems: ImportProblem[] = [];
  const warnings: ImportProblem[] = [];
  const trialBalance: TrialBalanceLine[] = [];
  const totals: Record<number, YearTotals> = {};
  const skipped: Record<number, number> = {};
  /** Years with a refused row: their totals miss that row (first such row). */
  const refusedRowOfYear = new Map<number, number>();
  const result = () => {
    problems.sort((a, b) => a.row - b.row);
    const years = Object.keys(totals)
      .map(Number)
      .sort((a, b) => a - b);
    return {
      ok: problems.length === 0,
      trialBalance,
      problems,
      warnings,
      years,
      totals,
      skipped,
      incomplete: Object.fromEntries(refusedRowOfYear),
    };
  };

  /**
   * The chart's codes, each with its place in `codes`: a line keeps the chart's own string for its account (equal to
   * the cell's), so the cell's text dies young instead of being carried by the result through every collection.
   */
  const accounts = new Map<string, number>();
  const codes: string[] = [];
  for (const account of chart.accounts)
    if (!accounts.has(account.code)) {
      accounts.set(account.code, codes.length);
      codes.push(account.code);
    }
  /**
   * The first row of each account, by year: an array by account for the first years (outside the collected heap, no
   * key per row), a map for any further year (a file of many years costs no array per year).
   */
  const firstRowOfYear = new Map<number, Int32Array | Map<number, number>>();
  const lastRowOfYear = new Map<number, number>();
  const at = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '') : '');
  let header: TableRow | undefined;
  const column = {} as Record<Header, number>;
  let missing: Header[] = [];
  const amountColumn = { debit: -1, credit: -1 };
  let debit = 0;
  let credit = 0;
  const isData = (cell: string) => parseAmount(cell).ok;
  // Each row is checked as it is read (no table of the whole file is kept: at 50,000 lines that table was most of
  // what the collector copied); a file refused for its size or a long cell throws at the same row as before.
  eachTableRow(data, options.limits ?? {}, (row) => {
    if (!header) {
      header = row;
      const headers = row.cells.map(normalizeHeader);
      for (const name of TRIAL_BALANCE_HEADERS) {
        column[name] = headers.findIndex((h) => HEADER_ALIASES[name].includes(h));
      }
      missing = REQUIRED.filter((h) => column[h] < 0);
      amountColumn.debit = column.debit;
      amountColumn.credit = column.credit;
      return;
    }
    rowFormulaWarnings(row, header.cells, isData, warnings);
    if (missing.length === 0) checkRow(row.line, row.cells);
  });
  if (!header) {
    problems.push(problem(1, 'empty_file', 'The file is empty.', 'ឯកសារទទេ។'));
    return result();
  }
  if (missing.length > 0) {
    problems.push(
      problem(
        header.line,
        'invalid_headers',
        `Invalid headers: missing ${missing.join(', ')}. The template's headers are ${TRIAL_BALANCE_HEADERS.join(',')}.`,
        `ក្បាលជួរឈរមិនត្រឹមត្រូវ៖ ខ្វះ ${missing.join(', ')}។ ក្បាលជួរឈរនៃគំរូគឺ ${TRIAL_BALANCE_HEADERS.join(',')}។`,
        undefined,
        header.cells.join(','),
      ),
    );
    return result();
  }

  /** The checks of one line; a refused or skipped line returns early. */
  function checkRow(line: number, cells: string[]): void {
    const yearColumn = column.year;
    const codeColumn = column.account_code;
    const nameColumn = column.account_name;
    let valid = true;
    const yearText = asciiDigits(at(cells, yearColumn));
    const year = fourDigits(yearText);
    const yearIsValid = year >= 1900 && year <= 2200;
    if (options.onlyYear !== undefined && yearIsValid && year !== options.onlyYear) {
      skipped[year] = (skipped[year] ?? 0) + 1;
      return;
    }

    const cell = asciiDigits(at(cells, codeColumn));
    const known = accounts.get(cell);
    const code = known === undefined ? cell : codes[known]!;
    if (!code) {
      problems.push(problem(line, 'missing_account', 'The account code is empty.', 'លេខកូដគណនីទទេ។', 'account_code', ''));
      valid = false;
    } else if (known === undefined) {
      problems.push(
        problem(
          line,
          'unknown_account',
          `Account ${code} is not in the chart of accounts.`,
          `គណនី ${code} មិនមាននៅក្នុងតារាងគណនីទេ។`,
          'account_code',
          code,
        ),
      );
      valid = false;
    }

    if (!yearIsValid) {
      problems.push(
        problem(
          line,
          'invalid_year',
          'The year must be four digits, e.g. 2025.',
          'ឆ្នាំត្រូវតែមានបួនខ្ទង់ ឧ. ២០២៥។',
          'year',
          at(cells, yearColumn),
        ),
      );
      valid = false;
    } else if (options.years && !options.years.includes(year)) {
      problems.push(
        problem(
          line,
          'unexpected_year',
          `The year ${year} is not one of this statement's years (${options.years.join(', ')}).`,
          `ឆ្នាំ ${kh(year)} មិនមែនជាឆ្នាំនៃរបាយការណ៍នេះទេ (${options.years.map((y) => kh(y)).join(', ')})។`,
          'year',
          at(cells, yearColumn),
        ),
      );
      valid = false;
    }

    for (const side of SIDES) {
      const text = at(cells, amountColumn[side]);
      // Most amounts are plain digits: read without a result object or a cleaned-up string.
      let value = plainAmount(text);
      if (value < 0) {
        const parsed = parseAmount(text);
        if (parsed.ok) value = parsed.value;
        else {
          value = 0;
          valid = false;
          problems.push(amountProblem(line, side, parsed.reason, text));
        }
      }
      if (side === 'debit') debit = value;
      else credit = value;
    }
    if (!valid) {
      // Only a year this import keeps (a row of another year is refused for its year, not counted in any total).
      const kept = yearIsValid && (!options.years || options.years.includes(year));
      if (kept && !refusedRowOfYear.has(year)) refusedRowOfYear.set(year, line);
      return;
    }

    const account = known!;
    let firstRow = firstRowOfYear.get(year);
    if (!firstRow) {
      firstRow = firstRowOfYear.size < 4 ? new Int32Array(codes.length) : new Map();
      firstRowOfYear.set(year, firstRow);
    }
    // Rows count from 1: 0 is "not seen yet".
    const first = firstRow instanceof Int32Array ? firstRow[account] || undefined : firstRow.get(account);
    if (first !== undefined) {
      problems.push(
        problem(
          line,
          'duplicate_row',
          `Account ${code} appears twice for ${year} (first on row ${first}).`,
          `គណនី ${code} មានពីរដងសម្រាប់ឆ្នាំ ${kh(year)} (ដំបូងនៅជួរ ${kh(first)})។`,
          'account_code',
          code,
        ),
      );
      if (!refusedRowOfYear.has(year)) refusedRowOfYear.set(year, line);
      return;
    }
    if (firstRow instanceof Int32Array) firstRow[account] = line;
    else firstRow.set(account, line);
    lastRowOfYear.set(year, line);
    const entry: TrialBalanceLine = { accountCode: code, year, debit, credit };
    const name = at(cells, nameColumn);
    if (name) entry.accountName = name;
    trialBalance.push(entry);
    totals[year] ??= { debit: 0, credit: 0 };
    const total = totals[year];
    // A negative debit is a credit and the reverse: totals compare what the year's lines net to.
    total.debit += Math.max(debit, 0) + Math.max(-credit, 0);
    total.credit += Math.max(credit, 0) + Math.max(-debit, 0);
  }

  if (trialBalance.length === 0 && problems.length === 0) {
    problems.push(
      problem(header.line, 'empty_file', 'The file has no trial balance lines.', 'ឯកសារគ្មានបន្ទាត់តារាងតុល្យការទេ។'),
    );
  }
  for (const year of [...new Set([...Object.keys(totals).map(Number), ...refusedRowOfYear.keys()])].sort()) {
    const total = totals[year] ?? { debit: 0, credit: 0 };
    const refused = refusedRowOfYear.get(year);
    if (refused !== undefined && total.debit !== total.credit) {
      // The rows read do not balance: say so (the difference may be the refused row's, or not).
      const difference = total.debit - total.credit;
      problems.push(
        problem(
          refused,
          'unbalanced_rows_read',
          `In the rows read for ${year}, debits (${format(total.debit)}) do not equal credits (${format(total.credit)}): the difference is ${format(difference)}. Row ${refused} was refused and is not in these totals: correct it and check again.`,
          `ក្នុងជួរដែលបានអានសម្រាប់ឆ្នាំ ${kh(year)} ឥណពន្ធ (${khFormat(total.debit)}) មិនស្មើនឹងឥណទាន (${khFormat(total.credit)}) ទេ៖ ភាពខុសគ្នាគឺ ${khFormat(difference)}។ ជួរ ${kh(refused)} ត្រូវបានបដិសេធ ហើយមិនមាននៅក្នុងសរុបទាំងនេះទេ៖ សូមកែតម្រូវវា ហើយពិនិត្យម្តងទៀត។`,
          difference > 0 ? 'debit' : 'credit',
          String(difference),
        ),
      );
      continue;
    }
    if (refused !== undefined) {
      // The rows read balance: the refused row alone decides the year's balance; say what is known.
      problems.push(
        problem(
          refused,
          'balance_not_checked',
          `The balance of ${year} could not be checked because row ${refused} was refused; correct it and check again.`,
          `មិនអាចពិនិត្យតុល្យភាពនៃឆ្នាំ ${kh(year)} បានទេ ដោយសារជួរ ${kh(refused)} ត្រូវបានបដិសេធ។ សូមកែតម្រូវវា ហើយពិនិត្យម្តងទៀត។`,
        ),
      );
      continue;
    }
    if (total.debit !== total.credit) {
      const difference = total.debit - total.credit;
      problems.push(
        problem(
          lastRowOfYear.get(year)!,
          'unbalanced_year',
          `Debits (${format(total.debit)}) do not equal credits (${format(total.credit)}) for ${year}: the difference is ${format(difference)}.`,
          `ឥណពន្ធ (${khFormat(total.debit)}) មិនស្មើនឹងឥណទាន (${khFormat(total.credit)}) សម្រាប់ឆ្នាំ ${kh(year)}៖ ភាពខុសគ្នាគឺ ${khFormat(difference)}។`,
          difference > 0 ? 'debit' : 'credit',
          String(difference),
        ),
      );
    }
  }
  return result();
}

const SIDES = ['debit', 'credit'] as const;

/** Text with Khmer digits as ASCII digits; the text itself when it has none (most cells: no string made). */
function asciiDigits(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x17e0 && c <= 0x17e9) return toAsciiDigits(text);
  }
  return text;
}

/** The year of four ASCII digits, or -1 (what `/^\d{4}$/` accepts, read without `Number`). */
function fourDigits(text: string): number {
  if (text.length !== 4) return -1;
  let year = 0;
  for (let i = 0; i < 4; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    year = year * 10 + d;
  }
  return year;
}

/** An amount of 1 to 15 ASCII digits and nothing else (`parseAmount`'s fast case), or -1 for any other text. */
function plainAmount(text: string): number {
  const n = text.length;
  if (n === 0 || n > 15) return -1;
  let value = 0;
  for (let i = 0; i < n; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/** The problem of an amount `parseAmount` refused, in both languages. */
function amountProblem(
  line: number,
  side: (typeof SIDES)[number],
  reason: 'not_a_number' | 'decimal' | 'too_large',
  text: string,
): ImportProblem {
  const label = side === 'debit' ? { en: 'debit', kh: 'ឥណពន្ធ' } : { en: 'credit', kh: 'ឥណទាន' };
  if (reason === 'decimal')
    return problem(
      line,
      'decimal_amount',
      `The ${label.en} amount must be whole (no decimal places).`,
      `ចំនួន${label.kh}ត្រូវតែជាចំនួនគត់ (គ្មានខ្ទង់ទសភាគ)។`,
      side,
      text,
    );
  if (reason === 'too_large')
    return problem(line, 'amount_too_large', `The ${label.en} amount is too large.`, `ចំនួន${label.kh}ធំពេក។`, side, text);
  return problem(
    line,
    'invalid_amount',
    `The ${label.en} amount is not a number.`,
    `ចំនួន${label.kh}មិនមែនជាលេខទេ។`,
    side,
    text,
  );
}

export interface TemplateOptions {
  /** The chart whose accounts the template lists (one row per account). Default: no rows but the header. */
  chart?: ChartOfAccounts;
  /** The year written on each row. @default 2025 */
  year?: number;
}

function templateRows(options: TemplateOptions): (string | number)[][] {
  const year = options.year ?? 2025;
  const rows: (string | number)[][] = [[...TRIAL_BALANCE_HEADERS]];
  const parents = new Set((options.chart?.accounts ?? []).map((a) => a.parentCode).filter(Boolean));
  for (const account of options.chart?.accounts ?? []) {
    if (parents.has(account.code)) continue; // amounts are posted to the lowest-level accounts
    rows.push([account.code, account.nameEn, year, 0, 0]);
  }
  return rows;
}

/** The import template as CSV (UTF-8 with BOM). */
export function trialBalanceTemplateCsv(options: TemplateOptions = {}): string {
  return writeCsv(templateRows(options));
}

/** The import template as an XLSX workbook. */
export function trialBalanceTemplateXlsx(options: TemplateOptions = {}): Uint8Array {
  return writeXlsx(templateRows(options), 'Trial balance');
}

/** A trial balance as CSV in the template's format. */
export function writeTrialBalanceCsv(trialBalance: TrialBalance): string {
  return writeCsv([
    [...TRIAL_BALANCE_HEADERS],
    ...trialBalance.map((l) => [l.accountCode, l.accountName ?? '', l.year, l.debit, l.credit]),
  ]);
}

/**
 * A stored trial-balance line (a database row, a JSON answer) as the engine's `TrialBalanceLine`: an empty account
 * name left out.
 */
export function toTrialBalanceLine(line: {
  accountCode: string;
  accountName?: string | null;
  year: number;
  debit: number;
  credit: number;
}): TrialBalanceLine {
  return {
    accountCode: line.accountCode,
    ...(line.accountName ? { accountName: line.accountName } : {}),
    year: line.year,
    debit: line.debit,
    credit: line.credit,
  };
}
