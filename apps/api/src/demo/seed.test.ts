import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTest } from '../auth/testing';
import { entities, exchangeRates, statements, trialBalanceLines } from '../db/schema';
import { type Harness, startHarness } from '../test/harness';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('demo data', () => {
  it('seeds the demo user, entity, rates and a statement with two years of trial balance, idempotently', async () => {
    const first = await seedDemo(h.deps);
    const second = await seedDemo(h.deps);
    expect(second).toEqual(first);
    expect(await h.deps.db.select().from(entities)).toHaveLength(1);
    expect(await h.deps.db.select().from(statements)).toHaveLength(1);
    const lines = await h.deps.db
      .select()
      .from(trialBalanceLines)
      .where(eq(trialBalanceLines.statementId, first.statementId));
    expect(new Set(lines.map((l) => l.year))).toEqual(new Set([2024, 2025]));
    expect((await h.deps.db.select().from(exchangeRates)).length).toBe(24);

    const demo = await signInForTest(h.deps, DEMO_EMAIL, DEMO_PASSWORD);
    const as = { email: DEMO_EMAIL, sub: demo.sub, token: demo.accessToken };
    const mine = await h.call('GET', '/api/entities', { as });
    expect(mine.data.entities).toEqual([
      expect.objectContaining({ nameEn: 'Angkor Trading Co., Ltd.', role: 'super_admin' }),
    ]);

    const computed = await h.call('GET', `/api/statements/${first.statementId}/computed`, { as });
    expect(computed.status).toBe(200);
    expect(computed.data.statementVersion).toBe(1);
    const value = (concept: string) =>
      computed.data.facts.find(
        (f: { concept: string; period: { instant?: string } }) =>
          f.concept === concept && f.period.instant === '2025-12-31',
      )?.value;
    expect(value('ifrs-full:Assets')).toBe(value('ifrs-full:EquityAndLiabilities'));
    expect(computed.data.ratios.current.currentRatio).toBeGreaterThan(0);
  });
});
