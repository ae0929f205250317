import { createMiddleware } from 'hono/factory';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { membershipRepo, profileRepo } from '../repositories/entities';

/** Users whose profile exists and whose invitations were claimed, per database (saves a query per request). */
const known = new WeakMap<Db, Set<string>>();

/** Forgets a user so their next request claims new invitations (called when someone invites them). */
export function forgetUser(db: Db, sub: string) {
  known.get(db)?.delete(sub);
}

/**
 * Every protected route: a verified bearer token (`requireUser`, identity issue), then the user's profile exists
 * and pending invitations for their email become memberships.
 */
export const signedIn = createMiddleware<AppContext>(async (c, next) => {
  return requireUser(c, async () => {
    const { db } = c.var.deps;
    const { sub, email } = c.var.user;
    const set = known.get(db) ?? new Set<string>();
    known.set(db, set);
    if (!set.has(sub)) {
      await profileRepo.ensure(db, sub, email.toLowerCase());
      await membershipRepo.claimInvitations(db, sub, email.toLowerCase());
      set.add(sub);
    }
    await next();
  });
});
