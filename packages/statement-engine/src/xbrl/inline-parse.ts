// Reading an Inline XBRL 1.1 document back into facts (the transformations this product writes: TR4 num-dot-decimal,
// fixed-zero, fixed-true/false, date-year-month-day; scale and sign).
import { DfrError } from '../errors';
import {
  descendants,
  elements,
  type ParsedFact,
  type ParsedInstance,
  parseXml,
  readContextsAndUnits,
  textContent,
  type XmlElement,
} from './parse';
import { NS } from './xml';

function transformError(format: string, value: string): DfrError {
  return new DfrError(
    'ixbrl_bad_value',
    {
      en: `The value "${value}" cannot be read with the format ${format}.`,
      kh: `មិនអាចអានតម្លៃ "${value}" ដោយទម្រង់ ${format} បានទេ។`,
    },
    value,
  );
}

/** Applies an `ixt:` number format, the scale and the sign; returns the value in full units as XBRL text. */
function numericValue(el: XmlElement): string {
  const raw = textContent(el).trim();
  const format = el.attributes.format ?? '';
  const local = format.slice(format.indexOf(':') + 1);
  let digits: string;
  if (local === 'fixed-zero') digits = '0';
  else if (local === 'num-dot-decimal' || format === '') {
    if (!/^[0-9]{1,3}((,|\s)?[0-9]{3})*(\.[0-9]+)?$/.test(raw) && !/^[0-9]+(\.[0-9]+)?$/.test(raw))
      throw transformError(format, raw);
    digits = raw.replace(/[,\s]/g, '');
  } else throw transformError(format, raw);
  const scale = Number(el.attributes.scale ?? '0');
  const [whole, fraction = ''] = digits.split('.');
  // Shift the decimal point by the scale without floating-point error.
  let value: string;
  if (scale >= 0) {
    const all = `${whole}${fraction.padEnd(scale, '0')}`;
    value = `${all.slice(0, whole!.length + scale)}${fraction.length > scale ? `.${fraction.slice(scale)}` : ''}`;
  } else {
    const padded = whole!.padStart(-scale + 1, '0');
    value = `${padded.slice(0, padded.length + scale)}.${padded.slice(padded.length + scale)}${fraction}`;
  }
  value = value.replace(/^0+(?=\d)/, '');
  if (value.includes('.')) value = value.replace(/\.?0+$/, '');
  if (value === '') value = '0';
  return el.attributes.sign === '-' && value !== '0' ? `-${value}` : value;
}

function nonNumericValue(el: XmlElement): string {
  const format = el.attributes.format ?? '';
  const local = format.slice(format.indexOf(':') + 1);
  const text = textContent(el);
  if (local === 'fixed-true') return 'true';
  if (local === 'fixed-false') return 'false';
  if (local === 'date-year-month-day') {
    const m = /^\s*(\d{4})\D(\d{1,2})\D(\d{1,2})\s*$/.exec(text);
    if (!m) throw transformError(format, text);
    return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  }
  if (format !== '') throw transformError(format, text);
  return text;
}

/** Parses an Inline XBRL document: its schema references, contexts, units and every tagged fact (shown or hidden). */
export function parseInlineXbrl(xhtml: string): ParsedInstance {
  const root = parseXml(xhtml);
  if (root.namespace !== NS.xhtml || root.local !== 'html') {
    throw new DfrError(
      'not_inline_xbrl',
      {
        en: `The root element is <${root.name}>, not an XHTML <html>.`,
        kh: `ធាតុឫសគឺ <${root.name}> មិនមែន XHTML <html> ទេ។`,
      },
      root.name,
    );
  }
  const all = descendants(root);
  const header = all.find((e) => e.namespace === NS.ix && e.local === 'header');
  if (!header) {
    throw new DfrError('not_inline_xbrl', {
      en: 'The document has no ix:header.',
      kh: 'ឯកសារគ្មាន ix:header ទេ។',
    });
  }
  const schemaRefs = descendants(header)
    .filter((e) => e.namespace === NS.link && e.local === 'schemaRef')
    .map((e) => e.attributes['xlink:href'] ?? '');
  const resources = elements(header, NS.ix, 'resources');
  const contexts: ParsedInstance['contexts'] = {};
  const units: ParsedInstance['units'] = {};
  for (const r of resources) {
    const read = readContextsAndUnits(r);
    Object.assign(contexts, read.contexts);
    Object.assign(units, read.units);
  }
  const facts: ParsedFact[] = [];
  const walk = (el: XmlElement, lang: string | undefined) => {
    const here = el.attributes['xml:lang'] ?? lang;
    if (el.namespace === NS.ix && (el.local === 'nonFraction' || el.local === 'nonNumeric')) {
      const name = el.attributes.name ?? '';
      const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : '';
      const namespace = root.attributes[`xmlns:${prefix}`] ?? '';
      const fact: ParsedFact = {
        concept: name,
        namespace,
        contextRef: el.attributes.contextRef ?? '',
        value: el.local === 'nonFraction' ? numericValue(el) : nonNumericValue(el),
      };
      if (el.attributes.unitRef) fact.unitRef = el.attributes.unitRef;
      if (el.attributes.decimals) fact.decimals = el.attributes.decimals;
      // Language belongs to text; a transformed value (date, yes/no) has none.
      if (el.local === 'nonNumeric' && here && !el.attributes.format) fact.lang = here;
      facts.push(fact);
      return;
    }
    for (const c of el.children) if (typeof c !== 'string') walk(c, here);
  };
  walk(root, undefined);
  return { schemaRefs, contexts, units, facts };
}
