import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from '.';

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
  it('reads back what it writes, Khmer included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          expect(parseCsv(writeCsv(rows))).toEqual(rows);
        },
      ),
    );
    expect(parseCsv(writeCsv([['សាច់ប្រាក់', '1,234']]))).toEqual([['សាច់ប្រាក់', '1,234']]);
  });
});
