// Presentation trees and calculation arcs for every statement variant and note, per framework.
import type { Bilingual, CalculationArc, Framework, Network, PresentationNode, Section } from '../model/types';
import {
  EXPENSE_FUNCTIONS,
  EXPENSE_NATURES,
  matrixConcept,
  POST_PERIOD_QUESTIONS,
  postPeriodConcept,
} from './concepts';

const I = 'ifrs-full:';

/** A presentation node; `heading` prints the label above the children, `total` prints the node after them. */
function node(
  concept: string,
  children: PresentationNode[] = [],
  options: { heading?: boolean; role?: PresentationNode['role']; shownWith?: string } = {},
): PresentationNode {
  const result: PresentationNode = { concept, children };
  const role = options.role ?? (children.length > 0 ? 'total' : undefined);
  if (role) result.role = role;
  if (options.heading) result.heading = true;
  if (options.shownWith) result.shownWith = options.shownWith;
  return result;
}
const leaves = (...concepts: string[]) => concepts.map((c) => node(c));

/** Calculation arcs from `{ parent: ['+child', '-child'] }`. */
function calculations(spec: Record<string, string[]>): CalculationArc[] {
  return Object.entries(spec).flatMap(([parent, children]) =>
    children.map((signed, order) => ({
      parent,
      child: signed.slice(1),
      weight: signed.startsWith('-') ? (-1 as const) : (1 as const),
      order: order + 1,
    })),
  );
}
const plus = (...concepts: string[]) => concepts.map((c) => `+${c}`);

function network(
  id: string,
  section: Section,
  title: Bilingual,
  presentation: PresentationNode[],
  calc: Record<string, string[]> = {},
): Network {
  return { id, section, title, presentation, calculations: calculations(calc) };
}

