import { accounts } from '../db/schema';
import type { Db } from '../db/client';

/**
 * A 10,000-line trial balance (5,000 custom accounts, two years) for the tests that kill a server in the middle of a
 * commit: the accounts go into the entity's chart, the CSV and its lines (`year|code|debit|credit`, sorted) come back.
 */
export async function bigTrialBalance(db: Db, entityId: string): Promise<{ csv: string; keys: string[] }> {
  const rows: (typeof accounts.$inferInsert)[] = [];
  const csv = ['account_code,account_name,year,debit,credit'];
  const keys: string[] = [];
  for (let i = 0; i < 5000; i++) {
    const debit = i % 2 === 0;
    const code = String(700000 + i);
    rows.push({
      id: `big-${i}`,
      entityId,
      code,
      nameEn: `Account ${code}`,
      // (The API's sources hold no Khmer words outside the e-mail templates: a test account's Khmer name is a code.)
      nameKh: `${code}-kh`,
      accountType: debit ? 'asset' : 'equity',
      concept: debit ? 'ifrs-full:OtherCurrentAssets' : 'ifrs-full:OtherReserves',
      balance: debit ? 'debit' : 'credit',
      periodType: 'instant',
      custom: true,
    });
    const amount = 1000 + Math.floor(i / 2);
    for (const year of [2024, 2025]) {
      csv.push(`${code},Account ${code},${year},${debit ? amount : 0},${debit ? 0 : amount}`);
      keys.push(`${year}|${code}|${debit ? amount : 0}|${debit ? 0 : amount}`);
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(accounts).values(rows.slice(i, i + 500));
  return { csv: `${csv.join('\n')}\n`, keys: keys.sort() };
}

/** Lines of a statement's trial balance as `year|code|debit|credit`, sorted (to compare with `bigTrialBalance`). */
export const lineKey = (l: { year: number; accountCode: string; debit: number; credit: number }) =>
  `${l.year}|${l.accountCode}|${l.debit}|${l.credit}`;
