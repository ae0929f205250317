import { describe, expect, it } from 'vitest';
import { KHMER_MONTHS, toAsciiDigits, toKhmerDigits } from './khmer';

describe('Khmer digits and months', () => {
  it('writes every ASCII digit as its Khmer digit and reads it back, leaving the rest', () => {
    expect(toKhmerDigits('0123456789')).toBe('០១២៣៤៥៦៧៨៩');
    expect(toKhmerDigits('(1,234.50) KHR')).toBe('(១,២៣៤.៥០) KHR');
    expect(toAsciiDigits('០១២៣៤៥៦៧៨៩')).toBe('0123456789');
    expect(toAsciiDigits('ឆ្នាំ២០២៥, 7')).toBe('ឆ្នាំ2025, 7');
  });
  it('writes short and long texts alike (a short one is made from its character codes), digits or none', () => {
    const reference = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x17e0 + Number(d)));
    const pieces = ['1', '23', ',', '-', ' KHR', 'ឆ្នាំ', '😀', '2025-12-31', '.', ''];
    for (let n = 0; n < 300; n++) {
      let text = '';
      for (let i = 0; i < n % 40; i++) text += pieces[(n * 7 + i * 3) % pieces.length];
      expect(toKhmerDigits(text)).toBe(reference(text));
      expect(toKhmerDigits(text.repeat(5))).toBe(reference(text.repeat(5)));
    }
    expect(toKhmerDigits('no digits')).toBe('no digits');
  });
  it('names twelve months, January first, December last', () => {
    expect(KHMER_MONTHS).toHaveLength(12);
    expect(KHMER_MONTHS[0]).toBe('មករា');
    expect(KHMER_MONTHS[11]).toBe('ធ្នូ');
  });
});
