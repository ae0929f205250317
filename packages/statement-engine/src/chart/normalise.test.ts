import { describe, expect, it } from 'vitest';
import { describeMapping, fixChartFile, readAccountType, readChart, readConcept } from '.';
import { chartColumns } from './normalise';

describe('account types as accountants write them', () => {
  it.each([
    ['Operating expenses', 'expense'],
    ['Selling expenses', 'expense'],
    ['Finance costs', 'expense'],
    ['Tax expense', 'expense'],
    ['Income tax expense', 'expense'],
    ['Cost of goods sold', 'expense'],
    ['COGS', 'expense'],
    ['Depreciation', 'expense'],
    ['Expenses - operating', 'expense'],
    ['Expense (administration)', 'expense'],
    ['ចំណាយប្រតិបត្តិការ', 'expense'],
    ['Service revenue', 'income'],
    ['Interest income', 'income'],
    ['ចំណូលពីការលក់', 'income'],
    ['Accounts receivable', 'asset'],
    ['Cash at bank', 'asset'],
    ['Prepaid expenses', 'asset'],
    ['ចំណាយបង់មុន', 'asset'],
    ['Accumulated depreciation', 'asset'],
    ['Accounts payable', 'liability'],
    ['Accrued expenses', 'liability'],
    ['Unearned revenue', 'liability'],
    ['Deferred income', 'liability'],
    ['Bank loan', 'liability'],
    ['បំណុលរយៈពេលវែង', 'liability'],
    ['Share capital', 'equity'],
    ['Retained earnings', 'equity'],
    ["Owner's drawings", 'equity'],
  ] as const)('"%s" is %s', (written, type) => {
    expect(readAccountType(written)).toEqual({ value: type, how: 'synonym' });
  });

  it('still refuses words that name no type', () => {
    expect(readAccountType('Miscellaneous')).toBeUndefined();
    expect(readAccountType('planet')).toBeUndefined();
    expect(readAccountType('')).toBeUndefined();
  });
});

describe('an IFRS total whose two parts the framework has', () => {
  it("takes the part the account's type or name names, with a possible-error note", () => {
    const long = readConcept('Borrowings', 'crfrf', { accountType: 'Non-current liabilities', name: 'Bank loan' });
    expect(long).toMatchObject({ concept: 'ifrs-full:LongtermBorrowings', how: 'noncurrent-part' });
    expect(long?.concept && 'note' in long ? long.note?.en : '').toContain('Non-current liabilities');
    expect(readConcept('Borrowings', 'crfrf', { accountType: 'Current liabilities' })).toMatchObject({
      concept: 'ifrs-full:ShorttermBorrowings',
      how: 'current-part',
    });
    expect(readConcept('Borrowings', 'crfrf', { accountType: 'បំណុលរយៈពេលវែង' })).toMatchObject({
      concept: 'ifrs-full:LongtermBorrowings',
    });
    expect(
      readConcept('Borrowings', 'crfrf', { accountType: 'Liabilities', name: 'Long-term bank loan' }),
    ).toMatchObject({ concept: 'ifrs-full:LongtermBorrowings' });
    expect(
      readConcept('Borrowings', 'crfrf', { accountType: 'Liabilities', name: 'Current portion of long-term loan' }),
    ).toMatchObject({ concept: 'ifrs-full:ShorttermBorrowings' });
    // The type wins over the name.
    expect(
      readConcept('Borrowings', 'crfrf', { accountType: 'Current liabilities', name: 'Long-term loan' }),
    ).toMatchObject({ concept: 'ifrs-full:ShorttermBorrowings' });
    expect(readConcept('TradeAndOtherReceivables', 'crfrf', { accountType: 'Current assets' })).toMatchObject({
      concept: 'ifrs-full:TradeAndOtherCurrentReceivables',
      how: 'current-part',
    });
  });

  it('stays a choice for the user when nothing in the row says which part', () => {
    expect(readConcept('Borrowings', 'crfrf', { accountType: 'Liabilities', name: 'Bank loan' })).toEqual({
      ambiguous: ['ifrs-full:ShorttermBorrowings', 'ifrs-full:LongtermBorrowings'],
    });
  });
});

