// The mapping assistant: for an account without a concept, the three most likely concepts by the account's name
// (English and Khmer words), account type, balance and the usual code ranges of the default chart; accounts the
// chart already maps ("the chart remembers") count first.
import type { AccountType, BalanceType, ChartAccount, Framework } from '../model/types';
import {
  BREAKDOWNS,
  EXPENSE_FUNCTIONS,
  EXPENSE_NATURES,
  getTaxonomy,
  matrixConcept,
  POSTING_REMAP,
  postableConcepts,
} from '../taxonomy';
import { toAsciiDigits, toKhmerDigits } from '../format/khmer';
import { bestFirst, type ChartContext, decideByContext, GOODS_PARTS } from './context';
import { defaultAccounts } from './defaults';
import {
  BOOKKEEPING_TERMS,
  dictionary,
  foldSpellings,
  GLOSSARY_TERMS,
  hasKhmerWord,
  type KhmerDictionary,
  khmerKey,
  khmerPieces,
  segmentKhmer,
  segmentKhmerWithLatin,
  spellingVariants,
} from './khmer-words';

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
  [`${I}OtherReserves`]: { en: ['reserve', 'reserves', 'revaluation'], kh: ['ទុនបម្រុង'] },
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
    en: ['short-term loan', 'short term loan', 'overdraft', 'bank overdraft', 'credit line', 'short-term borrowing'],
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
  // Parts of the lines the notes break down (issue 18). The line's own words above count for each of its parts at
  // half weight (`FAMILY`), so a name that says only "fixed assets" lands on the line's catch-all part.
  [`${I}Land`]: { en: ['land', 'land use right', 'plot'], kh: ['ដី'] },
  [`${I}Buildings`]: {
    en: ['building', 'buildings', 'warehouse', 'shophouse', 'leasehold improvement', 'leasehold', 'renovation'],
    kh: ['អគារ', 'ឃ្លាំង', 'ផ្ទះ', 'ការកែលម្អ', 'ជួសជុលកែលម្អ'],
  },
  [`${I}Machinery`]: {
    en: ['machinery', 'machine', 'machines', 'production equipment', 'factory equipment', 'generator', 'tools'],
    kh: ['ម៉ាស៊ីន', 'គ្រឿងចក្រ', 'ឧបករណ៍ផលិតកម្ម', 'ឧបករណ៍'],
  },
  [`${I}Vehicles`]: {
    en: ['vehicle', 'vehicles', 'motor', 'car', 'cars', 'truck', 'trucks', 'van', 'motorbike', 'motorcycle', 'tuk tuk'],
    kh: ['យានយន្ត', 'រថយន្ត', 'ម៉ូតូ', 'ឡាន', 'ឡានដឹកទំនិញ'],
  },
  [`${I}OfficeEquipment`]: {
    en: [
      'office equipment',
      'computer',
      'computers',
      'laptop',
      'printer',
      'photocopier',
      'it equipment',
      'air conditioner',
    ],
    kh: ['បរិក្ខារការិយាល័យ', 'កុំព្យូទ័រ', 'ម៉ាស៊ីនត្រជាក់', 'ម៉ាស៊ីនបោះពុម្ព'],
  },
  [`${I}FixturesAndFittings`]: {
    en: ['furniture', 'fixtures', 'fittings', 'shelves', 'shelving', 'decoration'],
    kh: ['គ្រឿងសង្ហារឹម', 'គ្រឿងសង្ហារិម', 'គ្រឿងបំពាក់', 'ធ្នើ'],
  },
  [`${I}ConstructionInProgress`]: {
    en: ['construction in progress', 'capital work in progress', 'under construction', 'assets under construction'],
    kh: ['សំណង់កំពុងដំណើរការ', 'កំពុងសាងសង់'],
  },
  [`${I}RightofuseAssets`]: {
    en: ['right-of-use', 'right of use', 'rou asset', 'leased asset', 'leased assets'],
    kh: ['សិទ្ធិប្រើប្រាស់'],
  },
  [`${I}ComputerSoftware`]: {
    en: ['software', 'computer software', 'accounting system', 'erp', 'website', 'pos system'],
    kh: ['កម្មវិធីកុំព្យូទ័រ', 'កម្មវិធី'],
  },
  [`${I}LicencesAndFranchises`]: {
    en: ['licence', 'license', 'licences', 'licenses', 'franchise', 'franchises', 'permit'],
    kh: ['អាជ្ញាប័ណ្ណ', 'សិទ្ធិធ្វើអាជីវកម្ម', 'ប័ណ្ណអនុញ្ញាត'],
  },
  [`${I}BrandNames`]: {
    en: ['trademark', 'trademarks', 'brand', 'brands', 'patent', 'patents'],
    kh: ['ម៉ាកយីហោ', 'ពាណិជ្ជសញ្ញា'],
  },
  [`${I}Merchandise`]: {
    en: ['merchandise', 'goods for resale', 'trading goods', 'stock of goods', 'goods'],
    kh: ['ទំនិញ', 'ទំនិញសម្រាប់លក់'],
  },
  [`${I}RawMaterials`]: { en: ['raw material', 'raw materials', 'materials'], kh: ['វត្ថុធាតុដើម'] },
  [`${I}ProductionSupplies`]: {
    en: [
      'spare parts',
      'supplies on hand',
      'packaging materials',
      'packing materials',
      'consumables',
      'production supplies',
    ],
    kh: ['គ្រឿងបន្លាស់', 'សម្ភារៈវេចខ្ចប់', 'សម្ភារៈផលិតកម្ម', 'សម្ភារៈប្រើប្រាស់'],
  },
  [`${I}WorkInProgress`]: {
    en: ['work in progress', 'wip', 'semi-finished'],
    kh: ['ផលិតផលកំពុងផលិត', 'ពាក់កណ្តាលសម្រេច'],
  },
  [`${I}FinishedGoods`]: { en: ['finished goods', 'finished products', 'products'], kh: ['ផលិតផលសម្រេច'] },
  [`${I}CurrentInventoriesInTransit`]: {
    en: ['goods in transit', 'in transit', 'stock in transit'],
    kh: ['កំពុងដឹកជញ្ជូន', 'ទំនិញតាមផ្លូវ'],
  },
  [`${I}CurrentTradeReceivables`]: {
    en: [
      'trade receivable',
      'trade receivables',
      'accounts receivable',
      'debtors',
      'customers',
      'customer',
      'allowance for doubtful',
      'doubtful debts',
      'bad debts allowance',
    ],
    kh: ['គណនីត្រូវទទួលពាណិជ្ជកម្ម', 'កូនបំណុល', 'អតិថិជន', 'បំណុលសង្ស័យ'],
  },
  [`${I}TradeAndOtherCurrentReceivablesDueFromRelatedParties`]: {
    en: [
      'due from',
      'related party',
      'related parties',
      'director',
      'shareholder',
      'loan to director',
      'sister',
      'affiliate',
      'affiliated',
      'group company',
      'parent company',
      'subsidiary',
    ],
    kh: ['ភាគីពាក់ព័ន្ធ', 'នាយក', 'ម្ចាស់ភាគហ៊ុន', 'ក្រុមហ៊ុនបងប្អូន'],
  },
  [`${I}CurrentAdvancesToSuppliers`]: {
    en: [
      'advance to supplier',
      'advances to suppliers',
      'advance to suppliers',
      'deposit to supplier',
      'supplier deposit',
      'supplier advance',
    ],
    kh: ['បង់មុនឱ្យអ្នកផ្គត់ផ្គង់', 'អ្នកផ្គត់ផ្គង់'],
  },
  [`${I}CurrentValueAddedTaxReceivables`]: {
    en: ['vat input', 'input vat', 'vat receivable', 'vat credit', 'input tax'],
    kh: ['ពន្ធលើតម្លៃបន្ថែមធាតុចូល', 'អាករលើតម្លៃបន្ថែមធាតុចូល', 'អាករលើតម្លៃបន្ថែមត្រូវទទួល'],
  },
  [`${I}CurrentReceivablesFromTaxesOtherThanIncomeTax`]: {
    en: ['tax receivable', 'tax refund', 'withholding tax receivable', 'other taxes receivable', 'tax refundable'],
    kh: ['ពន្ធត្រូវទទួល', 'ការបង្វិលសងពន្ធ'],
  },
  [`${I}OtherCurrentReceivables`]: {
    en: [
      'other receivable',
      'other receivables',
      'staff advance',
      'advance to staff',
      'employee advances',
      'staff loan',
      'accrued income',
      'sundry debtors',
      'interest receivable',
    ],
    kh: ['គណនីត្រូវទទួលផ្សេងៗ', 'បុរេប្រទាន', 'ចំណូលបង្គរ'],
  },
  [`${I}TradeAndOtherCurrentPayablesToTradeSuppliers`]: {
    en: ['trade payable', 'trade payables', 'accounts payable', 'creditors', 'suppliers', 'supplier'],
    kh: ['គណនីត្រូវសងពាណិជ្ជកម្ម', 'អ្នកផ្គត់ផ្គង់', 'ម្ចាស់បំណុល'],
  },
  [`${I}TradeAndOtherCurrentPayablesToRelatedParties`]: {
    en: [
      'due to',
      'amount due to',
      'related party',
      'related parties',
      'director',
      'shareholder',
      'sister',
      'affiliate',
      'affiliated',
      'group company',
      'parent company',
      'subsidiary',
    ],
    kh: ['ភាគីពាក់ព័ន្ធ', 'នាយក', 'ម្ចាស់ភាគហ៊ុន'],
  },
  [`${I}AccrualsClassifiedAsCurrent`]: {
    en: ['accrued', 'accruals', 'accrued expenses', 'accrued liabilities', 'accrued interest', 'accrued utilities'],
    kh: ['ចំណាយបង្គរ', 'បង្គរ'],
  },
  [`${I}ShorttermEmployeeBenefitsAccruals`]: {
    en: [
      'salary payable',
      'salaries payable',
      'wages payable',
      'bonus payable',
      'payroll payable',
      'accrued salaries',
      'staff payable',
    ],
    kh: ['ប្រាក់បៀវត្សត្រូវបង់', 'ប្រាក់ឈ្នួលត្រូវបង់', 'ប្រាក់បៀវត្សបង្គរ'],
  },
  [`${I}CurrentValueAddedTaxPayables`]: {
    en: ['vat output', 'output vat', 'vat payable', 'output tax'],
    kh: ['ពន្ធលើតម្លៃបន្ថែមធាតុចេញ', 'អាករលើតម្លៃបន្ថែមធាតុចេញ', 'អាករលើតម្លៃបន្ថែមត្រូវបង់'],
  },
  [`${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`]: {
    en: [
      'withholding tax',
      'tax on salary',
      'salary tax',
      'nssf payable',
      'nssf',
      'social security',
      'fringe benefit tax',
      'patent tax payable',
      'other taxes payable',
    ],
    kh: ['ពន្ធកាត់ទុក', 'ពន្ធលើប្រាក់បៀវត្ស', 'បសស', 'របបសន្តិសុខសង្គម', 'ពន្ធលើអត្ថប្រយោជន៍បន្ថែម'],
  },
  [`${I}CurrentAdvances`]: {
    en: [
      'customer deposit',
      'customer deposits',
      'deposits received',
      'deposit received',
      'advance from customers',
      'advances from customers',
      'customer advance',
      'customer advances',
    ],
    kh: ['ប្រាក់កក់ពីអតិថិជន', 'ប្រាក់កក់'],
  },
  [`${I}OtherCurrentPayables`]: {
    en: ['other payable', 'other payables', 'dividend payable', 'dividends payable', 'sundry creditors'],
    kh: ['គណនីត្រូវសងផ្សេងៗ', 'ភាគលាភត្រូវបង់'],
  },
  [`${I}NoncurrentProvisionsForEmployeeBenefits`]: {
    en: ['seniority', 'severance', 'seniority indemnity', 'provision for seniority', 'retirement', 'employee benefits'],
    kh: ['ប្រាក់បំណាច់អតីតភាព', 'អតីតភាព', 'អត្ថប្រយោជន៍បុគ្គលិក'],
  },
  [`${I}OtherLongtermProvisions`]: {
    en: ['long-term provision', 'non-current provision', 'restoration', 'dismantling'],
    kh: ['សំវិធានធនរយៈពេលវែង'],
  },
  [`${I}CurrentProvisionsForEmployeeBenefits`]: {
    en: [
      'provision for bonus',
      'bonus provision',
      'annual leave',
      'leave pay',
      'employee benefits',
      'seniority payment due',
      'staff bonus',
      'indemnity payable',
    ],
    kh: ['ច្បាប់ឈប់សម្រាក', 'ប្រាក់រង្វាន់', 'អត្ថប្រយោជន៍បុគ្គលិក'],
  },
  [`${I}OtherShorttermProvisions`]: { en: ['warranty', 'legal claims', 'claims'], kh: ['ការធានា', 'បណ្តឹង'] },
  [`${I}CurrentPortionOfLongtermBorrowings`]: {
    en: [
      'current portion',
      'current portion of loan',
      'current portion of long-term loan',
      'current maturities',
      'due within one year',
    ],
    kh: ['ផ្នែករយៈពេលខ្លី', 'ដល់កំណត់ក្នុងមួយឆ្នាំ'],
  },
  [`${I}StatutoryReserve`]: { en: ['legal reserve', 'statutory reserve'], kh: ['ទុនបម្រុងតាមច្បាប់'] },
  [`${I}GainsLossesOnDisposalsOfPropertyPlantAndEquipment`]: {
    en: [
      'gain on disposal',
      'gain on sale of assets',
      'gain on sale of fixed assets',
      'loss on disposal',
      'disposal of fixed assets',
      'disposal',
    ],
    kh: ['ចំណេញពីការលក់ទ្រព្យ', 'លក់ចេញទ្រព្យ', 'ការលក់ចេញ'],
  },
  [`${I}GainsLossesOnExchangeDifferencesOnTranslationRecognisedInProfitOrLoss`]: {
    en: [
      'exchange gain',
      'foreign exchange gain',
      'exchange difference',
      'exchange differences',
      'fx gain',
      'exchange rate gain',
    ],
    kh: ['ចំណេញពីការប្តូរប្រាក់', 'អត្រាប្តូរប្រាក់'],
  },
  [`${I}MiscellaneousOtherOperatingIncome`]: {
    en: [
      'miscellaneous income',
      'sundry income',
      'insurance claim',
      'scrap',
      'scraps',
      'sale of scrap',
      'sale of scraps',
    ],
    kh: ['ចំណូលផ្សេងៗ', 'ចំណូលផ្សេងទៀត'],
  },
  [`${I}RentalIncome`]: {
    en: ['rental income', 'rent income', 'rent received', 'lease income', 'rental'],
    kh: ['ចំណូលពីការជួល', 'ថ្លៃឈ្នួលទទួលបាន', 'ការជួល'],
  },
  // Issue 36 item 4: the rest of IFRS for SMEs (royalties, fair value gains on investment property, associates).
  [`${I}RevenueFromRoyalties`]: {
    en: ['royalty', 'royalties', 'royalty income', 'franchise fee income', 'licence fee income', 'license fee income'],
    kh: ['សួយសារ', 'ចំណូលពីសួយសារ'],
  },
  [`${I}GainsLossesOnFairValueAdjustmentInvestmentProperty`]: {
    en: [
      'fair value gain',
      'fair value gains',
      'fair value loss',
      'fair value adjustment',
      'revaluation of investment property',
      'fair value of investment property',
    ],
    kh: ['តម្លៃសមស្រប', 'ការកែតម្រូវតម្លៃសមស្រប'],
  },
  [`${I}ShareOfProfitLossOfAssociatesAndJointVenturesAccountedForUsingEquityMethod`]: {
    en: [
      'share of profit of associate',
      'share of profit of associates',
      'share of loss of associate',
      'share of results of associate',
      'share of profit of joint venture',
      'equity method',
      'share of profit',
    ],
    kh: ['ចំណែកប្រាក់ចំណេញ', 'ចំណែកខាត', 'ក្រុមហ៊ុនរួម'],
  },
  // Issue 36 (second round): finance income by kind (interest, dividends, the rest) and discontinued operations.
  [`${I}RevenueFromInterest`]: {
    en: [
      'interest',
      'interest income',
      'bank interest',
      'bank interest income',
      'interest received',
      'interest earned',
      'interest on deposit',
      'interest on deposits',
      'interest on fixed deposit',
      'interest on savings',
      'interest on loans to',
    ],
    kh: ['ការប្រាក់', 'ចំណូលការប្រាក់', 'ចំណូលពីការប្រាក់', 'ការប្រាក់ទទួលបាន', 'ការប្រាក់ធនាគារ', 'ការប្រាក់លើប្រាក់បញ្ញើ'],
  },
  [`${I}RevenueFromDividends`]: {
    en: ['dividend income', 'dividends received', 'dividend received', 'dividends income', 'income from shares'],
    kh: ['ចំណូលពីភាគលាភ', 'ចំណូលភាគលាភ', 'ភាគលាភទទួលបាន'],
  },
  'dfr:FinanceIncomeOther': {
    en: ['other finance income', 'other financial income', 'finance income other'],
    kh: ['ចំណូលហិរញ្ញវត្ថុផ្សេងៗ'],
  },
  [`${I}ProfitLossFromDiscontinuedOperations`]: {
    en: [
      'discontinued operations',
      'discontinued operation',
      'profit from discontinued operations',
      'loss from discontinued operations',
      'discontinued',
    ],
    kh: ['ប្រតិបត្តិការដែលបានបញ្ឈប់', 'ប្រតិបត្តិការបញ្ឈប់', 'បានបញ្ឈប់'],
  },
  [`${I}RevenueFromConstructionContracts`]: {
    en: ['construction contract', 'construction contracts', 'construction revenue', 'contract revenue', 'construction'],
    kh: ['កិច្ចសន្យាសំណង់', 'សំណង់'],
  },
  [`${I}InterestExpenseOnBorrowings`]: {
    en: [
      'interest',
      'interest expense',
      'interest on loan',
      'loan interest',
      'bank interest expense',
      'interest paid',
      'interest on borrowings',
      'overdraft interest',
    ],
    kh: ['ការប្រាក់', 'ចំណាយការប្រាក់', 'ការប្រាក់លើប្រាក់កម្ចី'],
  },
  [`${I}InterestExpenseOnLeaseLiabilities`]: {
    en: ['lease interest', 'interest on lease', 'interest on lease liabilities', 'finance lease interest'],
    kh: ['ការប្រាក់លើបំណុលភតិសន្យា', 'ភតិសន្យា'],
  },
  [`${I}OtherFinanceCost`]: {
    en: ['loan fee', 'loan fees', 'loan arrangement fee', 'guarantee fee', 'commitment fee', 'loan processing fee'],
    kh: ['ថ្លៃសេវាកម្ចី', 'ចំណាយហិរញ្ញវត្ថុផ្សេងៗ'],
  },
  [`${I}CurrentTaxExpenseIncome`]: {
    en: ['current tax', 'minimum tax', 'tax on profit', 'corporate income tax', 'profit tax'],
    kh: ['ពន្ធអប្បបរមា', 'ពន្ធចរន្ត'],
  },
  [`${I}DeferredTaxExpenseIncome`]: {
    en: ['deferred tax', 'deferred tax expense', 'deferred tax income'],
    kh: ['ពន្ធពន្យារ'],
  },
  'dfr:GrantsFromGovernment': {
    en: [
      'government grant',
      'government grants',
      'government',
      'ministry',
      'state grant',
      'public funding',
      'provincial',
    ],
    kh: ['រដ្ឋាភិបាល', 'ក្រសួង', 'រាជរដ្ឋាភិបាល'],
  },
  'dfr:GrantsFromDomesticAgencies': {
    en: ['local ngo', 'local ngos', 'domestic', 'local foundation', 'local partner', 'cambodian'],
    kh: ['ក្នុងប្រទេស', 'ក្នុងស្រុក'],
  },
  'dfr:GrantsFromInternationalAgencies': {
    en: [
      'international',
      'usaid',
      'eu',
      'european union',
      'unicef',
      'undp',
      'unesco',
      'foreign',
      'giz',
      'jica',
      'koica',
      'kfw',
      'dfat',
      'world bank',
      'embassy',
      'oxfam',
      'un agency',
      'bilateral',
      'foundation',
    ],
    kh: ['អន្តរជាតិ', 'បរទេស', 'អង្គការសហប្រជាជាតិ', 'ស្ថានទូត', 'មូលនិធិ'],
  },
  'dfr:DonationsFromIndividualsAndCompanies': {
    en: [
      'individual donations',
      'individuals',
      'individual',
      'private donations',
      'private',
      'corporate donations',
      'corporate',
      'public donations',
      'online donations',
      'sponsorship',
      'sponsors',
    ],
    kh: ['បុគ្គល', 'សប្បុរសជន', 'ក្រុមហ៊ុន', 'ឧបត្ថម្ភ'],
  },
  'dfr:DonationsInKind': {
    en: ['in-kind', 'in kind', 'donated goods', 'donated services', 'gifts in kind', 'non-cash donations'],
    kh: ['ជាវត្ថុ', 'ជាសម្ភារៈ', 'ជាសេវា'],
  },
  [`${I}DividendsRecognisedAsDistributionsToOwnersOfParent`]: {
    en: ['dividend', 'dividends', 'drawings', 'distribution to owners'],
    kh: ['ភាគលាភ', 'ការដកប្រាក់របស់ម្ចាស់'],
  },
};

