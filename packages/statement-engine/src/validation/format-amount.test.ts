// The validator's messages write whole amounts without Intl (issue 30): the same text as Intl's en-US format.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent } from './context';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('formatAmount', () => {
  it('writes whole amounts as Intl does, in both languages, and leaves the rest to Intl', () => {
    const values = [0, -0, 1, -1, 12, 999, 1000, -1000, 123456, 1234567, -98765432109, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 17)), i - 1000);
    values.push(2 ** 53, 1e21, -1e22, 0.5, 1234.567, -0.004, Number.NaN, Number.POSITIVE_INFINITY);
    // Amounts with decimals, ties at the second decimal, and sizes at the edge of 15 digits.
    values.push(0.005, -0.005, 0.015, 1.005, 2.675, 1.995, -1.995, 0.1 + 0.2, 1e-7, 123456789012.345, 9999999999999.99);
    for (let i = 0; i < 3000; i++) {
      const x = Math.sin(i) * 10 ** ((i % 16) - 3);
      values.push(x, Math.round(x * 1000) / 1000, Math.round(x * 100) / 100 + 0.005, i / 200, -i / 2000);
    }
    for (const value of values) {
      expect(formatAmount(value, 'en')).toBe(intl.format(value));
      expect(formatAmount(value, 'kh')).toBe(intl.format(value).replace(/[0-9]/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!));
    }
  });
});

const intlPercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

describe('formatPercent', () => {
  it('writes percentages as Intl does (rounded half away from zero on the shortest decimal), in both languages', () => {
    const values = [0, -0, 1, -1, 0.5, 0.00125, 0.00135, 0.00145, -0.00145, 0.0005, -0.0004, 0.9995, 1e-7, -1e-7];
    values.push(1e-6, 123456.789, 99999999.9995, 1e10, -1e10, 1e12, 0.1 + 0.2, 1 / 3, -2 / 3, Number.NaN);
    values.push(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MIN_VALUE, -Number.MIN_VALUE);
    for (let i = 0; i < 3000; i++) {
      const x = Math.sin(i) * 10 ** ((i % 14) - 6);
      values.push(x, Math.round(x * 10000) / 10000 + 0.00005, Math.round(x * 1000) / 100000, i / 2000, -i / 20000);
    }
    for (const value of values) {
      expect(formatPercent(value, 'en')).toBe(intlPercent.format(value));
      expect(formatPercent(value, 'kh')).toBe(
        intlPercent.format(value).replace(/[0-9]/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!),
      );
    }
  });
});
