import { identityCodeRepo } from '../repository';
import { verifyTotp } from '../totp';
import { fail } from '../errors';
import { startChallenge } from './challenges';
import { checkClient, type Operation, now, str, userBySub, LIMITS } from './context';
import { startSession } from './sessions';
import { assertNotThrottled, clearAccountFailures, recordSignInFailure } from './throttle';

/** RespondToAuthChallenge: the chosen factor, or the SMS (by e-mail) or authenticator code; then the session. */
export const respondToAuthChallenge: Operation = async (ctx, body, meta) => {
  const { db, keys } = ctx;
  checkClient(ctx, body);
  const name = str(body.ChallengeName);
  const session = str(body.Session);
  const responses = (body.ChallengeResponses ?? {}) as Record<string, unknown>;
  const expired = () => fail('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  if (!session) return expired();
  const row = await identityCodeRepo.challenge(db, keys.hash(`session:${session}`));
  if (!row || row.usedAt !== null || row.expiresAt < now() || row.attempts >= LIMITS.challengeAttempts)
    return expired();
  if (row.challenge !== name) fail('InvalidParameterException', `Invalid challenge name ${name ?? ''}.`);
  const user = await userBySub(ctx, row.sub);
  if (!user) return expired();
  await assertNotThrottled(ctx, user.email, meta.address);
  const consume = async () => {
    if (!(await identityCodeRepo.use(db, row.id, now()))) expired();
  };
  if (name === 'SELECT_MFA_TYPE') {
    const answer = str(responses.ANSWER);
    if (answer !== 'SMS_MFA' && answer !== 'SOFTWARE_TOKEN_MFA') {
      return fail('InvalidParameterException', 'Invalid ANSWER for SELECT_MFA_TYPE.');
    }
    await consume();
    return startChallenge(ctx, user, answer);
  }
  let ok = false;
  if (name === 'SMS_MFA') {
    const code = str(responses.SMS_MFA_CODE)?.trim() ?? '';
    ok = row.codeHash !== null && keys.hash(`sms:${user.sub}:${code}`) === row.codeHash;
  } else if (name === 'SOFTWARE_TOKEN_MFA') {
    const code = str(responses.SOFTWARE_TOKEN_MFA_CODE)?.trim() ?? '';
    ok = !!user.totpSecret && verifyTotp(keys.decrypt(user.totpSecret), code);
  } else {
    fail('InvalidParameterException', `Unsupported challenge ${name ?? ''}.`);
  }
  if (!ok) {
    await identityCodeRepo.setAttempts(db, row.id, row.attempts + 1);
    await recordSignInFailure(ctx, user.email, meta.address);
    fail('CodeMismatchException', 'Invalid code or auth state for the user.');
  }
  await consume();
  await clearAccountFailures(ctx, user.email, meta.address);
  return { ChallengeParameters: {}, ...(await startSession(ctx, user)) };
};
