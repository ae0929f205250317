// The row format of the held-out charts (issue 36): code, English name, Khmer name, account type, the concept a
// preparer would choose. Codes may be typed in Khmer digits, Khmer names with or without the coeng (subscript) forms,
// with the zero-width spaces some keyboards put between words, and with Latin bank names and abbreviations inside.
import type { AccountType } from '../../model/types';
import type { TestAccount } from '../__fixtures__/small-company-chart';

export type Row = [code: string, en: string, kh: string, type: AccountType, expected: string];

export const I = 'ifrs-full:';
/** A zero-width space, as Khmer keyboards insert between words. */
export const ZW = '\u200b';

export const toAccounts = (rows: readonly Row[]): TestAccount[] =>
  rows.map(([code, nameEn, nameKh, accountType, expected]) => ({ code, nameEn, nameKh, accountType, expected }));
