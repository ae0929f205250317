/** Manual input: the line items a preparer types instead of importing a trial balance, and their checks. */
import type { Bilingual, Framework, ManualInput } from '../model/types';
import { buildStatements, type BuildInput } from '../statements';
import { checkManualInput } from '../statements/amounts';
import {
  EXPENSE_FUNCTIONS,
  EXPENSE_NATURES,
  findNetwork,
  getTaxonomy,
  matrixConcept,
  postableConcepts,
} from '../taxonomy';

export { checkManualInput };

export interface ManualInputField {
  concept: string;
  label: Bilingual;
  balance?: 'debit' | 'credit';
}

export interface ManualInputGroup {
  id: 'financialPosition' | 'profitOrLoss' | 'equityMovements';
  title: Bilingual;
  fields: ManualInputField[];
}

/**
 * The function × nature concepts of the natures a trial balance may use but a person typing figures need not: the
 * natures added with the wider taxonomy (rent, utilities … other taxes). Typed by hand, such expenses go to a
 * function's "other" nature, so the screen keeps four natures per function (goods and materials, employee benefits,
 * depreciation and amortisation, other).
 */
const DETAILED_NATURES = new Set(
  EXPENSE_FUNCTIONS.flatMap((_, f) =>
    EXPENSE_NATURES.map((_n, n) => n)
      .filter((n) => n > 2 && n < EXPENSE_NATURES.length - 1)
      .map((n) => matrixConcept(f, n)),
  ),
);

/**
 * The fields of the manual input screen, in statement order: the financial position's lines (current/non-current
 * order), the profit-or-loss lines (by function × nature, so both layouts follow) and the dividends. Totals are
 * computed, never typed. Amounts are whole, positive in the line's natural direction; retained earnings are typed
 * as at the period end (after the year's profit).
 */
export function manualInputFields(framework: Framework): ManualInputGroup[] {
  const taxonomy = getTaxonomy(framework);
  const postable = postableConcepts(framework);
  const ordered = (networkId: string) => {
    const network = findNetwork(taxonomy, networkId)!;
    const parents = new Set(network.calculations.map((a) => a.parent));
    const order: string[] = [];
    const visit = (concept: string) => {
      if (!parents.has(concept)) {
        if (postable.has(concept) && !order.includes(concept)) order.push(concept);
        return;
      }
      for (const arc of network.calculations.filter((a) => a.parent === concept).sort((a, b) => a.order - b.order)) {
        visit(arc.child);
      }
    };
    for (const root of network.presentation) visit(root.concept);
    return order;
  };
  const field = (concept: string): ManualInputField => {
    const definition = taxonomy.concepts[concept]!;
    const result: ManualInputField = { concept, label: definition.label };
    if (definition.balance) result.balance = definition.balance;
    return result;
  };
  const groups: ManualInputGroup[] = [
    {
      id: 'financialPosition',
      title: { en: 'Statement of financial position', kh: 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ' },
      fields: ordered('sfp-current-noncurrent').map(field),
    },
    {
      id: 'profitOrLoss',
      title: { en: 'Statement of profit or loss', kh: 'របាយការណ៍ចំណេញ ឬខាត' },
      fields: ordered('pl-function')
        .filter((c) => !DETAILED_NATURES.has(c))
        .map(field),
    },
  ];
  if (framework === 'crfrf') {
    groups.push({
      id: 'equityMovements',
      title: { en: 'Statement of changes in equity', kh: 'របាយការណ៍បម្រែបម្រួលមូលធន' },
      fields: [field('ifrs-full:DividendsRecognisedAsDistributionsToOwnersOfParent')],
    });
  }
  return groups;
}

/** Builds the statements from typed figures (same output as from a trial balance). */
export function buildFromManualInput(input: Omit<BuildInput, 'trialBalance' | 'chart'> & { manual: ManualInput }) {
  return buildStatements(input);
}
