import { filingDeadline } from '@dfr/statement-engine';
import { describe, expect } from 'vitest';
import type { DbOrTx } from '../../db/repository-base';
import { statements } from '../../db/schema';
import { credentialRequestRepo } from '../credential-requests/repository';
import { invoiceRepo } from '../invoices/repository';
import { submissionRepo } from '../submissions/repository';
import { refreshOpenPeriodEnd } from '../statements/repository';
import { refreshFiling, refreshYear } from './place.repository';
import { lastOverduePeriodEnd } from './lists';
import { regulatorService } from './service';
import { statementOfYear } from './testing';
import { entityTest } from '../../test/harness';

const it = entityTest('DESK-1');

/** Inserts rows one by one through a repository's insert. */
async function insertAllIn<R>(db: DbOrTx, insert: (db: DbOrTx, row: R) => Promise<unknown>, rows: R[]) {
  for (const row of rows) await insert(db, row);
}

const statementRow = (id: string, entityId: string, year: number, stage: string, submittedAt?: string) => ({
  id,
  entityId,
  ...statementOfYear(year),
  stage: stage as 'draft',
  submittedAt: submittedAt ?? null,
});

/** Issue 32, item 7: the desk's lists paginated, sorted, filtered and counted on the server; the statistics. */
describe('a desk that holds a country', () => {
  it('finds the last overdue period end with the engine deadline rule, at month ends too', () => {
    for (const today of ['2026-04-21', '2026-04-20', '2026-03-01', '2027-09-01', '2028-02-29'])
      for (const audited of [false, true]) {
        const end = lastOverduePeriodEnd(today, audited);
        const next = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(filingDeadline(end, audited) < today).toBe(true);
        expect(filingDeadline(next, audited) < today).toBe(false);
      }
  });

  it('pages, filters and counts submissions, credential requests, compliance and invoices', async ({
    world: { h, owner, entityId },
  }) => {
    const kampot = await h.entity(owner, 'DESK-2', { province: 'kampot', industry: 'construction', size: 'medium' });
    const audited = await h.entity(owner, 'DESK-3', { province: 'kampot', industry: 'mining', auditRequired: true });
    await h.deps.db
      .insert(statements)
      .values([
        statementRow('s-a-24', entityId, 2024, 'accepted', '2025-03-01T00:00:00Z'),
        statementRow('s-a-25', entityId, 2025, 'draft'),
        statementRow('s-k-24', kampot, 2024, 'submitted', '2025-06-01T00:00:00Z'),
        statementRow('s-k-25', kampot, 2025, 'draft'),
        statementRow('s-m-25', audited, 2025, 'draft'),
      ]);
    // Inserted around the repository (a fixture with stages): the entities' earliest open period end set as it would.
    for (const e of [entityId, kampot, audited]) await refreshOpenPeriodEnd(h.deps.db, e);
    for (const s of await h.deps.db.select().from(statements)) {
      await refreshFiling(h.deps.db, s);
      await refreshYear(h.deps.db, s);
    }
    const filed = (id: string, e: string, statementId: string, year: number, status: string, at: string) => ({
      id,
      entityId: e,
      statementId,
      reportingYear: year,
      statementVersion: 1,
      receiptNumber: `EF-${id}`,
      status: status as 'received',
      submittedBy: owner.sub,
      submittedAt: at,
    });
    // Written through the repositories, as the services write them (the entity's place copied onto each row).
    await insertAllIn(h.deps.db, submissionRepo.insert, [
      filed('b1', entityId, 's-a-24', 2024, 'accepted', '2025-03-01T00:00:00Z'),
      filed('b2', kampot, 's-k-24', 2024, 'received', '2025-06-01T00:00:00Z'),
    ]);
    await insertAllIn(h.deps.db, credentialRequestRepo.insert, [
      { id: 'cr1', entityId, requestedBy: owner.sub, contactName: 'A', contactEmail: owner.email, status: 'approved' },
      { id: 'cr2', entityId: kampot, requestedBy: owner.sub, contactName: 'B', contactEmail: owner.email },
    ]);
    const desk = await h.regulator('desk@example.com');
    const get = (path: string) => h.call('GET', path, { as: desk });

    const subs = await get('/api/regulator/submissions?pageSize=1');
    expect(subs.data).toMatchObject({ page: 1, pageSize: 1, total: 2, counts: { all: 2, received: 1, accepted: 1 } });
    expect(subs.data.submissions.map((s: { id: string }) => s.id)).toEqual(['b2']);
    expect((await get('/api/regulator/submissions?pageSize=1&page=2')).data.submissions[0].id).toBe('b1');
    const inKampot = await get('/api/regulator/submissions?province=kampot&size=medium');
    expect(inKampot.data).toMatchObject({ total: 1, counts: { all: 1, received: 1, accepted: 0 } });
    expect((await get('/api/regulator/submissions?status=accepted&industry=construction')).data.total).toBe(0);
    expect((await get('/api/regulator/submissions?sort=entity')).data.submissions[0].entityNameEn).toBe(
      'Test Co DESK-1',
    );
    // By entity, filtered and paged (the entities walked in name order, each one's submissions joined).
    const byEntity = (q: string) =>
      get(`/api/regulator/submissions?sort=entity&${q}`).then((r) =>
        r.data.submissions.map((x: { id: string }) => x.id),
      );
    expect(await byEntity('pageSize=1&page=2')).toEqual(['b2']);
    expect(await byEntity('status=received')).toEqual(['b2']);
    expect(await byEntity('province=kampot&year=2024')).toEqual(['b2']);
    expect(await byEntity('year=2023')).toEqual([]);

    const reqs = await get('/api/regulator/credential-requests?status=pending');
    expect(reqs.data).toMatchObject({ total: 1, counts: { all: 2, pending: 1, approved: 1, rejected: 0 } });
    expect(reqs.data.requests).toEqual([expect.objectContaining({ id: 'cr2', entityNameEn: 'Test Co DESK-2' })]);

    // On 2026-05-01 the 2025 years of the unaudited entities are overdue (deadline 2026-04-20); the audited one's
    // deadline is 2026-07-20. Counted in the database, whatever the page.
    const on = (q: object) => regulatorService.compliance(h.deps, { page: 1, pageSize: 25, ...q }, '2026-05-01');
    const all = await on({});
    expect(all.counts).toEqual({ all: 3, overdue: 2 });
    const late = await on({ overdue: true, pageSize: 1 });
    expect(late).toMatchObject({ total: 2, counts: { all: 3, overdue: 2 } });
    expect(late.entities.map((e) => e.registrationNumber)).toEqual(['DESK-1']);
    expect(late.entities[0]?.years.find((y) => y.year === 2025)).toMatchObject({
      overdue: true,
      submission: 'missing',
    });
    expect((await on({ overdue: true, page: 2, pageSize: 1 })).entities[0]?.registrationNumber).toBe('DESK-2');
    expect((await on({ province: 'kampot' })).counts).toEqual({ all: 2, overdue: 1 });
    expect((await on({ year: 2024 })).counts).toEqual({ all: 2, overdue: 0 });
    expect((await on({ year: 2024 })).entities[0]?.years.map((y) => y.year)).toEqual([2024]);
    expect((await regulatorService.compliance(h.deps, { page: 1, pageSize: 25 }, '2026-08-01')).counts.overdue).toBe(3);
    const route = await get('/api/regulator/compliance?overdue=true&sort=registration');
    expect(route.status).toBe(200);
    expect(route.data.entities.every((e: { overdue: boolean }) => e.overdue)).toBe(true);

    await insertAllIn(h.deps.db, invoiceRepo.insertInvoice, [
      {
        id: 'i1',
        entityId,
        reportingYear: 2024,
        number: 'INV-T-1',
        date: '2025-02-01',
        amountDue: 400_000,
        currency: 'KHR',
        status: 'received',
      },
      {
        id: 'i2',
        entityId: kampot,
        reportingYear: 2024,
        number: 'INV-T-2',
        date: '2025-02-02',
        amountDue: 1_200_000,
        currency: 'KHR',
        status: 'paid',
      },
      {
        id: 'i3',
        entityId: audited,
        reportingYear: 2024,
        number: 'INV-T-3',
        date: '2025-02-03',
        amountDue: 1_600_000,
        currency: 'KHR',
        status: 'open',
      },
    ]);
    const fees = await get('/api/regulator/invoices?province=kampot');
    expect(fees.data).toMatchObject({ total: 2, counts: { all: 2, open: 1, paid: 1, received: 0 } });

    // Bad filters are refused in both languages; entity users are refused.
    for (const q of ['province=atlantis', 'industry=piracy', 'size=huge', 'overdue=maybe', 'pageSize=101']) {
      const bad = await h.call('GET', `/api/regulator/compliance?${q}`, { as: desk, lang: 'km-KH' });
      expect(bad.status, q).toBe(422);
    }
    expect((await h.call('GET', '/api/regulator/statistics', { as: owner })).status).toBe(403);

    // The statistics of 2024: 2 of 3 entities filed; one by its deadline (2025-04-20), one after; fees by state.
    const stats = await get('/api/regulator/statistics?year=2024');
    expect(stats.status).toBe(200);
    expect(stats.data).toMatchObject({ year: 2024, entities: 3, filed: 2, onTime: 1, onTimeShare: 0.5 });
    expect(stats.data.byProvince).toContainEqual({ key: 'kampot', entities: 2, filed: 1, onTime: 0, filingRate: 0.5 });
    expect(stats.data.bySize).toContainEqual(expect.objectContaining({ key: 'medium', entities: 1, filed: 1 }));
    expect(stats.data.fees).toEqual({
      currency: 'KHR',
      invoiced: { count: 3, amount: 3_200_000 },
      paid: { count: 2, amount: 1_600_000 },
      received: { count: 1, amount: 400_000 },
    });
    expect((await get('/api/regulator/statistics')).data.year).toBe(2025);

    // The counts are kept per filter until the next write: a new filing is counted at once.
    await submissionRepo.insert(h.deps.db, filed('b3', kampot, 's-k-25', 2025, 'rejected', '2026-01-01T00:00:00Z'));
    expect((await get('/api/regulator/submissions?pageSize=1')).data.counts).toMatchObject({ all: 3, rejected: 1 });
  });

  it('pages every list by cursor (each key order, to the end, as the offsets do); the place follows the entity', async ({
    world: { h, owner },
  }) => {
    const e = await h.entity(owner, 'DESK-9', { province: 'kratie', industry: 'mining', size: 'small' });
    const years = [2019, 2020, 2021, 2022, 2023];
    await h.deps.db.insert(statements).values(years.map((y) => statementRow(`s-9-${y}`, e, y, 'accepted')));
    for (const [i, y] of years.entries()) {
      await submissionRepo.insert(h.deps.db, {
        id: `b-9-${y}`,
        entityId: e,
        statementId: `s-9-${y}`,
        reportingYear: y,
        statementVersion: 1,
        receiptNumber: `EF-9-${y}`,
        status: i % 2 ? 'accepted' : 'received',
        submittedBy: owner.sub,
        // Two on the same instant: the id breaks the tie, in the cursor as in the order.
        submittedAt: `2025-0${Math.min(i, 3) + 1}-01T00:00:00Z`,
      });
      await invoiceRepo.insertInvoice(h.deps.db, {
        id: `i-9-${y}`,
        entityId: e,
        reportingYear: y,
        number: `INV-9-${y}`,
        date: `2024-0${i + 1}-01`,
        dueDate: `2024-0${(i % 2) + 1}-15`,
        amountDue: 400_000,
        currency: 'KHR',
        status: 'open',
      });
    }
    const desk = await h.regulator('desk-cursor@example.com');
    const get = (path: string) => h.call('GET', path, { as: desk });
    const ids = (list: string, data: Record<string, unknown>) => (data[list] as { id: string }[]).map((r) => r.id);
    const walk = async (path: string, list: string) => {
      const seen: string[] = [];
      let next: string | null = null;
      let pages = 0;
      do {
        const res = await get(`${path}&pageSize=2${next ? `&after=${next}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...ids(list, res.data));
        next = res.data.next;
        pages++;
      } while (next && pages < 10);
      return seen;
    };
    const byOffset = async (path: string, list: string) => ids(list, (await get(`${path}&pageSize=25`)).data);
    for (const sort of ['submitted', 'year', 'entity']) {
      const path = `/api/regulator/submissions?province=kratie&sort=${sort}`;
      const all = await byOffset(path, 'submissions');
      expect(all, sort).toHaveLength(5);
      expect(await walk(path, 'submissions'), sort).toEqual(all);
    }
    expect(await walk('/api/regulator/submissions?province=kratie&status=received', 'submissions')).toEqual(
      await byOffset('/api/regulator/submissions?province=kratie&status=received', 'submissions'),
    );
    for (const sort of ['date', 'due', 'amount']) {
      const path = `/api/regulator/invoices?province=kratie&sort=${sort}`;
      const all = await byOffset(path, 'invoices');
      expect(all, sort).toHaveLength(5);
      expect(await walk(path, 'invoices'), sort).toEqual(all);
    }
    // The last page says there is none after it; a page number still jumps (by offset).
    const last = await get('/api/regulator/submissions?province=kratie&pageSize=5');
    expect(last.data.next).toBeNull();
    expect(
      ids('submissions', (await get('/api/regulator/submissions?province=kratie&pageSize=2&page=3')).data),
    ).toEqual((await byOffset('/api/regulator/submissions?province=kratie', 'submissions')).slice(4));
    const compliance = await get('/api/regulator/compliance?pageSize=1&sort=registration');
    const second = await get(`/api/regulator/compliance?pageSize=1&sort=registration&after=${compliance.data.next}`);
    expect(second.data.entities[0].registrationNumber > compliance.data.entities[0].registrationNumber).toBe(true);
    expect(second.data.entities[0].registrationNumber).toBe(
      (await get('/api/regulator/compliance?pageSize=1&page=2&sort=registration')).data.entities[0].registrationNumber,
    );

    // A cursor that is not one (not base64url, not the order's key) is refused in both languages.
    const wrongKey = Buffer.from(JSON.stringify(['only-one'])).toString('base64url');
    for (const after of ['not*base64', wrongKey, Buffer.from('{').toString('base64url')]) {
      const bad = await h.call('GET', `/api/regulator/submissions?after=${after}`, { as: desk, lang: 'km-KH' });
      expect(bad.status, after).toBe(422);
      expect(bad.data.error.field_keys).toHaveProperty('after');
    }

    // The entity moves to Kep and changes its industry: its submissions and invoices follow (the copies on the rows).
    const version = (await h.call('GET', `/api/entities/${e}`, { as: owner })).data.version;
    const moved = await h.call('PATCH', `/api/entities/${e}`, {
      as: owner,
      json: { confirm: 'confirm', version, province: 'kep', industry: 'construction' },
    });
    expect(moved.status).toBe(200);
    expect((await get('/api/regulator/submissions?province=kratie')).data.total).toBe(0);
    expect((await get('/api/regulator/submissions?province=kep&industry=construction')).data.total).toBe(5);
    expect((await get('/api/regulator/invoices?province=kep')).data.counts.all).toBe(5);
    expect((await get('/api/regulator/invoices?province=kratie')).data.invoices).toEqual([]);
  });
});
