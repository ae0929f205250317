// The mapping assistant: for an account without a concept, the three most likely concepts by the account's name
// (English and Khmer words), account type, balance and the usual code ranges of the default chart; accounts the
// chart already maps ("the chart remembers") count first.
import type { AccountType, BalanceType, ChartAccount, Framework } from '../model/types';
import {
  EXPENSE_FUNCTIONS,
  EXPENSE_NATURES,
  getTaxonomy,
  matrixConcept,
  POSTING_REMAP,
  postableConcepts,
} from '../taxonomy';
import { defaultAccounts } from './defaults';

const I = 'ifrs-full:';

/** Words (English, lower case) and Khmer fragments that name a concept in real charts. */
const WORDS: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}PropertyPlantAndEquipment`]: {
    en: [
      'property',
      'plant',
      'equipment',
      'land',
      'building',
      'buildings',
      'vehicle',
      'vehicles',
      'motor',
      'car',
      'truck',
      'machinery',
      'machine',
      'motorbike',
      'motorcycle',
      'air conditioner',
      'furniture',
      'fixtures',
      'computer',
      'computers',
      'fixed asset',
      'accumulated depreciation',
      'leasehold',
      'renovation',
      'tools',
      'construction in progress',
    ],
    kh: [
      'ដី',
      'អគារ',
      'យានយន្ត',
      'រថយន្ត',
      'ម៉ូតូ',
      'ម៉ាស៊ីន',
      'បរិក្ខារ',
      'គ្រឿងសង្ហារឹម',
      'កុំព្យូទ័រ',
      'រំលស់បង្គរ',
      'ឧបករណ៍',
      'ទ្រព្យ រោងចក្រ',
    ],
  },
  [`${I}IntangibleAssetsOtherThanGoodwill`]: {
    en: [
      'intangible',
      'software',
      'licence',
      'license',
      'trademark',
      'patent',
      'website',
      'accumulated amortisation',
      'accumulated amortization',
    ],
    kh: ['អរូបី', 'កម្មវិធី', 'អាជ្ញាប័ណ្ណ', 'ម៉ាកយីហោ'],
  },
  [`${I}InvestmentProperty`]: { en: ['investment property', 'rental property'], kh: ['អចលនទ្រព្យវិនិយោគ'] },
  [`${I}DeferredTaxAssets`]: { en: ['deferred tax asset', 'deferred tax assets'], kh: ['ទ្រព្យសកម្មពន្ធពន្យារ'] },
  [`${I}OtherNoncurrentAssets`]: {
    en: [
      'long-term deposit',
      'long term deposit',
      'security deposit',
      'rental deposit',
      'non-current',
      'long-term investment',
    ],
    kh: ['ប្រាក់កក់រយៈពេលវែង', 'ប្រាក់តម្កល់ធានា', 'រយៈពេលវែងផ្សេងៗ'],
  },
  [`${I}NoncurrentBiologicalAssets`]: {
    en: ['biological', 'plantation', 'orchard', 'rubber trees', 'cashew trees', 'breeding livestock', 'dairy cattle'],
    kh: ['ជីវសាស្ត្រ', 'ចម្ការ', 'ដើមកៅស៊ូ', 'ដើមស្វាយចន្ទី', 'បសុសត្វបង្កាត់ពូជ'],
  },
  [`${I}CurrentBiologicalAssets`]: {
    en: ['livestock', 'growing crops', 'crops', 'fish stock', 'poultry', 'pigs'],
    kh: ['បសុសត្វ', 'ដំណាំ', 'ត្រី', 'បក្សី', 'ជ្រូក'],
  },
  [`${I}InvestmentsInAssociates`]: {
    en: ['associate', 'associates', 'investment in associate', 'joint venture', 'jointly controlled'],
    kh: ['ក្រុមហ៊ុនរួម', 'សហគ្រាសចម្រុះ'],
  },
  [`${I}OtherNoncurrentFinancialAssets`]: {
    en: [
      'long-term investment',
      'long term investment',
      'bonds',
      'investment in shares',
      'equity investment',
      'held to maturity',
    ],
    kh: ['ការវិនិយោគរយៈពេលវែង', 'សញ្ញាប័ណ្ណ', 'ការវិនិយោគក្នុងភាគហ៊ុន'],
  },
  [`${I}NoncurrentReceivables`]: {
    en: ['long-term receivable', 'long term receivable', 'non-current receivable', 'instalment receivable'],
    kh: ['គណនីត្រូវទទួលរយៈពេលវែង'],
  },
  [`${I}OtherCurrentFinancialAssets`]: {
    en: [
      'short-term investment',
      'short term investment',
      'treasury bills',
      'trading securities',
      'marketable securities',
    ],
    kh: ['ការវិនិយោគរយៈពេលខ្លី', 'មូលបត្រ'],
  },
  [`${I}Inventories`]: {
    en: [
      'inventory',
      'inventories',
      'stock',
      'stocks',
      'merchandise',
      'goods for resale',
      'raw material',
      'raw materials',
      'work in progress',
      'finished goods',
      'spare parts',
      'supplies on hand',
      'goods in transit',
    ],
    kh: ['សារពើភ័ណ្ឌ', 'ស្តុក', 'ទំនិញ', 'វត្ថុធាតុដើម', 'ផលិតផលសម្រេច', 'ផលិតផលកំពុងផលិត', 'គ្រឿងបន្លាស់'],
  },
  [`${I}TradeAndOtherCurrentReceivables`]: {
    en: [
      'receivable',
      'receivables',
      'debtors',
      'debtor',
      'accounts receivable',
      'staff advance',
      'advance to staff',
      'employee advances',
      'allowance for doubtful',
      'due from',
      'loan to director',
      'accrued income',
      'vat input',
      'input vat',
    ],
    kh: ['ត្រូវទទួល', 'កូនបំណុល', 'បុរេប្រទាន', 'ពន្ធលើតម្លៃបន្ថែមធាតុចូល', 'អាករលើតម្លៃបន្ថែមធាតុចូល'],
  },
  [`${I}CurrentPrepayments`]: {
    en: [
      'prepayment',
      'prepayments',
      'prepaid',
      'advance payment',
      'advances to suppliers',
      'advance to suppliers',
      'deposit to supplier',
    ],
    kh: ['បង់ប្រាក់ជាមុន', 'ចំណាយបង់មុន', 'បង់មុន'],
  },
  [`${I}CurrentTaxAssetsCurrent`]: {
    en: [
      'prepayment of profit tax',
      'prepaid profit tax',
      'prepayment of tax on profit',
      'minimum tax',
      'tax credit',
      'prepaid income tax',
      'tax recoverable',
    ],
    kh: ['ប្រាក់រំដោះពន្ធលើប្រាក់ចំណេញ', 'ពន្ធអប្បបរមា', 'ឥណទានពន្ធ', 'ពន្ធបង់មុន'],
  },
  [`${I}OtherCurrentAssets`]: {
    en: ['other current', 'suspense', 'clearing'],
    kh: ['រយៈពេលខ្លីផ្សេងៗ', 'គណនីរង់ចាំ'],
  },
  [`${I}CashAndCashEquivalents`]: {
    en: [
      'cash',
      'bank',
      'petty',
      'till',
      'current account',
      'savings account',
      'saving account',
      'fixed deposit',
      'e-wallet',
      'wing',
      'aba',
      'acleda',
      'canadia',
      'wallet',
    ],
    kh: ['សាច់ប្រាក់', 'ធនាគារ', 'ប្រាក់ក្នុងដៃ', 'ប្រាក់បញ្ញើ', 'ប្រាក់ក្នុងទូ'],
  },
  [`${I}IssuedCapital`]: {
    en: [
      'share capital',
      'paid-up capital',
      'paid up capital',
      'registered capital',
      'capital contribution',
      "owner's capital",
      'owner capital',
      'capital',
    ],
    kh: ['ដើមទុន', 'មូលធនចុះបញ្ជី', 'ភាគហ៊ុន'],
  },
  [`${I}SharePremium`]: { en: ['share premium', 'premium'], kh: ['តម្លៃលើសនៃភាគហ៊ុន'] },
  [`${I}RetainedEarnings`]: {
    en: [
      'retained earnings',
      'accumulated profit',
      'accumulated losses',
      'accumulated deficit',
      'profit brought forward',
      'retained profit',
    ],
    kh: ['ប្រាក់ចំណេញរក្សាទុក', 'ចំណេញសន្សំ', 'ខាតបង្គរ'],
  },
  [`${I}OtherReserves`]: { en: ['reserve', 'reserves', 'legal reserve', 'revaluation'], kh: ['ទុនបម្រុង'] },
  [`${I}ReserveOfExchangeDifferencesOnTranslation`]: {
    en: ['translation reserve', 'exchange translation', 'currency translation'],
    kh: ['ទុនបម្រុងពីការប្តូររូបិយប័ណ្ណ'],
  },
  'dfr:RestrictedFunds': { en: ['restricted', 'donor restricted', 'temporarily restricted'], kh: ['មានការរឹតបន្តឹង'] },
  'dfr:UnrestrictedFunds': {
    en: ['unrestricted', 'general fund', 'accumulated surplus'],
    kh: ['គ្មានការរឹតបន្តឹង', 'អតិរេកបង្គរ'],
  },
  [`${I}LongtermBorrowings`]: {
    en: [
      'long-term loan',
      'long term loan',
      'long-term borrowing',
      'bank loan',
      'term loan',
      'loan from shareholder',
      'shareholder loan',
      'loan from director',
    ],
    kh: ['ប្រាក់កម្ចីរយៈពេលវែង', 'កម្ចីពីម្ចាស់ភាគហ៊ុន', 'កម្ចីធនាគារ'],
  },
  [`${I}NoncurrentLeaseLiabilities`]: {
    en: [
      'lease liability non-current',
      'lease liabilities non-current',
      'non-current lease',
      'long-term lease',
      'finance lease',
    ],
    kh: ['បំណុលភតិសន្យារយៈពេលវែង'],
  },
  [`${I}DeferredTaxLiabilities`]: { en: ['deferred tax liability', 'deferred tax liabilities'], kh: ['បំណុលពន្ធពន្យារ'] },
  [`${I}NoncurrentProvisions`]: {
    en: ['seniority', 'severance', 'long-term provision', 'non-current provision', 'provision for seniority'],
    kh: ['ប្រាក់បំណាច់អតីតភាព', 'សំវិធានធនរយៈពេលវែង'],
  },
  [`${I}OtherNoncurrentLiabilities`]: {
    en: ['other non-current liabilities', 'long-term deposit received', 'long-term payable'],
    kh: ['បំណុលរយៈពេលវែងផ្សេងៗ'],
  },
  [`${I}TradeAndOtherCurrentPayables`]: {
    en: [
      'payable',
      'payables',
      'creditors',
      'creditor',
      'accounts payable',
      'accrued',
      'accruals',
      'accrued expenses',
      'salary payable',
      'salaries payable',
      'wages payable',
      'nssf payable',
      'due to',
      'withholding tax',
      'tax on salary',
      'vat output',
      'output vat',
      'customer deposit',
      'deposits received',
      'unearned',
      'deferred revenue',
      'advance from customers',
      'dividend payable',
    ],
    kh: [
      'ត្រូវសង',
      'ម្ចាស់បំណុល',
      'ចំណាយបង្គរ',
      'ពន្ធកាត់ទុក',
      'ពន្ធលើប្រាក់បៀវត្ស',
      'ប្រាក់កក់ពីអតិថិជន',
      'ចំណូលមិនទាន់រកបាន',
      'ពន្ធលើតម្លៃបន្ថែមធាតុចេញ',
      'អាករលើតម្លៃបន្ថែមធាតុចេញ',
    ],
  },
  [`${I}DeferredIncomeClassifiedAsCurrent`]: {
    en: [
      'deferred revenue',
      'deferred income',
      'unearned',
      'income received in advance',
      'grants received in advance',
      'unspent grant',
      'unspent grants',
    ],
    kh: ['ចំណូលមិនទាន់រកបាន', 'ចំណូលពន្យារ', 'ជំនួយមិនទាន់ចំណាយ'],
  },
  [`${I}DeferredIncomeClassifiedAsNoncurrent`]: {
    en: ['long-term deferred income', 'non-current deferred income', 'deferred capital grant', 'capital grants'],
    kh: ['ចំណូលពន្យាររយៈពេលវែង'],
  },
  [`${I}ShorttermBorrowings`]: {
    en: [
      'short-term loan',
      'short term loan',
      'overdraft',
      'bank overdraft',
      'current portion of loan',
      'current portion',
      'credit line',
      'short-term borrowing',
    ],
    kh: ['ប្រាក់កម្ចីរយៈពេលខ្លី', 'ឥណទានលើសបញ្ជី', 'ប្រាក់រំលស់លើសគណនី'],
  },
  [`${I}CurrentLeaseLiabilities`]: {
    en: ['lease liability current', 'lease liabilities current', 'current lease', 'current portion of lease'],
    kh: ['បំណុលភតិសន្យារយៈពេលខ្លី'],
  },
  [`${I}CurrentTaxLiabilitiesCurrent`]: {
    en: ['income tax payable', 'profit tax payable', 'tax on profit payable', 'corporate tax payable', 'tax payable'],
    kh: ['ពន្ធលើប្រាក់ចំណេញត្រូវបង់', 'ពន្ធលើប្រាក់ចំណូលត្រូវបង់', 'ពន្ធត្រូវបង់'],
  },
  [`${I}CurrentProvisions`]: {
    en: ['provision', 'provisions', 'warranty', 'provision for bonus', 'bonus provision'],
    kh: ['សំវិធានធន'],
  },
  [`${I}OtherCurrentLiabilities`]: { en: ['other current liabilities', 'other liabilities'], kh: ['បំណុលរយៈពេលខ្លីផ្សេងៗ'] },
  [`${I}OtherIncome`]: {
    en: [
      'other income',
      'gain',
      'gains',
      'miscellaneous income',
      'sundry income',
      'rental income',
      'exchange gain',
      'foreign exchange gain',
      'gain on disposal',
      'grant income',
    ],
    kh: ['ចំណូលផ្សេងទៀត', 'ចំណេញពីការប្តូរប្រាក់', 'ចំណូលពីការជួល', 'ចំណេញពីការលក់ទ្រព្យ'],
  },
  [`${I}FinanceIncome`]: {
    en: ['interest', 'interest income', 'bank interest', 'interest received', 'finance income', 'interest earned'],
    kh: ['ចំណូលការប្រាក់', 'ការប្រាក់ទទួលបាន', 'ចំណូលហិរញ្ញវត្ថុ'],
  },
  [`${I}FinanceCosts`]: {
    en: [
      'interest',
      'interest expense',
      'interest on loan',
      'loan interest',
      'finance cost',
      'finance costs',
      'bank interest expense',
      'interest paid',
      'lease interest',
    ],
    kh: ['ការប្រាក់', 'ចំណាយការប្រាក់', 'ការប្រាក់លើប្រាក់កម្ចី', 'ចំណាយហិរញ្ញវត្ថុ'],
  },
  [`${I}IncomeTaxExpenseContinuingOperations`]: {
    en: [
      'income tax expense',
      'tax on profit expense',
      'profit tax expense',
      'corporate income tax',
      'minimum tax expense',
      'tax on profit',
    ],
    kh: ['ចំណាយពន្ធលើប្រាក់ចំណូល', 'ចំណាយពន្ធលើប្រាក់ចំណេញ'],
  },
  [`${I}RevenueFromSaleOfGoods`]: {
    en: [
      'sale of goods',
      'sales of goods',
      'sales',
      'product sales',
      'merchandise sales',
      'retail sales',
      'wholesale',
      'export sales',
      'sales returns',
      'sales discount',
    ],
    kh: ['ការលក់ទំនិញ', 'ចំណូលពីការលក់', 'ការលក់ផលិតផល', 'ការលក់'],
  },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: [
      'service',
      'services',
      'service revenue',
      'consulting',
      'consultancy',
      'fees',
      'commission income',
      'training income',
      'repair income',
      'installation',
      'management fee income',
      'tuition',
    ],
    kh: ['ចំណូលពីការផ្តល់សេវា', 'សេវា', 'កម្រៃជើងសា', 'ថ្លៃសេវា'],
  },
  [`${I}OtherRevenue`]: { en: ['other revenue', 'other operating revenue'], kh: ['ចំណូលផ្សេងៗ'] },
  'dfr:DonationsAndGrants': {
    en: ['donation', 'donations', 'grant', 'grants', 'donor', 'contribution', 'contributions', 'fundraising'],
    kh: ['អំណោយ', 'ជំនួយ', 'ម្ចាស់ជំនួយ', 'វិភាគទាន'],
  },
  'dfr:MembershipFees': { en: ['membership', 'member fees', 'subscriptions'], kh: ['ភាពជាសមាជិក', 'ថ្លៃសមាជិក'] },
  [`${I}DividendsRecognisedAsDistributionsToOwnersOfParent`]: {
    en: ['dividend', 'dividends', 'drawings', 'distribution to owners'],
    kh: ['ភាគលាភ', 'ការដកប្រាក់របស់ម្ចាស់'],
  },
};

/** Function words of expenses (cost of sales, distribution, administration, other), English and Khmer. */
const FUNCTION_WORDS: { en: string[]; kh: string[] }[] = [
  {
    en: [
      'cost of sales',
      'cost of goods',
      'cogs',
      'purchases',
      'purchase',
      'production',
      'factory',
      'direct',
      'freight in',
      'import duty',
      'customs',
      'manufacturing',
      'cost of services',
      'machinery',
      'assembly',
      'inventory',
      'workshop',
      'technician',
      'subcontractor',
    ],
    kh: ['ថ្លៃដើម', 'ការទិញ', 'ផលិតកម្ម', 'រោងចក្រ', 'ពន្ធគយ', 'ផ្ទាល់', 'រោងជាង', 'ម៉ាស៊ីនដំឡើង'],
  },
  {
    en: [
      'selling',
      'sales staff',
      'marketing',
      'advertising',
      'promotion',
      'delivery',
      'distribution',
      'freight out',
      'commission',
      'transport of goods sold',
      'shop',
      'showroom',
    ],
    kh: ['លក់', 'ផ្សព្វផ្សាយ', 'ទីផ្សារ', 'ដឹកជញ្ជូន', 'ចែកចាយ', 'កម្រៃជើងសា', 'ហាង'],
  },
  {
    en: [
      'administrative',
      'administration',
      'admin',
      'office',
      'general',
      'management',
      'head office',
      'director',
      'directors',
      'audit',
      'accounting fee',
      'legal',
      'professional fee',
      'bank charges',
    ],
    kh: ['រដ្ឋបាល', 'ការិយាល័យ', 'នាយក', 'សវនកម្ម', 'ច្បាប់', 'ថ្លៃធនាគារ'],
  },
  {
    en: [
      'other expense',
      'other expenses',
      'loss on',
      'exchange loss',
      'foreign exchange loss',
      'penalty',
      'penalties',
      'fines',
      'donation expense',
      'charitable',
      'write-off',
      'written off',
      'impairment',
      'bad debt',
      'doubtful debt',
      'sundry expense',
      'miscellaneous expense',
    ],
    kh: ['ចំណាយផ្សេងៗ', 'ខាតពីការប្តូរប្រាក់', 'ពិន័យ', 'ការខាត', 'បំណុលទារមិនបាន', 'ការសប្បុរសធម៌'],
  },
];
/** Nature words of expenses (goods and materials, employee benefits, depreciation, other), English and Khmer. */
const NATURE_WORDS: { en: string[]; kh: string[] }[] = [
  {
    en: [
      'purchases',
      'purchase',
      'goods',
      'materials',
      'raw material',
      'consumables',
      'supplies',
      'stationery',
      'packaging',
      'merchandise',
      'inventory',
      'stock',
      'cost of goods',
      'fuel',
      'spare parts',
    ],
    kh: ['វត្ថុធាតុ', 'សម្ភារៈ', 'ការទិញ', 'វេចខ្ចប់', 'ប្រេងឥន្ធនៈ', 'គ្រឿងបន្លាស់'],
  },
  {
    en: [
      'salary',
      'salaries',
      'wage',
      'wages',
      'staff',
      'employee',
      'employees',
      'payroll',
      'bonus',
      'overtime',
      'nssf',
      'social security',
      'pension',
      'seniority',
      'severance',
      'allowance',
      'allowances',
      'fringe benefit',
      'staff welfare',
      'uniform',
      'training',
      'health insurance staff',
      'commission to staff',
      'labour',
      'labor',
    ],
    kh: [
      'ប្រាក់បៀវត្ស',
      'ប្រាក់ឈ្នួល',
      'បុគ្គលិក',
      'និយោជិត',
      'ប្រាក់រង្វាន់',
      'ម៉ោងបន្ថែម',
      'បសស',
      'របបសន្តិសុខសង្គម',
      'ប្រាក់បំណាច់',
      'ប្រាក់ឧបត្ថម្ភ',
      'កម្មករ',
      'ការបណ្តុះបណ្តាល',
    ],
  },
  {
    en: ['depreciation', 'amortisation', 'amortization'],
    kh: ['រំលស់'],
  },
  { en: [], kh: [] },
];

export interface Suggestion {
  concept: string;
  score: number;
  /** Why, in words (English and Khmer). */
  reasons: { en: string; kh: string }[];
}

export interface SuggestOptions {
  /** Accounts of the chart already mapped (accepted earlier): the same name suggests the same concept first. */
  learned?: readonly ChartAccount[];
  /** @default 3 */
  limit?: number;
}

/** The account's category: what an account type posting to the concept must be. */
function categoryOf(name: string, periodType: string, balance: BalanceType | undefined): AccountType {
  if (name === `${I}DividendsRecognisedAsDistributionsToOwnersOfParent`) return 'equity';
  if (periodType === 'duration') return balance === 'credit' ? 'income' : 'expense';
  if (balance === 'debit') return 'asset';
  return EQUITY.has(name) ? 'equity' : 'liability';
}
const EQUITY = new Set([
  `${I}IssuedCapital`,
  `${I}SharePremium`,
  `${I}RetainedEarnings`,
  `${I}OtherReserves`,
  `${I}ReserveOfExchangeDifferencesOnTranslation`,
  `${I}Equity`,
  'dfr:RestrictedFunds',
  'dfr:UnrestrictedFunds',
]);

const fold = (text: string) =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}%-]+/gu, ' ')
    .trim()} `;
