import { identityUserRepo } from '../repository';
import { fail } from '../errors';
import { newTotpSecret } from '../totp';
import { now, type Operation } from './context';
import { authenticate } from './sessions';

/** AssociateSoftwareToken: a new authenticator secret, off until verified. */
export const associateSoftwareToken: Operation = async (ctx, body) => {
  if (!body.AccessToken) fail('InvalidParameterException', 'AccessToken is required.');
  const { user } = await authenticate(ctx, body);
  const secret = newTotpSecret();
  await identityUserRepo.update(ctx.db, user.sub, {
    totpSecret: ctx.keys.encrypt(secret),
    totpVerified: false,
    totpMfaEnabled: false,
    updatedAt: now(),
  });
  if (user.preferredMfa === 'SOFTWARE_TOKEN_MFA') {
    await identityUserRepo.update(ctx.db, user.sub, { preferredMfa: null });
  }
  return { SecretCode: secret };
};
