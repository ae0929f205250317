/** From a trial balance (or typed figures) to amounts by concept, and from amounts to every computed line. */
import { formatNumber, formatYear } from '../format';
import { ImportProblemsError } from '../errors';
import type {
  ChartOfAccounts,
  Framework,
  ImportProblem,
  ManualInput,
  Network,
  Taxonomy,
  TrialBalance,
} from '../model/types';
import { DIVIDENDS, getTaxonomy, postableConcepts, postingConcept } from '../taxonomy';
import { problem } from '../import/problem';

/** Amounts by concept for one year: whole units, positive in the concept's balance direction. */
export type Amounts = Map<string, number>;

export interface YearAmounts {
  amounts: Map<number, Amounts>;
  /** Account codes behind each concept (each code once, in the order first posted). */
  sources: Map<string, string[]>;
}

/**
 * Groups a trial balance by year and concept. Checks what the import checks (accounts in the chart, whole amounts,
 * debits = credits per year), so a trial balance from anywhere is held to the same rules; rows count from 2 as in
 * the template file.
 */
export function amountsFromTrialBalance(
  trialBalance: TrialBalance,
  chart: ChartOfAccounts,
  taxonomy: Taxonomy,
): YearAmounts {
  const { accounts, codes, accountIndex, conceptOf, ok, concepts, signs } = chartIndex(chart, taxonomy);
  /** Accounts already among their concept's sources (a code always finds the same account: no code twice). */
  const sourced = new Uint8Array(accounts.length);
  const sources = new Map<string, string[]>();
  const problems: ImportProblem[] = [];
  /** Each year's sums by concept index, the concepts in the order first posted, and its debits, credits, last row. */
  interface YearSlot {
    year: number;
    values: Float64Array;
    posted: Uint8Array;
    order: number[];
    debit: number;
    credit: number;
    row: number;
  }
  const slots: YearSlot[] = [];
  let slot: YearSlot | undefined;
  for (let index = 0; index < trialBalance.length; index++) {
    const line = trialBalance[index]!;
    const row = index + 2;
    const i = accountIndex.get(line.accountCode);
    if (i === undefined) {
      problems.push(
        problem(
          row,
          'unknown_account',
          `Account ${line.accountCode} is not in the chart of accounts.`,
          `គណនី ${line.accountCode} មិនមាននៅក្នុងតារាងគណនីទេ។`,
          'account_code',
          line.accountCode,
        ),
      );
      continue;
    }
    const account = accounts[i]!;
    if (!ok[i]) {
      problems.push(
        problem(
          row,
          'unknown_concept',
          `Account ${account.code} posts to "${account.concept}", which is not a line item of the ${chart.framework} taxonomy.`,
          `គណនី ${account.code} ប្រើ "${account.concept}" ដែលមិនមែនជាធាតុនៃចំណាត់ថ្នាក់ទិន្នន័យ (taxonomy) ${chart.framework} ទេ។`,
          'account_code',
          account.concept,
        ),
      );
      continue;
    }
    const wholeDebit = Number.isSafeInteger(line.debit);
    const wholeCredit = Number.isSafeInteger(line.credit);
    if (!wholeDebit || !wholeCredit) {
      for (const side of ['debit', 'credit'] as const) {
        if (Number.isSafeInteger(line[side])) continue;
        problems.push(
          problem(
            row,
            'decimal_amount',
            `The ${side} amount must be whole (no decimal places).`,
            `ចំនួន${side === 'debit' ? 'ឥណពន្ធ' : 'ឥណទាន'}ត្រូវតែជាចំនួនគត់ (គ្មានខ្ទង់ទសភាគ)។`,
            side,
            String(line[side]),
          ),
        );
      }
      continue;
    }
    const c = conceptOf[i]!;
    if (slot?.year !== line.year) {
      slot = slots.find((s) => s.year === line.year);
      if (!slot) {
        slot = {
          year: line.year,
          values: new Float64Array(concepts.length),
          posted: new Uint8Array(concepts.length),
          order: [],
          debit: 0,
          credit: 0,
          row,
        };
        slots.push(slot);
      }
    }
    if (!slot.posted[c]) {
      slot.posted[c] = 1;
      slot.order.push(c);
    }
    slot.values[c] += (line.debit - line.credit) * signs[c]!;
    if (!sourced[i]) {
      sourced[i] = 1;
      const concept = concepts[c]!;
      const list = sources.get(concept);
      if (list) list.push(codes[i]!);
      else sources.set(concept, [codes[i]!]);
    }
    slot.debit += line.debit;
    slot.credit += line.credit;
    slot.row = row;
  }
  const amounts = new Map<number, Amounts>();
  for (const { year, values, order } of slots) {
    const sums: Amounts = new Map();
    for (const c of order) sums.set(concepts[c]!, values[c]!);
    amounts.set(year, sums);
  }
  const net = slots.map((s) => [s.year, s] as const);
  for (const [year, totals] of net) {
    if (totals.debit !== totals.credit) {
      problems.push(
        problem(
          totals.row,
          'unbalanced_year',
          `Debits (${formatNumber(totals.debit, 'en')}) do not equal credits (${formatNumber(totals.credit, 'en')}) for ${year}.`,
          `ឥណពន្ធ (${formatNumber(totals.debit, 'kh')}) មិនស្មើនឹងឥណទាន (${formatNumber(totals.credit, 'kh')}) សម្រាប់ឆ្នាំ ${formatYear(year, 'kh')}។`,
          'debit',
          String(totals.debit - totals.credit),
        ),
      );
    }
  }
  if (problems.length > 0) throw new ImportProblemsError(problems);
  return { amounts, sources };
}

