/** Charts of accounts: the default chart per framework, custom charts, and the chart file (CSV or XLSX). */
import { writeCsv } from '../csv';
import type {
  AccountType,
  BalanceType,
  ChartAccount,
  ChartOfAccounts,
  Framework,
  ImportProblem,
  PeriodType,
} from '../model/types';
import { ACCOUNT_TYPES } from '../model/types';
import { formulaWarnings, normalizeHeader, readTable, type TableLimits } from '../table';
import { getTaxonomy, postableConcepts } from '../taxonomy';
import { toAsciiDigits, toKhmerDigits } from '../format/khmer';
import { writeXlsx } from '../xlsx';
import { defaultAccounts } from './defaults';
import { type ChartContext, chartContext } from './context';
import { type MappingEvidence, suggestConcepts } from './suggest';
import {
  type ChartMapping,
  chartColumns,
  NORMAL_BALANCE,
  readAccountType,
  readBalanceType,
  readConcept,
  readPeriodType,
} from './normalise';
export { type ChartContext, chartContext, codeBlock, type GoodsKind, goodsKind } from './context';
/** One spelling for comparing Khmer text (coeng, zero-width spaces, ្ដ/្ត, punctuation and digits folded). */
export { khmerKey } from './khmer-words';
export {
  EVIDENCE_MIN_ENTITIES,
  evidenceReason,
  type MappingEvidence,
  foldNameKey,
  mappingEvidencePairs,
  mappingNameKey,
  type SuggestOptions,
  type Suggestion,
  suggestConcepts,
} from './suggest';

export {
  CHART_HEADER_ALIASES,
  type ChartMapping,
  type ConceptHint,
  chartColumns,
  describeMapping,
  IFRS_TOTAL_PARTS,
  MAPPING_HOW_LABELS,
  type MappingHow,
  readAccountType,
  readBalanceType,
  readConcept,
  readPeriodType,
} from './normalise';

/** The chart file's columns, in order. Optional extra columns `documentation_en` and `documentation_kh` are read. */
export const CHART_HEADERS = [
  'code',
  'name_en',
  'name_kh',
  'parent_code',
  'account_type',
  'concept',
  'balance_type',
  'period_type',
  'mandatory',
] as const;
/** Columns a chart file may leave out: no parent, not mandatory, the concept's period type, the normal balance. */
const OPTIONAL_CHART_HEADERS = new Set<string>(['parent_code', 'mandatory', 'period_type', 'balance_type', 'concept']);

/** The default chart of accounts of a framework. */
export function defaultChart(framework: Framework): ChartOfAccounts {
  return { framework, accounts: defaultAccounts(framework) };
}

/** The chart as rows (header first) for a CSV or XLSX file. */
export function chartToRows(chart: ChartOfAccounts): string[][] {
  return [
    [...CHART_HEADERS],
    ...chart.accounts.map((a) => [
      a.code,
      a.nameEn,
      a.nameKh,
      a.parentCode ?? '',
      a.accountType,
      a.concept,
      a.balanceType,
      a.periodType,
      a.mandatory ? 'true' : 'false',
    ]),
  ];
}

/** The chart file as CSV text (UTF-8 with BOM). */
export function writeChartCsv(chart: ChartOfAccounts): string {
  return writeCsv(chartToRows(chart));
}

/** The chart file as an XLSX workbook. */
export function writeChartXlsx(chart: ChartOfAccounts): Uint8Array {
  return writeXlsx(chartToRows(chart), 'Chart of accounts');
}

const problem = (row: number, code: string, en: string, kh: string, column?: string, value?: string): ImportProblem => {
  const p: ImportProblem = { row, code, message: { en, kh } };
  if (column !== undefined) p.column = column;
  if (value !== undefined) p.value = value;
  return p;
};

const TRUE = new Set(['true', 'yes', 'y', '1', 'បាទ', 'ចាស', 'ពិត']);
const FALSE = new Set(['false', 'no', 'n', '0', '', 'ទេ', 'មិនពិត']);

