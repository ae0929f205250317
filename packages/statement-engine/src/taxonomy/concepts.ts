// The concepts of both frameworks. IFRS Taxonomy element names (`ifrs-full:`) where IFRS has the concept; the
// product's own concepts use `dfr:`. Khmer labels follow design/glossary-kh.md where the glossary has the term.
import type { BalanceType, Bilingual, Concept, PeriodType, ValueType } from '../model/types';

type Row = [
  name: string,
  en: string,
  kh: string,
  balance: BalanceType | '',
  period: 'i' | 'd',
  valueType?: ValueType,
  mandatory?: boolean,
];

const m = (
  name: string,
  en: string,
  kh: string,
  balance: BalanceType | '',
  period: 'i' | 'd',
  mandatory = false,
): Row => [name, en, kh, balance, period, 'monetary', mandatory];

/** Financial position line items (instant). */
const FINANCIAL_POSITION: Row[] = [
  m('ifrs-full:Assets', 'Assets', 'ទ្រព្យសកម្ម', 'debit', 'i', true),
  m('ifrs-full:NoncurrentAssets', 'Non-current assets', 'ទ្រព្យសកម្មរយៈពេលវែង', 'debit', 'i'),
  m('ifrs-full:PropertyPlantAndEquipment', 'Property, plant and equipment', 'ទ្រព្យ រោងចក្រ និងបរិក្ខារ', 'debit', 'i'),
  m('ifrs-full:IntangibleAssetsOtherThanGoodwill', 'Intangible assets', 'ទ្រព្យសកម្មអរូបី', 'debit', 'i'),
  m('ifrs-full:InvestmentProperty', 'Investment property', 'អចលនទ្រព្យវិនិយោគ', 'debit', 'i'),
  m('ifrs-full:DeferredTaxAssets', 'Deferred tax assets', 'ទ្រព្យសកម្មពន្ធពន្យារ', 'debit', 'i'),
  // IFRS for SMEs 4.2 line items (biological assets, associates, other financial assets, non-current receivables).
  m('ifrs-full:NoncurrentBiologicalAssets', 'Non-current biological assets', 'ទ្រព្យសកម្មជីវសាស្ត្ររយៈពេលវែង', 'debit', 'i'),
  m('ifrs-full:InvestmentsInAssociates', 'Investments in associates', 'ការវិនិយោគក្នុងក្រុមហ៊ុនរួម', 'debit', 'i'),
  m(
    'ifrs-full:OtherNoncurrentFinancialAssets',
    'Other non-current financial assets',
    'ទ្រព្យសកម្មហិរញ្ញវត្ថុរយៈពេលវែងផ្សេងៗ',
    'debit',
    'i',
  ),
  m('ifrs-full:NoncurrentReceivables', 'Non-current receivables', 'គណនីត្រូវទទួលរយៈពេលវែង', 'debit', 'i'),
  m('ifrs-full:CurrentBiologicalAssets', 'Current biological assets', 'ទ្រព្យសកម្មជីវសាស្ត្ររយៈពេលខ្លី', 'debit', 'i'),
  m(
    'ifrs-full:OtherCurrentFinancialAssets',
    'Other current financial assets',
    'ទ្រព្យសកម្មហិរញ្ញវត្ថុរយៈពេលខ្លីផ្សេងៗ',
    'debit',
    'i',
  ),
  // IFRS for SMEs (third edition) section 20: the lessee's right to use a leased asset.
  m('ifrs-full:RightofuseAssets', 'Right-of-use assets', 'ទ្រព្យសកម្មសិទ្ធិប្រើប្រាស់', 'debit', 'i'),
  m('ifrs-full:OtherNoncurrentAssets', 'Other non-current assets', 'ទ្រព្យសកម្មរយៈពេលវែងផ្សេងៗ', 'debit', 'i'),
  m('ifrs-full:CurrentAssets', 'Current assets', 'ទ្រព្យសកម្មរយៈពេលខ្លី', 'debit', 'i'),
  m('ifrs-full:Inventories', 'Inventories', 'សារពើភ័ណ្ឌ', 'debit', 'i'),
  m(
    'ifrs-full:TradeAndOtherCurrentReceivables',
    'Trade and other receivables',
    'គណនីត្រូវទទួលពាណិជ្ជកម្ម និងផ្សេងៗ',
    'debit',
    'i',
  ),
  m('ifrs-full:CurrentPrepayments', 'Prepayments', 'ការបង់ប្រាក់ជាមុន', 'debit', 'i'),
  m('ifrs-full:CurrentTaxAssetsCurrent', 'Current tax assets', 'ទ្រព្យសកម្មពន្ធចរន្ត', 'debit', 'i'),
  m('ifrs-full:OtherCurrentAssets', 'Other current assets', 'ទ្រព្យសកម្មរយៈពេលខ្លីផ្សេងៗ', 'debit', 'i'),
  m('ifrs-full:CashAndCashEquivalents', 'Cash and cash equivalents', 'សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល', 'debit', 'i', true),
  m('ifrs-full:EquityAndLiabilities', 'Equity and liabilities', 'មូលធន និងបំណុល', 'credit', 'i', true),
  m('ifrs-full:Equity', 'Equity', 'មូលធន', 'credit', 'i', true),
  m('ifrs-full:IssuedCapital', 'Share capital', 'ដើមទុន', 'credit', 'i'),
  m('ifrs-full:SharePremium', 'Share premium', 'តម្លៃលើសនៃភាគហ៊ុន', 'credit', 'i'),
  m('ifrs-full:RetainedEarnings', 'Retained earnings', 'ប្រាក់ចំណេញរក្សាទុក', 'credit', 'i'),
  m('ifrs-full:StatutoryReserve', 'Legal reserve', 'ទុនបម្រុងតាមច្បាប់', 'credit', 'i'),
  m('ifrs-full:OtherReserves', 'Other reserves', 'ទុនបម្រុងផ្សេងៗ', 'credit', 'i'),
  m('ifrs-full:ReserveOfExchangeDifferencesOnTranslation', 'Translation reserve', 'ទុនបម្រុងពីការប្តូររូបិយប័ណ្ណ', 'credit', 'i'),
  m('dfr:RestrictedFunds', 'Restricted funds', 'មូលនិធិមានការរឹតបន្តឹង', 'credit', 'i'),
  m('dfr:UnrestrictedFunds', 'Non-restricted funds', 'មូលនិធិគ្មានការរឹតបន្តឹង', 'credit', 'i'),
  m('ifrs-full:Liabilities', 'Liabilities', 'បំណុល', 'credit', 'i', true),
  m('ifrs-full:NoncurrentLiabilities', 'Non-current liabilities', 'បំណុលរយៈពេលវែង', 'credit', 'i'),
  m('ifrs-full:LongtermBorrowings', 'Non-current borrowings', 'ប្រាក់កម្ចីរយៈពេលវែង', 'credit', 'i'),
  m('ifrs-full:NoncurrentLeaseLiabilities', 'Non-current lease liabilities', 'បំណុលភតិសន្យារយៈពេលវែង', 'credit', 'i'),
  m('ifrs-full:DeferredTaxLiabilities', 'Deferred tax liabilities', 'បំណុលពន្ធពន្យារ', 'credit', 'i'),
  // IFRS for SMEs: income received in advance (a service contract paid ahead, a grant not yet spent).
  m(
    'ifrs-full:DeferredIncomeClassifiedAsNoncurrent',
    'Non-current deferred income',
    'ចំណូលពន្យាររយៈពេលវែង',
    'credit',
    'i',
  ),
  m('ifrs-full:DeferredIncomeClassifiedAsCurrent', 'Current deferred income', 'ចំណូលពន្យាររយៈពេលខ្លី', 'credit', 'i'),
  m('ifrs-full:NoncurrentProvisions', 'Non-current provisions', 'សំវិធានធនរយៈពេលវែង', 'credit', 'i'),
  m('ifrs-full:OtherNoncurrentLiabilities', 'Other non-current liabilities', 'បំណុលរយៈពេលវែងផ្សេងៗ', 'credit', 'i'),
  m('ifrs-full:CurrentLiabilities', 'Current liabilities', 'បំណុលរយៈពេលខ្លី', 'credit', 'i'),
  m('ifrs-full:TradeAndOtherCurrentPayables', 'Trade and other payables', 'គណនីត្រូវសងពាណិជ្ជកម្ម និងផ្សេងៗ', 'credit', 'i'),
  m('ifrs-full:ShorttermBorrowings', 'Current borrowings', 'ប្រាក់កម្ចីរយៈពេលខ្លី', 'credit', 'i'),
  m(
    'ifrs-full:CurrentPortionOfLongtermBorrowings',
    'Current portion of non-current borrowings',
    'ផ្នែករយៈពេលខ្លីនៃប្រាក់កម្ចីរយៈពេលវែង',
    'credit',
    'i',
  ),
  m('ifrs-full:CurrentLeaseLiabilities', 'Current lease liabilities', 'បំណុលភតិសន្យារយៈពេលខ្លី', 'credit', 'i'),
  m('ifrs-full:CurrentTaxLiabilitiesCurrent', 'Current tax liabilities', 'បំណុលពន្ធចរន្ត', 'credit', 'i'),
  m('ifrs-full:CurrentProvisions', 'Current provisions', 'សំវិធានធនរយៈពេលខ្លី', 'credit', 'i'),
  m('ifrs-full:OtherCurrentLiabilities', 'Other current liabilities', 'បំណុលរយៈពេលខ្លីផ្សេងៗ', 'credit', 'i'),
];

