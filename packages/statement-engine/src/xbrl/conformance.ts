// XBRL 2.1 and XLink rules of the linkbases of a discoverable taxonomy set, checked on the files of a package: what
// the reference processor (Arelle) reports on a taxonomy, for where no processor is at hand.
import { descendants, parseXml, type XmlElement } from './parse';
import type { XbrlFile } from './types';
import { NS } from './xml';

/** Roles XBRL 2.1 defines (§5.2.2.2.2, §3.5.2.4): they need no `link:roleRef`. */
export const STANDARD_ROLES = new Set(
  [
    'link',
    'label',
    'terseLabel',
    'verboseLabel',
    'positiveLabel',
    'positiveTerseLabel',
    'positiveVerboseLabel',
    'negativeLabel',
    'negativeTerseLabel',
    'negativeVerboseLabel',
    'zeroLabel',
    'zeroTerseLabel',
    'zeroVerboseLabel',
    'totalLabel',
    'periodStartLabel',
    'periodEndLabel',
    'documentation',
    'definitionGuidance',
    'disclosureGuidance',
    'presentationGuidance',
    'measurementGuidance',
    'commentaryGuidance',
    'exampleGuidance',
    'reference',
  ].map((r) => `http://www.xbrl.org/2003/role/${r}`),
);

/** Arcroles XBRL 2.1 defines: they need no `link:arcroleRef`. */
export const STANDARD_ARCROLES = new Set(
  [
    'concept-label',
    'concept-reference',
    'fact-footnote',
    'parent-child',
    'summation-item',
    'general-special',
    'essence-alias',
    'similar-tuples',
    'requires-element',
  ].map((a) => `http://www.xbrl.org/2003/arcrole/${a}`),
);

export interface LinkbaseProblem {
  code:
    | 'missing-role-ref'
    | 'missing-arcrole-ref'
    | 'duplicate-role-ref'
    | 'role-ref-mismatch'
    | 'role-not-used-on'
    | 'duplicate-arc'
    | 'broken-locator'
    | 'missing-file';
  file: string;
  message: string;
}

function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i + 1);
}

/** A relative href resolved against the path of the file that holds it (`a/b.xml` + `../c.xsd#x` → `c.xsd#x`). */
export function resolveHref(base: string, href: string): string {
  const parts = `${dirname(base)}${href}`.split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.') out.push(p);
  }
  return out.join('/');
}

/**
 * Opens each file of a DTS once, as it is discovered: its parsed root the first time, nothing after; `missing(path)`
 * when the package lacks the file.
 */
export function openOnce(
  byPath: ReadonlyMap<string, string>,
  missing: (path: string) => void,
): (path: string) => XmlElement | undefined {
  const visited = new Set<string>();
  return (path) => {
    if (visited.has(path)) return undefined;
    visited.add(path);
    const content = byPath.get(path);
    if (content === undefined) {
      missing(path);
      return undefined;
    }
    return parseXml(content);
  };
}

const elements = (el: XmlElement): XmlElement[] => el.children.filter((c): c is XmlElement => typeof c !== 'string');
const text = (el: XmlElement): string =>
  el.children
    .filter((c): c is string => typeof c === 'string')
    .join('')
    .trim();

/** `link:presentationLink` in a `usedOn` → `{http://www.xbrl.org/2003/linkbase}presentationLink`, by the prefixes
 * the schema declares on its root (the documents this module checks declare all there). */
function expandQName(root: XmlElement, qname: string): string {
  const i = qname.indexOf(':');
  const prefix = i < 0 ? '' : qname.slice(0, i);
  return `{${root.attributes[prefix ? `xmlns:${prefix}` : 'xmlns'] ?? ''}}${qname.slice(i + 1)}`;
}

/**
 * The linkbases of the DTS of one entry point (a path inside `files`), checked for: a `link:roleRef` for every
 * non-standard role used on an extended link, a resource or an arc's `preferredLabel` (Arelle's
 * `xbrl.3.5.2.4:missingRoleRef`), pointing at the roleType of that role URI, once per linkbase
 * (`xbrl.3.5.2.4.5:roleRefDuplicate`), whose `usedOn` names the element (`xbrl.5.1.3.4:custRoleUsedOn`); a
 * `link:arcroleRef` for every non-standard arcrole; no two arcs of one extended link with the same `xlink:from`,
 * `xlink:to` and arcrole (`xlink:dupArcs`); every locator pointing at an element (by id) of a schema in the DTS.
 * Empty for a conformant taxonomy.
 */
