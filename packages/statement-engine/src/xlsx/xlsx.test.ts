import { strToU8, zipSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileFormatError } from '../errors';
import { columnName, isControl, looksLikeXlsx, readXlsx, writeXlsx } from '.';

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
