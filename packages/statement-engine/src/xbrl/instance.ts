// The XBRL 2.1 instance: contexts (entity + period), units, and every fact of the statements and notes.
import { DfrError } from '../errors';
import type { Concept, Fact, Period, StatementTexts, Taxonomy, Unit } from '../model/types';
import { scaleOf } from '../rounding';
import { getTaxonomy, isFramework } from '../taxonomy';
import { periodKey, reportingPeriods } from '../periods';
import { reportedFacts } from '../validation/reported';
import { namespaceOf, splitQName, xmlLang } from './names';
import { entryPointFor } from './taxonomy';
import type { XbrlExportInput } from './types';
import { attrs, esc, NS, XML_DECLARATION } from './xml';

/** Scheme of the entity identifier: the company registration number of the Ministry of Commerce's register. */
export const ENTITY_SCHEME = 'https://www.businessregistration.moc.gov.kh';

/** A context id for a period: `I2025-12-31` for an instant, `D2025-01-01_2025-12-31` for a duration. */
export function contextId(period: Period): string {
  return 'instant' in period ? `I${period.instant}` : `D${period.start}_${period.end}`;
}

/** The unit id and measure of a fact unit. */
export function unitOf(unit: Unit): { id: string; measure: string } {
  if (unit === 'KHR' || unit === 'USD') return { id: unit, measure: `iso4217:${unit}` };
  return { id: unit, measure: `xbrli:${unit}` };
}

/** One fact ready to write: concept, context, unit, decimals and the value as XBRL text. */
export interface PreparedFact {
  concept: Concept;
  fact: Fact;
  contextRef: string;
  unitRef?: string;
  decimals?: string;
  /** The value in its XBRL lexical form (numbers in full units, ASCII digits). */
  text: string;
  lang?: string;
  numeric: boolean;
}

/** The export's common ground: taxonomy, entity, facts (as printed: rounded), contexts and units. */
export interface PreparedReport {
  taxonomy: Taxonomy;
  entity: { nameEn: string; nameKh: string; registrationNumber: string };
  scheme: string;
  scale: number;
  facts: PreparedFact[];
  periods: Period[];
  units: Unit[];
  schemaRef: string;
  baseName: string;
}

const NUMERIC = new Set(['monetary', 'percent', 'shares', 'integer']);

/** Text-block facts for the policies and the directors' statement, when the facts lack them. */
function textFacts(taxonomy: Taxonomy, facts: Fact[], texts: StatementTexts | undefined, duration: Period): Fact[] {
  if (!texts) return [];
  const out: Fact[] = [];
  const has = (concept: string, lang: 'en' | 'kh') =>
    facts.some((f) => f.concept === concept && (f.lang ?? 'en') === lang);
  for (const lang of ['en', 'kh'] as const) {
    const policies = Object.values(texts.policies)
      .map((p) => p[lang].trim())
      .filter(Boolean);
    const policiesConcept = 'ifrs-full:DisclosureOfSignificantAccountingPoliciesExplanatory';
    if (policies.length > 0 && taxonomy.concepts[policiesConcept] && !has(policiesConcept, lang)) {
      out.push({ concept: policiesConcept, period: duration, value: policies.join('\n\n'), lang });
    }
    const statement = texts.directorsStatement?.[lang].trim();
    if (statement && taxonomy.concepts['dfr:DirectorsStatement'] && !has('dfr:DirectorsStatement', lang)) {
      out.push({ concept: 'dfr:DirectorsStatement', period: duration, value: statement, lang });
    }
  }
  return out;
}

/** The concepts that name the entity as facts (XBRL also identifies it by number in every context). */
export const ENTITY_NAME_CONCEPT = 'ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification';
export const REGISTRATION_NUMBER_CONCEPT = 'dfr:CompanyRegistrationNumber';

