// A 200-account chart of a small Cambodian company that trades, services and assembles (written after the charts
// small companies in Phnom Penh keep: 4-digit codes, 1 assets, 2 liabilities, 3 equity, 4 revenue, 5 cost of sales,
// 6 operating expenses, 7 other income and expenses, 8 finance and tax), in English and Khmer, with the concept a
// preparer would choose for each account. Used to measure the mapping assistant. With the wider taxonomy of issue 18
// the expected concept is the most specific one a preparer would now choose (a class of property, a nature of
// expense), where it was the line before.
import type { AccountType } from '../../model/types';
import {
  ADMIN,
  ADVERTISING,
  BANK,
  COMMUNICATION,
  COS,
  DEPR,
  GOODS,
  INSURANCE,
  MISC,
  OTHER,
  PROFESSIONAL,
  RENT,
  REPAIRS,
  SELL,
  STAFF,
  TAXES,
  TRANSPORT,
  TRAVEL,
  UTILITIES,
  X,
} from './expense-kinds';

export interface TestAccount {
  code: string;
  nameEn: string;
  nameKh: string;
  accountType: AccountType;
  expected: string;
}

const I = 'ifrs-full:';

type Row = [string, string, string, AccountType, string];
const rows: Row[] = [];
let next = 0;
const add = (codeBase: number, en: string, kh: string, type: AccountType, expected: string) => {
  rows.push([String(codeBase + (next++ % 90)), en, kh, type, expected]);
};

// Cash: banks × currencies, petty cash.
next = 0;
for (const [bank, bankKh] of [
  ['ABA Bank', 'ធនាគារ ABA'],
  ['ACLEDA Bank', 'ធនាគារ ACLEDA'],
  ['Canadia Bank', 'ធនាគារ កាណាឌីយ៉ា'],
  ['Prince Bank', 'ធនាគារ ព្រីនស៍'],
  ['Sathapana Bank', 'ធនាគារ ស្ថាបនា'],
  ['Wing Bank', 'ធនាគារ វីង'],
])
  for (const [cur, curKh] of [
    ['USD', 'ដុល្លារ'],
    ['KHR', 'រៀល'],
  ])
    add(1100, `${bank} current account ${cur}`, `គណនីចរន្តនៅ${bankKh} (${curKh})`, 'asset', `${I}CashAndCashEquivalents`);
add(1100, 'Petty cash USD', 'សាច់ប្រាក់តូចតាច (ដុល្លារ)', 'asset', `${I}CashAndCashEquivalents`);
add(1100, 'Petty cash KHR', 'សាច់ប្រាក់តូចតាច (រៀល)', 'asset', `${I}CashAndCashEquivalents`);
add(1100, 'Cash on hand - shop', 'ប្រាក់ក្នុងដៃ - ហាង', 'asset', `${I}CashAndCashEquivalents`);
add(1100, 'Fixed deposit 3 months ABA', 'ប្រាក់បញ្ញើមានកាលកំណត់ ៣ខែ ABA', 'asset', `${I}CashAndCashEquivalents`);

