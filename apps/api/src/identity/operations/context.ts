// What every identity operation shares: its context (database, e-mail, configuration, keys), the call's metadata,
// the limits, and the small helpers of the Cognito-compatible protocol.
import type { Db } from '../../db/client';
import type { Email, EmailLang } from '../../email';
import { type IdentityUser, identityUserRepo } from '../repository';
import type { IdentityConfig } from '../config';
import { fail } from '../errors';
import type { IdentityKeys } from '../keys';

export type User = IdentityUser;
export type Body = Record<string, unknown>;

/** What the operations are given: the service's dependencies. */
export interface IdentityContext {
  db: Db;
  email: Email;
  config: IdentityConfig;
  keys: IdentityKeys;
}

/** Who is calling: the client address (for throttling) and the preferred language of the e-mails. */
export interface CallMeta {
  address: string;
  lang: EmailLang;
  /** Public origin for links in e-mails. */
  publicUrl: string;
}

/** One `AWSCognitoIdentityProviderService.<operation>`: its answer, or a thrown CognitoError. */
export type Operation = (ctx: IdentityContext, body: Body, meta: CallMeta) => Promise<Body>;

/** Limits (seconds, counts). Exported so tests and docs read the same numbers. */
/**
 * Custom attributes no user may write, at sign-up or after (the app client's read-only ones, as a Cognito pool's client
 * would list them): `custom:groups` names the user's groups, which only an administrator grants (issue 34).
 */
export const READ_ONLY_ATTRIBUTES: ReadonlySet<string> = new Set(['custom:groups']);

export const LIMITS = {
  /**
   * Sign-in failures are answered with growing delays, never a lockout (issue 19, finding 5): after `free` failures
   * in the window, the next attempt waits 1 s, then 2, 4, … up to `maxDelay` seconds. Per account *and* address (the
   * owner elsewhere is not slowed), per address (password spraying) and per account over all addresses (a
   * distributed attack, with a short cap so the owner is never kept out for long).
   */
  accountFailures: 5,
  addressFailures: 20,
  accountWideFailures: 20,
  failureWindow: 15 * 60,
  lockout: 15 * 60,
  accountWideMaxDelay: 60,
  codeAttempts: 5,
  challengeAttempts: 3,
  codesPerHour: 5,
  /** E-mails one client address may cause per hour (sign-up, resend, forgot password): no mail bombing. */
  mailsPerAddressPerHour: 30,
  signUpCodeTtl: 24 * 3600,
  resetCodeTtl: 3600,
  attributeCodeTtl: 24 * 3600,
  challengeTtl: 3 * 60,
} as const;

export const now = () => Math.floor(Date.now() / 1000);
export const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const [host = '', ...rest] = domain.split('.');
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${rest.length ? `.${rest.join('.')}` : ''}`;
}

export function requireString(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0) {
    fail(
      'InvalidParameterException',
      `1 validation error detected: Value at '${lowerFirst(name)}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value as string;
}
const lowerFirst = (s: string) => s.slice(0, 1).toLowerCase() + s.slice(1);

export function normaliseEmail(raw: unknown): string {
  const email = (str(raw) ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email) || email.length > 254) fail('InvalidParameterException', 'Invalid email address format.');
  return email;
}

export function checkClient(ctx: IdentityContext, body: Body) {
  const clientId = str(body.ClientId);
  if (clientId !== ctx.config.clientId)
    fail('ResourceNotFoundException', `User pool client ${clientId ?? ''} does not exist.`);
}

export const userByEmail = (ctx: IdentityContext, address: string) => identityUserRepo.byEmail(ctx.db, address);
export const userBySub = (ctx: IdentityContext, sub: string) => identityUserRepo.bySub(ctx.db, sub);

/** Where a code went, as Cognito says it (the address masked). */
export const deliveryByEmail = (user: User) => ({
  Destination: maskEmail(user.email),
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});