/**
 * The parts of financial-position and profit-or-loss lines that the notes of IFRS for SMEs break down (issue 18): the
 * classes of property, plant and equipment (17.31), intangible assets (18.27), inventories (13.22), receivables and
 * payables (4.11), provisions and employee benefits (21.14, 28.41), other income, finance costs (5.5), income
 * tax (29.39) and a non-profit entity's grants and donations by source. A line with parts is a total in its note's
 * calculation network; a posting to the line itself lands in its catch-all part (`POSTING_REMAP`).
 */
const BREAKDOWN_PARTS: Row[] = [
  // Property, plant and equipment, by class (carrying amounts: accumulated depreciation posts to its class).
  m('ifrs-full:Land', 'Land', 'ដី', 'debit', 'i'),
  m('ifrs-full:Buildings', 'Buildings', 'អគារ', 'debit', 'i'),
  m('ifrs-full:Machinery', 'Machinery', 'គ្រឿងម៉ាស៊ីន', 'debit', 'i'),
  m('ifrs-full:Vehicles', 'Vehicles', 'យានយន្ត', 'debit', 'i'),
  m('ifrs-full:OfficeEquipment', 'Office equipment', 'បរិក្ខារការិយាល័យ', 'debit', 'i'),
  m('ifrs-full:FixturesAndFittings', 'Furniture, fixtures and fittings', 'គ្រឿងសង្ហារឹម និងគ្រឿងបំពាក់', 'debit', 'i'),
  m('ifrs-full:ConstructionInProgress', 'Construction in progress', 'សំណង់កំពុងដំណើរការ', 'debit', 'i'),
  m(
    'ifrs-full:OtherPropertyPlantAndEquipment',
    'Other property, plant and equipment',
    'ទ្រព្យ រោងចក្រ និងបរិក្ខារផ្សេងៗ',
    'debit',
    'i',
  ),
  // Intangible assets, by class.
  m('ifrs-full:ComputerSoftware', 'Computer software', 'កម្មវិធីកុំព្យូទ័រ', 'debit', 'i'),
  m('ifrs-full:LicencesAndFranchises', 'Licences and franchises', 'អាជ្ញាប័ណ្ណ និងសិទ្ធិធ្វើអាជីវកម្ម', 'debit', 'i'),
  m('ifrs-full:BrandNames', 'Brand names and trademarks', 'ម៉ាកយីហោ និងពាណិជ្ជសញ្ញា', 'debit', 'i'),
  m('ifrs-full:OtherIntangibleAssets', 'Other intangible assets', 'ទ្រព្យសកម្មអរូបីផ្សេងៗ', 'debit', 'i'),
  // Inventories, by class.
  m('ifrs-full:Merchandise', 'Merchandise', 'ទំនិញ', 'debit', 'i'),
  m('ifrs-full:RawMaterials', 'Raw materials', 'វត្ថុធាតុដើម', 'debit', 'i'),
  m('ifrs-full:ProductionSupplies', 'Production supplies and spare parts', 'សម្ភារៈផលិតកម្ម និងគ្រឿងបន្លាស់', 'debit', 'i'),
  m('ifrs-full:WorkInProgress', 'Work in progress', 'ផលិតផលកំពុងផលិត', 'debit', 'i'),
  m('ifrs-full:FinishedGoods', 'Finished goods', 'ផលិតផលសម្រេច', 'debit', 'i'),
  m('ifrs-full:CurrentInventoriesInTransit', 'Inventories in transit', 'សារពើភ័ណ្ឌកំពុងដឹកជញ្ជូន', 'debit', 'i'),
  m('ifrs-full:OtherInventories', 'Other inventories', 'សារពើភ័ណ្ឌផ្សេងៗ', 'debit', 'i'),
  // Trade and other receivables.
  m('ifrs-full:CurrentTradeReceivables', 'Trade receivables', 'គណនីត្រូវទទួលពាណិជ្ជកម្ម', 'debit', 'i'),
  m(
    'ifrs-full:TradeAndOtherCurrentReceivablesDueFromRelatedParties',
    'Receivables from related parties',
    'គណនីត្រូវទទួលពីភាគីពាក់ព័ន្ធ',
    'debit',
    'i',
  ),
  m('ifrs-full:CurrentAdvancesToSuppliers', 'Advances to suppliers', 'ប្រាក់បង់មុនឱ្យអ្នកផ្គត់ផ្គង់', 'debit', 'i'),
  m('ifrs-full:CurrentValueAddedTaxReceivables', 'Value added tax receivable', 'អាករលើតម្លៃបន្ថែមត្រូវទទួល', 'debit', 'i'),
  m(
    'ifrs-full:CurrentReceivablesFromTaxesOtherThanIncomeTax',
    'Other taxes receivable',
    'ពន្ធផ្សេងៗត្រូវទទួល',
    'debit',
    'i',
  ),
  m('ifrs-full:OtherCurrentReceivables', 'Other receivables', 'គណនីត្រូវទទួលផ្សេងៗ', 'debit', 'i'),
  // Trade and other payables.
  m('ifrs-full:TradeAndOtherCurrentPayablesToTradeSuppliers', 'Trade payables', 'គណនីត្រូវសងពាណិជ្ជកម្ម', 'credit', 'i'),
  m(
    'ifrs-full:TradeAndOtherCurrentPayablesToRelatedParties',
    'Payables to related parties',
    'គណនីត្រូវសងភាគីពាក់ព័ន្ធ',
    'credit',
    'i',
  ),
  m('ifrs-full:AccrualsClassifiedAsCurrent', 'Accrued expenses', 'ចំណាយបង្គរ', 'credit', 'i'),
  m(
    'ifrs-full:ShorttermEmployeeBenefitsAccruals',
    'Salaries and employee benefits payable',
    'ប្រាក់បៀវត្ស និងអត្ថប្រយោជន៍បុគ្គលិកត្រូវសង',
    'credit',
    'i',
  ),
  m('ifrs-full:CurrentValueAddedTaxPayables', 'Value added tax payable', 'អាករលើតម្លៃបន្ថែមត្រូវបង់', 'credit', 'i'),
  m(
    'ifrs-full:CurrentPayablesOnSocialSecurityAndTaxesOtherThanIncomeTax',
    'Social security and other taxes payable',
    'របបសន្តិសុខសង្គម និងពន្ធផ្សេងៗត្រូវបង់',
    'credit',
    'i',
  ),
  m('ifrs-full:CurrentAdvances', 'Advances from customers', 'ប្រាក់កក់ពីអតិថិជន', 'credit', 'i'),
  m('ifrs-full:OtherCurrentPayables', 'Other payables', 'គណនីត្រូវសងផ្សេងៗ', 'credit', 'i'),
  // Provisions and employee benefits (Cambodia's seniority indemnity is a provision for employee benefits).
  m(
    'ifrs-full:CurrentProvisionsForEmployeeBenefits',
    'Current provisions for employee benefits',
    'សំវិធានធនសម្រាប់អត្ថប្រយោជន៍បុគ្គលិករយៈពេលខ្លី',
    'credit',
    'i',
  ),
  m('ifrs-full:OtherShorttermProvisions', 'Other current provisions', 'សំវិធានធនរយៈពេលខ្លីផ្សេងៗ', 'credit', 'i'),
  m(
    'ifrs-full:NoncurrentProvisionsForEmployeeBenefits',
    'Non-current provisions for employee benefits',
    'សំវិធានធនសម្រាប់អត្ថប្រយោជន៍បុគ្គលិករយៈពេលវែង',
    'credit',
    'i',
  ),
  m('ifrs-full:OtherLongtermProvisions', 'Other non-current provisions', 'សំវិធានធនរយៈពេលវែងផ្សេងៗ', 'credit', 'i'),
  // Other income, finance costs and income tax.
  m(
    'ifrs-full:GainsLossesOnDisposalsOfPropertyPlantAndEquipment',
    'Gains (losses) on disposal of property, plant and equipment',
    'ចំណេញ (ខាត) ពីការលក់ចេញទ្រព្យ រោងចក្រ និងបរិក្ខារ',
    'credit',
    'd',
  ),
  m(
    'ifrs-full:GainsLossesOnExchangeDifferencesOnTranslationRecognisedInProfitOrLoss',
    'Foreign exchange gains (losses)',
    'ចំណេញ (ខាត) ពីអត្រាប្តូរប្រាក់',
    'credit',
    'd',
  ),
  // IFRS for SMEs 16.10: an investment property measured at fair value takes its changes through profit or loss.
  m(
    'ifrs-full:GainsLossesOnFairValueAdjustmentInvestmentProperty',
    'Gains (losses) on fair value adjustment of investment property',
    'ចំណេញ (ខាត) ពីការកែតម្រូវតម្លៃសមស្របនៃអចលនទ្រព្យវិនិយោគ',
    'credit',
    'd',
  ),
  m('ifrs-full:MiscellaneousOtherOperatingIncome', 'Miscellaneous other income', 'ចំណូលផ្សេងទៀតដទៃៗ', 'credit', 'd'),
  m('ifrs-full:InterestExpenseOnBorrowings', 'Interest on borrowings', 'ការប្រាក់លើប្រាក់កម្ចី', 'debit', 'd'),
  m('ifrs-full:InterestExpenseOnLeaseLiabilities', 'Interest on lease liabilities', 'ការប្រាក់លើបំណុលភតិសន្យា', 'debit', 'd'),
  m('ifrs-full:OtherFinanceCost', 'Other finance costs', 'ចំណាយហិរញ្ញវត្ថុផ្សេងៗ', 'debit', 'd'),
  // Issue 36 (second round): finance income by kind (IFRS for SMEs 5.5, 11.48(b)); the catch-all part stays last.
  m('ifrs-full:RevenueFromInterest', 'Interest income', 'ចំណូលពីការប្រាក់', 'credit', 'd'),
  m('ifrs-full:RevenueFromDividends', 'Dividend income', 'ចំណូលពីភាគលាភ', 'credit', 'd'),
  m('dfr:FinanceIncomeOther', 'Other finance income', 'ចំណូលហិរញ្ញវត្ថុផ្សេងៗ', 'credit', 'd'),
  m('ifrs-full:CurrentTaxExpenseIncome', 'Current tax expense', 'ចំណាយពន្ធចរន្ត', 'debit', 'd'),
  m('ifrs-full:DeferredTaxExpenseIncome', 'Deferred tax expense (income)', 'ចំណាយ (ចំណូល) ពន្ធពន្យារ', 'debit', 'd'),
  // A non-profit entity's grants and donations, by source (the funding-source note's three sources, then gifts).
  m('dfr:GrantsFromGovernment', 'Grants from the government', 'ជំនួយពីរដ្ឋាភិបាល', 'credit', 'd'),
  m('dfr:GrantsFromDomesticAgencies', 'Grants from agencies in the country', 'ជំនួយពីទីភ្នាក់ងារក្នុងប្រទេស', 'credit', 'd'),
  m('dfr:GrantsFromInternationalAgencies', 'Grants from international agencies', 'ជំនួយពីទីភ្នាក់ងារអន្តរជាតិ', 'credit', 'd'),
  m(
    'dfr:DonationsFromIndividualsAndCompanies',
    'Donations from individuals and companies',
    'អំណោយពីបុគ្គល និងក្រុមហ៊ុន',
    'credit',
    'd',
  ),
  m('dfr:DonationsInKind', 'Donations in kind', 'អំណោយជាវត្ថុ', 'credit', 'd'),
  m('dfr:OtherDonationsAndGrants', 'Other grants and donations', 'ជំនួយ និងអំណោយផ្សេងៗ', 'credit', 'd'),
];

