import { identityUserRepo } from '../repository';
import { fail } from '../errors';
import { consumeCode } from './codes';
import { now, type Operation, str, userByEmail } from './context';
import { authenticate } from './sessions';

/** VerifyUserAttribute: the code makes a pending e-mail the sign-in name, or marks the phone number verified. */
export const verifyUserAttribute: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const name = str(body.AttributeName);
  if (name === 'email') {
    await consumeCode(ctx, user, 'VERIFY_EMAIL', body.Code);
    const extra = JSON.parse(user.attributes) as Record<string, string>;
    const pending = extra['dfr:pending_email'];
    delete extra['dfr:pending_email'];
    if (pending && (await userByEmail(ctx, pending)))
      fail('AliasExistsException', 'An account with the given email already exists.');
    await identityUserRepo.update(ctx.db, user.sub, {
      email: pending ?? user.email,
      emailVerified: true,
      attributes: JSON.stringify(extra),
      updatedAt: now(),
    });
    return {};
  }
  if (name === 'phone_number') {
    await consumeCode(ctx, user, 'VERIFY_PHONE', body.Code);
    await identityUserRepo.update(ctx.db, user.sub, { phoneVerified: true, updatedAt: now() });
    return {};
  }
  return fail('InvalidParameterException', `Cannot verify attribute ${name ?? ''}.`);
};
