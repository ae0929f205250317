import { identityUserRepo } from '../repository';
import { incorrectCredentials } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { assertPasswordPolicy } from '../policy';
import { now, type Operation, str } from './context';
import { authenticate, revokeSessions } from './sessions';
import { assertNotThrottled, recordSignInFailure } from './throttle';

/** ChangePassword: the previous password, then the new one; every other session ends. */
export const changePassword: Operation = async (ctx, body, meta) => {
  const { user, sessionId } = await authenticate(ctx, body);
  await assertNotThrottled(ctx, user.email, meta.address);
  if (!(await verifyPassword(str(body.PreviousPassword) ?? '', user.passwordHash))) {
    await recordSignInFailure(ctx, user.email, meta.address);
    throw incorrectCredentials();
  }
  assertPasswordPolicy(body.ProposedPassword);
  await identityUserRepo.update(ctx.db, user.sub, {
    passwordHash: await hashPassword(body.ProposedPassword as string, ctx.config.passwordHashCost),
    updatedAt: now(),
  });
  // Every other session ends; this one stays signed in.
  await revokeSessions(ctx, user.sub, sessionId);
  return {};
};