next = 0;
const assets: [string, string, string][] = [
  ['Trade receivables - local customers', 'គណនីត្រូវទទួលពីអតិថិជនក្នុងស្រុក', `${I}CurrentTradeReceivables`],
  ['Trade receivables - export customers', 'គណនីត្រូវទទួលពីអតិថិជននាំចេញ', `${I}CurrentTradeReceivables`],
  ['Allowance for doubtful debts', 'សំវិធានធនបំណុលសង្ស័យ', `${I}CurrentTradeReceivables`],
  ['Staff advances', 'បុរេប្រទានបុគ្គលិក', `${I}OtherCurrentReceivables`],
  ['Other receivables', 'គណនីត្រូវទទួលផ្សេងៗ', `${I}OtherCurrentReceivables`],
  ['Amount due from director', 'ប្រាក់ត្រូវទទួលពីនាយក', `${I}TradeAndOtherCurrentReceivablesDueFromRelatedParties`],
  ['VAT input', 'អាករលើតម្លៃបន្ថែមធាតុចូល', `${I}CurrentValueAddedTaxReceivables`],
  ['Accrued interest income receivable', 'ចំណូលការប្រាក់បង្គរត្រូវទទួល', `${I}OtherCurrentReceivables`],
  ['Prepaid rent', 'ថ្លៃជួលបង់មុន', `${I}CurrentPrepayments`],
  ['Prepaid insurance', 'ធានារ៉ាប់រងបង់មុន', `${I}CurrentPrepayments`],
  ['Advances to suppliers', 'ប្រាក់បង់មុនឱ្យអ្នកផ្គត់ផ្គង់', `${I}CurrentAdvancesToSuppliers`],
  ['Prepaid software subscriptions', 'ការជាវកម្មវិធីបង់មុន', `${I}CurrentPrepayments`],
  ['Prepayment of profit tax', 'ប្រាក់រំដោះពន្ធលើប្រាក់ចំណេញ', `${I}CurrentTaxAssetsCurrent`],
  ['Minimum tax credit', 'ឥណទានពន្ធអប្បបរមា', `${I}CurrentTaxAssetsCurrent`],
  ['Merchandise inventory', 'សារពើភ័ណ្ឌទំនិញ', `${I}Merchandise`],
  ['Raw materials', 'វត្ថុធាតុដើម', `${I}RawMaterials`],
  ['Work in progress', 'ផលិតផលកំពុងផលិត', `${I}WorkInProgress`],
  ['Finished goods', 'ផលិតផលសម្រេច', `${I}FinishedGoods`],
  ['Spare parts stock', 'ស្តុកគ្រឿងបន្លាស់', `${I}ProductionSupplies`],
  ['Goods in transit', 'ទំនិញកំពុងដឹកជញ្ជូន', `${I}CurrentInventoriesInTransit`],
  ['Packaging materials stock', 'ស្តុកសម្ភារៈវេចខ្ចប់', `${I}ProductionSupplies`],
  ['Suspense account', 'គណនីរង់ចាំ', `${I}OtherCurrentAssets`],
  ['Land', 'ដី', `${I}Land`],
  ['Office building', 'អគារការិយាល័យ', `${I}Buildings`],
  ['Warehouse building', 'អគារឃ្លាំង', `${I}Buildings`],
  ['Delivery trucks', 'រថយន្តដឹកទំនិញ', `${I}Vehicles`],
  ['Motorbikes', 'ម៉ូតូ', `${I}Vehicles`],
  ['Assembly machinery', 'ម៉ាស៊ីនដំឡើង', `${I}Machinery`],
  ['Office furniture and fixtures', 'គ្រឿងសង្ហារឹមការិយាល័យ', `${I}FixturesAndFittings`],
  ['Computers and IT equipment', 'កុំព្យូទ័រ និងបរិក្ខារព័ត៌មានវិទ្យា', `${I}OfficeEquipment`],
  ['Leasehold improvements', 'ការកែលម្អទីតាំងជួល', `${I}Buildings`],
  ['Construction in progress', 'សំណង់កំពុងសាងសង់', `${I}ConstructionInProgress`],
  ['Accumulated depreciation - buildings', 'រំលស់បង្គរ - អគារ', `${I}Buildings`],
  ['Accumulated depreciation - vehicles', 'រំលស់បង្គរ - យានយន្ត', `${I}Vehicles`],
  ['Accumulated depreciation - machinery', 'រំលស់បង្គរ - ម៉ាស៊ីន', `${I}Machinery`],
  ['Accumulated depreciation - office equipment', 'រំលស់បង្គរ - បរិក្ខារការិយាល័យ', `${I}OfficeEquipment`],
  ['Accounting software', 'កម្មវិធីគណនេយ្យ', `${I}ComputerSoftware`],
  ['Trademark registration', 'ការចុះបញ្ជីម៉ាកយីហោ', `${I}BrandNames`],
  ['Accumulated amortisation - software', 'រំលស់បង្គរ - កម្មវិធី', `${I}ComputerSoftware`],
  ['Shophouse held for rental', 'ផ្ទះល្វែងសម្រាប់ជួល (អចលនទ្រព្យវិនិយោគ)', `${I}InvestmentProperty`],
  ['Deferred tax asset', 'ទ្រព្យសកម្មពន្ធពន្យារ', `${I}DeferredTaxAssets`],
  ['Rental deposit - warehouse', 'ប្រាក់តម្កល់ធានាការជួលឃ្លាំង', `${I}OtherNoncurrentAssets`],
  ['Long-term deposit - utilities', 'ប្រាក់កក់រយៈពេលវែង - អគ្គិសនី និងទឹក', `${I}OtherNoncurrentAssets`],
];
for (const [en, kh, c] of assets) add(1200, en, kh, 'asset', c);

