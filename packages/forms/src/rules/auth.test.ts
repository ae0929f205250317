import { describe, expect, it } from 'vitest';
import {
  confirmSignUpSchema,
  createChangePasswordSchema,
  createResetPasswordCodeSchema,
  mfaPhoneSchema,
  oneTimeCodeFormSchema,
  createSignUpSchema,
  identityPoolIdSchema,
  phoneSignInSchema,
  phoneUsername,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  tokenShapeSchema,
  userPoolIdSchema,
} from './auth';
import { parseWith } from './errors';

describe('sign-up', () => {
  it('accepts an email and a password meeting the policy, typed twice', () => {
    const data = signUpSchema.parse({
      email: ' Demo@Example.com ',
      password: 'Demo@2026',
      confirmPassword: 'Demo@2026',
    });
    expect(data).toEqual({ email: 'demo@example.com', password: 'Demo@2026', confirmPassword: 'Demo@2026' });
  });
  it('reports each field', () => {
    const r = parseWith(signUpSchema, { email: 'demo', password: 'demo', confirmPassword: 'other' });
    expect(r.ok ? null : r.fieldErrors).toEqual({
      email: 'invalid_email',
      password: 'password_min_length',
      confirmPassword: 'passwords_do_not_match',
    });
  });
  it('follows a configured policy', () => {
    const loose = createSignUpSchema({
      minLength: 4,
      requireUppercase: false,
      requireNumbers: false,
      requireSymbols: false,
    });
    expect(loose.safeParse({ email: 'a@b.co', password: 'abcd', confirmPassword: 'abcd' }).success).toBe(true);
  });
});

describe('sign-in', () => {
  it('trims every value but the password', () => {
    expect(signInSchema.parse({ username: '  demo@example.com\t', password: ' Demo@2026 ' })).toEqual({
      username: 'demo@example.com',
      password: ' Demo@2026 ',
    });
  });
  it('needs both values', () => {
    const r = parseWith(signInSchema, { username: '', password: '' });
    expect(r.ok ? null : r.fieldErrors).toEqual({ username: 'required', password: 'required' });
  });
  it('joins country code and number for a phone login, keeping only letters, digits and plus', () => {
    expect(phoneUsername('+855', ' (012) 345-678 ')).toBe('+855012345678');
    expect(phoneUsername('+៨៥៥', '០១២ ៣៤៥ ៦៧៨')).toBe('+855012345678');
    expect(phoneSignInSchema.parse({ countryCode: '+855', phoneNumber: '12.345.678', password: 'x' })).toEqual({
      username: '+85512345678',
      password: 'x',
    });
    const r = parseWith(phoneSignInSchema, { countryCode: 'KH', phoneNumber: '12', password: 'x' });
    expect(r.ok ? null : r.fieldErrors).toEqual({ countryCode: 'invalid_phone', phoneNumber: 'invalid_phone' });
  });
});

describe('codes and resets', () => {
  it('confirms sign-up with a 6-digit code', () => {
    expect(confirmSignUpSchema.parse({ email: 'a@b.co', code: '១២៣៤៥៦' }).code).toBe('123456');
    const r = parseWith(confirmSignUpSchema, { email: 'a@b.co', code: '1234' });
    expect(r.ok ? null : r.fieldErrors).toEqual({ code: 'code_six_digits' });
  });
  it('resets a password with a code and a new password typed twice', () => {
    const r = parseWith(resetPasswordSchema, {
      email: 'a@b.co',
      code: '123456',
      password: 'New@2026',
      confirmPassword: 'New@2027',
    });
    expect(r.ok ? null : r.fieldErrors).toEqual({ confirmPassword: 'passwords_do_not_match' });
  });
});

describe('identity configuration', () => {
  it('checks the shape of pool ids and tokens', () => {
    expect(userPoolIdSchema.safeParse('ap-southeast-1_AbC123').success).toBe(true);
    expect(parseWith(userPoolIdSchema, 'ap-southeast-1-AbC').ok).toBe(false);
    expect(identityPoolIdSchema.safeParse('ap-southeast-1:1234').success).toBe(true);
    expect(parseWith(identityPoolIdSchema, 'ap-southeast-1').ok).toBe(false);
    expect(tokenShapeSchema.safeParse('a.b.c').success).toBe(true);
    const r = parseWith(tokenShapeSchema, 'a..c');
    expect(r.ok ? null : r.fieldErrors._).toBe('auth_invalid_tokens');
    expect(parseWith(tokenShapeSchema, 'a.b').ok).toBe(false);
  });
});

describe('the sign-in screens’ other forms', () => {
  it('resets with the code and a new password typed twice (the email is the first step’s)', () => {
    const schema = createResetPasswordCodeSchema();
    expect(schema.parse({ code: '១២៣ ៤៥៦', password: 'New!Pass2', confirmPassword: 'New!Pass2' })).toEqual({
      code: '123456',
      password: 'New!Pass2',
      confirmPassword: 'New!Pass2',
    });
    const r = parseWith(schema, { code: '123', password: 'New!Pass2', confirmPassword: 'New!Pass' });
    expect(r.ok ? null : r.fieldErrors).toEqual({
      code: 'code_six_digits',
      confirmPassword: 'passwords_do_not_match',
    });
  });
  it('changes the password: the current one required, the new one under the policy and repeated', () => {
    const schema = createChangePasswordSchema();
    const empty = parseWith(schema, { oldPassword: '', password: '', confirmPassword: '' });
    expect(empty.ok ? null : empty.fieldErrors).toEqual({
      oldPassword: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
    const weak = parseWith(schema, { oldPassword: 'Old!Pass1', password: 'NEW!PASS', confirmPassword: 'New!Pass2' });
    expect(weak.ok ? null : weak.fieldErrors).toEqual({
      password: 'password_number',
      confirmPassword: 'passwords_do_not_match',
    });
    // The current password is sent as typed, spaces included.
    expect(schema.parse({ oldPassword: ' Old!Pass1 ', password: 'New!Pass2', confirmPassword: 'New!Pass2' })).toEqual({
      oldPassword: ' Old!Pass1 ',
      password: 'New!Pass2',
      confirmPassword: 'New!Pass2',
    });
  });
  it('reads a one-time code with Khmer digits and spaces, and a phone number in international form', () => {
    expect(oneTimeCodeFormSchema.parse({ code: '៦៥៤ ៣២១' })).toEqual({ code: '654321' });
    const short = parseWith(oneTimeCodeFormSchema, { code: '12' });
    expect(short.ok ? null : short.fieldErrors).toEqual({ code: 'code_six_digits' });
    expect(mfaPhoneSchema.parse({ phone: ' +855 12 345 678 ' })).toEqual({ phone: '+85512345678' });
    const local = parseWith(mfaPhoneSchema, { phone: '012 345 678' });
    expect(local.ok ? null : local.fieldErrors).toEqual({ phone: 'invalid_phone' });
  });
});
