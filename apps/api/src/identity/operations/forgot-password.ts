import { fail } from '../errors';
import { issueAndEmailCode } from './codes';
import {
  checkClient,
  deliveryByEmail,
  LIMITS,
  maskEmail,
  normaliseEmail,
  type Operation,
  userByEmail,
} from './context';
import { countMail } from './throttle';

/** ForgotPassword: a reset code to a verified address (an unknown one gets the same answer). */
export const forgotPassword: Operation = async (ctx, body, meta) => {
  checkClient(ctx, body);
  const address = normaliseEmail(body.Username);
  await countMail(ctx, meta.address);
  const user = await userByEmail(ctx, address);
  if (!user)
    return {
      CodeDeliveryDetails: { Destination: maskEmail(address), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    };
  if (!user.emailVerified) {
    fail(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  await issueAndEmailCode(ctx, user, 'RESET_PASSWORD', LIMITS.resetCodeTtl, (code, expiresInMinutes) => ({
    to: user.email,
    lang: user.locale,
    template: 'passwordReset',
    params: { code, expiresInMinutes },
  }));
  return { CodeDeliveryDetails: deliveryByEmail(user) };
};
