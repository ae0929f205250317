import { describe, expect, it } from 'vitest';
import { defaultChart } from '../chart';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { FRAMEWORKS, ROUNDING_LEVELS, type StatementSet, type TrialBalance } from '../model/types';
import { buildStatements } from '../statements';
import { getTaxonomy } from '../taxonomy';
import {
  buildXbrlPackage,
  checkLinkbases,
  checkXbrlReport,
  ENTITY_NAME_CONCEPT,
  entryPointFor,
  type ParsedInstance,
  parseInlineXbrl,
  parseXbrlInstance,
  prepareReport,
  REGISTRATION_NUMBER_CONCEPT,
  VARIANTS,
  type XbrlFile,
} from '.';

/** The demo's trial balance on a framework's default chart: accounts the chart lacks go, balanced, to cash. */
function trialBalanceFor(framework: (typeof FRAMEWORKS)[number]): TrialBalance {
  const chart = defaultChart(framework);
  const codes = new Set(chart.accounts.map((a) => a.code));
  const cash = chart.accounts.find((a) => a.concept === 'ifrs-full:CashAndCashEquivalents')!.code;
  const lines = demoTrialBalance().filter((l) => codes.has(l.accountCode) && l.accountCode !== cash);
  for (const year of new Set(lines.map((l) => l.year))) {
    const net = lines.filter((l) => l.year === year).reduce((sum, l) => sum + l.debit - l.credit, 0);
    lines.push({ accountCode: cash, year, debit: Math.max(-net, 0), credit: Math.max(net, 0) });
  }
  return lines;
}

function statementsFor(framework: (typeof FRAMEWORKS)[number], variant: (typeof VARIANTS)[number], rounding: string) {
  return buildStatements({
    settings: { ...DEMO_SETTINGS, framework, ...variant, rounding } as typeof DEMO_SETTINGS,
    trialBalance: trialBalanceFor(framework),
    chart: defaultChart(framework),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  } as Parameters<typeof buildStatements>[0]);
}

/** Every fact as `concept|context|unit|lang = value`, the way both documents must carry it. */
function factSet(parsed: ParsedInstance): string[] {
  // The Inline XBRL may tag one fact in several places (a total in two statements): the same fact, once.
  const all = parsed.facts.map(
    (f) =>
      `${f.concept}|${f.contextRef}|${f.unitRef ?? ''}|${f.decimals ?? ''}|${f.lang ?? ''}=${f.value.replace(/\s+/g, ' ').trim()}`,
  );
  return [...new Set(all)].sort();
}

const cases = FRAMEWORKS.flatMap((framework) =>
  VARIANTS.flatMap((variant) => ROUNDING_LEVELS.map((rounding) => ({ framework, variant, rounding }))),
);

/** The demo's package on a framework with its first variant, at units. */
const packageOf = (framework: (typeof FRAMEWORKS)[number]) =>
  buildXbrlPackage({
    statements: statementsFor(framework, VARIANTS[0], 'units'),
    entity: DEMO_ENTITY,
    texts: DEMO_TEXTS,
  });
/** The taxonomy part of a package, path and content (the schema and linkbases every variant's entry point reads). */
const taxonomyFiles = (files: readonly XbrlFile[]) =>
  files.filter((f) => f.path.includes('taxonomy/')).map((f) => `${f.path}\n${f.content}`);

describe("each framework's taxonomy, as every package carries it", () => {
  it.each(FRAMEWORKS)(
    '%s: roles, arcroles, arcs and locators of every entry point; no claim on the IFRS namespace',
    (framework) => {
      const pkg = packageOf(framework);
      // Every linkbase of every entry point of the package (all variants').
      const entryPoints = pkg.files.filter((file) => /taxonomy\/[^/]+-(function|nature)\.xsd$/.test(file.path));
      expect(entryPoints).toHaveLength(VARIANTS.length);
      // Roles have roleRefs, arcroles are standard or have arcroleRefs, no duplicate arcs, every locator resolves.
      for (const f of entryPoints) expect(checkLinkbases(pkg.files, f.path), f.path).toEqual([]);
      // The subset never claims the IFRS Foundation's namespace (nor any of its URIs).
      for (const f of pkg.files) expect(f.content, f.path).not.toContain('xbrl.ifrs.org');
    },
    60_000,
  );
});

describe('XBRL 2.1 conformance of every generated package', () => {
  it.each(cases)(
    '$framework $variant.sfpType/$variant.plType in $rounding',
    ({ framework, variant, rounding }) => {
      const statements: StatementSet = statementsFor(framework, variant, rounding);
      const pkg = buildXbrlPackage({ statements, entity: DEMO_ENTITY, texts: DEMO_TEXTS });
      const entry = entryPointFor(getTaxonomy(framework), variant);
      // The package carries the framework's taxonomy as checked below, once per framework (its files do not change
      // with the variant or the rounding), and the entry point of this variant.
      const entryPoints = pkg.files.filter((file) => /taxonomy\/[^/]+-(function|nature)\.xsd$/.test(file.path));
      expect(entryPoints.map((f) => f.path)).toContain(entry);
      expect(taxonomyFiles(pkg.files)).toEqual(taxonomyFiles(packageOf(framework).files));
      expect(checkXbrlReport(pkg.files, pkg.instancePath)).toEqual([]);
      expect(checkXbrlReport(pkg.files, pkg.inlinePath)).toEqual([]);

      // Round trip: the facts read back from the instance and from the Inline XBRL are the prepared facts.
      const content = (path: string) => pkg.files.find((f) => f.path === path)!.content;
      const instance = parseXbrlInstance(content(pkg.instancePath));
      const inline = parseInlineXbrl(content(pkg.inlinePath));
      const report = prepareReport({ statements, entity: DEMO_ENTITY, texts: DEMO_TEXTS });
      expect(instance.facts).toHaveLength(report.facts.length);
      expect(factSet(inline)).toEqual(factSet(instance));
      for (const fact of report.facts) {
        const found = instance.facts.find(
          (f) => f.concept === fact.concept.name && f.contextRef === fact.contextRef && f.lang === fact.lang,
        );
        expect(found?.value, `${fact.concept.name} ${fact.contextRef}`).toBe(fact.text);
      }
      // The entity by name (both languages) and registration number, as facts.
      for (const parsed of [instance, inline]) {
        const names = parsed.facts.filter((f) => f.concept === ENTITY_NAME_CONCEPT);
        expect(names.map((f) => [f.lang, f.value.trim()]).sort()).toEqual(
          [
            ['en', DEMO_ENTITY.nameEn],
            ['km', DEMO_ENTITY.nameKh],
          ].sort(),
        );
        expect(parsed.facts.find((f) => f.concept === REGISTRATION_NUMBER_CONCEPT)?.value.trim()).toBe(
          DEMO_ENTITY.registrationNumber,
        );
      }
    },
    60_000,
  ); // each case builds and checks a whole package (51 files): seconds on a busy machine
});

