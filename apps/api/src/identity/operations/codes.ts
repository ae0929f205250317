// One-time codes (sign-up, password reset, attribute verification): issued, e-mailed, checked and consumed.
import { randomUUID } from 'node:crypto';
import { SIGN_UP_CODE_LENGTH } from '@dfr/forms/rules';
import type { EmailMessage } from '../../email';
import type { DbOrTx } from '../../db/repository-base';
import { type CodePurpose, identityCodeRepo } from '../repository';
import { fail } from '../errors';
import { numericCode } from '../../numeric-code';
import { type CallMeta, type IdentityContext, LIMITS, now, type User } from './context';

async function issueCode(
  ctx: IdentityContext,
  db: DbOrTx,
  user: User,
  purpose: CodePurpose,
  ttl: number,
): Promise<string> {
  const { keys } = ctx;
  const recent = await identityCodeRepo.recent(db, user.sub, purpose, LIMITS.codesPerHour);
  if (recent.length >= LIMITS.codesPerHour && (recent.at(-1)?.createdAt ?? 0) > now() - 3600) {
    fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
  // As long as the web's code field takes (@dfr/forms' signUpCodeSchema), for every purpose.
  const code = numericCode(SIGN_UP_CODE_LENGTH);
  // A new code replaces every earlier one of the same purpose.
  await identityCodeRepo.retire(db, user.sub, purpose, now());
  await identityCodeRepo.insert(db, {
    id: randomUUID(),
    sub: user.sub,
    purpose,
    secretHash: keys.hash(`${purpose}:${user.sub}:${code}`),
    expiresAt: now() + ttl,
    createdAt: now(),
  });
  return code;
}

/**
 * Issues a code and writes its e-mail to the outbox in one transaction (a code exists exactly when its message does),
 * then delivers it; a failed delivery stays in the outbox for its retries. Resolves with the code.
 */
export async function issueAndEmailCode(
  ctx: IdentityContext,
  user: User,
  purpose: CodePurpose,
  ttl: number,
  /** The e-mail of the code, which says how long it lives (`ttl`, in minutes). */
  message: (code: string, expiresInMinutes: number) => EmailMessage,
): Promise<string> {
  const { code, id } = await ctx.db.transaction(async (tx) => {
    const code = await issueCode(ctx, tx, user, purpose, ttl);
    return { code, id: await ctx.email.enqueue(tx, message(code, ttl / 60)) };
  });
  await ctx.email.deliver(id);
  return code;
}

/** Checks and consumes a code. Wrong: CodeMismatch (attempts counted); used, replaced or expired: ExpiredCode. */
export async function consumeCode(
  ctx: IdentityContext,
  user: User,
  purpose: CodePurpose,
  code: unknown,
): Promise<void> {
  const { db, keys } = ctx;
  const latest = await identityCodeRepo.latest(db, user.sub, purpose);
  const expired = () => fail('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  if (!latest) return expired();
  if (latest.attempts >= LIMITS.codeAttempts) {
    fail('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
  const matches = typeof code === 'string' && keys.hash(`${purpose}:${user.sub}:${code.trim()}`) === latest.secretHash;
  if (latest.usedAt !== null || latest.expiresAt < now()) return expired();
  if (!matches) {
    await identityCodeRepo.setAttempts(db, latest.id, latest.attempts + 1);
    fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  // Conditional update: of two concurrent uses of the same code, only one wins.
  if (!(await identityCodeRepo.use(db, latest.id, now()))) expired();
}

export async function sendSignUpCode(ctx: IdentityContext, user: User, meta: CallMeta) {
  await issueAndEmailCode(ctx, user, 'SIGN_UP', LIMITS.signUpCodeTtl, (code, expiresInMinutes) => ({
    to: user.email,
    lang: user.locale,
    template: 'signUpCode',
    params: {
      code,
      link: `${meta.publicUrl}/confirmUser?${new URLSearchParams({ email: user.email, code })}`,
      expiresInMinutes,
    },
  }));
}
