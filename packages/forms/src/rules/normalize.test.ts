import { describe, expect, it } from 'vitest';
import { collapseSpaces, hasKhmerLetters, normalizeDigits, normalizeNumberText } from './normalize';

describe('normalize', () => {
  it('turns Khmer digits into ASCII and leaves the rest', () => {
    expect(normalizeDigits('០១២៣៤៥៦៧៨៩')).toBe('0123456789');
    expect(normalizeDigits('ឆ្នាំ ២០២៥ / 12')).toBe('ឆ្នាំ 2025 / 12');
  });
  it('collapses whitespace, including no-break spaces and tabs', () => {
    expect(collapseSpaces('  Angkor\u00a0\t Trading \n')).toBe('Angkor Trading');
  });
  it('recognises Khmer letters but not Khmer digits alone', () => {
    expect(hasKhmerLetters('ក្រុមហ៊ុន')).toBe(true);
    expect(hasKhmerLetters('១២៣')).toBe(false);
    expect(hasKhmerLetters('Angkor')).toBe(false);
  });
  it('reads typed numbers with separators', () => {
    expect(normalizeNumberText(' 1,234,567 ')).toBe('1234567');
    expect(normalizeNumberText('១ ២៣៤')).toBe('1234');
    expect(normalizeNumberText('   ')).toBeUndefined();
    expect(normalizeNumberText('12abc')).toBe('12abc');
  });
});
