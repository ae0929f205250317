// Sign-in failures answered with growing delays, and the e-mails a client address may cause per hour.
import { identityThrottleRepo } from '../repository';
import { fail } from '../errors';
import { type IdentityContext, LIMITS, now } from './context';

const throttleState = (ctx: IdentityContext, key: string) => identityThrottleRepo.get(ctx.db, key);

export async function assertNotThrottled(ctx: IdentityContext, accountKey: string, address: string) {
  const t = now();
  const addr = await throttleState(ctx, `addr:${address}`);
  if (addr?.lockedUntil && addr.lockedUntil > t)
    fail('TooManyRequestsException', 'Too many requests, please try again later.');
  for (const key of [`pair:${accountKey}|${address}`, `acct:${accountKey}`]) {
    const row = await throttleState(ctx, key);
    if (row?.lockedUntil && row.lockedUntil > t) fail('NotAuthorizedException', 'Password attempts exceeded');
  }
}

/** Counts a failure; past `free` failures, the next attempt must wait a delay that doubles, up to `maxDelay`. */
export async function recordFailure(
  ctx: IdentityContext,
  key: string,
  free: number,
  maxDelay: number = LIMITS.lockout,
) {
  const t = now();
  const row = await throttleState(ctx, key);
  const fresh = !row || t - row.windowStart > LIMITS.failureWindow;
  const failures = fresh ? 1 : row.failures + 1;
  const lockedUntil = failures >= free ? t + Math.min(2 ** (failures - free), maxDelay) : null;
  await identityThrottleRepo.put(ctx.db, { key, failures, windowStart: fresh ? t : row.windowStart, lockedUntil });
}

export async function recordSignInFailure(ctx: IdentityContext, accountKey: string, address: string) {
  await recordFailure(ctx, `pair:${accountKey}|${address}`, LIMITS.accountFailures);
  await recordFailure(ctx, `acct:${accountKey}`, LIMITS.accountWideFailures, LIMITS.accountWideMaxDelay);
  await recordFailure(ctx, `addr:${address}`, LIMITS.addressFailures);
}

/** Counts an e-mail a client address causes; refuses once it caused too many this hour. */
export async function countMail(ctx: IdentityContext, address: string) {
  const key = `mail:${address}`;
  const t = now();
  const row = await throttleState(ctx, key);
  const fresh = !row || t - row.windowStart > 3600;
  const count = fresh ? 1 : row.failures + 1;
  if (count > LIMITS.mailsPerAddressPerHour) {
    fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
  const windowStart = fresh ? t : row.windowStart;
  await identityThrottleRepo.put(ctx.db, { key, failures: count, windowStart });
}

/**
 * After a success from an address: that address's delays for the account and the account-wide count end (the
 * guesser's delays elsewhere stay). Without an address (a password reset): every delay of the account ends.
 */
export const clearAccountFailures = (ctx: IdentityContext, accountKey: string, address?: string) =>
  identityThrottleRepo.clearAccount(ctx.db, accountKey, address);
