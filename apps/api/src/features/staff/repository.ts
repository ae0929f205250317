import { asc, eq } from 'drizzle-orm';
import { staffInvitations } from '../../db/schema';
import type { DbOrTx } from '../../db/repository-base';

export type StaffInvitation = typeof staffInvitations.$inferSelect;

/** Regulator staff invited before they have an account (issue 32). */
export const staffInvitationRepo = {
  list: (db: DbOrTx) => db.select().from(staffInvitations).orderBy(asc(staffInvitations.email)),
  byEmail: async (db: DbOrTx, email: string) =>
    (await db.select().from(staffInvitations).where(eq(staffInvitations.email, email)).limit(1))[0],
  byId: async (db: DbOrTx, id: string) =>
    (await db.select().from(staffInvitations).where(eq(staffInvitations.id, id)).limit(1))[0],
  /** Inserts the invitation; false when the address has one already. */
  insert: async (db: DbOrTx, row: typeof staffInvitations.$inferInsert) =>
    (await db.insert(staffInvitations).values(row).onConflictDoNothing().returning()).length === 1,
  setRole: (db: DbOrTx, id: string, role: StaffInvitation['role']) =>
    db.update(staffInvitations).set({ role }).where(eq(staffInvitations.id, id)),
  delete: (db: DbOrTx, id: string) => db.delete(staffInvitations).where(eq(staffInvitations.id, id)),
};