next = 0;
const liabilities: [string, string, string][] = [
  ['Trade payables - local suppliers', 'គណនីត្រូវសងអ្នកផ្គត់ផ្គង់ក្នុងស្រុក', `${I}TradeAndOtherCurrentPayablesToTradeSuppliers`],
  ['Trade payables - foreign suppliers', 'គណនីត្រូវសងអ្នកផ្គត់ផ្គង់បរទេស', `${I}TradeAndOtherCurrentPayablesToTradeSuppliers`],
  ['Accrued expenses', 'ចំណាយបង្គរ', `${I}AccrualsClassifiedAsCurrent`],
  ['Accrued utilities', 'ចំណាយអគ្គិសនី និងទឹកបង្គរ', `${I}AccrualsClassifiedAsCurrent`],
  ['Salaries payable', 'ប្រាក់បៀវត្សត្រូវបង់', `${I}ShorttermEmployeeBenefitsAccruals`],
  ['NSSF contributions payable', 'វិភាគទាន បសស ត្រូវបង់', `${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`],
  ['Tax on salary payable', 'ពន្ធលើប្រាក់បៀវត្សត្រូវបង់', `${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`],
  ['Withholding tax payable', 'ពន្ធកាត់ទុកត្រូវបង់', `${I}CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax`],
  ['VAT output', 'អាករលើតម្លៃបន្ថែមធាតុចេញ', `${I}CurrentValueAddedTaxPayables`],
  ['Customer deposits', 'ប្រាក់កក់ពីអតិថិជន', `${I}CurrentAdvances`],
  ['Deferred revenue - service contracts', 'ចំណូលមិនទាន់រកបាន - កិច្ចសន្យាសេវា', `${I}DeferredIncomeClassifiedAsCurrent`],
  ['Amount due to director', 'ប្រាក់ត្រូវសងនាយក', `${I}TradeAndOtherCurrentPayablesToRelatedParties`],
  ['Dividend payable', 'ភាគលាភត្រូវបង់', `${I}OtherCurrentPayables`],
  ['Other payables', 'គណនីត្រូវសងផ្សេងៗ', `${I}OtherCurrentPayables`],
  ['Profit tax payable', 'ពន្ធលើប្រាក់ចំណេញត្រូវបង់', `${I}CurrentTaxLiabilitiesCurrent`],
  ['Bank overdraft ACLEDA', 'ឥណទានលើសបញ្ជីធនាគារ ACLEDA', `${I}ShorttermBorrowings`],
  ['Short-term loan - Canadia', 'ប្រាក់កម្ចីរយៈពេលខ្លី - កាណាឌីយ៉ា', `${I}ShorttermBorrowings`],
  ['Current portion of long-term loan', 'ផ្នែករយៈពេលខ្លីនៃប្រាក់កម្ចីរយៈពេលវែង', `${I}CurrentPortionOfLongtermBorrowings`],
  ['Lease liability - current', 'បំណុលភតិសន្យារយៈពេលខ្លី', `${I}CurrentLeaseLiabilities`],
  ['Provision for staff bonus', 'សំវិធានធនប្រាក់រង្វាន់បុគ្គលិក', `${I}CurrentProvisionsForEmployeeBenefits`],
  ['Provision for warranty', 'សំវិធានធនការធានា', `${I}OtherShorttermProvisions`],
  ['Long-term bank loan ABA', 'ប្រាក់កម្ចីរយៈពេលវែងពីធនាគារ ABA', `${I}LongtermBorrowings`],
  ['Loan from shareholder', 'កម្ចីពីម្ចាស់ភាគហ៊ុន', `${I}LongtermBorrowings`],
  ['Lease liability - non-current', 'បំណុលភតិសន្យារយៈពេលវែង', `${I}NoncurrentLeaseLiabilities`],
  ['Provision for seniority indemnity', 'សំវិធានធនប្រាក់បំណាច់អតីតភាព', `${I}NoncurrentProvisionsForEmployeeBenefits`],
  ['Deferred tax liability', 'បំណុលពន្ធពន្យារ', `${I}DeferredTaxLiabilities`],
];
for (const [en, kh, c] of liabilities) add(2100, en, kh, 'liability', c);

