// The default chart written the way accountants write charts: IFRS names without prefix, account types as common
// words in English and Khmer, Dr/Cr balances, no period types, and the IFRS total CurrentTaxLiabilities for the
// income-tax payable. Every account must import as the default chart's.
import { writeCsv } from '../../csv';
import type { AccountType, Framework } from '../../model/types';
import { CHART_HEADERS, defaultChart } from '..';

const TYPE_WORDS: Record<AccountType, string[]> = {
  asset: ['Assets', 'ទ្រព្យសកម្ម', 'Current assets', 'Fixed assets'],
  liability: ['Liabilities', 'បំណុល', 'Current liabilities'],
  equity: ['Capital', 'មូលធន', "Owner's equity", 'Funds'],
  income: ['Revenue', 'ចំណូល', 'Sales', 'Other income'],
  expense: ['Expenses', 'ចំណាយ', 'Cost of sales', 'Expenditure'],
};
const BALANCE_WORDS = { debit: ['Dr', 'ឥណពន្ធ', 'DEBIT'], credit: ['Cr', 'ឥណទាន', 'Credit'] };

export function accountantChartCsv(framework: Framework = 'crfrf'): string {
  const chart = defaultChart(framework);
  const rows = chart.accounts.map((a, i) => [
    a.code,
    a.nameEn,
    a.nameKh,
    a.parentCode ?? '',
    TYPE_WORDS[a.accountType][i % TYPE_WORDS[a.accountType].length]!,
    a.concept === 'ifrs-full:CurrentTaxLiabilitiesCurrent'
      ? 'CurrentTaxLiabilities'
      : a.concept.slice(a.concept.indexOf(':') + 1),
    BALANCE_WORDS[a.balanceType][i % 3]!,
    '',
    a.mandatory ? 'yes' : 'no',
  ]);
  return writeCsv([[...CHART_HEADERS], ...rows]);
}
