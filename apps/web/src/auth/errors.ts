import { type MessageKey, translate } from '@dfr/forms/rules';
import type { Language } from '../i18n';

/** Keys of the auth namespace used for errors the shared catalogue does not have. */
type AuthKey = 'errors.locked' | 'errors.too_many_requests' | 'errors.password_policy';

export type AuthErrorText = { catalogue: MessageKey } | { auth: AuthKey } | { raw: string };

/**
 * An identity-service error (aws-amplify's AuthError: `name` is the service's `__type`) → what the user reads:
 * the specification's messages where there is one, otherwise the service's own message.
 */
export function describeAuthError(error: unknown): AuthErrorText {
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? '';
  switch (name) {
    case 'NotAuthorizedException':
      if (/attempts exceeded/i.test(message)) return { auth: 'errors.locked' };
      // ConfirmSignUp on a confirmed user: the e-mail's link (or its code) was already used.
      if (/current status is confirmed/i.test(message)) return { catalogue: 'already_confirmed' };
      if (/session/i.test(message) || /token/i.test(message)) return { catalogue: 'session_expired' };
      return { catalogue: 'incorrect_username_or_password' };
    case 'UserNotFoundException':
      return { catalogue: 'incorrect_username_or_password' };
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return { catalogue: 'user_already_exists' };
    case 'UserNotConfirmedException':
      return { catalogue: 'user_not_confirmed' };
    case 'InvalidPasswordException':
      return { auth: 'errors.password_policy' };
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return { catalogue: 'incorrect_code' };
    case 'ExpiredCodeException':
      return { catalogue: 'code_expired' };
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return { catalogue: 'code_attempts_exceeded' };
    case 'TooManyRequestsException':
      return { auth: 'errors.too_many_requests' };
    case 'NetworkError':
      return { catalogue: 'network_error' };
    case 'AuthUserPoolException':
    case 'InvalidUserPoolConfigurationException':
      return { catalogue: 'configuration_error' };
    case 'InvalidParameterException':
      if (/email/i.test(message)) return { catalogue: 'invalid_email' };
      // Cognito's password pattern (no leading or trailing whitespace).
      if (/password/i.test(message)) return { catalogue: 'password_edge_space' };
      return { raw: message };
    default:
      if (error instanceof TypeError || /network/i.test(message)) return { catalogue: 'network_error' };
      return { raw: message || translate('network_error', 'en') };
  }
}

export function authErrorText(error: unknown, lang: Language, t: (key: string) => string): string {
  const d = describeAuthError(error);
  if ('catalogue' in d) return translate(d.catalogue, lang);
  if ('auth' in d) return t(d.auth);
  return d.raw;
}

/**
 * An identity-service error as a sign-in form shows it (what a form's `onSubmit` throws): a key of the shared
 * catalogue, so the message follows a change of language, or the text itself when the catalogue has none.
 */
export function authFailure(
  error: unknown,
  lang: Language,
  t: (key: string) => string,
): { messageKey: string; message: string } {
  const d = describeAuthError(error);
  const message = authErrorText(error, lang, t);
  return { messageKey: 'catalogue' in d ? d.catalogue : message, message };
}
