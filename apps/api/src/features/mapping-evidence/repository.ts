import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import { appMeta, mappingEvidence } from '../../db/schema';
import { type DbOrTx, newId } from '../../db/repository-base';

/** The installation-wide switch of the learning (issue 36): on unless the regulator turned it off. */
const SETTING = 'mapping_learning';

export const mappingEvidenceRepo = {
  /** Adds an entity's (name → concept) pairs; pairs it gave before are kept as they were. */
  record: async (
    db: DbOrTx,
    entityId: string,
    framework: string,
    submissionId: string,
    pairs: readonly { name: string; concept: string }[],
  ) => {
    const rows = pairs.map((p) => ({
      id: newId(),
      entityId,
      framework,
      nameKey: p.name,
      concept: p.concept,
      submissionId,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insert(mappingEvidence)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing();
  },
  /** Each stored (name key, concept) with the number of different entities that gave it; never an entity. */
  groups: async (db: DbOrTx, framework: string) =>
    (
      await db
        .select({
          name: mappingEvidence.nameKey,
          concept: mappingEvidence.concept,
          entities: countDistinct(mappingEvidence.entityId),
        })
        .from(mappingEvidence)
        .where(eq(mappingEvidence.framework, framework))
        .groupBy(mappingEvidence.nameKey, mappingEvidence.concept)
    ).map((r) => ({ name: r.name, concept: r.concept, entities: Number(r.entities) })),
  /** The number of different entities that gave a concept under any of the name keys (each entity once). */
  entitiesAcross: async (db: DbOrTx, framework: string, concept: string, names: readonly string[]) =>
    Number(
      (
        await db
          .select({ entities: countDistinct(mappingEvidence.entityId) })
          .from(mappingEvidence)
          .where(
            and(
              eq(mappingEvidence.framework, framework),
              eq(mappingEvidence.concept, concept),
              inArray(mappingEvidence.nameKey, [...names]),
            ),
          )
      )[0]?.entities ?? 0,
    ),
  /** Whether an entity has given evidence (tests). */
  countOf: async (db: DbOrTx, entityId: string) =>
    (
      await db
        .select()
        .from(mappingEvidence)
        .where(and(eq(mappingEvidence.entityId, entityId)))
    ).length,
  enabled: async (db: DbOrTx) => (await db.select().from(appMeta).where(eq(appMeta.key, SETTING)))[0]?.value !== 'off',
  setEnabled: async (db: DbOrTx, enabled: boolean) => {
    const value = enabled ? 'on' : 'off';
    await db
      .insert(appMeta)
      .values({ key: SETTING, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value } });
  },
};
