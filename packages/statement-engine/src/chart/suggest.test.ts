import { describe, expect, it } from 'vitest';
import type { ChartAccount, Framework } from '../model/types';
import { postableConcepts } from '../taxonomy';
import { suggestConcepts } from '.';
import { GARMENT_FACTORY_CHART } from './__fixtures__/garment-factory-chart';
import { NGO_CHART } from './__fixtures__/ngo-chart';
import { SMALL_COMPANY_CHART, type TestAccount } from './__fixtures__/small-company-chart';

/** Share of accounts whose first suggestion (or one of the three) is the concept a preparer chose. */
function accuracy(
  strip?: 'nameEn' | 'nameKh' | 'accountType',
  chart: readonly TestAccount[] = SMALL_COMPANY_CHART,
  framework: Framework = 'crfrf',
) {
  let first = 0;
  let top3 = 0;
  for (const account of chart) {
    const input: Parameters<typeof suggestConcepts>[0] = { ...account };
    if (strip === 'accountType') delete input.accountType;
    else if (strip) input[strip] = '';
    const suggestions = suggestConcepts(input, framework);
    if (suggestions[0]?.concept === account.expected) first++;
    if (suggestions.some((s) => s.concept === account.expected)) top3++;
  }
  return { first: first / chart.length, top3: top3 / chart.length };
}

