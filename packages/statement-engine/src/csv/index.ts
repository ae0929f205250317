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

/** Writes rows as CSV with CRLF line ends and a UTF-8 BOM (so spreadsheet programs read Khmer correctly). */
export function writeCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  const lines = rows.map((row) =>
    row.map((cell) => quote(cell === null || cell === undefined ? '' : String(cell))).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
