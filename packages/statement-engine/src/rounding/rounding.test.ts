import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalculationArc } from '../model/types';
import { allocate, roundNetwork, roundToUnit, roundingUnit } from '.';

describe('rounding', () => {
  it('rounds halves away from zero', () => {
    expect([1499, 1500, -1500, -1499, 0].map((v) => roundToUnit(v, 1000))).toEqual([1000, 2000, -2000, -1000, 0]);
    expect(roundingUnit('millions')).toBe(1_000_000);
  });

  it('allocates a total by the largest remainders', () => {
    // 1.4 + 1.4 + 1.2 = 4.0: plain rounding prints 1 + 1 + 1 = 3; allocation gives the missing unit to a 1.4.
    expect(allocate([1400, 1400, 1200], 4000, 1000)).toEqual([2000, 1000, 1000]);
  });

  it('always allocates parts that sum to the target, each within one unit of the share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(1, 1000, 1_000_000),
        (values, unit) => {
          const target = roundToUnit(
            values.reduce((a, b) => a + b, 0),
            unit,
          );
          const parts = allocate(values, target, unit);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(target);
          parts.forEach((p, i) => {
            expect(p % unit === 0).toBe(true);
            expect(Math.abs(p - values[i]!)).toBeLessThan(unit);
          });
        },
      ),
    );
  });

  it('rounds a network so every total is the sum of its printed parts, with fixed values respected', () => {
    const arcs: CalculationArc[] = [
      { parent: 'P', child: 'G', weight: 1, order: 1 },
      { parent: 'P', child: 'X', weight: -1, order: 2 },
      { parent: 'G', child: 'R', weight: 1, order: 1 },
      { parent: 'G', child: 'C', weight: -1, order: 2 },
    ];
    const values = new Map([
      ['R', 10_600],
      ['C', 4_300],
      ['G', 6_300],
      ['X', 1_450],
      ['P', 4_850],
    ]);
    const rounded = new Map<string, number>();
    roundNetwork(arcs, values, rounded, 1000);
    expect(rounded.get('P')).toBe(5000);
    expect(rounded.get('G')! - rounded.get('X')!).toBe(rounded.get('P'));
    expect(rounded.get('R')! - rounded.get('C')!).toBe(rounded.get('G'));
    const fixed = new Map([['R', 11_000]]);
    roundNetwork(arcs, values, fixed, 1000);
    expect(fixed.get('R')).toBe(11_000);
    expect(fixed.get('R')! - fixed.get('C')!).toBe(fixed.get('G'));
  });
});