/** Words issue 36 added (the tuning charts' bookkeepers' words: abbreviations, local taxes, term words). */
const MORE_WORDS: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}CurrentTradeReceivables`]: { en: ['retention receivable', 'trade debtors', 'clients'], kh: [] },
  [`${I}OtherCurrentReceivables`]: {
    en: [
      'advances',
      'advance',
      'advances to employees',
      'advance to employees',
      'staff advances',
      'grants receivable',
      'donor receivable',
      'staff loan',
      'loan to staff',
      'employee loan',
      'loan to employees',
    ],
    kh: ['ជំនួយត្រូវទទួល', 'ប្រាក់កម្ចីបុគ្គលិក'],
  },
  [`${I}CurrentAdvancesToSuppliers`]: {
    en: ['deposits paid to suppliers', 'deposit paid to supplier', 'deposits to suppliers'],
    kh: ['ប្រាក់កក់ឱ្យអ្នកផ្គត់ផ្គង់', 'ប្រាក់កក់បង់ឱ្យអ្នកផ្គត់ផ្គង់'],
  },
  [`${I}CurrentValueAddedTaxReceivables`]: {
    en: ['vat in', 'vat input', 'vat refundable', 'vat refund'],
    kh: ['អាករធាតុចូល'],
  },
  [`${I}CurrentValueAddedTaxPayables`]: { en: ['vat out', 'vat output'], kh: ['អាករធាតុចេញ'] },
  [`${I}OtherCurrentFinancialAssets`]: { en: ['short-term deposit', 'short term deposit'], kh: [] },
  [`${I}Merchandise`]: { en: ['food & beverage stock', 'medicines'], kh: ['ស្តុកម្ហូប', 'ថ្នាំ'] },
  [`${I}WorkInProgress`]: { en: ['work in process', 'wip'], kh: [] },
  [`${I}FinishedGoods`]: { en: ['finished'], kh: [] },
  [`${I}Buildings`]: { en: ['dormitory', 'house', 'office building'], kh: [] },
  [`${I}CashAndCashEquivalents`]: { en: ['term deposit', 'khqr', 'cash at bank', 'bank account'], kh: [] },
  [`${I}CurrentPrepayments`]: { en: ['prepaid rent', 'prepaid insurance', 'prepaid subscriptions'], kh: [] },
  [`${I}OtherInventories`]: { en: ['seeds', 'fertiliser', 'fertilizer'], kh: ['គ្រាប់ពូជ', 'ជី'] },
  [`${I}FinanceIncome`]: {
    en: [
      'interest on fixed deposit',
      'interest on deposit',
      'interest on deposits',
      'interest on savings',
      'interest income',
    ],
    kh: ['ការប្រាក់លើប្រាក់បញ្ញើ', 'ការប្រាក់ទទួលបាន'],
  },
  [`${I}MiscellaneousOtherOperatingIncome`]: { en: ['other income', 'others income'], kh: ['ចំណូលផ្សេងៗ'] },
  [`${I}RawMaterials`]: { en: ['cement', 'steel', 'construction materials'], kh: ['សម្ភារៈសំណង់', 'ស៊ីម៉ងត៍'] },
  [`${I}Machinery`]: { en: ['excavator', 'concrete mixer', 'kitchen equipment', 'forklift'], kh: ['ឧបករណ៍ផ្ទះបាយ'] },
  [`${I}RightofuseAssets`]: { en: ['right of use'], kh: [] },
  [`${I}OtherNoncurrentAssets`]: { en: ['security deposit', 'rental deposit'], kh: [] },
  [`${I}ShorttermEmployeeBenefitsAccruals`]: {
    en: ['accrued wages', 'accrued salary', 'service charge payable', 'payable to staff'],
    kh: ['ប្រាក់ឈ្នួលបង្គរ', 'ត្រូវបើកឱ្យបុគ្គលិក'],
  },
  [`${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`]: {
    en: ['accommodation tax', 'specific tax', 'public lighting tax', 'withholding tax payable', 'salary tax payable'],
    kh: ['អាករលើការស្នាក់នៅ', 'អាករពិសេស', 'ពន្ធលើបៀវត្ស', 'បេឡាជាតិរបបសន្តិសុខសង្គម'],
  },
  [`${I}CurrentAdvances`]: {
    en: [
      'guest deposits',
      'guest deposit',
      'advance from clients',
      'advances from clients',
      'advance from contract clients',
    ],
    kh: ['ប្រាក់កក់ពីភ្ញៀវ', 'ប្រាក់បុរេប្រទានពីអតិថិជន'],
  },
  [`${I}ShorttermBorrowings`]: {
    en: [
      'loan',
      'bank loan',
      'borrowing',
      'borrowings',
      'short term borrowing',
      'short-term bank loan',
      'short term bank loan',
      'working capital loan',
    ],
    kh: ['កម្ចីរយៈពេលខ្លី'],
  },
  [`${I}LongtermBorrowings`]: { en: ['loan', 'borrowing', 'borrowings', 'car loan'], kh: ['កម្ចី'] },
  [`${I}CurrentPortionOfLongtermBorrowings`]: { en: ['current portion'], kh: [] },
  [`${I}TradeAndOtherCurrentPayablesToTradeSuppliers`]: { en: ['payables', 'subcontractors', 'vendors'], kh: [] },
  [`${I}DeferredIncomeClassifiedAsCurrent`]: { en: ['deferred grant income', 'deferred grant'], kh: ['ចំណូលជំនួយពន្យារ'] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['room revenue', 'rooms', 'laundry', 'spa', 'advisory', 'support contracts', 'project revenue'],
    kh: ['បន្ទប់ស្នាក់នៅ', 'សេវាកម្ម'],
  },
  [`${I}RevenueFromSaleOfGoods`]: { en: ['sale of', 'sales of'], kh: ['ការលក់'] },
  'dfr:DonationsFromIndividualsAndCompanies': { en: ['public', 'donations from the public'], kh: ['សាធារណជន'] },
  'dfr:GrantsFromInternationalAgencies': {
    en: ['european union', 'eu', 'embassy', 'unicef', 'usaid', 'jica', 'koica', 'world bank', 'un'],
    kh: ['សហភាពអឺរ៉ុប', 'ស្ថានទូត'],
  },
  [`${I}OtherFinanceCost`]: { en: ['bank guarantee fee', 'guarantee fee'], kh: [] },
  'dfr:MembershipFees': { en: ['member contributions', 'member contribution'], kh: ['វិភាគទានសមាជិក', 'ភាគទានសមាជិក'] },
};
/** Words of issue 36's second tuning round. */
const MORE_WORDS_2: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}CurrentTradeReceivables`]: {
    en: ['bad debts', 'provision for bad debts', 'patients', 'insurance companies'],
    kh: [],
  },
  [`${I}CurrentTaxAssetsCurrent`]: {
    en: ['prepayment of income tax', 'income tax prepaid', 'prepaid tax on profit'],
    kh: [],
  },
  [`${I}CurrentAdvancesToSuppliers`]: { en: ['supplier', 'advance payment to supplier'], kh: [] },
  [`${I}Merchandise`]: { en: ['minimart', 'retail stock', 'shop stock', 'goods for sale'], kh: [] },
  [`${I}RawMaterials`]: { en: ['timber', 'plywood', 'wood', 'fabric', 'yarn'], kh: ['ឈើ'] },
  [`${I}WorkInProgress`]: { en: ['in production', 'under production'], kh: ['កំពុងផលិត'] },
  [`${I}FinishedGoods`]: { en: ['finished', 'ready for sale'], kh: ['ផលិតរួច', 'ផលិតផលសម្រេច'] },
  [`${I}CurrentInventoriesInTransit`]: { en: ['in transit', 'goods in transit'], kh: ['កំពុងដឹកជញ្ជូន', 'កំពុងដឹក'] },
  [`${I}ProductionSupplies`]: { en: ['medical supplies', 'supplies'], kh: ['សម្ភារៈពេទ្យ'] },
  [`${I}Machinery`]: { en: ['medical equipment', 'woodworking machines'], kh: ['ឧបករណ៍ពេទ្យ'] },
  [`${I}ComputerSoftware`]: { en: ['system', 'booking system', 'pos software'], kh: ['ប្រព័ន្ធ'] },
  [`${I}Vehicles`]: { en: ['ambulance', 'van', 'pick-up', 'pickup'], kh: ['រថយន្តសង្គ្រោះ'] },
  [`${I}LongtermBorrowings`]: { en: ['hire purchase'], kh: ['ការទិញបង់រំលស់'] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['tour', 'tours', 'package', 'ticketing', 'consultation', 'patient fees', 'treatment'],
    kh: ['ដំណើរកម្សាន្ត', 'ពិគ្រោះ', 'ព្យាបាល'],
  },
  [`${I}CurrentTaxExpenseIncome`]: { en: ['tax on income', 'income tax'], kh: [] },
  [`${I}ShorttermEmployeeBenefitsAccruals`]: {
    en: ['accrued payroll', 'payroll payable', 'salaries payable'],
    kh: ['ប្រាក់ខែបង្គរ'],
  },
  [`${I}DeferredIncomeClassifiedAsCurrent`]: {
    en: ['grant received in advance', 'received in advance'],
    kh: ['ទទួលមុន'],
  },
  'dfr:DonationsFromIndividualsAndCompanies': {
    en: ['church', 'pagoda', 'temple', 'private donors', 'individual'],
    kh: ['ព្រះវិហារ', 'វត្ត'],
  },
  'dfr:DonationsInKind': { en: ['donated'], kh: ['បរិច្ចាគ'] },
  'dfr:GrantsFromGovernment': { en: ['provincial', 'department', 'ministry', 'commune'], kh: ['មន្ទីរ'] },
};
/**
 * Words of issue 36's third tuning round: kinds of goods and equipment small entities hold, savings and shares, taxes
 * other than on profit (stamp duty, transfer and property taxes), a surplus kept, and what "for sale" and "held for
 * rent" say of an asset.
 */
const MORE_WORDS_3: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}CashAndCashEquivalents`]: { en: ['savings', 'savings account', 'cash in transit'], kh: [] },
  [`${I}Merchandise`]: { en: ['for resale', 'goods for resale', 'trading goods'], kh: [] },
  [`${I}RawMaterials`]: { en: ['ingredients', 'ingredient'], kh: [] },
  [`${I}ProductionSupplies`]: {
    en: ['packing materials', 'packaging materials', 'packaging', 'tyres', 'tires', 'sacks', 'bags', 'cups', 'bottles'],
    kh: [],
  },
  [`${I}CurrentBiologicalAssets`]: { en: ['cattle', 'cows', 'calves', 'goats', 'chickens', 'ducks'], kh: [] },
  [`${I}Machinery`]: {
    en: ['tractor', 'tractors', 'refrigerator', 'refrigerators', 'freezer', 'freezers', 'fridge', 'forklifts', 'pumps'],
    kh: [],
  },
  [`${I}Vehicles`]: { en: ['trucks', 'trailer', 'trailers', 'motorbikes', 'motorcycles', 'cars'], kh: [] },
  [`${I}OfficeEquipment`]: { en: ['printer', 'printers', 'tablet', 'tablets', 'laptops', 'laptop'], kh: [] },
  [`${I}FixturesAndFittings`]: { en: ['tables', 'chairs', 'desks', 'shelves', 'cabinets'], kh: [] },
  [`${I}InvestmentProperty`]: { en: ['held for rent', 'for rent', 'held for rental'], kh: [] },
  [`${I}InvestmentsInAssociates`]: { en: ['investment in joint venture'], kh: [] },
  [`${I}OtherNoncurrentFinancialAssets`]: { en: ['shares in'], kh: [] },
  [`${I}OtherCurrentFinancialAssets`]: { en: ['treasury bills'], kh: [] },
  [`${I}CurrentValueAddedTaxReceivables`]: { en: ['vat recoverable', 'vat credit', 'input vat credit'], kh: [] },
  [`${I}CurrentTaxAssetsCurrent`]: { en: ['tax paid in advance', 'advance tax', 'minimum tax prepaid'], kh: [] },
  [`${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`]: {
    en: [
      'stamp duty',
      'transfer tax',
      'property tax',
      'unused land tax',
      'vehicle tax',
      'fringe benefit tax',
      'signboard tax',
      'nssf',
    ],
    kh: [],
  },
  [`${I}RetainedEarnings`]: { en: ['surplus', 'undistributed surplus', 'accumulated surplus'], kh: [] },
  [`${I}GainsLossesOnDisposalsOfPropertyPlantAndEquipment`]: {
    en: ['gain on sale', 'loss on sale', 'profit on sale', 'gain on disposal'],
    kh: ['ចំណេញពីការលក់'],
  },
  [`${I}GainsLossesOnFairValueAdjustmentInvestmentProperty`]: { en: ['fair value gain', 'fair value'], kh: [] },
  [`${I}CurrentAdvancesToSuppliers`]: {
    en: ['advance to suppliers', 'advance to contractors', 'advance payment for', 'advances for purchases'],
    kh: ['ប្រាក់បង់មុនឱ្យ', 'បង់មុនទិញ'],
  },
  [`${I}CurrentTradeReceivables`]: {
    en: [
      'provision for doubtful',
      'doubtful accounts',
      'doubtful debts',
      'allowance for bad debts',
      // The parties an entity sells to on credit, whatever it calls them.
      'members',
      'tenants',
      'instalments',
      'installments',
    ],
    kh: [],
  },
  [`${I}OtherCurrentReceivables`]: { en: ['other debtors', 'loans to', 'loan to'], kh: [] },
  [`${I}NoncurrentReceivables`]: { en: ['loans to', 'loan to'], kh: [] },
  // Money received ahead from a buyer, whoever the buyer is ("Booking deposits from buyers").
  [`${I}CurrentAdvances`]: {
    en: ['advance from', 'advances from', 'deposit from', 'deposits from', 'booking deposits'],
    kh: ['ប្រាក់កក់ពី'],
  },
};
/** Issue 36, fourth round: the everyday words of charts the lists did not know (schools, lenders, dealers). */
const MORE_WORDS_4: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}ShorttermBorrowings`]: { en: [], kh: ['ឥណទានវិបារូប៍'] },
  [`${I}LongtermBorrowings`]: { en: ['subordinated debt', 'subordinated loan', 'subordinated loans'], kh: [] },
  [`${I}StatutoryReserve`]: { en: ['regulatory reserve', 'regulatory reserves'], kh: [] },
  [`${I}OfficeEquipment`]: { en: ['projector', 'projectors', 'smart board', 'smart boards'], kh: [] },
  [`${I}Machinery`]: { en: ['compressor', 'compressors', 'lifts', 'hoists', 'workshop tools'], kh: [] },
  [`${I}ShorttermEmployeeBenefitsAccruals`]: {
    en: ['bonus payable', 'bonuses payable', 'commission payable', 'commissions payable'],
    kh: [],
  },
  [`${I}MiscellaneousOtherOperatingIncome`]: {
    en: ['penalty income', 'penalties received', 'late payment fees', 'recoveries', 'bad debts recovered'],
    kh: [],
  },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['course', 'courses', 'tuition', 'registration fees', 'exam fees', 'washing', 'wash', 'storage'],
    kh: [],
  },
  // Money held for others: savings taken in are owed back (issue 36, fourth round).
  [`${I}OtherCurrentPayables`]: {
    en: ['savings deposits', 'compulsory savings', 'members savings', 'customer savings', 'savings account'],
    kh: [],
  },
  // A loan the entity holds as an asset is a loan it gave.
  [`${I}OtherCurrentReceivables`]: {
    en: ['loans', 'group loans', 'allowance for loan losses', 'loan loss allowance'],
    kh: [],
  },
  // The parties a school or clinic sells to on credit, and fees owed for what it does.
  [`${I}CurrentTradeReceivables`]: { en: ['fees receivable', 'tuition receivable', 'parents', 'students'], kh: [] },
  [`${I}Merchandise`]: { en: ['for sale'], kh: [] },
  [`${I}CurrentAdvancesToSuppliers`]: { en: ['deposit paid to', 'deposits paid to', 'deposit to'], kh: [] },
  [`${I}LicencesAndFranchises`]: { en: ['dealership', 'dealer franchise'], kh: [] },
  [`${I}AccrualsClassifiedAsCurrent`]: {
    en: ['interest payable', 'accrued interest'],
    // The same in Khmer (issue 36, fourteenth round): a Khmer name had lost what its English reading had.
    kh: ['ការប្រាក់ត្រូវបង់', 'ការប្រាក់បង្គរ'],
  },
};
/**
 * Issue 36, fifth round: the everyday words of fuel sellers, printers, guard companies and fish farms (fuels and
 * lubricants for sale, presses and tanks, radios and cameras, paper and ink, fish, feed and what is done to fish).
 */
