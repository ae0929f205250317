import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import {
  canRemoveUser,
  internationalPhoneSchema,
  inviteUserSchema,
  profileSchema,
  removeUserSchema,
  roleChangeSchema,
  USER_ROLES,
  USER_TYPES,
  userSchema,
} from './users';

const errors = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? {} : r.fieldErrors;
};

describe('users', () => {
  it('accepts a user with contact details, role, type and firm details', () => {
    const data = userSchema.parse({
      email: ' Preparer@Example.com',
      phone: '+855 12 345-678',
      gender: 'female',
      dateOfBirth: '05/01/1990',
      position: ' Chief   accountant ',
      role: 'preparer',
      userType: 'accountingFirmUser',
      partOfAccountingFirm: 'yes',
      firmName: 'Mekong Audit',
      professionalMembership: 'KICPAA',
      highestQualification: 'professional',
      lang: 'kh',
    });
    expect(data).toMatchObject({
      email: 'preparer@example.com',
      phone: '+85512345678',
      dateOfBirth: '1990-05-01',
      position: 'Chief accountant',
      partOfAccountingFirm: true,
    });
  });

  it('refuses bad values', () => {
    expect(
      errors(userSchema, {
        email: 'x',
        phone: '12',
        gender: 'n/a',
        dateOfBirth: '2999-01-01',
        role: 'owner',
        userType: 'guest',
      }),
    ).toEqual({
      email: 'invalid_email',
      phone: 'invalid_phone',
      gender: 'invalid_option',
      dateOfBirth: 'date_in_future',
      role: 'invalid_option',
      userType: 'invalid_option',
    });
  });

  it('wants the highest qualification of an accounting firm user, even while other fields are wrong', () => {
    expect(errors(profileSchema, { partOfAccountingFirm: true })).toEqual({
      highestQualification: 'firm_details_required',
    });
    expect(errors(profileSchema, { partOfAccountingFirm: true, phone: 'x' })).toEqual({
      phone: 'invalid_phone',
      highestQualification: 'firm_details_required',
    });
    expect(profileSchema.parse({ partOfAccountingFirm: false })).toEqual({ partOfAccountingFirm: false });
  });

  it('accepts phone numbers typed with Khmer digits', () => {
    expect(profileSchema.parse({ phone: '០១២ ៣៤៥ ៦៧៨' }).phone).toBe('012345678');
  });

  it('invites with a role other than super admin', () => {
    expect(inviteUserSchema.parse({ email: ' A@B.co ', role: 'approver' })).toEqual({
      email: 'a@b.co',
      role: 'approver',
    });
    expect(errors(inviteUserSchema, { email: 'a@b.co', role: 'super_admin' })).toEqual({ role: 'invalid_option' });
    expect(errors(roleChangeSchema, { role: 'super_admin' })).toEqual({ role: 'invalid_option' });
  });

  it('has the roles and user types of the specification', () => {
    expect(USER_ROLES).toEqual(['super_admin', 'admin', 'preparer', 'approver', 'viewer']);
    expect(USER_TYPES).toEqual(['reportingEntityUser', 'accountingFirmUser', 'accountingAuditingFirm', 'inHouse']);
  });
});

describe('removing a user', () => {
  it('needs the user email typed, ignoring case and spaces', () => {
    const schema = removeUserSchema('Preparer@Example.com');
    expect(schema.safeParse({ email: '  preparer@example.COM ' }).success).toBe(true);
    expect(errors(schema, { email: 'someone@example.com' })).toEqual({ email: 'remove_user_email_mismatch' });
    expect(errors(schema, { email: '' })).toEqual({ email: 'required' });
  });

  it('never removes the super admin', () => {
    expect(canRemoveUser({ role: 'super_admin' })).toEqual({ ok: false, key: 'user_cannot_be_removed' });
    expect(canRemoveUser({ role: 'admin', isSuperAdmin: true })).toEqual({ ok: false, key: 'user_cannot_be_removed' });
    expect(canRemoveUser({ role: 'admin' })).toEqual({ ok: true });
  });
});

describe('internationalPhoneSchema', () => {
  it('takes + country code and number (Khmer digits, spaces, dashes and brackets read) and refuses the rest', () => {
    expect(internationalPhoneSchema.parse('+855 12 345-678')).toBe('+85512345678');
    expect(internationalPhoneSchema.parse('+៨៥៥ (12) ៣៤៥ ៦៧៨')).toBe('+85512345678');
    for (const bad of ['', '012345678', '+0 12 345 678', '+855 12 abc', '+1234567890123456']) {
      const r = parseWith(internationalPhoneSchema, bad);
      expect(r.ok ? null : Object.values(r.fieldErrors)[0], bad).toBe('invalid_phone');
    }
  });
});
