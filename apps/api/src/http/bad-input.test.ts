import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityBody, type Harness, startHarness, type TestUser } from '../test/harness';

/* Issue 19, finding 7: bad input answered wrongly. */
let h: Harness;
let owner: TestUser;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
});
afterAll(() => h.close());

const me = async () => (await h.call('GET', '/api/me', { as: owner })).data;

describe('bad input (issue 19, finding 7)', () => {
  it('answers a JSON body that is null, a number or an array with 422, not 500', async () => {
    for (const body of ['null', '1', '[]', '"x"', 'true']) {
      const res = await h.call('PATCH', '/api/me', { as: owner, body, type: 'application/json' });
      expect(res.status, `${body}: ${JSON.stringify(res.data)}`).toBe(422);
      expect(res.data.error.message_key).toBe('validation_failed');
    }
  });

  it('says a value of the wrong type is not valid, not that it is required', async () => {
    const v = (await me()).version;
    const res = await h.call('PATCH', '/api/me', { as: owner, json: { version: v, position: 5, firmName: [] } });
    expect(res.status).toBe(422);
    expect(res.data.error.field_keys).toMatchObject({ position: 'invalid_value', firmName: 'invalid_value' });
    const version = await h.call('PATCH', '/api/me', { as: owner, json: { version: 'x' } });
    expect(version.data.error.field_keys.version).toBe('invalid_value');
    const noVersion = await h.call('PATCH', '/api/me', { as: owner, json: {} });
    expect(noVersion.data.error.field_keys.version).toBe('required');
    const entity = await h.call('POST', '/api/entities', { as: owner, json: { ...entityBody('BAD-2'), nameEn: 42 } });
    expect(entity.data.error.field_keys.nameEn).toBe('invalid_value');
    const missing = await h.call('POST', '/api/entities', {
      as: owner,
      json: { ...entityBody('BAD-3'), nameEn: undefined },
    });
    expect(missing.data.error.field_keys.nameEn).toBe('required');
  });

  it('refuses NUL bytes and lone surrogates instead of altering them', async () => {
    const before = await me();
    for (const position of ['Part\u0000ner', 'Part\ud800ner', '\udc00']) {
      const res = await h.call('PATCH', '/api/me', { as: owner, json: { version: before.version, position } });
      expect(res.status, JSON.stringify(position)).toBe(422);
      expect(res.data.error.message_key).toBe('validation_failed');
    }
    // A lone surrogate written as a JSON escape (JSON.stringify would keep it, but be explicit about the bytes).
    const raw = `{"version":${before.version},"position":"a\\ud800b"}`;
    expect((await h.call('PATCH', '/api/me', { as: owner, body: raw, type: 'application/json' })).status).toBe(422);
    expect(await me()).toEqual(before);
  });
});
