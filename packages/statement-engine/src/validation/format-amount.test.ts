// The validator's messages write whole amounts without Intl (issue 30): the same text as Intl's en-US format.
import { describe, expect, it } from 'vitest';
import { formatAmount } from './context';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('formatAmount', () => {
  it('writes whole amounts as Intl does, in both languages, and leaves the rest to Intl', () => {
    const values = [0, -0, 1, -1, 12, 999, 1000, -1000, 123456, 1234567, -98765432109, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 2000; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 17)), i - 1000);
    values.push(2 ** 53, 1e21, -1e22, 0.5, 1234.567, -0.004, Number.NaN, Number.POSITIVE_INFINITY);
    for (const value of values) {
      expect(formatAmount(value, 'en')).toBe(intl.format(value));
      expect(formatAmount(value, 'kh')).toBe(intl.format(value).replace(/[0-9]/g, (d) => '០១២៣៤៥៦៧៨៩'[Number(d)]!));
    }
  });
});