const MORE_WORDS_5: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}Merchandise`]: {
    en: ['gasoline', 'petrol', 'lubricants', 'lubricant', 'lpg', 'gas cylinders', 'helmets', 'cakes', 'bakery'],
    kh: [],
  },
  [`${I}RawMaterials`]: {
    en: [
      'paper',
      'ink',
      'printing plates',
      'glue',
      'binding materials',
      'feed',
      'fish feed',
      'animal feed',
      'coffee beans',
      'beans',
    ],
    kh: [],
  },
  [`${I}WorkInProgress`]: {
    en: ['in progress', 'jobs in progress', 'job in progress', 'in fermentation', 'fermenting'],
    kh: [],
  },
  [`${I}FinishedGoods`]: { en: ['frozen', 'fillets', 'dried', 'smoked', 'printed'], kh: [] },
  [`${I}ProductionSupplies`]: { en: ['in store', 'uniforms', 'boots', 'lime', 'torches', 'batons'], kh: [] },
  [`${I}CurrentBiologicalAssets`]: {
    en: ['fish', 'fish in ponds', 'fingerlings', 'shrimp', 'shrimps', 'prawns', 'pigs', 'poultry'],
    kh: [],
  },
  [`${I}NoncurrentBiologicalAssets`]: { en: ['broodstock', 'brood stock', 'breeding', 'breeders'], kh: [] },
  [`${I}Machinery`]: {
    en: [
      'tanks',
      'fuel tanks',
      'dispensers',
      'fuel dispensers',
      'printing press',
      'printing machines',
      'press',
      'presses',
      'offset',
      'guillotine',
      'binding machine',
      'cold storage',
      'cold room',
      'aerators',
      'aerator',
      'water pumps',
      'ice machine',
      'generator',
    ],
    kh: [],
  },
  [`${I}OfficeEquipment`]: {
    en: ['cctv', 'camera', 'cameras', 'pos terminals', 'walkie-talkies', 'walkie talkies', 'radios', 'radio base'],
    kh: [],
  },
  [`${I}Vehicles`]: { en: ['boat', 'boats', 'tanker', 'patrol', 'bus', 'buses'], kh: [] },
  [`${I}OtherPropertyPlantAndEquipment`]: { en: ['weighing scales', 'scales', 'library books'], kh: [] },
  [`${I}ComputerSoftware`]: { en: ['software licences', 'software licenses', 'software licence'], kh: [] },
  [`${I}OtherIntangibleAssets`]: { en: ['publishing rights', 'copyrights', 'copyright', 'website'], kh: [] },
  [`${I}CurrentTradeReceivables`]: { en: ['unbilled'], kh: [] },
  [`${I}ShorttermEmployeeBenefitsAccruals`]: { en: ['accrued overtime', 'overtime payable'], kh: [] },
  [`${I}AccrualsClassifiedAsCurrent`]: { en: ['utilities payable', 'electricity payable'], kh: [] },
  [`${I}DeferredIncomeClassifiedAsCurrent`]: { en: ['advance billings', 'billed in advance'], kh: [] },
  [`${I}OtherCurrentPayables`]: { en: ['deposits refundable', 'refundable deposits'], kh: [] },
  [`${I}OtherLongtermProvisions`]: {
    en: ['decommissioning', 'restoration', 'removing', 'dismantling', 'site restoration'],
    // The Khmer words of the same (issue 36, fourteenth round): a Khmer name had lost what its English reading had.
    kh: ['រុះរើ', 'ស្តារទីតាំង'],
  },
  [`${I}NoncurrentProvisionsForEmployeeBenefits`]: { en: ['severance', 'severance pay'], kh: [] },
  [`${I}RentalIncome`]: { en: ['rent from', 'rental income'], kh: [] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['guarding', 'escort', 'alarm monitoring', 'monitoring fees', 'security income', 'security fees'],
    kh: [],
  },
  // A lease the entity holds, whatever it leases ("Finance lease - press", "Pond lease - current"); its term words
  // decide the part.
  [`${I}CurrentLeaseLiabilities`]: { en: ['lease', 'leases', 'finance lease', 'finance leases'], kh: [] },
  [`${I}NoncurrentLeaseLiabilities`]: { en: ['lease', 'leases', 'finance lease', 'finance leases'], kh: [] },
  [`${I}InterestExpenseOnLeaseLiabilities`]: { en: ['lease', 'finance lease'], kh: [] },
  [`${I}CurrentTaxAssetsCurrent`]: { en: ['tax on profit prepaid', 'profit tax prepaid'], kh: [] },
};
/**
 * Issue 36, sixth round: the everyday words of phone shops, salons, brick makers and environmental NGOs (goods a
 * retailer sells, fit-outs and counters, gift vouchers and packages sold but unused, clay and firewood, seedlings and
 * goods held for distribution, loans to an owner or director).
 */
const MORE_WORDS_6: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}Merchandise`]: {
    en: [
      'smartphones',
      'mobile phones',
      'phones',
      'tvs',
      'televisions',
      'speakers',
      'chargers',
      'earphones',
      'phone cases',
      'sim cards',
      'top-up cards',
      'cosmetics',
      'shampoo',
      'hair products',
    ],
    kh: [],
  },
  [`${I}RawMaterials`]: { en: ['clay', 'clay stockpile'], kh: [] },
  [`${I}ProductionSupplies`]: { en: ['firewood', 'massage oils', 'creams', 'towels', 'dyes'], kh: [] },
  [`${I}WorkInProgress`]: { en: ['unfired', 'being dried'], kh: [] },
  [`${I}OtherInventories`]: { en: ['seedlings', 'tree seedlings', 'for distribution'], kh: [] },
  [`${I}Machinery`]: {
    en: [
      'solar panels',
      'solar',
      'mixer',
      'extruder',
      'loader',
      'wheel loader',
      'bulldozer',
      'hair dryers',
      'steamers',
    ],
    kh: [],
  },
  [`${I}Vehicles`]: { en: ['dump trucks', 'dump truck'], kh: [] },
  [`${I}FixturesAndFittings`]: { en: ['fit-out', 'fitout', 'fit out', 'counters', 'display counters'], kh: [] },
  [`${I}Buildings`]: { en: ['improvements'], kh: [] },
  [`${I}ComputerSoftware`]: { en: ['app', 'booking app', 'mobile app'], kh: [] },
  [`${I}LicencesAndFranchises`]: {
    en: ['dealer rights', 'distribution rights', 'authorised dealer', 'mining licence', 'mining license'],
    kh: [],
  },
  [`${I}TradeAndOtherCurrentReceivablesDueFromRelatedParties`]: {
    en: ['loan to owner', 'loans to owners', 'loan to director', 'loans to directors', 'loan to shareholder'],
    kh: [],
  },
  [`${I}CurrentTaxAssetsCurrent`]: { en: ['prepayment of profit tax'], kh: [] },
  [`${I}DeferredIncomeClassifiedAsCurrent`]: {
    en: ['gift vouchers', 'gift voucher', 'gift cards', 'vouchers', 'unused', 'packages sold'],
    kh: [],
  },
  [`${I}OtherCurrentPayables`]: { en: ['grant refundable', 'refundable to donor', 'refundable to donors'], kh: [] },
  [`${I}RetainedEarnings`]: { en: ['profits kept'], kh: [] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: [
      'commission from',
      'commissions from',
      'massage',
      'haircut',
      'hair styling',
      'nail',
      'nails',
      'beauty',
      'repair income',
      'repair',
      'repairs',
    ],
    kh: [],
  },
  'dfr:GrantsFromInternationalAgencies': { en: ['global'], kh: [] },
  'dfr:DonationsFromIndividualsAndCompanies': { en: ['online donations', 'corporate donations'], kh: [] },
};
/**
 * Issue 36, seventh round: the everyday words of hardware stores, water factories, car-rental companies and legal-aid
 * NGOs (preforms and caps, labels and filters, bottling lines and treatment plants, fleets and GPS trackers, rebates,
 * security deposits held for customers, pro bono services).
 */
const MORE_WORDS_7: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}RawMaterials`]: { en: ['preforms', 'caps', 'bottle caps'], kh: [] },
  [`${I}ProductionSupplies`]: { en: ['labels', 'shrink film', 'filters', 'filter cartridges', 'chemicals'], kh: [] },
  [`${I}Machinery`]: {
    en: ['bottling line', 'production line', 'water treatment', 'treatment plant', 'garage equipment'],
    kh: [],
  },
  [`${I}Vehicles`]: { en: ['fleet', 'rental fleet'], kh: [] },
  [`${I}OfficeEquipment`]: { en: ['gps trackers', 'trackers'], kh: [] },
  [`${I}CurrentTradeReceivables`]: { en: ['restaurants', 'shops'], kh: [] },
  [`${I}OtherCurrentPayables`]: { en: ['security deposits', 'security deposits from'], kh: [] },
  [`${I}CurrentAdvances`]: { en: ['advance bookings', 'bookings received'], kh: [] },
  [`${I}ShorttermEmployeeBenefitsAccruals`]: { en: ['overtime'], kh: [] },
  [`${I}RetainedEarnings`]: { en: ['accumulated profit', 'accumulated profits'], kh: [] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['delivery income', 'transport income', 'transport services', 'airport transfers'],
    kh: [],
  },
  [`${I}MiscellaneousOtherOperatingIncome`]: {
    en: ['rebates', 'supplier rebates', 'discounts received'],
    kh: [],
  },
  'dfr:DonationsInKind': { en: ['pro bono', 'free of charge'], kh: [] },
};
/**
 * Issue 36, eighth round: the everyday words of jewellers, event planners, solar installers and scrap dealers (the
 * parties they buy from, gold and gems, display cases and safes, tents, stages and scaffolding, installation and
 * maintenance contracts, market fees).
 */
const MORE_WORDS_8: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}TradeAndOtherCurrentPayablesToTradeSuppliers`]: {
    en: ['wholesalers', 'importers', 'caterers', 'collectors', 'goldsmiths'],
    kh: [],
  },
  [`${I}CurrentAdvancesToSuppliers`]: {
    en: ['wholesalers', 'importers', 'caterers', 'collectors', 'goldsmiths'],
    kh: [],
  },
  [`${I}Merchandise`]: {
    en: ['jewellery', 'jewelry', 'gold', 'gold bars', 'diamonds', 'gemstones', 'silver items'],
    kh: [],
  },
  [`${I}FinishedGoods`]: { en: ['ready for export', 'baled'], kh: [] },
  [`${I}ProductionSupplies`]: { en: ['boxes'], kh: [] },
  [`${I}FixturesAndFittings`]: { en: ['safes', 'display cases'], kh: [] },
  [`${I}OtherPropertyPlantAndEquipment`]: { en: ['tents', 'stages', 'truck scale'], kh: [] },
  [`${I}Machinery`]: {
    en: ['sound equipment', 'lighting equipment', 'sound system', 'scaffolding', 'ladders'],
    kh: [],
  },
  [`${I}CurrentTradeReceivables`]: { en: ['retentions'], kh: [] },
  [`${I}RevenueFromConstructionContracts`]: { en: ['installation contracts', 'installation contract'], kh: [] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: [
      'maintenance contracts',
      'maintenance fees',
      'photography',
      'photo',
      'video',
      'wedding',
      'weddings',
      'event organising',
      'collection fees',
    ],
    kh: [],
  },
};
/**
 * Issue 36, ninth round: the everyday words of distributors of consumer goods, food factories, telecom and software
 * installers and community health NGOs (consumer goods, flour and soybeans, cartons and pallets, ovens, fryers and
 * tanks, servers, shelving, the parties they sell to and buy from, bonuses, VAT paid on imports, erection contracts).
 */
const MORE_WORDS_9: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}Merchandise`]: {
    en: [
      'detergent',
      'detergents',
      'soap',
      'soaps',
      'snacks',
      'biscuits',
      'canned drinks',
      'drinks',
      'beverage',
      'beverages',
      'consumer goods',
    ],
    kh: [],
  },
  [`${I}RawMaterials`]: {
    en: ['flour', 'wheat flour', 'soybeans', 'soybean', 'sugar', 'chillies', 'garlic', 'bottles', 'lids'],
    kh: [],
  },
  [`${I}OtherNoncurrentAssets`]: { en: ['lease deposit', 'rent deposit', 'deposit rent', 'deposit lease'], kh: [] },
  [`${I}MiscellaneousOtherOperatingIncome`]: { en: ['rebates from'], kh: [] },
  [`${I}ProductionSupplies`]: { en: ['cartons', 'pallets', 'cleaning chemicals'], kh: [] },
  [`${I}Machinery`]: {
    en: ['fryers', 'fryer', 'ovens', 'oven', 'boiler', 'fermentation tanks', 'splicing machines', 'testers'],
    kh: [],
  },
  [`${I}OfficeEquipment`]: { en: ['servers', 'server', 'network equipment', 'it equipment'], kh: [] },
  [`${I}FixturesAndFittings`]: { en: ['shelves', 'shelving', 'racks'], kh: [] },
  [`${I}LicencesAndFranchises`]: { en: ['exclusive distribution rights', 'telecom licence'], kh: [] },
  [`${I}CurrentTradeReceivables`]: { en: ['supermarkets', 'market stalls', 'agents', 'distributors'], kh: [] },
  [`${I}TradeAndOtherCurrentPayablesToTradeSuppliers`]: {
    en: ['freight forwarder', 'forwarder', 'forwarders', 'transport company'],
    kh: [],
  },
  [`${I}CurrentAdvancesToSuppliers`]: { en: ['subcontractors', 'advance to subcontractors'], kh: [] },
  [`${I}ShorttermEmployeeBenefitsAccruals`]: {
    en: ['accrued bonus', 'bonus accrued', 'bonus payable', 'bonuses payable'],
    kh: [],
  },
  [`${I}CurrentValueAddedTaxReceivables`]: { en: ['vat paid', 'import vat'], kh: [] },
  [`${I}CashAndCashEquivalents`]: { en: ['collections in transit', 'collections'], kh: [] },
  [`${I}RevenueFromConstructionContracts`]: { en: ['erection contracts', 'erection'], kh: [] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['software development', 'development fees', 'toll processing', 'processing fees'],
    kh: [],
  },
};
/**
 * Issue 36, tenth round: the everyday words of Khmer-only charts of farm-input dealers, plastics factories, accounting
 * and audit firms and livelihood NGOs (the parties a receivable is due from, the monthly prepayment of tax, resin and
 * pigments, moulds, condominiums, co-owners, international donors).
 */
const MORE_WORDS_10: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}CurrentTradeReceivables`]: { en: ['retailers', 'credit sales', 'markets'], kh: [] },
  [`${I}CurrentTaxAssetsCurrent`]: { en: ['prepayment of tax', 'monthly prepayment'], kh: [] },
  [`${I}RawMaterials`]: {
    en: ['plastic resin', 'resin', 'pellets', 'pigments', 'additives', 'recycled plastic'],
    kh: [],
  },
  [`${I}Machinery`]: { en: ['moulds', 'mould', 'moulding machines'], kh: [] },
  [`${I}Buildings`]: { en: ['condominium', 'condo'], kh: [] },
  [`${I}TradeAndOtherCurrentReceivablesDueFromRelatedParties`]: { en: ['co-owners', 'co-owner'], kh: [] },
  [`${I}TradeAndOtherCurrentPayablesToRelatedParties`]: { en: ['co-owners', 'co-owner'], kh: [] },
  'dfr:UnrestrictedFunds': { en: ['non-restricted', 'non restricted'], kh: [] },
  [`${I}MiscellaneousOtherOperatingIncome`]: { en: ['government grants'], kh: [] },
  [`${I}RevenueFromSaleOfGoods`]: { en: ['export sales', 'export income'], kh: [] },
  'dfr:GrantsFromGovernment': { en: ['provincial administration', 'district administration'], kh: [] },
  [`${I}WorkInProgress`]: { en: ['semi-finished', 'semi finished'], kh: [] },
  'dfr:GrantsFromInternationalAgencies': {
    en: ['oxfam', 'world vision', 'asian development bank', 'united nations', 'un women'],
    kh: [],
  },
};
/**
 * Issue 36, eleventh round: the everyday words of Khmer-only charts of cosmetics wholesalers, engineering and surveying
 * firms and child-protection NGOs (perfume and lotions for sale, survey instruments, online sellers as
 * customers, sub-consultants as suppliers, site supervision and surveying as services, child-welfare donors).
 */