next = 0;
const equity: [string, string, string][] = [
  ['Paid-up share capital', 'ដើមទុនបានបង់', `${I}IssuedCapital`],
  ['Share premium', 'តម្លៃលើសនៃភាគហ៊ុន', `${I}SharePremium`],
  ['Retained earnings', 'ប្រាក់ចំណេញរក្សាទុក', `${I}RetainedEarnings`],
  ['Accumulated losses brought forward', 'ខាតបង្គរយោងមក', `${I}RetainedEarnings`],
  ['Legal reserve', 'ទុនបម្រុងតាមច្បាប់', `${I}StatutoryReserve`],
  ['Currency translation reserve', 'ទុនបម្រុងពីការប្តូររូបិយប័ណ្ណ', `${I}ReserveOfExchangeDifferencesOnTranslation`],
  ['Dividends declared', 'ភាគលាភបានប្រកាស', `${I}DividendsRecognisedAsDistributionsToOwnersOfParent`],
];
for (const [en, kh, c] of equity) add(3100, en, kh, 'equity', c);

next = 0;
const income: [string, string, string][] = [
  ['Sales of goods - retail', 'ការលក់ទំនិញ - រាយ', `${I}RevenueFromSaleOfGoods`],
  ['Sales of goods - wholesale', 'ការលក់ទំនិញ - ដុំ', `${I}RevenueFromSaleOfGoods`],
  ['Export sales', 'ការលក់នាំចេញ', `${I}RevenueFromSaleOfGoods`],
  ['Sales of assembled products', 'ការលក់ផលិតផលដំឡើង', `${I}RevenueFromSaleOfGoods`],
  ['Sales returns and allowances', 'ការប្រគល់ទំនិញលក់ត្រឡប់មកវិញ', `${I}RevenueFromSaleOfGoods`],
  ['Sales discounts', 'ការបញ្ចុះតម្លៃលក់', `${I}RevenueFromSaleOfGoods`],
  ['Online sales', 'ការលក់តាមអនឡាញ', `${I}RevenueFromSaleOfGoods`],
  ['Installation service revenue', 'ចំណូលពីសេវាដំឡើង', `${I}RevenueFromRenderingOfServices`],
  ['Repair and maintenance service income', 'ចំណូលពីសេវាជួសជុល និងថែទាំ', `${I}RevenueFromRenderingOfServices`],
  ['Consulting fees', 'ថ្លៃសេវាប្រឹក្សា', `${I}RevenueFromRenderingOfServices`],
  ['Training income', 'ចំណូលពីការបណ្តុះបណ្តាល', `${I}RevenueFromRenderingOfServices`],
  ['Commission income', 'ចំណូលកម្រៃជើងសា', `${I}RevenueFromRenderingOfServices`],
  ['Delivery service charges', 'ថ្លៃសេវាដឹកជញ្ជូន', `${I}RevenueFromRenderingOfServices`],
  ['Rental income - shophouse', 'ចំណូលពីការជួលផ្ទះល្វែង', `${I}MiscellaneousOtherOperatingIncome`],
  [
    'Foreign exchange gain',
    'ចំណេញពីការប្តូរប្រាក់',
    `${I}GainsLossesOnExchangeDifferencesOnTranslationRecognisedInProfitOrLoss`,
  ],
  [
    'Gain on disposal of fixed assets',
    'ចំណេញពីការលក់ទ្រព្យសកម្មរយៈពេលវែង',
    `${I}GainsLossesOnDisposalsOfPropertyPlantAndEquipment`,
  ],
  ['Miscellaneous income', 'ចំណូលផ្សេងទៀត', `${I}MiscellaneousOtherOperatingIncome`],
  ['Bank interest income', 'ចំណូលការប្រាក់ធនាគារ', `${I}RevenueFromInterest`],
  ['Interest on fixed deposit', 'ការប្រាក់ទទួលបានពីប្រាក់បញ្ញើមានកាលកំណត់', `${I}RevenueFromInterest`],
];
for (const [en, kh, c] of income) add(4100, en, kh, 'income', c);

