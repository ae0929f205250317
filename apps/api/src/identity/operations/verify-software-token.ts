import { identityUserRepo } from '../repository';
import { fail } from '../errors';
import { verifyTotp } from '../totp';
import { LIMITS, now, type Operation, str } from './context';
import { authenticate } from './sessions';
import { assertNotThrottled, recordFailure } from './throttle';

/** VerifySoftwareToken: an authenticator code proves the secret was kept. */
export const verifySoftwareToken: Operation = async (ctx, body, meta) => {
  const { user } = await authenticate(ctx, body);
  if (!user.totpSecret) return fail('InvalidParameterException', 'No software token is associated with the user.');
  await assertNotThrottled(ctx, user.email, meta.address);
  if (!verifyTotp(ctx.keys.decrypt(user.totpSecret), (str(body.UserCode) ?? '').trim())) {
    await recordFailure(ctx, `acct:${user.email}`, LIMITS.accountFailures);
    fail('EnableSoftwareTokenMFAException', 'Code mismatch');
  }
  await identityUserRepo.update(ctx.db, user.sub, { totpVerified: true, updatedAt: now() });
  return { Status: 'SUCCESS' };
};
