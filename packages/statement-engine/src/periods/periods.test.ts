// addDays remembers the day before and after a date (issue 30): a remembered answer is the computed one, and a text
// that is not a date is refused every time, never remembered.
import { describe, expect, it } from 'vitest';
import { addDays } from '.';

describe('addDays', () => {
  it('answers the day before and after alike when asked again, across months, years and leap days', () => {
    for (const iso of ['2024-02-28', '2024-02-29', '2024-03-01', '2025-01-01', '2025-12-31', '2023-03-01']) {
      const before = addDays(iso, -1);
      const after = addDays(iso, 1);
      expect(addDays(iso, -1)).toBe(before);
      expect(addDays(iso, 1)).toBe(after);
      expect(addDays(after, -1)).toBe(iso);
      expect(addDays(before, 1)).toBe(iso);
    }
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-31', 30)).toBe('2025-03-02');
  });
  it('refuses a text that is not a date, each time it is asked', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow();
    expect(() => addDays('2025-02-30', 1)).toThrow();
    expect(() => addDays('not a date', -1)).toThrow();
  });
});