// Expenses: functions × natures, the way departments split them.
next = 0;
const cos: [string, string, string][] = [
  ['Purchases of merchandise', 'ការទិញទំនិញ', X(COS, GOODS)],
  ['Purchases of raw materials', 'ការទិញវត្ថុធាតុដើម', X(COS, GOODS)],
  ['Cost of goods sold', 'ថ្លៃដើមទំនិញលក់', X(COS, GOODS)],
  ['Freight in', 'ថ្លៃដឹកជញ្ជូនទំនិញទិញចូល', X(COS, TRANSPORT)],
  ['Import duty and customs', 'ពន្ធគយ និងការនាំចូល', X(COS, MISC)],
  ['Direct labour - assembly', 'កម្មករផ្ទាល់ - ការដំឡើង', X(COS, STAFF)],
  ['Factory wages', 'ប្រាក់ឈ្នួលរោងចក្រ', X(COS, STAFF)],
  ['Production staff overtime', 'ម៉ោងបន្ថែមបុគ្គលិកផលិតកម្ម', X(COS, STAFF)],
  ['Depreciation - assembly machinery', 'រំលស់ - ម៉ាស៊ីនដំឡើង', X(COS, DEPR)],
  ['Factory electricity', 'អគ្គិសនីរោងចក្រ', X(COS, UTILITIES)],
  ['Production consumables', 'សម្ភារៈប្រើប្រាស់ផលិតកម្ម', X(COS, GOODS)],
  ['Cost of services - subcontractors', 'ថ្លៃដើមសេវា - អ្នកម៉ៅការបន្ត', X(COS, MISC)],
  ['Inventory count differences', 'ភាពខុសគ្នានៃការរាប់សារពើភ័ណ្ឌ', X(COS, GOODS)],
  ['Packaging materials used', 'សម្ភារៈវេចខ្ចប់ប្រើប្រាស់', X(COS, GOODS)],
];
for (const [en, kh, c] of cos) add(5100, en, kh, 'expense', c);

next = 0;
const selling: [string, string, string][] = [
  ['Salaries - sales staff', 'ប្រាក់បៀវត្ស - បុគ្គលិកលក់', X(SELL, STAFF)],
  ['Sales commissions to staff', 'កម្រៃជើងសាលក់ឱ្យបុគ្គលិក', X(SELL, STAFF)],
  ['Sales staff allowances', 'ប្រាក់ឧបត្ថម្ភបុគ្គលិកលក់', X(SELL, STAFF)],
  ['Advertising - Facebook', 'ការផ្សព្វផ្សាយ - ហ្វេសប៊ុក', X(SELL, ADVERTISING)],
  ['Marketing events', 'ព្រឹត្តិការណ៍ទីផ្សារ', X(SELL, ADVERTISING)],
  ['Promotion materials', 'សម្ភារៈផ្សព្វផ្សាយ', X(SELL, ADVERTISING)],
  ['Delivery expenses', 'ចំណាយដឹកជញ្ជូនទំនិញលក់', X(SELL, TRANSPORT)],
  ['Fuel - delivery trucks', 'ប្រេងឥន្ធនៈ - រថយន្តដឹកទំនិញ', X(SELL, GOODS)],
  ['Depreciation - delivery trucks', 'រំលស់ - រថយន្តដឹកទំនិញ', X(SELL, DEPR)],
  ['Shop rent', 'ថ្លៃជួលហាង', X(SELL, RENT)],
  ['Showroom decoration', 'ការតុបតែងបន្ទប់តាំងបង្ហាញ', X(SELL, MISC)],
  ['Distribution costs - other', 'ចំណាយលើការចែកចាយ - ផ្សេងៗ', X(SELL, MISC)],
];
for (const [en, kh, c] of selling) add(6100, en, kh, 'expense', c);

