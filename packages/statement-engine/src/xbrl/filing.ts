// What an e-filing receiver checks when a filing package arrives: the XBRL package (zip) is read, its instance and
// Inline XBRL are checked against the package's own taxonomy (the self-check: declarations, contexts, units and the
// calculation linkbase), and the two reports must carry the same facts — what is tagged is what is filed. A package
// altered after it was built (a figure changed in one report, a total that no longer adds up) is refused with reasons.
import { strFromU8, unzipSync } from 'fflate';
import { checkXbrlReport, type XbrlProblem } from './check';
import { parseInlineXbrl } from './inline-parse';
import { type ParsedInstance, parseXbrlInstance } from './parse';
import type { XbrlFile } from './types';

export interface FilingCheck {
  /** No problem found: the receiver may issue a receipt. */
  ok: boolean;
  problems: XbrlProblem[];
  /** Paths inside the package of the two reports (when found). */
  instancePath?: string;
  inlinePath?: string;
  /** Facts reported in the instance. */
  factCount: number;
}

/** A fact as both reports must agree on it: concept, period, unit and value. */
function factKeys(parsed: ParsedInstance): Map<string, string> {
  const keys = new Map<string, string>();
  for (const f of parsed.facts) {
    const local = f.concept.slice(f.concept.indexOf(':') + 1);
    const context = parsed.contexts[f.contextRef];
    const period = context
      ? 'instant' in context.period
        ? context.period.instant
        : `${context.period.start}/${context.period.end}`
      : f.contextRef;
    const unit = f.unitRef ? (parsed.units[f.unitRef]?.measures.join('*') ?? f.unitRef) : '';
    const numeric = f.unitRef !== undefined;
    const key = `{${f.namespace}}${local}|${period}|${unit}${numeric ? '' : `|${f.lang ?? ''}`}`;
    keys.set(key, numeric ? String(Number(f.value)) : f.value.replace(/\s+/g, ' ').trim());
  }
  return keys;
}

/** Reads a zip into package files (paths relative to the package's root folder, when it has one). */
function unzipPackage(zip: Uint8Array): XbrlFile[] | undefined {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch {
    return undefined;
  }
  const names = Object.keys(entries).filter((n) => !n.endsWith('/'));
  const roots = new Set(names.map((n) => (n.includes('/') ? n.slice(0, n.indexOf('/')) : '')));
  const root = roots.size === 1 && !roots.has('') ? `${[...roots][0]}/` : '';
  return names.map((n) => ({ path: n.slice(root.length), content: strFromU8(entries[n]!) }));
}

/**
 * Checks a filing package as a receiver does. `zip` is the XBRL package (taxonomy, instance and Inline XBRL);
 * `inline`, when given, is the Inline XBRL document filed beside it, which must equal the one in the package.
 */
export function checkFilingPackage(zip: Uint8Array, inline?: string): FilingCheck {
  const files = unzipPackage(zip);
  if (!files)
    return {
      ok: false,
      problems: [{ code: 'not-a-package', message: 'the XBRL package is not a zip archive' }],
      factCount: 0,
    };
  const instancePath = files.find((f) => f.path.endsWith('.xbrl') && !f.path.includes('/'))?.path;
  const inlinePath = files.find((f) => f.path.endsWith('.xhtml') && !f.path.includes('/'))?.path;
  const problems: XbrlProblem[] = [];
  if (!instancePath) problems.push({ code: 'missing-report', message: 'the package holds no XBRL instance (.xbrl)' });
  if (!inlinePath)
    problems.push({ code: 'missing-report', message: 'the package holds no Inline XBRL document (.xhtml)' });
  let factCount = 0;
  try {
    if (instancePath) problems.push(...checkXbrlReport(files, instancePath));
    if (inlinePath) problems.push(...checkXbrlReport(files, inlinePath));
    if (instancePath && inlinePath) {
      const instance = parseXbrlInstance(files.find((f) => f.path === instancePath)!.content);
      factCount = instance.facts.length;
      const fromInstance = factKeys(instance);
      const fromInline = factKeys(parseInlineXbrl(files.find((f) => f.path === inlinePath)!.content));
      for (const [key, value] of fromInstance) {
        const other = fromInline.get(key);
        if (other === undefined)
          problems.push({ code: 'facts-differ', message: `${key} is in the instance but not in the Inline XBRL` });
        else if (other !== value)
          problems.push({
            code: 'facts-differ',
            message: `${key} is ${value} in the instance and ${other} in the Inline XBRL`,
          });
      }
      for (const key of fromInline.keys())
        if (!fromInstance.has(key))
          problems.push({ code: 'facts-differ', message: `${key} is in the Inline XBRL but not in the instance` });
    }
    if (inline !== undefined && inlinePath && inline !== files.find((f) => f.path === inlinePath)!.content)
      problems.push({
        code: 'documents-differ',
        message: 'the Inline XBRL document differs from the one in the XBRL package',
      });
  } catch (e) {
    problems.push({ code: 'unreadable', message: e instanceof Error ? e.message : 'a report could not be read' });
  }
  return {
    ok: problems.length === 0,
    problems,
    factCount,
    ...(instancePath ? { instancePath } : {}),
    ...(inlinePath ? { inlinePath } : {}),
  };
}
