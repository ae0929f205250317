import { z } from 'zod';
import { oneTimeCodeSchema, signUpCodeSchema } from './codes';
import { email, requiredOr } from './fields';
import { normalizeDigits } from './normalize';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, passwordSchema } from './password';
import { internationalPhoneSchema } from './users';

/** The fields of `shape`, then a new password under the policy typed twice (the second must equal the first). */
function withNewPassword<Shape extends z.ZodRawShape>(shape: Shape, policy: Partial<PasswordPolicy>) {
  return z
    .object({
      ...shape,
      password: passwordSchema(policy),
      confirmPassword: z.string({ error: 'required' }).min(1, 'required'),
    })
    .refine(
      (v) => {
        // The generic shape hides the two fields from the inferred type; they are the object's own above.
        const typed = v as { password: string; confirmPassword: string };
        return typed.password === typed.confirmPassword;
      },
      { message: 'passwords_do_not_match', path: ['confirmPassword'] },
    );
}

/** Sign-up: email as the username, a password under the policy, typed twice. */
export function createSignUpSchema(policy: Partial<PasswordPolicy> = DEFAULT_PASSWORD_POLICY) {
  return withNewPassword({ email: email() }, policy);
}
export const signUpSchema = createSignUpSchema();
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Sign-in with email as the username: every value trimmed except the password. */
export const signInSchema = z.object({
  username: email(),
  password: z.string({ error: 'required' }).min(1, 'required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * The username of a phone login: country code and number joined, every character other than letters, digits and
 * `+` removed (`+855`, `012 345-678` → `+855012345678`). Khmer digits become ASCII.
 */
export function phoneUsername(countryCode: string, phoneNumber: string): string {
  return normalizeDigits(`${countryCode.trim()}${phoneNumber.trim()}`).replace(/[^A-Za-z0-9+]/g, '');
}

/** Sign-in by phone: the result has the joined `username`. */
export const phoneSignInSchema = z
  .object({
    countryCode: z
      .string({ error: 'required' })
      .transform((v) => normalizeDigits(v).trim())
      .pipe(z.string().regex(/^\+?\d{1,4}$/, 'invalid_phone')),
    phoneNumber: z
      .string({ error: 'required' })
      .transform((v) => normalizeDigits(v).trim())
      .pipe(
        z
          .string()
          .min(1, 'required')
          .refine((v) => /^\d{6,14}$/.test(v.replace(/[^A-Za-z0-9]/g, '')), 'invalid_phone'),
      ),
    password: z.string({ error: 'required' }).min(1, 'required'),
  })
  .transform((v) => ({ username: phoneUsername(v.countryCode, v.phoneNumber), password: v.password }));

/** Confirming a sign-up with the emailed code. */
export const confirmSignUpSchema = z.object({ email: email(), code: signUpCodeSchema });

/** Asking for a password reset. */
export const forgotPasswordSchema = z.object({ email: email() });

/** Resetting the password with the emailed code. */
export function createResetPasswordSchema(policy: Partial<PasswordPolicy> = DEFAULT_PASSWORD_POLICY) {
  return withNewPassword({ email: email(), code: signUpCodeSchema }, policy);
}
export const resetPasswordSchema = createResetPasswordSchema();

/**
 * The reset's second step, as its form asks it: the emailed code and the new password typed twice (the email is the
 * first step's).
 */
export function createResetPasswordCodeSchema(policy: Partial<PasswordPolicy> = DEFAULT_PASSWORD_POLICY) {
  return withNewPassword({ code: signUpCodeSchema }, policy);
}

/** Changing the password while signed in: the current one (as typed), then a new one under the policy, typed twice. */
export function createChangePasswordSchema(policy: Partial<PasswordPolicy> = DEFAULT_PASSWORD_POLICY) {
  return withNewPassword({ oldPassword: z.string({ error: 'required' }).min(1, 'required') }, policy);
}
export type ChangePasswordInput = z.infer<ReturnType<typeof createChangePasswordSchema>>;

/** A one-time code's form (a sign-in's second factor, an authenticator's set-up, a changed e-mail's code). */
export const oneTimeCodeFormSchema = z.object({ code: oneTimeCodeSchema });

/** The mobile number that receives sign-in codes by message, in international form (+85512345678). */
export const mfaPhoneSchema = z.object({ phone: internationalPhoneSchema });

/** A user pool id contains an underscore (`ap-southeast-1_AbC123`). */
export const userPoolIdSchema = z
  .string({ error: requiredOr('auth_invalid_user_pool_id') })
  .trim()
  .refine((v) => v.includes('_'), 'auth_invalid_user_pool_id');

/** An identity pool id contains a colon (`ap-southeast-1:uuid`). */
export const identityPoolIdSchema = z
  .string({ error: requiredOr('auth_invalid_identity_pool_id') })
  .trim()
  .refine((v) => v.includes(':'), 'auth_invalid_identity_pool_id');

/** A token has three dot-separated, non-empty parts. */
export const tokenShapeSchema = z
  .string({ error: requiredOr('auth_invalid_tokens') })
  .refine((v) => v.split('.').length === 3 && v.split('.').every((p) => p.length > 0), 'auth_invalid_tokens');
