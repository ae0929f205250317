import { z } from 'zod';
import {
  blankToUndefined,
  email,
  isIsoDate,
  oneOf,
  optionalFlag,
  optionalIsoDate,
  optionalOneOf,
  optionalText,
} from './fields';
import { type BilingualText, LANGS, type MessageKey } from './messages';
import { normalizeDigits } from './normalize';
import { ASSIGNABLE_ROLES, USER_ROLE_LABELS, USER_ROLES, type UserRole } from './roles';

type Labels<T extends readonly string[]> = Readonly<Record<T[number], BilingualText>>;

export { ASSIGNABLE_ROLES, USER_ROLE_LABELS, USER_ROLES, type UserRole };

/**
 * What each role may do within an entity: the one table the API enforces and the web app reads to enable buttons.
 * The statement lifecycle (`@dfr/statement-engine`'s `LIFECYCLE`) names the capability each command needs.
 * Paying the year's fee and submitting are the super admin's and the admin's (design/product.md: the entity's
 * super admin pays and submits; an admin acts for them).
 */
export const ROLE_CAPABILITIES = Object.freeze({
  read: USER_ROLES,
  prepare: ['super_admin', 'admin', 'preparer'],
  approve: ['super_admin', 'admin', 'approver'],
  manageEntity: ['super_admin', 'admin'],
  manageUsers: ['super_admin', 'admin'],
  transferSuperAdmin: ['super_admin'],
  pay: ['super_admin', 'admin'],
  submit: ['super_admin', 'admin'],
} as const satisfies Record<string, readonly UserRole[]>);
export type Capability = keyof typeof ROLE_CAPABILITIES;

/** Whether a role has a capability. */
export function roleCan(role: string, capability: Capability): boolean {
  return (ROLE_CAPABILITIES[capability] as readonly string[]).includes(role);
}

/** Every capability of a role (what the lifecycle's `checkCommand` and `allowedCommands` take). */
export function capabilitiesOf(role: string): Capability[] {
  return (Object.keys(ROLE_CAPABILITIES) as Capability[]).filter((c) => roleCan(role, c));
}

/** Who the user is (the specification's roles). */
export const USER_TYPES = ['reportingEntityUser', 'accountingFirmUser', 'accountingAuditingFirm', 'inHouse'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Labels<typeof USER_TYPES> = Object.freeze({
  reportingEntityUser: { en: 'Reporting entity user', kh: 'អ្នកប្រើប្រាស់អង្គភាពរាយការណ៍' },
  accountingFirmUser: { en: 'Accounting firm user', kh: 'អ្នកប្រើប្រាស់ក្រុមហ៊ុនគណនេយ្យ' },
  accountingAuditingFirm: { en: 'Accounting and auditing firm', kh: 'ក្រុមហ៊ុនគណនេយ្យ និងសវនកម្ម' },
  inHouse: { en: 'In-house', kh: 'បុគ្គលិកផ្ទៃក្នុង' },
});

export const GENDERS = ['female', 'male', 'other'] as const;
export const GENDER_LABELS: Labels<typeof GENDERS> = Object.freeze({
  female: { en: 'Female', kh: 'ស្រី' },
  male: { en: 'Male', kh: 'ប្រុស' },
  other: { en: 'Other', kh: 'ផ្សេងទៀត' },
});

export const ACCOUNTING_QUALIFICATIONS = [
  'none',
  'certificate',
  'bachelor',
  'master',
  'doctorate',
  'professional',
] as const;
export const ACCOUNTING_QUALIFICATION_LABELS: Labels<typeof ACCOUNTING_QUALIFICATIONS> = Object.freeze({
  none: { en: 'None', kh: 'គ្មាន' },
  certificate: { en: 'Certificate or diploma in accounting', kh: 'វិញ្ញាបនបត្រ ឬសញ្ញាបត្រគណនេយ្យ' },
  bachelor: { en: "Bachelor's degree in accounting", kh: 'បរិញ្ញាបត្រគណនេយ្យ' },
  master: { en: "Master's degree in accounting", kh: 'អនុបណ្ឌិតគណនេយ្យ' },
  doctorate: { en: 'Doctorate in accounting', kh: 'បណ្ឌិតគណនេយ្យ' },
  professional: { en: 'Professional qualification (e.g. CPA, ACCA)', kh: 'គុណវុឌ្ឍិវិជ្ជាជីវៈ (ឧ. CPA, ACCA)' },
});

/** A phone number as typed → `+` and digits only (Khmer digits accepted). */
export const phoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(normalizeDigits(v).replace(/[\s().-]/g, '')) : v),
  z
    .string({ error: 'invalid_phone' })
    .regex(/^\+?\d{6,15}$/, 'invalid_phone')
    .optional(),
);

