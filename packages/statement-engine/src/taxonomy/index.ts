/** Taxonomies of the two frameworks: concepts, labels (English and Khmer), presentation and calculation networks. */
import { DfrError } from '../errors';
import type { Bilingual, Concept, Framework, Network, RelatedPartyAmounts, Taxonomy } from '../model/types';
import { FRAMEWORKS } from '../model/types';
import { ALL_CONCEPTS, EXPENSE_FUNCTIONS, EXPENSE_NATURES, matrixConcept } from './concepts';
import { BREAKDOWNS, buildNetworks, conceptsOf, isBreakdownNote, RELATED_PARTY_AMOUNTS } from './networks';

export {
  EXPENSE_FUNCTIONS,
  EXPENSE_NATURES,
  matrixConcept,
  NUMBER_LIST_CONCEPTS,
  POST_PERIOD_QUESTIONS,
  postPeriodConcept,
} from './concepts';
export {
  BREAKDOWNS,
  EQUITY_COMPONENTS,
  EQUITY_MOVEMENTS,
  isBreakdownNote,
  CONTINUING,
  DISCONTINUED,
  OPERATING_ADJUSTMENTS,
  RELATED_PARTY_AMOUNTS,
  REVENUE_COMPONENTS,
} from './networks';

/**
 * Namespace URIs of the prefixes used by concept names. The `ifrs-full:` concepts are a subset of the IFRS Taxonomy
 * (IFRS element names, the product's labels and networks): declared under the product's own namespace, because a
 * subset must not claim the IFRS Foundation's namespace (docs/decisions.md, "XBRL namespaces"). The official one is
 * `OFFICIAL_IFRS_NAMESPACE`, for reference.
 */
export const NAMESPACES: Record<string, string> = {
  'ifrs-full': 'https://dfr.example.org/taxonomy/2026/ifrs-full-subset',
  dfr: 'https://dfr.example.org/taxonomy/2026/dfr',
};

/** The namespace of the official IFRS Taxonomy 2024 (`ifrs-full`), which the product's subset does not use. */
export const OFFICIAL_IFRS_NAMESPACE = 'https://xbrl.ifrs.org/taxonomy/2024-03-27/ifrs-full';

// The non-profit framework speaks of funds and surpluses.
const NPO_LABELS: Record<string, Concept['label']> = {
  'ifrs-full:Equity': { en: 'Funds', kh: 'មូលនិធិ' },
  'ifrs-full:EquityAndLiabilities': { en: 'Funds and liabilities', kh: 'មូលនិធិ និងបំណុល' },
  'ifrs-full:ProfitLoss': { en: 'Surplus (deficit) for the year', kh: 'អតិរេក (ឱនភាព) សម្រាប់ឆ្នាំ' },
  'ifrs-full:ProfitLossBeforeTax': { en: 'Surplus (deficit) before tax', kh: 'អតិរេក (ឱនភាព) មុនបង់ពន្ធ' },
  'ifrs-full:Revenue': { en: 'Income', kh: 'ចំណូល' },
  'ifrs-full:ChangesInEquity': { en: 'Total change in funds', kh: 'បម្រែបម្រួលសរុបនៃមូលនិធិ' },
};

const cache = new Map<Framework, Taxonomy>();

/**
 * A framework defined outside the engine (issue 35): another regulator's concepts, statement layouts and labels on
 * the engine's IFRS core. It follows a built-in framework's statement rules (`base`: which equity reserve takes the
 * year's result, the cash flows by the indirect method, the notes) and changes what a regulator changes: its own
 * concepts in its own namespace, where they sit in the statements (the base's networks in, its own out, with the same
 * ids: `sfp-current-noncurrent`, `sfp-liquidity`, `pl-function`, `pl-nature`, `cf-indirect`, `soce`, the notes) and
 * the labels of the base's concepts. Its validation rules go to `validateStatements(input, [...VALIDATION_RULES,
 * ...its own])`; its chart of accounts to `buildStatements({ chart })`.
 */
export interface FrameworkDefinition {
  /** Its id: `settings.framework`, `chart.framework`, the XBRL file names. Lower-case letters, digits and `-`. */
  id: string;
  /** Its name in each language (the document's cover, the taxonomy's title). */
  name: Bilingual;
  /** The built-in framework whose statement rules it follows. */
  base: Framework;
  /** Its own namespaces (prefix → URI), for the prefixes of its concepts. */
  namespaces?: Record<string, string>;
  /** Its own concepts. */
  concepts?: readonly Concept[];
  /** Labels it gives to concepts (its own or the base's), by concept name. */
  labels?: Readonly<Record<string, Bilingual>>;
  /** Its statement layouts from the base's (presentation trees and calculation arcs). @default the base's */
  networks?: (base: readonly Network[]) => Network[];
}

const defined = new Map<string, FrameworkDefinition>();

