// A small, consistent statement set (two years and an opening balance) used by the validation and XBRL tests. Every
// rule is quiet on it; each test changes one thing to make one rule fire.
import type {
  BalanceType,
  CalculationArc,
  Concept,
  EntityInfo,
  Fact,
  NoteData,
  Period,
  PresentationNode,
  StatementSettings,
  StatementTexts,
  Taxonomy,
  ValueType,
} from '../../model/types';
import type { StatementsLike, ValidationInput } from '../types';

const I = 'ifrs-full:';

function concept(
  name: string,
  en: string,
  kh: string,
  balance: BalanceType | undefined,
  periodType: 'instant' | 'duration',
  valueType: ValueType = 'monetary',
  mandatory = false,
): Concept {
  const c: Concept = {
    name,
    label: { en, kh },
    documentation: { en: `${en}.`, kh: `${kh}។` },
    periodType,
    valueType,
    abstract: false,
    mandatory,
  };
  if (balance) c.balance = balance;
  return c;
}

const CONCEPTS: Concept[] = [
  concept(`${I}Assets`, 'Assets', 'ទ្រព្យសកម្ម', 'debit', 'instant', 'monetary', true),
  concept(`${I}NoncurrentAssets`, 'Non-current assets', 'ទ្រព្យសកម្មរយៈពេលវែង', 'debit', 'instant'),
  concept(`${I}PropertyPlantAndEquipment`, 'Property, plant and equipment', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ', 'debit', 'instant'),
  concept(`${I}CurrentAssets`, 'Current assets', 'ទ្រព្យសកម្មរយៈពេលខ្លី', 'debit', 'instant'),
  concept(`${I}Inventories`, 'Inventories', 'សារពើភ័ណ្ឌ', 'debit', 'instant'),
  concept(
    `${I}TradeAndOtherCurrentReceivables`,
    'Trade and other receivables',
    'គណនីត្រូវទទួលពាណិជ្ជកម្ម និងផ្សេងៗ',
    'debit',
    'instant',
  ),
  concept(
    `${I}CashAndCashEquivalents`,
    'Cash and cash equivalents',
    'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល',
    'debit',
    'instant',
    'monetary',
    true,
  ),
  concept(`${I}EquityAndLiabilities`, 'Equity and liabilities', 'មូលធន និងបំណុល', 'credit', 'instant'),
  concept(`${I}Equity`, 'Equity', 'មូលធន', 'credit', 'instant', 'monetary', true),
  concept(`${I}IssuedCapital`, 'Share capital', 'ដើមទុន', 'credit', 'instant'),
  concept(`${I}RetainedEarnings`, 'Retained earnings', 'ប្រាក់ចំណេញរក្សាទុក', 'credit', 'instant'),
  concept(`${I}Liabilities`, 'Liabilities', 'បំណុល', 'credit', 'instant', 'monetary', true),
  concept(`${I}NoncurrentLiabilities`, 'Non-current liabilities', 'បំណុលរយៈពេលវែង', 'credit', 'instant'),
  concept(`${I}LongtermBorrowings`, 'Non-current borrowings', 'ប្រាក់កម្ចីរយៈពេលវែង', 'credit', 'instant'),
  concept(`${I}CurrentLiabilities`, 'Current liabilities', 'បំណុលរយៈពេលខ្លី', 'credit', 'instant'),
  concept(
    `${I}TradeAndOtherCurrentPayables`,
    'Trade and other payables',
    'គណនីត្រូវសងពាណិជ្ជកម្ម និងផ្សេងៗ',
    'credit',
    'instant',
  ),
  concept(`${I}Revenue`, 'Revenue', 'ចំណូល', 'credit', 'duration', 'monetary', true),
  concept(`${I}CostOfSales`, 'Cost of sales', 'ថ្លៃដើមលក់', 'debit', 'duration'),
  concept(`${I}GrossProfit`, 'Gross profit', 'ប្រាក់ចំណេញដុល', 'credit', 'duration'),
  concept(`${I}AdministrativeExpense`, 'Administrative expenses', 'ចំណាយរដ្ឋបាល', 'debit', 'duration'),
  concept(`${I}DepreciationAndAmortisationExpense`, 'Depreciation and amortisation', 'រំលស់', 'debit', 'duration'),
  concept(`${I}ProfitLossBeforeTax`, 'Profit before tax', 'ប្រាក់ចំណេញមុនបង់ពន្ធ', 'credit', 'duration'),
  concept(`${I}IncomeTaxExpenseContinuingOperations`, 'Income tax expense', 'ចំណាយពន្ធលើប្រាក់ចំណូល', 'debit', 'duration'),
  concept(`${I}ProfitLoss`, 'Profit for the year', 'ប្រាក់ចំណេញសម្រាប់ឆ្នាំ', 'credit', 'duration', 'monetary', true),
  concept(
    `${I}AdjustmentsForDepreciationAndAmortisationExpense`,
    'Depreciation and amortisation',
    'រំលស់',
    undefined,
    'duration',
  ),
  concept(
    `${I}OtherAdjustmentsToReconcileProfitLoss`,
    'Other changes in operating assets and liabilities',
    'បម្រែបម្រួលផ្សេងៗ',
    undefined,
    'duration',
  ),
  concept(
    `${I}CashFlowsFromUsedInOperatingActivities`,
    'Net cash from operating activities',
    'សាច់ប្រាក់សុទ្ធពីសកម្មភាពប្រតិបត្តិការ',
    undefined,
    'duration',
  ),
  concept(
    `${I}PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities`,
    'Purchase of property, plant and equipment',
    'ការទិញទ្រព្យ រោងចក្រ និងបរិក្ខារ',
    'credit',
    'duration',
  ),
  concept(
    `${I}CashFlowsFromUsedInInvestingActivities`,
    'Net cash from investing activities',
    'សាច់ប្រាក់សុទ្ធពីសកម្មភាពវិនិយោគ',
    undefined,
    'duration',
  ),
  concept(
    `${I}ProceedsFromBorrowingsClassifiedAsFinancingActivities`,
    'Proceeds from borrowings',
    'សាច់ប្រាក់ពីប្រាក់កម្ចី',
    'debit',
    'duration',
  ),
  concept(`${I}DividendsPaidClassifiedAsFinancingActivities`, 'Dividends paid', 'ភាគលាភដែលបានបង់', 'credit', 'duration'),
  concept(
    `${I}CashFlowsFromUsedInFinancingActivities`,
    'Net cash from financing activities',
    'សាច់ប្រាក់សុទ្ធពីសកម្មភាពហិរញ្ញប្បទាន',
    undefined,
    'duration',
  ),
  concept(
    `${I}IncreaseDecreaseInCashAndCashEquivalents`,
    'Net increase (decrease) in cash and cash equivalents',
    'កំណើន (ការថយចុះ) សុទ្ធនៃសាច់ប្រាក់',
    undefined,
    'duration',
  ),
  concept(`${I}IssueOfEquity`, 'Issue of share capital', 'ការបោះផ្សាយដើមទុន', 'credit', 'duration'),
  concept(`${I}DividendsRecognisedAsDistributionsToOwnersOfParent`, 'Dividends', 'ភាគលាភ', 'debit', 'duration'),
  concept(`${I}ChangesInEquity`, 'Total change in equity', 'បម្រែបម្រួលសរុបនៃមូលធន', 'credit', 'duration'),
  concept('dfr:PropertyPlantAndEquipmentGross', 'Cost', 'ថ្លៃដើម', 'debit', 'instant'),
  concept('dfr:AccumulatedDepreciation', 'Accumulated depreciation', 'រំលស់បង្គរ', 'credit', 'instant'),
  concept('dfr:NumberOfEmployees', 'Number of employees', 'ចំនួនបុគ្គលិក', undefined, 'duration', 'integer'),
  concept(
    `${I}DisclosureOfSignificantAccountingPoliciesExplanatory`,
    'Accounting policies',
    'គោលនយោបាយគណនេយ្យ',
    undefined,
    'duration',
    'textBlock',
  ),
  concept(
    'dfr:DirectorsStatement',
    "Directors' statement",
    'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល',
    undefined,
    'duration',
    'textBlock',
  ),
];

const node = (concept: string, children: PresentationNode[] = []): PresentationNode => ({
  concept: concept.includes(':') ? concept : `${I}${concept}`,
  children,
  ...(children.length > 0 ? { role: 'total' as const } : {}),
});
const leaves = (...names: string[]) => names.map((n) => node(n));

function arcs(spec: Record<string, string[]>): CalculationArc[] {
  return Object.entries(spec).flatMap(([parent, children]) =>
    children.map((signed, i) => ({
      parent: parent.includes(':') ? parent : `${I}${parent}`,
      child: signed.slice(1).includes(':') ? signed.slice(1) : `${I}${signed.slice(1)}`,
      weight: signed.startsWith('-') ? (-1 as const) : (1 as const),
      order: i + 1,
    })),
  );
}

/** The fixture taxonomy: the product's concept names, a subset of its networks. */
export function fixtureTaxonomy(): Taxonomy {
  return {
    framework: 'crfrf',
    namespaces: {
      'ifrs-full': 'https://dfr.example.org/taxonomy/2026/ifrs-full-subset',
      dfr: 'https://dfr.example.org/taxonomy/2026/dfr',
    },
    concepts: Object.fromEntries(CONCEPTS.map((c) => [c.name, c])),
    networks: [
      {
        id: 'sfp-current-noncurrent',
        section: 'financialPosition',
        title: { en: 'Statement of financial position', kh: 'របាយការណ៍ស្ថានភាពហិរញ្ញវត្ថុ' },
        presentation: [
          node('Assets', [
            node('NoncurrentAssets', leaves('PropertyPlantAndEquipment')),
            node('CurrentAssets', leaves('Inventories', 'TradeAndOtherCurrentReceivables', 'CashAndCashEquivalents')),
          ]),
          node('EquityAndLiabilities', [
            node('Equity', leaves('IssuedCapital', 'RetainedEarnings')),
            node('Liabilities', [
              node('NoncurrentLiabilities', leaves('LongtermBorrowings')),
              node('CurrentLiabilities', leaves('TradeAndOtherCurrentPayables')),
            ]),
          ]),
        ],
        calculations: arcs({
          Assets: ['+NoncurrentAssets', '+CurrentAssets'],
          NoncurrentAssets: ['+PropertyPlantAndEquipment'],
          CurrentAssets: ['+Inventories', '+TradeAndOtherCurrentReceivables', '+CashAndCashEquivalents'],
          EquityAndLiabilities: ['+Equity', '+Liabilities'],
          Equity: ['+IssuedCapital', '+RetainedEarnings'],
          Liabilities: ['+NoncurrentLiabilities', '+CurrentLiabilities'],
          NoncurrentLiabilities: ['+LongtermBorrowings'],
          CurrentLiabilities: ['+TradeAndOtherCurrentPayables'],
        }),
      },
      {
        id: 'pl-function',
        section: 'profitOrLoss',
        title: { en: 'Statement of profit or loss', kh: 'របាយការណ៍ចំណេញ ឬខាត' },
        presentation: [
          node('ProfitLoss', [
            node('ProfitLossBeforeTax', [
              node('GrossProfit', leaves('Revenue', 'CostOfSales')),
              ...leaves('AdministrativeExpense', 'DepreciationAndAmortisationExpense'),
            ]),
            node('IncomeTaxExpenseContinuingOperations'),
          ]),
        ],
        calculations: arcs({
          GrossProfit: ['+Revenue', '-CostOfSales'],
          ProfitLossBeforeTax: ['+GrossProfit', '-AdministrativeExpense', '-DepreciationAndAmortisationExpense'],
          ProfitLoss: ['+ProfitLossBeforeTax', '-IncomeTaxExpenseContinuingOperations'],
        }),
      },
      {
        id: 'cf-indirect',
        section: 'cashFlows',
        title: { en: 'Statement of cash flows', kh: 'របាយការណ៍លំហូរសាច់ប្រាក់' },
        presentation: [
          node('IncreaseDecreaseInCashAndCashEquivalents', [
            node(
              'CashFlowsFromUsedInOperatingActivities',
              leaves(
                'ProfitLoss',
                'AdjustmentsForDepreciationAndAmortisationExpense',
                'OtherAdjustmentsToReconcileProfitLoss',
              ),
            ),
            node(
              'CashFlowsFromUsedInInvestingActivities',
              leaves('PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities'),
            ),
            node(
              'CashFlowsFromUsedInFinancingActivities',
              leaves(
                'ProceedsFromBorrowingsClassifiedAsFinancingActivities',
                'DividendsPaidClassifiedAsFinancingActivities',
              ),
            ),
          ]),
          { concept: `${I}CashAndCashEquivalents`, role: 'periodStart', children: [] },
          { concept: `${I}CashAndCashEquivalents`, role: 'periodEnd', children: [] },
        ],
        calculations: arcs({
          CashFlowsFromUsedInOperatingActivities: [
            '+ProfitLoss',
            '+AdjustmentsForDepreciationAndAmortisationExpense',
            '+OtherAdjustmentsToReconcileProfitLoss',
          ],
          CashFlowsFromUsedInInvestingActivities: [
            '-PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities',
          ],
          CashFlowsFromUsedInFinancingActivities: [
            '+ProceedsFromBorrowingsClassifiedAsFinancingActivities',
            '-DividendsPaidClassifiedAsFinancingActivities',
          ],
          IncreaseDecreaseInCashAndCashEquivalents: [
            '+CashFlowsFromUsedInOperatingActivities',
            '+CashFlowsFromUsedInInvestingActivities',
            '+CashFlowsFromUsedInFinancingActivities',
          ],
        }),
      },
      {
        id: 'soce',
        section: 'changesInEquity',
        title: { en: 'Statement of changes in equity', kh: 'របាយការណ៍បម្រែបម្រួលមូលធន' },
        presentation: [
          { concept: `${I}Equity`, role: 'periodStart', children: [] },
          node(
            'ChangesInEquity',
            leaves('ProfitLoss', 'IssueOfEquity', 'DividendsRecognisedAsDistributionsToOwnersOfParent'),
          ),
          { concept: `${I}Equity`, role: 'periodEnd', children: [] },
        ],
        calculations: arcs({
          ChangesInEquity: ['+ProfitLoss', '+IssueOfEquity', '-DividendsRecognisedAsDistributionsToOwnersOfParent'],
        }),
      },
      {
        id: 'note-ppe',
        section: 'notes',
        title: { en: 'Property, plant and equipment', kh: 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ' },
        presentation: [
          node(
            'PropertyPlantAndEquipment',
            leaves('dfr:PropertyPlantAndEquipmentGross', 'dfr:AccumulatedDepreciation'),
          ),
          node('dfr:NumberOfEmployees'),
        ],
        calculations: arcs({
          PropertyPlantAndEquipment: ['+dfr:PropertyPlantAndEquipmentGross', '-dfr:AccumulatedDepreciation'],
        }),
      },
      {
        id: 'policies',
        section: 'policies',
        title: { en: 'Accounting policies', kh: 'គោលនយោបាយគណនេយ្យ' },
        presentation: leaves('DisclosureOfSignificantAccountingPoliciesExplanatory'),
        calculations: [],
      },
      {
        id: 'directors-statement',
        section: 'directorsStatement',
        title: { en: "Directors' statement", kh: 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល' },
        presentation: leaves('dfr:DirectorsStatement'),
        calculations: [],
      },
    ],
  };
}

export const PERIODS = {
  current: { start: '2025-01-01', end: '2025-12-31' },
  prior: { start: '2024-01-01', end: '2024-12-31' },
  currentEnd: { instant: '2025-12-31' },
  priorEnd: { instant: '2024-12-31' },
  opening: { instant: '2023-12-31' },
} satisfies Record<string, Period>;

/** Values per local name: [current year, comparative year, opening] (instants) or [current, comparative] (flows). */
const INSTANTS: Record<string, [number, number, number?]> = {
  PropertyPlantAndEquipment: [1100, 1000],
  NoncurrentAssets: [1100, 1000],
  Inventories: [350, 300],
  TradeAndOtherCurrentReceivables: [250, 200],
  CashAndCashEquivalents: [300, 100, 60],
  CurrentAssets: [900, 600],
  Assets: [2000, 1600],
  IssuedCapital: [500, 500, 500],
  RetainedEarnings: [800, 500, 200],
  Equity: [1300, 1000, 700],
  LongtermBorrowings: [400, 350],
  NoncurrentLiabilities: [400, 350],
  TradeAndOtherCurrentPayables: [300, 250],
  CurrentLiabilities: [300, 250],
  Liabilities: [700, 600],
  EquityAndLiabilities: [2000, 1600],
  'dfr:PropertyPlantAndEquipmentGross': [1500, 1300],
  'dfr:AccumulatedDepreciation': [400, 300],
};
const FLOWS: Record<string, [number, number]> = {
  Revenue: [2000, 1800],
  CostOfSales: [1200, 1000],
  GrossProfit: [800, 800],
  AdministrativeExpense: [300, 350],
  DepreciationAndAmortisationExpense: [100, 90],
  ProfitLossBeforeTax: [400, 360],
  IncomeTaxExpenseContinuingOperations: [80, 60],
  ProfitLoss: [320, 300],
  AdjustmentsForDepreciationAndAmortisationExpense: [100, 90],
  OtherAdjustmentsToReconcileProfitLoss: [-50, -150],
  CashFlowsFromUsedInOperatingActivities: [370, 240],
  PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities: [200, 250],
  CashFlowsFromUsedInInvestingActivities: [-200, -250],
  ProceedsFromBorrowingsClassifiedAsFinancingActivities: [50, 50],
  DividendsPaidClassifiedAsFinancingActivities: [20, 0],
  CashFlowsFromUsedInFinancingActivities: [30, 50],
  IncreaseDecreaseInCashAndCashEquivalents: [200, 40],
  DividendsRecognisedAsDistributionsToOwnersOfParent: [20, 0],
  ChangesInEquity: [300, 300],
};

const qname = (local: string) => (local.includes(':') ? local : `${I}${local}`);

export function fixtureFacts(): Fact[] {
  const facts: Fact[] = [];
  for (const [local, [now, before, opening]] of Object.entries(INSTANTS)) {
    facts.push({ concept: qname(local), period: PERIODS.currentEnd, value: now, unit: 'KHR' });
    facts.push({ concept: qname(local), period: PERIODS.priorEnd, value: before, unit: 'KHR' });
    if (opening !== undefined)
      facts.push({ concept: qname(local), period: PERIODS.opening, value: opening, unit: 'KHR' });
  }
  for (const [local, [now, before]] of Object.entries(FLOWS)) {
    facts.push({ concept: qname(local), period: PERIODS.current, value: now, unit: 'KHR' });
    facts.push({ concept: qname(local), period: PERIODS.prior, value: before, unit: 'KHR' });
  }
  facts.push({ concept: 'dfr:NumberOfEmployees', period: PERIODS.current, value: 10, unit: 'pure' });
  facts.push({
    concept: `${I}DisclosureOfSignificantAccountingPoliciesExplanatory`,
    period: PERIODS.current,
    value: '<p>Basis of preparation: CRFRF, historical cost.</p>',
    lang: 'en',
  });
  facts.push({
    concept: `${I}DisclosureOfSignificantAccountingPoliciesExplanatory`,
    period: PERIODS.current,
    value: '<p>មូលដ្ឋាននៃការរៀបចំ៖ CRFRF ។</p>',
    lang: 'kh',
  });
  facts.push({
    concept: 'dfr:DirectorsStatement',
    period: PERIODS.current,
    value: 'The directors approve these statements.',
    lang: 'en',
  });
  return facts;
}

export function fixtureSettings(): StatementSettings {
  return {
    framework: 'crfrf',
    reportingYear: 2025,
    periodEnd: '2025-12-31',
    presentationCurrency: 'KHR',
    functionalCurrency: 'KHR',
    rounding: 'units',
    sfpType: 'current-noncurrent',
    plType: 'function',
    cashFlowType: 'indirect',
    preparationMethod: 'manual',
    directorNameEn: 'Sok Dara',
    directorNameKh: 'សុខ តារា',
    directorEmail: 'dara@example.com',
    signingDate: '2026-03-01',
    authorisationDate: '2026-03-05',
    goingConcern: true,
    trueAndFairView: true,
    abilityToPayDebts: true,
    audited: false,
  };
}

export function fixtureEntity(): EntityInfo {
  return {
    nameEn: 'Angkor Trading Co., Ltd.',
    nameKh: 'ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក',
    registrationNumber: '00012345',
    legalForm: 'privateLimitedCompany',
    countryOfIncorporation: 'KH',
    province: 'phnom-penh',
    sdgs: [5, 8],
    auditRequired: false,
  };
}

export function fixtureNotes(): NoteData {
  return {
    shareholders: [
      { name: 'Sok Dara', shares: 300, paidUpKhr: 300 },
      { name: 'Chan Sophea', shares: 200, paidUpKhr: 200 },
    ],
    employees: { total: 10, female: 4, accountants: 1 },
    customers: { active: 50, taxable: 40 },
    sdgs: [8, 5],
    fundingSources: { government: false, domesticAgencies: false, internationalAgencies: false },
    funds: { restricted: 0, nonRestricted: 0 },
    postPeriodAnswers: Array.from({ length: 13 }, () => false),
  };
}

export function fixtureTexts(): StatementTexts {
  const p = (en: string, kh: string) => ({ en, kh });
  return {
    policies: {
      basisOfPreparation: p(
        'Prepared under CRFRF on the historical cost basis.',
        'រៀបចំតាម CRFRF លើមូលដ្ឋានថ្លៃដើមប្រវត្តិសាស្ត្រ។',
      ),
      revenueRecognition: p('Revenue is recognised when goods are delivered.', 'ចំណូលត្រូវបានទទួលស្គាល់នៅពេលប្រគល់ទំនិញ។'),
      propertyPlantAndEquipment: p('Straight-line depreciation over useful lives.', 'រំលស់តាមវិធីសាស្ត្របន្ទាត់ត្រង់។'),
      inventories: p('Lower of cost and net realisable value.', 'តម្លៃទាបជាងរវាងថ្លៃដើម និងតម្លៃលក់សុទ្ធ។'),
      financialInstruments: p('Receivables at amortised cost less impairment.', 'គណនីត្រូវទទួលតាមថ្លៃដើមរំលស់ដកការថយចុះតម្លៃ។'),
      incomeTax: p('Current tax at the enacted rate.', 'ពន្ធចរន្តតាមអត្រាដែលបានអនុម័ត។'),
      borrowings: p(
        'Borrowings at amortised cost; bank loan at 8% due 2028, secured on the warehouse.',
        'ប្រាក់កម្ចីតាមថ្លៃដើមរំលស់។',
      ),
    },
    directorsStatement: p('The directors approve these statements.', 'ក្រុមប្រឹក្សាភិបាលអនុម័តរបាយការណ៍ទាំងនេះ។'),
  };
}

/** The prior year's statements: last year's figures as this year's comparatives (so they agree). */
export function fixturePrevious(): StatementsLike {
  const facts = fixtureFacts().filter((f) =>
    'instant' in f.period ? f.period.instant !== PERIODS.currentEnd.instant : f.period.end === PERIODS.prior.end,
  );
  return { settings: { ...fixtureSettings(), reportingYear: 2024, periodEnd: '2024-12-31' }, facts };
}

/** A complete validation input on which no rule fires. */
export function cleanInput(): ValidationInput {
  return {
    statements: { settings: fixtureSettings(), facts: fixtureFacts(), taxonomy: fixtureTaxonomy() },
    previous: fixturePrevious(),
    entity: fixtureEntity(),
    notes: fixtureNotes(),
    texts: fixtureTexts(),
  };
}
