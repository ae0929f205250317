// A self-check of an exported package, for where no XBRL processor is at hand: the XBRL 2.1 rules a generated report
// can break (undeclared or abstract concepts, missing contexts or units, period types, units and decimals of numeric
// facts, one entity) and Calculations 1.1 consistency of the calculation linkbase, on the instance or the Inline XBRL.
import { consistentSum } from '../validation/rules/helpers';
import { openOnce, resolveHref } from './conformance';
import { parseInlineXbrl } from './inline-parse';
import { descendants, type ParsedInstance, parseXbrlInstance, parseXml, type XmlElement } from './parse';
import type { XbrlFile } from './types';
import { NS } from './xml';

export interface XbrlProblem {
  code: string;
  message: string;
}

interface Declaration {
  namespace: string;
  name: string;
  type: string;
  periodType: string;
  abstract: boolean;
}

const NUMERIC_TYPES = new Set([
  'xbrli:monetaryItemType',
  'xbrli:decimalItemType',
  'xbrli:integerItemType',
  'xbrli:sharesItemType',
  'xbrli:pureItemType',
]);

/** Checks one report (`.xbrl` instance or `.xhtml` Inline XBRL) of a package against the package's own taxonomy. */
export function checkXbrlReport(files: readonly XbrlFile[], reportPath: string): XbrlProblem[] {
  const problems: XbrlProblem[] = [];
  const add = (code: string, message: string) => problems.push({ code, message });
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const report = byPath.get(reportPath);
  if (report === undefined) return [{ code: 'missing-report', message: `${reportPath} is not in the package` }];
  const parsed: ParsedInstance = reportPath.endsWith('.xbrl') ? parseXbrlInstance(report) : parseInlineXbrl(report);

  // The discoverable taxonomy set: the schemaRef, its imports and its linkbase references, all inside the package.
  const declarations = new Map<string, Declaration>(); // `{namespace}local`
  const byId = new Map<string, Declaration>(); // `path#id`
  const linkbases: string[] = [];
  const open = openOnce(byPath, (path) => add('missing-file', `${path} is referenced but not in the package`));
  const discover = (path: string) => {
    const root = open(path);
    if (!root) return;
    const namespace = root.attributes.targetNamespace ?? '';
    for (const el of descendants(root)) {
      if (el.namespace === NS.xsd && el.local === 'element' && el.attributes.name) {
        const d: Declaration = {
          namespace,
          name: el.attributes.name,
          type: el.attributes.type ?? '',
          periodType: el.attributes['xbrli:periodType'] ?? '',
          abstract: el.attributes.abstract === 'true',
        };
        declarations.set(`{${namespace}}${d.name}`, d);
        if (el.attributes.id) byId.set(`${path}#${el.attributes.id}`, d);
      } else if (el.namespace === NS.xsd && el.local === 'import' && el.attributes.schemaLocation) {
        if (!/^https?:/.test(el.attributes.schemaLocation)) discover(resolveHref(path, el.attributes.schemaLocation));
      } else if (el.namespace === NS.link && el.local === 'linkbaseRef') {
        const target = resolveHref(path, el.attributes['xlink:href'] ?? '');
        if (!byPath.has(target)) add('missing-file', `${target} (linkbase) is not in the package`);
        else linkbases.push(target);
      }
    }
  };
  for (const ref of parsed.schemaRefs) discover(resolveHref(reportPath, ref));
  if (parsed.schemaRefs.length !== 1) add('schema-ref', `expected one schemaRef, found ${parsed.schemaRefs.length}`);

  // Contexts: one entity; well-formed periods.
  const identifiers = new Set(Object.values(parsed.contexts).map((c) => `${c.entity.scheme}|${c.entity.identifier}`));
  if (identifiers.size > 1) add('entity', `contexts name ${identifiers.size} different entities`);
  for (const c of Object.values(parsed.contexts)) {
    if ('start' in c.period && !(c.period.start < c.period.end)) add('period', `context ${c.id}: start not before end`);
  }

  // Facts.
  const values = new Map<string, { value: number; decimals: number }>(); // `{ns}local|context|unit`
  for (const fact of parsed.facts) {
    const local = fact.concept.slice(fact.concept.indexOf(':') + 1);
    const d = declarations.get(`{${fact.namespace}}${local}`);
    if (!d) {
      add('undeclared-concept', `${fact.concept} is not declared in the taxonomy`);
      continue;
    }
    if (d.abstract) add('abstract-concept', `${fact.concept} is abstract and cannot be reported`);
    const context = parsed.contexts[fact.contextRef];
    if (!context) {
      add('missing-context', `${fact.concept}: context ${fact.contextRef} is not defined`);
      continue;
    }
    if ('instant' in context.period !== (d.periodType === 'instant')) {
      add('period-type', `${fact.concept} is ${d.periodType} but context ${fact.contextRef} is not`);
    }
    const numeric = NUMERIC_TYPES.has(d.type);
    if (numeric) {
      const unit = fact.unitRef ? parsed.units[fact.unitRef] : undefined;
      if (!unit) add('missing-unit', `${fact.concept} (${fact.contextRef}) has no defined unit`);
      else if (d.type === 'xbrli:monetaryItemType' && !unit.measures[0]?.startsWith('iso4217:')) {
        add('monetary-unit', `${fact.concept} is monetary but its unit is ${unit.measures.join(' ')}`);
      } else if (d.type === 'xbrli:sharesItemType' && unit.measures[0] !== 'xbrli:shares') {
        add('shares-unit', `${fact.concept} counts shares but its unit is ${unit.measures.join(' ')}`);
      }
      if (fact.decimals === undefined) add('missing-decimals', `${fact.concept} (${fact.contextRef}) has no decimals`);
      const value = Number(fact.value);
      if (!Number.isFinite(value)) add('not-a-number', `${fact.concept} (${fact.contextRef}) is "${fact.value}"`);
      else {
        const key = `{${fact.namespace}}${local}|${fact.contextRef}|${fact.unitRef ?? ''}`;
        const decimals = fact.decimals === 'INF' ? 20 : Number(fact.decimals ?? 0);
        const earlier = values.get(key);
        if (earlier && earlier.value !== value) {
          add(
            'inconsistent-duplicate',
            `${fact.concept} (${fact.contextRef}) is reported as ${earlier.value} and ${value}`,
          );
        }
        values.set(key, { value, decimals });
      }
    } else if (fact.unitRef || fact.decimals) {
      add('non-numeric-unit', `${fact.concept} is not numeric but carries a unit or decimals`);
    }
  }

  // Calculations 1.1 (round-to-nearest) over every calculation network.
  for (const path of linkbases) {
    const root = parseXml(byPath.get(path)!);
    for (const link of descendants(root).filter((e) => e.namespace === NS.link && e.local === 'calculationLink')) {
      const locators = new Map<string, Declaration>();
      const children = new Map<string, { weight: number; child: Declaration }[]>();
      const parents = new Map<string, Declaration>();
      for (const el of link.children.filter((c): c is XmlElement => typeof c !== 'string')) {
        if (el.local === 'loc') {
          const d = byId.get(resolveHref(path, el.attributes['xlink:href'] ?? ''));
          if (!d) add('broken-locator', `${path}: ${el.attributes['xlink:href']} does not point at a concept`);
          else locators.set(el.attributes['xlink:label'] ?? '', d);
        }
      }
      for (const el of link.children.filter((c): c is XmlElement => typeof c !== 'string')) {
        if (el.local !== 'calculationArc') continue;
        const from = locators.get(el.attributes['xlink:from'] ?? '');
        const to = locators.get(el.attributes['xlink:to'] ?? '');
        if (!from || !to) continue;
        const key = `{${from.namespace}}${from.name}`;
        parents.set(key, from);
        const list = children.get(key) ?? [];
        list.push({ weight: Number(el.attributes.weight), child: to });
        children.set(key, list);
      }
      for (const [parentKey, items] of children) {
        for (const [key, total] of values) {
          if (!key.startsWith(`${parentKey}|`)) continue;
          const suffix = key.slice(parentKey.length);
          const present = items
            .map((i) => ({ weight: i.weight, fact: values.get(`{${i.child.namespace}}${i.child.name}${suffix}`) }))
            .filter((i): i is { weight: number; fact: { value: number; decimals: number } } => i.fact !== undefined);
          if (present.length === 0) continue;
          const decimals = Math.min(total.decimals, ...present.map((p) => p.fact.decimals));
          const pairs = present.map((p) => [p.weight, p.fact.value] as const);
          if (!consistentSum(total.value, pairs, decimals)) {
            const sum = pairs.reduce((s, [w, v]) => s + w * v, 0);
            const [, context] = suffix.split('|');
            add(
              'calculation-inconsistency',
              `${parents.get(parentKey)!.name} (${context}): total ${total.value}, items sum to ${sum}`,
            );
          }
        }
      }
    }
  }
  return problems;
}
