import { identityUserRepo } from '../repository';
import { fail } from '../errors';
import { hashPassword } from '../passwords';
import { assertPasswordPolicy } from '../policy';
import { consumeCode } from './codes';
import { checkClient, normaliseEmail, now, type Operation, userByEmail } from './context';
import { revokeSessions } from './sessions';
import { clearAccountFailures } from './throttle';

/** ConfirmForgotPassword: the reset code sets the new password; every session ends and every delay too. */
export const confirmForgotPassword: Operation = async (ctx, body) => {
  checkClient(ctx, body);
  const user = await userByEmail(ctx, normaliseEmail(body.Username));
  assertPasswordPolicy(body.Password);
  if (!user) return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
  await consumeCode(ctx, user, 'RESET_PASSWORD', body.ConfirmationCode);
  await identityUserRepo.update(ctx.db, user.sub, {
    passwordHash: await hashPassword(body.Password as string, ctx.config.passwordHashCost),
    updatedAt: now(),
  });
  await revokeSessions(ctx, user.sub);
  await clearAccountFailures(ctx, user.email);
  return {};
};
