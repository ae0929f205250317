import { invoiceRepo } from './repository';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, receipts } from '../../db/schema';
import { entityTest } from '../../test/harness';

const it = entityTest('DESK-INV-1');

/** Issue 32, item 3: the desk's invoices across entities, "received" with the bank's settlement, the receipt. */
describe("the desk's invoices", () => {
  it("lists every entity's invoices a page at a time, filtered and counted on the server; staff only", async ({
    world: { h, owner, entityId },
  }) => {
    const other = await h.entity(owner, 'DESK-INV-2', { province: 'kampot' });
    const today = new Date().toISOString().slice(0, 10);
    const rows = [
      { id: 'd-open', entityId, reportingYear: 2023, status: 'open' as const, dueDate: '2099-01-01' },
      { id: 'd-late', entityId: other, reportingYear: 2024, status: 'open' as const, dueDate: '2020-01-01' },
      {
        id: 'd-paid',
        entityId,
        reportingYear: 2024,
        status: 'paid' as const,
        dueDate: today,
        paidAt: '2026-01-10T08:00:00Z',
      },
    ];
    // Through the repository, as the service writes them (the entity's place copied onto the row).
    for (const [i, r] of rows.entries())
      await invoiceRepo.insertInvoice(h.deps.db, {
        ...r,
        number: `INV-2026-00000${i + 1}`,
        date: `2026-01-0${i + 1}`,
        amountDue: 400_000 * (i + 1),
        currency: 'KHR',
      });
    const desk = await h.regulator('finance@example.com');
    const all = await h.call('GET', '/api/regulator/invoices', { as: desk });
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({
      page: 1,
      pageSize: 25,
      total: 3,
      counts: { all: 3, open: 2, paid: 1, received: 0, overdue: 1 },
    });
    expect(all.data.invoices.map((i: { id: string }) => i.id)).toEqual(['d-paid', 'd-late', 'd-open']);
    expect(all.data.invoices[1]).toMatchObject({ overdue: true, entityNameEn: 'Test Co DESK-INV-2' });
    const late = await h.call('GET', '/api/regulator/invoices?status=overdue', { as: desk });
    expect(late.data.invoices.map((i: { id: string }) => i.id)).toEqual(['d-late']);
    expect(late.data.total).toBe(1);
    const page2 = await h.call('GET', '/api/regulator/invoices?sort=amount&pageSize=2&page=2', { as: desk });
    expect(page2.data.invoices.map((i: { id: string }) => i.id)).toEqual(['d-open']);
    // Filtered by the entity (the page starts from the province's entities), sorted and paged all the same.
    const ids = async (q: string) =>
      (await h.call('GET', `/api/regulator/invoices?${q}`, { as: desk })).data.invoices.map(
        (i: { id: string }) => i.id,
      );
    expect(await ids('province=kampot')).toEqual(['d-late']);
    expect(await ids('province=phnom-penh&sort=amount')).toEqual(['d-paid', 'd-open']);
    expect(await ids('province=phnom-penh&sort=amount&pageSize=1&page=2')).toEqual(['d-open']);
    expect(await ids('province=phnom-penh&year=2024')).toEqual(['d-paid']);
    const year = await h.call('GET', '/api/regulator/invoices?year=2024', { as: desk });
    expect(year.data.counts).toMatchObject({ all: 2, open: 1, paid: 1 });
    expect((await h.call('GET', '/api/regulator/invoices?pageSize=500', { as: desk })).status).toBe(422);
    expect((await h.call('GET', '/api/regulator/invoices', { as: owner })).status).toBe(403);
  });

  it('marks a paid invoice received with the settlement date and reference; the filer sees it', async ({
    world: { h, owner, entityId },
  }) => {
    const desk = await h.regulator('finance@example.com');
    const path = '/api/regulator/invoices/d-paid/receive';
    const body = { settlementDate: '2026-01-12', reference: 'ABA-778899', confirm: 'confirm' };
    // The typed confirm, a date not before the payment, staff only; each refusal leaves the invoice paid.
    const noConfirm = await h.call('POST', path, { as: desk, json: { ...body, confirm: '' }, lang: 'km-KH' });
    expect(noConfirm.status).toBe(422);
    expect(noConfirm.data.error.field_keys).toEqual({ confirm: 'confirm_word_required' });
    const early = await h.call('POST', path, { as: desk, json: { ...body, settlementDate: '2026-01-09' } });
    expect(early.status).toBe(422);
    expect(early.data.error.field_keys).toEqual({ settlementDate: 'settlement_before_payment' });
    expect(early.data.error.fields.settlementDate).toContain('January 10, 2026');
    expect((await h.call('POST', path, { as: owner, json: body })).status).toBe(403);
    expect((await h.call('POST', '/api/regulator/invoices/d-open/receive', { as: desk, json: body })).status).toBe(409);
    const before = await h.call('GET', `/api/entities/${entityId}/invoices`, { as: owner });
    expect(before.data.invoices.find((i: { id: string }) => i.id === 'd-paid').status).toBe('paid');

    const res = await h.call('POST', path, { as: desk, json: body });
    expect(res.status).toBe(200);
    expect(res.data.invoice).toMatchObject({
      status: 'received',
      settlementDate: '2026-01-12',
      settlementReference: 'ABA-778899',
    });
    expect((await h.call('POST', path, { as: desk, json: body })).status).toBe(409);
    const filer = await h.call('GET', `/api/entities/${entityId}/invoices`, { as: owner });
    expect(filer.data.invoices.find((i: { id: string }) => i.id === 'd-paid')).toMatchObject({
      status: 'received',
      settlementDate: '2026-01-12',
    });
    const trail = await h.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, 'd-paid'));
    expect(trail).toEqual([expect.objectContaining({ actor: desk.sub, action: 'invoice.receive' })]);
  });

  it("serves a paid invoice's receipt to staff, not to entity users; 404 without a receipt", async ({
    world: { h, owner },
  }) => {
    const desk = await h.regulator('finance@example.com');
    await h.deps.db.insert(receipts).values({
      id: 'r-1',
      invoiceId: 'd-paid',
      number: 'RCT-2026-000001',
      date: '2026-01-10',
      amount: 1_200_000,
      currency: 'KHR',
    });
    const rendered: string[] = [];
    const render = h.deps.pdf.render;
    h.deps.pdf.render = async (html: string) => {
      rendered.push(html);
      return new Uint8Array([37, 80, 68, 70]);
    };
    try {
      const res = await h.call('GET', '/api/regulator/invoices/d-paid/receipt/pdf', { as: desk });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('RCT-2026-000001.pdf');
      expect(rendered[0]).toContain('RCT-2026-000001');
    } finally {
      h.deps.pdf.render = render;
    }
    expect((await h.call('GET', '/api/regulator/invoices/d-open/receipt/pdf', { as: desk })).status).toBe(404);
    expect((await h.call('GET', '/api/regulator/invoices/d-paid/receipt/pdf', { as: owner })).status).toBe(403);
  });
});
