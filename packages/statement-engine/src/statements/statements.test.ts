import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultChart } from '../chart';
import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '../demo';
import { ImportProblemsError, InvalidSettingError } from '../errors';
import type { Fact, RenderingSection, StatementSet } from '../model/types';
import { findNetwork, getTaxonomy } from '../taxonomy';
import { buildStatements } from '.';
import { buildScenario, type StatementScenario, statementScenario } from './testing';

const I = 'ifrs-full:';

function factValue(set: StatementSet, concept: string, period: Fact['period']): number | undefined {
  const key = JSON.stringify(period);
  const fact = set.facts.find((f) => f.concept === concept && JSON.stringify(f.period) === key);
  return fact === undefined ? undefined : (fact.value as number);
}

const display = (section: RenderingSection, concept: string, role: string, column: 'current' | 'comparative') =>
  section.rows.find((r) => r.concept === concept && r.role === role)?.amounts[column]?.display;

/** Every calculation of the section's network holds for the printed figures (hidden lines print as zero). */
function expectPrintedTotalsAddUp(set: StatementSet, section: RenderingSection) {
  const network = findNetwork(getTaxonomy(set.settings.framework), section.id)!;
  const printed = (concept: string, column: 'current' | 'comparative') => {
    const row = section.rows.find(
      (r) => r.concept === concept && (r.role === 'total' || r.role === 'standard') && !r.isAbstract,
    );
    return row?.amounts[column]?.display;
  };
  for (const column of section.columns) {
    const parents = new Set(network.calculations.map((a) => a.parent));
    for (const parent of parents) {
      const total = printed(parent, column);
      if (total === undefined) continue;
      const arcs = network.calculations.filter((a) => a.parent === parent);
      // Only totals whose parts are all shown or hidden-as-zero lines of the statement (not hidden breakdowns).
      const shownParts = arcs.filter((a) => section.rows.some((r) => r.concept === a.child));
      const presented = network.presentation.length > 0;
      if (!presented || shownParts.length === 0) continue;
      const sum = arcs.reduce((acc, a) => acc + a.weight * (printed(a.child, column) ?? 0), 0);
      const breakdownHidden = arcs.some(
        (a) => !section.rows.some((r) => r.concept === a.child) && !isInPresentation(network, a.child),
      );
      if (breakdownHidden) continue;
      expect({ section: section.id, parent, column, sum }).toEqual({ section: section.id, parent, column, sum: total });
    }
  }
}

function isInPresentation(network: ReturnType<typeof findNetwork> & {}, concept: string): boolean {
  const walk = (nodes: typeof network.presentation): boolean =>
    nodes.some((n) => n.concept === concept || walk(n.children));
  return walk(network.presentation);
}

describe('the demo statements', () => {
  const set = buildStatements({
    settings: DEMO_SETTINGS,
    trialBalance: demoTrialBalance(),
    entity: DEMO_ENTITY,
    notes: DEMO_NOTES,
    texts: DEMO_TEXTS,
  });

  it('build the financial position, profit or loss, cash flows and changes in equity for two years', () => {
    expect(set.rendering.sections.map((s) => s.id).slice(0, 4)).toEqual([
      'sfp-current-noncurrent',
      'pl-function',
      'cf-indirect',
      'soce',
    ]);
    expect(set.periods).toEqual({
      current: { start: '2025-01-01', end: '2025-12-31' },
      comparative: { start: '2024-01-01', end: '2024-12-31' },
    });
  });

  it('balance: assets equal equity and liabilities in both years', () => {
    for (const instant of ['2025-12-31', '2024-12-31']) {
      expect(factValue(set, `${I}Assets`, { instant })).toBe(factValue(set, `${I}EquityAndLiabilities`, { instant }));
    }
    expect(factValue(set, `${I}Assets`, { instant: '2025-12-31' })).toBe(3_898_000_000);
  });

  it('move the profit for the year, less dividends, into retained earnings', () => {
    const profit = factValue(set, `${I}ProfitLoss`, { start: '2025-01-01', end: '2025-12-31' })!;
    expect(profit).toBe(615_000_000);
    const opening = demoTrialBalance().find((l) => l.year === 2025 && l.accountCode === '3300')!.credit;
    expect(factValue(set, `${I}RetainedEarnings`, { instant: '2025-12-31' })).toBe(opening + profit - 150_000_000);
  });

  it("end the cash flows at the financial position's cash", () => {
    const cf = set.rendering.sections.find((s) => s.id === 'cf-indirect')!;
    expect(display(cf, `${I}CashAndCashEquivalents`, 'periodEnd', 'current')).toBe(814_000);
    expect(display(cf, `${I}CashAndCashEquivalents`, 'periodStart', 'current')).toBe(575_000);
    expect(display(cf, `${I}IncreaseDecreaseInCashAndCashEquivalents`, 'total', 'current')).toBe(239_000);
  });

  it('computes the ratios', () => {
    expect(set.ratios.current.currentRatio).toBeCloseTo(2_537 / 782, 5);
    expect(set.ratios.current.revenueGrowth).toBeCloseTo(5_510 / 4_930 - 1, 5);
    expect(set.ratios.comparative?.revenueGrowth).toBeNull();
  });

  it('lists the accounts behind each concept, and the notes and texts as facts in both languages', () => {
    expect(set.sources?.[`${I}CashAndCashEquivalents`]).toEqual(['2610', '2620', '2630']);
    const names = set.facts.filter((f) => f.concept === `${I}NameOfReportingEntityOrOtherMeansOfIdentification`);
    expect(names.map((f) => [f.lang, f.value])).toEqual([
      ['en', 'Angkor Trading Co., Ltd.'],
      ['kh', 'ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក'],
    ]);
    expect(set.facts.find((f) => f.concept === 'dfr:NumberOfEmployees')?.value).toBe(42);
    expect(set.facts.find((f) => f.concept === 'dfr:PostPeriodEventQuestion02')?.value).toBe(true);
  });

  it('is deterministic and writes whole numbers only', () => {
    const again = buildStatements({
      settings: DEMO_SETTINGS,
      trialBalance: demoTrialBalance(),
      entity: DEMO_ENTITY,
      notes: DEMO_NOTES,
      texts: DEMO_TEXTS,
    });
    expect(JSON.stringify(again)).toBe(JSON.stringify(set));
    for (const fact of set.facts) if (typeof fact.value === 'number') expect(Number.isInteger(fact.value)).toBe(true);
  });
});

