import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutraliseFormula, parseCsv, writeCsv } from '.';

describe('csv', () => {
  it('reads quotes, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b,c","say ""hi"""\r\n1,2,3\r\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });
  it('keeps blank lines so row numbers match the file', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });
  it('reads semicolon-separated exports', () => {
    expect(parseCsv('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('reads back what it writes (formulas neutralised), Khmer included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          expect(parseCsv(writeCsv(rows))).toEqual(rows.map((r) => r.map(neutraliseFormula)));
        },
      ),
    );
    expect(parseCsv(writeCsv([['សាច់ប្រាក់', '1,234']]))).toEqual([['សាច់ប្រាក់', '1,234']]);
  });
});

describe('formula injection (issue 19, finding 4)', () => {
  it('neutralises text cells a spreadsheet would run as formulas, never numbers', () => {
    const out = writeCsv([
      ['=HYPERLINK("http://x","y")', '@SUM(A1)', '+1+1', '-2+3', '\tx', '\rx', 'Cash', -1500, '-1500', '1,200.50'],
    ]);
    const cells = parseCsv(out)[0];
    expect(cells).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'@SUM(A1)",
      "'+1+1",
      "'-2+3",
      "'\tx",
      "'\rx",
      'Cash',
      '-1500',
      '-1500',
      '1,200.50',
    ]);
    expect(looksLikeFormula('=1+1')).toBe(true);
    expect(looksLikeFormula('-1500')).toBe(false);
  });
});
