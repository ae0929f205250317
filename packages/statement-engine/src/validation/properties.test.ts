// Property: whatever balanced trial balance comes in, the statements the engine builds pass every consistency rule
// (in every framework, layout, rounding level, with and without translation) and export to consistent XBRL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildScenario, statementScenario } from '../statements/testing';
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

describe('properties of validation and export on engine-built statements', () => {
  it('every balanced trial balance gives statements that pass the consistency rules', () => {
    expect(rules.length).toBe(CONSISTENCY.size);
    fc.assert(
      fc.property(statementScenario, (scenario) => {
        const set = buildScenario(scenario);
        const errors = validateStatements({ statements: set }, rules).errors;
        expect(errors.map((e) => `${e.id}: ${e.message.en}`)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('and export to an instance and an Inline XBRL document that pass the self-check', () => {
    fc.assert(
      fc.property(statementScenario, (scenario) => {
        const set = buildScenario(
          { ...scenario, variant: { ...scenario.variant, translate: false } },
          { entity: { nameEn: 'Test Co.', nameKh: 'ក្រុមហ៊ុនសាកល្បង', registrationNumber: '123' } },
        );
        const pkg = buildXbrlPackage({ statements: set });
        expect(checkXbrlReport(pkg.files, pkg.instancePath).map((p) => p.message)).toEqual([]);
        expect(checkXbrlReport(pkg.files, pkg.inlinePath).map((p) => p.message)).toEqual([]);
      }),
      { numRuns: 6 },
    );
    // Parsing a whole package twice per run takes a few seconds on a busy machine.
  }, 120_000);
});
