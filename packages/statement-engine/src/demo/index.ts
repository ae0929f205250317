/**
 * The demo: Angkor Trading Co., Ltd., a trading company reporting in KHR under CRFRF, with a balanced trial
 * balance (before closing) for 2024 and 2025. The API seeds it; the end-to-end tests import its CSV.
 */
import type { EntityInfo, NoteData, StatementSettings, StatementTexts, TrialBalance } from '../model/types';
import { writeTrialBalanceCsv } from '../import';
import { defaultAccounts } from '../chart/defaults';

export const DEMO_ENTITY: EntityInfo = {
  nameEn: 'Angkor Trading Co., Ltd.',
  nameKh: 'ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក',
  registrationNumber: '00012345',
  vatTin: 'K001-901234567',
  legalForm: 'privateLimitedCompany',
  countryOfIncorporation: 'KH',
  registeredOfficeEn: 'No. 12, Street 271, Phnom Penh',
  registeredOfficeKh: 'ផ្ទះលេខ ១២ ផ្លូវ ២៧១ រាជធានីភ្នំពេញ',
  natureOfOperations: 'Wholesale and retail trade of consumer goods',
  industry: 'Wholesale and retail trade',
  sector: 'private',
  registeredCapital: 1_000_000_000,
  province: 'phnom-penh',
  size: 'small',
  auditRequired: false,
  sdgs: [8, 9, 12],
};

/** The demo statement's settings (2025, comparative 2024). */
export const DEMO_SETTINGS: StatementSettings = {
  framework: 'crfrf',
  reportingYear: 2025,
  periodEnd: '2025-12-31',
  presentationCurrency: 'KHR',
  functionalCurrency: 'KHR',
  rounding: 'thousands',
  sfpType: 'current-noncurrent',
  plType: 'function',
  cashFlowType: 'indirect',
  preparationMethod: 'manual',
  directorNameEn: 'Sok Dara',
  directorNameKh: 'សុខ ដារ៉ា',
  directorEmail: 'demo@example.com',
  signingDate: '2026-03-16',
  authorisationDate: '2026-03-18',
  goingConcern: true,
  trueAndFairView: true,
  abilityToPayDebts: true,
  audited: false,
  reportingLanguage: 'en',
};

export const DEMO_NOTES: NoteData = {
  shareholders: [
    { name: 'Sok Dara', shares: 6_000, paidUpKhr: 600_000_000 },
    { name: 'Chan Sophea', shares: 4_000, paidUpKhr: 400_000_000 },
  ],
  employees: { total: 42, female: 19, accountants: 3 },
  customers: { active: 860, taxable: 310 },
  sdgs: [8, 9, 12],
  fundingSources: { government: false, domesticAgencies: false, internationalAgencies: false },
  funds: { restricted: 0, nonRestricted: 0 },
  postPeriodAnswers: [false, true, false, false, false, false, false, false, false, false, false, false, false],
};

export const DEMO_TEXTS: StatementTexts = {
  policies: {
    basisOfPreparation: {
      en: 'The financial statements are prepared under the CRFRF on the historical cost basis and presented in Cambodian riel (KHR), rounded to thousands.',
      kh: 'របាយការណ៍ហិរញ្ញវត្ថុត្រូវបានរៀបចំស្របតាម CRFRF លើមូលដ្ឋានថ្លៃដើមប្រវត្តិសាស្ត្រ និងបង្ហាញជាប្រាក់រៀល (KHR) បង្គត់ជាពាន់។',
    },
    revenueRecognition: {
      en: 'Revenue from the sale of goods is recognised when control of the goods passes to the customer, on delivery.',
      kh: 'ចំណូលពីការលក់ទំនិញត្រូវបានទទួលស្គាល់ នៅពេលការគ្រប់គ្រងទំនិញផ្ទេរទៅអតិថិជន នៅពេលប្រគល់។',
    },
    inventories: {
      en: 'Inventories are measured at the lower of cost (first-in, first-out) and estimated selling price less costs to sell.',
      kh: 'សារពើភ័ណ្ឌត្រូវបានវាស់វែងតាមតម្លៃទាបជាងរវាងថ្លៃដើម (ចូលមុន ចេញមុន) និងតម្លៃលក់ប៉ាន់ស្មានដកថ្លៃលក់។',
    },
    propertyPlantAndEquipment: {
      en: 'Property, plant and equipment is stated at cost less accumulated depreciation; depreciation is straight-line over 5 to 20 years.',
      kh: 'ទ្រព្យ រោងចក្រ និងបរិក្ខារត្រូវបានបង្ហាញតាមថ្លៃដើមដករំលស់បង្គរ។ រំលស់គណនាតាមវិធីសាស្ត្របន្ទាត់ត្រង់ពី ៥ ទៅ ២០ ឆ្នាំ។',
    },
    intangibleAssets: {
      en: 'Software is stated at cost less amortisation, straight-line over 3 years.',
      kh: 'កម្មវិធីកុំព្យូទ័រត្រូវបានបង្ហាញតាមថ្លៃដើមដករំលស់ តាមវិធីសាស្ត្របន្ទាត់ត្រង់រយៈពេល ៣ ឆ្នាំ។',
    },
    financialInstruments: {
      en: 'Trade receivables are measured at the amount due less an allowance for amounts not expected to be collected.',
      kh: 'គណនីត្រូវទទួលពាណិជ្ជកម្មត្រូវបានវាស់វែងតាមចំនួនត្រូវទទួល ដកសំវិធានធនសម្រាប់ចំនួនដែលមិនរំពឹងថានឹងប្រមូលបាន។',
    },
    borrowings: {
      en: 'Bank loans are measured at the amount borrowed less repayments; interest is recognised as a finance cost when incurred. The long-term loan from a local bank bears 8% a year, is repaid in yearly instalments to 2031 and is secured on the land and buildings.',
      kh: 'ប្រាក់កម្ចីធនាគារត្រូវបានវាស់វែងតាមចំនួនខ្ចីដកការសង។ ការប្រាក់ត្រូវបានទទួលស្គាល់ជាចំណាយហិរញ្ញវត្ថុនៅពេលកើតឡើង។ ប្រាក់កម្ចីរយៈពេលវែងពីធនាគារក្នុងស្រុកមានអត្រាការប្រាក់ ៨% ក្នុងមួយឆ្នាំ សងជាដំណាក់កាលប្រចាំឆ្នាំរហូតដល់ឆ្នាំ ២០៣១ និងធានាដោយដី និងអគារ។',
    },
    incomeTax: {
      en: 'Income tax is the tax on profit at 20% under the Law on Taxation, recognised in profit or loss.',
      kh: 'ពន្ធលើប្រាក់ចំណូលគឺពន្ធលើប្រាក់ចំណេញក្នុងអត្រា ២០% តាមច្បាប់ស្តីពីសារពើពន្ធ ដែលទទួលស្គាល់ក្នុងចំណេញ ឬខាត។',
    },
  },
  directorsStatement: {
    en: 'In the opinion of the directors, the financial statements give a true and fair view of the financial position and performance of the company.',
    kh: 'តាមមតិរបស់ក្រុមប្រឹក្សាភិបាល របាយការណ៍ហិរញ្ញវត្ថុផ្តល់នូវទិដ្ឋភាពពិត និងត្រឹមត្រូវ នៃស្ថានភាពហិរញ្ញវត្ថុ និងលទ្ធផលរបស់ក្រុមហ៊ុន។',
  },
};

