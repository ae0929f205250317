import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Deps } from '../context';
import { notifications } from '../db/schema';
import { notFound } from '../http/errors';
import { type DbOrTx, newId, nowIso } from '../repositories/base';

export type NotificationRow = typeof notifications.$inferSelect;

/** Publishes on the realtime channel; set by `src/realtime` when the broker runs (absent in route tests). */
export type Publisher = (topic: string, payload: unknown) => void;
let publisher: Publisher | undefined;
export function setPublisher(p: Publisher | undefined) {
  publisher = p;
}
export function publish(topic: string, payload: unknown) {
  publisher?.(topic, payload);
}

/** Stores a notification and delivers it at once on `users/<sub>/notifications`. */
export async function notify(
  db: DbOrTx,
  userId: string,
  n: { kind: string; messageKey: string; params?: Record<string, string | number>; link?: string },
) {
  const row = (
    await db
      .insert(notifications)
      .values({ id: newId(), userId, kind: n.kind, messageKey: n.messageKey, params: n.params ?? {}, link: n.link })
      .returning()
  )[0]!;
  publish(`users/${userId}/notifications`, row);
  return row;
}

export const notificationService = {
  list: (deps: Deps, userId: string, opts: { unread?: boolean; before?: string; limit: number }) =>
    deps.db
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
  markRead: async (deps: Deps, userId: string, id: string) => {
    const row = (
      await deps.db
        .update(notifications)
        .set({ readAt: nowIso() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning()
    )[0];
    // Someone else's notification does not exist for this user.
    if (!row) throw notFound();
    return row;
  },
};
