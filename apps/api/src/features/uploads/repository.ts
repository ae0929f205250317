import { and, desc, eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

export type UploadRow = typeof uploads.$inferSelect;

/** The files imports read (their bytes are in the object store under `storageKey`). */
export const uploadRepo = {
  insert: async (db: DbOrTx, row: typeof uploads.$inferInsert) =>
    (await db.insert(uploads).values(row).returning())[0]!,
  /** The entity's files (or one statement's), newest first. */
  list: (db: DbOrTx, entityId: string, statementId?: string) =>
    db
      .select()
      .from(uploads)
      .where(
        statementId
          ? and(eq(uploads.entityId, entityId), eq(uploads.statementId, statementId))
          : eq(uploads.entityId, entityId),
      )
      .orderBy(desc(uploads.createdAt)),
  byId: async (db: DbOrTx, entityId: string, id: string) =>
    (
      await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.entityId, entityId)))
    )[0],
};