/** A word or phrase of the name, also in the plural. */
const hasWord = (folded: string, word: string) =>
  folded.includes(` ${word} `) || folded.includes(` ${word}s `) || folded.includes(` ${word}es `);

interface Candidate {
  concept: string;
  category: AccountType;
  balance: BalanceType | undefined;
  en: string[];
  kh: string[];
  labelEn: string;
  labelKh: string;
  codes: string[];
  /** For an expense matrix concept: its function and nature. */
  matrix?: [number, number];
}
const candidatesCache = new Map<Framework, Candidate[]>();

function candidatesOf(framework: Framework): Candidate[] {
  const cached = candidatesCache.get(framework);
  if (cached) return cached;
  const taxonomy = getTaxonomy(framework);
  const defaults = defaultAccounts(framework);
  const out: Candidate[] = [];
  for (const name of postableConcepts(framework)) {
    if (POSTING_REMAP[name]) continue; // totals: their catch-all part is suggested instead
    const concept = taxonomy.concepts[name]!;
    let matrix: [number, number] | undefined;
    for (let f = 0; f < EXPENSE_FUNCTIONS.length; f++)
      for (let n = 0; n < EXPENSE_NATURES.length; n++) if (matrixConcept(f, n) === name) matrix = [f, n];
    const words = WORDS[name] ?? { en: [], kh: [] };
    const candidate: Candidate = {
      concept: name,
      category: categoryOf(name, concept.periodType, concept.balance),
      balance: concept.balance,
      en: words.en,
      kh: words.kh,
      labelEn: concept.label.en.toLowerCase(),
      labelKh: concept.label.kh,
      codes: defaults.filter((a) => a.concept === name).map((a) => a.code),
    };
    if (matrix) candidate.matrix = matrix;
    out.push(candidate);
  }
  candidatesCache.set(framework, out);
  return out;
}

