// `sameKey` says what comparing two periods' keys says, without making the keys (issue 30): checked on every pair of
// a list of periods with plain dates, slashes in dates, numbers and missing parts.
import { describe, expect, it } from 'vitest';
import type { Period } from '../model/types';
import { periodKey } from '../periods';
import { sameKey } from './reported';

const texts: unknown[] = [
  '2025-12-31',
  '2025-01-01',
  '2025-01-01/2025-12-31',
  '2025-01-01/2025',
  '2025',
  '12-31',
  '',
  undefined,
  2025,
];
const periods: Period[] = [];
for (const a of texts) {
  periods.push({ instant: a } as Period);
  for (const b of texts) periods.push({ start: a, end: b } as Period);
}

describe('sameKey', () => {
  it('agrees with comparing periodKey on every pair, the same object included', () => {
    for (const a of periods) for (const b of periods) expect(sameKey(a, b)).toBe(periodKey(a) === periodKey(b));
  });
});
