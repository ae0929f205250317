import type { Fact, Period, RenderingModel, RoundingLevel } from '../model/types';
import { periodKey } from '../periods';
import { roundAt, scaleOf } from '../rounding';
import { EMPTY } from './slots';

/**
 * The facts as printed and filed: monetary values at the rounding level. Where the rendering model has the figure its
 * allocated `rounded` amount is used (so printed totals still add up); otherwise the value is rounded half to even.
 */
export function reportedFacts(facts: Fact[], rounding: RoundingLevel, rendering?: RenderingModel): Fact[] {
  const scale = scaleOf(rounding);
  if (scale === 0) return facts;
  // The printed amounts by concept, then by period key; a period's key made once per period object (a set's facts
  // and rows share a few), not a `concept|period` string per row and per fact.
  const keys = new Map<Period, string>();
  const keyOf = (period: Period) => {
    let key = keys.get(period);
    if (key === undefined) {
      key = periodKey(period);
      keys.set(period, key);
    }
    return key;
  };
  // Per concept, its rows' periods and printed amounts in turns (`[period, rounded, period, rounded…]`): a concept has
  // a row or two, so an array each rather than a map per concept.
  const printed = new Map<string, (Period | number | typeof EMPTY)[]>();
  for (const section of rendering?.sections ?? []) {
    for (const row of section.rows) {
      for (const key in row.amounts) {
        const amount = row.amounts[key as keyof typeof row.amounts];
        const period = row.periods[key as keyof typeof row.periods];
        if (!amount || !period) continue;
        const list = printed.get(row.concept);
        // Room for a row's two amounts (a year and its comparative) at once: a push grows two slots to nineteen.
        if (!list) printed.set(row.concept, [period, amount.rounded, EMPTY, EMPTY]);
        else if (list[2] === EMPTY) {
          list[2] = period;
          list[3] = amount.rounded;
        } else list.push(period, amount.rounded);
      }
    }
  }
  return facts.map((fact) => {
    if (typeof fact.value !== 'number' || (fact.unit !== 'KHR' && fact.unit !== 'USD')) return fact;
    const rounded = printedAt(printed.get(fact.concept), fact.period, keyOf) ?? roundAt(fact.value, -scale);
    return rounded === fact.value ? fact : { ...fact, value: rounded };
  });
}

/** The amount printed for a period among a concept's rows: the last row's with the period's key (as a map kept it). */
function printedAt(
  list: (Period | number | typeof EMPTY)[] | undefined,
  period: Period,
  keyOf: (period: Period) => string,
): number | undefined {
  if (!list) return undefined;
  let key: string | undefined;
  for (let i = list.length - 2; i >= 0; i -= 2) {
    const at = list[i];
    if (at === EMPTY) continue;
    if (at === period) return list[i + 1] as number;
    key ??= keyOf(period);
    if (keyOf(at as Period) === key) return list[i + 1] as number;
  }
  return undefined;
}
