import type { Fact, Period, RenderingModel, RoundingLevel } from '../model/types';
import { periodKey } from '../periods';
import { roundAt, scaleOf } from '../rounding';

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
  const printed = new Map<string, Map<string, number>>();
  for (const section of rendering?.sections ?? []) {
    for (const row of section.rows) {
      for (const key of Object.keys(row.amounts)) {
        const amount = row.amounts[key as keyof typeof row.amounts];
        const period = row.periods[key as keyof typeof row.periods];
        if (!amount || !period) continue;
        let byPeriod = printed.get(row.concept);
        if (!byPeriod) {
          byPeriod = new Map();
          printed.set(row.concept, byPeriod);
        }
        byPeriod.set(keyOf(period), amount.rounded);
      }
    }
  }
  return facts.map((fact) => {
    if (typeof fact.value !== 'number' || (fact.unit !== 'KHR' && fact.unit !== 'USD')) return fact;
    const rounded = printed.get(fact.concept)?.get(keyOf(fact.period)) ?? roundAt(fact.value, -scale);
    return rounded === fact.value ? fact : { ...fact, value: rounded };
  });
}
