import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, toKhmerDigits } from './format';

describe('formatNumber', () => {
  it('writes Khmer digits in Khmer and leaves English alone', () => {
    expect(formatNumber(1234567.5, 'km-KH')).toBe(toKhmerDigits('1,234,567.5'));
    expect(formatNumber(0.25, 'km-KH', { style: 'percent' })).toBe('២៥%');
    expect(formatNumber(1234567.5, 'km-KH', { khmerDigits: false })).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'en-US')).toBe('1,234,567.5');
  });

  it('writes compact numbers with Khmer words, whatever Intl data the runtime has', () => {
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    expect(formatNumber(950, 'km-KH', compact)).toBe('៩៥០');
    expect(formatNumber(1500, 'km-KH', compact)).toBe('១.៥ ពាន់');
    expect(formatNumber(-45_000, 'km-KH', compact)).toBe('-៤៥ ពាន់');
    expect(formatNumber(1_250_000, 'km-KH', compact)).toBe('១.៣ លាន');
    expect(formatNumber(2.5e9, 'km-KH', compact)).toBe('២.៥ ប៊ីលាន');
    expect(formatNumber(1_500_000, 'en-US', compact)).toBe('1.5M');
  });

  it('is what formatAmount uses for Khmer digits', () => {
    expect(formatAmount(-1234567, 'km-KH', { khmerDigits: true })).toBe('(១,២៣៤,៥៦៧)');
    expect(formatAmount(-1234567, 'km-KH')).toBe('(1,234,567)');
  });
});