describe('the mapping assistant', () => {
  it('is measured on a 200-account bilingual chart of a small company (figures in the README)', () => {
    expect(SMALL_COMPANY_CHART).toHaveLength(200);
    expect(new Set(SMALL_COMPANY_CHART.map((a) => a.code)).size).toBe(200);
    const postable = postableConcepts('crfrf');
    for (const a of SMALL_COMPANY_CHART) {
      expect(postable.has(a.expected), a.expected).toBe(true);
      expect(a.nameKh).toMatch(/[\u1780-\u17FF]/);
    }
    // Measured 2026-11-25 with the wider taxonomy of issue 18 (the expected concepts are the specific ones): 196/200
    // first, 200/200 in the three; English names only 189 and 194, Khmer only 180 and 190, without the account type
    // 167 and 188.
    expect(accuracy().first).toBeGreaterThanOrEqual(0.97);
    expect(accuracy().top3).toBe(1);
    expect(accuracy('nameKh').first).toBeGreaterThanOrEqual(0.94);
    expect(accuracy('nameEn').first).toBeGreaterThanOrEqual(0.87);
    expect(accuracy('accountType').first).toBeGreaterThanOrEqual(0.8);
  });

  it('is measured on the NGO chart: every account maps, and the accuracy keeps its floors (figures in the README)', () => {
    expect(NGO_CHART).toHaveLength(173);
    expect(new Set(NGO_CHART.map((a) => a.code)).size).toBe(173);
    // Every account of the NGO maps to a line item of the non-profit framework: no concept had to be invented.
    const postable = postableConcepts('npo');
    for (const a of NGO_CHART) {
      expect(postable.has(a.expected), a.expected).toBe(true);
      expect(a.nameKh).toMatch(/[\u1780-\u17FF]/);
    }
    // Measured 2026-11-25 held out, before any change: 117/173 first (67.6 %), 131/173 in the three. After the general
    // fixes its misses prompted: 130/173 first (75.1 %), 149/173 in the three; English names only 124 and 146, Khmer
    // only 114 and 127, without the account type 100 and 126.
    const both = accuracy(undefined, NGO_CHART, 'npo');
    expect(both.first).toBeGreaterThanOrEqual(0.75);
    expect(both.top3).toBeGreaterThanOrEqual(0.86);
    expect(accuracy('nameKh', NGO_CHART, 'npo').first).toBeGreaterThanOrEqual(0.7);
    expect(accuracy('nameEn', NGO_CHART, 'npo').first).toBeGreaterThanOrEqual(0.65);
  });

  it('is measured on a held-out chart: 125 accounts of a garment factory, written after the last change', () => {
    expect(GARMENT_FACTORY_CHART).toHaveLength(125);
    expect(new Set(GARMENT_FACTORY_CHART.map((a) => a.code)).size).toBe(125);
    const postable = postableConcepts('crfrf');
    for (const a of GARMENT_FACTORY_CHART) {
      expect(postable.has(a.expected), a.expected).toBe(true);
      expect(a.nameKh).toMatch(/[\u1780-\u17FF]/);
    }
    // Measured 2026-11-25, once, with nothing changed after: 95/125 first (76 %), 103/125 in the three; English names
    // only 88 and 97, Khmer only 87 and 93, without the account type 84 and 97. The floors keep it from getting worse.
    const both = accuracy(undefined, GARMENT_FACTORY_CHART);
    expect(both.first).toBeGreaterThanOrEqual(0.75);
    expect(both.top3).toBeGreaterThanOrEqual(0.82);
    expect(accuracy('nameKh', GARMENT_FACTORY_CHART).first).toBeGreaterThanOrEqual(0.7);
    expect(accuracy('nameEn', GARMENT_FACTORY_CHART).first).toBeGreaterThanOrEqual(0.69);
  });

  it('suggests three concepts of the account type, with reasons in both languages', () => {
    const suggestions = suggestConcepts(
      { code: '6301', nameEn: 'Salaries - office staff', nameKh: 'ប្រាក់បៀវត្ស - បុគ្គលិកការិយាល័យ', accountType: 'expense' },
      'crfrf',
    );
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]!.concept).toBe('dfr:AdministrativeExpenseEmployeeBenefits');
    expect(suggestions[0]!.reasons[0]!.en).toContain('salaries');
    expect(suggestions[0]!.reasons[0]!.kh).toMatch(/[\u1780-\u17FF]/);
    const income = suggestConcepts({ code: '', nameEn: 'Interest', nameKh: '', accountType: 'income' }, 'crfrf');
    // Finance income is broken down by its note (issue 36, second round): interest goes to interest income.
    expect(income[0]!.concept).toBe('ifrs-full:RevenueFromInterest');
    // Finance costs are broken down by their note (issue 18): interest goes to interest on borrowings.
    const expense = suggestConcepts({ code: '', nameEn: 'Interest', nameKh: '', accountType: 'expense' }, 'crfrf');
    expect(expense[0]!.concept).toBe('ifrs-full:InterestExpenseOnBorrowings');
  });

  it('reads Khmer-only names and the non-profit framework', () => {
    expect(suggestConcepts({ code: '', nameEn: '', nameKh: 'សាច់ប្រាក់នៅធនាគារ' }, 'npo')[0]!.concept).toBe(
      'ifrs-full:CashAndCashEquivalents',
    );
    // Grants and donations are broken down by source (issue 18): a name that names no source lands on the catch-all.
    expect(
      suggestConcepts({ code: '', nameEn: 'Grants from donors', nameKh: '', accountType: 'income' }, 'npo')[0]!.concept,
    ).toBe('dfr:OtherDonationsAndGrants');
    expect(
      suggestConcepts({ code: '', nameEn: 'Grant - USAID', nameKh: '', accountType: 'income' }, 'npo')[0]!.concept,
    ).toBe('dfr:GrantsFromInternationalAgencies');
  });

  it('remembers: an account of the same name already mapped comes first', () => {
    const learned: ChartAccount[] = [
      {
        code: '6999',
        nameEn: 'Tea money',
        nameKh: 'ថ្លៃតែ',
        accountType: 'expense',
        concept: 'dfr:OtherExpenseOther',
        balanceType: 'debit',
        periodType: 'duration',
        mandatory: false,
      },
    ];
    const before = suggestConcepts({ code: '6998', nameEn: 'Tea money', nameKh: '', accountType: 'expense' }, 'crfrf');
    expect(before[0]!.concept).not.toBe('dfr:OtherExpenseOther');
    const after = suggestConcepts({ code: '6998', nameEn: 'tea money', nameKh: '', accountType: 'expense' }, 'crfrf', {
      learned,
    });
    expect(after[0]!.concept).toBe('dfr:OtherExpenseOther');
    expect(after[0]!.reasons.map((r) => r.en)).toContain('an account of the same name maps to it');
  });
});
