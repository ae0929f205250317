// Issue 30: "a statement read costs the same with 10 or 150,000 statements in the database". A kept read runs no
// query (the read cache); the first read of a statement, of its computed statements, of an entity's statements and
// of the caller's entities finds its rows through indexes: SQLite's plan for each query they send searches, and scans no table.
import type { InStatement } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECT } from '../../db/schema/dialect';
import { membershipRepo } from '../entities/repository';
import { type Harness, startHarness } from '../../test/harness';

describe.runIf(DIALECT === 'sqlite')('statement reads use indexes (issue 30)', () => {
  let h: Harness;
  let token: string;
  let statementId: string;
  let entityId: string;
  beforeAll(async () => {
    h = await startHarness();
    const seeded = await h.demo();
    ({ statementId, entityId } = seeded);
    token = seeded.demo.token;
    // The user's first request of the process (their profile and invitations) is not a read: done here.
    expect((await h.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
  afterAll(() => h.close());

  /** The statements a request sends to the database (SQL and arguments), in order. */
  async function queriesOf(path: string): Promise<InStatement[]> {
    const client = h.deps.db.$client;
    const execute = client.execute;
    const sent: InStatement[] = [];
    client.execute = ((...args: unknown[]) => {
      sent.push(args[0] as InStatement);
      return (execute as (...a: unknown[]) => unknown).apply(client, args);
    }) as typeof client.execute;
    try {
      const res = await h.app.request(path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, path).toBe(200);
    } finally {
      client.execute = execute;
    }
    return sent;
  }

  it.each([
    ['a statement', () => `/api/statements/${statementId}`],
    ["an entity's statements", () => `/api/entities/${entityId}/statements`],
    ["the caller's entities", () => '/api/entities'],
    ['the computed statements', () => `/api/statements/${statementId}/computed`],
  ])('%s: every query searches through an index, none scans a table; read again, none at all', async (_, path) => {
    const first = await queriesOf(path());
    expect(first.length).toBeGreaterThan(0);
    // Kept until the data changes: the same read again sends nothing to the database.
    expect(await queriesOf(path())).toEqual([]);
    for (const stmt of first) {
      const { sql, args } = typeof stmt === 'string' ? { sql: stmt, args: [] } : stmt;
      const plan = await h.deps.db.$client.execute({ sql: `explain query plan ${sql}`, args: args ?? [] });
      const steps = plan.rows.map((r) => String(r.detail));
      console.log(`PLAN ${sql.slice(0, 90)} => ${steps.join(' / ')}`);
      const scans = steps.filter((s) => /^SCAN /.test(s) && !/^SCAN CONSTANT ROW/.test(s));
      expect(scans, `${sql}\n${steps.join('\n')}`).toEqual([]);
      expect(steps.some((s) => /^SEARCH .* USING (COVERING |INTEGER PRIMARY KEY|PRIMARY KEY|INDEX)/.test(s))).toBe(
        true,
      );
    }
  });
  it("a user's first request claims their invitations through an index, not a scan of every membership", async () => {
    const { sql, params } = membershipRepo.claimInvitations(h.deps.db, 'user-x', 'someone@example.com').toSQL();
    const plan = await h.deps.db.$client.execute({ sql: `explain query plan ${sql}`, args: params as never });
    const steps = plan.rows.map((r) => String(r.detail));
    expect(
      steps.filter((s) => /^SCAN /.test(s)),
      steps.join('\n'),
    ).toEqual([]);
    expect(
      steps.some((s) => /USING (COVERING )?INDEX memberships_email_idx/.test(s)),
      steps.join('\n'),
    ).toBe(true);
  });
});