/** Functions of expense × natures of expense: the leaves both profit-or-loss variants are built from. */
export const EXPENSE_FUNCTIONS = [
  ['ifrs-full:CostOfSales', 'CostOfSales', 'Cost of sales', 'ថ្លៃដើមលក់'],
  ['ifrs-full:DistributionCosts', 'DistributionCosts', 'Distribution costs', 'ចំណាយលើការចែកចាយ'],
  ['ifrs-full:AdministrativeExpense', 'AdministrativeExpense', 'Administrative expenses', 'ចំណាយរដ្ឋបាល'],
  // A non-profit entity's functions (its framework's selection; IFRS has no element for them).
  ['dfr:ProgrammeExpense', 'ProgrammeExpense', 'Programme expenses', 'ចំណាយលើកម្មវិធី'],
  ['dfr:FundraisingExpense', 'FundraisingExpense', 'Fundraising expenses', 'ចំណាយលើការរៃអង្គាសមូលនិធិ'],
  // The catch-all function stays last (`POSTING_REMAP`).
  ['ifrs-full:OtherExpenseByFunction', 'OtherExpense', 'Other expenses', 'ចំណាយផ្សេងៗ'],
] as const;
export const EXPENSE_NATURES = [
  [
    'ifrs-full:RawMaterialsAndConsumablesUsed',
    'GoodsAndMaterials',
    'goods and materials',
    'ទំនិញ និងវត្ថុធាតុ',
    'Goods, raw materials and consumables used',
    'ទំនិញ វត្ថុធាតុដើម និងសម្ភារៈប្រើប្រាស់',
  ],
  [
    'ifrs-full:EmployeeBenefitsExpense',
    'EmployeeBenefits',
    'employee benefits',
    'អត្ថប្រយោជន៍បុគ្គលិក',
    'Employee benefits expense',
    'ចំណាយលើអត្ថប្រយោជន៍បុគ្គលិក',
  ],
  [
    'ifrs-full:DepreciationAndAmortisationExpense',
    'DepreciationAndAmortisation',
    'depreciation and amortisation',
    'រំលស់',
    'Depreciation and amortisation',
    'រំលស់',
  ],
  // Common natures of a small entity's expenses (IFRS Taxonomy elements of IAS 1's analysis by nature).
  [
    'ifrs-full:ExpenseRelatingToShorttermLeases',
    'Rent',
    'rent and short-term leases',
    'ការជួល និងភតិសន្យារយៈពេលខ្លី',
    'Rent and short-term lease expense',
    'ចំណាយលើការជួល និងភតិសន្យារយៈពេលខ្លី',
  ],
  ['ifrs-full:UtilitiesExpense', 'Utilities', 'utilities', 'ទឹកភ្លើង', 'Utilities expense', 'ចំណាយលើទឹកភ្លើង'],
  [
    'ifrs-full:RepairsAndMaintenanceExpense',
    'RepairsAndMaintenance',
    'repairs and maintenance',
    'ការជួសជុល និងថែទាំ',
    'Repairs and maintenance expense',
    'ចំណាយលើការជួសជុល និងថែទាំ',
  ],
  [
    'ifrs-full:TransportationExpense',
    'Transportation',
    'transport',
    'ការដឹកជញ្ជូន',
    'Transport expense',
    'ចំណាយលើការដឹកជញ្ជូន',
  ],
  ['ifrs-full:TravelExpense', 'Travel', 'travel', 'ការធ្វើដំណើរ', 'Travel expense', 'ចំណាយលើការធ្វើដំណើរ'],
  [
    'ifrs-full:CommunicationExpense',
    'Communication',
    'communication',
    'ទូរគមនាគមន៍',
    'Communication expense',
    'ចំណាយលើទូរគមនាគមន៍',
  ],
  [
    'ifrs-full:AdvertisingExpense',
    'Advertising',
    'advertising',
    'ការផ្សព្វផ្សាយ',
    'Advertising and promotion expense',
    'ចំណាយលើការផ្សព្វផ្សាយ',
  ],
  [
    'ifrs-full:ProfessionalFeesExpense',
    'ProfessionalFees',
    'professional fees',
    'កម្រៃសេវាវិជ្ជាជីវៈ',
    'Professional fees',
    'ចំណាយលើកម្រៃសេវាវិជ្ជាជីវៈ',
  ],
  ['ifrs-full:InsuranceExpense', 'Insurance', 'insurance', 'ការធានារ៉ាប់រង', 'Insurance expense', 'ចំណាយលើការធានារ៉ាប់រង'],
  ['ifrs-full:BankAndSimilarCharges', 'BankCharges', 'bank charges', 'កម្រៃធនាគារ', 'Bank charges', 'កម្រៃធនាគារ'],
  [
    'ifrs-full:TaxExpenseOtherThanIncomeTaxExpense',
    'OtherTaxes',
    'taxes other than income tax',
    'ពន្ធផ្សេងក្រៅពីពន្ធលើប្រាក់ចំណូល',
    'Taxes other than income tax',
    'ចំណាយពន្ធផ្សេងក្រៅពីពន្ធលើប្រាក់ចំណូល',
  ],
  // The catch-all nature stays last (`POSTING_REMAP`).
  ['ifrs-full:OtherExpenseByNature', 'Other', 'other', 'ផ្សេងៗ', 'Other expenses', 'ចំណាយផ្សេងៗ'],
] as const;

