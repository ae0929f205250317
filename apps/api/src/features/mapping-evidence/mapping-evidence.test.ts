import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { khmerKey, type MappingEvidence, mappingNameKey } from '@dfr/statement-engine';
import { mappingEvidence, statements, submissions, trialBalanceLines } from '../../db/schema';
import { type Harness, startHarness, type TestUser } from '../../test/harness';

/**
 * Learning from the country's accepted filings (issue 36), end to end through the API: five entities' preparers map
 * "Tea money" / "ប្រាក់តែ", the regulator accepts their filings, and a sixth entity's chart import suggests the same
 * concept first with the reason in both languages. Names and concepts only: no amount or entity leaves its tenant.
 */
let h: Harness;
let regulator: TestUser;
const TEA = 'dfr:OtherExpenseOther';
const AMOUNT = 987_654_321;
const entities: { owner: TestUser; entityId: string; statementId: string; registration: string }[] = [];

const chartWithTea = (concept: string) =>
  `code,name_en,name_kh,account_type,concept\n6998,Tea money,ប្រាក់\u200bតែ,expense,${concept}\n`;

/** A filing received by the regulator (written directly: submitting has its own tests); its id. */
async function received(i: number) {
  const { entityId, statementId } = entities[i]!;
  await h.deps.db.update(statements).set({ stage: 'submitted' }).where(eq(statements.id, statementId));
  const id = `sub-${i}`;
  await h.deps.db.insert(submissions).values({
    id,
    statementId,
    entityId,
    reportingYear: 2025,
    statementVersion: 1,
    receiptNumber: `EF-2025-90000${i}`,
    submittedBy: entities[i]!.owner.sub,
    submittedAt: '2026-02-01T00:00:00.000Z',
  });
  return id;
}

const accept = async (i: number) =>
  (await h.call('POST', `/api/regulator/submissions/${await received(i)}/accept`, { as: regulator, json: {} })).status;

beforeAll(async () => {
  h = await startHarness();
  regulator = await h.regulator('desk@regulator.example');
  for (let i = 0; i < 6; i++) {
    const owner = await h.user(`owner${i}@learning.example`);
    const registration = `LEARN-${i}`;
    const entityId = await h.entity(owner, registration);
    const statementId = await h.statement(owner, entityId);
    entities.push({ owner, entityId, statementId, registration });
  }
});
afterAll(() => h.close());