/** A small company's chart as its accountant keeps it: no period type, no balance type, no mandatory column. */
const ACCOUNTANT_CHART = `Code,Name EN,Name KH,Account Type,Concept
1000,Cash on hand,សាច់ប្រាក់នៅក្នុងដៃ,Current Asset,CashAndCashEquivalents
1010,Cash at ACLEDA Bank,សាច់ប្រាក់នៅធនាគារ,Current Assets,cash and cash equivalents
1100,Accounts receivable,គណនីត្រូវទទួល,Current assets,TradeAndOtherReceivables
1200,Inventory - goods for resale,ស្តុកទំនិញ,Assets,Inventories
1300,Prepaid rent,ថ្លៃឈ្នួលបង់មុន,Prepaid expenses,Prepayments
1500,Office equipment,សម្ភារៈការិយាល័យ,Fixed Asset,PropertyPlantAndEquipment
2000,Accounts payable,គណនីត្រូវសង,Accounts payable,TradeAndOtherPayables
2100,Profit tax payable,ពន្ធលើប្រាក់ចំណេញត្រូវបង់,Liability,CurrentTaxLiabilities
2200,Accrued salaries,ប្រាក់បៀវត្សបង្គរ,Accrued expenses,TradeAndOtherPayables
2400,Current portion of bank loan,ផ្នែករយៈពេលខ្លីនៃប្រាក់កម្ចី,Current liabilities,Borrowings
2500,Bank loan,ប្រាក់កម្ចីធនាគារ,Non-current liabilities,Borrowings
3000,Share capital,ដើមទុន,Equity,IssuedCapital
3100,Retained earnings,ប្រាក់ចំណេញរក្សាទុក,Owner's Equity,RetainedEarnings
4000,Sales revenue,ចំណូលពីការលក់,Revenue,Revenue
4100,Service income,ចំណូលពីសេវាកម្ម,Service revenue,Revenue
4900,Other income,ចំណូលផ្សេងៗ,Other Income,OtherIncome
5000,Cost of goods sold,ថ្លៃដើមទំនិញលក់,Cost of goods sold,CostOfSales
6000,Salaries and wages,ប្រាក់បៀវត្ស,Operating expenses,AdministrativeExpense
6200,Depreciation expense,ចំណាយរំលស់,Operating expenses,DepreciationAndAmortisationExpense
6300,Advertising,ការផ្សព្វផ្សាយ,Selling expenses,DistributionCosts
6400,Bank charges,កម្រៃធនាគារ,Finance costs,FinanceCosts
7000,Income tax expense,ចំណាយពន្ធលើប្រាក់ចំណេញ,Tax expense,IncomeTaxExpenseContinuingOperations
`;

