import type { Fact, RenderingModel, RoundingLevel } from '../model/types';
import { periodKey } from '../periods';
import { roundAt, scaleOf } from '../rounding';

/**
 * The facts as printed and filed: monetary values at the rounding level. Where the rendering model has the figure its
 * allocated `rounded` amount is used (so printed totals still add up); otherwise the value is rounded half to even.
 */
export function reportedFacts(facts: Fact[], rounding: RoundingLevel, rendering?: RenderingModel): Fact[] {
  const scale = scaleOf(rounding);
  if (scale === 0) return facts;
  const printed = new Map<string, number>();
  for (const section of rendering?.sections ?? []) {
    for (const row of section.rows) {
      for (const [key, amount] of Object.entries(row.amounts)) {
        const period = row.periods[key as keyof typeof row.periods];
        if (amount && period) printed.set(`${row.concept}|${periodKey(period)}`, amount.rounded);
      }
    }
  }
  return facts.map((fact) => {
    if (typeof fact.value !== 'number' || (fact.unit !== 'KHR' && fact.unit !== 'USD')) return fact;
    const rounded = printed.get(`${fact.concept}|${periodKey(fact.period)}`) ?? roundAt(fact.value, -scale);
    return rounded === fact.value ? fact : { ...fact, value: rounded };
  });
}
