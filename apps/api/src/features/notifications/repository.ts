import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { identityUsers, notifications } from '../../db/schema';
import { type DbOrTx, nowIso } from '../../db/repository-base';

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's notifications, and the languages the people e-mailed with them chose. */
export const notificationRepo = {
  insert: async (db: DbOrTx, row: typeof notifications.$inferInsert) =>
    (await db.insert(notifications).values(row).returning())[0]!,
  /** The user's notifications, newest first (only unread ones, only those before a time, when asked). */
  list: (db: DbOrTx, userId: string, opts: { unread?: boolean; before?: string; limit: number }) =>
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          opts.unread ? isNull(notifications.readAt) : undefined,
          opts.before ? lt(notifications.createdAt, opts.before) : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt))
      .limit(opts.limit),
  /** Marks the user's own notification read; undefined when the user has none of that id. */
  markRead: async (db: DbOrTx, userId: string, id: string) =>
    (
      await db
        .update(notifications)
        .set({ readAt: nowIso() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning()
    )[0],
  /** The language each of these addresses chose, when the embedded identity endpoint knows the person. */
  localesOf: (db: DbOrTx, emails: string[]) =>
    db
      .select({ email: identityUsers.email, locale: identityUsers.locale })
      .from(identityUsers)
      .where(inArray(identityUsers.email, emails)),
};