next = 0;
const admin: [string, string, string][] = [
  ['Salaries - office staff', 'ប្រាក់បៀវត្ស - បុគ្គលិកការិយាល័យ', X(ADMIN, STAFF)],
  ['Directors remuneration', 'ប្រាក់បៀវត្សនាយក', X(ADMIN, STAFF)],
  ['Staff bonus', 'ប្រាក់រង្វាន់បុគ្គលិក', X(ADMIN, STAFF)],
  ['NSSF contributions', 'វិភាគទាន បសស', X(ADMIN, STAFF)],
  ['Staff welfare', 'សុខុមាលភាពបុគ្គលិក', X(ADMIN, STAFF)],
  ['Staff training', 'ការបណ្តុះបណ្តាលបុគ្គលិក', X(ADMIN, STAFF)],
  ['Seniority indemnity expense', 'ចំណាយប្រាក់បំណាច់អតីតភាព', X(ADMIN, STAFF)],
  ['Staff uniforms', 'ឯកសណ្ឋានបុគ្គលិក', X(ADMIN, STAFF)],
  ['Office rent', 'ថ្លៃជួលការិយាល័យ', X(ADMIN, RENT)],
  ['Electricity - office', 'អគ្គិសនី - ការិយាល័យ', X(ADMIN, UTILITIES)],
  ['Water supply', 'ទឹកប្រើប្រាស់', X(ADMIN, UTILITIES)],
  ['Telephone and internet', 'ទូរស័ព្ទ និងអ៊ីនធឺណិត', X(ADMIN, COMMUNICATION)],
  ['Office stationery', 'សម្ភារៈការិយាល័យ', X(ADMIN, GOODS)],
  ['Office supplies', 'សម្ភារៈប្រើប្រាស់ការិយាល័យ', X(ADMIN, GOODS)],
  ['Audit fees', 'ថ្លៃសវនកម្ម', X(ADMIN, PROFESSIONAL)],
  ['Accounting fees', 'ថ្លៃសេវាគណនេយ្យ', X(ADMIN, PROFESSIONAL)],
  ['Legal and professional fees', 'ថ្លៃសេវាច្បាប់ និងវិជ្ជាជីវៈ', X(ADMIN, PROFESSIONAL)],
  ['Bank charges', 'ថ្លៃធនាគារ', X(ADMIN, BANK)],
  ['Insurance - office', 'ធានារ៉ាប់រង - ការិយាល័យ', X(ADMIN, INSURANCE)],
  ['Patent tax', 'ពន្ធប៉ាតង់', X(ADMIN, TAXES)],
  ['Licence fees', 'ថ្លៃអាជ្ញាប័ណ្ណ', X(ADMIN, MISC)],
  ['Travel - local', 'ការធ្វើដំណើរ - ក្នុងស្រុក', X(ADMIN, TRAVEL)],
  ['Travel - overseas', 'ការធ្វើដំណើរ - ក្រៅប្រទេស', X(ADMIN, TRAVEL)],
  ['Repairs and maintenance - office', 'ជួសជុល និងថែទាំ - ការិយាល័យ', X(ADMIN, REPAIRS)],
  ['Cleaning services', 'សេវាសម្អាត', X(ADMIN, MISC)],
  ['Security services', 'សេវាសន្តិសុខ', X(ADMIN, MISC)],
  ['Fuel - office car', 'ប្រេងឥន្ធនៈ - រថយន្តការិយាល័យ', X(ADMIN, GOODS)],
  ['Meals and entertainment', 'អាហារ និងការទទួលភ្ញៀវ', X(ADMIN, MISC)],
  ['Postage and courier', 'ប្រៃសណីយ៍ និងការដឹកឯកសារ', X(ADMIN, COMMUNICATION)],
  ['Printing and photocopying', 'ការបោះពុម្ព និងថតចម្លង', X(ADMIN, MISC)],
  ['Software subscriptions', 'ការជាវកម្មវិធី', X(ADMIN, MISC)],
  ['Depreciation - office building', 'រំលស់ - អគារការិយាល័យ', X(ADMIN, DEPR)],
  ['Depreciation - office equipment', 'រំលស់ - បរិក្ខារការិយាល័យ', X(ADMIN, DEPR)],
  ['Depreciation - computers', 'រំលស់ - កុំព្យូទ័រ', X(ADMIN, DEPR)],
  ['Amortisation - accounting software', 'រំលស់ - កម្មវិធីគណនេយ្យ', X(ADMIN, DEPR)],
  ['Administrative expenses - general', 'ចំណាយរដ្ឋបាលទូទៅ', X(ADMIN, MISC)],
];
for (const [en, kh, c] of admin) add(6300, en, kh, 'expense', c);