function invalidDefinition(id: string, en: string, kh: string): never {
  throw new DfrError('invalid_framework_definition', { en: `Framework ${id}: ${en}`, kh: `ក្របខណ្ឌ ${id}៖ ${kh}` }, id);
}

/**
 * Defines a framework outside the engine, once (at start): from then on `getTaxonomy`, `buildStatements`, validation
 * and the XBRL export take its id as they take a built-in framework's. Returns the id, typed as a framework.
 * Throws a bilingual `DfrError` when the id is taken or malformed, or a network names a concept nobody defines.
 */
export function defineFramework(definition: FrameworkDefinition): Framework {
  const { id } = definition;
  if (!/^[a-z][a-z0-9-]{1,30}$/.test(id))
    invalidDefinition(
      id,
      'an id is 2 to 31 lower-case letters, digits or "-".',
      'លេខសម្គាល់ត្រូវមាន ២ ដល់ ៣១ អក្សរតូច លេខ ឬ "-"។',
    );
  if ((FRAMEWORKS as readonly string[]).includes(id) || defined.has(id))
    invalidDefinition(id, 'this id is already a framework.', 'លេខសម្គាល់នេះជាក្របខណ្ឌរួចហើយ។');
  if (!(FRAMEWORKS as readonly string[]).includes(definition.base))
    invalidDefinition(
      id,
      `its base must be one of ${FRAMEWORKS.join(', ')}.`,
      `មូលដ្ឋានរបស់វាត្រូវជា ${FRAMEWORKS.join(', ')}។`,
    );
  defined.set(id, definition);
  try {
    getTaxonomy(id as Framework);
  } catch (error) {
    defined.delete(id);
    throw error;
  }
  return id as Framework;
}

/** True for a built-in framework or one given to `defineFramework`. */
export function isFramework(id: unknown): id is Framework {
  return typeof id === 'string' && ((FRAMEWORKS as readonly string[]).includes(id) || defined.has(id));
}

/** The built-in framework whose statement rules a framework follows (itself for a built-in one). */
export function baseFramework(framework: Framework): Framework {
  return defined.get(framework)?.base ?? framework;
}

/** The definition of a framework defined outside the engine, or undefined for a built-in one. */
export function frameworkDefinition(framework: Framework): FrameworkDefinition | undefined {
  return defined.get(framework);
}

function definedTaxonomy(definition: FrameworkDefinition): Taxonomy {
  const base = getTaxonomy(definition.base);
  const concepts: Record<string, Concept> = structuredClone(base.concepts);
  for (const concept of definition.concepts ?? []) concepts[concept.name] = structuredClone(concept);
  for (const [name, label] of Object.entries(definition.labels ?? {})) {
    const concept = concepts[name];
    if (!concept)
      invalidDefinition(
        definition.id,
        `a label names ${name}, which is no concept.`,
        `ស្លាកមួយដាក់ឈ្មោះ ${name} ដែលមិនមែនជាគំនិត (concept) ទេ។`,
      );
    concept.label = label;
    if (concept.roleLabels?.total) concept.roleLabels.total = label;
  }
  const networks = definition.networks
    ? definition.networks(structuredClone(base.networks))
    : structuredClone(base.networks);
  const used = conceptsOf(networks);
  for (const name of used)
    if (!concepts[name])
      invalidDefinition(
        definition.id,
        `a network uses ${name}, which is no concept.`,
        `បណ្ដាញមួយប្រើ ${name} ដែលមិនមែនជាគំនិត (concept) ទេ។`,
      );
  // The concepts of its statements only (as a built-in taxonomy holds): its own, and the base's it kept.
  const kept: Record<string, Concept> = {};
  for (const name of [...used].sort()) kept[name] = concepts[name]!;
  for (const name of Object.keys(POSTING_REMAP)) if (concepts[name] && !kept[name]) kept[name] = concepts[name];
  if (concepts[DIVIDENDS]) kept[DIVIDENDS] = concepts[DIVIDENDS];
  for (const prefix of new Set(Object.keys(kept).map((n) => n.slice(0, n.indexOf(':')))))
    if (!base.namespaces[prefix] && !definition.namespaces?.[prefix])
      invalidDefinition(definition.id, `the prefix ${prefix} has no namespace.`, `បុព្វបទ ${prefix} គ្មាន namespace ទេ។`);
  return {
    framework: definition.id as Framework,
    namespaces: { ...base.namespaces, ...definition.namespaces },
    concepts: kept,
    networks,
  };
}