/** `dfr:CostOfSalesEmployeeBenefits` and friends. */
export function matrixConcept(functionIndex: number, natureIndex: number): string {
  return `dfr:${EXPENSE_FUNCTIONS[functionIndex]![1]}${EXPENSE_NATURES[natureIndex]![1]}`;
}

const MATRIX: Row[] = EXPENSE_FUNCTIONS.flatMap(([, , fEn, fKh], f) =>
  EXPENSE_NATURES.map(([, , nEn, nKh], n) => m(matrixConcept(f, n), `${fEn}: ${nEn}`, `${fKh}៖ ${nKh}`, 'debit', 'd')),
);

/** Profit or loss line items (duration). */
const PROFIT_OR_LOSS: Row[] = [
  m('ifrs-full:Revenue', 'Revenue', 'ចំណូល', 'credit', 'd', true),
  m('ifrs-full:RevenueFromSaleOfGoods', 'Revenue from sale of goods', 'ចំណូលពីការលក់ទំនិញ', 'credit', 'd'),
  m('ifrs-full:RevenueFromRenderingOfServices', 'Revenue from services', 'ចំណូលពីការផ្តល់សេវា', 'credit', 'd'),
  m(
    'ifrs-full:RevenueFromConstructionContracts',
    'Revenue from construction contracts',
    'ចំណូលពីកិច្ចសន្យាសំណង់',
    'credit',
    'd',
  ),
  m('ifrs-full:RentalIncome', 'Rental income', 'ចំណូលពីការជួល', 'credit', 'd'),
  // IFRS for SMEs 23.30(b): royalties, a category of revenue of its own (an agent's commissions are services).
  m('ifrs-full:RevenueFromRoyalties', 'Revenue from royalties', 'ចំណូលពីសួយសារ', 'credit', 'd'),
  m('ifrs-full:OtherRevenue', 'Other revenue', 'ចំណូលផ្សេងៗ', 'credit', 'd'),
  m('dfr:DonationsAndGrants', 'Donations and grants', 'ជំនួយ និងអំណោយ', 'credit', 'd'),
  m('dfr:MembershipFees', 'Membership fees', 'ភាគទានសមាជិក', 'credit', 'd'),
  ...EXPENSE_FUNCTIONS.map(([name, , en, kh]) => m(name, en, kh, 'debit', 'd')),
  ...EXPENSE_NATURES.map(([name, , , , en, kh]) => m(name, en, kh, 'debit', 'd')),
  ...MATRIX,
  m('ifrs-full:GrossProfit', 'Gross profit', 'ប្រាក់ចំណេញដុល', 'credit', 'd'),
  m('ifrs-full:OtherIncome', 'Other income', 'ចំណូលផ្សេងទៀត', 'credit', 'd'),
  m('ifrs-full:ProfitLossFromOperatingActivities', 'Operating profit', 'ប្រាក់ចំណេញពីប្រតិបត្តិការ', 'credit', 'd'),
  m('ifrs-full:FinanceIncome', 'Finance income', 'ចំណូលហិរញ្ញវត្ថុ', 'credit', 'd'),
  m('ifrs-full:FinanceCosts', 'Finance costs', 'ចំណាយហិរញ្ញវត្ថុ', 'debit', 'd'),
  // IFRS for SMEs 5.5(c) and 14.8: an associate accounted for by the equity method.
  m(
    'ifrs-full:ShareOfProfitLossOfAssociatesAndJointVenturesAccountedForUsingEquityMethod',
    'Share of profit (loss) of associates',
    'ចំណែកប្រាក់ចំណេញ (ខាត) ពីក្រុមហ៊ុនរួម',
    'credit',
    'd',
  ),
  m('ifrs-full:ProfitLossBeforeTax', 'Profit before tax', 'ប្រាក់ចំណេញមុនបង់ពន្ធ', 'credit', 'd', true),
  m('ifrs-full:IncomeTaxExpenseContinuingOperations', 'Income tax expense', 'ចំណាយពន្ធលើប្រាក់ចំណូល', 'debit', 'd'),
  // IFRS for SMEs 5.5(e): a discontinued operation's post-tax result, one amount after continuing operations' profit.
  m(
    'ifrs-full:ProfitLossFromContinuingOperations',
    'Profit from continuing operations',
    'ប្រាក់ចំណេញពីប្រតិបត្តិការបន្ត',
    'credit',
    'd',
  ),
  m(
    'ifrs-full:ProfitLossFromDiscontinuedOperations',
    'Profit (loss) from discontinued operations',
    'ប្រាក់ចំណេញ (ខាត) ពីប្រតិបត្តិការដែលបានបញ្ឈប់',
    'credit',
    'd',
  ),
  m('ifrs-full:ProfitLoss', 'Profit for the year', 'ប្រាក់ចំណេញសម្រាប់ឆ្នាំ', 'credit', 'd', true),
];

