import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, invoices } from '../../db/schema';
import { issueInvoice } from '../invoices/service';
import { entityTest } from '../../test/harness';

const it = entityTest('FEES-1');

const fees = { small: { amount: 500_000 }, medium: { amount: 1_500_000, auditedAmount: 2_000_000 } };

/** Issue 32, item 1: the fee schedule in the product, seeded once from DFR_FEES_KHR, with its history. */
describe('the fee schedule', () => {
  it('starts from DFR_FEES_KHR; finance staff write a new version (typed confirm, the version read); others may not', async ({
    world: { h, owner },
  }) => {
    const desk = await h.regulator('finance@example.com');
    const first = await h.call('GET', '/api/regulator/fees', { as: desk });
    expect(first.status).toBe(200);
    expect(first.data.schedules).toEqual([
      expect.objectContaining({
        fromYear: 2000,
        version: 1,
        current: true,
        createdBy: 'system',
        fees: { small: { amount: 400_000 }, medium: { amount: 1_200_000 } },
      }),
    ]);
    const post = (json: Record<string, unknown>, as = desk, lang?: string) =>
      h.call('POST', '/api/regulator/fees', { as, json, lang });
    const unconfirmed = await post({ fromYear: 2025, version: 0, fees, confirm: 'yes' }, desk, 'km-KH');
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.data.error.field_keys).toEqual({ confirm: 'confirm_word_required' });
    const negative = await post({
      fromYear: 2025,
      version: 0,
      fees: { ...fees, small: { amount: -1 } },
      confirm: 'confirm',
    });
    expect(negative.data.error.field_keys).toEqual({ 'fees.small.amount': 'non_negative' });
    expect((await post({ fromYear: 2025, version: 0, fees, confirm: 'confirm' }, owner)).status).toBe(403);
    expect((await post({ fromYear: 2000, version: 0, fees, confirm: 'confirm' })).status).toBe(409);

    const made = await post({ fromYear: 2025, version: 0, fees, confirm: 'confirm' });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ fromYear: 2025, version: 1, current: true, fees });
    // The same version read twice: the second writer is stale, nothing is overwritten.
    expect((await post({ fromYear: 2025, version: 0, fees, confirm: 'confirm' })).status).toBe(409);
    const list = await h.call('GET', '/api/regulator/fees', { as: desk });
    expect(list.data.schedules.map((s: { fromYear: number; version: number }) => [s.fromYear, s.version])).toEqual([
      [2025, 1],
      [2000, 1],
    ]);
    const trail = await h.deps.db.select().from(auditLog).where(eq(auditLog.action, 'fee_schedule.change'));
    expect(trail).toEqual([expect.objectContaining({ actor: desk.sub })]);
  });

  it('invoices issued after a change take the new fee (by size and audit requirement); issued ones keep theirs', async ({
    world: { h, owner, entityId },
  }) => {
    const desk = await h.regulator('finance@example.com');
    const early = await h.statement(owner, entityId);
    // The earlier year (2024) is still under the seeded schedule.
    const before = await issueInvoice(h.deps.db, h.deps, { id: early, entityId, reportingYear: 2024 });
    expect(before.amountDue).toBe(400_000);
    const audited = await h.entity(owner, 'FEES-2', { size: 'medium', auditRequired: true });
    const plain = await h.entity(owner, 'FEES-3', { size: 'medium' });
    const small = await h.entity(owner, 'FEES-4', { size: 'small' });
    const issue = async (id: string) =>
      issueInvoice(h.deps.db, h.deps, { id: await h.statement(owner, id), entityId: id, reportingYear: 2025 });
    expect((await issue(audited)).amountDue).toBe(2_000_000);
    expect((await issue(plain)).amountDue).toBe(1_500_000);
    expect((await issue(small)).amountDue).toBe(500_000);
    // A second change: new invoices take it, issued ones keep their amount.
    const next = { ...fees, small: { amount: 650_000 } };
    expect(
      (
        await h.call('POST', '/api/regulator/fees', {
          as: desk,
          json: { fromYear: 2025, version: 1, fees: next, confirm: 'confirm' },
        })
      ).status,
    ).toBe(201);
    const later = await h.entity(owner, 'FEES-5', { size: 'small' });
    expect((await issue(later)).amountDue).toBe(650_000);
    const kept = await h.deps.db.select().from(invoices).where(eq(invoices.entityId, small));
    expect(kept.map((i) => i.amountDue)).toEqual([500_000]);
    expect((await h.deps.db.select().from(invoices).where(eq(invoices.id, before.id)))[0]!.amountDue).toBe(400_000);
  });
});
