// The second factor at sign-in: which challenge a user gets, and starting one (the SMS factor's code by e-mail).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { identityCodeRepo } from '../repository';
import { type IdentityContext, LIMITS, maskEmail, now, type User } from './context';

export async function startChallenge(
  ctx: IdentityContext,
  user: User,
  challenge: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA' | 'SELECT_MFA_TYPE',
) {
  const { keys } = ctx;
  const session = randomBytes(32).toString('base64url');
  let code: string | undefined;
  if (challenge === 'SMS_MFA') code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    id: randomUUID(),
    sub: user.sub,
    purpose: 'CHALLENGE' as const,
    secretHash: keys.hash(`session:${session}`),
    challenge,
    codeHash: code ? keys.hash(`sms:${user.sub}:${code}`) : null,
    expiresAt: now() + LIMITS.challengeTtl,
    createdAt: now(),
  };
  const parameters: Record<string, string> = { USER_ID_FOR_SRP: user.sub, USERNAME: user.sub };
  if (code) {
    // No SMS gateway offline: the embedded endpoint delivers the SMS factor's code through the outbox by e-mail,
    // written with the challenge in one transaction and delivered after.
    const message = {
      to: user.email,
      lang: user.locale,
      template: 'mfaCode',
      params: { code, expiresInMinutes: LIMITS.challengeTtl / 60 },
    } as const;
    const id = await ctx.db.transaction(async (tx) => {
      await identityCodeRepo.insert(tx, row);
      return ctx.email.enqueue(tx, message);
    });
    await ctx.email.deliver(id);
    parameters.CODE_DELIVERY_DELIVERY_MEDIUM = 'EMAIL';
    parameters.CODE_DELIVERY_DESTINATION = maskEmail(user.email);
  } else {
    await identityCodeRepo.insert(ctx.db, row);
  }
  if (challenge === 'SELECT_MFA_TYPE') parameters.MFAS_CAN_CHOOSE = '["SMS_MFA","SOFTWARE_TOKEN_MFA"]';
  return { ChallengeName: challenge, Session: session, ChallengeParameters: parameters };
}

/** The challenge the user must answer after the password, or undefined when no second factor is on. */
export async function secondFactor(ctx: IdentityContext, user: User) {
  const sms = user.smsMfaEnabled;
  const totp = user.totpMfaEnabled && user.totpVerified;
  if (sms && totp && !user.preferredMfa) return startChallenge(ctx, user, 'SELECT_MFA_TYPE');
  if (totp && (user.preferredMfa === 'SOFTWARE_TOKEN_MFA' || !sms))
    return startChallenge(ctx, user, 'SOFTWARE_TOKEN_MFA');
  if (sms) return startChallenge(ctx, user, 'SMS_MFA');
  return undefined;
}