/** Cash flows, indirect method (duration). Cash-flow items carry no balance: their sign is the flow's direction. */
const CASH_FLOWS: Row[] = [
  m('ifrs-full:AdjustmentsForDepreciationAndAmortisationExpense', 'Depreciation and amortisation', 'រំលស់', '', 'd'),
  // IFRS for SMEs 7.8(b): the share of associates' profit is not cash; what is left of the investment's change is.
  m(
    'ifrs-full:AdjustmentsForUndistributedProfitsOfInvestmentsAccountedForUsingEquityMethod',
    'Share of profit of associates not received in cash',
    'ចំណែកប្រាក់ចំណេញពីក្រុមហ៊ុនរួមមិនទាន់ទទួលជាសាច់ប្រាក់',
    '',
    'd',
  ),
  m(
    'ifrs-full:AdjustmentsForDecreaseIncreaseInInventories',
    '(Increase) decrease in inventories',
    '(កំណើន) ការថយចុះសារពើភ័ណ្ឌ',
    '',
    'd',
  ),
  m(
    'ifrs-full:AdjustmentsForDecreaseIncreaseInTradeAndOtherReceivables',
    '(Increase) decrease in trade and other receivables',
    '(កំណើន) ការថយចុះគណនីត្រូវទទួលពាណិជ្ជកម្ម និងផ្សេងៗ',
    '',
    'd',
  ),
  m(
    'ifrs-full:AdjustmentsForIncreaseDecreaseInTradeAndOtherPayables',
    'Increase (decrease) in trade and other payables',
    'កំណើន (ការថយចុះ) គណនីត្រូវសងពាណិជ្ជកម្ម និងផ្សេងៗ',
    '',
    'd',
  ),
  m(
    'ifrs-full:OtherAdjustmentsToReconcileProfitLoss',
    'Other changes in operating assets and liabilities',
    'បម្រែបម្រួលផ្សេងៗនៃទ្រព្យសកម្ម និងបំណុលប្រតិបត្តិការ',
    '',
    'd',
  ),
  m(
    'ifrs-full:CashFlowsFromUsedInOperatingActivities',
    'Net cash from operating activities',
    'សាច់ប្រាក់សុទ្ធពីសកម្មភាពប្រតិបត្តិការ',
    '',
    'd',
    true,
  ),
  m(
    'ifrs-full:PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities',
    'Purchase of property, plant and equipment',
    'ការទិញទ្រព្យ រោងចក្រ និងបរិក្ខារ',
    '',
    'd',
  ),
  m(
    'ifrs-full:PurchaseOfIntangibleAssetsClassifiedAsInvestingActivities',
    'Purchase of intangible assets',
    'ការទិញទ្រព្យសកម្មអរូបី',
    '',
    'd',
  ),
  m(
    'ifrs-full:OtherInflowsOutflowsOfCashClassifiedAsInvestingActivities',
    'Other investing cash flows',
    'លំហូរសាច់ប្រាក់វិនិយោគផ្សេងៗ',
    '',
    'd',
  ),
  m(
    'ifrs-full:CashFlowsFromUsedInInvestingActivities',
    'Net cash from investing activities',
    'សាច់ប្រាក់សុទ្ធពីសកម្មភាពវិនិយោគ',
    '',
    'd',
    true,
  ),
  m('ifrs-full:ProceedsFromIssuingShares', 'Proceeds from issuing shares', 'សាច់ប្រាក់ពីការបោះផ្សាយភាគហ៊ុន', '', 'd'),
  m(
    'ifrs-full:ProceedsFromBorrowingsClassifiedAsFinancingActivities',
    'Proceeds from borrowings',
    'សាច់ប្រាក់ពីប្រាក់កម្ចី',
    '',
    'd',
  ),
  m(
    'ifrs-full:RepaymentsOfBorrowingsClassifiedAsFinancingActivities',
    'Repayments of borrowings',
    'ការសងប្រាក់កម្ចី',
    '',
    'd',
  ),
  m('ifrs-full:DividendsPaidClassifiedAsFinancingActivities', 'Dividends paid', 'ភាគលាភដែលបានបង់', '', 'd'),
  m(
    'ifrs-full:OtherInflowsOutflowsOfCashClassifiedAsFinancingActivities',
    'Other financing cash flows',
    'លំហូរសាច់ប្រាក់ហិរញ្ញប្បទានផ្សេងៗ',
    '',
    'd',
  ),
  m(
    'ifrs-full:CashFlowsFromUsedInFinancingActivities',
    'Net cash from financing activities',
    'សាច់ប្រាក់សុទ្ធពីសកម្មភាពហិរញ្ញប្បទាន',
    '',
    'd',
    true,
  ),
  m(
    'ifrs-full:IncreaseDecreaseInCashAndCashEquivalentsBeforeEffectOfExchangeRateChanges',
    'Net increase (decrease) in cash before exchange differences',
    'កំណើន (ការថយចុះ) សុទ្ធនៃសាច់ប្រាក់ មុនភាពខុសគ្នានៃអត្រាប្តូរប្រាក់',
    '',
    'd',
  ),
  m(
    'ifrs-full:EffectOfExchangeRateChangesOnCashAndCashEquivalents',
    'Effect of exchange rate changes',
    'ផលប៉ះពាល់នៃបម្រែបម្រួលអត្រាប្តូរប្រាក់',
    '',
    'd',
  ),
  m(
    'ifrs-full:IncreaseDecreaseInCashAndCashEquivalents',
    'Net increase (decrease) in cash and cash equivalents',
    'កំណើន (ការថយចុះ) សុទ្ធនៃសាច់ប្រាក់ និងសាច់ប្រាក់សមមូល',
    '',
    'd',
    true,
  ),
];

