import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityBody, type Harness, startHarness, type TestUser } from '../../test/harness';

let h: Harness;
let owner: TestUser;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('owner@example.com');
});
afterAll(() => h.close());

describe('concurrent writes with the same version', () => {
  it('let exactly one win; the others get 409 and nothing is lost or half-written', async () => {
    const entity = (await h.call('POST', '/api/entities', { as: owner, json: entityBody('CONC-1') })).data;
    const statement = (
      await h.call('POST', `/api/entities/${entity.id}/statements`, {
        as: owner,
        json: { framework: 'crfrf', reportingYear: 2025 },
      })
    ).data;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.call('PUT', `/api/statements/${statement.id}/manual-input`, {
          as: owner,
          json: { version: statement.version, year: 2025, values: { 'ifrs-full:Revenue': 1000 + i } },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = results.find((r) => r.status === 200)!;
    const saved = (await h.call('GET', `/api/statements/${statement.id}/manual-input`, { as: owner })).data.values;
    expect(saved).toHaveLength(1);
    const after = (await h.call('GET', `/api/statements/${statement.id}`, { as: owner })).data;
    expect(after.version).toBe(winner.data.version);
  });
});
