import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { buildStatements } from '../statements';
import { checkFilingPackage } from './filing';
import { exportInlineXbrl, exportXbrlZip } from './package';
import { zipFiles } from './zip';
import { strFromU8, unzipSync } from 'fflate';

const set = buildStatements({
  settings: DEMO_SETTINGS,
  trialBalance: demoTrialBalance(),
  entity: DEMO_ENTITY,
  notes: DEMO_NOTES,
  texts: DEMO_TEXTS,
});

/** The package with one file's content changed, zipped again as a tamperer would. */
function altered(zip: Uint8Array, suffix: string, change: (content: string) => string): Uint8Array {
  const entries = unzipSync(zip);
  const names = Object.keys(entries);
  const root = names[0]!.slice(0, names[0]!.indexOf('/'));
  return zipFiles(
    names.map((n) => ({
      path: n.slice(root.length + 1),
      content: n.endsWith(suffix) ? change(strFromU8(entries[n]!)) : strFromU8(entries[n]!),
    })),
    root,
  );
}

describe('checkFilingPackage (what the e-filing receiver checks)', () => {
  for (const lang of ['en', 'kh'] as const) {
    it(`accepts the package the engine builds (${lang})`, () => {
      const result = checkFilingPackage(exportXbrlZip(set, { lang }), exportInlineXbrl(set, { lang }));
      expect(result.problems).toEqual([]);
      expect(result.ok).toBe(true);
      expect(result.factCount).toBeGreaterThan(50);
      expect(result.instancePath).toMatch(/\.xbrl$/);
    });
  }

  it('refuses an instance whose figure was changed after it was built, with the reasons', () => {
    const zip = altered(exportXbrlZip(set), '.xbrl', (xml) =>
      xml.replace(
        /(<ifrs-full:Revenue contextRef="D2025-01-01_2025-12-31"[^>]*>)(\d+)</,
        (_m, open: string, n: string) => `${open}${Number(n) + 5_000_000}<`,
      ),
    );
    const result = checkFilingPackage(zip);
    expect(result.ok).toBe(false);
    const codes = result.problems.map((p) => p.code);
    expect(codes).toContain('calculation-inconsistency');
    expect(codes).toContain('facts-differ');
    expect(result.problems.find((p) => p.code === 'facts-differ')!.message).toContain('Revenue');
  });

  it('refuses an Inline XBRL filed beside the package that is not the package’s own', () => {
    const inline = exportInlineXbrl(set).replace('</body>', '<p>added</p></body>');
    expect(checkFilingPackage(exportXbrlZip(set), inline).problems.map((p) => p.code)).toEqual(['documents-differ']);
  });

  it('refuses what is not a package, and a package without its reports', () => {
    expect(checkFilingPackage(new TextEncoder().encode('not a zip')).problems[0]!.code).toBe('not-a-package');
    const empty = zipFiles([{ path: 'readme.txt', content: 'x' }], 'pkg');
    expect(checkFilingPackage(empty).problems.map((p) => p.code)).toEqual(['missing-report', 'missing-report']);
  });
});
