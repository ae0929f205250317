import { describe, expect, it } from 'vitest';
import { suggestFor } from './engine';
import type { AccountRecord } from './types';

const account = (code: string, nameEn: string, nameKh: string, concept: string | null = null) =>
  ({
    code,
    nameEn,
    nameKh,
    accountType: 'asset',
    concept,
    balance: 'debit',
    periodType: 'instant',
  }) as AccountRecord;

describe('the mapping assistant in the chart of accounts', () => {
  it('suggests three line items for an account without one, by its names', () => {
    const cash = account('1105', 'Cash in hand', 'សាច់ប្រាក់ក្នុងដៃ');
    const suggestions = suggestFor(cash, [cash]);
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]!.concept).toBe('ifrs-full:CashAndCashEquivalents');
  });

  it('remembers what the chart maps an account of the same name to', () => {
    const till = account('1106', 'Till', 'ទូដាក់ប្រាក់');
    const chart = [account('1101', 'Till', 'ទូដាក់ប្រាក់', 'ifrs-full:OtherCurrentAssets'), till];
    expect(suggestFor(till, chart)[0]!.concept).toBe('ifrs-full:OtherCurrentAssets');
  });
});