describe('a chart as an accountant keeps it', () => {
  const result = readChart(ACCOUNTANT_CHART, 'crfrf');
  const account = (code: string) => result.chart.accounts.find((a) => a.code === code);

  it('imports with nothing refused; every reading is in the dry run', () => {
    expect(result.problems).toEqual([]);
    expect(result.chart.accounts).toHaveLength(22);
    expect(account('2400')).toMatchObject({ concept: 'ifrs-full:ShorttermBorrowings', accountType: 'liability' });
    expect(account('2500')).toMatchObject({ concept: 'ifrs-full:LongtermBorrowings', accountType: 'liability' });
    expect(account('1100')).toMatchObject({ concept: 'ifrs-full:TradeAndOtherCurrentReceivables' });
    expect(account('1300')).toMatchObject({ concept: 'ifrs-full:CurrentPrepayments', accountType: 'asset' });
    expect(account('2200')).toMatchObject({ accountType: 'liability' });
    expect(account('6400')).toMatchObject({ accountType: 'expense', concept: 'ifrs-full:FinanceCosts' });
    // No period type column: the concept's; no balance type column: the type's normal balance.
    expect(account('1000')).toMatchObject({ periodType: 'instant', balanceType: 'debit', mandatory: false });
    expect(account('4000')).toMatchObject({ periodType: 'duration', balanceType: 'credit' });
    // A column left out is not listed cell by cell in the dry run; an empty cell of a column is.
    expect(result.mappings.filter((m) => m.column === 'balance_type' || m.column === 'period_type')).toEqual([]);
    const withColumn = readChart(
      'code,name_en,name_kh,account_type,concept,balance_type\n2500,Bank loan,ប្រាក់កម្ចី,Non-current liabilities,Borrowings,\n',
      'crfrf',
    );
    expect(withColumn.problems).toEqual([]);
    const balance = withColumn.mappings.find((m) => m.column === 'balance_type')!;
    expect(balance).toMatchObject({ row: 2, code: '2500', from: '', to: 'credit', how: 'normal-balance' });
    expect(describeMapping(balance, 'en')).toContain("the account type's normal balance");
    expect(describeMapping(balance, 'kh')).toContain('សមតុល្យធម្មតា');
    const loan = result.mappings.find((m) => m.code === '2500' && m.column === 'concept')!;
    expect(describeMapping(loan, 'en')).toMatch(
      /LongtermBorrowings \(IFRS total to its non-current part\)\. Possible error/,
    );
    expect(describeMapping(loan, 'kh')).toContain('ផ្នែករយៈពេលវែង');
  });

  it('still refuses an account type no one would write', () => {
    const { problems } = readChart(`${ACCOUNTANT_CHART}9000,Suspense,គណនីព្យួរ,Suspense,OtherIncome\n`, 'crfrf');
    expect(problems).toMatchObject([{ row: 24, code: 'invalid_account_type', column: 'account_type' }]);
  });
});

