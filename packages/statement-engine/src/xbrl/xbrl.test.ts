import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DfrError } from '../errors';
import type { Fact, Taxonomy } from '../model/types';
import { getTaxonomy } from '../taxonomy';
import { cleanInput, fixtureTaxonomy, PERIODS } from '../validation/__fixtures__/statements';
import { periodKey } from '../periods';
import { reportedFacts } from '../validation/reported';
import {
  buildInlineXbrl,
  buildTaxonomyFiles,
  buildXbrlInstance,
  buildXbrlPackage,
  buildXbrlZip,
  contextId,
  type ParsedInstance,
  parseInlineXbrl,
  parseXbrlInstance,
  parseXml,
  weightBalanceMismatches,
  type XbrlExportInput,
} from '.';
import { descendants, textContent } from './parse';
import { NS } from './xml';

function exportInput(change?: (input: XbrlExportInput) => void): XbrlExportInput {
  const clean = cleanInput();
  const input: XbrlExportInput = {
    statements: clean.statements,
    entity: clean.entity!,
    texts: clean.texts!,
  };
  change?.(input);
  return input;
}

/** The facts the export must carry: every fact of a taxonomy concept, as printed (rounded). */
function expectedFacts(input: XbrlExportInput): Fact[] {
  const taxonomy = input.statements.taxonomy!;
  return reportedFacts(input.statements.facts, input.statements.settings.rounding).filter(
    (f) => taxonomy.concepts[f.concept],
  );
}

/** Checks that every expected fact is found back with its value, period, entity and unit. */
function expectRoundTrip(parsed: ParsedInstance, input: XbrlExportInput): void {
  const byKey = new Map(parsed.facts.map((f) => [`${f.concept}|${f.contextRef}|${f.lang ?? ''}`, f]));
  const expected = expectedFacts(input);
  expect(expected.length).toBeGreaterThan(40);
  for (const fact of expected) {
    const lang = fact.lang ? (fact.lang === 'kh' ? 'km' : 'en') : '';
    const found = byKey.get(`${fact.concept}|${contextId(fact.period)}|${lang}`);
    expect(found, `${fact.concept} ${periodKey(fact.period)}`).toBeDefined();
    const context = parsed.contexts[found!.contextRef]!;
    expect(context.period).toEqual(fact.period);
    expect(context.entity).toEqual({ scheme: 'https://www.businessregistration.moc.gov.kh', identifier: '00012345' });
    if (typeof fact.value === 'number') {
      expect(Number(found!.value), fact.concept).toBe(fact.value);
      expect(parsed.units[found!.unitRef!]!.measures).toEqual([
        fact.unit === 'pure' ? 'xbrli:pure' : `iso4217:${fact.unit}`,
      ]);
    } else {
      expect(found!.value.replace(/\s+/g, ' ').trim()).toBe(String(fact.value).replace(/\s+/g, ' ').trim());
    }
  }
}

