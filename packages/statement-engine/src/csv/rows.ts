/** The CSV parser itself, row by row (`parseCsv` collects its rows; the table reader checks them as they come). */

/** A cell longer than `maxCellLength`, met while parsing: where it is (row and column from 1 and 0) and its start. */
export interface CsvCellTooLong {
  row: number;
  column: number;
  /** The first characters of the cell (never the whole of a huge value). */
  start: string;
}

/** What `parseCsv` refuses as soon as it is seen: a cell longer than `maxCellLength` (`tooLong` makes the error). */
export interface CsvLimits {
  maxCellLength: number;
  tooLong: (at: CsvCellTooLong) => Error;
}

/**
 * Reads CSV text row by row: each row's cells are handed to `visit` as soon as the row ends (the caller keeps what it
 * needs; a reader that checks rows as they come holds no table of the whole file). Blank lines are rows of `['']`.
 *
 * Each cell is cut from the text in runs (a slice between quotes or separators), never built a character at a time,
 * so a file costs about its own size in memory; with `limits`, a cell longer than the limit is refused as soon as the
 * parser has read past the limit (issue 34: a 9.6 MB one-cell file cost 345 MB before it was refused).
 */
export function eachCsvRow(text: string, limits: CsvLimits | undefined, visit: (row: string[]) => void): void {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const n = source.length;
  const max = limits?.maxCellLength ?? Number.POSITIVE_INFINITY;
  /** Rows read so far. */
  let count = 0;
  let row: string[] = [];
  /**
   * The cell's runs: most cells are one run (`first`), kept without an array; `parts` holds them only once a second
   * run comes (a doubled quote, text after a closing quote). An array per cell was half of a 10,000-line file's 10 MB.
   */
  let runs = 0;
  let first = '';
  let parts: string[] = [];
  let length = 0;
  /** The cell so far is blank (an opening quote may still come). */
  let blank = true;
  let quoted = false;
  const delimiter = detectDelimiter(source).charCodeAt(0);
  const cellSoFar = () => (runs === 0 ? '' : runs === 1 ? first : parts.join(''));
  const append = (from: number, to: number) => {
    if (to <= from) return;
    length += to - from;
    if (length > max && limits)
      throw limits.tooLong({
        row: count + 1,
        column: row.length,
        start: `${cellSoFar().slice(0, 40)}${source.slice(from, from + 40)}`.slice(0, 40),
      });
    const run = source.slice(from, to);
    if (blank) {
      // A printable ASCII first character is text; anything else is trimmed to see (no string made for the test).
      const c = source.charCodeAt(from);
      if ((c > 32 && c < 127) || run.trim() !== '') blank = false;
    }
    if (runs === 0) first = run;
    else if (runs === 1) parts = [first, run];
    else parts.push(run);
    runs++;
  };
  const endCell = () => {
    row.push(cellSoFar());
    runs = 0;
    first = '';
    length = 0;
    blank = true;
  };
  let i = 0;
  while (i < n) {
    if (quoted) {
      const close = source.indexOf('"', i);
      if (close < 0) {
        append(i, n);
        i = n;
        break;
      }
      append(i, close);
      if (source.charCodeAt(close + 1) === 34) {
        append(close, close + 1);
        i = close + 2;
      } else {
        quoted = false;
        i = close + 1;
      }
      continue;
    }
    // A run of ordinary characters up to the next quote, separator or line break, and never further than the limit.
    const end = Math.min(n, i + (max - length) + 1);
    let j = i;
    while (j < end) {
      const c = source.charCodeAt(j);
      if (c === 34 || c === delimiter || c === 13 || c === 10) break;
      j++;
    }
    // Past the limit, `append` refuses the cell here, without reading the rest of it.
    append(i, j);
    if (j >= n) {
      i = n;
      break;
    }
    if (j >= end) {
      i = j;
      continue;
    }
    const c = source.charCodeAt(j);
    if (c === 34) {
      if (blank) {
        // An opening quote (only blanks before it, which are dropped).
        quoted = true;
        runs = 0;
        first = '';
        length = 0;
      } else append(j, j + 1);
      i = j + 1;
    } else if (c === delimiter) {
      endCell();
      i = j + 1;
    } else {
      endCell();
      count++;
      visit(row);
      row = [];
      i = j + (c === 13 && source.charCodeAt(j + 1) === 10 ? 2 : 1);
    }
  }
  if (runs > 0 || row.length > 0) {
    endCell();
    count++;
    visit(row);
  }
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