/** Checks a chart against the framework's taxonomy; every problem, with the account's row (header = row 1). */
export function validateChart(chart: ChartOfAccounts): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const taxonomy = getTaxonomy(chart.framework);
  const postable = postableConcepts(chart.framework);
  const codes = new Map<string, number>();
  chart.accounts.forEach((account, index) => {
    const row = index + 2;
    const seen = codes.get(account.code);
    if (seen !== undefined) {
      problems.push(
        problem(
          row,
          'duplicate_account',
          `Account ${account.code} is listed twice (first on row ${seen}).`,
          `គណនី ${account.code} មានពីរដង (ដំបូងនៅជួរ ${toKhmerDigits(String(seen))})។`,
          'code',
          account.code,
        ),
      );
    } else codes.set(account.code, row);
    if (!account.code)
      problems.push(problem(row, 'missing_value', 'The account code is empty.', 'លេខកូដគណនីទទេ។', 'code', ''));
    if (!account.nameEn && !account.nameKh) {
      problems.push(problem(row, 'missing_value', 'The account has no name.', 'គណនីគ្មានឈ្មោះ។', 'name_en', ''));
    }
    const concept = taxonomy.concepts[account.concept];
    if (!concept || !postable.has(account.concept)) {
      problems.push(conceptProblem(row, account.concept, chart.framework));
    } else if (concept.periodType !== account.periodType) {
      problems.push(
        problem(
          row,
          'period_type_mismatch',
          `Account ${account.code} is "${account.periodType}" but its concept ${account.concept} is "${concept.periodType}".`,
          `គណនី ${account.code} ជា "${account.periodType}" ប៉ុន្តែធាតុ ${account.concept} ជា "${concept.periodType}"។`,
          'period_type',
          account.periodType,
        ),
      );
    }
  });
  chart.accounts.forEach((account, index) => {
    if (account.parentCode && !codes.has(account.parentCode)) {
      problems.push(
        problem(
          index + 2,
          'unknown_parent',
          `The parent account ${account.parentCode} is not in the chart.`,
          `គណនីមេ ${account.parentCode} មិនមាននៅក្នុងតារាងគណនីទេ។`,
          'parent_code',
          account.parentCode,
        ),
      );
    }
  });
  return problems;
}

/** A concept that names no postable concept, or several (`candidates`). */
function conceptProblem(row: number, written: string, framework: Framework, candidates?: string[]): ImportProblem {
  if (candidates && candidates.length > 0)
    return problem(
      row,
      'ambiguous_concept',
      `"${written}" could be ${candidates.join(' or ')}; write the concept in full.`,
      `"${written}" អាចជា ${candidates.join(' ឬ ')}; សូមសរសេរធាតុឱ្យពេញ។`,
      'concept',
      written,
    );
  return problem(
    row,
    'unknown_concept',
    `"${written}" is not a concept of the ${framework} taxonomy that an account can post to.`,
    `"${written}" មិនមែនជាធាតុនៃចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) ${framework} ដែលគណនីអាចប្រើបានទេ។`,
    'concept',
    written,
  );
}

/**
 * An account whose row names no concept: the three concepts the mapping assistant finds most likely for it (by its
 * names, type, balance and code, and the accounts of the file already mapped), to write in the concept column.
 */
function missingConcept(
  row: number,
  account: Pick<ChartAccount, 'code' | 'nameEn' | 'nameKh' | 'accountType' | 'balanceType'>,
  framework: Framework,
  learned: ChartAccount[],
  evidence: readonly MappingEvidence[] | undefined,
  context: ChartContext,
): ImportProblem {
  const taxonomy = getTaxonomy(framework);
  const likely = suggestConcepts(account, framework, { learned, context, ...(evidence ? { evidence } : {}) }).map(
    (s) => ({
      concept: s.concept,
      label: taxonomy.concepts[s.concept]?.label ?? { en: s.concept, kh: s.concept },
      // The country's accepted filings, when they are the reason (issue 36).
      country: s.reasons.find((r) => r.en.startsWith('mapped so by')),
    }),
  );
  const list = (lang: 'en' | 'kh') =>
    likely
      .map((l) => `${l.label[lang] || l.label.en} (${l.concept})${l.country ? ` — ${l.country[lang]}` : ''}`)
      .join(lang === 'kh' ? ' ឬ ' : ', ');
  return {
    ...problem(
      row,
      'missing_concept',
      `Account ${account.code} has no concept. Likely: ${list('en')}.`,
      `គណនី ${account.code} គ្មានធាតុ។ ទំនងជា៖ ${list('kh')}។`,
      'concept',
      '',
    ),
    suggestions: likely.map((l) => l.concept),
  };
}

