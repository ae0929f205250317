import { describe, expect, it } from 'vitest';
import { parseWith } from './errors';
import { canRemoveUser, removeUserSchema, USER_ROLES, USER_TYPES, userPatchSchema, userSchema } from './users';

const errors = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? {} : r.fieldErrors;
};

describe('users', () => {
  it('accepts a user with contact details, role, type and firm details', () => {
    const data = userSchema.parse({
      email: ' Preparer@Example.com',
      phone: '+855 (0)12 345-678'.replace('(0)', ''),
      gender: 'female',
      dateOfBirth: '1990-05-01',
      position: ' Chief accountant ',
      role: 'preparer',
      userType: 'accountingFirmUser',
      partOfAccountingFirm: 'yes',
      professionalMembership: 'KICPAA',
      highestAccountingQualification: 'professional',
    });
    expect(data).toMatchObject({
      email: 'preparer@example.com',
      phone: '+85512345678',
      position: 'Chief accountant',
      partOfAccountingFirm: true,
    });
    expect(userSchema.parse({ email: 'v@x.co', role: 'viewer', userType: 'inHouse' }).partOfAccountingFirm).toBe(false);
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
    expect(
      errors(userSchema, { email: 'v@x.co', role: 'viewer', userType: 'inHouse', partOfAccountingFirm: true }),
    ).toEqual({ highestAccountingQualification: 'firm_details_required' });
  });

  it('accepts phone numbers typed with Khmer digits', () => {
    expect(userSchema.parse({ email: 'a@b.co', role: 'admin', userType: 'inHouse', phone: '០១២ ៣៤៥ ៦៧៨' }).phone).toBe(
      '012345678',
    );
  });

  it('has the roles and user types of the specification', () => {
    expect(USER_ROLES).toEqual(['superAdmin', 'admin', 'preparer', 'approver', 'viewer']);
    expect(USER_TYPES).toEqual(['reportingEntityUser', 'accountingFirmUser', 'accountingAuditingFirm', 'inHouse']);
    expect(userPatchSchema.parse({ role: 'approver' })).toEqual({ role: 'approver' });
    expect(userPatchSchema.safeParse({ email: 'new@x.co' }).data).toEqual({});
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
    expect(canRemoveUser({ role: 'superAdmin' })).toEqual({ ok: false, key: 'user_cannot_be_removed' });
    expect(canRemoveUser({ role: 'admin', isSuperAdmin: true })).toEqual({ ok: false, key: 'user_cannot_be_removed' });
    expect(canRemoveUser({ role: 'admin' })).toEqual({ ok: true });
  });
});