/** Changes in equity (duration), for total equity. */
const CHANGES_IN_EQUITY: Row[] = [
  m(
    'ifrs-full:OtherComprehensiveIncomeNetOfTaxExchangeDifferencesOnTranslation',
    'Exchange differences on translation',
    'ភាពខុសគ្នាពីការប្តូររូបិយប័ណ្ណ',
    'credit',
    'd',
  ),
  m('ifrs-full:IssueOfEquity', 'Issue of share capital', 'ការបោះផ្សាយដើមទុន', 'credit', 'd'),
  m('ifrs-full:DividendsRecognisedAsDistributionsToOwnersOfParent', 'Dividends', 'ភាគលាភ', 'debit', 'd'),
  m('dfr:OtherChangesInEquity', 'Other changes in equity', 'បម្រែបម្រួលផ្សេងៗនៃមូលធន', 'credit', 'd'),
  m('ifrs-full:ChangesInEquity', 'Total change in equity', 'បម្រែបម្រួលសរុបនៃមូលធន', 'credit', 'd'),
];

const n = (
  name: string,
  en: string,
  kh: string,
  valueType: ValueType,
  period: 'i' | 'd' = 'd',
  mandatory = false,
): Row => [name, en, kh, '', period, valueType, mandatory];

/**
 * Text concepts whose value is a list of whole numbers ("8, 9, 12": the SDGs), shown in the reader's digits like every
 * count (Khmer digits in Khmer). Other texts (the registration number, codes) keep their characters as written.
 */
export const NUMBER_LIST_CONCEPTS: ReadonlySet<string> = new Set(['dfr:SustainableDevelopmentGoals']);

