import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import {
  email,
  flag,
  isIsoDate,
  isoDate,
  khmerText,
  optionalIsoDate,
  optionalText,
  optionalWholeNumber,
  positiveDecimal,
  requiredText,
  wholeNumber,
} from './fields';

const err = (r: ReturnType<typeof parseWith>) => (r.ok ? null : r.fieldErrors._);

describe('text fields', () => {
  it('trims and collapses spaces, refuses blank', () => {
    expect(requiredText().parse('  Angkor   Trading  ')).toBe('Angkor Trading');
    expect(err(parseWith(requiredText(), '   '))).toBe('required');
    expect(err(parseWith(requiredText(), undefined))).toBe('required');
    expect(err(parseWith(requiredText(), 42))).toBe('invalid_value');
  });
  it('keeps line breaks of multiline text', () => {
    expect(requiredText({ multiline: true }).parse(' No. 1,\nStreet 2 ')).toBe('No. 1,\nStreet 2');
  });
  it('refuses very long strings with the limit', () => {
    const r = parseWith(requiredText({ max: 200 }), 'x'.repeat(201));
    expect(r.ok ? null : r.errors._).toEqual({ key: 'too_long', params: { max: 200 } });
    expect(requiredText({ max: 200 }).parse('x'.repeat(200))).toHaveLength(200);
  });
  it('treats blank optional text as absent', () => {
    expect(optionalText().parse('   ')).toBeUndefined();
    expect(optionalText().parse(null)).toBeUndefined();
    expect(optionalText().parse(' a ')).toBe('a');
  });
  it('wants Khmer script for Khmer names', () => {
    expect(khmerText().parse(' អង្គរ ពាណិជ្ជកម្ម ')).toBe('អង្គរ ពាណិជ្ជកម្ម');
    expect(err(parseWith(khmerText(), 'Angkor Trading'))).toBe('khmer_text_required');
  });
});

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(email().parse('  Demo@Example.COM ')).toBe('demo@example.com');
  });
  it('refuses invalid addresses', () => {
    for (const bad of ['demo', 'demo@', '@example.com', 'de mo@example.com', 'demo@example'])
      expect(err(parseWith(email(), bad)), bad).toBe('invalid_email');
    expect(err(parseWith(email(), ''))).toBe('required');
    expect(err(parseWith(email(), `${'a'.repeat(250)}@example.com`))).toBe('too_long');
  });
});

describe('dates', () => {
  it('knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
  });
  it('accepts ISO, mm/dd/yyyy and Khmer digits, gives ISO', () => {
    expect(isoDate().parse('2025-12-31')).toBe('2025-12-31');
    expect(isoDate().parse(' 12/31/2025 ')).toBe('2025-12-31');
    expect(isoDate().parse('1/2/2025')).toBe('2025-01-02');
    expect(isoDate().parse('២០២៥-១២-៣១')).toBe('2025-12-31');
    expect(isoDate().parse(new Date(Date.UTC(2025, 11, 31)))).toBe('2025-12-31');
  });
  it('refuses impossible and malformed dates', () => {
    expect(err(parseWith(isoDate(), '31/12/2025'))).toBe('invalid_date');
    expect(err(parseWith(isoDate(), '2025-02-30'))).toBe('invalid_date');
    expect(err(parseWith(isoDate(), ''))).toBe('required');
    expect(optionalIsoDate().parse('')).toBeUndefined();
  });
});

describe('numbers', () => {
  it('reads whole amounts as typed', () => {
    expect(wholeNumber().parse('1,234,567')).toBe(1234567);
    expect(wholeNumber().parse('១ ០០០')).toBe(1000);
    expect(wholeNumber().parse(0)).toBe(0);
  });
  it('refuses decimals, negatives, text and blanks', () => {
    expect(err(parseWith(wholeNumber(), '12.50'))).toBe('whole_amount');
    expect(err(parseWith(wholeNumber(), -1))).toBe('non_negative');
    expect(err(parseWith(wholeNumber(), '12abc'))).toBe('number_required');
    expect(err(parseWith(wholeNumber(), ''))).toBe('required');
    expect(err(parseWith(wholeNumber(), '9'.repeat(30)))).toBe('number_too_large');
    expect(err(parseWith(wholeNumber({ max: 50 }), 51))).toBe('number_too_large');
    expect(err(parseWith(wholeNumber({ min: 1 }), 0))).toBe('number_too_small');
  });
  it('lets an optional number be blank', () => {
    expect(optionalWholeNumber().parse('')).toBeUndefined();
    expect(optionalWholeNumber().parse('5')).toBe(5);
  });
  it('reads positive decimals', () => {
    expect(positiveDecimal().parse('4,100.25')).toBe(4100.25);
    expect(err(parseWith(positiveDecimal(), '0'))).toBe('positive_number');
    expect(err(parseWith(positiveDecimal(), 'Infinity'))).toBe('number_required');
  });
});

describe('flags', () => {
  it('reads yes/no as forms send them', () => {
    expect(flag().parse('yes')).toBe(true);
    expect(flag().parse(' No ')).toBe(false);
    expect(flag().parse(true)).toBe(true);
    expect(err(parseWith(flag(), 'maybe'))).toBe('invalid_option');
    expect(err(parseWith(flag(), ''))).toBe('required');
  });
});
