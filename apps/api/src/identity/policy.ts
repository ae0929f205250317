import { PASSWORD_MAX_LENGTH, passwordRuleResults } from '@dfr/forms/rules';
import { CognitoError } from './errors';

/**
 * The product's password policy (@dfr/forms: at least 6 characters, an uppercase letter, a number and a special
 * character), enforced by the embedded endpoint with Cognito's InvalidPasswordException messages.
 */
const COGNITO_MESSAGES = {
  minLength: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  number: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
} as const;

export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string' || password.length === 0) return COGNITO_MESSAGES.minLength;
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password is too long';
  const failed = passwordRuleResults(password).find((r) => !r.ok);
  return failed ? COGNITO_MESSAGES[failed.rule] : undefined;
}

/** Cognito's pattern for a password parameter: no leading or trailing whitespace (`^[\S]+.*[\S]+$`). */
const COGNITO_PASSWORD_PATTERN = /^[\S]+.*[\S]+$/s;

export function assertPasswordPolicy(password: unknown): asserts password is string {
  if (typeof password === 'string' && password.length > 0 && !COGNITO_PASSWORD_PATTERN.test(password))
    throw new CognitoError(
      'InvalidParameterException',
      "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$",
    );
  const problem = passwordProblem(password);
  if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}