describe('XBRL 2.1 instance', () => {
  it('is well-formed and carries every fact with its context, unit and decimals', () => {
    const input = exportInput();
    const xml = buildXbrlInstance(input);
    const parsed = parseXbrlInstance(xml);
    expect(parsed.schemaRefs).toEqual(['taxonomy/dfr-crfrf-2026-current-noncurrent-function.xsd']);
    expectRoundTrip(parsed, input);
    // Both years, their closing instants and the opening instant of the equity statement.
    expect(Object.keys(parsed.contexts).sort()).toEqual(
      ['D2024-01-01_2024-12-31', 'D2025-01-01_2025-12-31', 'I2023-12-31', 'I2024-12-31', 'I2025-12-31'].sort(),
    );
    expect(
      Object.values(parsed.units)
        .map((u) => u.measures[0])
        .sort(),
    ).toEqual(['iso4217:KHR', 'xbrli:pure']);
    const revenue = parsed.facts.find(
      (f) => f.concept === 'ifrs-full:Revenue' && f.contextRef === 'D2025-01-01_2025-12-31',
    );
    expect(revenue).toMatchObject({ value: '2000', unitRef: 'KHR', decimals: '0' });
  });

  it('writes decimals from the rounding level and amounts in full units', () => {
    const input = exportInput((i) => {
      i.statements.settings.rounding = 'thousands';
      for (const f of i.statements.facts)
        if (typeof f.value === 'number' && f.unit === 'KHR') f.value = f.value * 1000 + 123;
    });
    const parsed = parseXbrlInstance(buildXbrlInstance(input));
    const revenue = parsed.facts.find(
      (f) => f.concept === 'ifrs-full:Revenue' && f.contextRef === 'D2025-01-01_2025-12-31',
    );
    expect(revenue).toMatchObject({ value: '2000000', decimals: '-3' });
    expectRoundTrip(parsed, input);
  });

  it('uses the presentation currency and the product language codes (km for Khmer)', () => {
    const input = exportInput((i) => {
      Object.assign(i.statements.settings, { presentationCurrency: 'USD', functionalCurrency: 'USD' });
      for (const f of i.statements.facts) if (f.unit === 'KHR') f.unit = 'USD';
    });
    const parsed = parseXbrlInstance(buildXbrlInstance(input));
    expect(parsed.units.USD!.measures).toEqual(['iso4217:USD']);
    const policies = parsed.facts.filter(
      (f) => f.concept === 'ifrs-full:DisclosureOfSignificantAccountingPoliciesExplanatory',
    );
    expect(policies.map((f) => f.lang).sort()).toEqual(['en', 'km']);
  });

  it('refuses to export without a company registration number, in both languages', () => {
    const input = exportInput((i) => {
      i.entity = { ...i.entity!, registrationNumber: ' ' };
    });
    try {
      buildXbrlInstance(input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DfrError);
      expect((error as DfrError).code).toBe('missing_registration_number');
      expect((error as DfrError).messages.kh).toContain('លេខចុះបញ្ជីក្រុមហ៊ុន');
    }
  });

  it('refuses a period end that is not a date, in both languages', () => {
    const input = exportInput((i) => {
      i.statements.settings.periodEnd = '2025-13-31';
    });
    expect(() => buildXbrlInstance(input)).toThrow(/periodEnd must be a date \(YYYY-MM-DD\), got "2025-13-31"/);
  });

  it('rejects XML that is not well-formed with the line and column', () => {
    expect(() =>
      parseXbrlInstance('<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance"><a></xbrli:xbrl>'),
    ).toThrow(/not well-formed at line 1/);
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow(DfrError);
  });
});

describe('taxonomy package', () => {
  const files = buildTaxonomyFiles(fixtureTaxonomy());

  it('has an entry point, a schema per namespace and four linkbases, all well-formed', () => {
    expect(files.map((f) => f.path)).toEqual([
      'META-INF/taxonomyPackage.xml',
      'META-INF/catalog.xml',
      'taxonomy/dfr-crfrf-2026-current-noncurrent-function.xsd',
      'taxonomy/dfr-crfrf-2026-current-noncurrent-nature.xsd',
      'taxonomy/dfr-crfrf-2026-liquidity-function.xsd',
      'taxonomy/dfr-crfrf-2026-liquidity-nature.xsd',
      'taxonomy/dfr-crfrf-2026-roles.xsd',
      'taxonomy/dfr-2026.xsd',
      'taxonomy/ifrs-full-2026.xsd',
      'taxonomy/dfr-crfrf-2026_lab-en.xml',
      'taxonomy/dfr-crfrf-2026_lab-km.xml',
      ...fixtureTaxonomy().networks.map((n) => `taxonomy/dfr-crfrf-2026_pre-${n.id}.xml`),
      ...['sfp-current-noncurrent', 'pl-function', 'cf-indirect', 'soce', 'note-ppe'].map(
        (id) => `taxonomy/dfr-crfrf-2026_cal-${id}.xml`,
      ),
    ]);
    for (const file of files) expect(() => parseXml(file.content), file.path).not.toThrow();
  });

  it('declares every concept with its period type and balance, and labels each in English and Khmer', () => {
    const taxonomy = fixtureTaxonomy();
    const ifrs = parseXml(files.find((f) => f.path === 'taxonomy/ifrs-full-2026.xsd')!.content);
    const revenue = descendants(ifrs).find((e) => e.attributes.name === 'Revenue')!;
    expect(revenue.attributes).toMatchObject({
      id: 'ifrs-full_Revenue',
      type: 'xbrli:monetaryItemType',
      'xbrli:periodType': 'duration',
      'xbrli:balance': 'credit',
    });
    const km = parseXml(files.find((f) => f.path.endsWith('_lab-km.xml'))!.content);
    const kmLabels = descendants(km).filter(
      (e) => e.local === 'label' && e.attributes['xlink:role']?.endsWith('/label'),
    );
    expect(kmLabels.length).toBe(Object.keys(taxonomy.concepts).length + taxonomy.networks.length);
    expect(kmLabels.map((e) => textContent(e))).toContain('ចំណូល');
    for (const label of kmLabels) expect(label.attributes['xml:lang']).toBe('km');
  });

  it('writes every calculation arc with its weight', () => {
    const taxonomy = fixtureTaxonomy();
    const arcs = files
      .filter((f) => f.path.includes('_cal-'))
      .flatMap((f) => descendants(parseXml(f.content)).filter((e) => e.local === 'calculationArc'));
    expect(arcs.length).toBe(taxonomy.networks.reduce((n, net) => n + net.calculations.length, 0));
    const cost = arcs.find(
      (a) =>
        a.attributes['xlink:from'] === 'ifrs-full_GrossProfit' && a.attributes['xlink:to'] === 'ifrs-full_CostOfSales',
    );
    expect(cost!.attributes.weight).toBe('-1.0');
  });

  it("calculation weights agree with the balance types (the product's taxonomies and the fixture)", () => {
    expect(weightBalanceMismatches(fixtureTaxonomy())).toEqual([]);
    expect(weightBalanceMismatches(getTaxonomy('crfrf'))).toEqual([]);
    expect(weightBalanceMismatches(getTaxonomy('npo'))).toEqual([]);
    // And a wrong weight is caught.
    const broken: Taxonomy = fixtureTaxonomy();
    const arc = broken.networks[1]!.calculations.find((a) => a.child === 'ifrs-full:CostOfSales')!;
    arc.weight = 1;
    expect(weightBalanceMismatches(broken)).toEqual([
      { network: 'pl-function', parent: 'ifrs-full:GrossProfit', child: 'ifrs-full:CostOfSales', weight: 1 },
    ]);
  });

  it("exports the product's own taxonomies as well-formed files", () => {
    for (const framework of ['crfrf', 'npo'] as const) {
      for (const file of buildTaxonomyFiles(getTaxonomy(framework))) {
        expect(() => parseXml(file.content), `${framework} ${file.path}`).not.toThrow();
      }
    }
  });
});

