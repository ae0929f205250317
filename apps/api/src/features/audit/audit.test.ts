import { parseCsv } from '@dfr/statement-engine';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { entityTest } from '../../test/harness';

const it = entityTest('AUDIT-1');

/** Issue 32, item 4: the audit trail for an entity's admins and for regulator staff, and its CSV. */
describe('the audit trail', () => {
  it("shows an entity's admins who did what, when, from which state to which; filters by statement and person", async ({
    world: { h, owner, stranger, entityId },
  }) => {
    const viewer = await h.user('trail-viewer@example.com');
    await h.addMember(owner, entityId, viewer, 'viewer');
    const statementId = await h.statement(owner, entityId);
    const other = await h.entity(stranger, 'AUDIT-2');

    const res = await h.call('GET', `/api/entities/${entityId}/audit`, { as: owner });
    expect(res.status).toBe(200);
    const actions = res.data.rows.map((r: { action: string }) => r.action);
    // Newest first: the statement, the invited member, the entity's creation; never another entity's rows.
    expect(actions).toEqual(['statement.create', 'member.invite', 'entity.create']);
    expect(res.data.rows[0]).toMatchObject({
      actor: owner.sub,
      actorEmail: owner.email,
      entityId,
      statementId,
      reportingYear: 2025,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // A creation starts a stage (none → draft); the entity's other fields (eligible) are not a change of state.
    expect(res.data.rows[0]).toMatchObject({ from: null, to: 'draft' });
    expect(res.data.rows[2]).toMatchObject({ action: 'entity.create', from: null, to: null });
    expect(res.data.people).toEqual([{ id: owner.sub, email: owner.email }]);
    expect(res.data.statements).toEqual([{ id: statementId, reportingYear: 2025 }]);
    expect(res.data.next).toBeNull();

    const byStatement = await h.call('GET', `/api/entities/${entityId}/audit?statementId=${statementId}`, {
      as: owner,
    });
    expect(byStatement.data.rows.map((r: { action: string }) => r.action)).toEqual(['statement.create']);
    const byEmail = await h.call('GET', `/api/entities/${entityId}/audit?person=${viewer.email}`, { as: owner });
    expect(byEmail.data.rows).toEqual([]);
    const bySub = await h.call('GET', `/api/entities/${entityId}/audit?person=${owner.sub}&pageSize=2`, { as: owner });
    expect(bySub.data.rows).toHaveLength(2);
    const rest = await h.call('GET', `/api/entities/${entityId}/audit?pageSize=2&before=${bySub.data.next}`, {
      as: owner,
    });
    expect(rest.data.rows.map((r: { action: string }) => r.action)).toEqual(['entity.create']);

    // A role change reads as from → to.
    const members = await h.call('GET', `/api/entities/${entityId}/users`, { as: owner });
    const m = members.data.users.find((u: { email: string }) => u.email === viewer.email);
    const changed = await h.call('PATCH', `/api/entities/${entityId}/users/${m.id}`, {
      as: owner,
      json: { role: 'preparer', version: m.version },
    });
    expect(changed.status).toBe(200);
    const trail = await h.call('GET', `/api/entities/${entityId}/audit?pageSize=1`, { as: owner });
    expect(trail.data.rows[0]).toMatchObject({ action: 'member.role', from: 'viewer', to: 'preparer' });

    // A member who is not an admin: 403; a stranger: 404 (as for any of the entity's data); bad input: 422.
    expect((await h.call('GET', `/api/entities/${entityId}/audit`, { as: viewer })).status).toBe(403);
    expect((await h.call('GET', `/api/entities/${entityId}/audit`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', `/api/entities/${other}/audit`, { as: owner })).status).toBe(404);
    const bad = await h.call('GET', `/api/entities/${entityId}/audit?pageSize=0`, { as: owner, lang: 'km-KH' });
    expect(bad.status).toBe(422);
  });

  it("gives regulator staff every entity's rows, narrowed by entity, and refuses entity users", async ({
    world: { h, owner, stranger, entityId },
  }) => {
    const desk = await h.regulator('auditor@example.com');
    const all = await h.call('GET', '/api/regulator/audit?pageSize=100', { as: desk });
    expect(all.status).toBe(200);
    const entities = new Set(all.data.rows.map((r: { entityId: string }) => r.entityId));
    expect(entities.size).toBeGreaterThanOrEqual(2);
    const one = await h.call('GET', `/api/regulator/audit?entityId=${entityId}`, { as: desk });
    expect(one.data.rows.every((r: { entityId: string }) => r.entityId === entityId)).toBe(true);
    expect(one.data.rows.at(-1)).toMatchObject({ action: 'entity.create', entityNameEn: 'Test Co AUDIT-1' });
    const person = await h.call('GET', `/api/regulator/audit?person=${stranger.email}`, { as: desk });
    expect(person.data.rows.map((r: { action: string }) => r.action)).toEqual(['entity.create']);
    expect((await h.call('GET', '/api/regulator/audit', { as: owner })).status).toBe(403);
    expect((await h.call('GET', '/api/regulator/audit/csv', { as: owner })).status).toBe(403);
  });

  it("exports the trail as CSV: headers in the reader's language, formula-like cells neutralised, all pages", async ({
    world: { h, owner, entityId },
  }) => {
    // A hostile value where a spreadsheet would run it, and more rows than one batch of the stream.
    await h.deps.db.insert(auditLog).values(
      Array.from({ length: 620 }, (_, i) => ({
        actor: i === 0 ? '=HYPERLINK("http://evil")' : owner.sub,
        action: 'entity.update',
        subjectType: 'entity',
        subjectId: entityId,
        entityId,
      })),
    );
    const en = await h.call('GET', `/api/entities/${entityId}/audit/csv`, { as: owner });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(en.headers.get('content-disposition')).toContain('audit-trail.csv');
    const rows = parseCsv(String(en.data).replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 3)).toEqual(['When (UTC)', 'Person', 'Action']);
    expect(rows.length - 1).toBeGreaterThan(620);
    expect(rows.some((r) => r[1] === `'=HYPERLINK("http://evil")`)).toBe(true);
    expect(rows.some((r) => r[1]?.startsWith('='))).toBe(false);

    const kh = await h.call('GET', `/api/entities/${entityId}/audit/csv?person=${owner.email}`, {
      as: owner,
      lang: 'km-KH',
    });
    const khRows = parseCsv(String(kh.data).replace(/^\uFEFF/, ''));
    expect(khRows[0]?.[0]).toBe('ពេលវេលា (UTC)');
    expect(khRows.length - 1).toBe(rows.length - 2);

    const desk = await h.regulator('auditor@example.com');
    const deskCsv = await h.call('GET', `/api/regulator/audit/csv?entityId=${entityId}`, { as: desk });
    expect(parseCsv(String(deskCsv.data).replace(/^\uFEFF/, '')).length).toBe(rows.length);
  });
});
