import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../db/repository-base';
import { type Harness, startHarness } from '../../test/harness';
import { trialBalanceRepo } from './trial-balance.repository';

// The lines go in as one statement with their values as one JSON parameter (issue 30: 20 statements of 500 rows built
// through drizzle were most of a 10k-line import's time). Runs on SQLite and, in the PostgreSQL lane, on PostgreSQL.
let h: Harness;
let statementId: string;

beforeAll(async () => {
  h = await startHarness();
  const owner = await h.user('owner@example.com');
  statementId = await h.statement(owner, await h.entity(owner, 'TB-REPO'));
});
afterAll(() => h.close());

/** The saved lines as the engine reads them, in file order. */
const saved = async () =>
  (await trialBalanceRepo.lines(h.deps.db, statementId))
    .map(({ year, row, accountCode, accountName, debit, credit }) => ({
      year,
      row,
      accountCode,
      accountName,
      debit,
      credit,
    }))
    .sort((a, b) => a.year - b.year || a.row - b.row);

const replace = (years: number[], lines: Parameters<typeof trialBalanceRepo.replaceYears>[3]) =>
  h.deps.db.transaction((tx) => trialBalanceRepo.replaceYears(tx, statementId, years, lines));

describe('trialBalanceRepo.replaceYears', () => {
  it('keeps every value as it was read: texts with quotes, backslashes, Khmer and emoji, no name, codes of digits, large amounts', async () => {
    const lines = [
      {
        year: 2025,
        row: 2,
        accountCode: '0071',
        accountName: 'Cash "on hand", petty \\ main',
        debit: 9_007_199_254_740_991,
        credit: 0,
      },
      {
        year: 2025,
        row: 3,
        accountCode: '2620',
        accountName: 'ប្រាក់ចំណេញរក្សាទុក 💰',
        debit: 0,
        credit: 9_007_199_254_740_991,
      },
      { year: 2025, row: 4, accountCode: '1e3', debit: 0, credit: 0 },
      { year: 2025, row: 5, accountCode: "O'Brien\n\t{}[]", accountName: 'null', debit: 1, credit: 1 },
      { year: 2024, row: 6, accountCode: '1000', accountName: '', debit: 12_345, credit: 0 },
    ];
    await replace([2024, 2025], lines);
    expect(await saved()).toEqual(
      [...lines]
        .map((l) => ({ ...l, accountName: l.accountName ?? null }))
        .sort((a, b) => a.year - b.year || a.row - b.row),
    );
    // A line without a row number takes its place in the file (row 2 is the first line after the header).
    await replace([2024], [{ year: 2024, accountCode: '1000', debit: 5, credit: 0 }]);
    expect((await saved()).find((l) => l.year === 2024)).toEqual({
      year: 2024,
      row: 2,
      accountCode: '1000',
      accountName: null,
      debit: 5,
      credit: 0,
    });
  });

  it("replaces only the years given: the other year's lines stay", async () => {
    await replace(
      [2024, 2025],
      [
        { year: 2024, row: 2, accountCode: '1000', debit: 1, credit: 0 },
        { year: 2025, row: 3, accountCode: '1000', debit: 2, credit: 0 },
      ],
    );
    await replace([2025], [{ year: 2025, row: 2, accountCode: '2000', debit: 0, credit: 7 }]);
    expect((await saved()).map((l) => `${l.year}:${l.accountCode}`)).toEqual(['2024:1000', '2025:2000']);
    await replace([2025], []);
    expect((await saved()).map((l) => `${l.year}:${l.accountCode}`)).toEqual(['2024:1000']);
  });

  it("inserts 20,000 lines (4,681 rows of 7 values fill SQLite's 32,766 variables) in one statement, not through the query builder", async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => ({
      year: 2025,
      row: i + 2,
      accountCode: String(100_000 + i),
      accountName: `Account ${i}`,
      debit: i,
      credit: 0,
    }));
    let built = 0;
    await h.deps.db.transaction(async (tx) => {
      const insert = vi.spyOn(tx as DbOrTx, 'insert');
      await trialBalanceRepo.replaceYears(tx, statementId, [2024, 2025], lines);
      built = insert.mock.calls.length;
    });
    expect(built).toBe(0);
    const back = await saved();
    expect(back.length).toBe(20_000);
    expect(back[19_999]).toEqual({
      year: 2025,
      row: 20_001,
      accountCode: '119999',
      accountName: 'Account 19999',
      debit: 19_999,
      credit: 0,
    });
  });

  it('all or nothing: a failure later in the transaction leaves the previous lines as they were', async () => {
    await replace(
      [2024, 2025],
      [{ year: 2025, row: 2, accountCode: '1000', accountName: 'Before', debit: 3, credit: 0 }],
    );
    const before = await saved();
    await expect(
      h.deps.db.transaction(async (tx) => {
        await trialBalanceRepo.replaceYears(
          tx,
          statementId,
          [2025],
          [{ year: 2025, row: 2, accountCode: '9999', accountName: 'After', debit: 4, credit: 0 }],
        );
        throw new Error('the audit entry could not be written');
      }),
    ).rejects.toThrow('audit entry');
    expect(await saved()).toEqual(before);
  });
});