const SFP_TITLE = { en: 'Statement of financial position', kh: 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ' };
const PL_TITLE = { en: 'Statement of profit or loss', kh: 'របាយការណ៍ចំណេញ ឬខាត' };
const CF_TITLE = { en: 'Statement of cash flows', kh: 'របាយការណ៍លំហូរសាច់ប្រាក់' };
const SOCE_TITLE = { en: 'Statement of changes in equity', kh: 'របាយការណ៍បម្រែបម្រួលមូលធន' };

const NONCURRENT_ASSETS = [
  `${I}PropertyPlantAndEquipment`,
  `${I}RightofuseAssets`,
  `${I}IntangibleAssetsOtherThanGoodwill`,
  `${I}InvestmentProperty`,
  `${I}NoncurrentBiologicalAssets`,
  `${I}InvestmentsInAssociates`,
  `${I}OtherNoncurrentFinancialAssets`,
  `${I}NoncurrentReceivables`,
  `${I}DeferredTaxAssets`,
  `${I}OtherNoncurrentAssets`,
];
const CURRENT_ASSETS = [
  `${I}Inventories`,
  `${I}CurrentBiologicalAssets`,
  `${I}TradeAndOtherCurrentReceivables`,
  `${I}CurrentPrepayments`,
  `${I}CurrentTaxAssetsCurrent`,
  `${I}OtherCurrentFinancialAssets`,
  `${I}OtherCurrentAssets`,
  `${I}CashAndCashEquivalents`,
];
const NONCURRENT_LIABILITIES = [
  `${I}LongtermBorrowings`,
  `${I}NoncurrentLeaseLiabilities`,
  `${I}DeferredTaxLiabilities`,
  `${I}NoncurrentProvisions`,
  `${I}DeferredIncomeClassifiedAsNoncurrent`,
  `${I}OtherNoncurrentLiabilities`,
];
const CURRENT_LIABILITIES = [
  `${I}TradeAndOtherCurrentPayables`,
  `${I}DeferredIncomeClassifiedAsCurrent`,
  `${I}ShorttermBorrowings`,
  `${I}CurrentPortionOfLongtermBorrowings`,
  `${I}CurrentLeaseLiabilities`,
  `${I}CurrentTaxLiabilitiesCurrent`,
  `${I}CurrentProvisions`,
  `${I}OtherCurrentLiabilities`,
];
/** Assets and liabilities from the most to the least liquid. */
const ASSETS_BY_LIQUIDITY = [
  `${I}CashAndCashEquivalents`,
  `${I}TradeAndOtherCurrentReceivables`,
  `${I}CurrentPrepayments`,
  `${I}CurrentTaxAssetsCurrent`,
  `${I}OtherCurrentFinancialAssets`,
  `${I}OtherCurrentAssets`,
  `${I}Inventories`,
  `${I}CurrentBiologicalAssets`,
  `${I}NoncurrentReceivables`,
  `${I}OtherNoncurrentFinancialAssets`,
  `${I}InvestmentsInAssociates`,
  `${I}InvestmentProperty`,
  `${I}IntangibleAssetsOtherThanGoodwill`,
  `${I}PropertyPlantAndEquipment`,
  `${I}RightofuseAssets`,
  `${I}NoncurrentBiologicalAssets`,
  `${I}DeferredTaxAssets`,
  `${I}OtherNoncurrentAssets`,
];
const LIABILITIES_BY_LIQUIDITY = [
  `${I}TradeAndOtherCurrentPayables`,
  `${I}DeferredIncomeClassifiedAsCurrent`,
  `${I}ShorttermBorrowings`,
  `${I}CurrentPortionOfLongtermBorrowings`,
  `${I}CurrentTaxLiabilitiesCurrent`,
  `${I}CurrentProvisions`,
  `${I}OtherCurrentLiabilities`,
  `${I}CurrentLeaseLiabilities`,
  `${I}LongtermBorrowings`,
  `${I}NoncurrentLeaseLiabilities`,
  `${I}NoncurrentProvisions`,
  `${I}DeferredIncomeClassifiedAsNoncurrent`,
  `${I}DeferredTaxLiabilities`,
  `${I}OtherNoncurrentLiabilities`,
];

/** Equity components per framework; the first listed receives the profit or loss of the year. */
export const EQUITY_COMPONENTS: Record<Framework, string[]> = {
  crfrf: [
    `${I}RetainedEarnings`,
    `${I}IssuedCapital`,
    `${I}SharePremium`,
    `${I}StatutoryReserve`,
    `${I}OtherReserves`,
    `${I}ReserveOfExchangeDifferencesOnTranslation`,
  ],
  npo: [
    `dfr:UnrestrictedFunds`,
    `dfr:RestrictedFunds`,
    `${I}OtherReserves`,
    `${I}ReserveOfExchangeDifferencesOnTranslation`,
  ],
};
/** Presentation order of the equity components. */
const EQUITY_ORDER: Record<Framework, string[]> = {
  crfrf: [
    `${I}IssuedCapital`,
    `${I}SharePremium`,
    `${I}StatutoryReserve`,
    `${I}RetainedEarnings`,
    `${I}OtherReserves`,
    `${I}ReserveOfExchangeDifferencesOnTranslation`,
  ],
  npo: [
    `dfr:RestrictedFunds`,
    `dfr:UnrestrictedFunds`,
    `${I}OtherReserves`,
    `${I}ReserveOfExchangeDifferencesOnTranslation`,
  ],
};

function financialPosition(framework: Framework): Network[] {
  const equity = EQUITY_ORDER[framework];
  const equityNode = node(`${I}Equity`, leaves(...equity), { heading: true });
  const currentNoncurrent = network(
    'sfp-current-noncurrent',
    'financialPosition',
    SFP_TITLE,
    [
      node(
        `${I}Assets`,
        [
          node(`${I}NoncurrentAssets`, leaves(...NONCURRENT_ASSETS), { heading: true }),
          node(`${I}CurrentAssets`, leaves(...CURRENT_ASSETS), { heading: true }),
        ],
        { heading: true },
      ),
      node(
        `${I}EquityAndLiabilities`,
        [
          equityNode,
          node(
            `${I}Liabilities`,
            [
              node(`${I}NoncurrentLiabilities`, leaves(...NONCURRENT_LIABILITIES), { heading: true }),
              node(`${I}CurrentLiabilities`, leaves(...CURRENT_LIABILITIES), { heading: true }),
            ],
            { heading: true },
          ),
        ],
        { heading: true },
      ),
    ],
    {
      [`${I}Assets`]: plus(`${I}NoncurrentAssets`, `${I}CurrentAssets`),
      [`${I}NoncurrentAssets`]: plus(...NONCURRENT_ASSETS),
      [`${I}CurrentAssets`]: plus(...CURRENT_ASSETS),
      [`${I}EquityAndLiabilities`]: plus(`${I}Equity`, `${I}Liabilities`),
      [`${I}Equity`]: plus(...equity),
      [`${I}Liabilities`]: plus(`${I}NoncurrentLiabilities`, `${I}CurrentLiabilities`),
      [`${I}NoncurrentLiabilities`]: plus(...NONCURRENT_LIABILITIES),
      [`${I}CurrentLiabilities`]: plus(...CURRENT_LIABILITIES),
    },
  );
  const liquidity = network(
    'sfp-liquidity',
    'financialPosition',
    SFP_TITLE,
    [
      node(`${I}Assets`, leaves(...ASSETS_BY_LIQUIDITY), { heading: true }),
      node(
        `${I}EquityAndLiabilities`,
        [equityNode, node(`${I}Liabilities`, leaves(...LIABILITIES_BY_LIQUIDITY), { heading: true })],
        { heading: true },
      ),
    ],
    {
      [`${I}Assets`]: plus(...ASSETS_BY_LIQUIDITY),
      [`${I}EquityAndLiabilities`]: plus(`${I}Equity`, `${I}Liabilities`),
      [`${I}Equity`]: plus(...equity),
      [`${I}Liabilities`]: plus(...LIABILITIES_BY_LIQUIDITY),
    },
  );
  return [currentNoncurrent, liquidity];
}

/** Revenue's components per framework. */
export const REVENUE_COMPONENTS: Record<Framework, string[]> = {
  crfrf: [
    `${I}RevenueFromSaleOfGoods`,
    `${I}RevenueFromRenderingOfServices`,
    `${I}RevenueFromConstructionContracts`,
    `${I}RentalIncome`,
    `${I}RevenueFromRoyalties`,
    `${I}OtherRevenue`,
  ],
  npo: [
    `dfr:DonationsAndGrants`,
    `dfr:MembershipFees`,
    `${I}RevenueFromRenderingOfServices`,
    `${I}RevenueFromSaleOfGoods`,
    `${I}RentalIncome`,
    `${I}OtherRevenue`,
  ],
};

const NATURE_NAMES = EXPENSE_NATURES.map(([name]) => name as string);
/** The functions of expense each framework presents (indices into `EXPENSE_FUNCTIONS`), in presentation order. */
const FUNCTIONS_OF: Record<Framework, number[]> = {
  crfrf: [
    'ifrs-full:CostOfSales',
    'ifrs-full:DistributionCosts',
    'ifrs-full:AdministrativeExpense',
    'ifrs-full:OtherExpenseByFunction',
  ].map(functionIndex),
  npo: [
    'ifrs-full:CostOfSales',
    'dfr:ProgrammeExpense',
    'dfr:FundraisingExpense',
    'ifrs-full:DistributionCosts',
    'ifrs-full:AdministrativeExpense',
    'ifrs-full:OtherExpenseByFunction',
  ].map(functionIndex),
};
function functionIndex(name: string): number {
  return EXPENSE_FUNCTIONS.findIndex(([n]) => n === name);
}

/** IFRS for SMEs 5.5(c): the share of the profit or loss of associates, between finance costs and profit before tax. */
export const ASSOCIATES_SHARE = `${I}ShareOfProfitLossOfAssociatesAndJointVenturesAccountedForUsingEquityMethod`;

/** IFRS for SMEs 5.5(e): profit for the year is continuing operations' profit after tax plus discontinued operations'. */
export const CONTINUING = `${I}ProfitLossFromContinuingOperations`;
export const DISCONTINUED = `${I}ProfitLossFromDiscontinuedOperations`;

function profitOrLoss(framework: Framework): Network[] {
  const functions = FUNCTIONS_OF[framework];
  const operatingFunctions = functions
    .map((fi) => EXPENSE_FUNCTIONS[fi]![0] as string)
    .filter((f) => f !== `${I}CostOfSales`);
  const bottom = {
    [`${I}ProfitLoss`]: [`+${CONTINUING}`, `+${DISCONTINUED}`],
    [CONTINUING]: [`+${I}ProfitLossBeforeTax`, `-${I}IncomeTaxExpenseContinuingOperations`],
    [`${I}ProfitLossBeforeTax`]: [
      `+${I}ProfitLossFromOperatingActivities`,
      `+${I}FinanceIncome`,
      `-${I}FinanceCosts`,
      `+${ASSOCIATES_SHARE}`,
    ],
    [`${I}Revenue`]: plus(...REVENUE_COMPONENTS[framework]),
  };
  // Profit from continuing operations is printed only beside a discontinued operation's result (`shownWith`):
  // without one it equals profit for the year and the statement reads as before.
  const below = (operating: PresentationNode) =>
    node(`${I}ProfitLoss`, [
      node(
        CONTINUING,
        [
          node(`${I}ProfitLossBeforeTax`, [
            operating,
            ...leaves(`${I}FinanceIncome`, `${I}FinanceCosts`, ASSOCIATES_SHARE),
          ]),
          node(`${I}IncomeTaxExpenseContinuingOperations`),
        ],
        { shownWith: DISCONTINUED },
      ),
      node(DISCONTINUED),
    ]);
  const byFunction = network(
    'pl-function',
    'profitOrLoss',
    PL_TITLE,
    [
      below(
        node(`${I}ProfitLossFromOperatingActivities`, [
          node(`${I}GrossProfit`, leaves(`${I}Revenue`, `${I}CostOfSales`)),
          ...leaves(`${I}OtherIncome`, ...operatingFunctions),
        ]),
      ),
    ],
    {
      ...bottom,
      [`${I}ProfitLossFromOperatingActivities`]: [
        `+${I}GrossProfit`,
        `+${I}OtherIncome`,
        ...operatingFunctions.map((f) => `-${f}`),
      ],
      [`${I}GrossProfit`]: [`+${I}Revenue`, `-${I}CostOfSales`],
      ...Object.fromEntries(
        functions.map((fi) => [
          EXPENSE_FUNCTIONS[fi]![0] as string,
          plus(...NATURE_NAMES.map((_, ni) => matrixConcept(fi, ni))),
        ]),
      ),
    },
  );
  const byNature = network(
    'pl-nature',
    'profitOrLoss',
    PL_TITLE,
    [below(node(`${I}ProfitLossFromOperatingActivities`, leaves(`${I}Revenue`, `${I}OtherIncome`, ...NATURE_NAMES)))],
    {
      ...bottom,
      [`${I}ProfitLossFromOperatingActivities`]: [
        `+${I}Revenue`,
        `+${I}OtherIncome`,
        ...NATURE_NAMES.map((c) => `-${c}`),
      ],
      ...Object.fromEntries(NATURE_NAMES.map((nc, ni) => [nc, plus(...functions.map((fi) => matrixConcept(fi, ni)))])),
    },
  );
  return [byFunction, byNature];
}

/** The operating adjustments of the indirect method, in order. */
export const OPERATING_ADJUSTMENTS = [
  `${I}AdjustmentsForDepreciationAndAmortisationExpense`,
  `${I}AdjustmentsForUndistributedProfitsOfInvestmentsAccountedForUsingEquityMethod`,
  `${I}AdjustmentsForDecreaseIncreaseInInventories`,
  `${I}AdjustmentsForDecreaseIncreaseInTradeAndOtherReceivables`,
  `${I}AdjustmentsForIncreaseDecreaseInTradeAndOtherPayables`,
  `${I}OtherAdjustmentsToReconcileProfitLoss`,
];
const INVESTING = [
  `${I}PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities`,
  `${I}PurchaseOfIntangibleAssetsClassifiedAsInvestingActivities`,
  `${I}OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities`,
];
const FINANCING = [
  `${I}ProceedsFromIssuingShares`,
  `${I}ProceedsFromBorrowingsClassifiedAsFinancingActivities`,
  `${I}RepaymentsOfBorrowingsClassifiedAsFinancingActivities`,
  `${I}DividendsPaidClassifiedAsFinancingActivities`,
  `${I}OtherInflowsOutflowsOfCashClassifiedAsFinancingActivities`,
];

function cashFlows(): Network {
  const cash = `${I}CashAndCashEquivalents`;
  return network(
    'cf-indirect',
    'cashFlows',
    CF_TITLE,
    [
      node(`${I}IncreaseDecreaseInCashAndCashEquivalents`, [
        node(`${I}IncreaseDecreaseInCashAndCashEquivalentsBeforeEffectOfExchangeRateChanges`, [
          node(`${I}CashFlowsFromUsedInOperatingActivities`, leaves(`${I}ProfitLoss`, ...OPERATING_ADJUSTMENTS), {
            heading: true,
          }),
          node(`${I}CashFlowsFromUsedInInvestingActivities`, leaves(...INVESTING), { heading: true }),
          node(`${I}CashFlowsFromUsedInFinancingActivities`, leaves(...FINANCING), { heading: true }),
        ]),
        node(`${I}EffectOfExchangeRateChangesOnCashAndCashEquivalents`),
      ]),
      node(cash, [], { role: 'periodStart' }),
      node(cash, [], { role: 'periodEnd' }),
    ],
    {
      [`${I}CashFlowsFromUsedInOperatingActivities`]: plus(`${I}ProfitLoss`, ...OPERATING_ADJUSTMENTS),
      [`${I}CashFlowsFromUsedInInvestingActivities`]: INVESTING.map((c) =>
        c.includes('OtherInflowsOutflows') ? `+${c}` : `-${c}`,
      ),
      [`${I}CashFlowsFromUsedInFinancingActivities`]: [
        `+${I}ProceedsFromIssuingShares`,
        `+${I}ProceedsFromBorrowingsClassifiedAsFinancingActivities`,
        `-${I}RepaymentsOfBorrowingsClassifiedAsFinancingActivities`,
        `-${I}DividendsPaidClassifiedAsFinancingActivities`,
        `+${I}OtherInflowsOutflowsOfCashClassifiedAsFinancingActivities`,
      ],
      [`${I}IncreaseDecreaseInCashAndCashEquivalentsBeforeEffectOfExchangeRateChanges`]: plus(
        `${I}CashFlowsFromUsedInOperatingActivities`,
        `${I}CashFlowsFromUsedInInvestingActivities`,
        `${I}CashFlowsFromUsedInFinancingActivities`,
      ),
      [`${I}IncreaseDecreaseInCashAndCashEquivalents`]: plus(
        `${I}IncreaseDecreaseInCashAndCashEquivalentsBeforeEffectOfExchangeRateChanges`,
        `${I}EffectOfExchangeRateChangesOnCashAndCashEquivalents`,
      ),
    },
  );
}

/** The movements of the statement of changes in equity, in order (Dividends subtract). */
export const EQUITY_MOVEMENTS = [
  `${I}ProfitLoss`,
  `${I}OtherComprehensiveIncomeNetOfTaxExchangeDifferencesOnTranslation`,
  `${I}IssueOfEquity`,
  `${I}DividendsRecognisedAsDistributionsToOwnersOfParent`,
  'dfr:OtherChangesInEquity',
];

function changesInEquity(): Network {
  return network(
    'soce',
    'changesInEquity',
    SOCE_TITLE,
    [
      node(`${I}Equity`, [], { role: 'periodStart' }),
      node(`${I}ChangesInEquity`, leaves(...EQUITY_MOVEMENTS)),
      node(`${I}Equity`, [], { role: 'periodEnd' }),
    ],
    {
      [`${I}ChangesInEquity`]: EQUITY_MOVEMENTS.map((c) => (c.includes('Dividends') ? `-${c}` : `+${c}`)),
    },
  );
}

/**
 * The notes that break a statement line into its parts (IFRS for SMEs' notes, issue 18): `[id, title, { line: parts }]`,
 * the last part of each line its catch-all (a posting to the line itself lands there, `POSTING_REMAP`). The parts
 * roll up into the line before the statements are built, so the statements and their calculations are unchanged.
 */
export const BREAKDOWNS: { id: string; title: Bilingual; lines: Record<string, string[]>; framework?: Framework }[] = [
  {
    id: 'note-property-plant-equipment',
    title: { en: 'Property, plant and equipment', kh: 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ' },
    lines: {
      [`${I}PropertyPlantAndEquipment`]: [
        `${I}Land`,
        `${I}Buildings`,
        `${I}Machinery`,
        `${I}Vehicles`,
        `${I}OfficeEquipment`,
        `${I}FixturesAndFittings`,
        `${I}ConstructionInProgress`,
        `${I}OtherPropertyPlantAndEquipment`,
      ],
    },
  },
  {
    id: 'note-intangible-assets',
    title: { en: 'Intangible assets', kh: 'ទ្រព្យសកម្មអរូបី' },
    lines: {
      [`${I}IntangibleAssetsOtherThanGoodwill`]: [
        `${I}ComputerSoftware`,
        `${I}LicencesAndFranchises`,
        `${I}BrandNames`,
        `${I}OtherIntangibleAssets`,
      ],
    },
  },
  {
    id: 'note-inventories',
    title: { en: 'Inventories', kh: 'សារពើភ័ណ្ឌ' },
    lines: {
      [`${I}Inventories`]: [
        `${I}Merchandise`,
        `${I}RawMaterials`,
        `${I}ProductionSupplies`,
        `${I}WorkInProgress`,
        `${I}FinishedGoods`,
        `${I}CurrentInventoriesInTransit`,
        `${I}OtherInventories`,
      ],
    },
  },
  {
    id: 'note-receivables',
    title: { en: 'Trade and other receivables', kh: 'គណនីត្រូវទទួលពាណិជ្ជកម្ម និងផ្សេងៗ' },
    lines: {
      [`${I}TradeAndOtherCurrentReceivables`]: [
        `${I}CurrentTradeReceivables`,
        `${I}TradeAndOtherCurrentReceivablesDueFromRelatedParties`,
        `${I}CurrentAdvancesToSuppliers`,
        `${I}CurrentValueAddedTaxReceivables`,
        `${I}CurrentReceivablesFromTaxesOtherThanIncomeTax`,
        `${I}OtherCurrentReceivables`,
      ],
    },
  },
  {
    id: 'note-payables',
    title: { en: 'Trade and other payables', kh: 'គណនីត្រូវសងពាណិជ្ជកម្ម និងផ្សេងៗ' },
    lines: {
      [`${I}TradeAndOtherCurrentPayables`]: [
        `${I}TradeAndOtherCurrentPayablesToTradeSuppliers`,
        `${I}TradeAndOtherCurrentPayablesToRelatedParties`,
        `${I}AccrualsClassifiedAsCurrent`,
        `${I}ShorttermEmployeeBenefitsAccruals`,
        `${I}CurrentValueAddedTaxPayables`,
        `${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`,
        `${I}CurrentAdvances`,
        `${I}OtherCurrentPayables`,
      ],
    },
  },
  {
    id: 'note-provisions',
    title: { en: 'Provisions and employee benefits', kh: 'សំវិធានធន និងអត្ថប្រយោជន៍បុគ្គលិក' },
    lines: {
      [`${I}NoncurrentProvisions`]: [`${I}NoncurrentProvisionsForEmployeeBenefits`, `${I}OtherLongtermProvisions`],
      [`${I}CurrentProvisions`]: [`${I}CurrentProvisionsForEmployeeBenefits`, `${I}OtherShorttermProvisions`],
    },
  },
  {
    id: 'note-grants-donations',
    title: { en: 'Grants and donations', kh: 'ជំនួយ និងអំណោយ' },
    framework: 'npo',
    lines: {
      'dfr:DonationsAndGrants': [
        'dfr:GrantsFromGovernment',
        'dfr:GrantsFromDomesticAgencies',
        'dfr:GrantsFromInternationalAgencies',
        'dfr:DonationsFromIndividualsAndCompanies',
        'dfr:DonationsInKind',
        'dfr:OtherDonationsAndGrants',
      ],
    },
  },
  {
    id: 'note-other-income',
    title: { en: 'Other income', kh: 'ចំណូលផ្សេងទៀត' },
    lines: {
      [`${I}OtherIncome`]: [
        `${I}GainsLossesOnDisposalsOfPropertyPlantAndEquipment`,
        `${I}GainsLossesOnExchangeDifferencesOnTranslationRecognisedInProfitOrLoss`,
        `${I}GainsLossesOnFairValueAdjustmentInvestmentProperty`,
        `${I}MiscellaneousOtherOperatingIncome`,
      ],
    },
  },
  {
    id: 'note-finance-costs',
    title: { en: 'Finance costs', kh: 'ចំណាយហិរញ្ញវត្ថុ' },
    lines: {
      [`${I}FinanceCosts`]: [
        `${I}InterestExpenseOnBorrowings`,
        `${I}InterestExpenseOnLeaseLiabilities`,
        `${I}OtherFinanceCost`,
      ],
    },
  },
  {
    id: 'note-finance-income',
    title: { en: 'Finance income', kh: 'ចំណូលហិរញ្ញវត្ថុ' },
    lines: {
      // Issue 36 (second round): by kind; a posting to finance income itself lands in the catch-all, the last.
      [`${I}FinanceIncome`]: [`${I}RevenueFromInterest`, `${I}RevenueFromDividends`, 'dfr:FinanceIncomeOther'],
    },
  },
  {
    id: 'note-income-tax',
    title: { en: 'Income tax expense', kh: 'ចំណាយពន្ធលើប្រាក់ចំណូល' },
    lines: {
      [`${I}IncomeTaxExpenseContinuingOperations`]: [`${I}DeferredTaxExpenseIncome`, `${I}CurrentTaxExpenseIncome`],
    },
  },
];

/**
 * The related party note's amounts the preparer types (IFRS for SMEs 33.7 key management personnel compensation,
 * 33.9 transactions and outstanding balances), in the presentation currency, in `NoteData.relatedParties`' order.
 */
export const RELATED_PARTY_AMOUNTS = [
  `${I}KeyManagementPersonnelCompensation`,
  `${I}RevenueFromSaleOfGoodsRelatedPartyTransactions`,
  `${I}RevenueFromRenderingOfServicesRelatedPartyTransactions`,
  `${I}PurchasesOfGoodsRelatedPartyTransactions`,
  `${I}ServicesReceivedRelatedPartyTransactions`,
  `${I}AmountsReceivableRelatedPartyTransactions`,
  `${I}AmountsPayableRelatedPartyTransactions`,
] as const;

/** A note network that breaks statement lines into parts (it has calculations; the other notes have none). */
export function isBreakdownNote(network: Network): boolean {
  return network.section === 'notes' && network.calculations.length > 0;
}

function breakdowns(framework: Framework): Network[] {
  return BREAKDOWNS.filter((b) => !b.framework || b.framework === framework).map(({ id, title, lines }) =>
    network(
      id,
      'notes',
      title,
      Object.entries(lines).map(([line, parts]) => node(line, leaves(...parts), { heading: true })),
      Object.fromEntries(Object.entries(lines).map(([line, parts]) => [line, plus(...parts)])),
    ),
  );
}

function notes(framework: Framework): Network[] {
  const note = (id: string, en: string, kh: string, concepts: string[]) =>
    network(id, 'notes', { en, kh }, leaves(...concepts));
  const list: Network[] = [
    note('note-shareholders', 'Shareholders', 'ម្ចាស់ភាគហ៊ុន', [
      'dfr:NumberOfShareholders',
      `${I}NumberOfSharesIssued`,
      'dfr:PaidUpCapitalOfShareholders',
    ]),
    note('note-employees', 'Employees', 'បុគ្គលិក', [
      'dfr:NumberOfEmployees',
      'dfr:NumberOfFemaleEmployees',
      'dfr:NumberOfAccountants',
    ]),
    note('note-customers', 'Customers', 'អតិថិជន', ['dfr:NumberOfActiveCustomers', 'dfr:NumberOfTaxableCustomers']),
    note('note-related-parties', 'Related parties', 'ភាគីពាក់ព័ន្ធ', [...RELATED_PARTY_AMOUNTS]),
    note('note-sdgs', 'Sustainable Development Goals', 'គោលដៅអភិវឌ្ឍន៍ប្រកបដោយចីរភាព', ['dfr:SustainableDevelopmentGoals']),
    note(
      'note-post-period-events',
      'Events after the reporting period',
      'ព្រឹត្តិការណ៍ក្រោយកាលបរិច្ឆេទរាយការណ៍',
      POST_PERIOD_QUESTIONS.map((_, i) => postPeriodConcept(i)),
    ),
  ];
  if (framework === 'npo') {
    list.push(
      note('note-funding-sources', 'Funding sources', 'ប្រភពមូលនិធិ', [
        'dfr:FundingFromGovernment',
        'dfr:FundingFromDomesticAgencies',
        'dfr:FundingFromInternationalAgencies',
      ]),
      note('note-funds', 'Restricted and non-restricted funds', 'មូលនិធិមានការរឹតបន្តឹង និងគ្មានការរឹតបន្តឹង', [
        'dfr:RestrictedFunds',
        'dfr:UnrestrictedFunds',
      ]),
    );
  }
  list.push(
    network(
      'general-information',
      'generalInformation',
      { en: 'General information', kh: 'ព័ត៌មានទូទៅ' },
      leaves(
        `${I}NameOfReportingEntityOrOtherMeansOfIdentification`,
        'dfr:CompanyRegistrationNumber',
        `${I}DateOfEndOfReportingPeriod2013`,
        `${I}DescriptionOfPresentationCurrency`,
        `${I}DescriptionOfFunctionalCurrency`,
        `${I}LevelOfRoundingUsedInFinancialStatements`,
      ),
    ),
    network(
      'policies',
      'policies',
      { en: 'Accounting policies', kh: 'គោលនយោបាយគណនេយ្យ' },
      leaves(`${I}DisclosureOfSignificantAccountingPoliciesExplanatory`),
    ),
    network(
      'directors-statement',
      'directorsStatement',
      { en: "Directors' statement", kh: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល' },
      leaves('dfr:DirectorsStatement'),
    ),
  );
  return list;
}

/** Every network of a framework. */
export function buildNetworks(framework: Framework): Network[] {
  return [
    ...financialPosition(framework),
    ...profitOrLoss(framework),
    cashFlows(),
    changesInEquity(),
    ...breakdowns(framework),
    ...notes(framework),
  ];
}

/** Every concept of the networks: the presentation trees' nodes and both ends of each calculation arc. */
export function conceptsOf(networks: Network[]): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: Network['presentation']) => {
    for (const n of nodes) {
      names.add(n.concept);
      visit(n.children);
    }
  };
  for (const network of networks) {
    visit(network.presentation);
    for (const arc of network.calculations) {
      names.add(arc.parent);
      names.add(arc.child);
    }
  }
  return names;
}
