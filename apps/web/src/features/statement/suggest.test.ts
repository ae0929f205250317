import { describe, expect, it } from 'vitest';
import { suggestFor } from './engine';
import type { AccountRecord } from './types';

const account = (code: string, nameEn: string, nameKh: string, concept = ''): AccountRecord => ({
  code,
  nameEn,
  nameKh,
  accountType: 'asset',
  concept,
  balanceType: 'debit',
  periodType: 'instant',
  mandatory: false,
  custom: true,
  version: 1,
});

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

  it("puts first what five or more entities' accepted filings mapped the name to, with the reason in both languages", () => {
    const till = account('1107', 'Cash drawer', 'ថតប្រាក់');
    expect(suggestFor(till, [till])[0]!.concept).not.toBe('ifrs-full:OtherCurrentAssets');
    const evidence = [{ name: 'cash drawer', concept: 'ifrs-full:OtherCurrentAssets', entities: 12 }];
    const first = suggestFor(till, [till], evidence)[0]!;
    expect(first.concept).toBe('ifrs-full:OtherCurrentAssets');
    expect(first.reasons[0]).toEqual({ en: 'mapped so by 12 entities', kh: 'អង្គភាព ១២ បានភ្ជាប់ដូច្នេះ' });
  });

  it("reads the chart's other accounts for what the entity does: a trader's goods are merchandise", () => {
    const buttons = account('1204', 'Inventory - buttons', '');
    expect(suggestFor(buttons, [buttons])[0]!.concept).toBe('ifrs-full:OtherInventories');
    const shop = [
      account('1200', 'Fans stock', 'ស្តុកកង្ហារ'),
      { ...account('4000', 'Sales - appliances', 'ការលក់គ្រឿងអគ្គិសនី'), accountType: 'income' as const },
      buttons,
    ];
    const first = suggestFor(buttons, shop)[0]!;
    expect(first.concept).toBe('ifrs-full:Merchandise');
    expect(first.reasons.at(-1)!.kh).toMatch(/^គណនីផ្សេងទៀតក្នុងតារាងគណនី/);
  });
});