/**
 * A chart's accounts indexed for `amountsFromTrialBalance`: each account's position by code, the concept its postings
 * land on (an index into `concepts`) and whether it may post at all; each concept's sign.
 */
interface ChartIndex {
  framework: string;
  taxonomy: Taxonomy;
  /** The framework's own taxonomy when indexed (`postableConcepts` reads it). */
  frameworkTaxonomy: Taxonomy;
  accounts: ChartOfAccounts['accounts'];
  codes: string[];
  accountConcepts: string[];
  accountIndex: Map<string, number>;
  conceptOf: Int32Array;
  ok: Uint8Array;
  concepts: string[];
  signs: number[];
}

/** The index of each chart's accounts array, built once and reused while the accounts' codes and concepts are the same. */
const chartIndexes = new WeakMap<ChartOfAccounts['accounts'], ChartIndex>();

/**
 * The chart's index, built once per chart: a 5,000-account chart cost 2 ms to index (each account's concept looked up
 * three times by name), more than summing 10,000 lines. A kept index is checked against the accounts (same codes and
 * concepts, in order: a few microseconds) so a chart changed in place is indexed again.
 */
function chartIndex(chart: ChartOfAccounts, taxonomy: Taxonomy): ChartIndex {
  const accounts = chart.accounts;
  const frameworkTaxonomy = getTaxonomy(chart.framework);
  const kept = chartIndexes.get(accounts);
  if (
    kept &&
    kept.framework === chart.framework &&
    kept.taxonomy === taxonomy &&
    kept.frameworkTaxonomy === frameworkTaxonomy &&
    kept.codes.length === accounts.length &&
    accounts.every((a, i) => a.code === kept.codes[i] && a.concept === kept.accountConcepts[i])
  )
    return kept;
  const postable = postableConcepts(chart.framework);
  const index: ChartIndex = {
    framework: chart.framework,
    taxonomy,
    frameworkTaxonomy,
    accounts,
    codes: [],
    accountConcepts: [],
    accountIndex: new Map(),
    conceptOf: new Int32Array(accounts.length),
    ok: new Uint8Array(accounts.length),
    concepts: [],
    signs: [],
  };
  /** Per concept named by an account, once: its posting concept's index and whether it is postable. */
  const byConcept = new Map<string, { c: number; ok: boolean }>();
  const conceptIndex = new Map<string, number>();
  for (let i = 0; i < accounts.length; i++) {
    const a = accounts[i]!;
    let known = byConcept.get(a.concept);
    if (!known) {
      const concept = postingConcept(a.concept);
      let c = conceptIndex.get(concept);
      if (c === undefined) {
        c = index.concepts.length;
        conceptIndex.set(concept, c);
        index.concepts.push(concept);
        index.signs.push((taxonomy.concepts[concept]?.balance ?? 'debit') === 'debit' ? 1 : -1);
      }
      known = { c, ok: postable.has(a.concept) };
      byConcept.set(a.concept, known);
    }
    index.codes.push(a.code);
    index.accountConcepts.push(a.concept);
    index.accountIndex.set(a.code, i);
    index.conceptOf[i] = known.c;
    index.ok[i] = known.ok ? 1 : 0;
  }
  chartIndexes.set(accounts, index);
  return index;
}

