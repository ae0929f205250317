import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AuthUser, requireUser } from '../auth';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { membershipRepo, profileRepo } from '../features/entities/repository';
import { staffService } from '../features/staff/service';
import { authorizationOf } from './authorization';
import { TokenMap } from './token-map';

/** How long a verified access token is trusted without verifying it again. */
export const TOKEN_CACHE_MS = 5000;
const TOKEN_CACHE_LIMIT = 10000;
/** Keyed by the `Authorization` header (`TokenMap`: found without hashing the whole token, issue 30). */
const tokenCache = new TokenMap<{ user: AuthUser; until: number; db: Db }>();

/** Forgets every verified token (sign-out everywhere, tests). */
export function forgetTokens() {
  tokenCache.clear();
}

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
export const signedIn = createMiddleware<AppContext>((c, next) => {
  // A token verified in the last few seconds is not verified again (signature and session lookup): see
  // docs/decisions.md. Revocation takes effect within TOKEN_CACHE_MS.
  const header = authorizationOf(c);
  const hit = tokenCache.get(header);
  // `c.get`, not `c.var` (which copies every variable into a new object at each use).
  if (hit && hit.until > Date.now() && hit.db === c.get('deps').db) {
    c.set('user', hit.user);
    return next();
  }
  // The same token already being verified for another request (every connection of a client asks again when its
  // verification lapses, 200 at once under the load test): this one waits for that, then looks again; a token that
  // was refused is verified again here and answered the same way (issue 30).
  const pending = verifying.get(header);
  if (pending) return pending.then(() => afterWaiting(c, next, header));
  return verifyAndRemember(c, next, header);
});

/** Verifications under way, by `Authorization` header (only looked at when the token is not remembered). */
const verifying = new Map<string, Promise<void>>();

function afterWaiting(c: Context<AppContext>, next: Next, header: string) {
  const hit = tokenCache.get(header);
  if (hit && hit.until > Date.now() && hit.db === c.get('deps').db) {
    c.set('user', hit.user);
    return next();
  }
  return verifyAndRemember(c, next, header);
}

/** A token not verified lately: verified (signature, session), remembered, and the user's first request prepared. */
function verifyAndRemember(c: Context<AppContext>, next: Next, header: string) {
  let ready: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    ready = resolve;
  });
  if (!verifying.has(header)) verifying.set(header, settled);
  // Once the token is remembered and the user's first request prepared, or refused: requests waiting for it go on.
  const release = () => {
    if (verifying.get(header) === settled) verifying.delete(header);
    ready();
  };
  const answered = requireUser(c, async () => {
    if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.dropOldest();
    tokenCache.set(header, { user: c.var.user, until: Date.now() + TOKEN_CACHE_MS, db: c.var.deps.db });
    const { db } = c.var.deps;
    const { sub, email } = c.var.user;
    const set = known.get(db) ?? new Set<string>();
    known.set(db, set);
    if (!set.has(sub)) {
      await profileRepo.ensure(db, sub, email.toLowerCase());
      await membershipRepo.claimInvitations(db, sub, email.toLowerCase());
      // An invitation to the regulator's staff becomes the pool's groups (issue 32); a pool that does not answer
      // leaves it for the next first request rather than refusing this one.
      const joined = await staffService.claim(c.var.deps, sub, email.toLowerCase()).then(
        (groups) => {
          // This request (and the cached token) already sees the new groups.
          if (groups.length) {
            const user = { ...c.var.user, groups: [...new Set([...c.var.user.groups, ...groups])] };
            c.set('user', user);
            tokenCache.set(header, { user, until: Date.now() + TOKEN_CACHE_MS, db });
          }
          return true;
        },
        () => false,
      );
      if (joined) set.add(sub);
    }
    release();
    await next();
  });
  return answered.finally(release);
}
