import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
/** Regulator staff: the only writers of the official rates. */
let admin: TestUser;
/** The super admin of an entity: writes that entity's own rates, never the official ones. */
let entityAdmin: TestUser;
let stranger: TestUser;
let entityId: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.regulator('staff@example.com');
  entityAdmin = await h.user('admin@example.com');
  stranger = await h.user('stranger@example.com');
  entityId = (await h.call('POST', '/api/entities', { as: entityAdmin, json: entityBody('RATE-1') })).data.id;
  // The stranger owns an entity too: being an admin somewhere gives no right over the official rates.
  await h.call('POST', '/api/entities', { as: stranger, json: entityBody('RATE-2') });
});
afterAll(() => h.close());

const rate = { currency: 'USD', rateType: 'official', closingRate: 4100, averageRate: 4095, releaseDate: '2025-12-31' };

describe('exchange rates', () => {
  it('adds an official rate (regulator staff only), refuses duplicates and bad input', async () => {
    const ok = await h.call('POST', '/api/exchange-rates', { as: admin, json: rate });
    expect(ok.status).toBe(201);
    expect(ok.data).toMatchObject({ ...rate, rateType: 'official', version: 1 });
    expect((await h.call('POST', '/api/exchange-rates', { as: admin, json: rate })).status).toBe(409);
    const bad = await h.call('POST', '/api/exchange-rates', {
      as: admin,
      json: { ...rate, closingRate: -1, releaseDate: '31/12/2025' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.error.fields)).toEqual(expect.arrayContaining(['closingRate', 'releaseDate']));
    expect(
      (await h.call('POST', '/api/exchange-rates', { as: stranger, json: { ...rate, releaseDate: '2025-12-30' } }))
        .status,
    ).toBe(403);
    expect((await h.call('POST', '/api/exchange-rates', { json: rate })).status).toBe(401);
  });

  it('edits with the version read; stale → 409; unknown → 404; stranger → 403', async () => {
    const [row] = (await h.call('GET', '/api/exchange-rates?currency=USD', { as: stranger })).data.rates;
    const ok = await h.call('PATCH', `/api/exchange-rates/${row.id}`, {
      as: admin,
      json: { version: row.version, dailyRate: 4101 },
    });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ dailyRate: 4101, version: 2 });
    expect(
      (await h.call('PATCH', `/api/exchange-rates/${row.id}`, { as: admin, json: { version: 1, dailyRate: 1 } }))
        .status,
    ).toBe(409);
    expect(
      (await h.call('PATCH', `/api/exchange-rates/${row.id}`, { as: admin, json: { version: 2, dailyRate: 'x' } }))
        .status,
    ).toBe(422);
    expect((await h.call('PATCH', '/api/exchange-rates/nope', { as: admin, json: { version: 1 } })).status).toBe(404);
    expect(
      (await h.call('PATCH', `/api/exchange-rates/${row.id}`, { as: stranger, json: { version: 2 } })).status,
    ).toBe(403);
  });

  it('imports a CSV in one transaction, listing every problem by row and column', async () => {
    const bad =
      'currency,closing_rate,average_rate,release_date\nUSD,4090,4080,2025-11-28\nUSD,abc,4080,2025-11-27\neuro,4500,4400,2025-11-27\n';
    const res = await h.call('POST', '/api/exchange-rates/import', { as: admin, body: bad, type: 'text/csv' });
    expect(res.status).toBe(422);
    expect(res.data.error).toMatchObject({ code: 'IMPORT_PROBLEMS', message_key: 'validation_failed' });
    expect(res.data.error.details.problems).toEqual([
      expect.objectContaining({ row: 3, column: 'closing_rate' }),
      expect.objectContaining({ row: 4, column: 'currency' }),
    ]);
    expect(
      (await h.call('GET', '/api/exchange-rates?from=2025-11-01&to=2025-11-30', { as: admin })).data.rates,
    ).toEqual([]);
    const headers = await h.call('POST', '/api/exchange-rates/import', {
      as: admin,
      body: 'a,b\n1,2\n',
      type: 'text/csv',
    });
    expect(headers.data.error.details.problems[0]).toMatchObject({ row: 1, code: 'invalid_headers' });
    const good =
      'Currency, Closing Rate ,average_rate,release_date\nUSD,"4,090",4080,2025-11-28\nEUR,4500,4400,2025-11-28\nUSD,4100,4095,2025-12-31\n';
    const ok = await h.call('POST', '/api/exchange-rates/import', { as: admin, body: good, type: 'text/csv' });
    expect(ok.data).toMatchObject({ added: 2, updated: 1 });
    const binary = await h.call('POST', '/api/exchange-rates/import', {
      as: admin,
      body: new Uint8Array([0x50, 0x4b, 3, 4]),
      type: 'application/zip',
    });
    expect(binary.status).toBe(415);
    expect(
      (await h.call('POST', '/api/exchange-rates/import', { as: stranger, body: good, type: 'text/csv' })).status,
    ).toBe(403);
  });

  it('answers the rate on a date: the latest published on or before it', async () => {
    const sunday = await h.call('GET', '/api/exchange-rates/on?date=2025-11-30&currency=USD', { as: stranger });
    expect(sunday.status).toBe(200);
    expect(sunday.data).toMatchObject({ releaseDate: '2025-11-28', closingRate: 4090 });
    const none = await h.call('GET', '/api/exchange-rates/on?date=2020-01-01&currency=USD', { as: stranger });
    expect(none.status).toBe(404);
    expect(none.data.error.message_key).toBe('rate_not_found');
    expect((await h.call('GET', '/api/exchange-rates/on?date=yesterday', { as: stranger })).status).toBe(422);
  });

  it("reads the currency by @dfr/forms' rule, as the rate's own form does: trimmed, upper-cased, three letters", async () => {
    const on = (currency: string) =>
      h.call('GET', `/api/exchange-rates/on?date=2025-11-30&currency=${currency}`, { as: stranger });
    expect((await on('%20usd')).data).toEqual((await on('USD')).data);
    for (const bad of ['US', 'USDX', 'U1D']) {
      const res = await on(bad);
      expect(res.status, bad).toBe(422);
      expect(res.data.error.field_keys.currency, bad).toBe('invalid_currency');
    }
    // The rate type is one of @dfr/forms' RATE_TYPES, as the column holds; official when not given.
    expect((await on('USD&rateType=official')).data).toEqual((await on('USD')).data);
    const market = await on('USD&rateType=market');
    expect(market.status).toBe(422);
    expect(market.data.error.field_keys.rateType).toBe('invalid_option');
  });
});

