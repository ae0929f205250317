import { describe, expect, it } from 'vitest';
import { KHMER_MONTHS, toAsciiDigits, toKhmerDigits } from './khmer';

describe('Khmer digits and months', () => {
  it('writes every ASCII digit as its Khmer digit and reads it back, leaving the rest', () => {
    expect(toKhmerDigits('0123456789')).toBe('០១២៣៤៥៦៧៨៩');
    expect(toKhmerDigits('(1,234.50) KHR')).toBe('(១,២៣៤.៥០) KHR');
    expect(toAsciiDigits('០១២៣៤៥៦៧៨៩')).toBe('0123456789');
    expect(toAsciiDigits('ឆ្នាំ២០២៥, 7')).toBe('ឆ្នាំ2025, 7');
  });
  it('names twelve months, January first, December last', () => {
    expect(KHMER_MONTHS).toHaveLength(12);
    expect(KHMER_MONTHS[0]).toBe('មករា');
    expect(KHMER_MONTHS[11]).toBe('ធ្នូ');
  });
});