describe('chart headers as accountants write them', () => {
  const names = ['code', 'name_en', 'name_kh', 'account_type', 'concept', 'balance_type'] as const;

  it('reads English and Khmer header words, the exact name first', () => {
    expect(
      chartColumns(names, ['account_no', 'account_name_(english)', 'name_(khmer)', 'type', 'ifrs_element', 'dr/cr']),
    ).toEqual({ code: 0, name_en: 1, name_kh: 2, account_type: 3, concept: 4, balance_type: 5 });
    expect(chartColumns(names, ['លេខកូដគណនី', 'ឈ្មោះអង់គ្លេស', 'ឈ្មោះគណនី', 'ប្រភេទគណនី', 'ធាតុ'])).toMatchObject({
      code: 0,
      name_en: 1,
      name_kh: 2,
      account_type: 3,
      concept: 4,
      balance_type: -1,
    });
    // `name` is the English name unless a column is called name_en.
    expect(chartColumns(names, ['name', 'name_en'])).toMatchObject({ name_en: 1 });
    expect(chartColumns(names, ['name', 'code'])).toMatchObject({ name_en: 0, code: 1 });
  });

  it('imports a chart whose headers are the Khmer words', () => {
    const csv =
      'លេខកូដគណនី,Account name,ឈ្មោះគណនី,ប្រភេទគណនី,ធាតុ,សមតុល្យ\n1000,Cash,សាច់ប្រាក់,ទ្រព្យសកម្ម,CashAndCashEquivalents,ឥណពន្ធ\n';
    const { chart, problems } = readChart(csv, 'crfrf');
    expect(problems).toEqual([]);
    expect(chart.accounts).toMatchObject([
      { code: '1000', nameEn: 'Cash', nameKh: 'សាច់ប្រាក់', accountType: 'asset', balanceType: 'debit' },
    ]);
  });

  it('reads codes typed in Khmer digits as the trial balance does, and says so', () => {
    const csv =
      'លេខកូដគណនី,Account name,ឈ្មោះគណនី,គណនីមេ,ប្រភេទគណនី,ធាតុ\n១០០០,Cash,សាច់ប្រាក់,,ទ្រព្យសកម្ម,CashAndCashEquivalents\n១០១០,Petty cash,សាច់ប្រាក់តូច,១០០០,ទ្រព្យសកម្ម,CashAndCashEquivalents\n';
    const { chart, problems, mappings } = readChart(csv, 'crfrf');
    expect(problems).toEqual([]);
    expect(chart.accounts.map((a) => [a.code, a.parentCode])).toEqual([
      ['1000', undefined],
      ['1010', '1000'],
    ]);
    expect(mappings.filter((m) => m.how === 'ascii-digits')).toEqual([
      { row: 2, code: '1000', column: 'code', from: '១០០០', to: '1000', how: 'ascii-digits' },
      { row: 3, code: '1010', column: 'code', from: '១០១០', to: '1010', how: 'ascii-digits' },
      { row: 3, code: '1010', column: 'parent_code', from: '១០០០', to: '1000', how: 'ascii-digits' },
    ]);
  });

  it('imports a chart without concepts as problems that each name the three likely concepts', () => {
    const { chart, problems } = readChart(
      'Code,Name EN,Name KH,Type\n1000,Cash in hand,សាច់ប្រាក់ក្នុងដៃ,Asset\n6100,Salaries - office staff,ប្រាក់បៀវត្សបុគ្គលិកការិយាល័យ,Expenses\n',
      'crfrf',
    );
    expect(chart.accounts).toEqual([]);
    expect(problems).toMatchObject([
      { row: 2, code: 'missing_concept', column: 'concept', value: '' },
      { row: 3, code: 'missing_concept', column: 'concept', value: '' },
    ]);
    expect(problems[0]!.message.en).toMatch(
      /^Account 1000 has no concept\. Likely: Cash and cash equivalents \(ifrs-full:CashAndCashEquivalents\), /,
    );
    expect(problems[0]!.message.kh).toContain('គណនី 1000 គ្មានធាតុ។ ទំនងជា៖ សាច់ប្រាក់ និងសាច់ប្រាក់សមមូល');
    expect(problems[1]!.message.en).toContain('Likely: Administrative expenses: employee benefits');
  });

  it('lets a refused row be fixed with one of its suggestions: the file rewritten imports clean (issue 21, defect 1)', () => {
    const file =
      'Code,Name EN,Name KH,Type\n1000,Cash in hand,សាច់ប្រាក់ក្នុងដៃ,Asset\n6100,Salaries - office staff,ប្រាក់បៀវត្សបុគ្គលិកការិយាល័យ,Expenses\n';
    const { problems } = readChart(file, 'crfrf');
    expect(problems.map((p) => p.suggestions?.length)).toEqual([3, 3]);
    expect(problems[0]!.suggestions![0]).toBe('ifrs-full:CashAndCashEquivalents');
    const fixed = fixChartFile(
      file,
      problems.map((p) => ({ row: p.row, concept: p.suggestions![0]! })),
    );
    const again = readChart(fixed, 'crfrf');
    expect(again.problems).toEqual([]);
    expect(again.chart.accounts.map((a) => [a.code, a.concept])).toEqual([
      ['1000', 'ifrs-full:CashAndCashEquivalents'],
      ['6100', problems[1]!.suggestions![0]],
    ]);
    // A concept written wrong is offered the likely ones too; a fix of one row leaves the other rows as written.
    const wrong = readChart('code,name_en,name_kh,account_type,concept\n1000,Cash,សាច់ប្រាក់,asset,Nonsense\n', 'crfrf');
    expect(wrong.problems[0]).toMatchObject({ code: 'unknown_concept' });
    expect(wrong.problems[0]!.suggestions).toContain('ifrs-full:CashAndCashEquivalents');
    expect(fixChartFile(file, [{ row: 2, concept: 'ifrs-full:CashAndCashEquivalents' }]).split('\n')[2]).toContain(
      '6100,Salaries - office staff',
    );
  });

  it('suggests first what the file maps an account of the same name to (the chart remembers)', () => {
    const { problems } = readChart(
      'Code,Name EN,Name KH,Type,Concept\n1000,Till,ទូដាក់ប្រាក់,Asset,OtherCurrentAssets\n1001,Till,ទូដាក់ប្រាក់,Asset,\n',
      'crfrf',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message.en).toMatch(/Likely: Other current assets \(ifrs-full:OtherCurrentAssets\), /);
  });

  it('still names the columns it misses', () => {
    const { problems } = readChart('Account code,Account name,Type\n1000,Cash,Asset\n', 'crfrf');
    expect(problems).toMatchObject([{ row: 1, code: 'invalid_headers' }]);
    expect(problems[0]!.message.en).toContain('missing name_kh.');
  });
});