/** The 13 yes/no questions on events after the reporting period (English, Khmer). */
export const POST_PERIOD_QUESTIONS: Bilingual[] = [
  { en: 'Were any shares issued after the period end?', kh: 'តើមានការបោះផ្សាយភាគហ៊ុនក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?' },
  { en: 'Were dividends declared after the period end?', kh: 'តើមានការប្រកាសភាគលាភក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?' },
  {
    en: 'Was a major business or asset bought after the period end?',
    kh: 'តើមានការទិញអាជីវកម្ម ឬទ្រព្យសកម្មធំៗក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Was a major business or asset sold after the period end?',
    kh: 'តើមានការលក់អាជីវកម្ម ឬទ្រព្យសកម្មធំៗក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Were assets destroyed (fire, flood) after the period end?',
    kh: 'តើមានទ្រព្យសកម្មត្រូវបានបំផ្លាញ (អគ្គិភ័យ ទឹកជំនន់) ក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Was a major restructuring announced after the period end?',
    kh: 'តើមានការប្រកាសរៀបចំរចនាសម្ព័ន្ធឡើងវិញធំៗក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Was a significant borrowing taken or repaid after the period end?',
    kh: 'តើមានការខ្ចី ឬសងប្រាក់កម្ចីសំខាន់ៗក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Did a major customer become insolvent after the period end?',
    kh: 'តើមានអតិថិជនធំៗក្លាយជាក្ស័យធនក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Was significant litigation started or settled after the period end?',
    kh: 'តើមានបណ្តឹងសំខាន់ៗត្រូវបានចាប់ផ្តើម ឬដោះស្រាយក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Did exchange rates or prices change abnormally after the period end?',
    kh: 'តើអត្រាប្តូរប្រាក់ ឬតម្លៃមានបម្រែបម្រួលមិនប្រក្រតីក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Were tax rates or tax laws changed after the period end?',
    kh: 'តើមានការផ្លាស់ប្តូរអត្រាពន្ធ ឬច្បាប់ពន្ធក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Were significant commitments or guarantees entered into after the period end?',
    kh: 'តើមានកាតព្វកិច្ច ឬការធានាសំខាន់ៗក្រោយកាលបរិច្ឆេទចុងគ្រាឬទេ?',
  },
  {
    en: 'Is there any other event after the period end that needs disclosure?',
    kh: 'តើមានព្រឹត្តិការណ៍ផ្សេងទៀតក្រោយកាលបរិច្ឆេទចុងគ្រាដែលត្រូវបង្ហាញឬទេ?',
  },
];

/** `dfr:PostPeriodEventQuestion01` … `13`. */
export function postPeriodConcept(index: number): string {
  return `dfr:PostPeriodEventQuestion${String(index + 1).padStart(2, '0')}`;
}

/** Notes, general information, policies and the directors' statement. */
const NOTES: Row[] = [
  n('dfr:NumberOfShareholders', 'Number of shareholders', 'ចំនួនម្ចាស់ភាគហ៊ុន', 'integer', 'i'),
  n('ifrs-full:NumberOfSharesIssued', 'Number of shares issued', 'ចំនួនភាគហ៊ុនដែលបានបោះផ្សាយ', 'shares', 'i'),
  m(
    'dfr:PaidUpCapitalOfShareholders',
    'Paid-up capital of shareholders (KHR)',
    'ដើមទុនបានបង់របស់ម្ចាស់ភាគហ៊ុន (រៀល)',
    'credit',
    'i',
  ),
  n('dfr:NumberOfEmployees', 'Number of employees', 'ចំនួនបុគ្គលិក', 'integer', 'd'),
  n('dfr:NumberOfFemaleEmployees', 'Number of female employees', 'ចំនួនបុគ្គលិកស្រី', 'integer', 'd'),
  n('dfr:NumberOfAccountants', 'Number of accountants', 'ចំនួនគណនេយ្យករ', 'integer', 'd'),
  n('dfr:NumberOfActiveCustomers', 'Number of active customers', 'ចំនួនអតិថិជនសកម្ម', 'integer', 'd'),
  n('dfr:NumberOfTaxableCustomers', 'Number of taxable customers', 'ចំនួនអតិថិជនជាប់ពន្ធ', 'integer', 'd'),
  // Issue 36 (second round): related party disclosures the preparer types (IFRS for SMEs 33.7, 33.9), in the
  // presentation currency.
  m(
    'ifrs-full:KeyManagementPersonnelCompensation',
    'Key management personnel compensation',
    'ប្រាក់តបស្នងបុគ្គលិកគ្រប់គ្រងសំខាន់ៗ',
    'debit',
    'd',
  ),
  m(
    'ifrs-full:RevenueFromSaleOfGoodsRelatedPartyTransactions',
    'Sales of goods to related parties',
    'ការលក់ទំនិញទៅភាគីពាក់ព័ន្ធ',
    'credit',
    'd',
  ),
  m(
    'ifrs-full:RevenueFromRenderingOfServicesRelatedPartyTransactions',
    'Services rendered to related parties',
    'សេវាផ្តល់ជូនភាគីពាក់ព័ន្ធ',
    'credit',
    'd',
  ),
  m(
    'ifrs-full:PurchasesOfGoodsRelatedPartyTransactions',
    'Purchases of goods from related parties',
    'ការទិញទំនិញពីភាគីពាក់ព័ន្ធ',
    'debit',
    'd',
  ),
  m(
    'ifrs-full:ServicesReceivedRelatedPartyTransactions',
    'Services received from related parties',
    'សេវាទទួលពីភាគីពាក់ព័ន្ធ',
    'debit',
    'd',
  ),
  m(
    'ifrs-full:AmountsReceivableRelatedPartyTransactions',
    'Amounts receivable from related parties',
    'ចំនួនទឹកប្រាក់ត្រូវទទួលពីភាគីពាក់ព័ន្ធ',
    'debit',
    'i',
  ),
  m(
    'ifrs-full:AmountsPayableRelatedPartyTransactions',
    'Amounts payable to related parties',
    'ចំនួនទឹកប្រាក់ត្រូវសងភាគីពាក់ព័ន្ធ',
    'credit',
    'i',
  ),
  n('dfr:SustainableDevelopmentGoals', 'Sustainable Development Goals', 'គោលដៅអភិវឌ្ឍន៍ប្រកបដោយចីរភាព', 'text', 'd'),
  n('dfr:FundingFromGovernment', 'Funded by the government', 'ទទួលមូលនិធិពីរដ្ឋាភិបាល', 'boolean', 'd'),
  n('dfr:FundingFromDomesticAgencies', 'Funded by agencies in the country', 'ទទួលមូលនិធិពីទីភ្នាក់ងារក្នុងប្រទេស', 'boolean', 'd'),
  n(
    'dfr:FundingFromInternationalAgencies',
    'Funded by international agencies',
    'ទទួលមូលនិធិពីទីភ្នាក់ងារអន្តរជាតិ',
    'boolean',
    'd',
  ),
  ...POST_PERIOD_QUESTIONS.map((q, i) => n(postPeriodConcept(i), q.en, q.kh, 'boolean', 'd')),
  n(
    'ifrs-full:NameOfReportingEntityOrOtherMeansOfIdentification',
    'Name of the reporting entity',
    'ឈ្មោះអង្គភាពរាយការណ៍',
    'text',
    'd',
    true,
  ),
  n('dfr:CompanyRegistrationNumber', 'Company registration number', 'លេខចុះបញ្ជីក្រុមហ៊ុន', 'text', 'd', true),
  n('ifrs-full:DescriptionOfPresentationCurrency', 'Presentation currency', 'រូបិយប័ណ្ណបង្ហាញ', 'text', 'd', true),
  n('ifrs-full:DescriptionOfFunctionalCurrency', 'Functional currency', 'រូបិយប័ណ្ណមុខងារ', 'text', 'd'),
  n('ifrs-full:LevelOfRoundingUsedInFinancialStatements', 'Rounding', 'ការបង្គត់', 'text', 'd', true),
  n('ifrs-full:DateOfEndOfReportingPeriod2013', 'Period end', 'កាលបរិច្ឆេទចុងគ្រា', 'date', 'd', true),
  n(
    'ifrs-full:DisclosureOfSignificantAccountingPoliciesExplanatory',
    'Accounting policies',
    'គោលនយោបាយគណនេយ្យ',
    'textBlock',
    'd',
  ),
  n('dfr:DirectorsStatement', "Directors' statement", 'សេចក្តីថ្លែងការណ៍របស់ក្រុមប្រឹក្សាភិបាល', 'textBlock', 'd'),
];