/** The taxonomy of a framework (built once, then shared; treat it as read-only). */
export function getTaxonomy(framework: Framework): Taxonomy {
  const cached = cache.get(framework);
  if (cached) return cached;
  const definition = defined.get(framework);
  if (definition) {
    const taxonomy = definedTaxonomy(definition);
    cache.set(framework, taxonomy);
    return taxonomy;
  }
  const networks = buildNetworks(framework);
  const concepts: Record<string, Concept> = {};
  for (const name of [...conceptsOf(networks)].sort()) {
    const base = ALL_CONCEPTS[name];
    if (!base) throw new Error(`taxonomy: concept ${name} is used by a network but not defined`);
    const concept: Concept = structuredClone(base);
    const label = framework === 'npo' ? NPO_LABELS[name] : undefined;
    if (label) {
      concept.label = label;
      concept.roleLabels = {
        total: label,
        periodStart: { en: `${label.en} at the beginning of the year`, kh: `${label.kh} នៅដើមឆ្នាំ` },
        periodEnd: { en: `${label.en} at the end of the year`, kh: `${label.kh} នៅចុងឆ្នាំ` },
      };
    }
    concepts[name] = concept;
  }
  const taxonomy: Taxonomy = { framework, namespaces: { ...NAMESPACES }, concepts, networks };
  cache.set(framework, taxonomy);
  return taxonomy;
}

/** A network by id, or undefined. */
export function findNetwork(taxonomy: Taxonomy, id: string): Network | undefined {
  return taxonomy.networks.find((n) => n.id === id);
}

/**
 * Direct postings on a total go to the total's catch-all part, so every variant of a statement shows them and
 * every printed total is the sum of its lines (e.g. an account mapped to `AdministrativeExpense` lands in
 * `dfr:AdministrativeExpenseOther`, shown as administrative expenses by function and other expenses by nature).
 */
export const POSTING_REMAP: Record<string, string> = {
  ...Object.fromEntries(EXPENSE_FUNCTIONS.map(([name], f) => [name, matrixConcept(f, EXPENSE_NATURES.length - 1)])),
  ...Object.fromEntries(EXPENSE_NATURES.map(([name], n) => [name, matrixConcept(EXPENSE_FUNCTIONS.length - 1, n)])),
  'ifrs-full:Revenue': 'ifrs-full:OtherRevenue',
  'ifrs-full:CurrentAssets': 'ifrs-full:OtherCurrentAssets',
  'ifrs-full:NoncurrentAssets': 'ifrs-full:OtherNoncurrentAssets',
  'ifrs-full:CurrentLiabilities': 'ifrs-full:OtherCurrentLiabilities',
  'ifrs-full:NoncurrentLiabilities': 'ifrs-full:OtherNoncurrentLiabilities',
  'ifrs-full:Equity': 'ifrs-full:OtherReserves',
  // A line a note breaks into parts: its catch-all part, the last (e.g. PropertyPlantAndEquipment →
  // OtherPropertyPlantAndEquipment), so charts mapped to the line before issue 18 still import and build.
  ...Object.fromEntries(
    BREAKDOWNS.flatMap((b) => Object.entries(b.lines)).map(([line, parts]) => [line, parts[parts.length - 1]!]),
  ),
};

/** Where an account's posting lands: its concept, or the concept's catch-all part for a total. */
export function postingConcept(concept: string): string {
  return POSTING_REMAP[concept] ?? concept;
}

/** The related party note's typed amounts: their field in `NoteData.relatedParties`, concept and label. */
export const RELATED_PARTY_FIELDS: readonly { key: keyof RelatedPartyAmounts; concept: string; label: Bilingual }[] = (
  [
    'keyManagementCompensation',
    'salesOfGoods',
    'servicesRendered',
    'purchasesOfGoods',
    'servicesReceived',
    'amountsReceivable',
    'amountsPayable',
  ] as const
).map((key, i) => {
  const concept = RELATED_PARTY_AMOUNTS[i]!;
  return { key, concept, label: ALL_CONCEPTS[concept]!.label };
});

export const DIVIDENDS = 'ifrs-full:DividendsRecognisedAsDistributionsToOwnersOfParent';

/**
 * Concepts an account (or a manually typed figure) may post to: the monetary line items of the financial position,
 * profit or loss and the notes that break their lines into parts, that no calculation sums (plus totals with a catch-all part, see `POSTING_REMAP`), and dividends.
 */
export function postableConcepts(framework: Framework): Set<string> {
  const taxonomy = getTaxonomy(framework);
  const networks = taxonomy.networks.filter(
    (n) => n.section === 'financialPosition' || n.section === 'profitOrLoss' || isBreakdownNote(n),
  );
  const parents = new Set(networks.flatMap((n) => n.calculations.map((a) => a.parent)));
  const names = new Set([...conceptsOf(networks)].filter((name) => !parents.has(name)));
  for (const name of Object.keys(POSTING_REMAP)) if (taxonomy.concepts[name]) names.add(name);
  names.add(DIVIDENDS);
  return new Set([...names].filter((name) => taxonomy.concepts[name]?.valueType === 'monetary'));
}

/** Is the concept a balance (financial position) item rather than a flow? */
export function isBalanceItem(concept: Concept): boolean {
  return concept.periodType === 'instant';
}
