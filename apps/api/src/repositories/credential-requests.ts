import { desc, eq } from 'drizzle-orm';
import { credentialRequests } from '../db/schema';
import type { DbOrTx } from './base';

/** An entity's requests for an e-filing access credential. */
export const credentialRequestRepo = {
  /** The entity's requests, newest first. */
  listForEntity: (db: DbOrTx, entityId: string) =>
    db
      .select()
      .from(credentialRequests)
      .where(eq(credentialRequests.entityId, entityId))
      .orderBy(desc(credentialRequests.createdAt)),
  insert: async (db: DbOrTx, row: typeof credentialRequests.$inferInsert) =>
    (await db.insert(credentialRequests).values(row).returning())[0]!,
};
