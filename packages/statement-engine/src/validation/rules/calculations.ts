import type { CalculationArc, Concept, Fact, Lang, Period, Section, Taxonomy } from '../../model/types';
import { unitOfScale } from '../../rounding';
import { calculationGroups, localName, type RuleContext } from '../context';
import { rule, t, type ValidationRule } from '../rule';
import type { Finding } from '../types';
import { consistentSum, describe, withinSum } from './helpers';

/** Concepts that are legitimately negative (net results, movements, reserves): the sign assistant leaves them alone. */
const NET_CONCEPT =
  /IncreaseDecrease|GainLoss|GainsLosses|ProfitLoss|RetainedEarnings|Reserve|Adjustment|CashFlows|NetCash|Comprehensive|Equity|EffectOf|Difference|IncomeExpense|Surplus|Deficit|IncomeTax|CashAndCashEquivalents|Accumulated|Net[A-Z]/;

function periodsOf(ctx: RuleContext): Period[] {
  const p = ctx.periods;
  return [p.current, p.prior, p.currentEnd, p.priorEnd, p.opening];
}

/** Every calculation relationship of the section's active networks, in every period (Calculations 1.1). */
function calculationFindings(ctx: RuleContext, section: Section): Finding[] {
  let findings: Finding[] | undefined;
  // The totals checked, by their fact (one per concept and period): a total in two networks is checked once.
  let seen: Set<Fact> | undefined;
  const periods = periodsOf(ctx);
  const d = ctx.decimals;
  const half = unitOfScale(-d) / 2;
  for (const network of ctx.activeNetworks()) {
    if (network.section !== section) continue;
    const groups = calculationGroups(network);
    for (let g = 0; g < groups.length; g++) {
      const [parent, arcs] = groups[g]!;
      // A total nothing reports is not checked in any period: the work follows the facts, not the taxonomy's size.
      if (!ctx.reports(parent)) continue;
      for (const period of periods) {
        const totalFact = ctx.numberFact(parent, period);
        if (totalFact === undefined || seen?.has(totalFact)) continue;
        const total = totalFact.value as number;
        // The reported items' sum and the bounds of its interval (`consistentSum`), each value read once; nothing
        // is allocated unless the relationship fails.
        let count = 0;
        let sum = 0;
        let low = 0;
        let high = 0;
        for (const a of arcs) {
          const value = ctx.num(a.child, period);
          if (value === undefined) continue;
          count++;
          sum += a.weight * value;
          const lo = a.weight * (value - half);
          const hi = a.weight * (value + half);
          low += Math.min(lo, hi);
          high += Math.max(lo, hi);
        }
        // Calculations 1.1: a summation with no contributing item is not checked.
        if (count === 0) continue;
        seen ??= new Set();
        seen.add(totalFact);
        if (withinSum(total, low, high, half)) continue;
        const items: CalculationArc[] = [];
        const pairs: [number, number][] = [];
        for (const a of arcs) {
          const value = ctx.num(a.child, period);
          if (value === undefined) continue;
          items.push(a);
          pairs.push([a.weight, value]);
        }
        // The sign assistant: which single sign flip would make the relationship hold?
        const flips = items.filter((_, i) =>
          consistentSum(
            total,
            pairs.map(([w, v], j) => [i === j ? -w : w, v] as const),
            d,
          ),
        );
        const parentFlipped = consistentSum(-total, pairs, d);
        const hint = (lang: Lang) => {
          const names = flips.map((a) => ctx.label(a.child)[lang]);
          if (parentFlipped) names.push(ctx.label(parent)[lang]);
          if (names.length === 0) return '';
          return lang === 'en' ? ` Likely sign flip: ${names.join(', ')}.` : ` ប្រហែលជាសញ្ញាបញ្ច្រាស៖ ${names.join(', ')}។`;
        };
        const terms = (lang: Lang) =>
          items
            .map(
              (a, i) =>
                `${i === 0 ? (a.weight < 0 ? '− ' : '') : a.weight < 0 ? ' − ' : ' + '}${describe(ctx, a.child, period, lang)}`,
            )
            .join('');
        findings ??= [];
        findings.push({
          message: {
            en: `${describe(ctx, parent, period, 'en')} does not equal the sum of its items ${terms('en')} = ${ctx.amount(sum, 'en')}; difference ${ctx.amount(total - sum, 'en')}.${hint('en')}`,
            kh: `${describe(ctx, parent, period, 'kh')} មិនស្មើនឹងផលបូកនៃធាតុរបស់វា ${terms('kh')} = ${ctx.amount(sum, 'kh')}; ខុសគ្នា ${ctx.amount(total - sum, 'kh')}។${hint('kh')}`,
          },
          elements: [ctx.el(parent, period), ...items.map((a) => ctx.el(a.child, period))],
        });
      }
    }
  }
  return findings ?? [];
}