describe('linkbase checks', () => {
  const pkg = buildXbrlPackage({
    statements: statementsFor('crfrf', VARIANTS[0]!, 'units'),
    entity: DEMO_ENTITY,
    texts: DEMO_TEXTS,
  });
  const entry = entryPointFor(getTaxonomy('crfrf'), VARIANTS[0]!);
  const tamper = (match: RegExp, change: (content: string) => string): XbrlFile[] =>
    pkg.files.map((f) => (match.test(f.path) ? { ...f, content: change(f.content) } : f));

  it('finds a role used without its roleRef', () => {
    const files = tamper(/_pre-/, (c) => c.replace(/ *<link:roleRef[^>]*\/>\n/, ''));
    expect(checkLinkbases(files, entry).map((p) => p.code)).toContain('missing-role-ref');
  });
  it('finds a roleRef that points at another role, a roleRef given twice and a role not usedOn its link', () => {
    const mismatch = tamper(/_pre-sfp-current-noncurrent\.xml$/, (c) =>
      c.replace('#role-sfp-current-noncurrent"', '#role-pl-function"'),
    );
    expect(checkLinkbases(mismatch, entry)).toMatchObject([
      { code: 'role-ref-mismatch', file: 'taxonomy/dfr-crfrf-2026_pre-sfp-current-noncurrent.xml' },
    ]);
    const twice = tamper(/_cal-pl-function\.xml$/, (c) => c.replace(/( *<link:roleRef[^>]*\/>\n)/, '$1$1'));
    expect(checkLinkbases(twice, entry).map((p) => p.code)).toEqual(['duplicate-role-ref']);
    // The financial position's role declared for presentation only: its calculation link may not use it.
    const presentationOnly = tamper(/-roles\.xsd$/, (c) =>
      c.replace(/(id="role-sfp-current-noncurrent">[\s\S]*?)\s*<link:usedOn>link:calculationLink<\/link:usedOn>/, '$1'),
    );
    expect(checkLinkbases(presentationOnly, entry)).toMatchObject([
      { code: 'role-not-used-on', file: 'taxonomy/dfr-crfrf-2026_cal-sfp-current-noncurrent.xml' },
    ]);
  });
  it('finds duplicate arcs', () => {
    const files = tamper(/_cal-/, (c) => c.replace(/( *<link:calculationArc[^>]*\/>\n)/, '$1$1'));
    expect(checkLinkbases(files, entry).map((p) => p.code)).toContain('duplicate-arc');
  });
  it('reaches every linkbase of the entry point, the labels of both languages included', () => {
    // A broken locator is found in whichever linkbase it is: the check walks each one the entry point refers to.
    const entrySchema = pkg.files.find((f) => f.path === entry)!.content;
    const referred = [...entrySchema.matchAll(/<link:linkbaseRef [^>]*xlink:href="([^"]+)"/g)].map(
      (m) => `taxonomy/${m[1]}`,
    );
    expect(referred).toEqual(
      expect.arrayContaining([expect.stringMatching(/_lab-en\.xml$/), expect.stringMatching(/_lab-km\.xml$/)]),
    );
    expect(referred.filter((p) => /_(pre|cal)-sfp-liquidity\.xml$/.test(p))).toEqual([]);
    const reached = pkg.files
      .filter((lb) => lb.path.endsWith('.xml') && lb.path.startsWith('taxonomy/'))
      .filter((lb) => {
        const files = pkg.files.map((f) =>
          f.path === lb.path
            ? { ...f, content: f.content.replace(/(xlink:type="locator"[^>]*#)[^"]+"/, '$1ifrs-full_NoSuchConcept"') }
            : f,
        );
        return checkLinkbases(files, entry).some((p) => p.code === 'broken-locator' && p.file === lb.path);
      })
      .map((lb) => lb.path);
    expect(reached.sort()).toEqual([...referred].sort());
    // The whole check once per linkbase (40 with the notes' breakdowns): seconds on a busy machine.
  }, 120_000);
  it('finds a locator that points at no element and an arcrole without its arcroleRef', () => {
    const files = tamper(/_pre-/, (c) =>
      c
        .replace(/#ifrs-full_Revenue"/, '#ifrs-full_NoSuchConcept"')
        .replace(/arcrole\/parent-child/, 'arcrole/no-such-arcrole'),
    );
    const codes = checkLinkbases(files, entry).map((p) => p.code);
    expect(codes).toContain('broken-locator');
    expect(codes).toContain('missing-arcrole-ref');
  });
});