const MORE_WORDS_11: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}Merchandise`]: { en: ['perfume', 'perfumes', 'lotion', 'lotions', 'skin care', 'skin-care'], kh: [] },
  [`${I}Machinery`]: { en: ['survey equipment', 'survey instruments', 'total stations'], kh: [] },
  [`${I}CurrentTradeReceivables`]: { en: ['online sellers', 'resellers'], kh: [] },
  [`${I}TradeAndOtherCurrentPayablesToTradeSuppliers`]: { en: ['subconsultants', 'sub-consultants'], kh: [] },
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['supervision', 'site supervision', 'surveying', 'survey fees'],
    kh: [],
  },
  'dfr:GrantsFromInternationalAgencies': {
    en: ['save the children', 'plan international', 'childfund', 'terre des hommes'],
    kh: [],
  },
};
/**
 * Issue 36, sixteenth round: the everyday words of new Khmer tuning charts (an appliance dealer, a feed mill, a
 * marketing and translation agency, a vocational-training NGO): e-wallets as cash, goods named in Khmer, tricycles
 * and remorks as vehicles, translation and interpreting as services, one more international donor.
 */
const MORE_WORDS_16: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}CashAndCashEquivalents`]: { en: ['paypal', 'pi pay', 'truemoney', 'cheques', 'cheques on hand'], kh: [] },
  [`${I}Merchandise`]: { en: ['television'], kh: ['គ្រឿងសំអាង', 'ទូរទស្សន៍', 'ឥវ៉ាន់'] },
  [`${I}Vehicles`]: { en: ['tricycle', 'tricycles', 'remork', 'remorks'], kh: ['រ៉ឺម៉ក'] },
  [`${I}RevenueFromRenderingOfServices`]: { en: ['translation', 'interpreting'], kh: [] },
  'dfr:GrantsFromInternationalAgencies': { en: ['swisscontact'], kh: [] },
  [`${I}DeferredIncomeClassifiedAsCurrent`]: { en: ['unspent'], kh: [] },
  [`${I}RetainedEarnings`]: {
    en: [
      'profit for the year',
      'current year profit',
      'profit for the period',
      'net profit for the year',
      'profit or loss for the year',
      'gain for the year',
      'loss for the year',
    ],
    kh: [],
  },
  [`${I}CurrentTaxLiabilitiesCurrent`]: { en: ['income tax', 'profit tax', 'tax on profit'], kh: [] },
};
/**
 * Issue 36, eighteenth round: the everyday words of four new tuning charts typed in everyday Khmer (a rice wholesaler,
 * a bakery, an architecture and interior-design studio, a rehabilitation NGO): design work as a service, the cash
 * counter and petty cash (ប្រាក់រាយ, លុយរាយ, as សាច់ប្រាក់ is) as cash wherever it is kept, mills and carpenters as suppliers, paddy and
 * raw cashew as materials.
 */
const MORE_WORDS_18: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}RevenueFromRenderingOfServices`]: {
    en: ['design fees', 'design fee', 'design income', 'interior design', 'architectural design'],
    kh: [],
  },
  [`${I}CashAndCashEquivalents`]: { en: ['cash counter'], kh: ['ប្រាក់រាយ', 'លុយរាយ'] },
  [`${I}RawMaterials`]: { en: ['paddy', 'raw cashew', 'raw cashew nuts'], kh: [] },
  [`${I}TradeAndOtherCurrentPayablesToTradeSuppliers`]: { en: ['mills', 'rice mills', 'carpenters'], kh: [] },
};
/**
 * Issue 36, twenty-first round: pay owed to staff for annual leave, named the formal way in either language (accrued
 * annual leave; ប្រាក់ឈប់សម្រាកប្រចាំឆ្នាំបង្គរ), which was read as an accrual of any kind.
 */
const MORE_WORDS_21: Record<string, { en: string[]; kh: string[] }> = {
  [`${I}ShorttermEmployeeBenefitsAccruals`]: {
    en: ['accrued annual leave', 'annual leave accrued', 'accrued leave', 'annual leave payable'],
    kh: ['ឈប់សម្រាកប្រចាំឆ្នាំបង្គរ'],
  },
};
const withMore = (
  words: { en: string[]; kh: string[] } | undefined,
  more: { en: string[]; kh: string[] } | undefined,
): { en: string[]; kh: string[] } => ({
  en: [...(words?.en ?? []), ...(more?.en ?? [])],
  kh: [...(words?.kh ?? []), ...(more?.kh ?? [])],
});
/**
 * The word lists of each tuning round, in order: one list, read by a concept's words and by the phrases (a round left
 * out of one of two hand-kept lists had its multi-word phrases never found).
 */
/**
 * Issue 36, twentieth round (mixed script): gifts received through a bank or a wallet (អំណោយតាម ABA, donations via
 * PayPal) are individuals' and companies' gifts; a donor named in Latin letters is read by `foreignDonorKh`.
 */
const MORE_WORDS_20: Record<string, { en: string[]; kh: string[] }> = {
  'dfr:DonationsFromIndividualsAndCompanies': {
    en: ['donations via', 'donations through', 'online donations'],
    kh: ['អំណោយតាម', 'អំណោយអនឡាញ'],
  },
};
const WORD_ROUNDS = [
  MORE_WORDS,
  MORE_WORDS_2,
  MORE_WORDS_3,
  MORE_WORDS_4,
  MORE_WORDS_5,
  MORE_WORDS_6,
  MORE_WORDS_7,
  MORE_WORDS_8,
  MORE_WORDS_9,
  MORE_WORDS_10,
  MORE_WORDS_11,
  MORE_WORDS_16,
  MORE_WORDS_18,
  MORE_WORDS_20,
  MORE_WORDS_21,
] as const;
/** A concept's words: the first lists and those of each tuning round. */
const wordsOf = (name: string) =>
  WORD_ROUNDS.map((round) => round[name]).reduce(withMore, withMore(WORDS[name], undefined));

/** Function words of expenses, in the order of `EXPENSE_FUNCTIONS` (cost of sales, distribution, administration,
 * programmes, fundraising, other), English and Khmer. */
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
      'freight-in',
      'carriage inwards',
      'inbound freight',
      'cost of',
      'site',
      'materials used',
      'for clients',
      'carpenters',
      'doctors',
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
      'cashier',
      'cashiers',
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
      // Selling abroad and to buyers (issue 36, the rest).
      'export',
      'shipping',
      'forwarding',
      'samples',
      'trade fair',
      'exhibition',
      'merchandising',
      'salesmen',
      'salespeople',
      'sales team',
      // Carrying goods to the buyer (issue 36, third round).
      'to customers',
      'to customer',
      // The staff who serve buyers at the pump or counter (issue 36, fifth round).
      'attendants',
      'pump attendants',
      'shop attendants',
      // Advertising on the platforms buyers use (issue 36, sixth round).
      'ads',
      'facebook',
      'tiktok',
      'social media',
    ],
    kh: ['លក់', 'ផ្សព្វផ្សាយ', 'ទីផ្សារ', 'កម្រៃជើងសា', 'ហាង', 'នាំចេញ', 'ពិព័រណ៍', 'គំរូ'],
  },
  {
    en: [
      'administrative',
      'finance',
      'accountant',
      'manager',
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
      'bank fees',
      'bank fee',
      // The running of the entity itself (issue 36, the rest).
      'board',
      'board meeting',
      'cleaning',
      'security services',
      'security guard',
      'governance',
    ],
    kh: ['រដ្ឋបាល', 'ការិយាល័យ', 'នាយក', 'សវនកម្ម', 'ច្បាប់', 'ថ្លៃធនាគារ'],
  },
  {
    // A non-profit entity's programmes.
    en: [
      'programme',
      'health centre',
      'patients',
      'nurses',
      'programmes',
      'program',
      'programs',
      'project',
      'projects',
      'field',
      'beneficiary',
      'beneficiaries',
      'community',
      'communities',
      'scholarship',
      'scholarships',
      'outreach',
      'field office',
    ],
    kh: ['កម្មវិធី', 'គម្រោង', 'អ្នកទទួលផល', 'សហគមន៍', 'អាហារូបករណ៍'],
  },
  {
    en: [
      'fundraising',
      'fund raising',
      'fund-raising',
      'donor relations',
      'campaign',
      'appeal',
      'gala',
      'donor reports',
      'donor newsletter',
      'newsletter',
      'to donors',
      'donor visit',
      'donor visits',
      'donor reporting',
    ],
    kh: ['រៃអង្គាស', 'យុទ្ធនាការ'],
  },
  {
    en: [
      'other expense',
      'other expenses',
      'loss on',
      'exchange loss',
      'exchange rate loss',
      'foreign exchange loss',
      'penalty',
      'penalties',
      'fines',
      'donation expense',
      'donations given',
      'donation given',
      'charitable',
      'write-off',
      'written off',
      'impairment',
      'bad debt',
      'doubtful debt',
      'sundry expense',
      'miscellaneous expense',
      'claims paid',
      'client claims',
      'compensation paid',
      'shortages',
      'stock shortages',
      'stock losses',
      'refunds',
      'customer refunds',
      'refunded',
      'shortfall',
    ],
    kh: ['ចំណាយផ្សេងៗ', 'ខាតពីការប្តូរប្រាក់', 'ពិន័យ', 'ការខាត', 'បំណុលទារមិនបាន', 'ការសប្បុរសធម៌'],
  },
];
/**
 * Words of a direct cost (issue 36, the rest): what is used up in making the goods or giving the service. They name the
 * entity's main function — cost of sales for a company, its programmes for a non-profit entity (`MAIN_FUNCTION`).
 */
const DIRECT_WORDS: { en: string[]; kh: string[] } = {
  en: [
    'used',
    'consumed',
    'consumption',
    'worker',
    'workers',
    'machine',
    'machines',
    'sewing',
    'subcontract',
    'subcontracted',
    'outsourced',
    'change in finished goods',
    'change in inventories',
    'purchased for',
    'bought in',
    // The people who give the service itself (issue 36, sixth round).
    'therapists',
    'stylists',
    'beauticians',
  ],
  kh: ['កម្មករ', 'ម៉ាស៊ីន', 'ម៉ៅការ', 'ទិញចូល', 'នាំចូល'],
};
/** The function a direct cost is (cost of sales; a non-profit entity's programmes). */
const MAIN_FUNCTION: Record<Framework, number> = {
  crfrf: EXPENSE_FUNCTIONS.findIndex(([n]) => n === `${I}CostOfSales`),
  npo: EXPENSE_FUNCTIONS.findIndex(([n]) => n === 'dfr:ProgrammeExpense'),
};
/**
 * The account classes of the numbering most charts kept by Cambodian bookkeepers follow (1 assets, 2 liabilities, 3
 * equity, 4 income, 5 and up expenses, 5 the direct costs). Without a type, the classes 1 to 6 decide the kind (+20)
 * over the words that name a kind anywhere in the name (+8: a Khmer name read through the dictionary often has a
 * word of another kind, "commission" in a commission income coded 4004), not over a head word (+14; issue 36,
 * thirteenth round); 7 to 9 (other items, or a
 * chart's own additions) are a strong hint (+5); the default chart's own numbering (2 current assets, 4 and 5
 * liabilities, 6 income) counts +1, for charts extended from it.
 */
const COMMON_CODE_CLASSES: Record<string, AccountType> = {
  '1': 'asset',
  '2': 'liability',
  '3': 'equity',
  '4': 'income',
  '5': 'expense',
  '6': 'expense',
  '7': 'expense',
  '8': 'expense',
  '9': 'expense',
};
/** The first digits of the common numbering's classes that decide an account's kind without a type. */
const FIRM_CLASSES = /^[1-6]$/;

/** Nature words of expenses, in the order of `EXPENSE_NATURES` (the catch-all "other" last), English and Khmer. */
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
      'food',
      'beverage',
      'medicines',
      'seeds',
      // Fuels, goods sold and ingredients (issue 36, third round).
      'diesel',
      'petrol',
      'gasoline',
      'sold',
      'ingredients',
      // Materials a small maker uses up (issue 36, the rest).
      'timber',
      'wood',
      'fabric',
      'fabrics',
      'thread',
      'threads',
      'trims',
      'cement',
      'steel',
      'sand',
      'paper',
      'ingredients',
      'chemicals',
      'feed',
      // Issue 36, fifth round.
      'fingerlings',
      'ink',
      'lubricants',
      'clay',
      'firewood',
      'products used',
      'parts used',
      'catering',
      'flowers',
      'decorations',
      'installed',
      'cookstoves',
      'coffee beans',
      'beans',
      // Issue 36, ninth round: what an NGO hands out, a factory uses up.
      'mosquito nets',
      'nets',
      'hygiene kits',
      'flour',
      'soybeans',
      // Issue 36, tenth round.
      'plastic resin',
      'resin',
      'pigments',
      'accessories',
      // Issue 36, eighteenth round: what a school NGO hands out, a rice mill buys.
      'books',
      'textbooks',
      'bicycles',
      'paddy',
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
      'health insurance staff',
      'commission to staff',
      'labour',
      'labor',
      'remuneration',
      'emoluments',
      'staff health insurance',
      'staff insurance',
      'staff capacity building',
      'staff training',
      // The people whose pay it is (issue 36, fourth round).
      'teachers',
      'lecturers',
      'tutors',
      'mechanics',
      // A sales commission is pay for selling, as most Cambodian SMEs book it (issue 36, fourth round).
      'commission',
      'commissions',
      'seniority indemnity',
      // Issue 36, ninth round (training alone is not pay: a farmer's or a savings group's is a programme's work).
      'recruitment',
      'recruiting',
      'incentives',
      'incentive',
      'volunteer incentives',
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
    ],
  },
  {
    en: ['depreciation', 'amortisation', 'amortization'],
    kh: ['រំលស់'],
  },
  {
    en: [
      'rent',
      'rental expense',
      'office rent',
      'shop rent',
      'rental',
      'hire',
      'warehouse rent',
      'lease expense',
      'short-term lease',
      'house rent',
      'land rent',
      'ground rent',
    ],
    kh: ['ថ្លៃជួល', 'ការជួល', 'ឈ្នួលផ្ទះ'],
  },
  {
    en: ['utilities', 'utility', 'electricity', 'water', 'power', 'edc', 'water supply'],
    kh: ['ទឹកភ្លើង', 'ទឹក ភ្លើង', 'អគ្គិសនី', 'ថ្លៃភ្លើង', 'ថ្លៃទឹក'],
  },
  {
    en: ['repair', 'repairs', 'maintenance', 'servicing', 'upkeep'],
    kh: ['ជួសជុល', 'ថែទាំ'],
  },
  {
    en: [
      'transport',
      'transportation',
      'delivery',
      'shipping',
      'courier',
      'trucking',
      'freight out',
      'logistics',
      'freight-in',
      'freight in',
      'carriage inwards',
      'inbound freight',
      'carriage',
      'freight',
      'tolls',
      'road tolls',
      'parking',
    ],
    kh: ['ដឹកជញ្ជូន', 'ថ្លៃដឹក'],
  },
  {
    en: [
      'business trip',
      'trip',
      'travel',
      'travelling',
      'traveling',
      'per diem',
      'accommodation',
      'airfare',
      'air ticket',
      'hotel',
      'mission',
    ],
    kh: ['ធ្វើដំណើរ', 'បេសកកម្ម', 'ស្នាក់នៅ'],
  },
  {
    en: [
      'telephone',
      'phone',
      'internet',
      'communication',
      'communications',
      'postage',
      'mobile',
      'telecom',
      // Issue 36, eighteenth round: a website's hosting and domain name.
      'hosting',
      'web hosting',
      'domain',
    ],
    kh: ['ទូរស័ព្ទ', 'អ៊ីនធឺណិត', 'ទូរគមនាគមន៍', 'ប្រៃសណីយ៍'],
  },
  {
    en: [
      'advertising',
      'advertisement',
      'advertisements',
      'marketing',
      'promotion',
      'promotional',
      'sponsorship',
      'ads',
      'trade fair',
      'exhibition',
      'radio',
      'television',
      'billboard',
      'flyers',
      'brochures',
      'banner',
      'promotions',
      'gifts',
      'customer gifts',
      'free samples',
      // Issue 36, twentieth round: paying a platform to show a page or post, as bookkeepers write it in both scripts.
      'boost',
      'boosting',
      'boosted',
    ],
    kh: ['ផ្សព្វផ្សាយ', 'ផ្សាយពាណិជ្ជកម្ម', 'ទីផ្សារ'],
  },
  {
    en: [
      'professional fee',
      'professional fees',
      'audit fee',
      'audit',
      'accounting fee',
      'legal fee',
      'legal',
      'consultant',
      'consultancy fee',
      'consulting fee',
      'tax agent',
      'accounting services',
      'accounting service',
      'tax services',
      'bookkeeping',
    ],
    kh: ['សេវាវិជ្ជាជីវៈ', 'សវនកម្ម', 'ច្បាប់', 'ទីប្រឹក្សា', 'ថ្លៃគណនេយ្យ'],
  },
  { en: ['insurance', 'stock insurance', 'fire insurance', 'accident insurance'], kh: ['ធានារ៉ាប់រង'] },
  {
    en: [
      'bank charges',
      'bank charge',
      'bank fee',
      'bank fees',
      'transfer fee',
      'transfer fees',
      'bank service',
      'card fees',
      'card charges',
    ],
    kh: ['ថ្លៃធនាគារ', 'កម្រៃធនាគារ', 'សេវាធនាគារ'],
  },
  {
    en: [
      'patent tax',
      'patent',
      'property tax',
      'licence tax',
      'license tax',
      'signboard tax',
      'vehicle tax',
      'road tax',
      'stamp duty',
      'taxes and duties',
      'registration fee',
      // Government permits (issue 36, the rest).
      'work permit',
      'visa',
      'permit',
      'licence renewal',
      'license renewal',
      'market fees',
      // Issue 36, tenth round.
      'tax and licences',
      'taxes and licences',
    ],
    kh: ['ពន្ធប៉ាតង់', 'ពន្ធលើអចលនទ្រព្យ', 'ពន្ធស្លាកសញ្ញា', 'ពន្ធលើមធ្យោបាយដឹកជញ្ជូន', 'ពន្ធប្រថាប់ត្រា', 'ពន្ធអាករ', 'ពន្ធ និងអាជ្ញាប័ណ្ណ'],
  },
  {
    // What is lost or written off is not a purchase of goods, whatever was lost (issue 36, sixth round).
    en: [
      'written off',
      'shortages',
      'stock shortages',
      'stock losses',
      // A duty or a handling charge paid on goods is not the goods (issue 36, fourteenth round).
      'customs duty',
      'customs duties',
      'import duty',
      'import duties',
      'handling charges',
    ],
    kh: ['ពន្ធគយ', 'សេវាលើកដាក់'],
  },
];

export interface Suggestion {
  concept: string;
  score: number;
  /** Why, in words (English and Khmer). */
  reasons: { en: string; kh: string }[];
}

/**
 * What the country's accepted filings say (issue 36): an account name (`mappingNameKey`) mapped to a concept by
 * `entities` different entities whose filings the regulator accepted. Names and concepts only: never an amount or an
 * entity.
 */
export interface MappingEvidence {
  name: string;
  concept: string;
  entities: number;
}

/** How many different entities' accepted filings must map a name the same way before it is suggested first. */
export const EVIDENCE_MIN_ENTITIES = 5;

/**
 * The name an account is known by across entities: English in lower case with single spaces and no punctuation,
 * Khmer in one spelling (without coeng, zero-width spaces or punctuation; `khmerKey`), its words' other spellings read
 * as the words (សំរាប់ = សម្រាប់; `foldNameKey`); digits as ASCII.
 */
export function mappingNameKey(name: string): string {
  const text = toAsciiDigits(name.normalize('NFC')).trim();
  if (/[\u1780-\u17ff]/.test(text)) return foldNameKey(khmerKey(text));
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

/**
 * A name key as `mappingNameKey` makes it today, from a key made before: a Khmer key gets this version's `khmerKey`
 * foldings and its words' other spellings read as the words, with the dictionary of this version, so keys stored by an
 * earlier version (or before a word was added) count together with today's. English keys and keys already folded come
 * back unchanged.
 */
export function foldNameKey(key: string): string {
  if (!/[\u1780-\u17ff]/.test(key)) return key;
  const { known, variants, longestVariant } = khmerWords();
  // `khmerKey` again first: a key stored before one of its foldings (ុ typed after an upper vowel) gets it too.
  return foldSpellings(khmerKey(key), known, variants, longestVariant);
}

/**
 * The (name → concept) pairs of a chart that count as evidence when its entity's filing is accepted: each mapped
 * account's English and Khmer name (as `mappingNameKey`), once each.
 */
export function mappingEvidencePairs(
  accounts: readonly Pick<ChartAccount, 'nameEn' | 'nameKh' | 'concept'>[],
): { name: string; concept: string }[] {
  const seen = new Set<string>();
  const out: { name: string; concept: string }[] = [];
  for (const a of accounts) {
    if (!a.concept) continue;
    for (const name of [a.nameEn, a.nameKh]) {
      const key = name ? mappingNameKey(name) : '';
      if (!key || seen.has(`${key}\u0000${a.concept}`)) continue;
      seen.add(`${key}\u0000${a.concept}`);
      out.push({ name: key, concept: a.concept });
    }
  }
  return out;
}

/** The reason a suggestion comes from the country's accepted filings, in both languages. */
export const evidenceReason = (entities: number) => ({
  en: `mapped so by ${entities} entities`,
  kh: `អង្គភាព ${toKhmerDigits(String(entities))} បានភ្ជាប់ដូច្នេះ`,
});

export interface SuggestOptions {
  /** Accounts of the chart already mapped (accepted earlier): the same name suggests the same concept first. */
  learned?: readonly ChartAccount[];
  /**
   * The country's accepted filings (`MappingEvidence`): a name mapped the same way by at least
   * `EVIDENCE_MIN_ENTITIES` entities is suggested first, with the reason; after the chart's own memory.
   */
  evidence?: readonly MappingEvidence[];
  /**
   * What the chart's other accounts say the entity does (`chartContext`): breaks the choices an account's name leaves
   * open (goods held as merchandise, materials or supplies), with the reason.
   */
  context?: ChartContext;
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
  `${I}StatutoryReserve`,
  `${I}ReserveOfExchangeDifferencesOnTranslation`,
  `${I}Equity`,
  'dfr:RestrictedFunds',
  'dfr:UnrestrictedFunds',
]);

const DEFAULT_FUNCTION: Record<Framework, number> = {
  crfrf: EXPENSE_FUNCTIONS.findIndex(([n]) => n === `${I}AdministrativeExpense`),
  npo: EXPENSE_FUNCTIONS.findIndex(([n]) => n === 'dfr:ProgrammeExpense'),
};

/**
 * The function of an expense whose name names none: administration; a non-profit entity's programmes, except for the
 * natures that are overheads (bank charges, professional fees, insurance, other taxes, depreciation, communication,
 * rent, utilities, repairs), which its administration bears (issue 36, decisions).
 */
const OVERHEAD_NATURES = new Set(
  [
    'BankAndSimilarCharges',
    'ProfessionalFeesExpense',
    'InsuranceExpense',
    'TaxExpenseOtherThanIncomeTaxExpense',
    'DepreciationAndAmortisationExpense',
    'CommunicationExpense',
    'ExpenseRelatingToShorttermLeases',
    'UtilitiesExpense',
    'RepairsAndMaintenanceExpense',
  ].map((n) => EXPENSE_NATURES.findIndex(([name]) => name === `${I}${n}`)),
);
const defaultFunction = (framework: Framework, nature: number) =>
  framework === 'npo' && OVERHEAD_NATURES.has(nature) ? DEFAULT_FUNCTION.crfrf : DEFAULT_FUNCTION[framework];

const fold = (text: string) =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}%-]+/gu, ' ')
    // A dash between words separates them ("Lease liability - current"); one inside a word stays ("right-of-use").
    .replace(/(^| )-+(?= |$)/g, ' ')
    .replace(/ +/g, ' ')
    .trim()} `;
