import { LANGS, REGULATOR_ROLES, USER_ROLES } from '@dfr/forms/rules';
import { z } from 'zod';

/** The signed-in user's profile and firm details. */
export const profile = z.strictObject({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  position: z.string().nullable(),
  userType: z.string().nullable(),
  partOfAccountingFirm: z.boolean().nullable(),
  firmName: z.string().nullable(),
  professionalMembership: z.string().nullable(),
  highestQualification: z.string().nullable(),
  lang: z.enum(LANGS),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `GET /me`: the profile, the entities I belong to, and whether (and as what) I am regulator staff. */
export const me = profile.extend({
  memberships: z.array(
    z.strictObject({ entityId: z.string(), nameEn: z.string(), nameKh: z.string(), role: z.enum(USER_ROLES) }),
  ),
  regulator: z.boolean(),
  regulatorRoles: z.array(z.enum(REGULATOR_ROLES)),
});
