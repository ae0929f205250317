import { describe, expect, it } from 'vitest';
import { fixedDecimals, formatDate, formatDateTime, formatNumber, formatRatio, formatTime, formatYear } from './format';

describe('formatDate', () => {
  it('writes Khmer dates with Khmer month names and digits', () => {
    expect(formatDate('2026-04-20', 'kh')).toBe('២០ មេសា ២០២៦');
    expect(formatDate('2025-12-31', 'kh')).toBe('៣១ ធ្នូ ២០២៥');
  });
  it('writes English dates in full and shows a dash for none', () => {
    expect(formatDate('2026-04-20', 'en')).toBe('April 20, 2026');
    expect(formatDate(undefined, 'en')).toBe('—');
  });
});

describe('formatRatio', () => {
  it("shows the engine's times ratios as multiples and the others as percentages", () => {
    expect(formatRatio('currentRatio', 3.2449, 'en')).toBe('3.24×');
    expect(formatRatio('quickRatio', 1.5, 'en')).toBe('1.50×');
    expect(formatRatio('debtToEquity', 0.4, 'en')).toBe('0.40×');
    expect(formatRatio('netProfitMargin', 0.06, 'en')).toBe('6.0%');
    expect(formatRatio('grossProfitMargin', 0.339, 'en')).toBe('33.9%');
    expect(formatRatio('revenueGrowth', null, 'en')).toBe('—');
  });
});

it('writes ratios and numbers in Khmer digits in Khmer', () => {
  expect(formatRatio('currentRatio', 3.2449, 'kh')).toBe('៣.២៤×');
  expect(formatRatio('grossProfitMargin', 0.339, 'kh')).toBe('៣៣.៩%');
  expect(formatNumber(1234567, 'kh')).toBe('១,២៣៤,៥៦៧');
  expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  expect(formatYear(2025, 'kh')).toBe('២០២៥');
  expect(formatYear(2025, 'en')).toBe('2025');
});

it('is the one number formatter: options per call, the same options giving the same text each time', () => {
  expect(formatNumber(1234.567, 'en')).toBe('1,234.567');
  expect(formatNumber(1234.567, 'en', fixedDecimals(0))).toBe('1,235');
  expect(formatNumber(1234.5, 'kh', fixedDecimals(2))).toBe('១,២៣៤.៥០');
  expect(formatNumber(1234.5, 'kh', fixedDecimals(2))).toBe('១,២៣៤.៥០');
  expect(formatNumber(2025, 'kh', { useGrouping: false })).toBe('២០២៥');
  expect(formatNumber(0.4, 'en', { maximumFractionDigits: 4 })).toBe('0.4');
});

describe('formatDateTime', () => {
  it('writes Khmer months and digits in Khmer, in the local time zone', () => {
    const at = new Date(2026, 10, 25, 9, 5).toISOString();
    expect(formatDateTime(at, 'kh')).toBe('២៥ វិច្ឆិកា ២០២៦, ០៩:០៥');
    expect(formatDateTime(at, 'en')).toBe(`${formatDate('2026-11-25', 'en')}, 09:05`);
    expect(formatTime(at, 'kh')).toBe('០៩:០៥');
  });
});
