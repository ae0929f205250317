// Reading XBRL back: a strict well-formedness check, then contexts, units and facts with namespaces resolved.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DfrError } from '../errors';
import type { Period } from '../model/types';
import { NS } from './xml';

/** An element of the parsed tree, with its namespace resolved. */
export interface XmlElement {
  /** The qualified name as written, e.g. `ix:nonFraction`. */
  name: string;
  namespace: string;
  local: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

type RawNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: '#comment',
});

/** Parses XML strictly: a document that is not well-formed throws a bilingual `xml_not_well_formed` error. */
export function parseXml(xml: string): XmlElement {
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new DfrError(
      'xml_not_well_formed',
      {
        en: `The XML is not well-formed at line ${line}, column ${col}: ${msg}`,
        kh: `XML មិនត្រឹមត្រូវតាមទម្រង់នៅបន្ទាត់ ${line} ជួរឈរ ${col}៖ ${msg}`,
      },
      `${line}:${col}`,
    );
  }
  const raw = parser.parse(xml) as RawNode[];
  const roots = raw.map((n) => convert(n, {})).filter((n): n is XmlElement => typeof n !== 'string');
  if (roots.length !== 1) {
    throw new DfrError(
      'xml_not_well_formed',
      {
        en: `An XML document has exactly one root element; found ${roots.length}.`,
        kh: `ឯកសារ XML មានធាតុឫសតែមួយ; បានរកឃើញ ${roots.length}។`,
      },
      String(roots.length),
    );
  }
  return roots[0]!;
}

function convert(node: RawNode, scope: Record<string, string>): XmlNode | undefined {
  if ('#text' in node) return String(node['#text']);
  if ('#comment' in node) return undefined;
  const name = Object.keys(node).find((k) => k !== ':@');
  if (!name) return undefined;
  const attributes = { ...(node[':@'] ?? {}) };
  const inner: Record<string, string> = { ...scope };
  for (const [k, v] of Object.entries(attributes)) {
    if (k === 'xmlns') inner[''] = v;
    else if (k.startsWith('xmlns:')) inner[k.slice(6)] = v;
  }
  const i = name.indexOf(':');
  const prefix = i < 0 ? '' : name.slice(0, i);
  const namespace = inner[prefix];
  if (namespace === undefined && prefix !== '') {
    throw new DfrError(
      'xml_unknown_prefix',
      {
        en: `The prefix "${prefix}" of <${name}> is not declared.`,
        kh: `បុព្វបទ "${prefix}" នៃ <${name}> មិនត្រូវបានប្រកាសទេ។`,
      },
      prefix,
    );
  }
  const children = ((node[name] as RawNode[]) ?? [])
    .map((c) => convert(c, inner))
    .filter((c): c is XmlNode => c !== undefined);
  return { name, namespace: namespace ?? '', local: i < 0 ? name : name.slice(i + 1), attributes, children };
}

/** Child elements, optionally by namespace and local name. */
export function elements(el: XmlElement, namespace?: string, local?: string): XmlElement[] {
  return el.children.filter(
    (c): c is XmlElement =>
      typeof c !== 'string' &&
      (namespace === undefined || c.namespace === namespace) &&
      (local === undefined || c.local === local),
  );
}

/** All descendant elements (document order). */
export function descendants(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (typeof c === 'string') continue;
      out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}

/** The text content of an element (all descendant text). */
export function textContent(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textContent(c))).join('');
}

/** The namespace declared for a prefix anywhere on the root (the documents this module writes declare all there). */
export function prefixFor(root: XmlElement, namespace: string): string | undefined {
  for (const [k, v] of Object.entries(root.attributes))
    if (v === namespace && k.startsWith('xmlns:')) return k.slice(6);
  return undefined;
}

export interface ParsedContext {
  id: string;
  entity: { scheme: string; identifier: string };
  period: Period;
}
export interface ParsedUnit {
  id: string;
  measures: string[];
}
export interface ParsedFact {
  /** `prefix:Local` with the prefix the document uses. */
  concept: string;
  namespace: string;
  contextRef: string;
  unitRef?: string;
  decimals?: string;
  /** The value as XBRL text (numbers in full units, after any Inline XBRL transformation, scale and sign). */
  value: string;
  lang?: string;
}
export interface ParsedInstance {
  schemaRefs: string[];
  contexts: Record<string, ParsedContext>;
  units: Record<string, ParsedUnit>;
  facts: ParsedFact[];
}

/** Reads contexts and units from the elements that hold them (`xbrli:xbrl` or `ix:resources`). */
export function readContextsAndUnits(holder: XmlElement): Pick<ParsedInstance, 'contexts' | 'units'> {
  const contexts: Record<string, ParsedContext> = {};
  const units: Record<string, ParsedUnit> = {};
  for (const c of elements(holder, NS.xbrli, 'context')) {
    const identifier = descendants(c).find((e) => e.namespace === NS.xbrli && e.local === 'identifier');
    const period = elements(c, NS.xbrli, 'period')[0];
    const pick = (local: string) => {
      const e = period && elements(period, NS.xbrli, local)[0];
      return e ? textContent(e).trim() : undefined;
    };
    const instant = pick('instant');
    const start = pick('startDate');
    const end = pick('endDate');
    const id = c.attributes.id ?? '';
    contexts[id] = {
      id,
      entity: {
        scheme: identifier?.attributes.scheme ?? '',
        identifier: identifier ? textContent(identifier).trim() : '',
      },
      period: instant !== undefined ? { instant } : { start: start ?? '', end: end ?? '' },
    };
  }
  for (const u of elements(holder, NS.xbrli, 'unit')) {
    const id = u.attributes.id ?? '';
    units[id] = {
      id,
      measures: descendants(u)
        .filter((e) => e.local === 'measure')
        .map((e) => textContent(e).trim()),
    };
  }
  return { contexts, units };
}

/** Parses an XBRL 2.1 instance: schema references, contexts, units and facts. */
export function parseXbrlInstance(xml: string): ParsedInstance {
  const root = parseXml(xml);
  if (root.namespace !== NS.xbrli || root.local !== 'xbrl') {
    throw new DfrError(
      'not_an_xbrl_instance',
      {
        en: `The root element is <${root.name}>, not <xbrli:xbrl>.`,
        kh: `ធាតុឫសគឺ <${root.name}> មិនមែន <xbrli:xbrl> ទេ។`,
      },
      root.name,
    );
  }
  const schemaRefs = elements(root, NS.link, 'schemaRef').map((e) => e.attributes['xlink:href'] ?? '');
  const facts: ParsedFact[] = [];
  for (const el of elements(root)) {
    if (el.namespace === NS.xbrli || el.namespace === NS.link) continue;
    const prefix = prefixFor(root, el.namespace) ?? el.name.split(':')[0]!;
    const fact: ParsedFact = {
      concept: `${prefix}:${el.local}`,
      namespace: el.namespace,
      contextRef: el.attributes.contextRef ?? '',
      value: textContent(el),
    };
    if (el.attributes.unitRef) fact.unitRef = el.attributes.unitRef;
    if (el.attributes.decimals) fact.decimals = el.attributes.decimals;
    if (el.attributes['xml:lang']) fact.lang = el.attributes['xml:lang'];
    facts.push(fact);
  }
  return { schemaRefs, ...readContextsAndUnits(root), facts };
}
