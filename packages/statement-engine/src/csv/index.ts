/** A small RFC 4180 CSV reader and writer (quotes, doubled quotes, CRLF or LF, a leading BOM). */

/** Parses CSV text into rows of cells. Blank lines are kept as `['']` so row numbers match the file's lines. */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const delimiter = detectDelimiter(source);
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
      i++;
      continue;
    }
    if (ch === delimiter) {
      row.push(cell);
      cell = '';
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += ch === '\r' && source[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    cell += ch;
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Comma by default; a semicolon or tab when the first line uses one and no comma (spreadsheet exports). */
function detectDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const first = end < 0 ? text : text.slice(0, end);
  if (first.includes(',')) return ',';
  if (first.includes(';')) return ';';
  if (first.includes('\t')) return '\t';
  return ',';
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
