// No zod here: the web app's first screen reads the default policy without loading the schema library.

/** A password policy (the identity service's configuration: minimum length and required character classes). */
export interface PasswordPolicy {
  /** @default 6 */
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
}

/** The product default: at least 6 characters with an uppercase letter, a number and a special character. */
export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = Object.freeze({
  minLength: 6,
  requireLowercase: false,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
});
