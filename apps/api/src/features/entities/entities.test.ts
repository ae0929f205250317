import { INDUSTRY_CODES } from '@dfr/forms/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
  stranger = await h.user('stranger@example.com');
});
afterAll(() => h.close());

describe('entities', () => {
  it('refuses a request without a token (401 in the envelope)', async () => {
    const res = await h.call('GET', '/api/entities');
    expect(res.status).toBe(401);
    expect(res.data.error.code).toBe('UNAUTHENTICATED');
  });

  it('creates an entity with the creator as super admin and lists it as mine', async () => {
    const res = await h.call('POST', '/api/entities', { as: owner, json: entityBody('REG-1', { sdgs: [1, 5] }) });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ registrationNumber: 'REG-1', role: 'super_admin', version: 1, sdgs: [1, 5] });
    const mine = await h.call('GET', '/api/entities', { as: owner });
    expect(mine.data.entities.map((e: { registrationNumber: string }) => e.registrationNumber)).toEqual(['REG-1']);
    const theirs = await h.call('GET', '/api/entities', { as: stranger });
    expect(theirs.data.entities).toEqual([]);
  });

  it('refuses a duplicate registration number with the catalogue message, in Khmer too', async () => {
    const res = await h.call('POST', '/api/entities', { as: stranger, json: entityBody('REG-1') });
    expect(res.status).toBe(409);
    expect(res.data.error).toMatchObject({
      message_key: 'entity_exists',
      message: 'Entity already exists, duplicates not allowed.',
    });
    const kh = await h.call('POST', '/api/entities', { as: stranger, json: entityBody('REG-1'), lang: 'km-KH' });
    expect(kh.data.error.message).toMatch(/[\u1780-\u17FF]/);
  });

  it('rejects invalid input with field messages and no stack trace', async () => {
    const res = await h.call('POST', '/api/entities', { as: owner, json: { nameEn: '', legalForm: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.data.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.data.error.fields)).toEqual(
      expect.arrayContaining(['nameEn', 'legalForm', 'registrationNumber']),
    );
    expect(JSON.stringify(res.data)).not.toMatch(/at .*\.ts/);
    const bad = await h.call('POST', '/api/entities', { as: owner, body: '{not json', type: 'application/json' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.data.error).toBeDefined();
  });

  it('reads and updates with optimistic concurrency; a stale version changes nothing', async () => {
    const [entity] = (await h.call('GET', '/api/entities', { as: owner })).data.entities;
    const got = await h.call('GET', `/api/entities/${entity.id}`, { as: owner });
    expect(got.status).toBe(200);
    const ok = await h.call('PATCH', `/api/entities/${entity.id}`, {
      as: owner,
      json: { confirm: 'confirm', version: 1, industry: INDUSTRY_CODES[0] },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ industry: INDUSTRY_CODES[0], version: 2 });
    const staleRes = await h.call('PATCH', `/api/entities/${entity.id}`, {
      as: owner,
      json: { confirm: 'confirm', version: 1, industry: INDUSTRY_CODES[1] },
    });
    expect(staleRes.status).toBe(409);
    expect(staleRes.data.error.code).toBe('STALE_VERSION');
    expect((await h.call('GET', `/api/entities/${entity.id}`, { as: owner })).data.industry).toBe(INDUSTRY_CODES[0]);
    const invalid = await h.call('PATCH', `/api/entities/${entity.id}`, {
      as: owner,
      json: { confirm: 'confirm', version: 2, legalForm: 'x' },
    });
    expect(invalid.status).toBe(422);
  });

  it('answers a non-member as for an unknown entity, so a stranger cannot tell which ids exist (issue 19, finding 7)', async () => {
    const [entity] = (await h.call('GET', '/api/entities', { as: owner })).data.entities;
    const read = await h.call('GET', `/api/entities/${entity.id}`, { as: stranger });
    const unknown = await h.call('GET', '/api/entities/nope', { as: stranger });
    expect(read.status).toBe(404);
    expect(read.data).toEqual(unknown.data);
    const write = await h.call('PATCH', `/api/entities/${entity.id}`, {
      as: stranger,
      json: { confirm: 'confirm', version: 2, industry: INDUSTRY_CODES[1] },
    });
    const writeUnknown = await h.call('PATCH', '/api/entities/nope', {
      as: stranger,
      json: { version: 2, industry: INDUSTRY_CODES[1] },
    });
    expect(write.status).toBe(404);
    expect(write.data).toEqual(writeUnknown.data);
    expect((await h.call('GET', '/api/entities/nope', { as: owner })).status).toBe(404);
    expect(
      (await h.call('PATCH', '/api/entities/nope', { as: owner, json: { confirm: 'confirm', version: 1 } })).status,
    ).toBe(404);
  });

  it('refuses bodies over the size limit with 413 in the envelope, in Khmer too', async () => {
    const big = JSON.stringify({ ...entityBody('BIG-1'), natureOfOperations: 'x'.repeat(5 * 1024 * 1024) });
    const res = await h.call('POST', '/api/entities', {
      as: owner,
      body: big,
      type: 'application/json',
      lang: 'km-KH',
    });
    expect(res.status).toBe(413);
    expect(res.data.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.data.error.message).toMatch(/[\u1780-\u17FF]/);
  });

  it('answers unknown API paths with the envelope', async () => {
    const res = await h.call('GET', '/api/no-such-thing', { as: owner });
    expect(res.status).toBe(404);
    expect(res.data.error.code).toBe('NOT_FOUND');
  });
});
