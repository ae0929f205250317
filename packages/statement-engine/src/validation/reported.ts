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
    const rounded = printedAt(printed.get(fact.concept), fact.period) ?? roundAt(fact.value, -scale);
    return rounded === fact.value ? fact : { ...fact, value: rounded };
  });
}

/** The amount printed for a period among a concept's rows: the last row's with the period's key (as a map kept it). */
function printedAt(list: (Period | number | typeof EMPTY)[] | undefined, period: Period): number | undefined {
  if (!list) return undefined;
  for (let i = list.length - 2; i >= 0; i -= 2) {
    const at = list[i];
    if (at !== EMPTY && sameKey(at as Period, period)) return list[i + 1] as number;
  }
  return undefined;
}

/**
 * Whether two periods have the same key (`periodKey`: the instant, or `start/end`), without making the keys: a row's
 * period objects are not the facts' (a set's rows have about 80). The keys are made only where dates are not plain
 * texts or hold a slash, where comparing the parts would not say the same.
 */
export function sameKey(a: Period, b: Period): boolean {
  if (a === b) return true;
  const aInstant = 'instant' in a;
  const bInstant = 'instant' in b;
  if (aInstant && bInstant) return a.instant === b.instant;
  if (!aInstant && !bInstant) {
    if (a.start === b.start && a.end === b.end) return true;
    if (plain(a.start) && plain(b.start) && typeof a.end === 'string' && typeof b.end === 'string') return false;
  } else if (plain(aInstant ? (a as { instant: unknown }).instant : (b as { instant: unknown }).instant)) return false;
  return periodKey(a) === periodKey(b);
}
const plain = (text: unknown) => typeof text === 'string' && !text.includes('/');
