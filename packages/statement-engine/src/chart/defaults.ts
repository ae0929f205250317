// The default charts of accounts. Each account posts to one taxonomy concept; expenses post to a function ×
// nature concept so both profit-or-loss variants come from the same chart.
import type { AccountType, BalanceType, ChartAccount, Framework } from '../model/types';
import { ALL_CONCEPTS, EXPENSE_FUNCTIONS, EXPENSE_NATURES, matrixConcept } from '../taxonomy/concepts';

type Row = [
  code: string,
  en: string,
  kh: string,
  parent: string,
  type: AccountType,
  concept: string,
  mandatory?: boolean,
];

const I = 'ifrs-full:';
const COS = 0;
const DIST = 1;
const ADMIN = 2;
const OTHER = EXPENSE_FUNCTIONS.length - 1;
const GOODS = 0;
const STAFF = 1;
const DEPR = 2;
const MISC = EXPENSE_NATURES.length - 1;

const ASSETS: Row[] = [
  ['1100', 'Property, plant and equipment', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ', '', 'asset', `${I}PropertyPlantAndEquipment`],
  ['1110', 'Land and buildings', 'ដី និងអគារ', '1100', 'asset', `${I}PropertyPlantAndEquipment`],
  ['1120', 'Motor vehicles', 'យានយន្ត', '1100', 'asset', `${I}PropertyPlantAndEquipment`],
  ['1130', 'Office equipment', 'បរិក្ខារការិយាល័យ', '1100', 'asset', `${I}PropertyPlantAndEquipment`],
  ['1190', 'Accumulated depreciation', 'រំលស់បង្គរ', '1100', 'asset', `${I}PropertyPlantAndEquipment`],
  ['1200', 'Intangible assets', 'ទ្រព្យសកម្មអរូបី', '', 'asset', `${I}IntangibleAssetsOtherThanGoodwill`],
  ['1300', 'Investment property', 'អចលនទ្រព្យវិនិយោគ', '', 'asset', `${I}InvestmentProperty`],
  ['1400', 'Deferred tax assets', 'ទ្រព្យសកម្មពន្ធពន្យារ', '', 'asset', `${I}DeferredTaxAssets`],
  ['1500', 'Other non-current assets', 'ទ្រព្យសកម្មរយៈពេលវែងផ្សេងៗ', '', 'asset', `${I}OtherNoncurrentAssets`],
  ['2100', 'Inventories', 'សារពើភ័ណ្ឌ', '', 'asset', `${I}Inventories`],
  ['2110', 'Merchandise', 'ទំនិញ', '2100', 'asset', `${I}Inventories`],
  ['2200', 'Trade receivables', 'គណនីត្រូវទទួលពាណិជ្ជកម្ម', '', 'asset', `${I}TradeAndOtherCurrentReceivables`],
  ['2210', 'Other receivables', 'គណនីត្រូវទទួលផ្សេងៗ', '2200', 'asset', `${I}TradeAndOtherCurrentReceivables`],
  ['2300', 'Prepayments', 'ការបង់ប្រាក់ជាមុន', '', 'asset', `${I}CurrentPrepayments`],
  ['2400', 'Prepaid income tax', 'ពន្ធលើប្រាក់ចំណូលបង់ជាមុន', '', 'asset', `${I}CurrentTaxAssetsCurrent`],
  ['2500', 'Other current assets', 'ទ្រព្យសកម្មរយៈពេលខ្លីផ្សេងៗ', '', 'asset', `${I}OtherCurrentAssets`],
  ['2600', 'Cash and cash equivalents', 'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល', '', 'asset', `${I}CashAndCashEquivalents`, true],
  ['2610', 'Cash on hand', 'សាច់ប្រាក់ក្នុងដៃ', '2600', 'asset', `${I}CashAndCashEquivalents`],
  ['2620', 'Cash at bank (KHR)', 'សាច់ប្រាក់នៅធនាគារ (រៀល)', '2600', 'asset', `${I}CashAndCashEquivalents`],
  ['2630', 'Cash at bank (USD)', 'សាច់ប្រាក់នៅធនាគារ (ដុល្លារ)', '2600', 'asset', `${I}CashAndCashEquivalents`],
];

const LIABILITIES: Row[] = [
  ['4100', 'Long-term bank loans', 'ប្រាក់កម្ចីធនាគាររយៈពេលវែង', '', 'liability', `${I}LongtermBorrowings`],
  ['4200', 'Lease liabilities (non-current)', 'បំណុលភតិសន្យារយៈពេលវែង', '', 'liability', `${I}NoncurrentLeaseLiabilities`],
  ['4300', 'Deferred tax liabilities', 'បំណុលពន្ធពន្យារ', '', 'liability', `${I}DeferredTaxLiabilities`],
  ['4400', 'Provisions (non-current)', 'សំវិធានធនរយៈពេលវែង', '', 'liability', `${I}NoncurrentProvisions`],
  ['4500', 'Other non-current liabilities', 'បំណុលរយៈពេលវែងផ្សេងៗ', '', 'liability', `${I}OtherNoncurrentLiabilities`],
  ['5100', 'Trade payables', 'គណនីត្រូវសងពាណិជ្ជកម្ម', '', 'liability', `${I}TradeAndOtherCurrentPayables`],
  [
    '5110',
    'Accrued expenses and other payables',
    'ចំណាយបង្គរ និងគណនីត្រូវសងផ្សេងៗ',
    '5100',
    'liability',
    `${I}TradeAndOtherCurrentPayables`,
  ],
  ['5200', 'Short-term borrowings', 'ប្រាក់កម្ចីរយៈពេលខ្លី', '', 'liability', `${I}ShorttermBorrowings`],
  ['5300', 'Lease liabilities (current)', 'បំណុលភតិសន្យារយៈពេលខ្លី', '', 'liability', `${I}CurrentLeaseLiabilities`],
  ['5400', 'Income tax payable', 'ពន្ធលើប្រាក់ចំណូលត្រូវបង់', '', 'liability', `${I}CurrentTaxLiabilitiesCurrent`],
  ['5500', 'Provisions (current)', 'សំវិធានធនរយៈពេលខ្លី', '', 'liability', `${I}CurrentProvisions`],
  ['5600', 'Other current liabilities', 'បំណុលរយៈពេលខ្លីផ្សេងៗ', '', 'liability', `${I}OtherCurrentLiabilities`],
];

const EQUITY: Record<Framework, Row[]> = {
  crfrf: [
    ['3100', 'Share capital', 'ដើមទុន', '', 'equity', `${I}IssuedCapital`, true],
    ['3200', 'Share premium', 'តម្លៃលើសនៃភាគហ៊ុន', '', 'equity', `${I}SharePremium`],
    ['3300', 'Retained earnings', 'ប្រាក់ចំណេញរក្សាទុក', '', 'equity', `${I}RetainedEarnings`, true],
    ['3400', 'Other reserves', 'ទុនបម្រុងផ្សេងៗ', '', 'equity', `${I}OtherReserves`],
    [
      '3500',
      'Translation reserve',
      'ទុនបម្រុងពីការប្តូររូបិយប័ណ្ណ',
      '',
      'equity',
      `${I}ReserveOfExchangeDifferencesOnTranslation`,
    ],
    [
      '3600',
      'Dividends declared',
      'ភាគលាភដែលបានប្រកាស',
      '',
      'equity',
      `${I}DividendsRecognisedAsDistributionsToOwnersOfParent`,
    ],
  ],
  npo: [
    ['3100', 'Restricted funds', 'មូលនិធិមានការរឹតបន្តឹង', '', 'equity', 'dfr:RestrictedFunds'],
    ['3200', 'Non-restricted funds', 'មូលនិធិគ្មានការរឹតបន្តឹង', '', 'equity', 'dfr:UnrestrictedFunds', true],
    ['3400', 'Other reserves', 'ទុនបម្រុងផ្សេងៗ', '', 'equity', `${I}OtherReserves`],
    [
      '3500',
      'Translation reserve',
      'ទុនបម្រុងពីការប្តូររូបិយប័ណ្ណ',
      '',
      'equity',
      `${I}ReserveOfExchangeDifferencesOnTranslation`,
    ],
  ],
};

const INCOME: Record<Framework, Row[]> = {
  crfrf: [
    ['6100', 'Sales of goods', 'ការលក់ទំនិញ', '', 'income', `${I}RevenueFromSaleOfGoods`, true],
    ['6200', 'Service revenue', 'ចំណូលពីសេវា', '', 'income', `${I}RevenueFromRenderingOfServices`],
    ['6300', 'Other revenue', 'ចំណូលផ្សេងៗ', '', 'income', `${I}OtherRevenue`],
    ['6400', 'Other income', 'ចំណូលផ្សេងទៀត', '', 'income', `${I}OtherIncome`],
    ['6500', 'Interest income', 'ចំណូលការប្រាក់', '', 'income', `${I}FinanceIncome`],
  ],
  npo: [
    ['6100', 'Donations and grants', 'ជំនួយ និងអំណោយ', '', 'income', 'dfr:DonationsAndGrants', true],
    ['6150', 'Membership fees', 'ភាគទានសមាជិក', '', 'income', 'dfr:MembershipFees'],
    ['6200', 'Service fees', 'ថ្លៃសេវា', '', 'income', `${I}RevenueFromRenderingOfServices`],
    ['6300', 'Other revenue', 'ចំណូលផ្សេងៗ', '', 'income', `${I}OtherRevenue`],
    ['6400', 'Other income', 'ចំណូលផ្សេងទៀត', '', 'income', `${I}OtherIncome`],
    ['6500', 'Interest income', 'ចំណូលការប្រាក់', '', 'income', `${I}FinanceIncome`],
  ],
};

const EXPENSES: Row[] = [
  ['7100', 'Cost of goods sold', 'ថ្លៃដើមទំនិញលក់', '', 'expense', matrixConcept(COS, GOODS)],
  ['7200', 'Direct labour', 'កម្លាំងពលកម្មផ្ទាល់', '', 'expense', matrixConcept(COS, STAFF)],
  ['7300', 'Depreciation (production)', 'រំលស់ (ផលិតកម្ម)', '', 'expense', matrixConcept(COS, DEPR)],
  ['7400', 'Other cost of sales', 'ថ្លៃដើមលក់ផ្សេងៗ', '', 'expense', matrixConcept(COS, MISC)],
  ['8100', 'Sales staff salaries', 'ប្រាក់បៀវត្សបុគ្គលិកលក់', '', 'expense', matrixConcept(DIST, STAFF)],
  ['8200', 'Delivery and transport', 'ការដឹកជញ្ជូន', '', 'expense', matrixConcept(DIST, MISC)],
  ['8300', 'Advertising', 'ការផ្សាយពាណិជ្ជកម្ម', '', 'expense', matrixConcept(DIST, MISC)],
  ['8400', 'Depreciation (delivery vehicles)', 'រំលស់ (យានយន្តដឹកជញ្ជូន)', '', 'expense', matrixConcept(DIST, DEPR)],
  ['9100', 'Administrative salaries', 'ប្រាក់បៀវត្សរដ្ឋបាល', '', 'expense', matrixConcept(ADMIN, STAFF)],
  ['9200', 'Rent', 'ថ្លៃជួល', '', 'expense', matrixConcept(ADMIN, MISC)],
  ['9300', 'Utilities', 'ទឹក ភ្លើង', '', 'expense', matrixConcept(ADMIN, MISC)],
  ['9400', 'Office supplies', 'សម្ភារៈការិយាល័យ', '', 'expense', matrixConcept(ADMIN, GOODS)],
  ['9500', 'Depreciation (office)', 'រំលស់ (ការិយាល័យ)', '', 'expense', matrixConcept(ADMIN, DEPR)],
  ['9600', 'Professional fees', 'ថ្លៃសេវាវិជ្ជាជីវៈ', '', 'expense', matrixConcept(ADMIN, MISC)],
  ['9700', 'Other expenses', 'ចំណាយផ្សេងៗ', '', 'expense', matrixConcept(OTHER, MISC)],
  ['9800', 'Interest expense', 'ចំណាយការប្រាក់', '', 'expense', `${I}FinanceCosts`],
  ['9900', 'Income tax expense', 'ចំណាយពន្ធលើប្រាក់ចំណូល', '', 'expense', `${I}IncomeTaxExpenseContinuingOperations`],
];

const NORMAL_BALANCE: Record<AccountType, BalanceType> = {
  asset: 'debit',
  expense: 'debit',
  liability: 'credit',
  equity: 'credit',
  income: 'credit',
};

function toAccount([code, nameEn, nameKh, parent, accountType, concept, mandatory = false]: Row): ChartAccount {
  const contra = code === '1190' || concept.includes('Dividends');
  const account: ChartAccount = {
    code,
    nameEn,
    nameKh,
    accountType,
    concept,
    balanceType: contra ? (NORMAL_BALANCE[accountType] === 'debit' ? 'credit' : 'debit') : NORMAL_BALANCE[accountType],
    periodType:
      accountType === 'income' || accountType === 'expense' || concept.includes('Dividends') ? 'duration' : 'instant',
    mandatory,
  };
  const documentation = ALL_CONCEPTS[concept]?.documentation;
  if (documentation) account.documentation = { ...documentation };
  if (parent) account.parentCode = parent;
  return account;
}

/** The default chart of accounts of a framework (a fresh copy each call). */
export function defaultAccounts(framework: Framework): ChartAccount[] {
  return [...ASSETS, ...EQUITY[framework], ...LIABILITIES, ...INCOME[framework], ...EXPENSES]
    .map(toAccount)
    .sort((a, b) => a.code.localeCompare(b.code));
}
