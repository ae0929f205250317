import type { Operation, User } from './context';
import { authenticate } from './sessions';

/** The user's attributes as Cognito lists them (`dfr:` ones are internal). */
function attributesOf(user: User) {
  const extra = JSON.parse(user.attributes) as Record<string, string>;
  const list: { Name: string; Value: string }[] = [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.emailVerified) },
    { Name: 'locale', Value: user.locale },
  ];
  if (user.phoneNumber) {
    list.push({ Name: 'phone_number', Value: user.phoneNumber });
    list.push({ Name: 'phone_number_verified', Value: String(user.phoneVerified) });
  }
  for (const [Name, Value] of Object.entries(extra)) if (!Name.startsWith('dfr:')) list.push({ Name, Value });
  return list;
}

/** GetUser: the caller's attributes and second factors. */
export const getUser: Operation = async (ctx, body) => {
  const { user } = await authenticate(ctx, body);
  const mfa = [
    ...(user.smsMfaEnabled ? ['SMS_MFA'] : []),
    ...(user.totpMfaEnabled && user.totpVerified ? ['SOFTWARE_TOKEN_MFA'] : []),
  ];
  return {
    Username: user.sub,
    UserAttributes: attributesOf(user),
    ...(mfa.length ? { UserMFASettingList: mfa } : {}),
    ...(user.preferredMfa ? { PreferredMfaSetting: user.preferredMfa } : {}),
  };
};