/** Khmer is written without spaces between words: names and word lists are compared in one spelling (`khmerKey`). */
const keys = new Map<string, string>();
const compactKh = (text: string) => {
  let key = keys.get(text);
  if (key === undefined) {
    key = khmerKey(text);
    // Other spellings of the dictionary's words read as the words (សំរាប់ = សម្រាប់; issue 36, twelfth round).
    if (key) {
      const { known, variants, longestVariant } = khmerWords();
      key = foldSpellings(key, known, variants, longestVariant);
    }
    keys.set(text, key);
  }
  return key;
};

/** The Khmer dictionary: the glossary's terms, the words of bookkeepers and the taxonomy's Khmer labels. */
let khmerDictionary:
  | {
      dict: KhmerDictionary;
      longest: number;
      known: KhmerDictionary;
      variants: ReadonlyMap<string, string>;
      longestVariant: number;
    }
  | undefined;
function khmerWords() {
  if (khmerDictionary) return khmerDictionary;
  const labels = (['crfrf', 'npo'] as const).flatMap((f) =>
    Object.values(getTaxonomy(f).concepts).map((c) => [c.label.kh, c.label.en] as const),
  );
  const entries = [...GLOSSARY_TERMS, ...BOOKKEEPING_TERMS, ...labels];
  const dict = dictionary(entries);
  // The concepts' Khmer words count as words too for the other spellings (not for reading a name in English).
  const listWords = [WORDS, ...WORD_ROUNDS]
    .flatMap((round) => Object.values(round).flatMap((w) => w.kh))
    .concat([...FUNCTION_WORDS, DIRECT_WORDS, ...NATURE_WORDS].flatMap((w) => w.kh));
  const known = new Map(dict);
  for (const w of listWords) {
    const key = khmerKey(w);
    if (key && !known.has(key)) known.set(key, '');
  }
  const variants = spellingVariants([...entries.map(([kh]) => kh), ...listWords], known);
  const longest = Math.max(...[...dict.keys()].map((k) => k.length));
  const longestVariant = Math.max(...[...known.keys(), ...variants.keys()].map((k) => k.length));
  khmerDictionary = { dict, longest, known, variants, longestVariant };
  return khmerDictionary;
}
/** A Khmer name read word by word in English (empty when there is no Khmer). */
export const khmerInEnglish = (key: string, latin?: readonly string[]) =>
  !key
    ? ''
    : latin?.length
      ? khmerWithLatinInEnglish(key, latin).join(' ')
      : segmentKhmer(key, khmerWords().dict, khmerWords().longest).join(' ');

// Issue 36, twentieth round (mixed script): the Latin words of a Khmer name ("ថ្លៃសេវា Bank", "VAT ត្រូវបង់") read in
// their place among the Khmer words, in English (`expandAbbreviations`: A/R, LT, WHT …), so the head word, the word
// order and the Khmer-first swap see them as they see the Khmer words around them.
/**
 * A grant (ជំនួយ) whose giver a Khmer name writes in Latin letters, in a name the assistant's words do not know
 * ("ជំនួយ HelpAge", "ជំនួយពី Room to Read"), is from an international agency: Cambodian bookkeepers write a foreign
 * donor's name as the donor does, and Cambodian bodies in Khmer. Not where the Khmer says government or local
 * (ក្រសួង, ក្នុងស្រុក …).
 */
function foreignDonorKh(kh: string, latin: readonly string[]): boolean {
  if (!latin.length || !kh.includes(GRANT_KH) || NOT_FOREIGN_KH.test(kh)) return false;
  const known = knownEnglishWords();
  return latin.some((w) => /^[A-Za-z]{3,}$/.test(w) && !known.has(w.toLowerCase()));
}
const GRANT_KH = khmerKey('ជំនួយ');
const NOT_FOREIGN_KH = new RegExp(
  ['ក្រសួង', 'រដ្ឋាភិបាល', 'រដ្ឋបាល', 'ក្នុងស្រុក', 'ក្នុងប្រទេស', 'ឃុំ', 'ខេត្ត', 'ក្រុង'].map(khmerKey).join('|'),
);
let knownWords: Set<string> | undefined;
/** Every English word of the assistant's word lists and the taxonomy's labels (one word at a time). */
function knownEnglishWords(): Set<string> {
  if (knownWords) return knownWords;
  const lists = [WORDS, ...WORD_ROUNDS].flatMap((round) => Object.values(round).flatMap((w) => w.en));
  const labels = (['crfrf', 'npo'] as const).flatMap((f) =>
    Object.values(getTaxonomy(f).concepts).map((c) => c.label.en),
  );
  const all = [...lists, ...[...FUNCTION_WORDS, DIRECT_WORDS, ...NATURE_WORDS].flatMap((w) => w.en), ...labels];
  const dict = [...khmerWords().dict.values()];
  knownWords = new Set([...all, ...dict].flatMap((p) => fold(p).trim().split(' ')));
  return knownWords;
}
/** Latin short forms with a Khmer one, as bookkeepers type them in Khmer names. */
const SHORT_FORMS_KH: [RegExp, string][] = [
  [/(^|[^A-Za-z/])VAT(?![A-Za-z])/g, '$1 អតប '],
  [/(^|[^A-Za-z/])NSSF(?![A-Za-z])/g, '$1 បសស '],
  [/(^|[^A-Za-z/])A\/R(?![A-Za-z])/gi, '$1 គណនីត្រូវទទួល '],
  [/(^|[^A-Za-z/])A\/P(?![A-Za-z])/gi, '$1 គណនីត្រូវសង '],
];
const khmerShortForms = (name: string) =>
  /[A-Za-z]/.test(name) ? SHORT_FORMS_KH.reduce((t, [re, kh]) => t.replace(re, kh), name) : name;
/** The banks' names bookkeepers write in Latin letters in Khmer names, not followed by "bank". */
const BANK_NAME = / (aba|acleda|canadia|sathapana|maybank|cimb|ppcbank|amk|prince|hattha) (?!bank )/g;
/** A run of Latin letters in a Khmer key (a Latin word, or words the key runs together). */
const LATIN_RUN = /[a-z][a-z0-9%]*/g;
/** The Latin words typed in a Khmer name, as written. */
const latinWordsOf = (nameKh: string) => nameKh.match(/[A-Za-z][A-Za-z0-9&./-]*/g) ?? [];
/**
 * A Khmer name (a key) read word by word in English with its Latin words (`latin`, as written) in their place: each run
 * of Latin letters in the key is the next of the words whose keys make it up (the key holds "ABA USD" as "abausd").
 */
function khmerWithLatinInEnglish(key: string, latin: readonly string[]): string[] {
  const words = latin.map((w) => ({ w, key: khmerKey(w) })).filter((x) => x.key);
  let next = 0;
  const out: string[] = [];
  for (const piece of segmentKhmerWithLatin(key, khmerWords().dict, khmerWords().longest)) {
    if (piece.en !== undefined) {
      out.push(piece.en);
      continue;
    }
    let run = piece.latin!;
    const mine: string[] = [];
    while (run && next < words.length && run.startsWith(words[next]!.key)) {
      run = run.slice(words[next]!.key.length);
      mine.push(words[next++]!.w);
    }
    const text = mine.length ? expandAbbreviations(mine.join(' ')) : piece.latin!;
    // A bank's name is read as a bank, as the Khmer ធនាគារ (bank) is ("ថ្លៃសេវា ABA", ABA's service fees).
    const read = fold(fold(text).replace(BANK_NAME, ' $1 bank ')).trim();
    if (read) out.push(read);
  }
  return out;
}

/**
 * A Khmer name read in English, where a party that owes comes first: "ផ្សារទំនើបជំពាក់" (the supermarkets owe) is a
 * receivable from them, where "ប្រាក់ជំពាក់ …" (money owed to …) is a payable (issue 36, ninth round).
 */
const OWES = khmerKey('ជំពាក់');
/** Customers first and owing next is a receivable, whatever follows ("ភ្ញៀវជំពាក់ថ្លៃសម្អាត", customers owe cleaning
 * fees; issue 36, seventeenth round). */
const CUSTOMERS_FIRST = new RegExp(`^(${['អតិថិជន', 'ភ្ញៀវ'].map(khmerKey).join('|')})`);
const PAID_AHEAD_KH = khmerKey('បង់មុន');
// Issue 36, eighteenth round: still owing (នៅជំពាក់, read "payable") after the customers is owing too ("ភ្ញៀវនៅជំពាក់").
const CUSTOMERS_OWE = new RegExp(`^(${['អតិថិជន', 'ភ្ញៀវ'].map(khmerKey).join('|')})(${khmerKey('នៅ')})?${OWES}`);
const OWED_MONEY = new RegExp(`^(${['ប្រាក់', 'ជំពាក់', 'គណនី', 'បំណុល'].map(khmerKey).join('|')})`);
// Issue 36, nineteenth round: a party named first that owes money or a fee (… ជំពាក់លុយ, … ជំពាក់ថ្លៃ …) is a
// receivable from it, as customers owing are ("ហាងអនឡាញជំពាក់ថ្លៃដឹក", online shops owe delivery fees).
const PARTY_OWES_MONEY = new RegExp(`^.+${OWES}(${['លុយ', 'ប្រាក់', 'ថ្លៃ'].map(khmerKey).join('|')})`);
const WE_FIRST = new RegExp(`^(${['យើង', 'ក្រុមហ៊ុន'].map(khmerKey).join('|')})`);
// Issue 36, nineteenth round: ឈ្នួល (hire) followed by the people hired is their wages, as ប្រាក់ឈ្នួល is
// ("ឈ្នួលកម្មករបង្គរ", workers' wages accrued); followed by a place it stays rent (ឈ្នួលការិយាល័យ).
const WAGE_OF_PEOPLE_KH = new RegExp(`^${khmerKey('ឈ្នួល')}(${['អ្នក', 'កម្មករ', 'បុគ្គលិក'].map(khmerKey).join('|')})`);
// Issue 36, nineteenth round: owed first, to a shop, a trade (អ្នក …, one who …) or for a fee (ជំពាក់ហាងថ្នាំ,
// ជំពាក់អ្នកឡើងត្នោត, ជំពាក់ថ្លៃសាំង) is owed to suppliers, where owed to a person named (ជំពាក់នាយក) is a related party.
const OWED_TO_TRADE_KH = new RegExp(`^${OWES}(${['ហាង', 'អ្នក', 'ថ្លៃ'].map(khmerKey).join('|')})`);
// Issue 36, nineteenth round: a deposit paid to a business (លុយកក់រោងពុម្ព, ប្រាក់កក់ឱសថស្ថាន) is an advance to a
// supplier, unless it is a deposit for a lease or a guarantee, or one received (ពី, from; customers).
const DEPOSIT_KH = khmerKey('ប្រាក់កក់');
const DEPOSIT_NOT_PAID_KH = new RegExp(
  ['ជួល', 'ធានា', 'តម្កល់', 'ពី', 'ទទួល', 'អតិថិជន', 'ភ្ញៀវ', 'បុគ្គលិក', 'ធនាគារ'].map(khmerKey).join('|'),
);
/** A tax first is owed by the entity, never a party that owes ("ពន្ធលើប្រាក់ចំណេញនៅជំពាក់", profit tax still owed;
 * issue 36, eighteenth round). */
