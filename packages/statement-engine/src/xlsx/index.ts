/**
 * A small, pure XLSX (Office Open XML spreadsheet) reader and writer on fflate: the first worksheet as rows of
 * strings and numbers. Enough for trial balances, charts of accounts and templates; no styles, no formulas.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { FileFormatError } from '../errors';
import { formatNumber } from '../format';

export type XlsxCell = string | number | boolean | null | undefined;

/** C0 control characters other than tab, line feed and carriage return (XML 1.0 cannot carry them). */
export function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}

const escapeXml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .split('')
    // Characters XML 1.0 cannot carry.
    .filter((ch) => !isControl(ch))
    .join('');

const decodeXml = (s: string) =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity === 'amp') return '&';
    if (entity === 'lt') return '<';
    if (entity === 'gt') return '>';
    if (entity === 'quot') return '"';
    if (entity === 'apos') return "'";
    return String.fromCodePoint(
      entity.startsWith('#x') ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10),
    );
  });

/** `0 → A`, `26 → AA`. */
export function columnName(index: number): string {
  let name = '';
  let n = index + 1;
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function columnIndex(ref: string): number {
  let index = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** Writes one worksheet named `sheetName` holding `rows`. Numbers stay numbers; everything else is text. */
export function writeXlsx(rows: readonly (readonly XlsxCell[])[], sheetName = 'Sheet1'): Uint8Array {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) => {
          if (cell === null || cell === undefined || cell === '') return '';
          const ref = `${columnName(c)}${r + 1}`;
          if (typeof cell === 'number' && Number.isFinite(cell)) return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(cell))}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  };
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** Why a file is not a readable workbook, in both languages. */
const WORKBOOK_PROBLEMS = {
  noWorksheet: { en: 'no worksheet', kh: 'គ្មានសន្លឹកកិច្ចការ' },
  notZip: { en: 'not a zip archive', kh: 'មិនមែនជាបណ្ណសារ zip' },
  worksheetMissing: { en: 'the worksheet is missing', kh: 'បាត់សន្លឹកកិច្ចការ' },
} as const;

const notAWorkbook = (problem: keyof typeof WORKBOOK_PROBLEMS) => {
  const detail = WORKBOOK_PROBLEMS[problem];
  return new FileFormatError(
    'invalid_xlsx',
    {
      en: `The file is not a readable Excel workbook (.xlsx): ${detail.en}.`,
      kh: `ឯកសារនេះមិនមែនជាសៀវភៅបញ្ជី Excel (.xlsx) ដែលអាចអានបានទេ៖ ${detail.kh}។`,
    },
    detail.en,
  );
};

/**
 * What a workbook may hold before the reader refuses it (issue 19, finding 2: a 646-byte file named row 30,000,000
 * and the reader filled every row before it). Far above any trial balance or chart: the 10,000-line benchmark is a
 * 5-column sheet of about 1 MB.
 */
export interface XlsxLimits {
  /** Bytes of the parts the reader unzips (workbook, relationships, shared strings, the worksheet), declared and real. */
  maxUncompressedBytes: number;
  /** The highest row number a cell may have. */
  maxRows: number;
  /** Columns per row (`A` … the column with this number). */
  maxColumns: number;
  /** Cells held in memory, blanks inside a row included. */
  maxCells: number;
}

export const DEFAULT_XLSX_LIMITS: Readonly<XlsxLimits> = Object.freeze({
  maxUncompressedBytes: 32 * 1024 * 1024,
  maxRows: 1_000_000,
  maxColumns: 256,
  maxCells: 2_000_000,
});

const format = (n: number) => formatNumber(n, 'en');

