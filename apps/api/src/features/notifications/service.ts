import type { Deps } from '../../context';
import type { EmailLang, EmailMessage } from '../../email';
import { notFound } from '../../http/errors';
import { type DbOrTx, newId } from '../../db/repository-base';
import { entityRepo, membershipRepo } from '../entities/repository';
import { notificationRepo } from './repository';

/** Publishes on the realtime channel; set by `src/realtime` when the broker runs (absent in route tests). */
export type Publisher = (topic: string, payload: unknown) => void;
let publisher: Publisher | undefined;
export function setPublisher(p: Publisher | undefined) {
  publisher = p;
}
export function publish(topic: string, payload: unknown) {
  publisher?.(topic, payload);
}

type Message = EmailMessage extends infer M ? (M extends EmailMessage ? Omit<M, 'to' | 'lang'> : never) : never;

/**
 * E-mails people (through the outbox), each in the language they chose when the embedded identity endpoint knows
 * it (English otherwise). `build` gets the entity's name in that language. The messages are written with `tx`, the
 * transaction of the change that causes them, so they exist exactly when the change does; deliver them after the
 * commit with `deliverNow` (the outbox loop delivers whatever a crash left behind). Resolves with the outbox ids.
 */
export async function emailPeople(
  deps: Deps,
  tx: DbOrTx,
  to: string[],
  entityId: string,
  build: (lang: EmailLang, entityName: string) => Message,
): Promise<string[]> {
  if (!to.length) return [];
  const entity = await entityRepo.byId(tx, entityId);
  const known = await notificationRepo.localesOf(tx, to);
  const ids: string[] = [];
  for (const email of new Set(to)) {
    const lang = known.find((k) => k.email === email)?.locale ?? 'en';
    const name = (lang === 'kh' && entity?.nameKh) || entity?.nameEn || '';
    ids.push(await deps.email.enqueue(tx, { to: email, lang, ...build(lang, name) } as EmailMessage));
  }
  return ids;
}

/** Delivers messages written in a transaction that has committed (each failure is kept for a later attempt). */
export async function deliverNow(deps: Deps, ids: string[]) {
  for (const id of ids) await deps.email.deliver(id);
}

/** The e-mail addresses of an entity's active members. */
export async function memberEmails(db: DbOrTx, entityId: string) {
  const rows = await membershipRepo.activeEmails(db, entityId);
  return rows.map((r) => r.email.trim().toLowerCase());
}

/** Stores a notification and delivers it at once on `users/<sub>/notifications`. */
export async function notify(
  db: DbOrTx,
  userId: string,
  n: { kind: string; messageKey: string; params?: Record<string, string | number>; link?: string },
) {
  const row = await notificationRepo.insert(db, {
    id: newId(),
    userId,
    kind: n.kind,
    messageKey: n.messageKey,
    params: n.params ?? {},
    link: n.link,
  });
  publish(`users/${userId}/notifications`, row);
  return row;
}

export const notificationService = {
  list: (deps: Deps, userId: string, opts: { unread?: boolean; before?: string; limit: number }) =>
    notificationRepo.list(deps.db, userId, opts),
  markRead: async (deps: Deps, userId: string, id: string) => {
    const row = await notificationRepo.markRead(deps.db, userId, id);
    // Someone else's notification does not exist for this user.
    if (!row) throw notFound();
    return row;
  },
};
