import { strToU8, zipSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileFormatError } from '../errors';
import { columnName, isControl, looksLikeXlsx, readXlsx, readXlsxRows, writeXlsx } from '.';

describe('xlsx', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('reads back what it writes: text (Khmer, markup characters), numbers, gaps', () => {
    const rows = [
      ['account_code', 'account_name', 'year', 'debit', 'credit'],
      ['1000', 'សាច់ប្រាក់ <cash> & "bank"', 2025, 1234567, 0],
      ['2000', '', 2025, '', 99],
    ];
    const data = writeXlsx(rows);
    expect(looksLikeXlsx(data)).toBe(true);
    expect(readXlsx(data)).toEqual([rows[0], rows[1], ['2000', '', 2025, '', 99]]);
  });

  it('round-trips any strings and integers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.integer()), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (rows) => {
          const clean = rows.map((row) =>
            row.map((cell) =>
              typeof cell === 'string' ? [...cell].filter((ch) => !isControl(ch)).join('') || 'x' : cell,
            ),
          );
          expect(readXlsx(writeXlsx(clean))).toEqual(clean);
        },
      ),
    );
  });

  it('reads shared strings as spreadsheet programs write them', () => {
    const files = {
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="TB" sheetId="1" r:id="rId7"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId7" Type="x" Target="worksheets/sheet9.xml"/></Relationships>',
      ),
      'xl/sharedStrings.xml': strToU8('<sst><si><t>code</t></si><si><r><t>ឥណ</t></r><r><t>ពន្ធ</t></r></si></sst>'),
      'xl/worksheets/sheet9.xml': strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row><row r="3"><c r="B3"><v>12.5</v></c></row></sheetData></worksheet>',
      ),
    };
    expect(readXlsx(zipSync(files))).toEqual([['code', '', 'ឥណពន្ធ'], [], ['', 12.5]]);
  });

  it('reads worksheets whose elements carry a namespace prefix (OpenXML SDK output)', () => {
    const files = {
      'xl/worksheets/sheet1.xml': strToU8(
        '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>account_code</x:t></x:is></x:c><x:c r="B1"><x:v>42</x:v></x:c></x:row></x:sheetData></x:worksheet>',
      ),
    };
    expect(readXlsx(zipSync(files))).toEqual([['account_code', 42]]);
  });

  it('says in both languages when a file is not a workbook', () => {
    expect(() => readXlsx(strToU8('account_code,debit'))).toThrow(FileFormatError);
    const reasons = [strToU8('nope'), new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]), zipSync({})].map(
      (bytes) => {
        try {
          readXlsx(bytes);
        } catch (error) {
          return (error as FileFormatError).messages;
        }
        return undefined;
      },
    );
    for (const messages of reasons) {
      expect(messages?.en).toMatch(/Excel workbook/);
      expect(messages?.kh).toContain('Excel');
      // The Khmer text is Khmer throughout: only the names Excel, xlsx and zip stay in Latin letters.
      expect(messages?.kh.replace(/Excel|xlsx|zip/g, '')).not.toMatch(/[A-Za-z]/);
    }
  });
});

/** A workbook of one worksheet whose XML is `sheet` (what a hostile file can hold in a few hundred bytes). */
const workbook = (sheet: string) =>
  zipSync({ 'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${sheet}</sheetData></worksheet>`) });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as FileFormatError;
  }
  throw new Error('not refused');
};

describe('xlsx limits (issue 19, finding 2)', () => {
  it('never materialises empty rows: row 30,000,000 is refused, a far row within the limit is one row', () => {
    const bomb = workbook('<row r="30000000"><c r="A30000000"><v>1</v></c></row>');
    expect(bomb.length).toBeLessThan(700);
    const error = refusal(() => readXlsxRows(bomb));
    expect(error).toBeInstanceOf(FileFormatError);
    expect(error.code).toBe('xlsx_too_large');
    expect(error.value).toBe('maxRows');
    expect(error.messages.en).toMatch(/row 1,000,000/);
    expect(error.messages.kh).toMatch(/[\u1780-\u17FF]/);
    // Within the limit: the row keeps its number and nothing is made for the rows above it.
    expect(readXlsxRows(workbook('<row r="900000"><c r="B900000"><v>7</v></c></row>'))).toEqual([
      { row: 900000, cells: ['', 7] },
    ]);
  });

  it('refuses a cell beyond the last column before filling the row up to it', () => {
    const far = workbook('<row r="1"><c r="XFD1"><v>1</v></c></row>');
    expect(refusal(() => readXlsxRows(far)).value).toBe('maxColumns');
    expect(readXlsxRows(far, { maxColumns: 16384 })[0]!.cells).toHaveLength(16384);
    // Styled empty cells far to the right add nothing.
    expect(readXlsxRows(workbook('<row r="1"><c r="A1"><v>1</v></c><c r="ZZ1" s="3"/></row>'))).toEqual([
      { row: 1, cells: [1] },
    ]);
  });

  it('refuses more cells than the limit', () => {
    const rows = Array.from(
      { length: 20 },
      (_, r) => `<row r="${r + 1}"><c r="A${r + 1}"><v>1</v></c><c r="J${r + 1}"><v>2</v></c></row>`,
    );
    expect(readXlsxRows(workbook(rows.join('')), { maxCells: 200 })).toHaveLength(20);
    expect(refusal(() => readXlsxRows(workbook(rows.join('')), { maxCells: 199 })).value).toBe('maxCells');
  });

  it('refuses a worksheet larger than the limit once unzipped, from its declared size, and never inflates past it', () => {
    const sheet = '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(20_000);
    const zipped = workbook(sheet);
    expect(zipped.length).toBeLessThan(sheet.length / 50);
    expect(refusal(() => readXlsxRows(zipped, { maxUncompressedBytes: 100_000 })).value).toBe('maxUncompressedBytes');
    expect(readXlsxRows(zipped)).toHaveLength(20_000);
    // A part that declares a small size is inflated only up to it (fflate's fixed output buffer): cut short, not read.
    const lying = zipped.slice();
    const view = new DataView(lying.buffer);
    for (let i = lying.length - 22; i >= 0; i--)
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 200, true);
        break;
      }
    view.setUint32(22, 200, true);
    // 200 bytes: the worksheet's opening tags and the first four rows.
    expect(readXlsxRows(lying, { maxUncompressedBytes: 1000 })).toHaveLength(4);
  });
});