next = 0;
const other: [string, string, string][] = [
  ['Foreign exchange loss', 'ខាតពីការប្តូរប្រាក់', X(OTHER, MISC)],
  ['Loss on disposal of fixed assets', 'ការខាតពីការលក់ទ្រព្យសកម្មរយៈពេលវែង', X(OTHER, MISC)],
  ['Tax penalties', 'ពិន័យពន្ធ', X(OTHER, MISC)],
  ['Bad debts written off', 'បំណុលទារមិនបានលុបចោល', X(OTHER, MISC)],
  ['Charitable donations', 'ការបរិច្ចាគសប្បុរសធម៌', X(OTHER, MISC)],
  ['Inventory write-off', 'ការលុបចោលសារពើភ័ណ្ឌ', X(OTHER, GOODS)],
  ['Interest expense - bank loan', 'ចំណាយការប្រាក់ - ប្រាក់កម្ចីធនាគារ', `${I}InterestExpenseOnBorrowings`],
  ['Interest on shareholder loan', 'ការប្រាក់លើប្រាក់កម្ចីពីម្ចាស់ភាគហ៊ុន', `${I}InterestExpenseOnBorrowings`],
  ['Lease interest', 'ការប្រាក់ភតិសន្យា', `${I}InterestExpenseOnLeaseLiabilities`],
  ['Overdraft interest', 'ការប្រាក់ឥណទានលើសបញ្ជី', `${I}InterestExpenseOnBorrowings`],
  ['Tax on profit', 'ចំណាយពន្ធលើប្រាក់ចំណេញ', `${I}CurrentTaxExpenseIncome`],
  ['Minimum tax expense', 'ចំណាយពន្ធអប្បបរមា', `${I}CurrentTaxExpenseIncome`],
];
for (const [en, kh, c] of other) add(7100, en, kh, 'expense', c);

// The second shop and the service workshop, opened later and added at the end of the chart.
next = 0;
const more: [string, string, string, AccountType][] = [
  ['Cash register - second shop', 'ប្រាក់ក្នុងទូ - ហាងទី២', `${I}CashAndCashEquivalents`, 'asset'],
  ['KHQR collections clearing', 'សាច់ប្រាក់ប្រមូលតាម KHQR', `${I}CashAndCashEquivalents`, 'asset'],
  ['Workshop tools', 'ឧបករណ៍រោងជាង', `${I}Machinery`, 'asset'],
  ['Air conditioners', 'ម៉ាស៊ីនត្រជាក់', `${I}OfficeEquipment`, 'asset'],
  ['Receivable from KHQR provider', 'គណនីត្រូវទទួលពីអ្នកផ្តល់សេវា KHQR', `${I}OtherCurrentReceivables`, 'asset'],
  ['Accrued audit fee', 'ថ្លៃសវនកម្មបង្គរ', `${I}AccrualsClassifiedAsCurrent`, 'liability'],
  ['Credit card payable', 'ប្រាក់ត្រូវសងកាតឥណទាន', `${I}OtherCurrentPayables`, 'liability'],
  ['Capital contribution - new shareholder', 'ដើមទុនបន្ថែមពីម្ចាស់ភាគហ៊ុនថ្មី', `${I}IssuedCapital`, 'equity'],
  ['Workshop service revenue', 'ចំណូលពីសេវារោងជាង', `${I}RevenueFromRenderingOfServices`, 'income'],
  ['Scrap sales', 'ការលក់អេតចាយ', `${I}RevenueFromSaleOfGoods`, 'income'],
  ['Workshop technicians wages', 'ប្រាក់ឈ្នួលជាងបច្ចេកទេស', X(COS, STAFF), 'expense'],
  ['Workshop spare parts used', 'គ្រឿងបន្លាស់ប្រើប្រាស់ក្នុងរោងជាង', X(COS, GOODS), 'expense'],
  ['Second shop rent', 'ថ្លៃជួលហាងទី២', X(SELL, RENT), 'expense'],
  ['Generator fuel - office', 'ប្រេងឥន្ធនៈម៉ាស៊ីនភ្លើង - ការិយាល័យ', X(ADMIN, GOODS), 'expense'],
  ['Vehicle insurance - office car', 'ធានារ៉ាប់រងយានយន្ត - រថយន្តការិយាល័យ', X(ADMIN, INSURANCE), 'expense'],
];
for (const [en, kh, c, type] of more) add(8100, en, kh, type, c);

export const SMALL_COMPANY_CHART: TestAccount[] = rows.map(([code, nameEn, nameKh, accountType, expected]) => ({
  code,
  nameEn,
  nameKh,
  accountType,
  expected,
}));