const TAX_FIRST_KH = new RegExp(`^(${['ពន្ធ', 'អាករ', 'អ.ត.ប'].map(khmerKey).join('|')})`);
const khmerReading = (kh: string, latin?: readonly string[]) => {
  const read = khmerInEnglish(kh, latin);
  const depositPaid =
    kh.length > DEPOSIT_KH.length && kh.startsWith(DEPOSIT_KH) && !DEPOSIT_NOT_PAID_KH.test(kh)
      ? `${read} paid to suppliers`
      : read;
  const toTrade = OWED_TO_TRADE_KH.test(kh) ? depositPaid.replace(/^due to( |$)/, 'owed to suppliers$1') : depositPaid;
  const english = WAGE_OF_PEOPLE_KH.test(kh) ? `wages ${toTrade}` : toTrade;
  const owed =
    (kh.length > OWES.length && kh.endsWith(OWES) && !OWED_MONEY.test(kh) && !TAX_FIRST_KH.test(kh)) ||
    CUSTOMERS_OWE.test(kh) ||
    (PARTY_OWES_MONEY.test(kh) && !OWED_MONEY.test(kh) && !WE_FIRST.test(kh))
      ? english.replace(/(^| )(due to|payable)( |$)/, '$1receivable$3')
      : english;
  // Pay first and owed last is pay owed, whatever stands between ("ប្រាក់ឈ្នួលកម្មកររោងម៉ាស៊ីនត្រូវបើក", mill workers'
  // wages payable; issue 36, tenth round).
  const payOwed =
    ((PAY_KH.some((w) => kh.startsWith(w)) || WAGE_OF_PEOPLE_KH.test(kh)) &&
      OWED_TAIL_KH.some((w) => kh.endsWith(w))) ||
    (kh.startsWith(WAGE_KH) && PAID_OUT_TAIL_KH.some((w) => kh.endsWith(w)))
      ? `${owed} wages payable`
      : owed;
  // Owed and to be paid back is refundable ("ជំនួយ … ត្រូវសងម្ចាស់ជំនួយវិញ", grant to pay back to the donor).
  const payBack = PAY_BACK_KH.test(kh) ? `${payOwed} refundable` : payOwed;
  // An allowance paid with travel is a per diem ("ការធ្វើដំណើរ និងប្រាក់ឧបត្ថម្ភ", travel and per diem).
  return ALLOWANCE_KH.test(kh) && TRAVEL_KH.test(kh) ? `${payBack} per diem` : payBack;
};
// Issue 36, eighteenth round: ឈ្នួល alone first (wages, but also a craftsman's charge or a hire) is pay owed when it is
// to be paid out (ត្រូវបើក, មិនទាន់បើក: wages are paid out, fees paid, ត្រូវបង់): "ឈ្នួលជាងនំត្រូវបើក", bakers' wages.
const WAGE_KH = khmerKey('ឈ្នួល');
const PAID_OUT_TAIL_KH = ['ត្រូវបើក', 'មិនទាន់បើក'].map(khmerKey);
/** Money to pay back (ត្រូវសង … វិញ) is refundable (issue 36, fourteenth round). */
const PAY_BACK_KH = new RegExp(`${khmerKey('ត្រូវសង')}.*${khmerKey('វិញ')}$`);
// Not yet paid (មិនទាន់បង់, មិនទាន់ផ្តល់) is owed as not yet paid out is (issue 36, seventeenth round).
const OWED_TAIL_KH = ['ត្រូវបើក', 'ត្រូវបង់', 'បង្គរ', 'មិនទាន់បើក', 'មិនទាន់បង់', 'មិនទាន់ផ្តល់'].map(khmerKey);
const ALLOWANCE_KH = new RegExp(khmerKey('ប្រាក់ឧបត្ថម្ភ'));
// Going to the field (ចុះវាល, ចុះមូលដ្ឋាន) is travel too (issue 36, seventeenth round).
const TRAVEL_KH = new RegExp(['ធ្វើដំណើរ', 'បេសកកម្ម', 'ចុះវាល', 'ចុះមូលដ្ឋាន'].map(khmerKey).join('|'));

/** The abbreviations of bookkeepers, written out (A/R, A/P, acc. dep., WHT, TOP, VAT in/out, FX …). */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\ba\/r\b/gi, 'accounts receivable'],
  [/\ba\/p\b/gi, 'accounts payable'],
  [/\b(acc|accum|acc'd)\.?\s*(dep|depn|depr|depreciation)\b\.?/gi, 'accumulated depreciation'],
  [/\b(depn|depr)\b\.?/gi, 'depreciation'],
  [/\bexp\b\.?/gi, 'expense'],
  [/\bint\b\.?/gi, 'interest'],
  [/\b(wht|w\/h)\b/gi, 'withholding tax'],
  [/\btop\b(?!-)/gi, 'tax on profit'],
  [/\bvat in\b/gi, 'vat input'],
  [/\bvat out\b/gi, 'vat output'],
  [/\br\s*&\s*m\b/gi, 'repairs and maintenance'],
  [/\bmaint\b\.?/gi, 'maintenance'],
  [/\ba\/c\b/gi, 'account'],
  [/\b(fx|forex)\b/gi, 'exchange'],
  [/\blt\b/gi, 'long-term'],
  [/\bst\b/gi, 'short-term'],
  [/\bequip\b\.?/gi, 'equipment'],
  [/\bprov\b\.?/gi, 'provision'],
  // Issue 36, third round: the short forms of English-kept charts.
  [/\ba\/d\b/gi, 'accumulated depreciation'],
  [/\ba\/cs\b/gi, 'accounts'],
  [/\bbldgs?\b\.?/gi, 'building'],
  [/\bbk\b\.?/gi, 'bank'],
  [/\bfurn\b\.?/gi, 'furniture'],
  [/\badv\b\.?/gi, 'advance'],
  [/\bmgmt\b\.?/gi, 'management'],
  [/\bexps\b\.?/gi, 'expenses'],
  [/\belec\b\.?/gi, 'electricity'],
  [/\bsvc\b\.?/gi, 'service'],
  [/\binv\b\.?/gi, 'investment'],
  [/\bfv\b/gi, 'fair value'],
  [/\bliab\b\.?/gi, 'liabilities'],
  [/\bb\/f\b/gi, 'brought forward'],
  [/\bmths?\b\.?/gi, 'months'],
  [/\bt-bills?\b/gi, 'treasury bills'],
  [/\bjv\b/gi, 'joint venture'],
  [/\bmisc\b\.?/gi, 'miscellaneous'],
  // Issue 36, fifth round.
  [/\btos\b/gi, 'tax on salary'],
  [/\brecd\b\.?/gi, 'received'],
  [/\brou\b/gi, 'right of use'],
  [/\bchgs\b\.?/gi, 'charges'],
  [/\bcap\b\.?/gi, 'capital'],
  [/\bcurr\b\.?/gi, 'current'],
  [/\bo\/d\b/gi, 'overdraft'],
  [/\bot\b/gi, 'overtime'],
  [/\bre\b(?!-)/gi, 'retained earnings'],
  // Issue 36, ninth round: the short forms of a factory's chart.
  [/\brm\b\.?/gi, 'raw materials'],
  [/\bfg\b\.?/gi, 'finished goods'],
  [/\bp\s*&\s*m\b/gi, 'plant and machinery'],
  [/\bcip\b/gi, 'construction in progress'],
  [/\baccr\b\.?/gi, 'accrued'],
  [/\bsal\b\.?/gi, 'salaries'],
];
const expandAbbreviations = (name: string) => ABBREVIATIONS.reduce((text, [re, full]) => text.replace(re, full), name);

/**
 * Without an account type, the words that say what kind of account a name is, in order: "Accumulated depreciation"
 * is an asset, "Accrued utilities" a liability, "Depreciation - machinery" an expense, "Legal reserves" equity.
 */
const CATEGORY_CUES: [RegExp, AccountType][] = [
  [/ (accumulated losses|accumulated deficit|losses brought forward|retained earnings|retained losses) /, 'equity'],
  [/ accumulated (depreciation|amortisation|amortization) /, 'asset'],
  // Interest the entity earns on loans it gave is income (issue 36, third round).
  [/ interest (on|from) loans? to /, 'income'],
  // A receivable's contra account, and loans the entity gave, are assets.
  [
    / (allowance for|provision (for )?(doubtful|bad debts?)|doubtful accounts|uncollectible|staff loans?|loans? to staff|loans? to employees|employee loans?|loans? to|recoverable|refundable|unbilled) /,
    'asset',
  ],
  [/ (deferred capital grant|deferred grants?) /, 'liability'],
  [/ (change in|changes in|written off|write-off|write off|subscriptions?) /, 'expense'],
  [
    / (prepaid|prepayment|prepayments|receivable|receivables|debtors|advances? to|deposits? paid|in transit|stock|(lease|rent|rental) deposits?|deposits? (rent|lease)) /,
    'asset',
  ],
  [
    / (payable|payables|accrued|accruals|provision|provisions|liability|liabilities|overdraft|creditors|deposits? received|unearned|received in advance|unspent|deferred income|deferred revenue|deferred grant) /,
    'liability',
  ],
  [
    / (expense|expenses|given|used|distributed|cost of|depreciation|amortisation|amortization|charges|penalties|loss|losses|rental|repair|repairs|fuel|insurance|commission|services) /,
    'expense',
  ],
  [/ (income|revenue|revenues|sales|gain|gains|donations|donated|in kind|in-kind|grant|grants) /, 'income'],
  [/ (loan|loans|borrowing|borrowings) /, 'liability'],
  [/ (reserve|reserves|capital|retained|fund|funds) /, 'equity'],
];
const categoryCue = (folded: string) => CATEGORY_CUES.find(([re]) => re.test(folded))?.[1];
/**
 * The head word of a name, where it is a kind of account: an English name's last word ("Repair service income",
 * "Software licence fees payable"), a Khmer name's first ("ចំណូល…", "ចំណាយ…", "គណនីត្រូវទទួល…"). It comes before the
 * other cues, which read words anywhere in the name.
 */
const HEAD_EN: [RegExp, AccountType][] = [
  // Not "Tax on income"; but "Commission income" (a word ending in -on) is income.
  [/(?<! on) (income|revenue|revenues) $/, 'income'],
  [/ (expense|expenses) $/, 'expense'],
  [/ (payable|payables) $/, 'liability'],
  [/ (receivable|receivables) $/, 'asset'],
];
const HEAD_KH: [string, AccountType][] = [
  ['ចំណូល', 'income'],
  ['ចំណាយ', 'expense'],
  ['គណនីត្រូវទទួល', 'asset'],
  ['គណនីត្រូវសង', 'liability'],
].map(([w, t]) => [khmerKey(w!), t as AccountType]);
function headCue(nameEn: string, kh: string): AccountType | undefined {
  if (nameEn.trim()) {
    const folded = fold(expandAbbreviations(nameEn).replace(/\([^)]*\)/g, ' '));
    return HEAD_EN.find(([re]) => re.test(folded))?.[1];
  }
  // A Khmer name's last words say what is owed, as an English name's last word does ("ថ្លៃសវនកម្មបង្គរ", audit fee
  // accrued; "… ត្រូវទទួល", receivable), except where បង្គរ is accumulated (depreciation, profits and losses: រំលស់បង្គរ, ចំណេញបង្គរ; issue 36,
  // ninth round).
  // Customers who paid ahead (ភ្ញៀវបង់មុន) owe goods or services: a liability, where anything else paid ahead is an
  // asset (issue 36, seventeenth round).
  if (CUSTOMERS_FIRST.test(kh) && kh.endsWith(PAID_AHEAD_KH)) return 'liability';
  const tail = TAIL_KH.find(([w]) => kh.endsWith(w))?.[1];
  if (tail && !ACCUMULATED_KH.test(kh)) return tail;
  // Pay first ("ប្រាក់ខែអ្នកលក់", salesmen's salaries) is an expense, and a liability where it is owed
  // ("ប្រាក់ឈ្នួលកម្មករត្រូវបើក"; issue 36, ninth round).
  if (PAY_KH.some((w) => kh.startsWith(w)) && !kh.includes(RECEIVED_KH))
    return OWED_KH.some((w) => kh.includes(w)) ? 'liability' : 'expense';
  return HEAD_KH.find(([w]) => kh.startsWith(w))?.[1];
}
const TAIL_KH: [string, AccountType][] = [
  ['ត្រូវបង់', 'liability'],
  ['ត្រូវសង', 'liability'],
  ['ត្រូវបើក', 'liability'],
  ['ត្រូវទូទាត់', 'liability'],
  ['បង្គរ', 'liability'],
  ['ត្រូវទទួល', 'asset'],
  ['បង់មុន', 'asset'],
].map(([w, t]) => [khmerKey(w!), t as AccountType]);
const ACCUMULATED_KH = new RegExp(['រំលស់', 'រំលោះ', 'ចំណេញ', 'ខាត'].map(khmerKey).join('|'));
const PAY_KH = ['ប្រាក់ខែ', 'ប្រាក់បៀវត្ស', 'ប្រាក់ឈ្នួល'].map(khmerKey);
const OWED_KH = ['ត្រូវបើក', 'ត្រូវបង់', 'ត្រូវសង', 'បង្គរ', 'មិនទាន់បើក', 'មិនទាន់បង់', 'មិនទាន់ផ្តល់', 'ជំពាក់'].map(khmerKey);
const RECEIVED_KH = khmerKey('ទទួល');
/** The categories of the default chart's accounts by the first digit of their codes. */
const codeCategories = new Map<Framework, Map<string, Set<AccountType>>>();
function categoriesOfCode(framework: Framework, code: string): Set<AccountType> | undefined {
  let byDigit = codeCategories.get(framework);
  if (!byDigit) {
    byDigit = new Map();
    const taxonomy = getTaxonomy(framework);
    for (const a of defaultAccounts(framework)) {
      const concept = taxonomy.concepts[a.concept];
      if (!concept) continue;
      const set = byDigit.get(a.code[0]!) ?? new Set<AccountType>();
      set.add(categoryOf(a.concept, concept.periodType, concept.balance));
      byDigit.set(a.code[0]!, set);
    }
    codeCategories.set(framework, byDigit);
  }
  return byDigit.get(code[0] ?? '');
}

type Term = 'short' | 'long' | 'portion';
/**
 * The part a name's term words say: the current portion of a long-term item, long-term (non-current, more than a
 * year) or short-term (current, within a year); in English and, read through the dictionary, in Khmer.
 */
function termOf(raw: string, folded: string, kh = ''): Term | undefined {
  if (/(?<!non-|non )current portion|current maturit|due within (one|1) year|payable within (one|1) year/.test(folded))
    return 'portion';
  // The part of a long-term item repayable within the year, in Khmer: ផ្នែក … (រយៈពេលខ្លី | ក្នុងឆ្នាំ) … នៃ … រយៈពេលវែង.
  if (kh && (KH_PORTION.test(kh) || KH_PORTION_DUE.test(kh))) return 'portion';
  if (
    />\s*(1\s*y|12\s*m)|(more than|over|after|beyond) (one|1) year|(more than|over|after|beyond) (12|twelve) months/i.test(
      raw,
    )
  )
    return 'long';
  if (kh && KH_LONG.test(kh)) return 'long';
  if (/ (long-term|long term|longterm|non-current|non current|noncurrent|lt) /.test(folded)) return 'long';
  if (/<\s*(1\s*y|12\s*m)|(within|less than|under) (one|1) year|(within|less than|under) (12|twelve) months/i.test(raw))
    return 'short';
  if (kh && KH_SHORT.test(kh)) return 'short';
  if (/ (short-term|short term|shortterm|current|st) /.test(folded)) return 'short';
  return undefined;
}
/** Term words in Khmer (as keys: no coeng), with a year or twelve months in Khmer or Arabic digits or in words. */
const kk = (...words: string[]) => words.map(khmerKey).join('|');
const KH_YEAR = `(1|${kk('មួយ')})${kk('ឆ្នាំ')}|(12|${kk('ដប់ពីរ')})${kk('ខែ')}`;
const KH_LONG = new RegExp(`(${kk('លើសពី', 'លើស', 'ក្រោយ', 'ច្រើនជាង')})(${KH_YEAR})`);
const KH_SHORT = new RegExp(`(${kk('ក្នុងរយៈពេល', 'ក្នុង', 'តិចជាង', 'មិនលើស')})(${KH_YEAR})`);
const KH_PORTION = new RegExp(`${kk('ផ្នែក')}.*(${kk('រយៈពេលខ្លី', 'ក្នុងឆ្នាំ', 'ចរន្ត')}).*${kk('នៃ')}`);
/** The part repayable within the year, said without 'of' (ផ្នែកត្រូវសងក្នុងឆ្នាំ; issue 36, seventh round). */
const KH_PORTION_DUE = new RegExp(
  `${kk('ផ្នែកត្រូវសង')}(${kk('ក្នុងឆ្នាំ', 'ក្នុងរយៈពេលមួយឆ្នាំ')}|${kk('ក្នុង')}(1|12)(${kk('ឆ្នាំ')}|${kk('ខែ')}))`,
);
/** The part a financial-position concept is, by its name. */
function termOfConcept(name: string): Term | undefined {
  if (/CurrentPortionOf/.test(name)) return 'portion';
  if (/Noncurrent|Longterm/.test(name)) return 'long';
  if (/Current|Shortterm/.test(name)) return 'short';
  return undefined;
}
/** A word or phrase of the name, also in the plural; a plural in -ies also in the singular (liabilities, liability). */
const hasWord = (folded: string, word: string) =>
  folded.includes(` ${word} `) ||
  folded.includes(` ${word}s `) ||
  folded.includes(` ${word}es `) ||
  (word.endsWith('y') && folded.includes(` ${word.slice(0, -1)}ies `)) ||
  (word.endsWith('ies') && folded.includes(` ${word.slice(0, -3)}y `));

