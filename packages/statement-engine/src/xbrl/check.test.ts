import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import type { StatementSettings } from '../model/types';
import { buildFromManualInput } from '../manual';
import { buildStatements } from '../statements';
import { getTaxonomy } from '../taxonomy';
import { checkXbrlReport } from './check';
import { buildXbrlPackage } from './package';
import type { XbrlFile } from './types';

function demoPackage(settings: Partial<StatementSettings> = {}, lang: 'en' | 'kh' = 'en') {
  const set = buildStatements({
    settings: { ...DEMO_SETTINGS, ...settings },
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });
  return buildXbrlPackage({
    statements: { ...set, taxonomy: getTaxonomy(set.settings.framework) },
    entity: DEMO_ENTITY,
    lang,
  });
}

function replaceIn(files: XbrlFile[], path: string, from: RegExp | string, to: string): XbrlFile[] {
  return files.map((f) => (f.path === path ? { ...f, content: f.content.replace(from, to) } : f));
}

describe('self-check of an exported package (XBRL 2.1 and Calculations 1.1)', () => {
  for (const [sfpType, plType, rounding] of [
    ['current-noncurrent', 'function', 'thousands'],
    ['liquidity', 'nature', 'millions'],
    ['current-noncurrent', 'nature', 'units'],
  ] as const) {
    it(`finds no problem in the demo's instance and Inline XBRL (${sfpType}, ${plType}, ${rounding})`, () => {
      const pkg = demoPackage({ sfpType, plType, rounding }, 'kh');
      expect(checkXbrlReport(pkg.files, pkg.instancePath).map((p) => p.message)).toEqual([]);
      expect(checkXbrlReport(pkg.files, pkg.inlinePath)).toEqual([]);
    });
  }

  it('finds no problem in a non-profit report typed in by hand', () => {
    const set = buildFromManualInput({
      settings: { ...DEMO_SETTINGS, framework: 'npo', rounding: 'units' },
      entity: { nameEn: 'Helping Hands', nameKh: 'ដៃជួយ', registrationNumber: 'NGO-42' },
      manual: {
        current: {
          'ifrs-full:CashAndCashEquivalents': 500,
          'dfr:UnrestrictedFunds': 400,
          'dfr:RestrictedFunds': 100,
          'dfr:DonationsAndGrants': 900,
          'ifrs-full:AdministrativeExpense': 800,
        },
        comparative: {
          'ifrs-full:CashAndCashEquivalents': 300,
          'dfr:UnrestrictedFunds': 300,
          'dfr:DonationsAndGrants': 700,
          'ifrs-full:AdministrativeExpense': 650,
        },
      },
    });
    const pkg = buildXbrlPackage({ statements: set });
    expect(pkg.instancePath).toBe('NGO-42-2025-12-31.xbrl');
    expect(checkXbrlReport(pkg.files, pkg.instancePath).map((p) => p.message)).toEqual([]);
    expect(checkXbrlReport(pkg.files, pkg.inlinePath).map((p) => p.message)).toEqual([]);
  });

  it('finds a broken total, an undeclared concept, a wrong period type and a missing file', () => {
    const pkg = demoPackage();
    const revenue = /(<ifrs-full:Revenue contextRef="D2025-01-01_2025-12-31"[^>]*>)(\d+)</;
    const value = Number(pkg.files.find((f) => f.path === pkg.instancePath)!.content.match(revenue)![2]);
    const broken = replaceIn(pkg.files, pkg.instancePath, revenue, `$1${value + 5_000_000}<`);
    expect(checkXbrlReport(broken, pkg.instancePath).map((p) => p.code)).toContain('calculation-inconsistency');

    const undeclared = replaceIn(pkg.files, pkg.instancePath, /ifrs-full:Inventories\b/g, 'ifrs-full:Inventory');
    expect(checkXbrlReport(undeclared, pkg.instancePath).map((p) => p.code)).toContain('undeclared-concept');

    const period = replaceIn(
      pkg.files,
      pkg.instancePath,
      '<ifrs-full:Inventories contextRef="I2025-12-31"',
      '<ifrs-full:Inventories contextRef="D2025-01-01_2025-12-31"',
    );
    expect(checkXbrlReport(period, pkg.instancePath).map((p) => p.code)).toContain('period-type');

    const missing = pkg.files.filter((f) => !f.path.endsWith('_cal-soce.xml'));
    expect(checkXbrlReport(missing, pkg.instancePath).map((p) => p.code)).toContain('missing-file');
  });
});