describe("the mapping assistant learns from the country's accepted filings", () => {
  it('five entities map a name; after the fifth acceptance a sixth entity is offered it first, with the reason', async () => {
    for (let i = 0; i < 5; i++) {
      const { owner, entityId, statementId } = entities[i]!;
      const imported = await h.call('POST', `/api/entities/${entityId}/accounts/import?confirm=confirm`, {
        as: owner,
        body: chartWithTea(TEA),
        type: 'text/csv',
      });
      expect(imported.status).toBe(200);
      // The entity's own figures on the account: they must never leave it.
      await h.deps.db
        .insert(trialBalanceLines)
        .values({ statementId, year: 2025, row: 2, accountCode: '6998', accountName: 'Tea money', debit: AMOUNT });
    }
    for (let i = 0; i < 4; i++) expect(await accept(i)).toBe(200);
    const sixth = entities[5]!;
    const evidence = async () => (await h.call('GET', '/api/mapping-evidence', { as: sixth.owner })).data;
    // Four entities are not enough.
    expect((await evidence()).evidence).toEqual([]);
    expect(await accept(4)).toBe(200);
    const shared = await evidence();
    expect(shared.enabled).toBe(true);
    expect(shared.evidence).toEqual(
      expect.arrayContaining([
        { name: 'tea money', concept: TEA, entities: 5 },
        { name: expect.stringMatching(/^[\u1780-\u17ff]+$/), concept: TEA, entities: 5 },
      ]),
    );
    // The sixth entity imports a chart that names the account but not its concept (English and Khmer-only rows).
    const refused = await h.call('POST', `/api/entities/${sixth.entityId}/accounts/import?confirm=confirm`, {
      as: sixth.owner,
      body: 'code,name_en,name_kh,account_type\n6101,Tea money,,expense\n6102,,ប្រាក់តែ,expense\n',
      type: 'text/csv',
    });
    expect(refused.status).toBe(422);
    const problems = refused.data.error.details.problems;
    expect(problems).toHaveLength(2);
    for (const p of problems) {
      expect(p.code).toBe('missing_concept');
      expect(p.suggestions[0]).toBe(TEA);
      expect(p.message.en).toContain('mapped so by 5 entities');
      expect(p.message.kh).toContain('អង្គភាព ៥ បានភ្ជាប់ដូច្នេះ');
    }
  });

  it('no amount or entity leaves its tenant: what is shared and what is kept hold names, concepts and counts only', async () => {
    const shared = await h.call('GET', '/api/mapping-evidence', { as: entities[5]!.owner });
    const text = JSON.stringify(shared.data);
    for (const e of entities.slice(0, 5)) {
      for (const secret of [e.entityId, e.statementId, e.registration, e.owner.email, e.owner.sub])
        expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(String(AMOUNT));
    expect(text).not.toContain('Test Co');
    for (const row of shared.data.evidence) expect(Object.keys(row).sort()).toEqual(['concept', 'entities', 'name']);
    // The table itself keeps no amount (only the entity, to count it once; it goes with the entity).
    const kept = await h.deps.db.select().from(mappingEvidence);
    expect(kept.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept)).not.toContain(String(AMOUNT));
    expect(Object.keys(kept[0]!).sort()).toEqual([
      'concept',
      'createdAt',
      'entityId',
      'framework',
      'id',
      'nameKey',
      'submissionId',
    ]);
    // Signed out: nothing.
    expect((await h.call('GET', '/api/mapping-evidence')).status).toBe(401);
  });

  it('a Khmer name typed two ways, and keys stored before the spelling folding, count together, each entity once', async () => {
    // Profit tax typed ចំនេញ by two entities (one key as an earlier version stored it, without folding), ចំណេញ by two
    // more, and both ways by a fifth: five entities, not six.
    const typed = 'ពន្ធលើប្រាក់ចំនេញ';
    const dictionary = 'ពន្ធលើប្រាក់ចំណេញ';
    const TAX = 'dfr:IncomeTaxExpenseContinuingOperations';
    const keys = [
      [khmerKey(typed)],
      [mappingNameKey(typed)],
      [mappingNameKey(dictionary)],
      [mappingNameKey(dictionary)],
      [khmerKey(typed), mappingNameKey(dictionary)],
    ];
    expect(new Set(keys.flat()).size).toBe(2);
    const give = (i: number) =>
      h.deps.db.insert(mappingEvidence).values(
        keys[i]!.map((nameKey, j) => ({
          id: `spelling-${i}-${j}`,
          entityId: entities[i]!.entityId,
          framework: 'crfrf',
          nameKey,
          concept: TAX,
          submissionId: `sub-${i}`,
        })),
      );
    const shared = async () =>
      (
        (await h.call('GET', '/api/mapping-evidence', { as: entities[5]!.owner })).data.evidence as MappingEvidence[]
      ).filter((e) => e.concept === TAX);
    for (let i = 0; i < 4; i++) await give(i);
    expect(await shared()).toEqual([]);
    await give(4);
    expect(await shared()).toEqual([{ name: mappingNameKey(typed), concept: TAX, entities: 5 }]);
    expect(mappingNameKey(typed)).toBe(mappingNameKey(dictionary));
  });

  it('the regulator can turn the learning off (nothing shared), and only the regulator', async () => {
    const owner = entities[5]!.owner;
    const path = '/api/regulator/settings/mapping-learning';
    expect((await h.call('PUT', path, { as: owner, json: { enabled: false } })).status).toBe(403);
    expect((await h.call('PUT', path, { as: regulator, json: { enabled: 'no' } })).status).toBe(422);
    expect((await h.call('PUT', path, { as: regulator, json: { enabled: false } })).data).toEqual({ enabled: false });
    expect((await h.call('GET', path, { as: regulator })).data).toEqual({ enabled: false });
    expect((await h.call('GET', '/api/mapping-evidence', { as: owner })).data).toEqual({
      enabled: false,
      evidence: [],
    });
    const refused = await h.call('POST', `/api/entities/${entities[5]!.entityId}/accounts/import?confirm=confirm`, {
      as: owner,
      body: 'code,name_en,name_kh,account_type\n6101,Tea money,,expense\n',
      type: 'text/csv',
    });
    expect(refused.data.error.details.problems[0].message.en).not.toContain('mapped so by');
    expect((await h.call('PUT', path, { as: regulator, json: { enabled: true } })).data).toEqual({ enabled: true });
  });
});
