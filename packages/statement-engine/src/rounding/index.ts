/**
 * Rounding to a printed unit (thousands, millions…) so that every printed total still adds up: totals are rounded
 * first, then their parts are allocated by the largest-remainder method (ties to the earlier line), top-down.
 */
import type { CalculationArc, RoundingLevel } from '../model/types';
import { ROUNDING_SCALE } from '../model/types';

/** The power of ten of a rounding level (thousands → 3), 0 for whole units or an unknown level. */
export function scaleOf(level: RoundingLevel | undefined): number {
  return (level && ROUNDING_SCALE[level]) ?? 0;
}

/** 10^0 … 10^22 computed once (the same numbers `10 ** scale` gives): rounding a set's facts asks hundreds of times. */
const POWERS_OF_TEN: readonly number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** 10^scale: the printed unit of a scale (3 → 1,000); a negative scale gives a fraction (−2 → 0.01). */
export function unitOfScale(scale: number): number {
  return (scale >= 0 && scale <= 22 && POWERS_OF_TEN[scale]) || 10 ** scale;
}

/** 10^scale for a rounding level: the printed unit in whole currency units. */
export function roundingUnit(level: RoundingLevel): number {
  return unitOfScale(scaleOf(level));
}

/** Rounds half to even at `decimals` (Calculations 1.1 round-to-nearest); decimals −3 rounds to thousands. */
export function roundAt(value: number, decimals: number): number {
  const factor = unitOfScale(Math.abs(decimals));
  const scaled = decimals >= 0 ? value * factor : value / factor;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  let rounded: number;
  if (Math.abs(diff - 0.5) < 1e-9) rounded = floor % 2 === 0 ? floor : floor + 1;
  else rounded = Math.round(scaled);
  return decimals >= 0 ? rounded / factor : rounded * factor;
}

/** Rounds to a multiple of `unit`, halves away from zero (what a reader expects of a printed figure). */
export function roundToUnit(value: number, unit: number): number {
  if (unit === 1) return Math.round(value) || 0;
  const sign = value < 0 ? -1 : 1;
  const result = sign * Math.floor(Math.abs(value) / unit + 0.5) * unit;
  return result === 0 ? 0 : result; // never -0 (JSON and printing would disagree)
}

/**
 * Splits `target` (a multiple of `unit`) over `values` so each part is a multiple of `unit`, the parts sum to `target`,
 * and each part is as close to its value as the total allows: floors first, then one unit to the largest remainders.
 */
export function allocate(values: readonly number[], target: number, unit: number): number[] {
  if (values.length === 0) return [];
  const floors = values.map((v) => Math.floor(v / unit) * unit);
  const remainders = values.map((v, i) => v - floors[i]!);
  const extra = Math.round((target - floors.reduce((a, b) => a + b, 0)) / unit);
  const n = values.length;
  const each = Math.floor(extra / n);
  const rest = extra - each * n;
  const order = values.map((_, i) => i).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  const result = floors.map((f) => f + each * unit);
  for (let k = 0; k < rest; k++) result[order[k]!]! += unit;
  return result;
}

/**
 * Rounds the concepts of one calculation network for one period. `values` holds the unrounded values; `rounded`
 * holds what is already fixed (from networks rounded before, or set by the caller) and receives the results.
 */
export function roundNetwork(
  arcs: readonly CalculationArc[],
  values: ReadonlyMap<string, number>,
  rounded: Map<string, number>,
  unit: number,
): void {
  const children = new Map<string, CalculationArc[]>();
  const isChild = new Set<string>();
  for (const arc of arcs) {
    const list = children.get(arc.parent) ?? [];
    list.push(arc);
    children.set(arc.parent, list);
    isChild.add(arc.child);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  const value = (concept: string) => values.get(concept) ?? 0;

  // A concept is settled when fixed, or when all its parts are settled (its rounded value is then their sum).
  const settled = (concept: string): number | undefined => {
    const fixed = rounded.get(concept);
    if (fixed !== undefined) return fixed;
    const parts = children.get(concept);
    if (!parts) return undefined;
    let sum = 0;
    for (const arc of parts) {
      const part = settled(arc.child);
      if (part === undefined) return undefined;
      sum += arc.weight * part;
    }
    return sum;
  };

  const spread = (concept: string): void => {
    const parts = children.get(concept);
    if (!parts) return;
    const target = rounded.get(concept)!;
    const free: CalculationArc[] = [];
    let remaining = target;
    for (const arc of parts) {
      const part = settled(arc.child);
      if (part === undefined) free.push(arc);
      else {
        rounded.set(arc.child, part);
        remaining -= arc.weight * part;
      }
    }
    const shares = allocate(
      free.map((arc) => arc.weight * value(arc.child)),
      remaining,
      unit,
    );
    free.forEach((arc, i) => {
      rounded.set(arc.child, arc.weight * shares[i]!);
    });
    for (const arc of parts) spread(arc.child);
  };

  for (const root of children.keys()) {
    if (isChild.has(root)) continue;
    if (!rounded.has(root)) rounded.set(root, settled(root) ?? roundToUnit(value(root), unit));
    spread(root);
  }
}
