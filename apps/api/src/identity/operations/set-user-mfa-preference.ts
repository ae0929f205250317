import { type IdentityUserPatch, identityUserRepo } from '../repository';
import { fail } from '../errors';
import { now, type Operation } from './context';
import { authenticate } from './sessions';

/** SetUserMFAPreference: second factors on or off and which one is preferred. */
export const setUserMfaPreference: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const sms = body.SMSMfaSettings as { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
  const totp = body.SoftwareTokenMfaSettings as { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
  const patch: IdentityUserPatch = { updatedAt: now() };
  if (totp) {
    if (totp.Enabled && !user.totpVerified)
      fail('InvalidParameterException', 'User has not verified software token mfa');
    patch.totpMfaEnabled = !!totp.Enabled;
  }
  if (sms) {
    if (sms.Enabled && !user.phoneNumber)
      fail('InvalidParameterException', 'User does not have delivery config set to turn on SMS_MFA');
    patch.smsMfaEnabled = !!sms.Enabled;
  }
  const smsOn = patch.smsMfaEnabled ?? user.smsMfaEnabled;
  const totpOn = patch.totpMfaEnabled ?? user.totpMfaEnabled;
  let preferred = user.preferredMfa;
  if (totp?.PreferredMfa && totpOn) preferred = 'SOFTWARE_TOKEN_MFA';
  else if (sms?.PreferredMfa && smsOn) preferred = 'SMS_MFA';
  if (preferred === 'SOFTWARE_TOKEN_MFA' && !totpOn) preferred = null;
  if (preferred === 'SMS_MFA' && !smsOn) preferred = null;
  patch.preferredMfa = preferred;
  await identityUserRepo.update(ctx.db, user.sub, patch);
  return {};
};
