import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS, demoTrialBalance } from '../demo';
import { InvalidSettingError } from '../errors';
import { buildStatements } from '../statements';
import { getTaxonomy } from '../taxonomy';
import { rateOn, TRANSLATION_RESERVE, translateAmounts } from '.';

const I = 'ifrs-full:';

describe('translation', () => {
  const taxonomy = getTaxonomy('crfrf');

  it('takes assets and liabilities at the closing rate, income and expenses at the average, equity at historical', () => {
    const amounts = new Map([
      [`${I}CashAndCashEquivalents`, 1_000],
      [`${I}TradeAndOtherCurrentPayables`, 200],
      [`${I}IssuedCapital`, 500],
      [`${I}RevenueFromSaleOfGoods`, 700],
      [`${I}OtherExpenseByNature`, 400],
    ]);
    const translated = translateAmounts(amounts, taxonomy, { closing: 4_100, average: 4_050, historical: 4_000 });
    expect(translated.get(`${I}CashAndCashEquivalents`)).toBe(4_100_000);
    expect(translated.get(`${I}TradeAndOtherCurrentPayables`)).toBe(820_000);
    expect(translated.get(`${I}IssuedCapital`)).toBe(2_000_000);
    expect(translated.get(`${I}RevenueFromSaleOfGoods`)).toBe(2_835_000);
    // 4,100,000 = 820,000 + 2,000,000 + (2,835,000 − 1,620,000) + reserve
    expect(translated.get(TRANSLATION_RESERVE)).toBe(4_100_000 - 820_000 - 2_000_000 - (2_835_000 - 1_620_000));
  });

  it('keeps a balanced trial balance balanced at any rates', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0001, max: 5_000, noNaN: true }),
        fc.double({ min: 0.0001, max: 5_000, noNaN: true }),
        (closing, average) => {
          const set = buildStatements({
            settings: { ...DEMO_SETTINGS, functionalCurrency: 'USD', closingRate: closing, averageRate: average },
            trialBalance: demoTrialBalance(),
          });
          const at = (concept: string) =>
            set.facts.find((f) => f.concept === concept && 'instant' in f.period && f.period.instant === '2025-12-31')
              ?.value;
          expect(at(`${I}Assets`)).toBe(at(`${I}EquityAndLiabilities`));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses a missing or non-positive rate, echoing it', () => {
    expect(() => translateAmounts(new Map(), taxonomy, { closing: 0, average: 1 })).toThrow(InvalidSettingError);
    try {
      translateAmounts(new Map(), taxonomy, { closing: 4_000, average: -2 });
    } catch (error) {
      expect((error as InvalidSettingError).value).toBe('-2');
      expect((error as InvalidSettingError).messages.kh).toContain('អត្រាមធ្យម');
    }
  });
});

describe('rateOn', () => {
  const rates = [
    { date: '2025-12-26', currency: 'USD', average: 4_010 },
    { date: '2025-12-29', currency: 'USD', average: 4_020 },
    { date: '2025-12-30', currency: 'THB', average: 125 },
  ];
  it('takes the latest rate on or before the date (a weekend takes Friday’s)', () => {
    expect(rateOn(rates, '2025-12-28', 'USD')?.average).toBe(4_010);
    expect(rateOn(rates, '2025-12-29', 'USD')?.average).toBe(4_020);
    expect(rateOn(rates, '2026-01-05', 'USD')?.average).toBe(4_020);
    expect(rateOn(rates, '2026-01-05')?.currency).toBe('THB');
  });
  it('has no rate before the first one', () => {
    expect(rateOn(rates, '2025-01-01', 'USD')).toBeUndefined();
  });
});
