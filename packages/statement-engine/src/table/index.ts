/** Reads a CSV or XLSX file into rows of text cells, whichever it is. */
import { strFromU8 } from 'fflate';
import { parseCsv } from '../csv';
import { looksLikeXlsx, readXlsx } from '../xlsx';

/** The file's rows as trimmed text; row `i` is line/row `i + 1` of the file. */
export function readTable(data: Uint8Array | string): string[][] {
  if (typeof data === 'string') return parseCsv(data).map((row) => row.map((cell) => cell.trim()));
  if (looksLikeXlsx(data)) {
    return readXlsx(data).map((row) =>
      row.map((cell) =>
        cell === null || cell === undefined ? '' : typeof cell === 'number' ? numberText(cell) : String(cell).trim(),
      ),
    );
  }
  return readTable(strFromU8(data));
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
  return row.every((cell) => cell.trim() === '');
}