type Balances = Record<string, number>; // account → debit (positive) or credit (negative)

const M = 1_000_000;
const Y2024: Balances = {
  '1110': 1_200 * M,
  '1120': 300 * M,
  '1130': 120 * M,
  '1190': -307 * M,
  '1200': 40 * M,
  '2110': 820 * M,
  '2200': 640 * M,
  '2210': 35 * M,
  '2300': 30 * M,
  '2610': 15 * M,
  '2620': 310 * M,
  '2630': 250 * M,
  '3100': -1_000 * M,
  '3600': 100 * M,
  '4100': -700 * M,
  '5100': -495 * M,
  '5110': -58 * M,
  '5200': -100 * M,
  '5400': -49 * M,
  '6100': -4_650 * M,
  '6200': -280 * M,
  '6400': -18 * M,
  '6500': -4 * M,
  '7100': 3_270 * M,
  '8100': 235 * M,
  '8200': 88 * M,
  '8300': 50 * M,
  '8400': 68 * M,
  '9100': 285 * M,
  '9200': 120 * M,
  '9300': 38 * M,
  '9400': 16 * M,
  '9500': 27 * M,
  '9600': 30 * M,
  '9700': 12 * M,
  '9800': 58 * M,
  '9900': 150 * M,
};
const Y2025: Balances = {
  '1110': 1_200 * M,
  '1120': 380 * M,
  '1130': 145 * M,
  '1190': -412 * M,
  '1200': 48 * M,
  '2110': 910 * M,
  '2200': 735 * M,
  '2210': 42 * M,
  '2300': 36 * M,
  '2610': 18_500_000,
  '2630': 287_700_000,
  '3100': -1_000 * M,
  '3600': 150 * M,
  '4100': -600 * M,
  '5100': -540 * M,
  '5110': -64 * M,
  '5200': -120 * M,
  '5400': -58 * M,
  '6100': -5_200 * M,
  '6200': -310 * M,
  '6400': -24 * M,
  '6500': -6_500_000,
  '7100': 3_640 * M,
  '8100': 260 * M,
  '8200': 96 * M,
  '8300': 58 * M,
  '8400': 76 * M,
  '9100': 310 * M,
  '9200': 120 * M,
  '9300': 42 * M,
  '9400': 18 * M,
  '9500': 29 * M,
  '9600': 35 * M,
  '9700': 14_500_000,
  '9800': 52 * M,
  '9900': 175 * M,
};

const INCOME_AND_EXPENSES = /^[6-9]/;
const sum = (balances: Balances, filter: (code: string) => boolean = () => true) =>
  Object.entries(balances).reduce((total, [code, value]) => (filter(code) ? total + value : total), 0);

/** The demo trial balance: 2024 and 2025, whole KHR, debits equal credits in each year. */
export function demoTrialBalance(): TrialBalance {
  // 2024: opening retained earnings balance the year. 2025: they are 2024's closing; the bank balance balances.
  const y2024: Balances = { ...Y2024, '3300': -sum(Y2024) };
  const profit2024 = -sum(y2024, (code) => INCOME_AND_EXPENSES.test(code));
  const closing2024 = -y2024['3300']! + profit2024 - y2024['3600']!;
  const y2025: Balances = { ...Y2025, '3300': -closing2024 };
  y2025['2620'] = -sum(y2025);
  const names = new Map(defaultAccounts('crfrf').map((a) => [a.code, a.nameEn]));
  const lines: TrialBalance = [];
  for (const [year, balances] of [
    [2024, y2024],
    [2025, y2025],
  ] as const) {
    for (const code of Object.keys(balances).sort()) {
      const value = balances[code]!;
      lines.push({
        accountCode: code,
        accountName: names.get(code) ?? code,
        year,
        debit: Math.max(value, 0),
        credit: value < 0 ? -value : 0,
      });
    }
  }
  return lines;
}

/** The demo trial balance as a CSV file in the import template's format. */
export function demoTrialBalanceCsv(): string {
  return writeTrialBalanceCsv(demoTrialBalance());
}
