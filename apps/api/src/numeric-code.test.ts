import { describe, expect, it } from 'vitest';
import { numericCode } from './numeric-code';

describe('numericCode', () => {
  it('has exactly the digits asked for, leading zeros kept, and varies', () => {
    const codes = Array.from({ length: 2000 }, () => numericCode(4));
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    // 2,000 draws from 10,000 values: some start with 0 (≈ 10 %), and hardly any repeat.
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1500);
    expect(numericCode(6)).toMatch(/^\d{6}$/);
  });
});
