import { gunzipSync } from 'node:zlib';
import { demoTrialBalanceCsv } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

// Statement reads and the entity list are answered from a cache until the data changes (db/read-cache.ts): a change
// of role, membership or statement must show on the very next read.
let h: Harness;
let owner: TestUser;
let member: TestUser;
let entityId: string;
let statementId: string;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('cache-owner@example.com');
  member = await h.user('cache-member@example.com');
  await h.call('GET', '/api/me', { as: member });
  entityId = await h.entity(owner, 'CACHE-1');
  statementId = await h.statement(owner, entityId);
  await h.addMember(owner, entityId, member, 'viewer');
});
afterAll(() => h.close());

const readStatement = (as: TestUser) => h.call('GET', `/api/statements/${statementId}`, { as });
const myEntities = async (as: TestUser) =>
  (await h.call('GET', '/api/entities', { as })).data.entities.map((e: { id: string; role: string }) => e);

describe('cached reads follow every write', () => {
  it('shows a settings change to the next read', async () => {
    const first = await readStatement(owner);
    expect(first.status).toBe(200);
    await readStatement(owner); // now cached
    const patched = await h.call('PATCH', `/api/statements/${statementId}`, {
      as: owner,
      json: { confirm: 'confirm', rounding: 'thousands', version: first.data.version },
    });
    expect(patched.status).toBe(200);
    const after = await readStatement(owner);
    expect(after.data.settings.rounding).toBe('thousands');
    expect(after.data.version).toBe(first.data.version + 1);
  });

  it("shows a new reporting period in the entity's list at once", async () => {
    const list = async () =>
      (await h.call('GET', `/api/entities/${entityId}/statements`, { as: owner })).data.statements.map(
        (x: { reportingYear: number }) => x.reportingYear,
      );
    expect(await list()).toEqual([2025]);
    const created = await h.call('POST', `/api/entities/${entityId}/statements`, {
      as: owner,
      json: { framework: 'crfrf', reportingYear: 2024 },
    });
    expect(created.status).toBe(201);
    expect(await list()).toEqual([2025, 2024]);
  });

  it("shows a role change to the member's next read of the statement and of their entities", async () => {
    expect((await readStatement(member)).data.role).toBe('viewer');
    expect((await myEntities(member)).find((e: { id: string }) => e.id === entityId)?.role).toBe('viewer');
    const users = (await h.call('GET', `/api/entities/${entityId}/users`, { as: owner })).data.users;
    const m = users.find((u: { email: string }) => u.email === member.email);
    const changed = await h.call('PATCH', `/api/entities/${entityId}/users/${m.id}`, {
      as: owner,
      json: { role: 'approver', version: m.version },
    });
    expect(changed.status).toBe(200);
    expect((await readStatement(member)).data.role).toBe('approver');
    expect((await myEntities(member)).find((e: { id: string }) => e.id === entityId)?.role).toBe('approver');
  });

  it('refuses the next read once the member is removed', async () => {
    expect((await readStatement(member)).status).toBe(200);
    const users = (await h.call('GET', `/api/entities/${entityId}/users`, { as: owner })).data.users;
    const m = users.find((u: { email: string }) => u.email === member.email);
    const removed = await h.call('DELETE', `/api/entities/${entityId}/users/${m.id}`, {
      as: owner,
      json: { email: member.email, version: m.version },
    });
    expect(removed.status).toBe(200);
    expect((await readStatement(member)).status).toBe(404);
    expect((await myEntities(member)).some((e: { id: string }) => e.id === entityId)).toBe(false);
  });
});

describe('computed statements', () => {
  it('are sent gzipped to a client that accepts it, the same JSON as sent plain', async () => {
    const { version } = (await readStatement(owner)).data;
    const imported = await h.call(
      'POST',
      `/api/statements/${statementId}/trial-balance?dryRun=false&confirm=confirm&version=${version}`,
      { as: owner, body: demoTrialBalanceCsv(), type: 'text/csv' },
    );
    expect(imported.status).toBe(200);
    const path = `/api/statements/${statementId}/computed`;
    const plain = await h.app.request(path, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const zipped = await h.app.request(path, {
      headers: { authorization: `Bearer ${owner.token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 4);
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    expect(JSON.parse(text).statementId).toBe(statementId);
  });

  it('are encoded once per version: a repeated plain read sends the kept UTF-8 bytes, Khmer intact', async () => {
    const path = `/api/statements/${statementId}/computed`;
    const read = () => h.app.request(path, { headers: { authorization: `Bearer ${owner.token}` } });
    const first = await (await read()).text();
    expect(first).toMatch(/[\u1780-\u17FF]/);
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    try {
      const again = await read();
      expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await again.text()).toBe(first);
      expect(encode.mock.calls.filter(([input]) => input === first)).toHaveLength(0);
    } finally {
      encode.mockRestore();
    }
  });
});
