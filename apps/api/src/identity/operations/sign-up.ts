import { randomUUID } from 'node:crypto';
import { isLang } from '@dfr/statement-engine';
import { identityUserRepo } from '../repository';
import { fail } from '../errors';
import { hashPassword } from '../passwords';
import { assertPasswordPolicy } from '../policy';
import { sendSignUpCode } from './codes';
import {
  checkClient,
  deliveryByEmail,
  normaliseEmail,
  now,
  type Operation,
  READ_ONLY_ATTRIBUTES,
  type User,
  userByEmail,
} from './context';
import { countMail } from './throttle';

/** SignUp: a new unconfirmed user (or the same one again, before confirming) and the code by e-mail. */
export const signUp: Operation = async (ctx, body, meta) => {
  checkClient(ctx, body);
  const address = normaliseEmail(body.Username);
  const password = body.Password;
  assertPasswordPolicy(password);
  const attrs = Array.isArray(body.UserAttributes) ? (body.UserAttributes as { Name: string; Value: string }[]) : [];
  const readOnly = attrs.find((a) => READ_ONLY_ATTRIBUTES.has(a?.Name));
  if (readOnly) fail('NotAuthorizedException', `A client attempted to write unauthorized attribute ${readOnly.Name}`);
  const attrEmail = attrs.find((a) => a.Name === 'email')?.Value;
  if (attrEmail !== undefined && attrEmail.trim().toLowerCase() !== address) {
    fail('InvalidParameterException', 'The email attribute must match the username.');
  }
  const localeAttr = attrs.find((a) => a.Name === 'locale')?.Value;
  const locale = isLang(localeAttr) ? localeAttr : meta.lang;
  const existing = await userByEmail(ctx, address);
  if (existing?.status === 'CONFIRMED')
    fail('UsernameExistsException', 'An account with the given email already exists.');
  await countMail(ctx, meta.address);
  const t = now();
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  let user: User;
  if (existing) {
    // Signing up again before confirming: the newest password counts and a fresh code goes out.
    [user] = (await identityUserRepo
      .update(ctx.db, existing.sub, { passwordHash, locale, updatedAt: t })
      .returning()) as [User];
  } else {
    [user] = (await identityUserRepo
      .insert(ctx.db, {
        sub: randomUUID(),
        email: address,
        status: 'UNCONFIRMED',
        passwordHash,
        locale,
        createdAt: t,
        updatedAt: t,
      })
      .returning()) as [User];
  }
  await sendSignUpCode(ctx, user, meta);
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: deliveryByEmail(user) };
};
