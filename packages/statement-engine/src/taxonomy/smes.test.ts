// Issue 36 item 4: the rest of IFRS for SMEs that small entities use — the share of associates' profit on the face of
// profit or loss (5.5(c)), revenue from royalties (23.30) and fair value gains on investment property
// (16.10) — postable from a chart, rolled up into the statements' totals and filed.
import { describe, expect, it } from 'vitest';
import { defaultChart, suggestConcepts } from '../chart';
import { DEMO_SETTINGS, demoTrialBalance } from '../demo';
import type { ChartAccount, Framework, TrialBalance } from '../model/types';
import { buildStatements } from '../statements';
import { findNetwork, getTaxonomy, postableConcepts } from '.';

const I = 'ifrs-full:';
const ASSOCIATES = `${I}ShareOfProfitLossOfAssociatesAndJointVenturesAccountedForUsingEquityMethod`;
const ROYALTIES = `${I}RevenueFromRoyalties`;
const FAIR_VALUE = `${I}GainsLossesOnFairValueAdjustmentInvestmentProperty`;

const parentOf = (framework: Framework, networkId: string, child: string) =>
  findNetwork(getTaxonomy(framework), networkId)!
    .calculations.filter((a) => a.child === child)
    .map((a) => `${a.parent} ${a.weight}`);

describe('IFRS for SMEs: the profit-or-loss items and notes line items of issue 36', () => {
  it.each(['crfrf', 'npo'] as const)('%s: the share of associates sits in profit before tax, in both layouts', (f) => {
    expect(postableConcepts(f).has(ASSOCIATES)).toBe(true);
    for (const id of ['pl-function', 'pl-nature'])
      expect(parentOf(f, id, ASSOCIATES)).toEqual([`${I}ProfitLossBeforeTax 1`]);
    expect(getTaxonomy(f).concepts[ASSOCIATES]!.label.kh).toBe('ចំណែកប្រាក់ចំណេញ (ខាត) ពីក្រុមហ៊ុនរួម');
  });

  it('crfrf: royalties are revenue; fair value gains on investment property are other income', () => {
    expect(parentOf('crfrf', 'pl-function', ROYALTIES)).toEqual([`${I}Revenue 1`]);
    expect(parentOf('crfrf', 'note-other-income', FAIR_VALUE)).toEqual([`${I}OtherIncome 1`]);
    // The catch-all part of other income stays last: a posting to the line still lands in it.
    const other = findNetwork(getTaxonomy('crfrf'), 'note-other-income')!.calculations;
    expect(other.at(-1)!.child).toBe(`${I}MiscellaneousOtherOperatingIncome`);
    for (const name of [ROYALTIES, FAIR_VALUE]) {
      const concept = getTaxonomy('crfrf').concepts[name]!;
      expect([concept.balance, concept.periodType, concept.label.kh.length > 0]).toEqual(['credit', 'duration', true]);
    }
  });

  it('builds: accounts posting to them move revenue, other income and profit before tax by their amounts', () => {
    const extra: [string, string, string][] = [
      ['4900', 'Royalty income', ROYALTIES],
      ['4901', 'Fair value gain - investment property', FAIR_VALUE],
      ['4902', 'Share of profit of associate', ASSOCIATES],
    ];
    const base = defaultChart('crfrf');
    const cash = base.accounts.find((a) => a.concept === `${I}CashAndCashEquivalents`)!.code;
    const accounts: ChartAccount[] = extra.map(([code, nameEn, concept]) => ({
      code,
      nameEn,
      nameKh: nameEn,
      accountType: 'income',
      concept,
      balanceType: 'credit',
      periodType: 'duration',
      mandatory: false,
    }));
    const chart = { ...base, accounts: [...base.accounts, ...accounts] };
    const year = DEMO_SETTINGS.reportingYear;
    const lines: TrialBalance = [...demoTrialBalance()];
    extra.forEach(([code], i) => {
      const amount = (i + 1) * 1_000_000;
      lines.push(
        { accountCode: code, year, debit: 0, credit: amount },
        { accountCode: cash, year, debit: amount, credit: 0 },
      );
    });
    const value = (set: ReturnType<typeof buildStatements>, concept: string) =>
      set.facts.find((x) => x.concept === concept && 'start' in x.period && x.period.end === set.periods.current.end)
        ?.value as number | undefined;
    const before = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), chart: base });
    const after = buildStatements({ settings: DEMO_SETTINGS, trialBalance: lines, chart });
    expect(value(after, ROYALTIES)).toBe(1_000_000);
    expect(value(after, ASSOCIATES)).toBe(3_000_000);
    expect(value(after, `${I}Revenue`)! - value(before, `${I}Revenue`)!).toBe(1_000_000);
    expect(value(after, `${I}OtherIncome`)! - value(before, `${I}OtherIncome`)!).toBe(2_000_000);
    expect(value(after, `${I}ProfitLossBeforeTax`)! - value(before, `${I}ProfitLossBeforeTax`)!).toBe(6_000_000);
  });

  it('the mapping assistant names them', () => {
    const first = (nameEn: string, nameKh: string) =>
      suggestConcepts({ code: '4900', nameEn, nameKh, accountType: 'income' }, 'crfrf')[0]?.concept;
    expect(first('Royalty income', '')).toBe(ROYALTIES);
    expect(first('', 'ចំណូលពីសួយសារ')).toBe(ROYALTIES);
    // An agent's commissions stay services revenue, as the charts of issue 18 map them.
    expect(first('Commission income', '')).toBe(`${I}RevenueFromRenderingOfServices`);
    expect(first('Fair value gain on investment property', '')).toBe(FAIR_VALUE);
    expect(first('Share of profit of associates', '')).toBe(ASSOCIATES);
    expect(first('', 'ចំណែកប្រាក់ចំណេញពីក្រុមហ៊ុនរួម')).toBe(ASSOCIATES);
  });
});

