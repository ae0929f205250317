// A statement set's reported facts and their index are kept per set (issue 30: a set is validated again, and last year's
// set with every validation of this year's). A set changed in place between two validations must be validated as it
// is then: each case compares with the same set copied (nothing kept for the copy).
import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import type { Fact, StatementSettings } from '../model/types';
import { buildStatements } from '../statements';
import type { ValidationInput } from './types';
import { RuleContext, validateStatements } from '.';

/** The demo's statements and last year's; at units (the default here) a fact's value is what is reported. */
function input(rounding: StatementSettings['rounding'] = 'units'): ValidationInput {
  const build = (settings: Partial<StatementSettings>) =>
    buildStatements({
      settings: { ...DEMO_SETTINGS, ...settings },
      trialBalance: demoTrialBalance(),
      entity: DEMO_ENTITY,
      notes: DEMO_NOTES,
      texts: DEMO_TEXTS,
    });
  return {
    statements: build({ rounding }),
    previous: build({ rounding, periodEnd: '2024-12-31', reportingYear: 2024 }),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  };
}

/** The result for these objects (kept index or not), and for a copy of them (indexed afresh). */
const both = (given: ValidationInput) => ({
  kept: JSON.stringify(validateStatements(given)),
  fresh: JSON.stringify(validateStatements(structuredClone(given))),
});

const numeric = (facts: Fact[], concept: string) =>
  facts.find((f) => f.concept === concept && typeof f.value === 'number' && 'instant' in f.period)!;

describe('the reported facts kept per statement set', () => {
  it('a set validated again gives the same result', () => {
    const given = input();
    const first = JSON.stringify(validateStatements(given));
    for (let i = 0; i < 3; i++) expect(JSON.stringify(validateStatements(given))).toBe(first);
  });

  // (Rounded, a figure the statements print is reported as printed, whatever its fact says: a value changed in place
  // then changes nothing, at units it does.)
  const changes: [string, (i: ValidationInput) => void][] = [
    ['a value', (i) => (numeric(i.statements.facts, 'ifrs-full:Inventories').value = -5_000_000_000)],
    [
      'a fact removed',
      (i) =>
        i.statements.facts.splice(i.statements.facts.indexOf(numeric(i.statements.facts, 'ifrs-full:Inventories')), 1),
    ],
    [
      'a fact added',
      (i) => i.statements.facts.push({ ...numeric(i.statements.facts, 'ifrs-full:Inventories'), value: -1 }),
    ],
    [
      'a concept',
      (i) => (numeric(i.statements.facts, 'ifrs-full:Inventories').concept = 'ifrs-full:CurrentTaxLiabilities'),
    ],
    [
      "a period's date",
      (i) =>
        ((numeric(i.statements.facts, 'ifrs-full:Inventories').period as { instant: string }).instant = '2025-06-30'),
    ],
    ['the rounding', (i) => (i.statements.settings.rounding = 'millions')],
    ["last year's value", (i) => (numeric(i.previous!.facts, 'ifrs-full:RetainedEarnings').value = 123_456_789_000)],
  ];
  for (const [what, change] of changes)
    it(`sees ${what} changed in place between two validations`, () => {
      const given = input(what === 'the rounding' ? 'thousands' : 'units');
      // Validated twice: from the second validation on, the set's index is kept.
      const before = both(given);
      expect(before.kept).toBe(before.fresh);
      expect(JSON.stringify(validateStatements(given))).toBe(before.kept);
      change(given);
      const after = both(given);
      expect(after.kept).toBe(after.fresh);
      expect(after.kept).not.toBe(before.kept);
    });
});

describe("a context's facts by concept and period", () => {
  it('answers one fact and a fact reported twice: every fact in order, the first as the value, last year the last', () => {
    const given = input();
    const { currentEnd, priorEnd } = new RuleContext(given).periods;
    const at = (facts: Fact[], concept: string, instant: string) =>
      facts.find((f) => f.concept === concept && (f.period as { instant?: string }).instant === instant)!;
    const inventories = at(given.statements.facts, 'ifrs-full:Inventories', currentEnd.instant);
    given.statements.facts.push({ ...inventories, value: 42 });
    const lastYear = at(given.previous!.facts, 'ifrs-full:Inventories', priorEnd.instant);
    given.previous!.facts.push({ ...lastYear, value: 43 });
    const ctx = new RuleContext(given);
    const end = ctx.periods.currentEnd;
    expect(ctx.factsAt('ifrs-full:Inventories', end).map((f) => f.value)).toEqual([inventories.value, 42]);
    expect(ctx.num('ifrs-full:Inventories', end)).toBe(inventories.value);
    expect(ctx.previousNum('ifrs-full:Inventories', ctx.periods.priorEnd)).toBe(43);
    const cash = at(given.statements.facts, 'ifrs-full:CashAndCashEquivalents', currentEnd.instant);
    // A single fact: a list of it, the same list when asked again, and the fact as the value.
    const list = ctx.factsAt(cash.concept, end);
    expect(list).toEqual([cash]);
    expect(ctx.factsAt(cash.concept, end)).toBe(list);
    expect(ctx.numberFact(cash.concept, end)).toBe(cash);
    expect(ctx.has(cash.concept, end)).toBe(true);
    expect(ctx.el(cash.concept, end)).toEqual({ concept: cash.concept, period: end, value: cash.value });
    expect(ctx.previousNum(cash.concept, ctx.periods.priorEnd)).toBe(
      at(given.previous!.facts, cash.concept, priorEnd.instant).value,
    );
    expect(ctx.factsAt('ifrs-full:NotReported', end)).toEqual([]);
    expect(ctx.has('ifrs-full:NotReported', end)).toBe(false);
  });
});