/** Default documentation: what the figure is and when it is measured. */
function documentation(en: string, kh: string, period: 'i' | 'd', valueType: ValueType): Bilingual {
  if (valueType !== 'monetary') {
    return { en: `${en}, as reported for the period.`, kh: `${kh} ដែលបានរាយការណ៍សម្រាប់គ្រា។` };
  }
  return period === 'i'
    ? { en: `The amount of ${en.toLowerCase()} at the end of the period.`, kh: `ចំនួន${kh} នៅកាលបរិច្ឆេទចុងគ្រា។` }
    : { en: `The amount of ${en.toLowerCase()} for the period.`, kh: `ចំនួន${kh} សម្រាប់គ្រា។` };
}

function toConcept([name, en, kh, balance, period, valueType = 'monetary', mandatory = false]: Row): Concept {
  const periodType: PeriodType = period === 'i' ? 'instant' : 'duration';
  const concept: Concept = {
    name,
    label: { en, kh },
    documentation: documentation(en, kh, period, valueType),
    periodType,
    valueType,
    abstract: false,
    mandatory,
    roleLabels: {
      total: { en: `Total ${en.charAt(0).toLowerCase()}${en.slice(1)}`, kh: `${kh}សរុប` },
      periodStart: { en: `${en} at the beginning of the year`, kh: `${kh} នៅដើមឆ្នាំ` },
      periodEnd: { en: `${en} at the end of the year`, kh: `${kh} នៅចុងឆ្នាំ` },
    },
  };
  if (balance) concept.balance = balance;
  return concept;
}

/** Every concept of both frameworks, by qualified name. */
export const ALL_CONCEPTS: Record<string, Concept> = Object.fromEntries(
  [...FINANCIAL_POSITION, ...BREAKDOWN_PARTS, ...PROFIT_OR_LOSS, ...CASH_FLOWS, ...CHANGES_IN_EQUITY, ...NOTES].map(
    (row) => [row[0], toConcept(row)],
  ),
);

// Totals whose role label reads better as a phrase of its own.
const OVERRIDES: Record<string, Partial<Record<'total', Bilingual>>> = {
  'ifrs-full:GrossProfit': { total: { en: 'Gross profit', kh: 'ប្រាក់ចំណេញដុល' } },
  'ifrs-full:ProfitLossFromOperatingActivities': {
    total: { en: 'Operating profit', kh: 'ប្រាក់ចំណេញពីប្រតិបត្តិការ' },
  },
  'ifrs-full:ProfitLossBeforeTax': { total: { en: 'Profit before tax', kh: 'ប្រាក់ចំណេញមុនបង់ពន្ធ' } },
  'ifrs-full:ProfitLoss': { total: { en: 'Profit for the year', kh: 'ប្រាក់ចំណេញសម្រាប់ឆ្នាំ' } },
  'ifrs-full:ProfitLossFromContinuingOperations': {
    total: { en: 'Profit from continuing operations', kh: 'ប្រាក់ចំណេញពីប្រតិបត្តិការបន្ត' },
  },
  'ifrs-full:EquityAndLiabilities': { total: { en: 'Total equity and liabilities', kh: 'មូលធន និងបំណុលសរុប' } },
};
for (const [name, labels] of Object.entries(OVERRIDES)) Object.assign(ALL_CONCEPTS[name]!.roleLabels!, labels);
for (const name of Object.keys(ALL_CONCEPTS)) {
  const concept = ALL_CONCEPTS[name]!;
  if (name.startsWith('ifrs-full:IncreaseDecreaseInCash')) concept.roleLabels!.total = concept.label;
  const activity = name.match(/^ifrs-full:CashFlowsFromUsedIn(Operating|Investing|Financing)Activities$/)?.[1];
  if (activity) {
    // The heading names the activity; the total is the net cash from it.
    concept.roleLabels!.total = concept.label;
    const kh = { Operating: 'ប្រតិបត្តិការ', Investing: 'វិនិយោគ', Financing: 'ហិរញ្ញប្បទាន' }[activity];
    concept.label = {
      en: `Cash flows from ${activity.toLowerCase()} activities`,
      kh: `លំហូរសាច់ប្រាក់ពីសកម្មភាព${kh}`,
    };
  }
  if (name === 'ifrs-full:ChangesInEquity') concept.roleLabels!.total = concept.label;
}
