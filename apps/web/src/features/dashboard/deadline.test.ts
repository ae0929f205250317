import { describe, expect, it } from 'vitest';
import { daysUntil, greetingKey, statementDeadline } from './deadline';

describe('statementDeadline', () => {
  it("uses the entity's audit requirement when the statement has none", () => {
    const notAudited = statementDeadline({ periodEnd: '2025-12-31' }, false);
    const audited = statementDeadline({ periodEnd: '2025-12-31' }, true);
    expect(notAudited).toBe('2026-04-20');
    expect(audited).toBe('2026-07-20');
  });
  it("lets the statement's own audit flag win over the entity's", () => {
    expect(statementDeadline({ periodEnd: '2025-12-31', audited: true }, false)).toBe(
      statementDeadline({ periodEnd: '2025-12-31' }, true),
    );
    expect(statementDeadline({ periodEnd: '2025-12-31', audited: false }, true)).toBe(
      statementDeadline({ periodEnd: '2025-12-31' }, false),
    );
    expect(statementDeadline({ periodEnd: '2025-12-31', audited: null }, true)).toBe('2026-07-20');
  });
  it('has no deadline (rather than an error) without a usable period end', () => {
    expect(statementDeadline({}, false)).toBeUndefined();
    expect(statementDeadline({ periodEnd: null }, true)).toBeUndefined();
    expect(statementDeadline({ periodEnd: '' }, true)).toBeUndefined();
    expect(statementDeadline({ periodEnd: '31/12/2025' }, false)).toBeUndefined();
  });
});

describe('daysUntil', () => {
  it('counts whole days, negative when past', () => {
    expect(daysUntil('2026-01-10', new Date(2026, 0, 1, 15))).toBe(9);
    expect(daysUntil('2025-12-31', new Date(2026, 0, 1))).toBe(-1);
  });
  it('counts down to the deadline the dashboard shows', () => {
    const deadline = statementDeadline({ periodEnd: '2025-12-31' }, false);
    expect(deadline && daysUntil(deadline, new Date(2026, 3, 1))).toBe(19);
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