/** The entity's name (English and Khmer) and registration number as facts, when the facts lack them. */
function entityFacts(
  taxonomy: Taxonomy,
  facts: Fact[],
  entity: { nameEn: string; nameKh: string; registrationNumber: string },
  duration: Period,
): Fact[] {
  const out: Fact[] = [];
  const has = (concept: string, lang?: 'en' | 'kh') =>
    facts.some((f) => f.concept === concept && (lang === undefined || (f.lang ?? 'en') === lang));
  if (taxonomy.concepts[ENTITY_NAME_CONCEPT]) {
    for (const [lang, name] of [
      ['en', entity.nameEn],
      ['kh', entity.nameKh],
    ] as const) {
      if (name.trim() && !has(ENTITY_NAME_CONCEPT, lang))
        out.push({ concept: ENTITY_NAME_CONCEPT, period: duration, value: name.trim(), lang });
    }
  }
  if (taxonomy.concepts[REGISTRATION_NUMBER_CONCEPT] && !has(REGISTRATION_NUMBER_CONCEPT)) {
    out.push({ concept: REGISTRATION_NUMBER_CONCEPT, period: duration, value: entity.registrationNumber.trim() });
  }
  return out;
}

/** Prepares the facts, contexts and units of a report (shared by the instance and the Inline XBRL document). */
export function prepareReport(input: XbrlExportInput): PreparedReport {
  const { statements } = input;
  const framework = statements.settings.framework;
  const taxonomy =
    input.taxonomy ?? statements.taxonomy ?? (isFramework(framework) ? getTaxonomy(framework) : undefined);
  if (!taxonomy) {
    throw new DfrError('missing_taxonomy', {
      en: 'The XBRL export needs the taxonomy of the framework.',
      kh: 'ការនាំចេញ XBRL ត្រូវការចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) នៃក្របខ័ណ្ឌ។',
    });
  }
  const entity = input.entity ?? statements.entity;
  const registrationNumber = entity?.registrationNumber.trim() ?? '';
  if (!entity || registrationNumber === '') {
    throw new DfrError('missing_registration_number', {
      en: 'The company registration number is missing; it identifies the entity in XBRL.',
      kh: 'ខ្វះលេខចុះបញ្ជីក្រុមហ៊ុន; វាកំណត់អត្តសញ្ញាណអង្គភាពក្នុង XBRL។',
    });
  }
  const settings = statements.settings;
  const scale = scaleOf(settings.rounding);
  const periods = reportingPeriods(settings, statements.periods);
  const printed = reportedFacts(statements.facts, settings.rounding, statements.rendering);
  const all = [
    ...printed,
    ...textFacts(taxonomy, printed, input.texts ?? statements.texts, periods.current),
    ...entityFacts(taxonomy, printed, entity, periods.current),
  ];

  const prepared: PreparedFact[] = [];
  const usedPeriods = new Map<string, Period>();
  const usedUnits = new Set<Unit>();
  const seen = new Set<string>();
  for (const fact of all) {
    const concept = taxonomy.concepts[fact.concept];
    // A fact outside the taxonomy cannot be filed (validation reports it); neither can an empty one.
    if (!concept || concept.abstract || fact.value === '' || fact.value === null || fact.value === undefined) continue;
    const numeric = NUMERIC.has(concept.valueType);
    if (numeric && (typeof fact.value !== 'number' || !Number.isFinite(fact.value))) continue;
    const key = `${fact.concept}|${periodKey(fact.period)}|${fact.lang ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let unit: Unit | undefined;
    let decimals: string | undefined;
    let text: string;
    if (numeric) {
      const value = fact.value as number;
      if (concept.valueType === 'monetary') {
        unit = fact.unit && fact.unit !== 'pure' && fact.unit !== 'shares' ? fact.unit : settings.presentationCurrency;
        decimals = String(-scale);
        text = String(Math.round(value));
      } else if (concept.valueType === 'percent') {
        unit = 'pure';
        decimals = '4';
        text = String(value);
      } else {
        unit = concept.valueType === 'shares' ? 'shares' : (fact.unit ?? 'pure');
        decimals = '0';
        text = String(Math.round(value));
      }
      usedUnits.add(unit);
    } else if (concept.valueType === 'boolean') {
      text = fact.value === true || fact.value === 'true' ? 'true' : 'false';
    } else {
      text = String(fact.value);
    }
    usedPeriods.set(contextId(fact.period), fact.period);
    const item: PreparedFact = { concept, fact, contextRef: contextId(fact.period), text, numeric };
    if (unit) item.unitRef = unitOf(unit).id;
    if (decimals !== undefined) item.decimals = decimals;
    // Text carries its language; a language-neutral text (a registration number) is written as English in both
    // documents so the Inline XBRL's inherited language cannot make it a different fact.
    if (!numeric && (concept.valueType === 'text' || concept.valueType === 'textBlock')) {
      item.lang = xmlLang(fact.lang ?? 'en');
    }
    prepared.push(item);
  }
  const safe = registrationNumber.replace(/[^A-Za-z0-9-]/g, '') || 'entity';
  return {
    taxonomy,
    entity: { nameEn: entity.nameEn, nameKh: entity.nameKh, registrationNumber },
    scheme: input.entityScheme ?? ENTITY_SCHEME,
    scale,
    facts: prepared,
    periods: [...usedPeriods.values()].sort((a, b) => contextId(a).localeCompare(contextId(b))),
    units: [...usedUnits].sort(),
    schemaRef: entryPointFor(taxonomy, settings),
    baseName: `${safe}-${settings.periodEnd}`,
  };
}

/** `xbrli:context` and `xbrli:unit` elements (the instance's and the Inline XBRL header's). */
export function contextsAndUnits(report: PreparedReport, indent: string): string[] {
  const out: string[] = [];
  for (const period of report.periods) {
    out.push(
      `${indent}<xbrli:context id="${contextId(period)}">`,
      `${indent}  <xbrli:entity>`,
      `${indent}    <xbrli:identifier scheme="${esc(report.scheme)}">${esc(report.entity.registrationNumber)}</xbrli:identifier>`,
      `${indent}  </xbrli:entity>`,
      `${indent}  <xbrli:period>`,
      'instant' in period
        ? `${indent}    <xbrli:instant>${period.instant}</xbrli:instant>`
        : `${indent}    <xbrli:startDate>${period.start}</xbrli:startDate>\n${indent}    <xbrli:endDate>${period.end}</xbrli:endDate>`,
      `${indent}  </xbrli:period>`,
      `${indent}</xbrli:context>`,
    );
  }
  for (const unit of report.units) {
    const { id, measure } = unitOf(unit);
    out.push(
      `${indent}<xbrli:unit id="${id}">`,
      `${indent}  <xbrli:measure>${measure}</xbrli:measure>`,
      `${indent}</xbrli:unit>`,
    );
  }
  return out;
}

/** `xmlns:` declarations for the concept prefixes used by the facts. */
export function conceptNamespaces(report: PreparedReport): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of report.facts) {
    const { prefix } = splitQName(f.concept.name);
    out[`xmlns:${prefix}`] = namespaceOf(report.taxonomy, prefix);
  }
  return out;
}

/** The XBRL 2.1 instance document. */
export function buildXbrlInstance(input: XbrlExportInput, report: PreparedReport = prepareReport(input)): string {
  const lines: string[] = [
    XML_DECLARATION,
    `<xbrli:xbrl${attrs({
      'xmlns:xbrli': NS.xbrli,
      'xmlns:link': NS.link,
      'xmlns:xlink': NS.xlink,
      'xmlns:iso4217': NS.iso4217,
      ...conceptNamespaces(report),
    })}>`,
    `  <link:schemaRef xlink:type="simple" xlink:href="${esc(report.schemaRef)}"/>`,
    ...contextsAndUnits(report, '  '),
  ];
  for (const f of report.facts) {
    const name = f.concept.name;
    lines.push(
      `  <${name}${attrs({ contextRef: f.contextRef, unitRef: f.unitRef, decimals: f.decimals, 'xml:lang': f.lang })}>${esc(f.text)}</${name}>`,
    );
  }
  lines.push('</xbrli:xbrl>', '');
  return lines.join('\n');
}
