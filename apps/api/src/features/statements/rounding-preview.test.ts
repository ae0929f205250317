import { buildStatements, demoTrialBalanceCsv } from '@dfr/statement-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

// The engine's build is watched: a change of the rounding alone must re-round the statements already built
// (the engine's rerender), not build them again.
vi.mock('@dfr/statement-engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('@dfr/statement-engine')>();
  return { ...engine, buildStatements: vi.fn(engine.buildStatements) };
});

let h: Harness;
let owner: TestUser;
beforeAll(async () => {
  h = await startHarness();
  owner = await h.user('rounding-preview@example.com');
});
afterAll(() => h.close());

const version = async (id: string) => (await h.call('GET', `/api/statements/${id}`, { as: owner })).data.version;
const setRounding = async (id: string, rounding: string) =>
  expect(
    (
      await h.call('PATCH', `/api/statements/${id}`, {
        as: owner,
        json: { confirm: 'confirm', rounding, version: await version(id) },
      })
    ).status,
  ).toBe(200);
const computed = async (id: string) => {
  const res = await h.call('GET', `/api/statements/${id}/computed`, { as: owner });
  expect(res.status).toBe(200);
  return res.data as { rendering: { rounding: string; sections: { section: string }[] }; ratios: unknown };
};
/** A new entity's statement with the demo trial balance imported. */
const withDemoFigures = async (registrationNumber: string) => {
  const id = await h.statement(owner, await h.entity(owner, registrationNumber));
  const imported = await h.call(
    'POST',
    `/api/statements/${id}/trial-balance?dryRun=false&confirm=confirm&version=${await version(id)}`,
    {
      as: owner,
      body: demoTrialBalanceCsv(),
      type: 'text/csv',
    },
  );
  expect(imported.status).toBe(200);
  return id;
};

describe('a rounding preview', () => {
  it('re-rounds the built statements without building them again, as a build at that rounding gives', async () => {
    const previewed = await withDemoFigures('ROUND-1');
    expect((await computed(previewed)).rendering.rounding).toBe('units');
    const builds = vi.mocked(buildStatements).mock.calls.length;
    await setRounding(previewed, 'thousands');
    const shown = await computed(previewed);
    expect(vi.mocked(buildStatements).mock.calls.length).toBe(builds);
    expect(shown.rendering.rounding).toBe('thousands');

    // The same figures in another entity's statement, set to thousands before their first build.
    const other = await withDemoFigures('ROUND-2');
    await setRounding(other, 'thousands');
    const built = await computed(other);
    // Everything but the entity's name and number (the general information) is the same.
    const figures = (set: typeof shown) => ({
      ratios: set.ratios,
      sections: set.rendering.sections.filter((x) => x.section !== 'generalInformation'),
    });
    expect(figures(built)).toEqual(figures(shown));
    expect(built.rendering.sections.length).toBeGreaterThan(4);
    expect(vi.mocked(buildStatements).mock.calls.length).toBe(builds + 1);
  });
});
