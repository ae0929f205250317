// Property: whatever balanced trial balance comes in, the statements the engine builds pass every consistency rule
// (in every framework, layout, rounding level, with and without translation) and export to consistent XBRL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultChart } from '../chart';
import { DEMO_SETTINGS } from '../demo';
import { FRAMEWORKS, PL_TYPES, ROUNDING_LEVELS, SFP_TYPES } from '../model/types';
import { buildStatements } from '../statements';
import { balancedTrialBalance } from '../statements/testing';
import { buildXbrlPackage, checkXbrlReport } from '../xbrl';
import { VALIDATION_RULES, validateStatements } from '.';

/** Rules about the statements agreeing with themselves (not about what the preparer still has to supply). */
const CONSISTENCY = new Set([
  'FP001',
  'FP002',
  'FP100',
  'PL001',
  'PL002',
  'PL100',
  'CF001',
  'CF002',
  'CF003',
  'CF100',
  'EQ100',
  'GI007',
  'GI010',
  'GI011',
  'GI012',
  'GI013',
  'GI017',
]);
const rules = VALIDATION_RULES.filter((r) => CONSISTENCY.has(r.id));

const scenario = fc
  .record({
    framework: fc.constantFrom(...FRAMEWORKS),
    sfpType: fc.constantFrom(...SFP_TYPES),
    plType: fc.constantFrom(...PL_TYPES),
    rounding: fc.constantFrom(...ROUNDING_LEVELS),
    years: fc.integer({ min: 1, max: 3 }),
    translate: fc.boolean(),
    closing: fc.integer({ min: 3_900, max: 4_200 }),
    average: fc.integer({ min: 3_900, max: 4_200 }),
  })
  .chain((v) =>
    fc.record({
      v: fc.constant(v),
      trialBalance: balancedTrialBalance(defaultChart(v.framework), [2025, 2024, 2023].slice(0, v.years).reverse()),
    }),
  );

describe('properties of validation and export on engine-built statements', () => {
  it('every balanced trial balance gives statements that pass the consistency rules', () => {
    expect(rules.length).toBe(CONSISTENCY.size);
    fc.assert(
      fc.property(scenario, ({ v, trialBalance }) => {
        const set = buildStatements({
          settings: {
            ...DEMO_SETTINGS,
            framework: v.framework,
            sfpType: v.sfpType,
            plType: v.plType,
            rounding: v.rounding,
            ...(v.translate ? { functionalCurrency: 'USD', closingRate: v.closing, averageRate: v.average } : {}),
          },
          trialBalance,
          chart: defaultChart(v.framework),
        });
        const errors = validateStatements({ statements: set }, rules).errors;
        expect(errors.map((e) => `${e.id}: ${e.message.en}`)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('and export to an instance and an Inline XBRL document that pass the self-check', () => {
    fc.assert(
      fc.property(scenario, ({ v, trialBalance }) => {
        const set = buildStatements({
          settings: {
            ...DEMO_SETTINGS,
            framework: v.framework,
            sfpType: v.sfpType,
            plType: v.plType,
            rounding: v.rounding,
          },
          trialBalance,
          chart: defaultChart(v.framework),
          entity: { nameEn: 'Test Co.', nameKh: 'ក្រុមហ៊ុនសាកល្បង', registrationNumber: '123' },
        });
        const pkg = buildXbrlPackage({ statements: set });
        expect(checkXbrlReport(pkg.files, pkg.instancePath).map((p) => p.message)).toEqual([]);
        expect(checkXbrlReport(pkg.files, pkg.inlinePath).map((p) => p.message)).toEqual([]);
      }),
      { numRuns: 6 },
    );
    // Parsing a whole package twice per run takes a few seconds on a busy machine.
  }, 120_000);
});
