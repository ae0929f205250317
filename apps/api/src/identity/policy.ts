import { CognitoError } from './errors';

/**
 * The specification's password policy (at least 6 characters, an uppercase letter, a number and a special
 * character), answered with Cognito's InvalidPasswordException messages.
 * TODO(forms): switch to `passwordSchema` from @dfr/forms/rules once it lands, keeping these messages.
 */
export const PASSWORD_MIN_LENGTH = 6;

export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) return 'Password not long enough';
  if (password.length > 256) return 'Password is too long';
  if (!/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password)) return 'Password must have symbol characters';
  return undefined;
}

export function assertPasswordPolicy(password: unknown): asserts password is string {
  const problem = passwordProblem(password);
  if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}