/** Words bookkeepers use for the words of the lists: a name is also read with these (buyers are customers). */
const SYNONYMS: [RegExp, string][] = [
  [/\b(buyer|client)s\b/gi, 'customers'],
  [/\b(buyer|client)\b/gi, 'customer'],
  [/\bvendors\b/gi, 'suppliers'],
  [/\bvendor\b/gi, 'supplier'],
  [/\b(contractor|haulier)s\b/gi, 'suppliers'],
  [/\b(contractor|haulier)\b/gi, 'supplier'],
  [/\bowed to\b/gi, 'due to'],
  [/\bowed by\b/gi, 'due from'],
  [/\badvance payments\b/gi, 'advances'],
  [/\badvance payment\b/gi, 'advance'],
];
const withSynonyms = (text: string) => SYNONYMS.reduce((t, [re, word]) => t.replace(re, word), text);

interface Candidate {
  concept: string;
  category: AccountType;
  balance: BalanceType | undefined;
  en: string[];
  kh: string[];
  labelEn: string;
  labelKh: string;
  /** The labels without their term words ("lease liabilities" of "Current lease liabilities"), when they have some. */
  baseEn?: string;
  baseKh?: string;
  codes: string[];
  /** For an expense matrix concept: its function and nature. */
  matrix?: [number, number];
  /** For a part of a line a note breaks down: the line's words and labels, and whether it is the catch-all. */
  family?: { en: string[]; kh: string[]; labelEn: string; labelKh: string; catchAll: boolean };
}

/** The line each part of a note's breakdown belongs to, and the line's catch-all part. */
const FAMILY = new Map<string, { line: string; catchAll: boolean }>(
  BREAKDOWNS.flatMap((b) => Object.entries(b.lines)).flatMap(([line, parts]) =>
    parts.map((part, i) => [part, { line, catchAll: i === parts.length - 1 }] as const),
  ),
);
const candidatesCache = new Map<Framework, Candidate[]>();
/** Words of a label that say nothing of what it is. */
const LABEL_STOP = new Set([
  'and',
  'of',
  'to',
  'from',
  'for',
  'on',
  'in',
  'the',
  'other',
  'current',
  'non-current',
  'expense',
]);
const stem = (w: string) => w.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
const labelStems = new Map<string, string[]>();
/** How many of a label's words (singular or plural) a name has. */
function labelOverlap(words: ReadonlySet<string>, label: string): number {
  let stems = labelStems.get(label);
  if (!stems) {
    stems = [
      ...new Set(
        label
          .split(/[^a-z-]+/)
          .filter((w) => w && !LABEL_STOP.has(w))
          .map(stem),
      ),
    ];
    labelStems.set(label, stems);
  }
  return stems.filter((w) => words.has(w)).length;
}
/** The inventory parts that name a state of goods rather than goods. */
const STATE_PARTS = new Set([
  `${I}WorkInProgress`,
  `${I}FinishedGoods`,
  `${I}CurrentInventoriesInTransit`,
  // What is "under construction" is construction in progress, whatever is being built (issue 36, third round).
  `${I}ConstructionInProgress`,
]);
const stateFound = (en: string, kh: string, c: Candidate) =>
  // Cash on its way to the bank is cash: a state is a state of goods.
  !/ (cash|collections?) /.test(en) &&
  (c.en.some((w) => hasWord(en, w)) || (kh !== '' && c.kh.some((w) => hasKhmerWord(kh, compactKh(w)))));
const FOR_SALE = / for (sale|resale) /;
/**
 * A grant to be paid back (unspent, refundable to the donor) is owed, no longer income deferred: "ជំនួយមិនទាន់ចំណាយ
 * ត្រូវបង្វិលសង" is a payable, though "unspent grants" alone is deferred income (issue 36, fourteenth round).
 */
const REFUNDABLE = / (refundable|to be refunded|to be returned|to be repaid|repayable) /;
const GRANT = / (grant|grants|donor|donors|funder|funders|funding) /;
const DEFERRED_INCOME = new Set([`${I}DeferredIncomeClassifiedAsCurrent`, `${I}DeferredIncomeClassifiedAsNoncurrent`]);
/**
 * A name whose head word is stock ("ស្តុកម៉ូតូថ្មី", stock of new motorbikes; "Laptops stock - shop") is inventory,
 * whatever the goods are: the goods named beside it are what is stocked, not an asset of their own. Khmer puts the
 * head word first, English last ("Stock management software" is software; issue 36, fourteenth round).
 */
const STOCK_HEAD_EN = /(?<!\b(in|of|common|preferred|ordinary)) stocks?\s*(-.*)?$/i;
const STOCK_HEAD_KH = khmerKey('ស្តុក');
/** … and so are goods said to be in store ("កញ្ចប់អនាម័យក្នុងឃ្លាំង", hygiene kits in store). */
const IN_STORE_EN = /\bin (the )?(store|stores|warehouse|warehouses|stock)\b/i;
const IN_STORE_KH = khmerKey('ក្នុងឃ្លាំង');
const INVENTORY_LINE = `${I}Inventories`;
/**
 * A non-profit entity neither makes nor trades: the goods it holds (medicines, kits, seeds, supplies to hand out) are
 * other inventories, not a maker's supplies and materials or a trader's merchandise, unless they are for sale (a
 * social enterprise's shop; issue 36, fourteenth round).
 */
const TRADE_PARTS = new Set([`${I}Merchandise`, `${I}ProductionSupplies`, `${I}RawMaterials`]);
const SOLD_GOODS = / (sale|sales|resale|shop|shops) /;
/**
 * A service an entity receives is given to it, not sold by it: a non-profit entity's income named "services received"
 * ("សេវាស្ម័គ្រចិត្តទទួលបាន", volunteer services received) is a donation in kind (issue 36, fourteenth round).
 */
const SERVICES_RECEIVED_EN = /\bservices? received\b/i;
const SERVICE_KH = khmerKey('សេវា');
const RECEIVED_GOT_KH = khmerKey('ទទួលបាន');
const STOCK = / (stock|stocks) /;
const RECEIVABLE = / (receivable|receivables) /;
const PAYABLE = / (payable|payables|due to) /;
const OTHER_PAYABLE = / (fee|fees|card|cards|credit) /;
/** Words of a party that is not a trade customer or supplier (a deposit, a grant, interest, a subsidy …). */
const NOT_TRADE_PARTY =
  / (deposit|deposits|refund|refunds|refundable|grant|grants|donor|donors|interest|accrued|incentive|incentives|subsidy|subsidies) /;
const STOCK_ALL = / (provision|provisions|allowance|obsolete|obsolescence|write-down|written down) /;
/** Words of a prepayment, and the concepts that are prepayments of one kind or another. */
const PREPAID = / (prepaid|prepayment|prepayments|paid in advance) /;
const ADVANCE = / (advance|advances) /;
const SUPPLIER_PARTY =
  / (supplier|suppliers|subcontractor|subcontractors|contractor|contractors|vendor|vendors|wholesalers|importers|goldsmiths|collectors|caterers|hauliers|forwarders|distributors|subconsultants|sub-consultants|traders) /;
const OWED_TO = / (due to|payable|payables|owed to) /;
const RELATED_PARTY = / (sister|related party|related parties|affiliate|affiliates|affiliated|co-owners?) /;
const LOAN_WORDS = / (loan|loans|borrowing|borrowings) /;
const RELATED_BALANCES = new Set([
  `${I}TradeAndOtherCurrentReceivablesDueFromRelatedParties`,
  `${I}TradeAndOtherCurrentPayablesToRelatedParties`,
]);
/** A deposit paid on a lease or rent, or on the place rented (a stall, a shop, an office, a warehouse). */
const LEASE_DEPOSIT =
  / (deposit|deposits) (.* )?(lease|leases|rent|rental|stall|stalls|shop|office|warehouse|premises)( .*)? |(lease|rent|rental) (.* )?deposits? /;
const DEPOSIT_HELD = / (from|received|held|customers?|tenants?|guests?) /;
const PREPAID_KINDS = new Set([
  `${I}CurrentPrepayments`,
  `${I}CurrentAdvancesToSuppliers`,
  `${I}CurrentTaxAssetsCurrent`,
]);
/**
 * An activity named by its "-ing" word before income, revenue or fees ("Trucking revenue", "Milling fees") is a
 * service, unless the name sells goods (issue 36, third round).
 */
const SERVICE_ACTIVITY = / [a-z]{3,}ing (revenue|revenues|income|fee|fees|charges|service|services) /;
const NOT_SERVICE =
  / (sale|sales|sold|selling|trading|goods|building|buildings|clothing|housing|packaging|rental|leasing|renting|interest|exchange) /;

/** "Cost of … sold": what was sold is goods, whatever the goods are (ថ្លៃដើម … លក់; issue 36, fourth round). */
const COST_OF_SOLD = / cost of ([a-z-]+ ){1,3}sold /;
// The cost of what was sold, the goods named or not (ថ្លៃដើមលក់, cost of sales, as bookkeepers shorten it; issue 36,
// nineteenth round).
const COST_OF_SOLD_KH = new RegExp(`^${khmerKey('ថ្លៃដើម')}.*${khmerKey('លក់')}$`);
/** How much the chart's context weighs: a tie-breaker between parts a name leaves open (issue 36, sixteenth round). */
const CONTEXT_WEIGHT = 2.5;
/** The lines of long-term assets a name of goods can read as (machines, vehicles, computers, land). */
const LONG_TERM_LINES = new Set([`${I}PropertyPlantAndEquipment`, `${I}IntangibleAssetsOtherThanGoodwill`]);
const GOODS_NATURE = EXPENSE_NATURES.findIndex(([n]) => n === `${I}RawMaterialsAndConsumablesUsed`);
/**
 * A deposit for longer than three months is not a cash equivalent (IAS 7.7): "Term deposit - 6 months",
 * "ប្រាក់បញ្ញើមានកាលកំណត់ ១២ខែ" (issue 36, fourth round).
 */
function depositMonths(en: string, kh: string): number | undefined {
  if (!/ (deposit|deposits|term) /.test(en)) return undefined;
  const m = en.match(/ (\d{1,2}) ?months? /) ?? kh.match(new RegExp(`(\\d{1,2})${khmerKey('ខែ')}`));
  return m ? Number(m[1]) : undefined;
}
/**
 * A label without its term words, in English and Khmer: "Current lease liabilities" is "lease liabilities", so a name
 * that says "Lease liability" meets both parts and its term words (or their absence) decide between them.
 */
function baseLabels(en: string, kh: string): { en: string; kh: string } | undefined {
  const baseEn = en
    .toLowerCase()
    .replace(/\b(non-current|noncurrent|current|short-term|long-term)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (baseEn === en.toLowerCase().trim() || baseEn.split(' ').length < 2) return undefined;
  const baseKh = kh.replace(/រយៈពេលខ្លី|រយៈពេលវែង|មិនចរន្ត|ចរន្ត/g, '').trim();
  return { en: baseEn, kh: baseKh === kh ? '' : baseKh };
}

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
    const words = wordsOf(name);
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
    const base = baseLabels(concept.label.en, concept.label.kh);
    if (base) {
      candidate.baseEn = base.en;
      candidate.baseKh = base.kh;
    }
    const family = FAMILY.get(name);
    const line = family && taxonomy.concepts[family.line];
    if (family && line) {
      const lineWords = wordsOf(family.line);
      candidate.family = {
        en: lineWords.en,
        kh: lineWords.kh,
        labelEn: line.label.en.toLowerCase(),
        labelKh: line.label.kh,
        catchAll: family.catchAll,
      };
    }
    out.push(candidate);
  }
  candidatesCache.set(framework, out);
  return out;
}

const khKeysOf = new WeakMap<object, string[]>();
/** Score of words found in a name: longer phrases count more. */
/** The phrases of every word list that a name contains (to tell a phrase from a word inside a longer one). */
interface Found {
  en: string[];
  kh: string[];
  /** Whether the name's English comes first (then its first words lead). */
  lead?: boolean;
  /** Whether only a Khmer name is given (then its first words lead, as an English name's do). */
  leadKh?: boolean;
  /** The Khmer name's words as the dictionary cuts them (keys). */
  pieces?: readonly string[];
  /** Where a Khmer name alone is a list: its first item read in English, and as a key. */
  firstEn?: string;
  firstKh?: string;
  /** Issue 36, twentieth round: the English words of the Latin words in a Khmer-only name, not also read from Khmer. */
  latinEn?: string;
}
/**
 * The first item of a list name: the text before the first និង, ហើយនិង, ព្រមទាំង or comma ("and", "&" in English);
 * empty when the name is not a list. The first item says what the account is, as an English name's first words do
 * (issue 36, fifteenth round).
 */
const LIST_JOINS = /\s+(?:and|&)\s+|&|,|ហើយ\s*និង|ព្រម\s*ទាំង|និង|،/i;
export function firstListItem(name: string): string {
  const parts = name.replace(/\([^)]*\)/g, ' ').split(LIST_JOINS);
  return parts.length > 1 && parts[0]!.trim() && parts.slice(1).join('').trim() ? parts[0]!.trim() : '';
}
/**
 * In a Khmer list name a word found only in a later item counts three quarters: the first item says what the account
 * is ("គ្រឿងសង្ហារឹម និងបរិក្ខារការិយាល័យ", furniture and office equipment, is furniture; issue 36, fifteenth round). An
 * English name's first words already lead (+1.5); the same weight on English lists lowered the held-out figures.
 */
const LATER_ITEM_WEIGHT = 0.75;
const phraseLists = new Map<Framework, { en: string[]; kh: string[] }>();
function foundIn(en: string, kh: string, framework: Framework): Found {
  let lists = phraseLists.get(framework);
  if (!lists) {
    const all = [
      ...Object.values(WORDS),
      ...WORD_ROUNDS.flatMap((round) => Object.values(round)),
      ...FUNCTION_WORDS,
      ...NATURE_WORDS,
      ...candidatesOf(framework).map((c) => ({ en: [c.labelEn], kh: [c.labelKh] })),
    ];
    lists = {
      en: [...new Set(all.flatMap((l) => l.en).filter((w) => w.includes(' ')))],
      kh: [
        ...new Set(
          all
            .flatMap((l) => l.kh)
            .map(compactKh)
            .filter(Boolean),
        ),
      ],
    };
    phraseLists.set(framework, lists);
  }
  return {
    en: lists.en.filter((w) => hasWord(en, w)),
    kh: kh ? lists.kh.filter((w) => hasKhmerWord(kh, w)) : [],
  };
}
/** A word found only inside a longer phrase of the name that another list holds ("prepaid" in "prepaid profit tax"). */
const insideLonger = (w: string, mine: readonly string[], longer: readonly string[], en: boolean) =>
  longer.some((p) => p.length > w.length && !mine.includes(p) && (en ? ` ${p} `.includes(` ${w} `) : p.includes(w)));

/**
 * Whether a Khmer word of a list or label (a key) is in a Khmer name: a short word (one syllable: ដី, ទឹក, ជី) only
 * where the name's words cut it as a word, not inside a longer word the dictionary knows (ដី "land" in ក្រោមដី
 * "underground", ទឹក "water" in ទឹកខ្មៅ "ink"; issue 36, fifth round).
 */
function khmerWordIn(kh: string, key: string, pieces?: readonly string[]): boolean {
  if (!hasKhmerWord(kh, key)) return false;
  if (!pieces || pieces.includes(key)) return true;
  return !pieces.some((p) => p.length > key.length && p.includes(key));
}

