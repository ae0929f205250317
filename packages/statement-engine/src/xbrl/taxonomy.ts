// The XBRL 2.1 taxonomy of a framework as files: one schema per namespace, an entry point with the network roles,
// and label (English and Khmer), presentation and calculation linkbases.
import type {
  Bilingual,
  Concept,
  Network,
  PlType,
  PresentationNode,
  SfpType,
  Taxonomy,
  ValueType,
} from '../model/types';
import { PL_TYPES, SFP_TYPES } from '../model/types';
import { frameworkDefinition } from '../taxonomy';
import { conceptId, namespaceOf, splitQName } from './names';
import type { XbrlFile } from './types';
import { attrs, esc, NS, XML_DECLARATION } from './xml';

/** Where the DFR taxonomy files live (namespaces, roles, the entry point). */
export const DFR_TAXONOMY_BASE = 'https://dfr.example.org/taxonomy/2026';
const TAXONOMY_VERSION = '2026';

const ITEM_TYPES: Record<ValueType, string> = {
  monetary: 'xbrli:monetaryItemType',
  text: 'xbrli:stringItemType',
  textBlock: 'xbrli:stringItemType',
  percent: 'xbrli:pureItemType',
  shares: 'xbrli:sharesItemType',
  integer: 'xbrli:integerItemType',
  boolean: 'xbrli:booleanItemType',
  date: 'xbrli:dateItemType',
};

const ROLE = {
  link: 'http://www.xbrl.org/2003/role/link',
  label: 'http://www.xbrl.org/2003/role/label',
  totalLabel: 'http://www.xbrl.org/2003/role/totalLabel',
  periodStartLabel: 'http://www.xbrl.org/2003/role/periodStartLabel',
  periodEndLabel: 'http://www.xbrl.org/2003/role/periodEndLabel',
  documentation: 'http://www.xbrl.org/2003/role/documentation',
} as const;
const ARCROLE = {
  conceptLabel: 'http://www.xbrl.org/2003/arcrole/concept-label',
  parentChild: 'http://www.xbrl.org/2003/arcrole/parent-child',
  summationItem: 'http://www.xbrl.org/2003/arcrole/summation-item',
} as const;
const XBRLI_SCHEMA = 'http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd';
const LINK_SCHEMA = 'http://www.xbrl.org/2003/xbrl-linkbase-2003-12-31.xsd';

/** A statement variant: the layout of the financial position and of profit or loss. */
export interface Variant {
  sfpType: SfpType;
  plType: PlType;
}
export const VARIANTS: Variant[] = SFP_TYPES.flatMap((sfpType) => PL_TYPES.map((plType) => ({ sfpType, plType })));

/**
 * The networks of a variant: one financial position and one profit-or-loss layout with every other network. An entry
 * point holds only these, because every calculation network of a DTS applies to the instance: the other layout's
 * totals would otherwise be checked against facts that were never reported.
 */
export function networksOf(taxonomy: Taxonomy, variant: Variant): Network[] {
  return taxonomy.networks.filter((n) => {
    const id = n.id.toLowerCase();
    if (n.section === 'financialPosition') {
      if (id.includes('liquidity')) return variant.sfpType === 'liquidity';
      if (id.includes('current')) return variant.sfpType === 'current-noncurrent';
    }
    if (n.section === 'profitOrLoss') {
      if (id.includes('nature')) return variant.plType === 'nature';
      if (id.includes('function')) return variant.plType === 'function';
    }
    return true;
  });
}

/** File names and URIs of one framework's taxonomy. */
export interface TaxonomyLayout {
  /** Folder of the taxonomy files inside the package, e.g. `taxonomy`. */
  folder: string;
  /** Entry point of a variant, e.g. `dfr-crfrf-2026-current-noncurrent-function.xsd`. */
  entryPoint(variant: Variant): string;
  entryNamespace(variant: Variant): string;
  /** The schema of the network roles and their abstract headings, shared by the entry points. */
  rolesSchema: string;
  rolesNamespace: string;
  rolesPrefix: string;
  roleUri(network: Network): string;
  /** The abstract heading concept a network's presentation hangs from. */
  headingOf(network: Network): string;
  schemaFile(prefix: string): string;
  labelFile(lang: 'en' | 'km'): string;
  presentationFile(network: Network): string;
  calculationFile(network: Network): string;
}