describe('build errors', () => {
  it('lists every trial-balance problem', () => {
    const trialBalance = [
      { accountCode: '9999', year: 2025, debit: 5, credit: 0 },
      { accountCode: '2610', year: 2025, debit: 10.5, credit: 0 },
      { accountCode: '3100', year: 2025, debit: 0, credit: 7 },
    ];
    try {
      buildStatements({ settings: DEMO_SETTINGS, trialBalance });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ImportProblemsError);
      expect((error as ImportProblemsError).problems.map((p) => [p.row, p.code])).toEqual([
        [2, 'unknown_account'],
        [3, 'decimal_amount'],
        [4, 'unbalanced_year'],
      ]);
      const unbalanced = (error as ImportProblemsError).problems.find((p) => p.code === 'unbalanced_year')!;
      expect(unbalanced.message.kh).toContain('សម្រាប់ឆ្នាំ ២០២៥');
    }
  });

  it('names a bad setting in both languages', () => {
    expect(() =>
      buildStatements({ settings: { ...DEMO_SETTINGS, periodEnd: '2025-02-30' }, trialBalance: demoTrialBalance() }),
    ).toThrow(InvalidSettingError);
    try {
      buildStatements({ settings: { ...DEMO_SETTINGS, rounding: 'tens' as never }, trialBalance: demoTrialBalance() });
    } catch (error) {
      expect((error as InvalidSettingError).value).toBe('tens');
      expect((error as InvalidSettingError).messages.kh).toContain('tens');
    }
  });

  it('needs rates to translate', () => {
    expect(() =>
      buildStatements({
        settings: { ...DEMO_SETTINGS, functionalCurrency: 'USD' },
        trialBalance: demoTrialBalance(),
      }),
    ).toThrow(/closing rate/);
  });
});