describe("official rates are the regulator's; an entity's own rates are its alone (issue 19, finding 1)", () => {
  it('refuses every write to the official rates by a user who is not regulator staff, even an entity admin', async () => {
    const [row] = (await h.call('GET', '/api/exchange-rates?currency=USD', { as: stranger })).data.rates;
    const before = await h.call('GET', '/api/exchange-rates', { as: stranger });
    for (const as of [entityAdmin, stranger]) {
      const patch = await h.call('PATCH', `/api/exchange-rates/${row.id}`, {
        as,
        json: { version: row.version, closingRate: 1 },
      });
      expect(patch.status).toBe(403);
      expect(patch.data.error.message_key).toBe('access_denied');
      const add = await h.call('POST', '/api/exchange-rates', { as, json: { ...rate, releaseDate: '2030-01-01' } });
      expect(add.status).toBe(403);
      const file = 'currency,closing_rate,average_rate,release_date\nUSD,1,1,2030-01-02\n';
      expect((await h.call('POST', '/api/exchange-rates/import', { as, body: file, type: 'text/csv' })).status).toBe(
        403,
      );
    }
    expect((await h.call('GET', '/api/exchange-rates', { as: stranger })).data).toEqual(before.data);
  });

  it("keeps an entity's own rates for its members only and prefers them for the entity", async () => {
    const own = await h.call('POST', `/api/exchange-rates?entityId=${entityId}`, {
      as: entityAdmin,
      json: { ...rate, closingRate: 4200, releaseDate: '2025-12-30' },
    });
    expect(own.status, JSON.stringify(own.data)).toBe(201);
    expect(own.data).toMatchObject({ entityId, closingRate: 4200 });
    // Same currency, date and type as an official rate: allowed, they are different scopes.
    const sameDay = await h.call('POST', `/api/exchange-rates?entityId=${entityId}`, {
      as: entityAdmin,
      json: { ...rate, closingRate: 4300 },
    });
    expect(sameDay.status).toBe(201);
    // Nobody else sees them: not in the official list, and the entity's list is "not found" to a stranger.
    const official = (await h.call('GET', '/api/exchange-rates', { as: stranger })).data.rates;
    expect(official.map((r: { id: string }) => r.id)).not.toContain(own.data.id);
    expect(official.every((r: { entityId: string | null }) => r.entityId === null)).toBe(true);
    expect((await h.call('GET', `/api/exchange-rates?entityId=${entityId}`, { as: stranger })).status).toBe(404);
    const mine = (await h.call('GET', `/api/exchange-rates?entityId=${entityId}`, { as: entityAdmin })).data.rates;
    expect(mine.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([own.data.id, sameDay.data.id]));
    // A stranger can neither write nor edit them, and learns nothing: the same 404 as an unknown id.
    const foreign = await h.call('PATCH', `/api/exchange-rates/${own.data.id}`, {
      as: stranger,
      json: { version: 1, closingRate: 1 },
    });
    const unknown = await h.call('PATCH', '/api/exchange-rates/nope', { as: stranger, json: { version: 1 } });
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.data.error.message_key).toBe(unknown.data.error.message_key);
    expect(
      (
        await h.call('POST', `/api/exchange-rates?entityId=${entityId}`, {
          as: stranger,
          json: { ...rate, releaseDate: '2025-12-29' },
        })
      ).status,
    ).toBe(404);
    // Regulator staff do not write an entity's rates either (they are not its members).
    expect(
      (await h.call('PATCH', `/api/exchange-rates/${own.data.id}`, { as: admin, json: { version: 1, closingRate: 1 } }))
        .status,
    ).toBe(404);
    // The entity's rate on a date is its own when it has one; everybody else reads the official rate.
    const forEntity = await h.call('GET', `/api/exchange-rates/on?date=2025-12-31&currency=USD&entityId=${entityId}`, {
      as: entityAdmin,
    });
    expect(forEntity.data).toMatchObject({ id: sameDay.data.id, closingRate: 4300 });
    const forAll = await h.call('GET', '/api/exchange-rates/on?date=2025-12-31&currency=USD', { as: stranger });
    expect(forAll.data).toMatchObject({ entityId: null, closingRate: 4100 });
    // The entity edits and imports its own rates.
    expect(
      (
        await h.call('PATCH', `/api/exchange-rates/${own.data.id}`, {
          as: entityAdmin,
          json: { version: 1, closingRate: 4210 },
        })
      ).data,
    ).toMatchObject({ closingRate: 4210, version: 2 });
    const file = 'currency,closing_rate,average_rate,release_date\nEUR,4600,4500,2025-12-31\n';
    const imported = await h.call('POST', `/api/exchange-rates/import?entityId=${entityId}`, {
      as: entityAdmin,
      body: file,
      type: 'text/csv',
    });
    expect(imported.data).toMatchObject({ added: 1 });
    const eur = await h.call('GET', '/api/exchange-rates/on?date=2025-12-31&currency=EUR', { as: stranger });
    expect(eur.data).not.toMatchObject({ closingRate: 4600 });
  });
});

describe('import answers stay small (issue 19, finding 3)', () => {
  it('lists the first 100 problems and counts the rest', async () => {
    const lines = Array.from(
      { length: 1000 },
      (_, i) => `USD,abc,4080,2025-10-${String((i % 28) + 1).padStart(2, '0')}`,
    );
    const file = `currency,closing_rate,average_rate,release_date\n${lines.join('\n')}\n`;
    const res = await h.call('POST', '/api/exchange-rates/import', { as: admin, body: file, type: 'text/csv' });
    expect(res.status).toBe(422);
    expect(res.data.error.details.problems).toHaveLength(100);
    expect(res.data.error.details.problemsNotShown).toBe(900);
  });
});
