import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  documentDate,
  documentDigits,
  formatAmount,
  formatDate,
  formatDateTime,
  formatDigits,
  formatNumber,
  formatTime,
  formatYear,
} from '.';

describe('amounts', () => {
  it('writes a fee with its currency in both languages: grouped, the currency’s decimals, the code after', () => {
    expect(formatAmount(1_000_000, 'en', 'KHR')).toBe('1,000,000 KHR');
    expect(formatAmount(1_000_000, 'kh', 'KHR')).toBe('១,០០០,០០០ KHR');
    expect(formatAmount(245.1, 'en', 'USD')).toBe('245.10 USD');
    expect(formatAmount(245.1, 'kh', 'USD')).toBe('២៤៥.១០ USD');
    expect(formatAmount(400_000.4, 'en', 'KHR')).toBe('400,000 KHR');
  });
  it('writes an amount without a currency as a whole number, a negative with its minus', () => {
    expect(formatAmount(3_898_000, 'en')).toBe('3,898,000');
    expect(formatAmount(3_898_000, 'kh')).toBe('៣,៨៩៨,០០០');
    expect(formatAmount(-1234.6, 'en')).toBe('-1,235');
    expect(formatAmount(-1234.6, 'kh')).toBe('-១,២៣៥');
  });
  it('knows riel are whole and dollars have cents', () => {
    expect(currencyDecimals('KHR')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
  });
});

describe('numbers', () => {
  it('has one shape in both languages (comma thousands, point decimals), Khmer digits in Khmer', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'kh')).toBe('១,២៣៤,៥៦៧.៥');
    expect(formatNumber(0.339, 'kh', { style: 'percent', minimumFractionDigits: 1 })).toBe('៣៣.៩%');
    expect(formatNumber(2025, 'kh', { useGrouping: false })).toBe('២០២៥');
  });
  it('gives the same text for the same options each time (formatters are kept)', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(formatNumber(1234.5, 'kh', options)).toBe('១,២៣៤.៥០');
    expect(formatNumber(1234.5, 'kh', { ...options })).toBe('១,២៣៤.៥០');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
  it('writes digits and years in Khmer digits in Khmer only', () => {
    expect(formatDigits('INV-2026-0001', 'kh')).toBe('INV-២០២៦-០០០១');
    expect(formatDigits('INV-2026-0001', 'en')).toBe('INV-2026-0001');
    expect(formatYear(2025, 'kh')).toBe('២០២៥');
    expect(formatYear(2025, 'en')).toBe('2025');
  });
});

describe('dates', () => {
  it('writes a date as words: month names in each language, Khmer digits in Khmer', () => {
    expect(formatDate('2026-04-20', 'en')).toBe('April 20, 2026');
    expect(formatDate('2026-04-20', 'kh')).toBe('២០ មេសា ២០២៦');
    expect(formatDate('2025-12-31T23:00:00.000Z', 'kh')).toBe('៣១ ធ្នូ ២០២៥');
  });
  it('writes the running text of a printed statement in the document style', () => {
    expect(formatDate('2025-12-31', 'en', 'document')).toBe('31 December 2025');
    expect(formatDate('2026-03-16', 'kh', 'document')).toBe('ថ្ងៃទី១៦ ខែមីនា ឆ្នាំ២០២៦');
    expect(documentDate('2026-03-16', 'kh')).toBe(formatDate('2026-03-16', 'kh', 'document'));
    expect(documentDigits('3,898,000', 'kh')).toBe(formatDigits('3,898,000', 'kh'));
  });
  it('shows a dash for no date and leaves what is not a date as it is', () => {
    expect(formatDate(undefined, 'en')).toBe('—');
    expect(formatDate(null, 'kh')).toBe('—');
    expect(formatDate('not a date', 'kh')).toBe('not a date');
    expect(formatDate('2026-13-01', 'en')).toBe('2026-13-01');
  });
  it('writes a date-time in the reader’s time zone, 24-hour', () => {
    const at = '2026-11-25T20:05:00.000Z';
    expect(formatDateTime(at, 'en', { timeZone: 'Asia/Phnom_Penh' })).toBe('November 26, 2026, 03:05');
    expect(formatDateTime(at, 'kh', { timeZone: 'Asia/Phnom_Penh' })).toBe('២៦ វិច្ឆិកា ២០២៦, ០៣:០៥');
    expect(formatDateTime(at, 'en', { timeZone: 'UTC' })).toBe('November 25, 2026, 20:05');
    expect(formatTime('2026-11-25T00:05:00.000Z', 'kh', { timeZone: 'UTC' })).toBe('០០:០៥');
    expect(formatDateTime(undefined, 'en')).toBe('—');
    expect(formatTime('soon', 'en')).toBe('soon');
  });
});
