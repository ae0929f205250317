/** A small RFC 4180 CSV reader and writer (quotes, doubled quotes, CRLF or LF, a leading BOM). */
import { type CsvLimits, eachCsvRow } from './rows';

export type { CsvCellTooLong, CsvLimits } from './rows';

/**
 * Parses CSV text into rows of cells. Blank lines are kept as `['']` so row numbers match the file's lines.
 *
 * Each cell is cut from the text in runs (a slice between quotes or separators), never built a character at a time,
 * so a file costs about its own size in memory; with `limits`, a cell longer than the limit is refused as soon as the
 * parser has read past the limit (issue 34: a 9.6 MB one-cell file cost 345 MB before it was refused).
 */
export function parseCsv(text: string, limits?: CsvLimits): string[][] {
  const rows: string[][] = [];
  eachCsvRow(text, limits, (row) => rows.push(row));
  return rows;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A cell a spreadsheet would run as a formula (OWASP's CSV injection rule): it begins with = + - @, tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a negative amount is data, not a formula). */
const PLAIN_NUMBER = /^[-+]?(\d[\d,]*)(\.\d+)?$/;

/**
 * A text cell made safe for spreadsheets: one that a spreadsheet would run as a formula gets a leading apostrophe
 * (shown as text, never evaluated); numbers, and texts that are plain numbers, are unchanged (issue 19, finding 4).
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Whether a cell read from a file would run as a formula in a spreadsheet (the importer warns about it). */
export function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value);
}

/**
 * Writes rows as CSV with CRLF line ends and a UTF-8 BOM (so spreadsheet programs read Khmer correctly). Text cells
 * that a spreadsheet would run as formulas are neutralised (`neutraliseFormula`).
 */
export function writeCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  const lines = rows.map((row) =>
    row
      .map((cell) =>
        quote(
          cell === null || cell === undefined ? '' : typeof cell === 'string' ? neutraliseFormula(cell) : String(cell),
        ),
      )
      .join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