export interface ChartReadResult {
  chart: ChartOfAccounts;
  problems: ImportProblem[];
  /**
   * Every cell read other than as written: concepts by IFRS name without prefix, by label or as an IFRS total's
   * current part (with a possible-error note); account, balance and period types by common words (the dry run).
   */
  mappings: ChartMapping[];
  /** Cells that begin like spreadsheet formulas (kept as text, neutralised on export): the chart may still be saved. */
  warnings: ImportProblem[];
}

export interface ChartReadOptions {
  /** The country's accepted filings (issue 36): what the mapping assistant suggests first for accounts without one. */
  evidence?: readonly MappingEvidence[];
}

/** Reads a chart file (CSV text, CSV bytes or XLSX bytes) and checks it; the chart holds every readable account. */
export function readChart(
  data: Uint8Array | string,
  framework: Framework,
  limits?: TableLimits,
  options: ChartReadOptions = {},
): ChartReadResult {
  const evidence = options.evidence;
  const rows = readTable(data, limits);
  const problems: ImportProblem[] = [];
  const header = rows[0];
  const accounts: ChartAccount[] = [];
  if (!header) {
    problems.push(problem(1, 'empty_file', 'The file is empty.', 'ឯកសារទទេ។'));
    return { chart: { framework, accounts }, problems, mappings: [], warnings: [] };
  }
  const headers = header.cells.map(normalizeHeader);
  // The format's own headers, or the words accountants use for them (`Account Code`, `Type`, `ប្រភេទគណនី` …).
  const column = chartColumns(CHART_HEADERS, headers);
  // Only what nothing else gives is required: the period type is the concept's, the balance type the account type's.
  const missing = CHART_HEADERS.filter((h) => column[h] < 0 && !OPTIONAL_CHART_HEADERS.has(h));
  if (missing.length > 0) {
    problems.push(
      problem(
        header.line,
        'invalid_headers',
        `Invalid headers: missing ${missing.join(', ')}. Expected ${CHART_HEADERS.join(',')}.`,
        `ក្បាលជួរឈរមិនត្រឹមត្រូវ៖ ខ្វះ ${missing.join(', ')}។ ត្រូវការ ${CHART_HEADERS.join(',')}។`,
        undefined,
        header.cells.join(','),
      ),
    );
    return { chart: { framework, accounts }, problems, mappings: [], warnings: [] };
  }
  const mappings: ChartMapping[] = [];
  const ambiguous = new Map<number, string[]>(); // file row → the concepts a name could mean
  const rowOfAccount: number[] = [];
  const taxonomy = getTaxonomy(framework);
  const docColumns = { en: headers.indexOf('documentation_en'), kh: headers.indexOf('documentation_kh') };
  // What the file's accounts say the entity does (their names and codes, never their concepts): the mapping
  // assistant's context for every account of the file (issue 36, sixteenth round).
  const cell = (cells: string[], h: (typeof CHART_HEADERS)[number]) =>
    column[h] >= 0 ? (cells[column[h]] ?? '').trim() : '';
  const context = chartContext(
    rows.slice(1).map(({ cells }) => ({
      code: cell(cells, 'code'),
      nameEn: cell(cells, 'name_en'),
      nameKh: cell(cells, 'name_kh'),
    })),
    framework,
  );
  for (const { line, cells } of rows.slice(1)) {
    const get = (h: (typeof CHART_HEADERS)[number]) => cell(cells, h);
    // Codes typed in Khmer digits are the codes the trial balance reads (its import turns them to ASCII too).
    const code = toAsciiDigits(get('code'));
    const mapped = (column: ChartMapping['column'], from: string, to: string, how?: ChartMapping['how']) => {
      if (how) mappings.push({ row: line, code, column, from, to, how });
    };
    if (code !== get('code')) mapped('code', get('code'), code, 'ascii-digits');
    const accountTypeRead = readAccountType(get('account_type'));
    if (!accountTypeRead) {
      problems.push(
        problem(
          line,
          'invalid_account_type',
          `Account type must be one of ${ACCOUNT_TYPES.join(', ')}.`,
          `ប្រភេទគណនីត្រូវតែជា ${ACCOUNT_TYPES.join(', ')}។`,
          'account_type',
          get('account_type'),
        ),
      );
      continue;
    }
    const accountType: AccountType = accountTypeRead.value;
    mapped('account_type', get('account_type'), accountType, accountTypeRead.how);
    // An empty balance type is the account type's normal balance.
    const balanceRead: ReturnType<typeof readBalanceType> =
      get('balance_type') === ''
        ? { value: NORMAL_BALANCE[accountType], how: 'normal-balance' }
        : readBalanceType(get('balance_type'));
    if (!balanceRead) {
      problems.push(
        problem(
          line,
          'invalid_balance_type',
          'Balance type must be debit or credit.',
          'ប្រភេទសមតុល្យត្រូវតែជា ឥណពន្ធ (debit) ឬ ឥណទាន (credit)។',
          'balance_type',
          get('balance_type'),
        ),
      );
      continue;
    }
    const balanceType: BalanceType = balanceRead.value;
    // A column the file leaves out is not read cell by cell: its defaults are not listed in the dry run.
    if (column.balance_type >= 0) mapped('balance_type', get('balance_type'), balanceType, balanceRead.how);
    // The row's type and name may say which part of an IFRS total it is (`Non-current liabilities`, `Long-term loan`).
    const conceptRead = readConcept(get('concept'), framework, {
      accountType: get('account_type'),
      name: get('name_en') || get('name_kh'),
    });
    const concept = conceptRead?.concept ?? get('concept');
    if (conceptRead && conceptRead.concept === undefined) ambiguous.set(line, conceptRead.ambiguous);
    if (conceptRead?.concept !== undefined && conceptRead.how) {
      const m: ChartMapping = {
        row: line,
        code,
        column: 'concept',
        from: get('concept'),
        to: concept,
        how: conceptRead.how,
      };
      if (conceptRead.note) m.note = conceptRead.note;
      mappings.push(m);
    }
    // An empty period type is the concept's.
    const conceptPeriod = taxonomy.concepts[concept]?.periodType;
    const periodRead: ReturnType<typeof readPeriodType> =
      get('period_type') === '' && conceptPeriod
        ? { value: conceptPeriod, how: 'from-concept' }
        : readPeriodType(get('period_type'));
    if (!periodRead && get('period_type') === '') {
      // No period type and no concept to take it from: the concept is the problem.
      const candidates = conceptRead?.concept === undefined ? conceptRead?.ambiguous : undefined;
      const names = { code, nameEn: get('name_en'), nameKh: get('name_kh'), accountType, balanceType };
      problems.push(
        get('concept') === ''
          ? missingConcept(line, names, framework, accounts, evidence, context)
          : {
              ...conceptProblem(line, get('concept'), framework, candidates),
              // What to write instead: the candidates of an ambiguous name, else the mapping assistant's likely ones.
              suggestions: candidates?.length
                ? candidates
                : suggestConcepts(names, framework, { learned: accounts, context }).map((x) => x.concept),
            },
      );
      continue;
    }
    if (!periodRead) {
      problems.push(
        problem(
          line,
          'invalid_period_type',
          'Period type must be instant or duration.',
          'ប្រភេទគ្រាត្រូវតែជា instant ឬ duration។',
          'period_type',
          get('period_type'),
        ),
      );
      continue;
    }
    const periodType: PeriodType = periodRead.value;
    if (column.period_type >= 0) mapped('period_type', get('period_type'), periodType, periodRead.how);
    const mandatoryText = get('mandatory').toLowerCase();
    if (!TRUE.has(mandatoryText) && !FALSE.has(mandatoryText)) {
      problems.push(
        problem(
          line,
          'invalid_mandatory',
          'Mandatory must be true or false.',
          'ចាំបាច់ត្រូវតែជា true ឬ false។',
          'mandatory',
          get('mandatory'),
        ),
      );
      continue;
    }
    const account: ChartAccount = {
      code,
      nameEn: get('name_en'),
      nameKh: get('name_kh'),
      accountType,
      concept,
      balanceType,
      periodType,
      mandatory: TRUE.has(mandatoryText),
    };
    const parent = toAsciiDigits(get('parent_code'));
    if (parent !== get('parent_code')) mapped('parent_code', get('parent_code'), parent, 'ascii-digits');
    if (parent) account.parentCode = parent;
    // Documentation: the file's own (optional columns), else the concept's.
    const docEn = docColumns.en >= 0 ? (cells[docColumns.en] ?? '').trim() : '';
    const docKh = docColumns.kh >= 0 ? (cells[docColumns.kh] ?? '').trim() : '';
    const conceptDoc = taxonomy.concepts[account.concept]?.documentation;
    if (docEn || docKh)
      account.documentation = { en: docEn || conceptDoc?.en || '', kh: docKh || conceptDoc?.kh || '' };
    else if (conceptDoc) account.documentation = { ...conceptDoc };
    accounts.push(account);
    rowOfAccount.push(line);
  }
  const chart = { framework, accounts };
  // validateChart numbers rows by position; map them back to the file's rows.
  for (const p of validateChart(chart)) {
    const row = rowOfAccount[p.row - 2] ?? p.row;
    const candidates = ambiguous.get(row);
    const account = accounts[rowOfAccount.indexOf(row)];
    if (p.code === 'unknown_concept' && candidates)
      problems.push({ ...conceptProblem(row, p.value ?? '', chart.framework, candidates), suggestions: candidates });
    else if (p.code === 'unknown_concept' && p.value === '' && account)
      problems.push(missingConcept(row, account, chart.framework, accounts, evidence, context));
    else if (p.code === 'unknown_concept' && account)
      // A concept written wrong: the mapping assistant's likely ones, to use instead.
      problems.push({
        ...p,
        row,
        suggestions: suggestConcepts(account, chart.framework, { learned: accounts, context }).map((x) => x.concept),
      });
    else problems.push({ ...p, row });
  }
  problems.sort((a, b) => a.row - b.row);
  return { chart, problems, mappings, warnings: formulaWarnings(rows.slice(1), header.cells) };
}

/** The accounts by code. */
export function accountIndex(chart: ChartOfAccounts): Map<string, ChartAccount> {
  return new Map(chart.accounts.map((a) => [a.code, a]));
}

/**
 * A chart file with concepts written into some rows (the import dialog's one-click fixes of refused rows): the file's
 * rows as they are, the concept column added when the file had none, as CSV. `row` is the file's row number (the
 * problems' `row`).
 */
export function fixChartFile(
  data: Uint8Array | string,
  fixes: readonly { row: number; concept: string }[],
  limits?: TableLimits,
): string {
  const rows = readTable(data, limits);
  const header = rows[0];
  if (!header) return '';
  const out = rows.map((r) => [...r.cells]);
  let at = chartColumns(CHART_HEADERS, header.cells.map(normalizeHeader)).concept;
  if (at < 0) {
    at = out[0]!.length;
    out[0]!.push('concept');
  }
  const byRow = new Map(fixes.map((f) => [f.row, f.concept]));
  rows.forEach((r, i) => {
    const concept = byRow.get(r.line);
    if (i === 0 || concept === undefined) return;
    const cells = out[i]!;
    while (cells.length <= at) cells.push('');
    cells[at] = concept;
  });
  return writeCsv(out);
}
