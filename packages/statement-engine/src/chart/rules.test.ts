// The general rules of issue 36 (the rest), each on a name of its own (not from any chart measured): every case here
// was answered otherwise before the rule.
import { describe, expect, it } from 'vitest';
import type { AccountType, Framework } from '../model/types';
import { suggestConcepts } from './suggest';

const I = 'ifrs-full:';
const first = (
  code: string,
  nameEn: string,
  nameKh: string,
  accountType?: AccountType,
  framework: Framework = 'crfrf',
) =>
  suggestConcepts(accountType ? { code, nameEn, nameKh, accountType } : { code, nameEn, nameKh }, framework)[0]
    ?.concept;

describe('the mapping assistant, issue 36 (the rest)', () => {
  it("a label without its term words: 'Lease liability' meets both parts and the term words decide", () => {
    expect(first('2300', 'Lease liability - shop (current)', '', 'liability')).toBe(`${I}CurrentLeaseLiabilities`);
    expect(first('2301', 'Lease liability - shop (non-current)', '', 'liability')).toBe(
      `${I}NoncurrentLeaseLiabilities`,
    );
  });

  it('the state of goods decides over what the goods are (Khmer too)', () => {
    expect(first('1301', '', 'គ្រឿងសង្ហារិមផលិតរួច', 'asset')).toBe(`${I}FinishedGoods`);
  });

  it('direct-cost words and materials name cost of sales', () => {
    expect(first('5100', 'Cement used', '', 'expense')).toBe('dfr:CostOfSalesGoodsAndMaterials');
    expect(first('5101', 'Sewing machine repairs', '', 'expense')).toBe('dfr:CostOfSalesRepairsAndMaintenance');
    expect(first('6200', 'Export forwarding charges', '', 'expense')).toBe('dfr:DistributionCostsOther');
  });

  it("without a type, a name's head word decides its kind ('Tax on income' is not income)", () => {
    expect(first('6100', 'Repair service income', '')).toBe(`${I}RevenueFromRenderingOfServices`);
    expect(first('8100', 'Tax on income', '')).toBe(`${I}CurrentTaxExpenseIncome`);
    expect(first('3100', 'Accumulated losses', '')).toBe(`${I}RetainedEarnings`);
  });

  it('Khmer: words read in the English order, particles and compounds the lists know', () => {
    expect(first('4200', '', 'ចំណូលពីការបណ្តុះបណ្តាល', 'income')).toBe(`${I}RevenueFromRenderingOfServices`);
    expect(first('1400', '', 'អាករលើតម្លៃបន្ថែមត្រូវបង្វិលសង', 'asset')).toBe(`${I}CurrentValueAddedTaxReceivables`);
    expect(first('7100', '', 'ខាតលើអត្រាប្តូរប្រាក់', 'expense')).toBe('dfr:OtherExpenseOther');
  });

  it('synonyms: advance payments are advances, clients customers', () => {
    expect(first('2100', 'Advance payments from clients', '', 'liability')).toBe(`${I}CurrentAdvances`);
  });
});
