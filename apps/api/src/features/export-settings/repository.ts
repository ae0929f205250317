import { and, eq } from 'drizzle-orm';
import { entityExportSettings } from '../../db/schema';
import { type DbOrTx, nowIso } from '../../db/repository-base';

export type ExportSettingsRow = typeof entityExportSettings.$inferSelect;
type ExportSettingsValues = Omit<
  typeof entityExportSettings.$inferInsert,
  'entityId' | 'updatedBy' | 'version' | 'createdAt' | 'updatedAt'
>;

/** An entity's export settings (one row per entity, versioned). */
export const exportSettingsRepo = {
  byEntity: async (db: DbOrTx, entityId: string) =>
    (await db.select().from(entityExportSettings).where(eq(entityExportSettings.entityId, entityId)))[0],
  /** The first save (version 1); undefined when another first save won. */
  insertFirst: async (db: DbOrTx, entityId: string, updatedBy: string, values: ExportSettingsValues) =>
    (
      await db
        .insert(entityExportSettings)
        .values({ ...values, entityId, updatedBy, version: 1 })
        .onConflictDoNothing()
        .returning()
    )[0],
  /** Updates only when the version matches; returns undefined when it did not. */
  updateVersioned: async (
    db: DbOrTx,
    entityId: string,
    version: number,
    updatedBy: string,
    values: ExportSettingsValues,
  ) =>
    (
      await db
        .update(entityExportSettings)
        .set({ ...values, updatedBy, version: version + 1, updatedAt: nowIso() })
        .where(and(eq(entityExportSettings.entityId, entityId), eq(entityExportSettings.version, version)))
        .returning()
    )[0],
};
