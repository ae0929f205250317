import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../docs/openapi';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

/*
 * The typed contract of the statements' side of the API (issue 31): statements, submissions, uploads (and the
 * embedded store's PUT), shares, accounts, mapping evidence and invoices. Every route validates its path params
 * (a malformed one is the usual 422 in both languages) and every JSON answer has its schema in the OpenAPI document;
 * the route tests hold each answer to it. A statement answers its settings as one object, an account as the engine's
 * `ChartAccount`: the shapes the web uses, with nothing to rebuild.
 */

let h: Harness;
let owner: TestUser;
let entityId: string;
let statementId: string;
beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('contract-owner@example.com');
  entityId = await h.entity(owner, '00031031');
  statementId = await h.statement(owner, entityId);
});
afterAll(() => h.close());

/** The paths of the features this test covers, as the document writes them. */
const OURS = [
  /^\/api\/statements\//,
  /^\/api\/entities\/\{entityId\}\/(statements|submissions|uploads|accounts|invoices)/,
  /^\/api\/public\/shares\//,
  /^\/api\/mapping-evidence$/,
  /^\/api\/invoices\//,
  /^\/api\/regulator\/invoices/,
];

describe('the typed contract', () => {
  it('documents every path param and every JSON answer of these features', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).data as OpenApiDocument;
    const checked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!OURS.some((p) => p.test(path))) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        checked.push(where);
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${where}: its path params`).toEqual([...params].sort());
        // An id is validated by its pattern (the account code's rule normalises Khmer digits first: no pattern shown).
        for (const p of (op.parameters ?? []).filter((q) => q.in === 'path' && q.name.endsWith('Id')))
          expect(JSON.stringify(p.schema ?? {}), `${where}: ${p.name} validated`).toMatch(/"pattern"/);
        const ok = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'];
        const json = ok?.content?.['application/json'] as { schema?: unknown } | undefined;
        if (json) expect(json.schema, `${where}: its answer's schema`).toBeTruthy();
      }
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it('refuses a malformed id with the 422 envelope, in both languages', async () => {
    const bad = `/api/statements/${'x'.repeat(101)}`;
    const en = await h.call('GET', bad, { as: owner });
    expect(en.status).toBe(422);
    expect(en.data.error.field_keys).toEqual({ statementId: 'invalid_value' });
    const km = await h.call('GET', bad, { as: owner, lang: 'km' });
    expect(km.status).toBe(422);
    expect(km.data.error.message).toMatch(/[\u1780-\u17FF]/);
    const quoted = await h.call('GET', `/api/entities/${entityId}/accounts/${encodeURIComponent('a b')}/x`, {
      as: owner,
    });
    expect(quoted.status).toBe(404); // no such route: nothing to validate
    const code = await h.call('PATCH', `/api/entities/${entityId}/accounts/${encodeURIComponent('1 199')}`, {
      as: owner,
      json: { version: 1, nameEn: 'X' },
    });
    expect(code.status).toBe(422);
    expect(code.data.error.field_keys).toEqual({ code: 'invalid_account_code' });
  });

  it('answers a statement with its settings as one object (unset ones left out) and the chart as ChartAccounts', async () => {
    const statement = (await h.call('GET', `/api/statements/${statementId}`, { as: owner })).data;
    expect(statement.settings).toMatchObject({ framework: 'crfrf', reportingYear: statement.reportingYear });
    expect(statement).not.toHaveProperty('rounding');
    expect(statement.settings).not.toHaveProperty('closingRate');
    const list = (await h.call('GET', `/api/entities/${entityId}/statements`, { as: owner })).data.statements;
    expect(list[0].settings).toEqual(statement.settings);
    const { accounts } = (await h.call('GET', `/api/entities/${entityId}/accounts`, { as: owner })).data;
    expect(accounts[0]).toMatchObject({ balanceType: expect.stringMatching(/^(debit|credit)$/), version: 1 });
    expect(accounts[0]).not.toHaveProperty('balance');
    expect(accounts[0]).not.toHaveProperty('entityId');
  });
});