export function taxonomyLayout(taxonomy: Taxonomy): TaxonomyLayout {
  const base = `dfr-${taxonomy.framework}-${TAXONOMY_VERSION}`;
  const rolesNamespace = `${DFR_TAXONOMY_BASE}/${taxonomy.framework}`;
  return {
    folder: 'taxonomy',
    entryPoint: (v) => `${base}-${v.sfpType}-${v.plType}.xsd`,
    entryNamespace: (v) => `${rolesNamespace}/${v.sfpType}-${v.plType}`,
    rolesSchema: `${base}-roles.xsd`,
    rolesNamespace,
    rolesPrefix: `dfr-${taxonomy.framework}`,
    roleUri: (network) => `${DFR_TAXONOMY_BASE}/role/${network.id}`,
    headingOf: (network) =>
      `${network.id.replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Heading`,
    schemaFile: (prefix) => `${prefix}-${TAXONOMY_VERSION}.xsd`,
    labelFile: (lang) => `${base}_lab-${lang}.xml`,
    presentationFile: (network) => `${base}_pre-${network.id}.xml`,
    calculationFile: (network) => `${base}_cal-${network.id}.xml`,
  };
}

/** The entry point (path inside the package) for a report with these settings. */
export function entryPointFor(taxonomy: Taxonomy, variant: Variant): string {
  const layout = taxonomyLayout(taxonomy);
  return `${layout.folder}/${layout.entryPoint({ sfpType: variant.sfpType, plType: variant.plType })}`;
}

/** The prefixes of the concepts, in a stable order. */
function prefixesOf(taxonomy: Taxonomy): string[] {
  return [...new Set(Object.keys(taxonomy.concepts).map((n) => splitQName(n).prefix))].sort();
}

function elementDeclaration(concept: Concept): string {
  const { local } = splitQName(concept.name);
  const monetary = concept.valueType === 'monetary';
  return `  <xs:element${attrs({
    id: conceptId(concept.name),
    name: local,
    type: ITEM_TYPES[concept.valueType] ?? 'xbrli:stringItemType',
    substitutionGroup: 'xbrli:item',
    'xbrli:periodType': concept.periodType,
    'xbrli:balance': monetary ? concept.balance : undefined,
    abstract: concept.abstract ? 'true' : 'false',
    nillable: 'true',
  })}/>`;
}

/** The schema of one namespace: every concept of that prefix. */
function conceptSchema(taxonomy: Taxonomy, prefix: string): string {
  const concepts = Object.values(taxonomy.concepts)
    .filter((c) => splitQName(c.name).prefix === prefix)
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    XML_DECLARATION,
    `<xs:schema${attrs({
      'xmlns:xs': NS.xsd,
      'xmlns:xbrli': NS.xbrli,
      'xmlns:link': NS.link,
      'xmlns:xlink': NS.xlink,
      [`xmlns:${prefix}`]: namespaceOf(taxonomy, prefix),
      targetNamespace: namespaceOf(taxonomy, prefix),
      elementFormDefault: 'qualified',
      attributeFormDefault: 'unqualified',
    })}>`,
    `  <xs:import namespace="${NS.xbrli}" schemaLocation="${XBRLI_SCHEMA}"/>`,
    ...concepts.map(elementDeclaration),
    '</xs:schema>',
    '',
  ].join('\n');
}