describe("the cash flows of an associate's profit (IFRS for SMEs 7.8(b))", () => {
  it('take the share out of operating cash and out of the investment’s change; cash still ends at the balance', () => {
    const base = defaultChart('crfrf');
    const cash = base.accounts.find((a) => a.concept === `${I}CashAndCashEquivalents`)!.code;
    const account = (code: string, concept: string, type: ChartAccount['accountType']): ChartAccount => ({
      code,
      nameEn: concept,
      nameKh: concept,
      accountType: type,
      concept,
      balanceType: type === 'asset' ? 'debit' : 'credit',
      periodType: type === 'asset' ? 'instant' : 'duration',
      mandatory: false,
    });
    const chart = {
      ...base,
      accounts: [
        ...base.accounts,
        account('1900', `${I}InvestmentsInAssociates`, 'asset'),
        account('4950', ASSOCIATES, 'income'),
      ],
    };
    const year = DEMO_SETTINGS.reportingYear;
    // Last year: 50 million invested. This year: a 7 million share of profit, 2 million of it received as a dividend
    // (cash in, investment down), and 10 million more invested.
    const lines: TrialBalance = [...demoTrialBalance()];
    const invested = (y: number, amount: number) =>
      lines.push(
        { accountCode: '1900', year: y, debit: amount, credit: 0 },
        { accountCode: cash, year: y, debit: 0, credit: amount },
      );
    invested(year - 1, 50_000_000);
    invested(year - 2, 50_000_000);
    lines.push(
      { accountCode: '1900', year, debit: 50_000_000 + 7_000_000 - 2_000_000 + 10_000_000, credit: 0 },
      { accountCode: '4950', year, debit: 0, credit: 7_000_000 },
      { accountCode: cash, year, debit: 0, credit: 50_000_000 - 2_000_000 + 10_000_000 },
    );
    const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: lines, chart });
    const flow = (concept: string) =>
      set.facts.find((x) => x.concept === concept && 'start' in x.period && x.period.end === set.periods.current.end)
        ?.value as number | undefined;
    expect(flow(`${I}AdjustmentsForUndistributedProfitsOfInvestmentsAccountedForUsingEquityMethod`)).toBe(-7_000_000);
    const without = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), chart: base });
    const otherInvesting = `${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`;
    const before = without.facts.find(
      (x) => x.concept === otherInvesting && 'start' in x.period && x.period.end === set.periods.current.end,
    )?.value as number | undefined;
    // Investing: 10 million paid in, 2 million received back.
    expect((flow(otherInvesting) ?? 0) - (before ?? 0)).toBe(-8_000_000);
    const closing = set.facts.find(
      (x) =>
        x.concept === `${I}CashAndCashEquivalents` &&
        'instant' in x.period &&
        x.period.instant === set.periods.current.end,
    )?.value;
    const opening = set.facts.find(
      (x) =>
        x.concept === `${I}CashAndCashEquivalents` &&
        'instant' in x.period &&
        x.period.instant === set.periods.comparative!.end,
    )?.value as number;
    expect(flow(`${I}IncreaseDecreaseInCashAndCashEquivalents`)).toBe((closing as number) - opening);
  });
});
