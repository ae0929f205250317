// The Cognito-compatible operations the embedded endpoint answers, by their `X-Amz-Target` name.
import { associateSoftwareToken } from './associate-software-token';
import { changePassword } from './change-password';
import { confirmForgotPassword } from './confirm-forgot-password';
import { confirmSignUp } from './confirm-sign-up';
import type { Operation } from './context';
import { deleteUser } from './delete-user';
import { forgotPassword } from './forgot-password';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token';
import { getUser } from './get-user';
import { getUserAttributeVerificationCode } from './get-user-attribute-verification-code';
import { globalSignOut } from './global-sign-out';
import { initiateAuth } from './initiate-auth';
import { resendConfirmationCode } from './resend-confirmation-code';
import { respondToAuthChallenge } from './respond-to-auth-challenge';
import { revokeToken } from './revoke-token';
import { setUserMfaPreference } from './set-user-mfa-preference';
import { signUp } from './sign-up';
import { updateUserAttributes } from './update-user-attributes';
import { verifySoftwareToken } from './verify-software-token';
import { verifyUserAttribute } from './verify-user-attribute';

export const OPERATIONS: Record<string, Operation> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  RespondToAuthChallenge: respondToAuthChallenge,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  ChangePassword: changePassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  DeleteUser: deleteUser,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
};