/** Score of words found in a name: longer phrases count more. */
function wordScore(en: string, kh: string, words: { en: string[]; kh: string[] }): { score: number; found: string[] } {
  let score = 0;
  const found: string[] = [];
  for (const w of words.en) {
    if (hasWord(en, w)) {
      score += 1 + w.split(' ').length;
      found.push(w);
    }
  }
  for (const w of words.kh) {
    if (kh.includes(w)) {
      score += 1 + Math.min(3, Math.floor(w.length / 4));
      found.push(w);
    }
  }
  return { score, found };
}

/**
 * The most likely concepts (best first, `limit` of them) for an account: by its name's words (English and Khmer),
 * its account type (a concept of another category is never suggested), its balance and its code's usual range in
 * the default chart, and first of all by an already mapped account of the same name.
 */
export function suggestConcepts(
  account: Pick<ChartAccount, 'code' | 'nameEn' | 'nameKh'> &
    Partial<Pick<ChartAccount, 'accountType' | 'balanceType'>>,
  framework: Framework,
  options: SuggestOptions = {},
): Suggestion[] {
  const en = fold(account.nameEn ?? '');
  const kh = (account.nameKh ?? '').normalize('NFC');
  const learned = (options.learned ?? []).filter(
    (a) =>
      (account.nameEn && a.nameEn.trim().toLowerCase() === account.nameEn.trim().toLowerCase()) ||
      (account.nameKh && a.nameKh.trim() === account.nameKh.trim()),
  );
  const functionScores = FUNCTION_WORDS.map((w) => wordScore(en, kh, w));
  const natureScores = NATURE_WORDS.map((w) => wordScore(en, kh, w));
  const scored: Suggestion[] = [];
  for (const c of candidatesOf(framework)) {
    if (account.accountType && c.category !== account.accountType) continue;
    const reasons: { en: string; kh: string }[] = [];
    let score = 0;
    if (c.matrix) {
      const [f, n] = c.matrix;
      // Administrative and "other" nature are the defaults when a name says nothing of function or nature.
      score += functionScores[f]!.score + natureScores[n]!.score;
      if (f === 2 && functionScores.every((x) => x.score === 0)) score += 0.4;
      if (n === 3 && natureScores.every((x) => x.score === 0)) score += 0.3;
      const found = [...functionScores[f]!.found, ...natureScores[n]!.found];
      if (found.length) reasons.push({ en: `name: ${found.join(', ')}`, kh: `ឈ្មោះ៖ ${found.join(', ')}` });
    } else {
      const words = wordScore(en, kh, c);
      score += words.score;
      if (hasWord(en, c.labelEn) || (c.labelKh && kh.includes(c.labelKh))) score += 4;
      if (words.found.length)
        reasons.push({ en: `name: ${words.found.join(', ')}`, kh: `ឈ្មោះ៖ ${words.found.join(', ')}` });
      if (c.concept.includes(':Other')) score += 0.2;
    }
    if (learned.some((a) => a.concept === c.concept)) {
      score += 20;
      reasons.push({ en: 'an account of the same name maps to it', kh: 'គណនីឈ្មោះដូចគ្នាប្រើធាតុនេះ' });
    }
    if (account.balanceType && c.balance === account.balanceType) score += 0.5;
    const code = account.code ?? '';
    if (code.length >= 2 && c.codes.some((d) => d.slice(0, 2) === code.slice(0, 2))) {
      score += 1;
      reasons.push({ en: `code ${code} is in its usual range`, kh: `លេខកូដ ${code} ស្ថិតក្នុងចន្លោះធម្មតារបស់វា` });
    } else if (code.length >= 1 && c.codes.some((d) => d[0] === code[0])) score += 0.3;
    if (account.accountType)
      reasons.push({ en: `account type ${account.accountType}`, kh: `ប្រភេទគណនី ${account.accountType}` });
    scored.push({ concept: c.concept, score: Math.round(score * 100) / 100, reasons });
  }
  return scored.sort((a, b) => b.score - a.score || a.concept.localeCompare(b.concept)).slice(0, options.limit ?? 3);
}
