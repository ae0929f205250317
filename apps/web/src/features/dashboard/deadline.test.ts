import { describe, expect, it } from 'vitest';
import { daysUntil, filingDeadline, greetingKey } from './deadline';

describe('filingDeadline', () => {
  it('is 3 months and 20 days after the year end when not audited', () => {
    expect(filingDeadline('2025-12-31', false)).toBe('2026-04-20');
  });
  it('is 6 months and 20 days after the year end when audited', () => {
    expect(filingDeadline('2025-12-31', true)).toBe('2026-07-20');
  });
  it('clamps the month end before adding the days', () => {
    expect(filingDeadline('2025-08-31', false)).toBe('2025-12-20');
    expect(filingDeadline('2025-03-31', true)).toBe('2025-10-20');
  });
});

describe('daysUntil', () => {
  it('counts whole days, negative when past', () => {
    expect(daysUntil('2026-01-10', new Date(2026, 0, 1, 15))).toBe(9);
    expect(daysUntil('2025-12-31', new Date(2026, 0, 1))).toBe(-1);
  });
});

describe('greetingKey', () => {
  it('follows the time of day', () => {
    expect([5, 11, 12, 17, 18, 23].map(greetingKey)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});