/** A workbook over one of the limits, in both languages (`value`: which limit). */
function tooLarge(limit: keyof XlsxLimits, max: number): FileFormatError {
  const texts: Record<keyof XlsxLimits, { en: string; kh: string }> = {
    maxUncompressedBytes: {
      en: `The workbook is too large once unzipped (more than ${format(Math.round(max / 1024 / 1024))} MB). Save only the sheet to import, or save it as CSV.`,
      kh: `សៀវភៅបញ្ជីធំពេកនៅពេលពន្លា (លើសពី ${format(Math.round(max / 1024 / 1024))} MB)។ សូមរក្សាទុកតែសន្លឹកដែលត្រូវនាំចូល ឬរក្សាទុកជា CSV។`,
    },
    maxRows: {
      en: `The worksheet has a row beyond row ${format(max)}. Delete the rows below the data and try again.`,
      kh: `សន្លឹកកិច្ចការមានជួរលើសពីជួរទី ${format(max)}។ សូមលុបជួរនៅខាងក្រោមទិន្នន័យ ហើយព្យាយាមម្តងទៀត។`,
    },
    maxColumns: {
      en: `The worksheet has a cell beyond column ${columnName(max - 1)}. Delete the columns right of the data and try again.`,
      kh: `សន្លឹកកិច្ចការមានក្រឡាលើសពីជួរឈរ ${columnName(max - 1)}។ សូមលុបជួរឈរនៅខាងស្តាំទិន្នន័យ ហើយព្យាយាមម្តងទៀត។`,
    },
    maxCells: {
      en: `The worksheet has more than ${format(max)} cells. Import only the data the template asks for.`,
      kh: `សន្លឹកកិច្ចការមានក្រឡាលើសពី ${format(max)}។ សូមនាំចូលតែទិន្នន័យដែលគំរូតម្រូវ។`,
    },
  };
  return new FileFormatError('xlsx_too_large', texts[limit], limit);
}

/** Text of every `<t>` inside an element (rich text runs included). */
function textOf(xml: string): string {
  let text = '';
  for (const match of xml.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) text += decodeXml(match[1]!);
  return text;
}

/** Resolves the path of the first worksheet through the workbook's relationships. */
function firstSheetPath(files: Record<string, Uint8Array>, names: readonly string[]): string {
  const workbook = files['xl/workbook.xml'];
  const rels = files['xl/_rels/workbook.xml.rels'];
  if (workbook && rels) {
    const sheet = strFromU8(workbook).match(/<(?:\w+:)?sheet\b[^>]*?r:id="([^"]+)"/);
    if (sheet) {
      for (const rel of strFromU8(rels).matchAll(/<Relationship\b[^>]*>/g)) {
        const id = rel[0].match(/\bId="([^"]+)"/)?.[1];
        const target = rel[0].match(/\bTarget="([^"]+)"/)?.[1];
        if (id === sheet[1] && target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      }
    }
  }
  const fallback = names.filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort()[0];
  if (!fallback) throw notAWorkbook('noWorksheet');
  return fallback;
}

const WORKBOOK_PARTS = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'];

/**
 * Unzips only the wanted parts; `sizes` has every part's declared (uncompressed) size. fflate inflates each part into
 * a buffer of its declared size and never grows it, so a part that lies about its size is cut short (and fails to
 * read), never larger: checking the declared sizes bounds the memory.
 */
function unzipParts(data: Uint8Array, wanted: (name: string, size: number) => boolean) {
  const sizes = new Map<string, number>();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (file) => {
        sizes.set(file.name, file.originalSize);
        return wanted(file.name, file.originalSize);
      },
    });
  } catch (e) {
    if (e instanceof FileFormatError) throw e;
    throw notAWorkbook('notZip');
  }
  return { files, sizes };
}

/** A worksheet row that has at least one cell: its spreadsheet row number (1-based) and its cells from column A. */
export interface XlsxRow {
  row: number;
  cells: XlsxCell[];
}

/**
 * Reads the first worksheet's rows that have cells, with their row numbers (missing cells inside a row are `''`;
 * empty rows are not materialised). Refuses a workbook over `limits` (`FileFormatError` `xlsx_too_large`, in both
 * languages) before it allocates for it.
 */
