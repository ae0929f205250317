import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { InvalidSettingError } from '../errors';
import { ROUNDING_LEVELS, type RoundingLevel, type StatementSettings } from '../model/types';
import { buildStatements, rerender } from '.';
import { buildScenario, statementScenario } from './testing';

const demo = (rounding: RoundingLevel, settings: Partial<StatementSettings> = {}) =>
  buildStatements({
    settings: { ...DEMO_SETTINGS, ...settings, rounding },
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });

/** A statement set as the API sends it and the browser reads it. */
const overJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('rerender: a statement set at another rounding level without a rebuild', () => {
  it('equals a full build at every level, from every level, on the demo statements (notes and texts too)', () => {
    for (const from of ROUNDING_LEVELS) {
      const built = demo(from);
      for (const to of ROUNDING_LEVELS) {
        expect(rerender(built, to), `${from} → ${to}`).toEqual(demo(to));
      }
    }
  }, 30_000);

  it('works on the JSON the API sends, and leaves the given set as it was', () => {
    const sent = overJson(demo('units'));
    const before = structuredClone(sent);
    expect(overJson(rerender(sent, 'millions'))).toEqual(overJson(demo('millions')));
    expect(sent).toEqual(before);
  });

  it('changes what a rounding level shows: the printed amounts, the scale and the level-of-rounding texts', () => {
    const units = demo('units');
    const thousands = rerender(units, 'thousands');
    expect(thousands.rendering.scale).toBe(3);
    expect(thousands.settings.rounding).toBe('thousands');
    const revenue = (set: typeof units) =>
      set.rendering.sections
        .flatMap((s) => s.rows)
        .find((r) => r.concept === 'ifrs-full:Revenue' && r.role === 'standard')!.amounts.current!;
    expect(revenue(thousands).value).toBe(revenue(units).value);
    expect(revenue(thousands).display).toBe(Math.round(revenue(units).value / 1_000));
    const level = thousands.facts.filter((f) => f.concept === 'ifrs-full:LevelOfRoundingUsedInFinancialStatements');
    expect(level.map((f) => f.value).sort()).toEqual(['Thousands', 'ពាន់']);
    // Computed figures stay as they were.
    expect(thousands.ratios).toBe(units.ratios);
    expect(thousands.facts.filter((f) => f.unit)).toEqual(units.facts.filter((f) => f.unit));
  });

  it('equals a full build on random balanced trial balances (one to three years, every variant, translated too)', () => {
    fc.assert(
      fc.property(statementScenario, fc.constantFrom(...ROUNDING_LEVELS), (s, to) => {
        const target = { ...s, variant: { ...s.variant, rounding: to } };
        expect(overJson(rerender(overJson(buildScenario(s)), to))).toEqual(overJson(buildScenario(target)));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('keeps the opening balances a three-year trial balance gives, so the comparative cash flows round as built', () => {
    const threeYears = fc.sample(
      statementScenario.filter((s) => s.variant.years === 3),
      { numRuns: 1, seed: 7 },
    )[0]!;
    const set = buildScenario({ ...threeYears, variant: { ...threeYears.variant, rounding: 'units' } });
    expect(set.openingBalances?.['ifrs-full:Equity']).toBeTypeOf('number');
    const { openingBalances: _, ...withoutOpening } = set;
    expect(() => rerender(withoutOpening, 'thousands')).toThrow(InvalidSettingError);
    expect(() => rerender(set, 'tenths' as RoundingLevel)).toThrow(/rounding must be one of/);
  });
});
