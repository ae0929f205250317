/** Reads a CSV or XLSX file into rows of text cells, whichever it is. */
import { strFromU8 } from 'fflate';
import { type CsvCellTooLong, looksLikeFormula } from '../csv';
import { eachCsvRow } from '../csv/rows';
import { FileFormatError } from '../errors';
import { formatNumber } from '../format';
import type { ImportProblem } from '../model/types';
import { columnName, looksLikeXlsx, readXlsxRows, type XlsxLimits } from '../xlsx';

/**
 * What an imported table may hold (issue 19, findings 2 and 3: a 100,000-line file answered 99,939 problems and a
 * 9.4 MB cell cost 609 MB of server memory). Beyond, the whole file is refused with one message in both languages.
 */
export interface TableLimits extends Partial<XlsxLimits> {
  /** Lines with text (the header included). */
  maxLines?: number;
  /** Characters in one cell. */
  maxCellLength?: number;
}

/** Generously above the 10,000-line benchmark; a cell holds a name or a short documentation text. */
export const DEFAULT_TABLE_LIMITS = Object.freeze({ maxLines: 50_000, maxCellLength: 2_000 });

/** A row with text: its line (CSV) or row number (XLSX) as the user sees it, and its trimmed cells. */
export interface TableRow {
  line: number;
  cells: string[];
}

const format = (n: number) => formatNumber(n, 'en');
/** A number inside a Khmer message: Khmer digits, as every Khmer screen shows them. */
const khFormat = (n: number) => formatNumber(n, 'kh');

/** The file is refused at `line`: it has more than `maxLines` lines. */
const tooManyLines = (maxLines: number, line: number) =>
  new FileFormatError(
    'too_many_lines',
    {
      en: `The file has more than ${format(maxLines)} lines; nothing was imported. Split it into smaller files.`,
      kh: `ឯកសារមានបន្ទាត់លើសពី ${khFormat(maxLines)}។ គ្មានអ្វីត្រូវបាននាំចូលទេ។ សូមបំបែកវាជាឯកសារតូចៗ។`,
    },
    String(maxLines),
    { row: line },
  );

/**
 * The file's rows that have text, each with its line number (blank lines and empty worksheet rows are skipped, never
 * materialised). Refuses (`FileFormatError`) a file over `limits`: `too_many_lines`, `cell_too_long`, or the
 * workbook's `xlsx_too_large`.
 */
export function readTable(data: Uint8Array | string, limits: TableLimits = {}): TableRow[] {
  const rows: TableRow[] = [];
  eachTableRow(data, limits, (row) => rows.push(row));
  return rows;
}

/**
 * `readTable` row by row: each row with text is handed to `visit` as it is read (an importer that checks rows as they
 * come holds no table of the whole file: at 50,000 lines that table was most of what the collector copied). The same
 * refusals as `readTable`, at the same rows; rows before a refusal have been visited.
 */
