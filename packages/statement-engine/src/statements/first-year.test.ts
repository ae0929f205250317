// Issue 33, defect 8: a filer's first year (no prior year on file) must be fileable.
import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import type { StatementSettings } from '../model/types';
import { validateStatements } from '../validation/engine';
import { RULE_FIX_FIELDS } from '../validation/rules';
import { checkXbrlReport } from '../xbrl/check';
import { buildXbrlPackage } from '../xbrl/package';
import { buildStatements } from './build';
import { checkRendering } from './consistency';
import { rerender } from './rerender';

const onlyThisYear = () => demoTrialBalance().filter((l) => l.year === 2025);
const build = (settings: Partial<StatementSettings> = {}, trialBalance = onlyThisYear()) =>
  buildStatements({
    settings: { ...DEMO_SETTINGS, ...settings },
    trialBalance,
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });
const genuine = (set: ReturnType<typeof build>) =>
  validateStatements({ statements: set, entity: DEMO_ENTITY }).errors.filter((e) => e.severity === 'genuine');

describe('a first year of reporting (issue 33, defect 8)', () => {
  it('without the prior year or the first year stated, says once what to do, and where', () => {
    const errors = genuine(build());
    expect(errors.map((e) => e.id)).toEqual(['CF009']);
    const [error] = errors;
    expect(error!.message.en).toContain('import the 2024 trial balance');
    expect(error!.message.en).toContain('"First year of reporting" in the statement settings');
    expect(error!.message.kh).toContain('ឆ្នាំដំបូងនៃការរាយការណ៍');
    expect(error!.fields).toEqual(['firstYearOfReporting']);
    expect(RULE_FIX_FIELDS.CF009).toEqual(['firstYearOfReporting']);
  });

  it('stated, draws the cash flows and changes in equity from nil opening balances and can be filed', () => {
    const set = build({ firstYearOfReporting: true });
    const result = validateStatements({ statements: set, entity: DEMO_ENTITY });
    expect(result.errors.filter((e) => e.severity === 'genuine').map((e) => `${e.id}: ${e.message.en}`)).toEqual([]);
    // No comparative column, no "comparatives missing" warnings.
    expect(set.periods.comparative).toBeUndefined();
    expect(result.errors.map((e) => e.id)).not.toContain('FP004');
    expect(result.errors.map((e) => e.id)).not.toContain('PL010');
    const cash = (concept: string, instant: string) =>
      set.facts.find((f) => f.concept === concept && 'instant' in f.period && f.period.instant === instant)?.value;
    expect(cash('ifrs-full:CashAndCashEquivalents', '2024-12-31')).toBe(0);
    const closing = cash('ifrs-full:CashAndCashEquivalents', '2025-12-31');
    const change = set.facts.find(
      (f) => f.concept === 'ifrs-full:IncreaseDecreaseInCashAndCashEquivalents' && 'start' in f.period,
    )?.value;
    expect(change).toBe(closing);
    const flows = set.rendering.sections.find((s) => s.section === 'cashFlows')!;
    expect(flows.columns).toEqual(['current']);
    expect(flows.rows.some((r) => r.amounts.current !== undefined)).toBe(true);
    expect(set.rendering.sections.find((s) => s.section === 'financialPosition')!.columns).toEqual(['current']);
  });

  it('stated, rounds again at another level with the same flows', () => {
    const set = build({ firstYearOfReporting: true });
    const units = rerender(set, 'units');
    expect(units.rendering.sections.find((s) => s.section === 'cashFlows')!.columns).toEqual(['current']);
    const again = build({ firstYearOfReporting: true, rounding: 'units' });
    expect(units.rendering).toEqual(again.rendering);
  });

  it('stated, is a consistent set and a clean XBRL report', () => {
    const set = build({ firstYearOfReporting: true });
    expect(() => checkRendering(set)).not.toThrow();
    const pkg = buildXbrlPackage({ statements: set, entity: DEMO_ENTITY, texts: DEMO_TEXTS });
    expect(checkXbrlReport(pkg.files, pkg.instancePath)).toEqual([]);
  });

  it('is ignored when the prior year is on file: its figures are the opening balances', () => {
    const all = demoTrialBalance();
    expect(build({ firstYearOfReporting: true }, all).rendering).toEqual(build({}, all).rendering);
  });
});