const linkbaseRef = (href: string, role: string) =>
  `      <link:linkbaseRef${attrs({
    'xlink:type': 'simple',
    'xlink:href': href,
    'xlink:role': `http://www.xbrl.org/2003/role/${role}LinkbaseRef`,
    'xlink:arcrole': 'http://www.w3.org/1999/xlink/properties/linkbase',
  })}/>`;

/** The roles schema: every network's role and the abstract heading its presentation hangs from. */
function rolesSchema(taxonomy: Taxonomy, layout: TaxonomyLayout): string {
  const roleTypes = taxonomy.networks.map(
    (n, i) =>
      `      <link:roleType${attrs({ roleURI: layout.roleUri(n), id: `role-${n.id}` })}>\n        <link:definition>${String(i + 1).padStart(3, '0')} - ${esc(n.title.en)}</link:definition>\n        <link:usedOn>link:presentationLink</link:usedOn>\n        <link:usedOn>link:calculationLink</link:usedOn>\n      </link:roleType>`,
  );
  const headings = taxonomy.networks.map(
    (n) =>
      `  <xs:element${attrs({
        id: `${layout.rolesPrefix}_${layout.headingOf(n)}`,
        name: layout.headingOf(n),
        type: 'xbrli:stringItemType',
        substitutionGroup: 'xbrli:item',
        'xbrli:periodType': 'duration',
        abstract: 'true',
        nillable: 'true',
      })}/>`,
  );
  return [
    XML_DECLARATION,
    `<xs:schema${attrs({
      'xmlns:xs': NS.xsd,
      'xmlns:xbrli': NS.xbrli,
      'xmlns:link': NS.link,
      'xmlns:xlink': NS.xlink,
      [`xmlns:${layout.rolesPrefix}`]: layout.rolesNamespace,
      targetNamespace: layout.rolesNamespace,
      elementFormDefault: 'qualified',
      attributeFormDefault: 'unqualified',
    })}>`,
    '  <xs:annotation>',
    '    <xs:appinfo>',
    ...roleTypes,
    '    </xs:appinfo>',
    '  </xs:annotation>',
    `  <xs:import namespace="${NS.xbrli}" schemaLocation="${XBRLI_SCHEMA}"/>`,
    `  <xs:import namespace="${NS.link}" schemaLocation="${LINK_SCHEMA}"/>`,
    ...headings,
    '</xs:schema>',
    '',
  ].join('\n');
}

/** An entry point: the concept schemas, the roles, the labels and the linkbases of one variant's networks. */
function entrySchema(taxonomy: Taxonomy, layout: TaxonomyLayout, variant: Variant): string {
  const networks = networksOf(taxonomy, variant);
  return [
    XML_DECLARATION,
    `<xs:schema${attrs({
      'xmlns:xs': NS.xsd,
      'xmlns:link': NS.link,
      'xmlns:xlink': NS.xlink,
      targetNamespace: layout.entryNamespace(variant),
      elementFormDefault: 'qualified',
      attributeFormDefault: 'unqualified',
    })}>`,
    '  <xs:annotation>',
    '    <xs:appinfo>',
    linkbaseRef(layout.labelFile('en'), 'label'),
    linkbaseRef(layout.labelFile('km'), 'label'),
    ...networks.map((n) => linkbaseRef(layout.presentationFile(n), 'presentation')),
    ...networks
      .filter((n) => n.calculations.length > 0)
      .map((n) => linkbaseRef(layout.calculationFile(n), 'calculation')),
    '    </xs:appinfo>',
    '  </xs:annotation>',
    `  <xs:import namespace="${esc(layout.rolesNamespace)}" schemaLocation="${layout.rolesSchema}"/>`,
    ...prefixesOf(taxonomy).map(
      (p) => `  <xs:import namespace="${esc(namespaceOf(taxonomy, p))}" schemaLocation="${layout.schemaFile(p)}"/>`,
    ),
    '</xs:schema>',
    '',
  ].join('\n');
}

function linkbase(body: string[]): string {
  return [
    XML_DECLARATION,
    `<link:linkbase${attrs({
      'xmlns:link': NS.link,
      'xmlns:xlink': NS.xlink,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${NS.link} ${LINK_SCHEMA}`,
    })}>`,
    ...body,
    '</link:linkbase>',
    '',
  ].join('\n');
}

/** A locator's href: the concept's schema file and id. */
function href(layout: TaxonomyLayout, qname: string): string {
  return `${layout.schemaFile(splitQName(qname).prefix)}#${conceptId(qname)}`;
}
function headingHref(layout: TaxonomyLayout, network: Network): string {
  return `${layout.rolesSchema}#${layout.rolesPrefix}_${layout.headingOf(network)}`;
}

/** The label linkbase of one language: standard, total, period start/end labels and documentation. */
function labelLinkbase(taxonomy: Taxonomy, layout: TaxonomyLayout, lang: 'en' | 'km'): string {
  const key: keyof Bilingual = lang === 'km' ? 'kh' : 'en';
  const out: string[] = [`  <link:labelLink xlink:type="extended" xlink:role="${ROLE.link}">`];
  const add = (locLabel: string, locHref: string, labels: [string, string][]) => {
    out.push(`    <link:loc${attrs({ 'xlink:type': 'locator', 'xlink:href': locHref, 'xlink:label': locLabel })}/>`);
    labels.forEach(([role, text], i) => {
      const resource = `${locLabel}_lbl_${i}`;
      out.push(
        `    <link:label${attrs({ 'xlink:type': 'resource', 'xlink:label': resource, 'xlink:role': role, 'xml:lang': lang, id: `${lang}_${resource}` })}>${esc(text)}</link:label>`,
        `    <link:labelArc${attrs({ 'xlink:type': 'arc', 'xlink:arcrole': ARCROLE.conceptLabel, 'xlink:from': locLabel, 'xlink:to': resource })}/>`,
      );
    });
  };
  for (const concept of Object.values(taxonomy.concepts).sort((a, b) => a.name.localeCompare(b.name))) {
    const labels: [string, string][] = [[ROLE.label, concept.label[key]]];
    const roles = concept.roleLabels ?? {};
    if (roles.total) labels.push([ROLE.totalLabel, roles.total[key]]);
    if (roles.periodStart) labels.push([ROLE.periodStartLabel, roles.periodStart[key]]);
    if (roles.periodEnd) labels.push([ROLE.periodEndLabel, roles.periodEnd[key]]);
    if (concept.documentation[key]) labels.push([ROLE.documentation, concept.documentation[key]]);
    add(conceptId(concept.name), href(layout, concept.name), labels);
  }
  for (const network of taxonomy.networks) {
    add(`${layout.rolesPrefix}_${layout.headingOf(network)}`, headingHref(layout, network), [
      [ROLE.label, network.title[key]],
    ]);
  }
  out.push('  </link:labelLink>');
  return linkbase(out);
}

const PREFERRED: Record<string, string | undefined> = {
  total: ROLE.totalLabel,
  periodStart: ROLE.periodStartLabel,
  periodEnd: ROLE.periodEndLabel,
};

/**
 * The `link:roleRef` of a network's role (XBRL 2.1 §3.5.2.4): a linkbase that uses a role not defined by XBRL 2.1
 * must point at the `link:roleType` that defines it.
 */
function roleRef(layout: TaxonomyLayout, network: Network): string {
  return `  <link:roleRef${attrs({ roleURI: layout.roleUri(network), 'xlink:type': 'simple', 'xlink:href': `${layout.rolesSchema}#role-${network.id}` })}/>`;
}

/**
 * A network's presentation linkbase, hanging from the network's heading. Every placement of a concept has its own
 * locator, so a concept shown twice under one parent (an opening and a closing balance, with their preferred labels)
 * gives two arcs with different `xlink:to`, never duplicate arcs (XLink 1.0 §5.1.3).
 */
function presentationLinkbase(layout: TaxonomyLayout, network: Network): string {
  const out: string[] = [roleRef(layout, network)];
  out.push(`  <link:presentationLink xlink:type="extended" xlink:role="${esc(layout.roleUri(network))}">`);
  const heading = `${layout.rolesPrefix}_${layout.headingOf(network)}`;
  const placements = new Map<string, number>();
  // One relationship per parent concept, child concept and preferred label (equivalent relationships add nothing).
  const relationships = new Set<string>();
  out.push(
    `    <link:loc${attrs({ 'xlink:type': 'locator', 'xlink:href': headingHref(layout, network), 'xlink:label': heading })}/>`,
  );
  const visit = (parentLabel: string, parentConcept: string, nodes: PresentationNode[]) => {
    nodes.forEach((node, i) => {
      if (node.concept === parentConcept) {
        visit(parentLabel, parentConcept, node.children);
        return;
      }
      const preferred = node.role ? PREFERRED[node.role] : undefined;
      const relationship = `${parentConcept}>${node.concept}>${preferred ?? ''}`;
      if (relationships.has(relationship)) return;
      relationships.add(relationship);
      const id = conceptId(node.concept);
      const n = (placements.get(id) ?? 0) + 1;
      placements.set(id, n);
      const label = n === 1 ? id : `${id}_${n}`;
      out.push(
        `    <link:loc${attrs({ 'xlink:type': 'locator', 'xlink:href': href(layout, node.concept), 'xlink:label': label })}/>`,
        `    <link:presentationArc${attrs({ 'xlink:type': 'arc', 'xlink:arcrole': ARCROLE.parentChild, 'xlink:from': parentLabel, 'xlink:to': label, order: `${i + 1}.0`, preferredLabel: preferred })}/>`,
      );
      visit(label, node.concept, node.children);
    });
  };
  visit(heading, '', network.presentation);
  out.push('  </link:presentationLink>');
  return linkbase(out);
}

/** A network's calculation linkbase: summation-item arcs with the network's weights. */
function calculationLinkbase(layout: TaxonomyLayout, network: Network): string {
  const out: string[] = [roleRef(layout, network)];
  out.push(`  <link:calculationLink xlink:type="extended" xlink:role="${esc(layout.roleUri(network))}">`);
  const located = new Set<string>();
  const arcs = new Set<string>();
  const loc = (qname: string) => {
    const id = conceptId(qname);
    if (located.has(id)) return id;
    located.add(id);
    out.push(
      `    <link:loc${attrs({ 'xlink:type': 'locator', 'xlink:href': href(layout, qname), 'xlink:label': id })}/>`,
    );
    return id;
  };
  for (const arc of network.calculations) {
    const from = loc(arc.parent);
    const to = loc(arc.child);
    if (arcs.has(`${from}>${to}`)) continue;
    arcs.add(`${from}>${to}`);
    out.push(
      `    <link:calculationArc${attrs({ 'xlink:type': 'arc', 'xlink:arcrole': ARCROLE.summationItem, 'xlink:from': from, 'xlink:to': to, order: `${arc.order}.0`, weight: arc.weight > 0 ? '1.0' : '-1.0' })}/>`,
    );
  }
  out.push('  </link:calculationLink>');
  return linkbase(out);
}

/** The Taxonomy Packages 1.0 metadata, so XBRL tools open the package offline. */
function packageMetadata(taxonomy: Taxonomy, layout: TaxonomyLayout): XbrlFile[] {
  const own = frameworkDefinition(taxonomy.framework)?.name;
  const name: Bilingual = own
    ? { en: `Taxonomy: ${own.en}`, kh: `ចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy)៖ ${own.kh}` }
    : taxonomy.framework === 'npo'
      ? { en: 'DFR taxonomy: non-profit framework', kh: 'ចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) DFR៖ ក្របខ័ណ្ឌមិនរកប្រាក់ចំណេញ' }
      : {
          en: 'DFR taxonomy: small-entity framework (CRFRF)',
          kh: 'ចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) DFR៖ ក្របខ័ណ្ឌសហគ្រាសខ្នាតតូច (CRFRF)',
        };
  const remoteBase = `${layout.rolesNamespace}/`;
  const entryPoints = VARIANTS.flatMap((v) => [
    '    <tp:entryPoint>',
    `      <tp:name>${esc(`${name.en}: ${v.sfpType}, ${v.plType}`)}</tp:name>`,
    `      <tp:entryPointDocument href="${esc(remoteBase + layout.entryPoint(v))}"/>`,
    '    </tp:entryPoint>',
  ]);
  return [
    {
      path: 'META-INF/taxonomyPackage.xml',
      content: [
        XML_DECLARATION,
        '<tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package" xml:lang="en">',
        `  <tp:identifier>${esc(layout.rolesNamespace)}</tp:identifier>`,
        `  <tp:name>${esc(name.en)}</tp:name>`,
        `  <tp:name xml:lang="km">${esc(name.kh)}</tp:name>`,
        `  <tp:version>${TAXONOMY_VERSION}</tp:version>`,
        '  <tp:entryPoints>',
        ...entryPoints,
        '  </tp:entryPoints>',
        '</tp:taxonomyPackage>',
        '',
      ].join('\n'),
    },
    {
      path: 'META-INF/catalog.xml',
      content: [
        XML_DECLARATION,
        '<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">',
        `  <rewriteURI uriStartString="${esc(remoteBase)}" rewritePrefix="../${layout.folder}/"/>`,
        '</catalog>',
        '',
      ].join('\n'),
    },
  ];
}

/** Every file of the framework's taxonomy (paths relative to the package root): an entry point per variant. */
export function buildTaxonomyFiles(taxonomy: Taxonomy): XbrlFile[] {
  // A taxonomy version's files are written once and reused by every package (issue 30): they depend on the taxonomy
  // alone, and were most of a package's work. The files are frozen; the list is the caller's own.
  let files = writtenFiles.get(taxonomy);
  if (!files) {
    files = writeTaxonomyFiles(taxonomy).map((f) => Object.freeze(f));
    writtenFiles.set(taxonomy, files);
  }
  return [...files];
}
const writtenFiles = new WeakMap<Taxonomy, XbrlFile[]>();

function writeTaxonomyFiles(taxonomy: Taxonomy): XbrlFile[] {
  const layout = taxonomyLayout(taxonomy);
  const at = (name: string) => `${layout.folder}/${name}`;
  return [
    ...packageMetadata(taxonomy, layout),
    ...VARIANTS.map((v) => ({ path: at(layout.entryPoint(v)), content: entrySchema(taxonomy, layout, v) })),
    { path: at(layout.rolesSchema), content: rolesSchema(taxonomy, layout) },
    ...prefixesOf(taxonomy).map((p) => ({ path: at(layout.schemaFile(p)), content: conceptSchema(taxonomy, p) })),
    { path: at(layout.labelFile('en')), content: labelLinkbase(taxonomy, layout, 'en') },
    { path: at(layout.labelFile('km')), content: labelLinkbase(taxonomy, layout, 'km') },
    ...taxonomy.networks.map((n) => ({
      path: at(layout.presentationFile(n)),
      content: presentationLinkbase(layout, n),
    })),
    ...taxonomy.networks
      .filter((n) => n.calculations.length > 0)
      .map((n) => ({ path: at(layout.calculationFile(n)), content: calculationLinkbase(layout, n) })),
  ];
}

/**
 * Calculation arcs whose weight disagrees with the balance types (XBRL 2.1 §5.1.1.2: +1 when parent and child have
 * the same balance, −1 when they differ). Empty for a sound taxonomy.
 */
export function weightBalanceMismatches(
  taxonomy: Taxonomy,
): { network: string; parent: string; child: string; weight: number }[] {
  const out: { network: string; parent: string; child: string; weight: number }[] = [];
  for (const network of taxonomy.networks) {
    for (const arc of network.calculations) {
      const p = taxonomy.concepts[arc.parent]?.balance;
      const c = taxonomy.concepts[arc.child]?.balance;
      if (!p || !c) continue;
      if ((p === c ? 1 : -1) !== arc.weight)
        out.push({ network: network.id, parent: arc.parent, child: arc.child, weight: arc.weight });
    }
  }
  return out;
}
