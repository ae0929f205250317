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
import { DIVIDENDS, postableConcepts, postingConcept } from '../taxonomy';
import { problem } from '../import/problem';

/** Amounts by concept for one year: whole units, positive in the concept's balance direction. */
export type Amounts = Map<string, number>;

export interface YearAmounts {
  amounts: Map<number, Amounts>;
  /** Account codes behind each concept. */
  sources: Map<string, Set<string>>;
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
  const postable = postableConcepts(chart.framework);
  // Per account, once: where its postings land and with which sign.
  const accounts = new Map<
    string,
    { code: string; concept: string; postingConcept: string; sign: number; ok: boolean }
  >();
  for (const a of chart.accounts) {
    const concept = postingConcept(a.concept);
    const balance = taxonomy.concepts[concept]?.balance ?? 'debit';
    accounts.set(a.code, {
      code: a.code,
      concept: a.concept,
      postingConcept: concept,
      sign: balance === 'debit' ? 1 : -1,
      ok: postable.has(a.concept),
    });
  }
  const amounts = new Map<number, Amounts>();
  const sources = new Map<string, Set<string>>();
  const problems: ImportProblem[] = [];
  const net = new Map<number, { debit: number; credit: number; row: number }>();
  for (let index = 0; index < trialBalance.length; index++) {
    const line = trialBalance[index]!;
    const row = index + 2;
    const account = accounts.get(line.accountCode);
    if (!account) {
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
    if (!account.ok) {
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
    const concept = account.postingConcept;
    let year = amounts.get(line.year);
    if (!year) {
      year = new Map();
      amounts.set(line.year, year);
    }
    year.set(concept, (year.get(concept) ?? 0) + (line.debit - line.credit) * account.sign);
    let codes = sources.get(concept);
    if (!codes) {
      codes = new Set();
      sources.set(concept, codes);
    }
    codes.add(account.code);
    let totals = net.get(line.year);
    if (!totals) {
      totals = { debit: 0, credit: 0, row };
      net.set(line.year, totals);
    }
    totals.debit += line.debit;
    totals.credit += line.credit;
    totals.row = row;
  }
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
