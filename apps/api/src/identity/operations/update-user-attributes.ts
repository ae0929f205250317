import { isLang } from '@dfr/statement-engine';
import { type IdentityUserPatch, identityUserRepo } from '../repository';
import { fail } from '../errors';
import { issueAndEmailCode } from './codes';
import {
  type Body,
  LIMITS,
  maskEmail,
  normaliseEmail,
  now,
  type Operation,
  READ_ONLY_ATTRIBUTES,
  type User,
  userByEmail,
  userBySub,
} from './context';
import { authenticate } from './sessions';

/** The standard attributes a user may write (besides `custom:` ones). */
const WRITABLE = new Set([
  'name',
  'given_name',
  'family_name',
  'gender',
  'birthdate',
  'locale',
  'phone_number',
  'email',
]);

/** UpdateUserAttributes: a new e-mail waits for its code; a new phone number is unverified until its code. */
export const updateUserAttributes: Operation = async (ctx, body, meta) => {
  const { user } = await authenticate(ctx, body);
  const attrs = Array.isArray(body.UserAttributes) ? (body.UserAttributes as { Name: string; Value: string }[]) : [];
  const extra = JSON.parse(user.attributes) as Record<string, string>;
  const patch: IdentityUserPatch = { updatedAt: now() };
  const deliveries: Body[] = [];
  let newEmail: string | undefined;
  for (const { Name, Value } of attrs) {
    if (
      typeof Name !== 'string' ||
      (!WRITABLE.has(Name) && !Name.startsWith('custom:')) ||
      READ_ONLY_ATTRIBUTES.has(Name)
    ) {
      fail('NotAuthorizedException', `A client attempted to write unauthorized attribute ${Name}`);
    }
    const value = typeof Value === 'string' ? Value.trim() : '';
    if (Name === 'locale') {
      if (isLang(value)) patch.locale = value;
      else fail('InvalidParameterException', 'locale must be en or kh.');
    } else if (Name === 'phone_number') {
      if (value && !/^\+[1-9]\d{6,14}$/.test(value)) fail('InvalidParameterException', 'Invalid phone number format.');
      patch.phoneNumber = value || null;
      patch.phoneVerified = false;
    } else if (Name === 'email') {
      const address = normaliseEmail(value);
      if (address !== user.email) {
        if (await userByEmail(ctx, address))
          fail('AliasExistsException', 'An account with the given email already exists.');
        newEmail = address;
      }
    } else {
      extra[Name] = value.slice(0, 2048);
    }
  }
  if (newEmail) {
    // The new address becomes the sign-in name only once verified (VerifyUserAttribute).
    extra['dfr:pending_email'] = newEmail;
    const to = newEmail;
    await issueAndEmailCode(ctx, user, 'VERIFY_EMAIL', LIMITS.attributeCodeTtl, (code, expiresInMinutes) => ({
      to,
      lang: patch.locale ?? user.locale,
      template: 'attributeCode',
      params: { code, expiresInMinutes },
    }));
    deliveries.push({ Destination: maskEmail(newEmail), DeliveryMedium: 'EMAIL', AttributeName: 'email' });
  }
  patch.attributes = JSON.stringify(extra);
  await identityUserRepo.update(ctx.db, user.sub, patch);
  if (patch.phoneNumber) {
    const updated = (await userBySub(ctx, user.sub)) as User;
    await issueAndEmailCode(ctx, updated, 'VERIFY_PHONE', LIMITS.attributeCodeTtl, (code, expiresInMinutes) => ({
      to: user.email,
      lang: updated.locale,
      template: 'attributeCode',
      params: { code, expiresInMinutes },
    }));
    deliveries.push({ Destination: maskEmail(user.email), DeliveryMedium: 'EMAIL', AttributeName: 'phone_number' });
  }
  void meta;
  return deliveries.length ? { CodeDeliveryDetailsList: deliveries } : {};
};
