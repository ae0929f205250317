import { describe, expect } from 'vitest';
import { invoices } from '../../db/schema';
import { entityTest } from '../../test/harness';

const it = entityTest('INV-1');

describe('invoices', () => {
  it("lists an entity's invoices to members only", async ({ world: { h, owner, stranger, entityId } }) => {
    await h.deps.db.insert(invoices).values({
      id: 'inv-1',
      entityId,
      number: 'DFR-2025-0001',
      date: '2026-01-15',
      amountDue: 400_000,
      currency: 'KHR',
    });
    const res = await h.call('GET', `/api/entities/${entityId}/invoices`, { as: owner });
    expect(res.status).toBe(200);
    expect(res.data.invoices).toEqual([
      expect.objectContaining({ number: 'DFR-2025-0001', status: 'open', receipt: null }),
    ]);
    expect((await h.call('GET', `/api/entities/${entityId}/invoices`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', '/api/entities/nope/invoices', { as: owner })).status).toBe(404);
  });
});
