import { identityUserRepo } from '../repository';
import { fail } from '../errors';
import { consumeCode } from './codes';
import { checkClient, normaliseEmail, now, type Operation, userByEmail } from './context';

/** ConfirmSignUp: the e-mailed code confirms the user and its address. */
export const confirmSignUp: Operation = async (ctx, body) => {
  checkClient(ctx, body);
  const user = await userByEmail(ctx, normaliseEmail(body.Username));
  if (!user) return fail('CodeMismatchException', 'Invalid verification code provided, please try again.');
  if (user.status === 'CONFIRMED')
    fail('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  await consumeCode(ctx, user, 'SIGN_UP', body.ConfirmationCode);
  await identityUserRepo.update(ctx.db, user.sub, { status: 'CONFIRMED', emailVerified: true, updatedAt: now() });
  return {};
};
