import { DEFAULT_EXPORT_SETTINGS } from '@dfr/forms/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let owner: TestUser;
let preparer: TestUser;
let stranger: TestUser;
let entityId: string;

const settings = {
  pageSize: 'A3',
  orientation: 'landscape',
  margin: 15,
  header: 'Angkor Trading Co., Ltd.',
  footer: 'Confidential',
  pageNumber: false,
  mainColour: '#1565c0',
};

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
  preparer = await h.user('preparer@example.com');
  stranger = await h.user('stranger@example.com');
  await h.call('GET', '/api/me', { as: preparer });
  entityId = (await h.call('POST', '/api/entities', { as: owner, json: entityBody('EXP-1') })).data.id;
  await h.call('POST', `/api/entities/${entityId}/users`, {
    as: owner,
    json: { email: 'preparer@example.com', role: 'preparer' },
  });
});
afterAll(() => h.close());

const path = () => `/api/entities/${entityId}/export-settings`;

describe('export settings', () => {
  it('answers the defaults with version 0 before the first save', async () => {
    const res = await h.call('GET', path(), { as: preparer });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ...DEFAULT_EXPORT_SETTINGS, header: null, footer: null, version: 0 });
  });

  it('saves with the version read, normalises the colour, keeps it across reads and writes the audit log', async () => {
    const first = await h.call('PUT', path(), { as: owner, json: { ...settings, version: 0 } });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ...settings, mainColour: '#1565C0', version: 1 });
    const read = await h.call('GET', path(), { as: preparer });
    expect(read.data).toMatchObject({ ...settings, mainColour: '#1565C0', version: 1 });

    // A blank header clears it; the version moves on.
    const second = await h.call('PUT', path(), { as: owner, json: { ...settings, header: '  ', version: 1 } });
    expect(second.status).toBe(200);
    expect(second.data).toMatchObject({ header: null, version: 2 });

    const entries = await h.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, entityId), eq(auditLog.action, 'entity.export_settings')));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ actor: owner.sub, subjectType: 'entity' });
    expect(entries[1]!.after).toMatchObject({ header: null, version: 2 });
  });

  it('refuses invalid settings with field keys in English and Khmer, and changes nothing', async () => {
    const bad = await h.call('PUT', path(), {
      as: owner,
      json: { ...settings, pageSize: 'B5', margin: 80, mainColour: 'green', version: 2 },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.error.field_keys).toMatchObject({
      pageSize: 'invalid_option',
      margin: 'number_too_large',
      mainColour: 'invalid_colour',
    });
    expect(bad.data.error.field_params.margin).toEqual({ max: 50 });
    const kh = await h.call('PUT', path(), { as: owner, lang: 'km-KH', json: { ...settings, margin: -1, version: 2 } });
    expect(kh.status).toBe(422);
    expect(kh.data.error.fields.margin).toMatch(/[\u1780-\u17FF]/);
    const missing = await h.call('PUT', path(), { as: owner, json: { pageSize: 'A4' } });
    expect(missing.status).toBe(422);
    expect(missing.data.error.field_keys.version).toBe('required');
    expect((await h.call('GET', path(), { as: owner })).data).toMatchObject({ pageSize: 'A3', version: 2 });
  });

  it('refuses a stale version (409) and a second "first save", keeping the newer settings', async () => {
    const staleRes = await h.call('PUT', path(), { as: owner, json: { ...settings, margin: 5, version: 1 } });
    expect(staleRes.status).toBe(409);
    expect(staleRes.data.error.message_key).toBe('stale_version');
    const again = await h.call('PUT', path(), { as: owner, json: { ...settings, version: 0 } });
    expect(again.status).toBe(409);
    expect((await h.call('GET', path(), { as: owner })).data).toMatchObject({ margin: 15, version: 2 });
  });

  it('lets only the super admin and admins save (403 for a preparer), and non-members neither read nor save', async () => {
    const asPreparer = await h.call('PUT', path(), { as: preparer, json: { ...settings, version: 2 } });
    expect(asPreparer.status).toBe(403);
    expect(asPreparer.data.error.message_key).toBe('access_denied');
    expect((await h.call('GET', path(), { as: stranger })).status).toBe(404);
    expect((await h.call('PUT', path(), { as: stranger, json: { ...settings, version: 2 } })).status).toBe(404);
    expect((await h.call('GET', path())).status).toBe(401);
  });

  it('answers 404 for an entity that does not exist', async () => {
    expect((await h.call('GET', '/api/entities/nope/export-settings', { as: owner })).status).toBe(404);
    expect(
      (await h.call('PUT', '/api/entities/nope/export-settings', { as: owner, json: { ...settings, version: 0 } }))
        .status,
    ).toBe(404);
  });
});