export function readXlsxRows(data: Uint8Array, limits: Partial<XlsxLimits> = {}): XlsxRow[] {
  const max = { ...DEFAULT_XLSX_LIMITS, ...limits };
  let used = 0;
  const within = (size: number) => {
    used += size;
    if (used > max.maxUncompressedBytes) throw tooLarge('maxUncompressedBytes', max.maxUncompressedBytes);
    return true;
  };
  // The workbook's small parts first, to find the worksheet; then the worksheet alone, within what is left.
  const { files: meta, sizes } = unzipParts(data, (name, size) => WORKBOOK_PARTS.includes(name) && within(size));
  const sheetPath = firstSheetPath(meta, [...sizes.keys()]);
  if (!sizes.has(sheetPath)) throw notAWorkbook('worksheetMissing');
  within(sizes.get(sheetPath)!);
  const sheet = unzipParts(data, (name) => name === sheetPath).files[sheetPath];
  if (!sheet) throw notAWorkbook('worksheetMissing');
  const shared: string[] = [];
  const sst = meta['xl/sharedStrings.xml'];
  if (sst)
    for (const si of strFromU8(sst).matchAll(/<(?:\w+:)?si>([\s\S]*?)<\/(?:\w+:)?si>/g)) shared.push(textOf(si[1]!));
  const xml = strFromU8(sheet);
  const rows: XlsxRow[] = [];
  let cellCount = 0;
  let lastRow = 0;
  for (const rowMatch of xml.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    const rowNumber = Number(rowMatch[1]!.match(/\br="(\d+)"/)?.[1] ?? lastRow + 1);
    lastRow = rowNumber;
    if (rowNumber > max.maxRows) throw tooLarge('maxRows', max.maxRows);
    const cells: XlsxCell[] = [];
    let next = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const attributes = cellMatch[1]!;
      const body = cellMatch[2] ?? '';
      const ref = attributes.match(/\br="([A-Z]+)\d+"/)?.[1];
      const index = ref ? columnIndex(ref) : next;
      next = index + 1;
      const type = attributes.match(/\bt="(\w+)"/)?.[1];
      const raw = body.match(/<(?:\w+:)?v>([\s\S]*?)<\/(?:\w+:)?v>/)?.[1];
      let value: XlsxCell = '';
      if (type === 's') value = shared[Number(raw)] ?? '';
      else if (type === 'inlineStr') value = textOf(body);
      else if (type === 'str') value = decodeXml(raw ?? '');
      else if (type === 'b') value = raw === '1';
      else if (type === 'e') value = decodeXml(raw ?? '');
      else if (raw !== undefined) value = Number(raw);
      // An empty cell element (a style only) adds nothing.
      if (value === '' && index >= cells.length) continue;
      // Checked before the row is filled up to the cell: a far column never allocates.
      if (index >= max.maxColumns) throw tooLarge('maxColumns', max.maxColumns);
      cellCount += Math.max(0, index + 1 - cells.length);
      if (cellCount > max.maxCells) throw tooLarge('maxCells', max.maxCells);
      while (cells.length < index) cells.push('');
      cells[index] = value;
    }
    if (cells.length > 0) rows.push({ row: rowNumber, cells });
  }
  return rows;
}

/**
 * Reads the first worksheet as rows of cells (strings, numbers or booleans; missing cells are `''`). Row `i` of the
 * result is spreadsheet row `i + 1`, so row numbers in messages match what the user sees. Empty rows up to the last
 * row with cells are `[]`: readers of files from users use `readXlsxRows`, which never makes them.
 */
export function readXlsx(data: Uint8Array, limits: Partial<XlsxLimits> = {}): XlsxCell[][] {
  const rows: XlsxCell[][] = [];
  for (const { row, cells } of readXlsxRows(data, limits)) {
    while (rows.length < row - 1) rows.push([]);
    rows[row - 1] = cells;
  }
  return rows;
}

/** Does the data start like a zip archive (an .xlsx file)? */
export function looksLikeXlsx(data: Uint8Array): boolean {
  return data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}