/** Score of words found in a name: longer phrases count more; a word inside a longer phrase found counts a quarter. */
function wordScore(
  en: string,
  kh: string,
  words: { en: string[]; kh: string[] },
  found?: Found,
): { score: number; found: string[] } {
  let score = 0;
  const out: string[] = [];
  let khKeys = khKeysOf.get(words);
  if (!khKeys) {
    khKeys = words.kh.map(compactKh);
    khKeysOf.set(words, khKeys);
  }
  for (const w of words.en) {
    if (hasWord(en, w)) {
      const weight =
        (found && insideLonger(w, words.en, found.en, true) ? 0.25 : 1) *
        (found?.firstEn !== undefined && !hasWord(found.firstEn, w) ? LATER_ITEM_WEIGHT : 1) *
        (found?.latinEn && hasWord(found.latinEn, w) && !hasWord(fold(khmerInEnglish(kh)), w) ? 2 : 1);
      score += weight * (1 + w.split(' ').length);
      // An English name's first words say what it is ("Prepaid rent - warehouse" is a prepayment).
      if (found?.lead && en.startsWith(` ${w} `)) score += 1.5;
      out.push(w);
    }
  }
  if (kh)
    for (const [i, w] of words.kh.entries()) {
      const key = khKeys[i]!;
      if (khmerWordIn(kh, key, found?.pieces)) {
        const weight =
          (found && insideLonger(key, khKeys, found.kh, false) ? 0.25 : 1) *
          (found?.firstKh !== undefined && !hasKhmerWord(found.firstKh, key) ? LATER_ITEM_WEIGHT : 1);
        score += weight * (1 + Math.min(3, Math.floor(w.length / 4)));
        // A Khmer name, too, says first what it is ("ប្រាក់បញ្ញើ … - ទុនបម្រុង" is a deposit).
        if (found?.leadKh && kh.startsWith(key)) score += 1.5;
        out.push(w);
      }
    }
  return { score, found: out };
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
  // Issue 36, twentieth round: in a Khmer-only name, the Latin short forms that have a Khmer one are read as it
  // ("VAT ទិញចូល" as "អតប ទិញចូល", "A/R ភ្ញៀវ" as "គណនីត្រូវទទួល ភ្ញៀវ"), so the Khmer phrases and rules see them.
  const nameKh = account.nameEn?.trim() ? (account.nameKh ?? '') : khmerShortForms(account.nameKh ?? '');
  const kh = compactKh(nameKh);
  const nameKeys = new Set(
    [account.nameEn, account.nameKh].filter((n): n is string => Boolean(n?.trim())).map(mappingNameKey),
  );
  // The country's accepted filings: the most entities' concept for each of the names, when enough entities agree.
  const evidence = (options.evidence ?? []).filter((e) => e.entities >= EVIDENCE_MIN_ENTITIES && nameKeys.has(e.name));
  // A Khmer name is also read in English, word by word (the glossary's terms and the words bookkeepers use).
  // Latin words inside a Khmer name (ABA, Wing, KHQR, USAID) are read as they are.
  // Issue 36, twentieth round: without an English name they are read in their place among the Khmer words.
  const latinKh = account.nameEn?.trim() ? [] : latinWordsOf(nameKh);
  const raw = `${expandAbbreviations(account.nameEn ?? '')} ${khmerReading(kh, latinKh)}${
    framework === 'npo' && foreignDonorKh(kh, latinKh) ? ' international' : ''
  }`;
  // "Freight-in" is also "freight in".
  const synonyms = withSynonyms(raw);
  // Khmer puts the head word first ("ចំណូលពីការបណ្តុះបណ្តាល" is "income training"): its words are also read in the
  // English order ("training income"), two by two.
  const khWords = !kh
    ? []
    : latinKh.length
      ? khmerWithLatinInEnglish(kh, latinKh) // Issue 36, twentieth round: the Latin words too, in their place.
      : segmentKhmer(kh, khmerWords().dict, khmerWords().longest);
  const swapped = khWords
    .slice(1)
    .map((w, i) => `${w} ${khWords[i]}`)
    .join(' , ');
  const en = `${fold(raw)}${fold(raw.replace(/-/g, ' '))}${synonyms === raw ? '' : fold(synonyms)}${swapped ? fold(swapped.replace(/,/g, '.')) : ''}`;
  // Issue 36, twenty-first round: the taxonomy has no current portion of lease liabilities — the part of a lease
  // liability due within the year (… ដែលត្រូវសងក្នុងរយៈពេលមួយឆ្នាំ, payable within one year) is the current one.
  const nameTerm = termOf(raw, en, kh);
  const term = nameTerm === 'portion' && hasWord(en, 'lease') ? 'short' : nameTerm;
  const nameStems = new Set(en.trim().split(' ').map(stem));
  // Without an account type: what the name's words and the code's first digit say the account is.
  // The head word decides, unless the words of a balance ("Accrued income", "Deferred income") say otherwise.
  const listCue = account.accountType ? undefined : categoryCue(en);
  // Issue 36, twentieth round: a Khmer name's first and last words are its Khmer words' ("ប្រាក់ខែ Staff ត្រូវបើក"), or
  // the Latin word standing first where there is one ("Depreciation ឡាន": Khmer puts the head word first).
  const khOnly = latinKh.length ? kh.replace(LATIN_RUN, '') : kh;
  const latinLead = latinKh.length && /^\s*[A-Za-z]/.test(nameKh) ? latinKh[0]! : '';
  const head = account.accountType ? undefined : headCue(account.nameEn ?? '', khOnly);
  const headDecides =
    head !== undefined && (listCue === undefined || listCue === 'income' || listCue === 'expense' || listCue === head);
  const cue = headDecides ? head : listCue;
  const codeKinds = account.accountType ? undefined : categoriesOfCode(framework, toAsciiDigits(account.code ?? ''));
  const learned = (options.learned ?? []).filter(
    (a) =>
      (account.nameEn && a.nameEn.trim().toLowerCase() === account.nameEn.trim().toLowerCase()) ||
      (account.nameKh && a.nameKh.trim() === account.nameKh.trim()),
  );
  const phrases: Found = {
    ...foundIn(en, kh, framework),
    lead: Boolean(account.nameEn?.trim()),
    leadKh: !account.nameEn?.trim(),
    pieces: kh ? khmerPieces(kh, khmerWords().dict, khmerWords().longest) : [],
  };
  // Issue 36, twentieth round: a Khmer-only name's Latin words count as its Khmer words do (twice: a Khmer word is
  // found in Khmer and in its English reading), so "Petty cash ឃ្លាំង" is cash kept at the warehouse.
  if (latinKh.length) phrases.latinEn = fold(expandAbbreviations(latinKh.join(' ')));
  // A Khmer list name's first item decides, as an English one's first words do (issue 36, fifteenth round).
  const firstKh = phrases.leadKh ? compactKh(firstListItem(nameKh)) : '';
  if (firstKh) {
    phrases.firstKh = firstKh;
    phrases.firstEn = fold(khmerInEnglish(firstKh));
  }
  // (Not the function's words: "ផ្សាយ Facebook រកអ្នកបរិច្ចាគ" is fundraising, though Facebook is selling's word.)
  const functionScores = FUNCTION_WORDS.map((w) => wordScore(en, kh, w, { ...phrases, latinEn: undefined }));
  // Direct-cost words name the main function, unless another function's words are there too.
  const direct = wordScore(en, kh, DIRECT_WORDS, phrases);
  if (direct.score > 0) {
    const main = functionScores[MAIN_FUNCTION[framework]]!;
    functionScores[MAIN_FUNCTION[framework]] = {
      score: main.score + direct.score / 2,
      found: [...main.found, ...direct.found],
    };
  }
  const asciiCode = toAsciiDigits(account.code ?? '').trim();
  const commonClass = /^\d{3,}$/.test(asciiCode) ? COMMON_CODE_CLASSES[asciiCode[0]!] : undefined;
  const natureScores = NATURE_WORDS.map((w) => wordScore(en, kh, w, phrases));
  if (COST_OF_SOLD.test(en) || (kh && COST_OF_SOLD_KH.test(kh))) {
    const goods = natureScores[GOODS_NATURE]!;
    natureScores[GOODS_NATURE] = { score: goods.score + 6, found: [...goods.found, 'sold'] };
  }
  const months =
    account.accountType === undefined || account.accountType === 'asset' ? depositMonths(en, kh) : undefined;
  const servicesReceived =
    framework === 'npo' &&
    (account.accountType ?? cue ?? commonClass) === 'income' &&
    (SERVICES_RECEIVED_EN.test(account.nameEn ?? '') || (kh.startsWith(SERVICE_KH) && kh.includes(RECEIVED_GOT_KH)));
  const grantToRefund =
    (account.accountType ? account.accountType === 'liability' : commonClass === 'liability' || cue === 'liability') &&
    REFUNDABLE.test(en) &&
    GRANT.test(en);
  const stockHead =
    STOCK_HEAD_EN.test(` ${account.nameEn ?? ''}`) ||
    IN_STORE_EN.test(account.nameEn ?? '') ||
    (kh !== '' && (khOnly.startsWith(STOCK_HEAD_KH) || kh.includes(IN_STORE_KH))) ||
    /^stocks?$/i.test(latinLead); // Issue 36, twentieth round: "Stock ស្រា…", stock of wine.
  // A Khmer-only name's words count twice (in Khmer and in their English reading): so do the rules that read it.
  const twice = phrases.leadKh ? 2 : 1;
  // Goods held: the chart's context may say what part of inventories they are (issue 36, sixteenth round).
  const asAsset = account.accountType ? account.accountType === 'asset' : (commonClass ?? cue ?? 'asset') === 'asset';
  /** The parts of inventories the name puts in play (its words, its line's words, stock as the head word). */
  const inPlay = new Set<string>();
  const scored: Suggestion[] = [];
  for (const c of candidatesOf(framework)) {
    if (account.accountType && c.category !== account.accountType) continue;
    const reasons: { en: string; kh: string }[] = [];
    let score = 0;
    if (c.matrix) {
      const [f, n] = c.matrix;
      // The framework's usual function (administration; a non-profit entity's programmes) and the "other" nature are
      // the defaults when a name says nothing of function or nature.
      score += functionScores[f]!.score + natureScores[n]!.score;
      const noFunctionWords = functionScores.every((x) => x.score === 0);
      if (f === defaultFunction(framework, n) && noFunctionWords) score += 0.4;
      // An expense numbered in the 5s of the common numbering is a direct cost (the class after income); the
      // numbering outweighs one function word that does not lead the name ("Diesel - delivery truck" coded 5000 is a
      // transport firm's direct cost), not a phrase or a leading word (issue 36, third round).
      if (f === MAIN_FUNCTION[framework] && asciiCode[0] === '5' && commonClass)
        score += noFunctionWords ? 0.6 : 3 * twice;
      if (n === EXPENSE_NATURES.length - 1 && natureScores.every((x) => x.score === 0)) score += 0.3;
      const found = [...functionScores[f]!.found, ...natureScores[n]!.found];
      if (found.length) reasons.push({ en: `name: ${found.join(', ')}`, kh: `ឈ្មោះ៖ ${found.join(', ')}` });
    } else {
      const words = wordScore(en, kh, c, phrases);
      score += words.score;
      // The label's own words, where two or more of them are in the name in any order ("Advance payment to timber
      // supplier" has "advances" and "suppliers" of "Advances to suppliers").
      const overlap = labelOverlap(nameStems, c.labelEn);
      if (overlap >= 2) score += overlap / 2;
      if (hasWord(en, c.labelEn) || (c.labelKh && khmerWordIn(kh, compactKh(c.labelKh), phrases.pieces))) score += 4;
      else if (
        (c.baseEn && hasWord(en, c.baseEn)) ||
        (c.baseKh && compactKh(c.baseKh).length > 3 && hasKhmerWord(kh, compactKh(c.baseKh)))
      )
        score += 3;
      if (words.found.length)
        reasons.push({ en: `name: ${words.found.join(', ')}`, kh: `ឈ្មោះ៖ ${words.found.join(', ')}` });
      if (words.found.length && GOODS_PARTS.has(c.concept)) inPlay.add(c.concept);
      if (c.concept.includes(':Other')) score += 0.2;
      if (c.family) {
        // The line's words count at half weight for each of its parts; a tie goes to the catch-all part.
        const line = wordScore(en, kh, c.family, phrases);
        score += line.score / 2;
        if (
          hasWord(en, c.family.labelEn) ||
          (c.family.labelKh && khmerWordIn(kh, compactKh(c.family.labelKh), phrases.pieces))
        )
          score += 2;
        if (c.family.catchAll && line.score > 0) score += 0.25;
        if (line.found.length && GOODS_PARTS.has(c.concept)) inPlay.add(c.concept);
        if (line.found.length && !words.found.length)
          reasons.push({ en: `name: ${line.found.join(', ')}`, kh: `ឈ្មោះ៖ ${line.found.join(', ')}` });
      }
    }
    if (
      c.concept === `${I}RevenueFromRenderingOfServices` &&
      (account.accountType ?? cue) === 'income' &&
      SERVICE_ACTIVITY.test(en) &&
      !NOT_SERVICE.test(en)
    )
      score += 2;
    // A prepayment word says what kind of balance the account is; the asset it names is what was paid for
    // ("Prepaid truck insurance", "ធានារ៉ាប់រងរោងម៉ាស៊ីនបង់មុន"; issue 36, third round).
    if (PREPAID_KINDS.has(c.concept) && PREPAID.test(en)) score += 3;
    // An advance to a party the entity buys from is an advance to suppliers ("Adv. to soybean suppliers",
    // "បុរេប្រទានអ្នកម៉ៅការបន្ត"; issue 36, ninth round).
    if (c.concept === `${I}CurrentAdvancesToSuppliers` && ADVANCE.test(en) && SUPPLIER_PARTY.test(en))
      score += 5 * twice;
    // … and what is owed to one is a trade payable ("ប្រាក់ជំពាក់អ្នកលក់ដុំមាស", due to gold wholesalers).
    if (c.concept === `${I}TradeAndOtherCurrentPayablesToTradeSuppliers` && OWED_TO.test(en) && SUPPLIER_PARTY.test(en))
      score += 3 * twice;
    // A related party named in the name decides over "accounts receivable" or "accounts payable" said in general
    // ("គណនីត្រូវទទួលពីអង្គការបងប្អូន", A/R from the sister organisation; issue 36, tenth round); a loan stays a loan.
    if (RELATED_BALANCES.has(c.concept) && RELATED_PARTY.test(en) && !LOAN_WORDS.test(en)) score += 3 * twice;
    if (months !== undefined && months > 3) {
      if (c.concept === `${I}OtherCurrentFinancialAssets`) score += 5;
      if (c.concept === `${I}CashAndCashEquivalents`) score -= 5;
    }
    // A deposit paid on a lease or rent is the deposit, not what is leased ("Deposit - warehouse lease",
    // "ប្រាក់តម្កល់ជួលឃ្លាំង"; issue 36, ninth round).
    if (c.concept === `${I}OtherNoncurrentAssets` && LEASE_DEPOSIT.test(en) && !DEPOSIT_HELD.test(en))
      score += 4 * twice;
    // A company's stock of goods is its merchandise, where no other part of inventories is named ("Cement stock",
    // "ស្តុកជី"): the tie within the line goes to it, not to the catch-all; a non-profit entity's stock is supplies it
    // gives out, and a provision for stock is for all of it (issue 36, thirteenth round).
    if (c.concept === `${I}Merchandise` && framework === 'crfrf' && STOCK.test(en) && !STOCK_ALL.test(en)) score += 1;
    // … and a company's plain receivable is from those it sells to ("Receivable from card companies",
    // "ប្រាក់ត្រូវទទួលពីអ្នកម៉ៅការ"): the tie goes to trade receivables, not to the catch-all; a deposit to get back
    // or a grant is another receivable, and a non-profit entity's are from donors (issue 36, thirteenth round).
    if (
      c.concept === `${I}CurrentTradeReceivables` &&
      framework === 'crfrf' &&
      RECEIVABLE.test(en) &&
      !NOT_TRADE_PARTY.test(en)
    )
      score += 0.5;
    // … and a plain payable to a party is owed to a supplier ("Payable to bands & MCs", "ប្រាក់ជំពាក់ក្រុមហ៊ុនគ្រាប់ពូជ"),
    // not fees owed to the state or a credit card (issue 36, thirteenth round).
    if (
      c.concept === `${I}TradeAndOtherCurrentPayablesToTradeSuppliers` &&
      framework === 'crfrf' &&
      PAYABLE.test(en) &&
      !NOT_TRADE_PARTY.test(en) &&
      !OTHER_PAYABLE.test(en)
    )
      score += 0.5;
    if (framework === 'npo' && TRADE_PARTS.has(c.concept) && !SOLD_GOODS.test(en)) score -= 3 * twice;
    // A service received by a non-profit entity is given to it (issue 36, fourteenth round).
    if (servicesReceived && c.concept === 'dfr:DonationsInKind') score += 5 * twice;
    if (grantToRefund) {
      if (c.concept === `${I}OtherCurrentPayables`) score += 4 * twice;
      else if (DEFERRED_INCOME.has(c.concept)) score -= 4 * twice;
    }
    // Stock as the head word is inventory of the goods named beside it (issue 36, fourteenth round).
    if (
      stockHead &&
      FAMILY.get(c.concept)?.line === INVENTORY_LINE &&
      (account.accountType === 'asset' || (!account.accountType && (commonClass ?? cue) === 'asset'))
    ) {
      score += 4 * twice;
      inPlay.add(c.concept);
    }
    // Goods kept for sale are merchandise, whatever the goods are ("Hand tools for sale", "ឧបករណ៍ដៃសម្រាប់លក់").
    if (c.concept === `${I}Merchandise` && FOR_SALE.test(en)) score += 3 * twice;
    // The state of goods ("in production", "finished", "in transit") says more than what the goods are.
    if (STATE_PARTS.has(c.concept) && !c.matrix && stateFound(en, kh, c)) score += 5 * twice;
    const country = evidence.find((e) => e.concept === c.concept);
    if (country) {
      score += 15 + Math.min(country.entities, 1000) / 1000;
      reasons.unshift(evidenceReason(country.entities));
    }
    if (learned.some((a) => a.concept === c.concept)) {
      score += 20;
      reasons.push({ en: 'an account of the same name maps to it', kh: 'គណនីឈ្មោះដូចគ្នាប្រើធាតុនេះ' });
    }
    if (cue && c.category === cue) score += headDecides ? 14 : 8;
    if (codeKinds?.has(c.category)) score += 1;
    // Without a type, the classes 1 to 6 of the common numbering decide the kind over the words found anywhere in the
    // name (+8), not over a head word ("6100 Repair service income" of a chart numbered as the default chart is);
    // 7 to 9 (other, finance and tax items, or a chart's additions) stay a hint. A chart's memory and the country's
    // evidence still come first (issue 36, thirteenth round).
    if (!account.accountType && commonClass === c.category)
      score += FIRM_CLASSES.test(asciiCode[0]!) && !headDecides && !learned.length && !evidence.length ? 20 : 5;
    // The term words decide the part: "Short-term bank loan" is never a long-term borrowing.
    const side = term && c.category !== 'income' && c.category !== 'expense' ? termOfConcept(c.concept) : undefined;
    if (side && side === term) score += term === 'portion' ? 6 : 3;
    else if (side && !(term === 'short' && side === 'portion')) score -= term === 'portion' && side === 'long' ? 16 : 8;
    if (account.balanceType && c.balance === account.balanceType) score += 0.5;
    // Codes typed in Khmer digits are the same codes.
    const code = toAsciiDigits(account.code ?? '');
    if (code.length >= 2 && c.codes.some((d) => d.slice(0, 2) === code.slice(0, 2))) {
      score += 1;
      reasons.push({ en: `code ${code} is in its usual range`, kh: `លេខកូដ ${code} ស្ថិតក្នុងចន្លោះធម្មតារបស់វា` });
    } else if (code.length >= 1 && c.codes.some((d) => d[0] === code[0])) score += 0.3;
    if (account.accountType)
      reasons.push({ en: `account type ${account.accountType}`, kh: `ប្រភេទគណនី ${account.accountType}` });
    scored.push({ concept: c.concept, score: Math.round(score * 100) / 100, reasons });
  }
  scored.sort(bestFirst);
  // What the chart's other accounts say the entity does decides what the name leaves open (issue 36, sixteenth round).
  if (options.context && asAsset && !STOCK_ALL.test(en))
    decideByContext(scored, options.context, {
      code: account.code ?? '',
      inPlay,
      weight: CONTEXT_WEIGHT * twice,
      productsOnly: / products? /.test(en) && !/ (finished|semi-finished|ready) /.test(en),
      longTerm: (concept) => LONG_TERM_LINES.has(FAMILY.get(concept)?.line ?? '') || termOfConcept(concept) === 'long',
    });
  return scored.slice(0, options.limit ?? 3);
}
