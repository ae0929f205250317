import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startWithEntity, type TestUser, sampleAccount } from '../../test/harness';

let h: Harness;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let entityId: string;

beforeAll(async () => {
  ({ h, owner, viewer, stranger, entityId } = await startWithEntity('ACC-1', { viewer: true }));
});
afterAll(() => h.close());

const custom = sampleAccount;

describe('chart of accounts', () => {
  it("starts from the framework's default chart", async () => {
    const res = await h.call('GET', `/api/entities/${entityId}/accounts`, { as: viewer });
    expect(res.status).toBe(200);
    expect(res.data.accounts.length).toBeGreaterThan(20);
    expect(res.data.accounts.every((a: { custom: boolean }) => !a.custom)).toBe(true);
    expect((await h.call('GET', `/api/entities/${entityId}/accounts`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', '/api/entities/nope/accounts', { as: owner })).status).toBe(404);
  });

  it('adds a custom account; duplicates, bad input and viewers are refused', async () => {
    const ok = await h.call('POST', `/api/entities/${entityId}/accounts`, { as: owner, json: custom });
    expect(ok.status).toBe(201);
    expect(ok.data).toMatchObject({ code: '1199', custom: true, version: 1 });
    expect((await h.call('POST', `/api/entities/${entityId}/accounts`, { as: owner, json: custom })).status).toBe(409);
    expect(
      (
        await h.call('POST', `/api/entities/${entityId}/accounts`, {
          as: owner,
          json: { ...custom, code: '', balance: 'up' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await h.call('POST', `/api/entities/${entityId}/accounts`, { as: viewer, json: { ...custom, code: '1198' } }))
        .status,
    ).toBe(403);
  });

  it('maps an account to another concept with the version read; stale → 409', async () => {
    const ok = await h.call('PATCH', `/api/entities/${entityId}/accounts/1199`, {
      as: owner,
      json: { version: 1, concept: 'ifrs-full:OtherCurrentAssets' },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ concept: 'ifrs-full:OtherCurrentAssets', version: 2 });
    const unknown = await h.call('PATCH', `/api/entities/${entityId}/accounts/1199`, {
      as: owner,
      json: { version: 2, concept: 'ifrs-full:NoSuchConcept' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.data.error.fields.concept).toMatch(/concept/);
    // "Not mapped": concept null unmaps the account (the mapping assistant then suggests line items for it).
    const unmapped = await h.call('PATCH', `/api/entities/${entityId}/accounts/1199`, {
      as: owner,
      json: { version: 2, concept: null },
    });
    expect(unmapped.status).toBe(200);
    expect(unmapped.data).toMatchObject({ concept: '', version: 3 });
    const remapped = await h.call('PATCH', `/api/entities/${entityId}/accounts/1199`, {
      as: owner,
      json: { version: 3, concept: 'ifrs-full:OtherCurrentAssets' },
    });
    expect(remapped.data).toMatchObject({ concept: 'ifrs-full:OtherCurrentAssets', version: 4 });
    expect(
      (
        await h.call('PATCH', `/api/entities/${entityId}/accounts/1199`, {
          as: owner,
          json: { version: 1, nameEn: 'X' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await h.call('PATCH', `/api/entities/${entityId}/accounts/1199`, {
          as: owner,
          json: { version: 4, balance: 'x' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await h.call('PATCH', `/api/entities/${entityId}/accounts/0000x`, { as: owner, json: { version: 1 } })).status,
    ).toBe(404);
    expect(
      (await h.call('PATCH', `/api/entities/${entityId}/accounts/1199`, { as: stranger, json: { version: 4 } })).status,
    ).toBe(404);
  });

  it("exports the chart in the engine's format and imports it back (adds new, updates existing)", async () => {
    const exported = await h.call('GET', `/api/entities/${entityId}/accounts/export`, { as: viewer });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const text = exported.data as string;
    expect(text.split('\n')[0]).toContain('code,name_en,name_kh');
    expect(text).toContain('1199');
    const withNew = `${text.trimEnd()}\n1198,Cash float,សាច់ប្រាក់បម្រុង,,asset,ifrs-full:CashAndCashEquivalents,debit,instant,false\n`;
    const imported = await h.call('POST', `/api/entities/${entityId}/accounts/import?confirm=confirm`, {
      as: owner,
      body: withNew,
      type: 'text/csv',
    });
    expect(imported.status).toBe(200);
    expect(imported.data.added).toBe(1);
    const broken = await h.call('POST', `/api/entities/${entityId}/accounts/import?confirm=confirm`, {
      as: owner,
      body: 'code,oops\n1,2\n',
      type: 'text/csv',
    });
    expect(broken.status).toBe(422);
    expect(broken.data.error).toMatchObject({ code: 'IMPORT_PROBLEMS', message_key: 'validation_failed' });
    expect(broken.data.error.details.problems.length).toBeGreaterThan(0);
    expect(
      (
        await h.call('POST', `/api/entities/${entityId}/accounts/import?confirm=confirm`, {
          as: viewer,
          body: withNew,
          type: 'text/csv',
        })
      ).status,
    ).toBe(403);
    expect((await h.call('GET', `/api/entities/${entityId}/accounts/export`, { as: stranger })).status).toBe(404);
  });
});
