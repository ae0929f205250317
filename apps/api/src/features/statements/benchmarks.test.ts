import { DEMO_ENTITY, DEMO_SETTINGS, demoTrialBalance, type StatementStage } from '@dfr/statement-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, statements } from '../../db/schema';
import { newId } from '../../db/repository-base';
import { entityRepo } from '../entities/repository';
import { seedDefaultChart } from '../accounts/service';
import { trialBalanceRepo } from './trial-balance.repository';
import { DEMO_EMAIL } from '../../demo/seed';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

/**
 * "Company vs industry": medians of the accepted filings of the same industry and year, only from five entities or
 * more; peers of another industry, of another year or not accepted never count.
 */
let h: Harness;
let demo: TestUser;
let statementId: string;

/** A peer entity with its 2025 statement: the demo's trial balance with `extra` more sales, received in cash. */
async function peer(n: number, extra: number, opts: { industry?: string; stage?: StatementStage } = {}) {
  const entityId = newId();
  await entityRepo.insert(h.deps.db, {
    ...DEMO_ENTITY,
    id: entityId,
    registrationNumber: `PEER-${n}`,
    industry: opts.industry ?? DEMO_ENTITY.industry,
    createdBy: demo.sub,
  });
  // The demo user is a member, to read each peer's own ratios (the test's oracle), never through the benchmark.
  await h.deps.db.insert(memberships).values({
    id: newId(),
    entityId,
    userId: demo.sub,
    email: DEMO_EMAIL,
    role: 'viewer',
    status: 'active',
  });
  await seedDefaultChart(h.deps.db, entityId, 'crfrf');
  const id = newId();
  await h.deps.db.insert(statements).values({
    ...DEMO_SETTINGS,
    periodStart: '2025-01-01',
    id,
    entityId,
    stage: opts.stage ?? 'accepted',
    preparedBy: demo.sub,
  });
  const lines = demoTrialBalance().map((l) =>
    l.year !== 2025
      ? l
      : l.accountCode === '6100'
        ? { ...l, credit: l.credit + extra }
        : l.accountCode === '2620'
          ? { ...l, debit: l.debit + extra }
          : l,
  );
  await trialBalanceRepo.replaceYears(h.deps.db, id, [2024, 2025], lines);
  return id;
}

const benchmarks = async () =>
  (await h.call('GET', `/api/statements/${statementId}/industry-benchmarks`, { as: demo })).data;
const grossMargin = async (id: string) =>
  (await h.call('GET', `/api/statements/${id}/computed`, { as: demo })).data.ratios.current.grossProfitMargin as number;

beforeAll(async () => {
  h = await startHarness();
  ({ statementId, demo } = await h.demo());
});
afterAll(() => h.close());

describe('industry benchmarks', () => {
  const peers: string[] = [];

  it('gives no medians below five accepted filings of the industry and year, and says how many there are', async () => {
    for (let i = 0; i < 4; i++) peers.push(await peer(i, (i + 1) * 200_000_000));
    // Not counted: another industry, and a statement of the same industry not accepted.
    await peer(90, 900_000_000, { industry: 'Manufacturing' });
    await peer(91, 900_000_000, { stage: 'submitted' });
    expect(await benchmarks()).toMatchObject({ year: 2025, contributors: 4, minimum: 5, medians: null });
  });

  it('gives the medians from five entities: the middle entity’s margin, as each entity computes it', async () => {
    peers.push(await peer(4, 1_000_000_000));
    const answer = await benchmarks();
    expect(answer.contributors).toBe(5);
    // More sales at the same cost of sales: the margin rises with `extra`, so the third peer holds the median.
    const margins = await Promise.all(peers.map(grossMargin));
    expect([...margins].sort((a, b) => a - b)).toEqual(margins);
    expect(answer.medians.grossProfitMargin).toBe(margins[2]);
    expect(new Set(margins).size).toBe(5);
    // A stranger to the statement may not ask.
    const stranger = await h.user('stranger@example.com');
    expect((await h.call('GET', `/api/statements/${statementId}/industry-benchmarks`, { as: stranger })).status).toBe(
      404,
    );
  });

  it('stops counting a filing once it is no longer accepted', async () => {
    await h.deps.db.update(statements).set({ stage: 'draft' }).where(eq(statements.id, peers[0]!));
    expect(await benchmarks()).toMatchObject({ contributors: 4, medians: null });
  });
});