/**
 * A phone number for sign-in codes by text message: international (E.164, as the identity provider takes it), `+`,
 * the country code and the number; spaces, dots, dashes and brackets dropped, Khmer digits read.
 */
export const internationalPhoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeDigits(v).replace(/[\s().-]/g, '') : v),
  z.string({ error: 'invalid_phone' }).regex(/^\+[1-9]\d{6,14}$/, 'invalid_phone'),
);

/** A date of birth: a real date, not in the future, not before 1900. */
export const dateOfBirthSchema = optionalIsoDate().refine(
  (v) => v === undefined || (isIsoDate(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)),
  'date_in_future',
);

const profileShape = {
  phone: phoneSchema,
  gender: optionalOneOf(GENDERS),
  dateOfBirth: dateOfBirthSchema,
  position: optionalText({ max: 200 }),
  userType: optionalOneOf(USER_TYPES),
  /** Firm details. */
  partOfAccountingFirm: optionalFlag(),
  firmName: optionalText({ max: 200 }),
  professionalMembership: optionalText({ max: 200 }),
  highestQualification: optionalOneOf(ACCOUNTING_QUALIFICATIONS),
  /** The user's interface and email language. */
  lang: optionalOneOf(LANGS),
};

/** A user of an accounting firm gives the highest accounting qualification. */
function checkFirmDetails(v: { partOfAccountingFirm?: unknown; highestQualification?: unknown }, ctx: z.RefinementCtx) {
  // Runs even when the input is not an object (`when`), so that a field's own error and this one come together.
  if (v === null || typeof v !== 'object') return;
  if (v.partOfAccountingFirm === true && (v.highestQualification === undefined || v.highestQualification === ''))
    ctx.addIssue({ code: 'custom', message: 'firm_details_required', path: ['highestQualification'] });
}

/** A user's own details: phone, gender, date of birth, position, user type, firm details, language. */
export const profileSchema = z.object(profileShape).superRefine(checkFirmDetails, { when: () => true });
export type ProfileInput = z.infer<typeof profileSchema>;

/** Inviting a user to an entity: an email and a role other than super admin. */
export const inviteUserSchema = z.object({ email: email(), role: oneOf(ASSIGNABLE_ROLES) });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

/** Changing a user's role (super admin rights are transferred, not assigned). */
export const roleChangeSchema = z.object({ role: oneOf(ASSIGNABLE_ROLES) });

/** A user as a whole (the specification's user fields): email, role and profile. */
export const userSchema = z
  .object({ email: email(), role: oneOf(USER_ROLES), ...profileShape })
  .superRefine(checkFirmDetails, { when: () => true });
export type UserInput = z.infer<typeof userSchema>;

/** Removing a user: the email typed must be the user's (ignoring case and surrounding spaces). */
export function removeUserSchema(userEmail: string) {
  const expected = userEmail.trim().toLowerCase();
  return z.object({
    email: z
      .string({ error: 'required' })
      .trim()
      .toLowerCase()
      .min(1, 'required')
      .refine((v) => v === expected, 'remove_user_email_mismatch'),
  });
}

export type RemovalCheck = { ok: true } | { ok: false; key: MessageKey };

/** The super admin cannot be removed. */
export function canRemoveUser(user: { role?: string; isSuperAdmin?: boolean }): RemovalCheck {
  if (user.isSuperAdmin === true || user.role === 'super_admin' || user.role === 'superAdmin')
    return { ok: false, key: 'user_cannot_be_removed' };
  return { ok: true };
}