/** Whether the sign assistant checks a concept: a monetary item with a balance type, not a net amount. */
function expectsSign(concept: Concept | undefined, name: string): boolean {
  return !!concept?.balance && concept.valueType === 'monetary' && !NET_CONCEPT.test(localName(name));
}
/** `expectsSign` of each concept of a taxonomy, found once per taxonomy (not a pattern test per fact and section). */
const signedOf = new WeakMap<Taxonomy, Map<string, boolean>>();
function signedConcepts(ctx: RuleContext, taxonomy: Taxonomy): ReadonlyMap<string, boolean> {
  let signed = signedOf.get(taxonomy);
  if (!signed) {
    signed = new Map();
    for (const name of Object.keys(taxonomy.concepts)) signed.set(name, expectsSign(ctx.concept(name), name));
    signedOf.set(taxonomy, signed);
  }
  return signed;
}

/** The sign assistant: negative amounts on items whose balance type expects a positive amount. */
function signFindings(ctx: RuleContext, section: Section): Finding[] {
  const concepts = ctx.sectionConcepts(section);
  const findings: Finding[] = [];
  // Without a taxonomy no concept has a balance type.
  const taxonomy = ctx.taxonomy;
  if (!taxonomy) return findings;
  const signed = signedConcepts(ctx, taxonomy);
  for (const fact of ctx.factScan().negatives) {
    if (!concepts.has(fact.concept)) continue;
    const concept = ctx.concept(fact.concept);
    if (!(signed.get(fact.concept) ?? expectsSign(concept, fact.concept)) || !concept?.balance) continue;
    const balance = concept.balance === 'debit' ? t('debit', 'ឥណពន្ធ') : t('credit', 'ឥណទាន');
    findings.push({
      message: {
        en: `${describe(ctx, fact.concept, fact.period, 'en')} is negative; a ${balance.en} item is entered as a positive amount (the sign may be flipped).`,
        kh: `${describe(ctx, fact.concept, fact.period, 'kh')} អវិជ្ជមាន; ធាតុ${balance.kh}ត្រូវបញ្ចូលជាចំនួនវិជ្ជមាន (សញ្ញាប្រហែលជាបញ្ច្រាស)។`,
      },
      elements: [ctx.el(fact.concept, fact.period)],
    });
  }
  return findings;
}

const CALC_TITLE = t(
  'The items add up to their total (calculation relationships)',
  'ធាតុនានាបូកបញ្ចូលគ្នាស្មើនឹងសរុប (ទំនាក់ទំនងការគណនា)',
);
const SIGN_TITLE = t('Signs agree with the balance type (sign assistant)', 'សញ្ញាស្របនឹងប្រភេទសមតុល្យ (ជំនួយការសញ្ញា)');

export const calculationRules: ValidationRule[] = [
  rule('FP100', 'genuine', 'financialPosition', CALC_TITLE, [], (ctx) => calculationFindings(ctx, 'financialPosition')),
  rule('PL100', 'genuine', 'profitOrLoss', CALC_TITLE, [], (ctx) => calculationFindings(ctx, 'profitOrLoss')),
  rule('CF100', 'genuine', 'cashFlows', CALC_TITLE, [], (ctx) => calculationFindings(ctx, 'cashFlows')),
  rule('EQ100', 'genuine', 'changesInEquity', CALC_TITLE, [], (ctx) => calculationFindings(ctx, 'changesInEquity')),
  rule('NT100', 'genuine', 'notes', CALC_TITLE, [], (ctx) => calculationFindings(ctx, 'notes')),
  rule('FP101', 'possible', 'financialPosition', SIGN_TITLE, [], (ctx) => signFindings(ctx, 'financialPosition')),
  rule('PL101', 'possible', 'profitOrLoss', SIGN_TITLE, [], (ctx) => signFindings(ctx, 'profitOrLoss')),
  rule('CF101', 'possible', 'cashFlows', SIGN_TITLE, [], (ctx) => signFindings(ctx, 'cashFlows')),
  rule('EQ101', 'possible', 'changesInEquity', SIGN_TITLE, [], (ctx) => signFindings(ctx, 'changesInEquity')),
  rule('NT101', 'possible', 'notes', SIGN_TITLE, [], (ctx) => signFindings(ctx, 'notes')),
];
