import { fail } from '../errors';
import { issueAndEmailCode } from './codes';
import { deliveryByEmail, LIMITS, maskEmail, type Operation, str } from './context';
import { authenticate } from './sessions';

/** GetUserAttributeVerificationCode: a code for the (pending) e-mail or the phone number, sent by e-mail. */
export const getUserAttributeVerificationCode: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const name = str(body.AttributeName);
  const extra = JSON.parse(user.attributes) as Record<string, string>;
  if (name === 'email') {
    const to = extra['dfr:pending_email'] ?? user.email;
    await issueAndEmailCode(ctx, user, 'VERIFY_EMAIL', LIMITS.attributeCodeTtl, (code, expiresInMinutes) => ({
      to,
      lang: user.locale,
      template: 'attributeCode',
      params: { code, expiresInMinutes },
    }));
    return { CodeDeliveryDetails: { Destination: maskEmail(to), DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
  }
  if (name === 'phone_number' && user.phoneNumber) {
    await issueAndEmailCode(ctx, user, 'VERIFY_PHONE', LIMITS.attributeCodeTtl, (code, expiresInMinutes) => ({
      to: user.email,
      lang: user.locale,
      template: 'attributeCode',
      params: { code, expiresInMinutes },
    }));
    return { CodeDeliveryDetails: { ...deliveryByEmail(user), AttributeName: 'phone_number' } };
  }
  return fail('InvalidParameterException', `Cannot verify attribute ${name ?? ''}.`);
};