describe('properties of every balanced trial balance', () => {
  const scenario = statementScenario;
  const build = (s: StatementScenario) => buildScenario(s);

  it('give a balanced financial position in every variant and rounding level, printed too', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const set = build(s);
        const sfp = set.rendering.sections.find((x) => x.section === 'financialPosition')!;
        for (const column of sfp.columns) {
          const instant = set.periods[column]!.end;
          expect(factValue(set, `${I}Assets`, { instant })).toBe(
            factValue(set, `${I}EquityAndLiabilities`, { instant }),
          );
          expect(display(sfp, `${I}Assets`, 'total', column)).toBe(
            display(sfp, `${I}EquityAndLiabilities`, 'total', column),
          );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('flow profit or loss into equity', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const set = build({ ...s, variant: { ...s.variant, translate: false } });
        const chart = defaultChart(s.variant.framework);
        const target = s.variant.framework === 'crfrf' ? `${I}RetainedEarnings` : 'dfr:UnrestrictedFunds';
        const accounts = new Set(chart.accounts.filter((a) => a.concept === target).map((a) => a.code));
        const dividendAccounts = new Set(
          chart.accounts.filter((a) => a.concept.includes('Dividends')).map((a) => a.code),
        );
        const tb = s.trialBalance.filter((l) => l.year === 2025);
        const opening = tb.filter((l) => accounts.has(l.accountCode)).reduce((a, l) => a + l.credit - l.debit, 0);
        const dividends = tb
          .filter((l) => dividendAccounts.has(l.accountCode))
          .reduce((a, l) => a + l.debit - l.credit, 0);
        const profit = factValue(set, `${I}ProfitLoss`, set.periods.current)!;
        expect(factValue(set, target, { instant: '2025-12-31' })).toBe(opening + profit - dividends);
      }),
      { numRuns: 100 },
    );
  });

  it("end the cash flows at the financial position's cash, unrounded and printed", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const set = build(s);
        const cf = set.rendering.sections.find((x) => x.id === 'cf-indirect');
        if (s.variant.years === 1) {
          expect(cf).toBeUndefined();
          return;
        }
        const sfp = set.rendering.sections.find((x) => x.section === 'financialPosition')!;
        for (const column of cf!.columns) {
          const end = set.periods[column]!.end;
          const start = column === 'current' ? set.periods.comparative!.end : '2023-12-31';
          const change = factValue(set, `${I}IncreaseDecreaseInCashAndCashEquivalents`, set.periods[column]!)!;
          expect(factValue(set, `${I}CashAndCashEquivalents`, { instant: start })! + change).toBe(
            factValue(set, `${I}CashAndCashEquivalents`, { instant: end }),
          );
          const printedEnd = display(cf!, `${I}CashAndCashEquivalents`, 'periodEnd', column);
          expect(printedEnd).toBe(display(sfp, `${I}CashAndCashEquivalents`, 'standard', column));
          expect(
            display(cf!, `${I}CashAndCashEquivalents`, 'periodStart', column)! +
              display(cf!, `${I}IncreaseDecreaseInCashAndCashEquivalents`, 'total', column)!,
          ).toBe(printedEnd);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never break a printed total by rounding', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const set = build(s);
        for (const section of set.rendering.sections.filter((x) => x.rows.some((r) => r.valueType === 'monetary'))) {
          expectPrintedTotalsAddUp(set, section);
        }
        const soce = set.rendering.sections.find((x) => x.id === 'soce');
        for (const column of soce?.columns ?? []) {
          expect(
            display(soce!, `${I}Equity`, 'periodStart', column)! +
              display(soce!, `${I}ChangesInEquity`, 'total', column)!,
          ).toBe(display(soce!, `${I}Equity`, 'periodEnd', column));
        }
      }),
      { numRuns: 150 },
    );
  });
});

it('marks the lines a total subtracts', () => {
  const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance() });
  const pl = set.rendering.sections.find((s) => s.id === 'pl-function')!;
  const weightOf = (concept: string) => pl.rows.find((r) => r.concept === concept && r.role === 'standard')?.weight;
  expect(weightOf(`${I}CostOfSales`)).toBe(-1);
  expect(weightOf(`${I}Revenue`)).toBeUndefined();
  const soce = set.rendering.sections.find((s) => s.id === 'soce')!;
  expect(soce.rows.find((r) => r.concept.includes('Dividends'))?.weight).toBe(-1);
});

it('speaks of funds and a surplus for a non-profit entity, with its funds note', () => {
  const trialBalance = [
    { accountCode: '2620', year: 2025, debit: 900, credit: 0 },
    { accountCode: '3100', year: 2025, debit: 0, credit: 300 },
    { accountCode: '3200', year: 2025, debit: 0, credit: 200 },
    { accountCode: '6100', year: 2025, debit: 0, credit: 1_000 },
    { accountCode: '9100', year: 2025, debit: 600, credit: 0 },
  ];
  const set = buildStatements({
    settings: { ...DEMO_SETTINGS, framework: 'npo', rounding: 'units' },
    trialBalance,
    chart: defaultChart('npo'),
  });
  const sfp = set.rendering.sections[0]!;
  expect(sfp.rows.find((r) => r.concept === `${I}Equity` && r.isAbstract)?.label).toEqual({ en: 'Funds', kh: 'មូលនិធិ' });
  const pl = set.rendering.sections.find((s) => s.section === 'profitOrLoss')!;
  expect(pl.rows.at(-1)).toMatchObject({ concept: `${I}ProfitLoss`, amounts: { current: { display: 400 } } });
  expect(pl.rows.at(-1)!.label.en).toBe('Surplus (deficit) for the year');
  const funds = set.rendering.sections.find((s) => s.id === 'note-funds')!;
  expect(funds.rows.map((r) => [r.concept, r.amounts.current?.value])).toEqual([
    ['dfr:RestrictedFunds', 300],
    ['dfr:UnrestrictedFunds', 600],
  ]);
});
