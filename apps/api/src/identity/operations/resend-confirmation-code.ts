import { fail } from '../errors';
import { sendSignUpCode } from './codes';
import { checkClient, deliveryByEmail, maskEmail, normaliseEmail, type Operation, userByEmail } from './context';
import { countMail } from './throttle';

/** ResendConfirmationCode: a fresh sign-up code for an unconfirmed user. */
export const resendConfirmationCode: Operation = async (ctx, body, meta) => {
  checkClient(ctx, body);
  const address = normaliseEmail(body.Username);
  const user = await userByEmail(ctx, address);
  // Unknown users get the same answer (no way to learn who has an account).
  if (!user)
    return {
      CodeDeliveryDetails: { Destination: maskEmail(address), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    };
  if (user.status === 'CONFIRMED') fail('InvalidParameterException', 'User is already confirmed.');
  await countMail(ctx, meta.address);
  await sendSignUpCode(ctx, user, meta);
  return { CodeDeliveryDetails: deliveryByEmail(user) };
};
