import type { Period } from '../../model/types';
import type { RuleContext } from '../context';
import { rule, t, type ValidationRule } from '../rule';
import type { Finding } from '../types';
import { describe, equality, finding, firstReported, lacksOpeningBalances } from './helpers';

const DIVIDENDS = ['DividendsRecognisedAsDistributionsToOwnersOfParent', 'DividendsPaid'];
const NET_CASH_CHANGE = ['IncreaseDecreaseInCashAndCashEquivalents'];

/** Assets = liabilities + equity at one instant. */
function balances(ctx: RuleContext, period: Period): Finding[] {
  return equality(
    ctx,
    { concept: ctx.q('Assets'), period },
    [
      { concept: ctx.q('Liabilities'), period, weight: 1 },
      { concept: ctx.q('Equity'), period, weight: 1 },
    ],
    t('The financial position does not balance', 'ស្ថានភាពហិរញ្ញវត្ថុមិនមានតុល្យភាព'),
  );
}

/** Missing facts among the given local names in a period. */
function missing(ctx: RuleContext, locals: string[], period: Period): Finding[] {
  const absent = locals.filter((l) => !ctx.has(ctx.q(l), period));
  if (absent.length === 0) return [];
  const names = (lang: 'en' | 'kh') => absent.map((l) => ctx.label(ctx.q(l))[lang]).join(', ');
  return finding(
    {
      en: `Missing for ${ctx.year(period, 'en')}: ${names('en')}.`,
      kh: `ខ្វះសម្រាប់ឆ្នាំ ${ctx.year(period, 'kh')}៖ ${names('kh')}។`,
    },
    absent.map((l) => ({ concept: ctx.q(l), period })),
  );
}

/** Closing cash = opening cash + the net change of the year (the cash-flow statement reconciles to the position). */
function cashReconciles(ctx: RuleContext, year: Period, opening: Period, closing: Period): Finding[] {
  const change = firstReported(ctx, NET_CASH_CHANGE, year);
  if (!change) return [];
  return equality(
    ctx,
    { concept: ctx.q('CashAndCashEquivalents'), period: closing },
    [
      { concept: ctx.q('CashAndCashEquivalents'), period: opening, weight: 1 },
      { concept: change, period: year, weight: 1 },
    ],
    t(
      'Closing cash in the statement of cash flows does not agree with the cash in the financial position',
      'សាច់ប្រាក់ចុងគ្រាក្នុងរបាយការណ៍លំហូរសាច់ប្រាក់មិនស្របនឹងសាច់ប្រាក់ក្នុងរបាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ',
    ),
  );
}

/** Retained earnings move by the profit or loss less dividends. */
function retainedEarningsMove(ctx: RuleContext, year: Period, opening: Period, closing: Period): Finding[] {
  const re = ctx.q('RetainedEarnings');
  const profit = ctx.q('ProfitLoss');
  if (ctx.num(re, opening) === undefined || ctx.num(profit, year) === undefined) return [];
  const dividends = firstReported(ctx, DIVIDENDS, year);
  return equality(
    ctx,
    { concept: re, period: closing },
    [
      { concept: re, period: opening, weight: 1 },
      { concept: profit, period: year, weight: 1 },
      ...(dividends ? [{ concept: dividends, period: year, weight: -1 }] : []),
    ],
    t('Profit or loss does not agree with the change in retained earnings', 'ចំណេញ ឬខាតមិនស្របនឹងបម្រែបម្រួលនៃប្រាក់ចំណេញរក្សាទុក'),
  );
}

/** The comparative figures of one kind of fact equal the previous year's statements (opening balances). */
function agreesWithPrevious(ctx: RuleContext, kind: 'instant' | 'duration', restated: boolean): Finding[] {
  if (!ctx.hasPrevious || Boolean(ctx.settings.comparativeChange) !== restated) return [];
  const period: Period = kind === 'instant' ? ctx.periods.priorEnd : ctx.periods.prior;
  const out: Finding[] = [];
  const { priorEnd, prior } = ctx.periods;
  // The facts of last year's end (or of last year), found by their period objects, not fact by fact.
  const lastYears = ctx.factsIn((p) =>
    kind === 'instant' ? 'instant' in p && p.instant === priorEnd.instant : 'start' in p && p.end === prior.end,
  );
  for (const fact of lastYears) {
    if (typeof fact.value !== 'number') continue;
    const last = ctx.previousNum(fact.concept, period);
    if (last === undefined || last === fact.value) continue;
    out.push({
      message: {
        en: `${describe(ctx, fact.concept, period, 'en')} differs from last year's statements (${ctx.amount(last, 'en')}).`,
        kh: `${describe(ctx, fact.concept, period, 'kh')} ខុសពីរបាយការណ៍ឆ្នាំមុន (${ctx.amount(last, 'kh')})។`,
      },
      elements: [ctx.el(fact.concept, period)],
    });
  }
  return out;
}