/** Checks typed figures: known line items, whole amounts. Row numbers count the figures from 1. */
export function checkManualInput(input: ManualInput, framework: Framework): ImportProblem[] {
  const postable = postableConcepts(framework);
  const problems: ImportProblem[] = [];
  let row = 0;
  for (const [column, figures] of [
    ['current', input.current],
    ['comparative', input.comparative ?? {}],
  ] as const) {
    for (const [concept, value] of Object.entries(figures)) {
      row++;
      if (!postable.has(concept)) {
        problems.push(
          problem(
            row,
            'unknown_concept',
            `"${concept}" is not a line item that can be typed in (totals are computed).`,
            `"${concept}" មិនមែនជាធាតុដែលអាចវាយបញ្ចូលបានទេ (សរុបត្រូវបានគណនា)។`,
            column,
            concept,
          ),
        );
      } else if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        problems.push(
          problem(
            row,
            'decimal_amount',
            `The amount for ${concept} must be whole (no decimal places).`,
            `ចំនួនសម្រាប់ ${concept} ត្រូវតែជាចំនួនគត់ (គ្មានខ្ទង់ទសភាគ)។`,
            column,
            String(value),
          ),
        );
      }
    }
  }
  return problems;
}

/** Typed figures as amounts by concept per year. */
export function amountsFromManualInput(input: ManualInput, framework: Framework, currentYear: number): YearAmounts {
  const problems = checkManualInput(input, framework);
  if (problems.length > 0) throw new ImportProblemsError(problems);
  const amounts = new Map<number, Amounts>();
  const toMap = (figures: Record<string, number>) => {
    const map: Amounts = new Map();
    for (const [concept, value] of Object.entries(figures)) {
      const target = postingConcept(concept);
      map.set(target, (map.get(target) ?? 0) + value);
    }
    return map;
  };
  amounts.set(currentYear, toMap(input.current));
  if (input.comparative) amounts.set(currentYear - 1, toMap(input.comparative));
  return { amounts, sources: new Map() };
}

/** Profit or loss of a year from its amounts: income minus expenses (dividends are not an expense). */
export function profitOf(amounts: Amounts, taxonomy: Taxonomy): number {
  let profit = 0;
  for (const [concept, value] of amounts) {
    const definition = taxonomy.concepts[concept];
    if (definition?.periodType !== 'duration' || concept === DIVIDENDS) continue;
    profit += definition.balance === 'credit' ? value : -value;
  }
  return profit;
}

/** Every concept of the networks, computed by their calculation arcs from the posted amounts. */
export function rollUp(leaves: Amounts, networks: readonly Network[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const network of networks) {
    const children = new Map<string, Network['calculations']>();
    for (const arc of network.calculations) {
      const list = children.get(arc.parent) ?? [];
      list.push(arc);
      children.set(arc.parent, list);
    }
    const local = new Map<string, number>();
    const evaluate = (concept: string): number => {
      const known = local.get(concept);
      if (known !== undefined) return known;
      const parts = children.get(concept);
      let value = 0;
      if (parts) for (const arc of parts) value += arc.weight * evaluate(arc.child);
      else value = leaves.get(concept) ?? 0;
      local.set(concept, value);
      return value;
    };
    for (const arc of network.calculations) {
      evaluate(arc.parent);
      evaluate(arc.child);
    }
    for (const [concept, value] of local) if (!values.has(concept)) values.set(concept, value);
  }
  for (const [concept, value] of leaves) if (!values.has(concept)) values.set(concept, value);
  return values;
}
