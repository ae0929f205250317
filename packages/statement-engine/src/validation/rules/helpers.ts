import type { Bilingual, Lang, Period } from '../../model/types';
import { unitOfScale } from '../../rounding';
import type { RuleContext } from '../context';
import type { ElementRef, Finding } from '../types';

/**
 * Calculations 1.1, round-to-nearest: a value reported with `decimals` d stands for the interval
 * [v − ½·10^−d, v + ½·10^−d]; a summation is consistent when the total's interval and the interval of the weighted
 * sum of the items intersect. `items` are [weight, value] pairs; every value carries the same decimals.
 */
export function consistentSum(total: number, items: readonly (readonly [number, number])[], decimals: number): boolean {
  const half = unitOfScale(-decimals) / 2;
  let low = 0;
  let high = 0;
  for (const [weight, value] of items) {
    const a = weight * (value - half);
    const b = weight * (value + half);
    low += Math.min(a, b);
    high += Math.max(a, b);
  }
  return withinSum(total, low, high, half);
}

/** Whether a total (± `half` a unit) meets the interval [low, high] of its items' weighted sum (`consistentSum`). */
export function withinSum(total: number, low: number, high: number, half: number): boolean {
  // A tolerance far below one unit absorbs floating-point error in the bounds.
  const epsilon = 1e-6;
  return total - half <= high + epsilon && low - epsilon <= total + half;
}

/** A term of a sum: a concept (local or qualified name) in a period with a weight. */
export interface Term {
  concept: string;
  period: Period;
  weight: number;
}

/** `label year value` in one language, for messages. */
export function describe(ctx: RuleContext, concept: string, period: Period, lang: Lang): string {
  const value = ctx.num(concept, period);
  const label = ctx.label(concept)[lang];
  return `${label} ${ctx.year(period, lang)} (${value === undefined ? '—' : ctx.amount(value, lang)})`;
}

/**
 * Checks `left = Σ weight × right` (Calculations 1.1: both sides rounded to the facts' decimals). Quiet when the left
 * side or every right-hand term is missing: there is nothing to compare.
 */
export function equality(
  ctx: RuleContext,
  left: { concept: string; period: Period },
  right: Term[],
  what: Bilingual,
): Finding[] {
  const leftValue = ctx.num(left.concept, left.period);
  if (leftValue === undefined) return [];
  // The sum and the bounds of its interval (`consistentSum`), each value read once; nothing is allocated unless the
  // equality fails (most hold).
  const half = unitOfScale(-ctx.decimals) / 2;
  let count = 0;
  let low = 0;
  let high = 0;
  for (const r of right) {
    const value = ctx.num(r.concept, r.period);
    if (value === undefined) continue;
    count++;
    const a = r.weight * (value - half);
    const b = r.weight * (value + half);
    low += Math.min(a, b);
    high += Math.max(a, b);
  }
  if (count === 0 || withinSum(leftValue, low, high, half)) return [];
  const present = right.filter((r) => ctx.num(r.concept, r.period) !== undefined);
  const sum = present.reduce((s, r) => s + r.weight * ctx.num(r.concept, r.period)!, 0);
  const diff = leftValue - sum;
  const terms = (lang: Lang) =>
    present
      .map(
        (r, i) =>
          `${i === 0 ? (r.weight < 0 ? '− ' : '') : r.weight < 0 ? ' − ' : ' + '}${describe(ctx, r.concept, r.period, lang)}`,
      )
      .join('');
  const elements: ElementRef[] = [
    ctx.el(left.concept, left.period),
    ...present.map((r) => ctx.el(r.concept, r.period)),
  ];
  return [
    {
      message: {
        en: `${what.en}: ${describe(ctx, left.concept, left.period, 'en')} does not equal ${terms('en')} = ${ctx.amount(sum, 'en')}; difference ${ctx.amount(diff, 'en')}.`,
        kh: `${what.kh}៖ ${describe(ctx, left.concept, left.period, 'kh')} មិនស្មើនឹង ${terms('kh')} = ${ctx.amount(sum, 'kh')}; ខុសគ្នា ${ctx.amount(diff, 'kh')}។`,
      },
      elements,
    },
  ];
}

/** The first of several candidate concepts (local names) that has a value in the period. */
export function firstReported(ctx: RuleContext, locals: string[], period: Period): string | undefined {
  for (const local of locals) if (ctx.val(local, period) !== undefined) return ctx.q(local);
  return undefined;
}

/** A single finding with a message and elements. */
export function finding(message: Bilingual, elements: ElementRef[] = []): Finding[] {
  return [{ message, elements }];
}

/**
 * A year whose cash flows cannot be drawn: none reported, no cash at its start (no prior year on file) and no first
 * year of reporting stated. CF009 says so once, with what to do; CF004 and GI008 leave its cash-flow facts to it.
 */
export function lacksOpeningBalances(ctx: RuleContext): boolean {
  if (ctx.settings.firstYearOfReporting === true) return false;
  const p = ctx.periods;
  return (
    !ctx.has(ctx.q('CashAndCashEquivalents'), p.priorEnd) &&
    !ctx.has(ctx.q('IncreaseDecreaseInCashAndCashEquivalents'), p.current) &&
    !ctx.has(ctx.q('CashFlowsFromUsedInOperatingActivities'), p.current)
  );
}

/** The concepts of the chosen cash-flow statement (GI008 leaves them to CF009 when there are no opening balances). */
export function cashFlowConcepts(ctx: RuleContext): ReadonlySet<string> {
  return ctx.sectionConcepts('cashFlows');
}
