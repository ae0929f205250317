import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGULATOR_GROUP } from '../../auth/regulator';
import { signInForTest } from '../../auth/testing';
import { ensureUser } from '../../identity';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
/** Regulator staff: the official rates are theirs to write. */
let admin: TestUser;
let stranger: TestUser;
/** The super admin of an entity: reads the official rates, never writes them. */
let entityOwner: TestUser;

beforeAll(async () => {
  h = await startHarness();
  await ensureUser(h.deps, { email: 'rates@example.com', password: 'Rates@2026!', groups: [REGULATOR_GROUP] });
  const staff = await signInForTest(h.deps, 'rates@example.com', 'Rates@2026!');
  admin = { email: 'rates@example.com', sub: staff.sub, token: staff.accessToken };
  stranger = await h.user('stranger@example.com');
  entityOwner = await h.user('owner@example.com');
  await h.call('POST', '/api/entities', { as: entityOwner, json: entityBody('RATE-1') });
});

describe('who writes the official rates (hardening, finding 1)', () => {
  it("refuses an entity's super admin: any user can create an entity, so that is no right over every tenant's rates", async () => {
    expect(
      (await h.call('POST', '/api/exchange-rates', { as: entityOwner, json: { ...rate, releaseDate: '2030-01-02' } }))
        .status,
    ).toBe(403);
    const [row] = (await h.call('GET', '/api/exchange-rates?currency=USD', { as: entityOwner })).data.rates ?? [];
    if (row)
      expect(
        (
          await h.call('PATCH', `/api/exchange-rates/${row.id}`, {
            as: entityOwner,
            json: { version: row.version, closingRate: 1 },
          })
        ).status,
      ).toBe(403);
    const csv =
      'currency,closing_rate,average_rate,rate_type,official_reporting_rate,monthly_average,daily_rate,release_date\nUSD,1,1,official,,,,2030-01-03\n';
    expect(
      (await h.call('POST', '/api/exchange-rates/import', { as: entityOwner, body: csv, type: 'text/csv' })).status,
    ).toBe(403);
    expect((await h.call('GET', '/api/exchange-rates?from=2030-01-01', { as: entityOwner })).data.rates).toEqual([]);
  });
});
afterAll(() => h.close());

const rate = { currency: 'USD', rateType: 'official', closingRate: 4100, averageRate: 4095, releaseDate: '2025-12-31' };

describe('exchange rates', () => {
  it('adds a rate (entity admins only), refuses duplicates and bad input', async () => {
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
});