export const statementRules: ValidationRule[] = [
  // Financial position
  rule(
    'FP001',
    'genuine',
    'financialPosition',
    t('Assets equal liabilities plus equity', 'ទ្រព្យសកម្មស្មើនឹងបំណុលបូកមូលធន'),
    ['Assets', 'Liabilities', 'Equity'],
    (ctx) => balances(ctx, ctx.periods.currentEnd),
  ),
  rule(
    'FP002',
    'genuine',
    'financialPosition',
    t('Assets equal liabilities plus equity (comparative figures)', 'ទ្រព្យសកម្មស្មើនឹងបំណុលបូកមូលធន (តួលេខប្រៀបធៀប)'),
    ['Assets', 'Liabilities', 'Equity'],
    (ctx) => balances(ctx, ctx.periods.priorEnd),
  ),
  rule(
    'FP003',
    'genuine',
    'financialPosition',
    t('Total assets, liabilities, equity and cash are reported', 'ទ្រព្យសកម្ម បំណុល មូលធន និងសាច់ប្រាក់សរុបត្រូវបានរាយការណ៍'),
    ['Assets', 'Liabilities', 'Equity', 'CashAndCashEquivalents'],
    (ctx) => missing(ctx, ['Assets', 'Liabilities', 'Equity', 'CashAndCashEquivalents'], ctx.periods.currentEnd),
  ),
  rule(
    'FP004',
    'possible',
    'financialPosition',
    t('Comparative figures of the financial position are reported', 'តួលេខប្រៀបធៀបនៃស្ថានភាពហិរញ្ញវត្ថុត្រូវបានរាយការណ៍'),
    ['Assets', 'Equity'],
    // A first year of reporting has no comparative figures.
    (ctx) =>
      ctx.has(ctx.q('Assets'), ctx.periods.currentEnd) && ctx.settings.firstYearOfReporting !== true
        ? missing(ctx, ['Assets', 'Equity'], ctx.periods.priorEnd)
        : [],
  ),
  rule(
    'FP005',
    'genuine',
    'financialPosition',
    t("Opening balances equal last year's closing balances", 'សមតុល្យដើមគ្រាស្មើនឹងសមតុល្យចុងគ្រានៃឆ្នាំមុន'),
    [],
    (ctx) => agreesWithPrevious(ctx, 'instant', false),
  ),
  rule(
    'FP006',
    'possible',
    'financialPosition',
    t(
      "Restated comparative figures differ from last year's statements (explain the restatement in the notes)",
      'តួលេខប្រៀបធៀបដែលបានកែតម្រូវខុសពីរបាយការណ៍ឆ្នាំមុន (សូមពន្យល់ក្នុងកំណត់សម្គាល់)',
    ),
    [],
    (ctx) => agreesWithPrevious(ctx, 'instant', true),
  ),
  rule(
    'FP007',
    'possible',
    'financialPosition',
    t('Cash and cash equivalents are not negative', 'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូលមិនអវិជ្ជមាន'),
    ['CashAndCashEquivalents'],
    (ctx) => {
      const cash = ctx.q('CashAndCashEquivalents');
      const value = ctx.num(cash, ctx.periods.currentEnd);
      if (value === undefined || value >= 0) return [];
      return finding(
        {
          en: `${describe(ctx, cash, ctx.periods.currentEnd, 'en')} is negative; an overdraft is a liability (borrowings), not negative cash.`,
          kh: `${describe(ctx, cash, ctx.periods.currentEnd, 'kh')} អវិជ្ជមាន; ការខ្វះសាច់ប្រាក់ពីធនាគារគឺជាបំណុល (ប្រាក់កម្ចី) មិនមែនសាច់ប្រាក់អវិជ្ជមានទេ។`,
        },
        [ctx.el(cash, ctx.periods.currentEnd)],
      );
    },
  ),
  rule(
    'FP008',
    'possible',
    'financialPosition',
    t('Negative equity comes with the going-concern assessment', 'មូលធនអវិជ្ជមានត្រូវមានការវាយតម្លៃនិរន្តរភាពអាជីវកម្ម'),
    ['Equity'],
    (ctx) => {
      const equity = ctx.q('Equity');
      const value = ctx.num(equity, ctx.periods.currentEnd);
      if (value === undefined || value >= 0 || ctx.settings.goingConcern === true) return [];
      return finding(
        {
          en: `${describe(ctx, equity, ctx.periods.currentEnd, 'en')} is negative but the going-concern flag is not set; confirm the going-concern assessment and disclose any uncertainty.`,
          kh: `${describe(ctx, equity, ctx.periods.currentEnd, 'kh')} អវិជ្ជមាន ប៉ុន្តែមិនទាន់បានកំណត់ទង់និរន្តរភាពអាជីវកម្ម; សូមបញ្ជាក់ការវាយតម្លៃនិរន្តរភាពអាជីវកម្ម និងបង្ហាញភាពមិនច្បាស់លាស់។`,
        },
        [ctx.el(equity, ctx.periods.currentEnd)],
      );
    },
  ),
  rule(
    'FP009',
    'possible',
    'financialPosition',
    t('The entity reports some assets', 'អង្គភាពរាយការណ៍ទ្រព្យសកម្មខ្លះ'),
    ['Assets'],
    (ctx) => {
      const assets = ctx.q('Assets');
      if (ctx.num(assets, ctx.periods.currentEnd) !== 0) return [];
      return finding(
        {
          en: `${describe(ctx, assets, ctx.periods.currentEnd, 'en')} is zero; check that the trial balance was imported.`,
          kh: `${describe(ctx, assets, ctx.periods.currentEnd, 'kh')} ស្មើសូន្យ; សូមពិនិត្យថាតារាងតុល្យការត្រូវបាននាំចូល។`,
        },
        [ctx.el(assets, ctx.periods.currentEnd)],
      );
    },
  ),
  rule(
    'FP010',
    'possible',
    'financialPosition',
    t('Property, plant and equipment comes with depreciation', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារមានរំលស់'),
    ['PropertyPlantAndEquipment', 'DepreciationExpense'],
    (ctx) => {
      const ppe = ctx.q('PropertyPlantAndEquipment');
      const value = ctx.num(ppe, ctx.periods.currentEnd) ?? 0;
      const depreciation = firstReported(
        ctx,
        [
          'DepreciationExpense',
          'DepreciationAndAmortisationExpense',
          'AdjustmentsForDepreciationExpense',
          'AdjustmentsForDepreciationAndAmortisationExpense',
        ],
        ctx.periods.current,
      );
      if (value <= 0 || (depreciation && ctx.num(depreciation, ctx.periods.current) !== 0)) return [];
      return finding(
        {
          en: `${describe(ctx, ppe, ctx.periods.currentEnd, 'en')} is reported but no depreciation for ${ctx.year(ctx.periods.current, 'en')}.`,
          kh: `${describe(ctx, ppe, ctx.periods.currentEnd, 'kh')} ត្រូវបានរាយការណ៍ ប៉ុន្តែគ្មានរំលស់សម្រាប់ឆ្នាំ ${ctx.year(ctx.periods.current, 'kh')}។`,
        },
        [ctx.el(ppe, ctx.periods.currentEnd)],
      );
    },
  ),

  // Profit or loss
  rule(
    'PL001',
    'genuine',
    'profitOrLoss',
    t('Gross profit equals revenue less cost of sales', 'ប្រាក់ចំណេញដុលស្មើនឹងចំណូលដកថ្លៃដើមលក់'),
    ['GrossProfit', 'Revenue', 'CostOfSales'],
    (ctx) =>
      [ctx.periods.current, ctx.periods.prior].flatMap((p) =>
        equality(
          ctx,
          { concept: ctx.q('GrossProfit'), period: p },
          [
            { concept: ctx.q('Revenue'), period: p, weight: 1 },
            { concept: ctx.q('CostOfSales'), period: p, weight: -1 },
          ],
          t('Gross profit', 'ប្រាក់ចំណេញដុល'),
        ),
      ),
  ),
  rule(
    'PL002',
    'genuine',
    'profitOrLoss',
    t(
      'Profit for the year equals profit before tax less income tax expense, plus profit from discontinued operations',
      'ប្រាក់ចំណេញសម្រាប់ឆ្នាំស្មើនឹងប្រាក់ចំណេញមុនបង់ពន្ធដកចំណាយពន្ធលើប្រាក់ចំណូល បូកប្រាក់ចំណេញ (ខាត) ពីប្រតិបត្តិការដែលបានបញ្ឈប់',
    ),
    [
      'ProfitLoss',
      'ProfitLossBeforeTax',
      'IncomeTaxExpenseContinuingOperations',
      'ProfitLossFromContinuingOperations',
      'ProfitLossFromDiscontinuedOperations',
    ],
    // IFRS for SMEs 5.5(e): with profit from continuing operations reported, profit for the year is it plus
    // discontinued operations' result, and it is profit before tax less tax; without it, the two steps in one.
    (ctx) =>
      [ctx.periods.current, ctx.periods.prior].flatMap((p) => {
        const term = (local: string, weight: 1 | -1) => ({ concept: ctx.q(local), period: p, weight });
        const profit = { concept: ctx.q('ProfitLoss'), period: p };
        const continuing = { concept: ctx.q('ProfitLossFromContinuingOperations'), period: p };
        const afterTax = [term('ProfitLossBeforeTax', 1), term('IncomeTaxExpenseContinuingOperations', -1)];
        const discontinued = term('ProfitLossFromDiscontinuedOperations', 1);
        const what = t('Profit for the year', 'ប្រាក់ចំណេញសម្រាប់ឆ្នាំ');
        if (ctx.num(continuing.concept, p) === undefined)
          return equality(ctx, profit, [...afterTax, discontinued], what);
        return [
          ...equality(ctx, profit, [term('ProfitLossFromContinuingOperations', 1), discontinued], what),
          ...equality(ctx, continuing, afterTax, t('Profit from continuing operations', 'ប្រាក់ចំណេញពីប្រតិបត្តិការបន្ត')),
        ];
      }),
  ),
  rule(
    'PL003',
    'genuine',
    'profitOrLoss',
    t('Revenue and profit for the year are reported', 'ចំណូល និងប្រាក់ចំណេញសម្រាប់ឆ្នាំត្រូវបានរាយការណ៍'),
    ['Revenue', 'ProfitLoss'],
    (ctx) => missing(ctx, ['Revenue', 'ProfitLoss'], ctx.periods.current),
  ),
  rule(
    'PL004',
    'possible',
    'profitOrLoss',
    t('Revenue changed by more than 50%', 'ចំណូលប្រែប្រួលលើសពី ៥០%'),
    ['Revenue'],
    (ctx) => {
      const revenue = ctx.q('Revenue');
      const now = ctx.num(revenue, ctx.periods.current);
      const before = ctx.num(revenue, ctx.periods.prior);
      if (now === undefined || before === undefined || before === 0 || Math.abs(now - before) / Math.abs(before) <= 0.5)
        return [];
      const change = (now - before) / Math.abs(before);
      return finding(
        {
          en: `${describe(ctx, revenue, ctx.periods.current, 'en')} changed by ${ctx.percent(change, 'en')} from ${describe(ctx, revenue, ctx.periods.prior, 'en')}; check the figures or explain the change.`,
          kh: `${describe(ctx, revenue, ctx.periods.current, 'kh')} ប្រែប្រួល ${ctx.percent(change, 'kh')} ពី ${describe(ctx, revenue, ctx.periods.prior, 'kh')}; សូមពិនិត្យតួលេខ ឬពន្យល់ពីបម្រែបម្រួល។`,
        },
        [ctx.el(revenue, ctx.periods.current), ctx.el(revenue, ctx.periods.prior)],
      );
    },
  ),
  rule(
    'PL005',
    'possible',
    'profitOrLoss',
    t('Gross profit margin between 0% and 100%', 'អត្រាចំណេញដុលចន្លោះ ០% និង ១០០%'),
    ['GrossProfit', 'Revenue'],
    (ctx) => {
      const gross = ctx.q('GrossProfit');
      const revenue = ctx.q('Revenue');
      const p = ctx.periods.current;
      const g = ctx.num(gross, p);
      const r = ctx.num(revenue, p);
      if (g === undefined || r === undefined || r === 0) return [];
      const margin = g / r;
      if (margin >= 0 && margin <= 1) return [];
      return finding(
        {
          en: `Gross profit margin ${ctx.percent(margin, 'en')} (${describe(ctx, gross, p, 'en')} / ${describe(ctx, revenue, p, 'en')}) is outside 0–100%.`,
          kh: `អត្រាចំណេញដុល ${ctx.percent(margin, 'kh')} (${describe(ctx, gross, p, 'kh')} / ${describe(ctx, revenue, p, 'kh')}) នៅក្រៅចន្លោះ ០–១០០%។`,
        },
        [ctx.el(gross, p), ctx.el(revenue, p)],
      );
    },
  ),
  rule(
    'PL006',
    'possible',
    'profitOrLoss',
    t('Expenses without revenue', 'ចំណាយដោយគ្មានចំណូល'),
    ['Revenue', 'CostOfSales'],
    (ctx) => {
      const p = ctx.periods.current;
      const revenue = ctx.q('Revenue');
      const cost = ctx.q('CostOfSales');
      if ((ctx.num(revenue, p) ?? 0) !== 0 || (ctx.num(cost, p) ?? 0) === 0) return [];
      return finding(
        {
          en: `${describe(ctx, cost, p, 'en')} is reported but ${describe(ctx, revenue, p, 'en')} is nil.`,
          kh: `${describe(ctx, cost, p, 'kh')} ត្រូវបានរាយការណ៍ ប៉ុន្តែ ${describe(ctx, revenue, p, 'kh')} គ្មាន។`,
        },
        [ctx.el(cost, p), ctx.el(revenue, p)],
      );
    },
  ),
  rule(
    'PL007',
    'possible',
    'profitOrLoss',
    t('Income tax expense not above profit before tax', 'ចំណាយពន្ធលើប្រាក់ចំណូលមិនលើសប្រាក់ចំណេញមុនបង់ពន្ធ'),
    ['IncomeTaxExpenseContinuingOperations', 'ProfitLossBeforeTax'],
    (ctx) => {
      const p = ctx.periods.current;
      const tax = ctx.q('IncomeTaxExpenseContinuingOperations');
      const pbt = ctx.q('ProfitLossBeforeTax');
      const taxValue = ctx.num(tax, p);
      const pbtValue = ctx.num(pbt, p);
      if (taxValue === undefined || pbtValue === undefined || pbtValue <= 0 || taxValue <= pbtValue) return [];
      return finding(
        {
          en: `${describe(ctx, tax, p, 'en')} is more than ${describe(ctx, pbt, p, 'en')}.`,
          kh: `${describe(ctx, tax, p, 'kh')} លើសពី ${describe(ctx, pbt, p, 'kh')}។`,
        },
        [ctx.el(tax, p), ctx.el(pbt, p)],
      );
    },
  ),
  rule(
    'PL008',
    'possible',
    'profitOrLoss',
    t('Profit for the year not above revenue', 'ប្រាក់ចំណេញសម្រាប់ឆ្នាំមិនលើសចំណូល'),
    ['ProfitLoss', 'Revenue'],
    (ctx) => {
      const p = ctx.periods.current;
      const profit = ctx.q('ProfitLoss');
      const revenue = ctx.q('Revenue');
      const pv = ctx.num(profit, p);
      const rv = ctx.num(revenue, p);
      if (pv === undefined || rv === undefined || rv <= 0 || pv <= rv) return [];
      return finding(
        {
          en: `${describe(ctx, profit, p, 'en')} is more than ${describe(ctx, revenue, p, 'en')}.`,
          kh: `${describe(ctx, profit, p, 'kh')} លើសពី ${describe(ctx, revenue, p, 'kh')}។`,
        },
        [ctx.el(profit, p), ctx.el(revenue, p)],
      );
    },
  ),
  rule(
    'PL009',
    'genuine',
    'profitOrLoss',
    t("Comparative profit or loss equals last year's statements", 'ចំណេញ ឬខាតប្រៀបធៀបស្មើនឹងរបាយការណ៍ឆ្នាំមុន'),
    [],
    (ctx) => agreesWithPrevious(ctx, 'duration', false),
  ),
  rule(
    'PL010',
    'possible',
    'profitOrLoss',
    t('Comparative profit or loss is reported', 'ចំណេញ ឬខាតប្រៀបធៀបត្រូវបានរាយការណ៍'),
    ['Revenue', 'ProfitLoss'],
    (ctx) =>
      ctx.has(ctx.q('ProfitLoss'), ctx.periods.current) && ctx.settings.firstYearOfReporting !== true
        ? missing(ctx, ['ProfitLoss'], ctx.periods.prior)
        : [],
  ),

  // Cash flows
  rule(
    'CF001',
    'genuine',
    'cashFlows',
    t('Closing cash agrees with the cash in the financial position', 'សាច់ប្រាក់ចុងគ្រាស្របនឹងសាច់ប្រាក់ក្នុងស្ថានភាពហិរញ្ញវត្ថុ'),
    ['CashAndCashEquivalents', 'IncreaseDecreaseInCashAndCashEquivalents'],
    (ctx) => cashReconciles(ctx, ctx.periods.current, ctx.periods.priorEnd, ctx.periods.currentEnd),
  ),
  rule(
    'CF002',
    'genuine',
    'cashFlows',
    t(
      'Closing cash agrees with the cash in the financial position (comparative figures)',
      'សាច់ប្រាក់ចុងគ្រាស្របនឹងសាច់ប្រាក់ក្នុងស្ថានភាពហិរញ្ញវត្ថុ (តួលេខប្រៀបធៀប)',
    ),
    ['CashAndCashEquivalents', 'IncreaseDecreaseInCashAndCashEquivalents'],
    (ctx) => cashReconciles(ctx, ctx.periods.prior, ctx.periods.opening, ctx.periods.priorEnd),
  ),
  rule(
    'CF003',
    'genuine',
    'cashFlows',
    t(
      'The net change in cash equals operating, investing and financing cash flows',
      'បម្រែបម្រួលសុទ្ធនៃសាច់ប្រាក់ស្មើនឹងលំហូរសាច់ប្រាក់ពីប្រតិបត្តិការ វិនិយោគ និងហិរញ្ញប្បទាន',
    ),
    ['IncreaseDecreaseInCashAndCashEquivalents'],
    (ctx) => {
      const p = ctx.periods.current;
      const change = firstReported(ctx, NET_CASH_CHANGE, p);
      if (!change) return [];
      const terms = [
        'CashFlowsFromUsedInOperatingActivities',
        'CashFlowsFromUsedInInvestingActivities',
        'CashFlowsFromUsedInFinancingActivities',
        'EffectOfExchangeRateChangesOnCashAndCashEquivalents',
      ];
      return equality(
        ctx,
        { concept: change, period: p },
        terms.map((l) => ({ concept: ctx.q(l), period: p, weight: 1 })),
        t('Net change in cash', 'បម្រែបម្រួលសុទ្ធនៃសាច់ប្រាក់'),
      );
    },
  ),
  rule(
    'CF004',
    'genuine',
    'cashFlows',
    t(
      'Operating, investing and financing cash flows are reported',
      'លំហូរសាច់ប្រាក់ពីប្រតិបត្តិការ វិនិយោគ និងហិរញ្ញប្បទានត្រូវបានរាយការណ៍',
    ),
    ['CashFlowsFromUsedInOperatingActivities'],
    (ctx) =>
      lacksOpeningBalances(ctx)
        ? []
        : missing(
            ctx,
            [
              'CashFlowsFromUsedInOperatingActivities',
              'CashFlowsFromUsedInInvestingActivities',
              'CashFlowsFromUsedInFinancingActivities',
            ],
            ctx.periods.current,
          ),
  ),
  rule(
    'CF005',
    'genuine',
    'cashFlows',
    t("Opening cash equals last year's closing cash", 'សាច់ប្រាក់ដើមគ្រាស្មើនឹងសាច់ប្រាក់ចុងគ្រានៃឆ្នាំមុន'),
    ['CashAndCashEquivalents'],
    (ctx) => {
      const cash = ctx.q('CashAndCashEquivalents');
      const p = ctx.periods.priorEnd;
      const last = ctx.previousNum(cash, p);
      const now = ctx.num(cash, p);
      if (last === undefined || now === undefined || last === now) return [];
      return finding(
        {
          en: `Opening cash ${describe(ctx, cash, p, 'en')} differs from last year's closing cash (${ctx.amount(last, 'en')}).`,
          kh: `សាច់ប្រាក់ដើមគ្រា ${describe(ctx, cash, p, 'kh')} ខុសពីសាច់ប្រាក់ចុងគ្រាឆ្នាំមុន (${ctx.amount(last, 'kh')})។`,
        },
        [ctx.el(cash, p)],
      );
    },
  ),
  rule(
    'CF006',
    'possible',
    'cashFlows',
    t('Operating cash flow negative while profitable', 'លំហូរសាច់ប្រាក់ពីប្រតិបត្តិការអវិជ្ជមាន ខណៈមានប្រាក់ចំណេញ'),
    ['CashFlowsFromUsedInOperatingActivities', 'ProfitLoss'],
    (ctx) => {
      const p = ctx.periods.current;
      const op = ctx.q('CashFlowsFromUsedInOperatingActivities');
      const profit = ctx.q('ProfitLoss');
      const ov = ctx.num(op, p);
      const pv = ctx.num(profit, p);
      if (ov === undefined || pv === undefined || ov >= 0 || pv <= 0 || -ov <= pv) return [];
      return finding(
        {
          en: `${describe(ctx, op, p, 'en')} is an outflow larger than ${describe(ctx, profit, p, 'en')}; check working-capital movements.`,
          kh: `${describe(ctx, op, p, 'kh')} ជាលំហូរចេញធំជាង ${describe(ctx, profit, p, 'kh')}; សូមពិនិត្យបម្រែបម្រួលដើមទុនបង្វិល។`,
        },
        [ctx.el(op, p), ctx.el(profit, p)],
      );
    },
  ),
  rule(
    'CF007',
    'possible',
    'cashFlows',
    t('Depreciation added back equals depreciation expense', 'រំលស់ដែលបូកត្រឡប់ស្មើនឹងចំណាយរំលស់'),
    ['AdjustmentsForDepreciationExpense', 'DepreciationExpense'],
    (ctx) => {
      const p = ctx.periods.current;
      const expense = firstReported(ctx, ['DepreciationExpense', 'DepreciationAndAmortisationExpense'], p);
      const added = firstReported(
        ctx,
        ['AdjustmentsForDepreciationExpense', 'AdjustmentsForDepreciationAndAmortisationExpense'],
        p,
      );
      if (!expense || !added || ctx.num(expense, p) === ctx.num(added, p)) return [];
      return finding(
        {
          en: `${describe(ctx, added, p, 'en')} differs from ${describe(ctx, expense, p, 'en')}.`,
          kh: `${describe(ctx, added, p, 'kh')} ខុសពី ${describe(ctx, expense, p, 'kh')}។`,
        },
        [ctx.el(added, p), ctx.el(expense, p)],
      );
    },
  ),
  rule(
    'CF008',
    'possible',
    'cashFlows',
    t('Dividends paid are also recognised in equity', 'ភាគលាភដែលបានបង់ត្រូវបានទទួលស្គាល់ក្នុងមូលធនផងដែរ'),
    ['DividendsPaidClassifiedAsFinancingActivities', 'DividendsRecognisedAsDistributionsToOwnersOfParent'],
    (ctx) => {
      const p = ctx.periods.current;
      const paid = ctx.q('DividendsPaidClassifiedAsFinancingActivities');
      if (
        (ctx.num(paid, p) ?? 0) === 0 ||
        (ctx.val('DividendsRecognisedAsDistributionsToOwnersOfParent', p) ?? 0) !== 0 ||
        (ctx.val('DividendsRecognisedAsDistributionsToOwnersOfParent', ctx.periods.prior) ?? 0) !== 0
      )
        return [];
      return finding(
        {
          en: `${describe(ctx, paid, p, 'en')} but no dividends in the statement of changes in equity.`,
          kh: `${describe(ctx, paid, p, 'kh')} ប៉ុន្តែគ្មានភាគលាភក្នុងរបាយការណ៍បម្រែបម្រួលមូលធន។`,
        },
        [ctx.el(paid, p)],
      );
    },
  ),

  rule(
    'CF009',
    'genuine',
    'cashFlows',
    t(
      'The opening balances are on file, or the first year of reporting is stated',
      'សមតុល្យដើមគ្រាមាននៅក្នុងប្រព័ន្ធ ឬឆ្នាំដំបូងនៃការរាយការណ៍ត្រូវបានបញ្ជាក់',
    ),
    ['CashAndCashEquivalents'],
    (ctx) => {
      if (!lacksOpeningBalances(ctx)) return [];
      const year = ctx.year(ctx.periods.current, 'en');
      const yearKh = ctx.year(ctx.periods.current, 'kh');
      const prior = ctx.year(ctx.periods.prior, 'en');
      const priorKh = ctx.year(ctx.periods.prior, 'kh');
      return finding(
        {
          en:
            `The cash flows of ${year} follow from its opening balances, and there are none: import the ${prior} ` +
            `trial balance (or type its figures in), or, if ${year} is the first year of reporting (newly ` +
            `incorporated), tick "First year of reporting" in the statement settings.`,
          kh:
            `លំហូរសាច់ប្រាក់ឆ្នាំ ${yearKh} កើតចេញពីសមតុល្យដើមគ្រា ហើយមិនទាន់មានទេ៖ សូមនាំចូលតារាងតុល្យការឆ្នាំ ${priorKh} ` +
            `(ឬវាយបញ្ចូលតួលេខរបស់វា) ឬប្រសិនបើឆ្នាំ ${yearKh} ជាឆ្នាំដំបូងនៃការរាយការណ៍ (ទើបបង្កើតថ្មី) ` +
            `សូមធីក "ឆ្នាំដំបូងនៃការរាយការណ៍" ក្នុងការកំណត់របាយការណ៍។`,
        },
        [ctx.el(ctx.q('CashAndCashEquivalents'), ctx.periods.priorEnd)],
      );
    },
  ),

  // Changes in equity
  rule(
    'EQ001',
    'genuine',
    'changesInEquity',
    t('Profit or loss agrees with the change in retained earnings', 'ចំណេញ ឬខាតស្របនឹងបម្រែបម្រួលនៃប្រាក់ចំណេញរក្សាទុក'),
    ['RetainedEarnings', 'ProfitLoss'],
    (ctx) => retainedEarningsMove(ctx, ctx.periods.current, ctx.periods.priorEnd, ctx.periods.currentEnd),
  ),
  rule(
    'EQ002',
    'genuine',
    'changesInEquity',
    t(
      'Profit or loss agrees with the change in retained earnings (comparative figures)',
      'ចំណេញ ឬខាតស្របនឹងបម្រែបម្រួលនៃប្រាក់ចំណេញរក្សាទុក (តួលេខប្រៀបធៀប)',
    ),
    ['RetainedEarnings', 'ProfitLoss'],
    (ctx) => retainedEarningsMove(ctx, ctx.periods.prior, ctx.periods.opening, ctx.periods.priorEnd),
  ),
  rule(
    'EQ003',
    'genuine',
    'changesInEquity',
    t('Share capital and retained earnings are reported', 'ដើមទុន និងប្រាក់ចំណេញរក្សាទុកត្រូវបានរាយការណ៍'),
    ['IssuedCapital', 'RetainedEarnings'],
    (ctx) =>
      ctx.settings.framework === 'npo'
        ? []
        : missing(ctx, ['IssuedCapital', 'RetainedEarnings'], ctx.periods.currentEnd),
  ),
  rule(
    'EQ004',
    'possible',
    'changesInEquity',
    t('Dividends not declared out of accumulated losses', 'ភាគលាភមិនត្រូវបានប្រកាសពីការខាតបង់បង្គរ'),
    ['DividendsRecognisedAsDistributionsToOwnersOfParent', 'RetainedEarnings'],
    (ctx) => {
      const p = ctx.periods.current;
      const dividends = firstReported(ctx, DIVIDENDS, p);
      const re = ctx.q('RetainedEarnings');
      const closing = ctx.num(re, ctx.periods.currentEnd);
      if (!dividends || (ctx.num(dividends, p) ?? 0) <= 0 || closing === undefined || closing >= 0) return [];
      return finding(
        {
          en: `${describe(ctx, dividends, p, 'en')} were declared while ${describe(ctx, re, ctx.periods.currentEnd, 'en')} is negative.`,
          kh: `${describe(ctx, dividends, p, 'kh')} ត្រូវបានប្រកាស ខណៈ ${describe(ctx, re, ctx.periods.currentEnd, 'kh')} អវិជ្ជមាន។`,
        },
        [ctx.el(dividends, p), ctx.el(re, ctx.periods.currentEnd)],
      );
    },
  ),
  rule(
    'EQ005',
    'possible',
    'changesInEquity',
    t('Share capital changed during the year', 'ដើមទុនបានប្រែប្រួលក្នុងឆ្នាំ'),
    ['IssuedCapital'],
    (ctx) => {
      const capital = ctx.q('IssuedCapital');
      const now = ctx.num(capital, ctx.periods.currentEnd);
      const before = ctx.num(capital, ctx.periods.priorEnd);
      if (
        now === undefined ||
        before === undefined ||
        now === before ||
        ctx.has(ctx.q('IssueOfEquity'), ctx.periods.current)
      )
        return [];
      return finding(
        {
          en: `${describe(ctx, capital, ctx.periods.currentEnd, 'en')} differs from ${describe(ctx, capital, ctx.periods.priorEnd, 'en')} but no issue of shares is reported.`,
          kh: `${describe(ctx, capital, ctx.periods.currentEnd, 'kh')} ខុសពី ${describe(ctx, capital, ctx.periods.priorEnd, 'kh')} ប៉ុន្តែគ្មានការបោះផ្សាយភាគហ៊ុនត្រូវបានរាយការណ៍។`,
        },
        [ctx.el(capital, ctx.periods.currentEnd), ctx.el(capital, ctx.periods.priorEnd)],
      );
    },
  ),
];