export function checkLinkbases(files: readonly XbrlFile[], entryPoint: string): LinkbaseProblem[] {
  const problems: LinkbaseProblem[] = [];
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const schemas = new Map<string, Set<string>>(); // path → element ids
  // `path#id` of a roleType / arcroleType → its URI and the elements it may be used on (`{namespace}local`).
  const roleTypes = new Map<string, { uri: string; usedOn: Set<string> }>();
  const linkbases: string[] = [];
  const open = openOnce(byPath, (path) =>
    problems.push({ code: 'missing-file', file: path, message: `${path} is referenced but not in the package` }),
  );
  const discover = (path: string) => {
    const root = open(path);
    if (!root) return;
    if (root.local === 'schema') {
      const ids = new Set<string>();
      schemas.set(path, ids);
      for (const el of descendants(root)) {
        if (el.namespace === NS.xsd && el.local === 'element' && el.attributes.id) ids.add(el.attributes.id);
        if (el.namespace === NS.link && (el.local === 'roleType' || el.local === 'arcroleType') && el.attributes.id)
          roleTypes.set(`${path}#${el.attributes.id}`, {
            uri: el.attributes.roleURI ?? el.attributes.arcroleURI ?? '',
            usedOn: new Set(
              elements(el)
                .filter((u) => u.namespace === NS.link && u.local === 'usedOn')
                .map((u) => expandQName(root, text(u))),
            ),
          });
        if (el.namespace === NS.xsd && el.local === 'import' && el.attributes.schemaLocation) {
          if (!/^https?:/.test(el.attributes.schemaLocation)) discover(resolveHref(path, el.attributes.schemaLocation));
        }
        if (el.namespace === NS.link && el.local === 'linkbaseRef') {
          const target = resolveHref(path, el.attributes['xlink:href'] ?? '');
          if (!linkbases.includes(target)) linkbases.push(target);
        }
      }
    }
  };
  discover(entryPoint);
  // Each linkbase is parsed once, for discovery and for the checks (the label linkbases are most of the package).
  const parsed = new Map<string, XmlElement>();
  for (const path of linkbases) {
    // A linkbase may point at schemas the entry point does not import; they join the DTS (XBRL 2.1 §3.2).
    const content = byPath.get(path);
    if (content === undefined) {
      problems.push({ code: 'missing-file', file: path, message: `${path} is referenced but not in the package` });
      continue;
    }
    const root = parseXml(content);
    parsed.set(path, root);
    for (const el of descendants(root)) {
      if (el.attributes['xlink:type'] === 'locator' || el.local === 'roleRef' || el.local === 'arcroleRef') {
        const target = resolveHref(path, el.attributes['xlink:href'] ?? '').split('#')[0]!;
        if (target) discover(target);
      }
    }
  }

  for (const path of linkbases) {
    const root = parsed.get(path);
    if (root === undefined) continue;
    // role URI → the elements its roleType allows it on (XBRL 2.1 §3.5.2.4, §3.5.2.5, §5.1.3.4).
    const roleRefs = new Map<string, Set<string>>();
    const arcroleRefs = new Map<string, Set<string>>();
    for (const el of elements(root)) {
      if (el.local !== 'roleRef' && el.local !== 'arcroleRef') continue;
      const kind = el.local === 'roleRef' ? 'role' : 'arcrole';
      const uri = (kind === 'role' ? el.attributes.roleURI : el.attributes.arcroleURI) ?? '';
      const refs = kind === 'role' ? roleRefs : arcroleRefs;
      const target = resolveHref(path, el.attributes['xlink:href'] ?? '');
      const type = roleTypes.get(target);
      if (refs.has(uri))
        problems.push({ code: 'duplicate-role-ref', file: path, message: `two ${el.local}s for ${uri}` });
      if (!type)
        problems.push({ code: 'broken-locator', file: path, message: `${el.local} ${target} is not a ${kind}Type` });
      else if (type.uri !== uri)
        problems.push({
          code: 'role-ref-mismatch',
          file: path,
          message: `${el.local} for ${uri} points at the ${kind}Type of ${type.uri}`,
        });
      refs.set(uri, type?.usedOn ?? new Set());
    }
    const needRole = (role: string | undefined, where: XmlElement, what = where.name) => {
      if (!role || STANDARD_ROLES.has(role)) return;
      const usedOn = roleRefs.get(role);
      if (!usedOn)
        problems.push({ code: 'missing-role-ref', file: path, message: `${what} uses role ${role} without a roleRef` });
      else if (!usedOn.has(`{${where.namespace}}${where.local}`))
        problems.push({
          code: 'role-not-used-on',
          file: path,
          message: `${what} uses role ${role}, whose roleType is not usedOn ${where.name}`,
        });
    };
    for (const link of elements(root).filter((e) => e.attributes['xlink:type'] === 'extended')) {
      needRole(link.attributes['xlink:role'], link);
      const arcs = new Set<string>();
      for (const el of elements(link)) {
        const type = el.attributes['xlink:type'];
        if (type === 'resource') needRole(el.attributes['xlink:role'], el);
        if (type === 'locator') {
          const [file, id] = resolveHref(path, el.attributes['xlink:href'] ?? '').split('#');
          if (!file || !id || !schemas.get(file)?.has(id))
            problems.push({
              code: 'broken-locator',
              file: path,
              message: `locator ${el.attributes['xlink:label']} points at ${el.attributes['xlink:href']}, not an element of the DTS`,
            });
        }
        if (type === 'arc') {
          const arcrole = el.attributes['xlink:arcrole'] ?? '';
          if (!STANDARD_ARCROLES.has(arcrole) && !arcroleRefs.has(arcrole))
            problems.push({
              code: 'missing-arcrole-ref',
              file: path,
              message: `${el.name} uses arcrole ${arcrole} without an arcroleRef`,
            });
          else if (!STANDARD_ARCROLES.has(arcrole) && !arcroleRefs.get(arcrole)?.has(`{${el.namespace}}${el.local}`))
            problems.push({
              code: 'role-not-used-on',
              file: path,
              message: `${el.name} uses arcrole ${arcrole}, whose arcroleType is not usedOn ${el.name}`,
            });
          // A preferred label is a label resource's role: its roleType must be usedOn link:label.
          if (el.attributes.preferredLabel)
            needRole(
              el.attributes.preferredLabel,
              { ...el, namespace: NS.link, local: 'label', name: 'link:label' },
              `${el.name} preferredLabel`,
            );
          const key = `${el.attributes['xlink:from']}|${el.attributes['xlink:to']}|${arcrole}`;
          if (arcs.has(key))
            problems.push({
              code: 'duplicate-arc',
              file: path,
              message: `two arcs from ${el.attributes['xlink:from']} to ${el.attributes['xlink:to']} (${arcrole})`,
            });
          arcs.add(key);
        }
      }
    }
  }
  return problems;
}