describe('Inline XBRL 1.1', () => {
  it('is well-formed XHTML whose facts, contexts and units match the instance', () => {
    const input = exportInput();
    const xhtml = buildInlineXbrl(input);
    const inline = parseInlineXbrl(xhtml);
    expect(inline.schemaRefs).toEqual(['taxonomy/dfr-crfrf-2026-current-noncurrent-function.xsd']);
    expectRoundTrip(inline, input);
    const instance = parseXbrlInstance(buildXbrlInstance(input));
    expect(inline.contexts).toEqual(instance.contexts);
    expect(inline.units).toEqual(instance.units);
    // Every fact of the instance is tagged (shown or hidden) with the same value.
    const key = (f: { concept: string; contextRef: string; lang?: string }) =>
      `${f.concept}|${f.contextRef}|${f.lang ?? ''}`;
    const tagged = new Map(inline.facts.map((f) => [key(f), f.value.replace(/\s+/g, ' ').trim()]));
    for (const f of instance.facts) expect(tagged.get(key(f)), key(f)).toBe(f.value.replace(/\s+/g, ' ').trim());
  });

  it('hides the header and tags amounts with format, scale, decimals and sign', () => {
    const input = exportInput((i) => {
      i.statements.settings.rounding = 'thousands';
      for (const f of i.statements.facts) if (typeof f.value === 'number' && f.unit === 'KHR') f.value *= 1000;
    });
    const xhtml = buildInlineXbrl(input);
    const root = parseXml(xhtml);
    const header = descendants(root).find((e) => e.namespace === NS.ix && e.local === 'header')!;
    expect(xhtml).toMatch(/<div style="display:none">\s*<ix:header>/);
    expect(descendants(header).some((e) => e.local === 'schemaRef')).toBe(true);
    expect(descendants(header).filter((e) => e.local === 'context').length).toBe(5);
    const revenue = descendants(root).find(
      (e) =>
        e.local === 'nonFraction' &&
        e.attributes.name === 'ifrs-full:Revenue' &&
        e.attributes.contextRef === 'D2025-01-01_2025-12-31',
    )!;
    expect(revenue.attributes).toMatchObject({
      unitRef: 'KHR',
      decimals: '-3',
      scale: '3',
      format: 'ixt:num-dot-decimal',
    });
    expect(textContent(revenue)).toBe('2,000');
    // Negative amounts: sign="-" and the parentheses outside the tag.
    expect(xhtml).toMatch(
      /\(<ix:nonFraction[^>]*name="ifrs-full:CashFlowsFromUsedInInvestingActivities"[^>]*sign="-"[^>]*>200<\/ix:nonFraction>\)/,
    );
    expect(xhtml).toContain(`xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12"`);
    const investing = parseInlineXbrl(xhtml).facts.find(
      (f) =>
        f.concept === 'ifrs-full:CashFlowsFromUsedInInvestingActivities' && f.contextRef === 'D2025-01-01_2025-12-31',
    );
    expect(investing!.value).toBe('-200000');
  });

  it('writes zero with ixt:fixed-zero', () => {
    const input = exportInput((i) => {
      i.statements.facts.find(
        (f) =>
          f.concept === 'ifrs-full:DividendsPaidClassifiedAsFinancingActivities' &&
          'start' in f.period &&
          f.period.start === '2024-01-01',
      )!.value = 0;
    });
    const xhtml = buildInlineXbrl(input);
    expect(xhtml).toMatch(
      /<ix:nonFraction[^>]*name="ifrs-full:DividendsPaidClassifiedAsFinancingActivities"[^>]*format="ixt:fixed-zero"[^>]*>-<\/ix:nonFraction>/,
    );
    const zero = parseInlineXbrl(xhtml).facts.find(
      (f) =>
        f.concept === 'ifrs-full:DividendsPaidClassifiedAsFinancingActivities' &&
        f.contextRef === 'D2024-01-01_2024-12-31',
    );
    expect(zero!.value).toBe('0');
  });

  it('reads in Khmer with ASCII digits in every tagged amount, in the main colour', () => {
    const input = exportInput((i) => {
      i.lang = 'kh';
      i.mainColour = '#0a7d4f';
    });
    const xhtml = buildInlineXbrl(input);
    const root = parseXml(xhtml);
    expect(root.attributes['xml:lang']).toBe('km');
    expect(xhtml).toContain('<h2>របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ</h2>');
    expect(xhtml).toContain('<td style="padding-inline-start:4.25rem">ចំណូល</td>');
    expect(xhtml).toContain('h1,h2,h3{color:#0a7d4f;');
    for (const e of descendants(root).filter((x) => x.local === 'nonFraction'))
      expect(textContent(e)).toMatch(/^[0-9,.-]+$/);
    // The Khmer policies are shown; the English ones are hidden but still tagged.
    const policies = parseInlineXbrl(xhtml).facts.filter(
      (f) => f.concept === 'ifrs-full:DisclosureOfSignificantAccountingPoliciesExplanatory',
    );
    expect(policies.map((f) => f.lang).sort()).toEqual(['en', 'km']);
    expect(
      buildInlineXbrl(
        exportInput((i) => {
          i.mainColour = 'red;}body{display:none';
        }),
      ),
    ).toContain('h1,h2,h3{color:#2e7d32;');
  });

  it('tags text blocks as escaped XHTML', () => {
    const xhtml = buildInlineXbrl(exportInput());
    expect(xhtml).toMatch(
      /<ix:nonNumeric name="dfr:DirectorsStatement" contextRef="D2025-01-01_2025-12-31" escape="true" xml:lang="en"><p>The directors approve these statements\.<\/p><\/ix:nonNumeric>/,
    );
  });
});

describe('XBRL package', () => {
  it('holds the taxonomy, the instance and the Inline XBRL document, and zips them', () => {
    const pkg = buildXbrlPackage(exportInput());
    expect(pkg.instancePath).toBe('00012345-2025-12-31.xbrl');
    expect(pkg.inlinePath).toBe('00012345-2025-12-31.xhtml');
    const zip = unzipSync(buildXbrlZip(exportInput()));
    const names = Object.keys(zip);
    expect(names).toContain('00012345-2025-12-31/00012345-2025-12-31.xbrl');
    expect(names).toContain('00012345-2025-12-31/taxonomy/dfr-crfrf-2026-current-noncurrent-function.xsd');
    expect(names).toContain('00012345-2025-12-31/META-INF/taxonomyPackage.xml');
    const instance = strFromU8(zip['00012345-2025-12-31/00012345-2025-12-31.xbrl']!);
    expect(instance).toBe(pkg.files.find((f) => f.path === pkg.instancePath)!.content);
    expect(PERIODS.current.end).toBe('2025-12-31');
  });
});