export function eachTableRow(data: Uint8Array | string, limits: TableLimits, visit: (row: TableRow) => void): void {
  const maxLines = limits.maxLines ?? DEFAULT_TABLE_LIMITS.maxLines;
  const maxCellLength = limits.maxCellLength ?? DEFAULT_TABLE_LIMITS.maxCellLength;
  let count = 0;
  /** Refused at `line`, column `index`: `length` characters, or more than the limit when the parser stopped early. */
  const cellTooLong = (line: number, index: number, start: string, length?: number) =>
    new FileFormatError(
      'cell_too_long',
      {
        en: `Row ${line}, column ${columnName(index)} has ${length === undefined ? `more than ${format(maxCellLength)}` : format(length)} characters; a cell may have at most ${format(maxCellLength)}. Nothing was imported.`,
        kh: `ជួរ ${khFormat(line)} ជួរឈរ ${columnName(index)} មានតួអក្សរ ${length === undefined ? `លើសពី ${khFormat(maxCellLength)}` : khFormat(length)}។ ក្រឡាមួយអាចមានតួអក្សរច្រើនបំផុត ${khFormat(maxCellLength)}។ គ្មានអ្វីត្រូវបាននាំចូលទេ។`,
      },
      // The start of the cell only: the answer never echoes a huge value.
      start.slice(0, 40),
      { row: line, column: columnName(index) },
    );
  const add = (line: number, cells: string[]) => {
    if (isBlankRow(cells)) return;
    if (count >= maxLines) throw tooManyLines(maxLines, line);
    for (let long = 0; long < cells.length; long++)
      if (cells[long]!.length > maxCellLength) throw cellTooLong(line, long, cells[long]!, cells[long]!.length);
    count++;
    visit({ line, cells });
  };
  if (typeof data === 'string') {
    // Blank lines are skipped but would still be made into rows by the parser: a file of millions of line breaks is
    // refused before it is parsed (twice the limit leaves room for blank lines between the data).
    let breaks = 0;
    for (let i = data.indexOf('\n'); i >= 0; i = data.indexOf('\n', i + 1))
      if (++breaks > 2 * maxLines) throw tooManyLines(maxLines, breaks);
    // A cell over the limit is refused as soon as the parser reads past it, before the rest of the file is read.
    const csvLimits = { maxCellLength, tooLong: (at: CsvCellTooLong) => cellTooLong(at.row, at.column, at.start) };
    let line = 0;
    /**
     * A file over the line limit is refused once it is parsed: a cell over its limit anywhere in the file is the
     * refusal the user sees first (as when the whole file was parsed before its rows were counted).
     */
    let refused: FileFormatError | undefined;
    eachCsvRow(data, csvLimits, (row) => {
      line++;
      if (refused) return;
      // The parser's rows are this function's own: trimmed in place (a cell without spaces around is kept as it is).
      for (let k = 0; k < row.length; k++) row[k] = row[k]!.trim();
      if (count >= maxLines && !isBlankRow(row)) refused = tooManyLines(maxLines, line);
      else add(line, row);
    });
    if (refused) throw refused;
    return;
  }
  if (looksLikeXlsx(data)) {
    for (const { row, cells } of readXlsxRows(data, limits))
      add(
        row,
        cells.map((cell) =>
          cell === null || cell === undefined ? '' : typeof cell === 'number' ? numberText(cell) : String(cell).trim(),
        ),
      );
    return;
  }
  eachTableRow(strFromU8(data), limits, visit);
}

/** Numbers from a workbook as plain digits (no exponent for large whole amounts). */
function numberText(value: number): string {
  return Number.isInteger(value) ? BigInt(value).toString() : String(value);
}

/** Header names compare case-, space- and punctuation-insensitively: `Account Code` = `account_code`. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** A row with no text in any cell. */
export function isBlankRow(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) if (row[i] !== '' && row[i]!.trim() !== '') return false;
  return true;
}

/**
 * Cells a spreadsheet would run as formulas (they begin with `=`, `+`, `-`, `@`, tab or CR and are not plain
 * numbers): one warning each, by row and column header. The import keeps them as text and every file the product
 * writes neutralises them, but the user should know (issue 19, finding 4).
 */
export function formulaWarnings(
  rows: readonly TableRow[],
  headers: readonly string[],
  /** Cells that are data as they are (an amount such as `-1,000` or a dash for nothing). */
  isData: (cell: string) => boolean = () => false,
): ImportProblem[] {
  const warnings: ImportProblem[] = [];
  for (const row of rows) rowFormulaWarnings(row, headers, isData, warnings);
  return warnings;
}

/** `formulaWarnings` of one row, added to `warnings` (for a reader that checks rows as they come). */
export function rowFormulaWarnings(
  { line, cells }: TableRow,
  headers: readonly string[],
  isData: (cell: string) => boolean,
  warnings: ImportProblem[],
): void {
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index]!;
    // Most cells cannot be formulas: their first character says so without a regular expression.
    const c = cell.charCodeAt(0);
    if (c !== 61 && c !== 43 && c !== 45 && c !== 64 && c !== 9 && c !== 13) continue;
    if (!looksLikeFormula(cell) || /^[-\s]+$/.test(cell) || isData(cell)) continue;
    warnings.push({
      row: line,
      column: headers[index] || columnName(index),
      code: 'formula_like_cell',
      message: {
        en: 'This cell begins like a spreadsheet formula (=, +, -, @). It is kept as text and written with a leading apostrophe in exported files; check that it is what you meant.',
        kh: "ក្រឡានេះចាប់ផ្តើមដូចរូបមន្តសៀវភៅបញ្ជី (=, +, -, @)។ វាត្រូវបានរក្សាទុកជាអត្ថបទ ហើយសរសេរដោយមានសញ្ញា ' នៅខាងមុខក្នុងឯកសារដែលនាំចេញ។ សូមពិនិត្យថាវាត្រឹមត្រូវតាមបំណងរបស់អ្នក។",
      },
      value: cell.slice(0, 40),
    });
  }
}
