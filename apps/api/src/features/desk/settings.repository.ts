import { eq } from 'drizzle-orm';
import { appMeta } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

/** The regulator's installation-wide settings kept as `app_meta` rows (issue 32): a value as stored, or undefined. */
export const deskSettingsRepo = {
  get: async (db: DbOrTx, key: string) => (await db.select().from(appMeta).where(eq(appMeta.key, key)))[0]?.value,
  set: async (db: DbOrTx, key: string, value: string) => {
    await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
  },
};
