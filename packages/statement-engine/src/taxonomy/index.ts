/** Taxonomies of the two frameworks: concepts, labels (English and Khmer), presentation and calculation networks. */
import type { Concept, Framework, Network, Taxonomy } from '../model/types';
import { ALL_CONCEPTS, EXPENSE_FUNCTIONS, EXPENSE_NATURES, matrixConcept } from './concepts';
import { BREAKDOWNS, buildNetworks, conceptsOf, isBreakdownNote } from './networks';

export {
  EXPENSE_FUNCTIONS,
  EXPENSE_NATURES,
  matrixConcept,
  POST_PERIOD_QUESTIONS,
  postPeriodConcept,
} from './concepts';
export {
  BREAKDOWNS,
  EQUITY_COMPONENTS,
  EQUITY_MOVEMENTS,
  isBreakdownNote,
  OPERATING_ADJUSTMENTS,
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

/** The taxonomy of a framework (built once, then shared; treat it as read-only). */
export function getTaxonomy(framework: Framework): Taxonomy {
  const cached = cache.get(framework);
  if (cached) return cached;
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
