import { ENTITY_SIZES, LEGAL_FORMS, USER_ROLES } from '@dfr/forms/rules';
import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../../statuses';

const role = z.enum(USER_ROLES);

/** An entity in the switcher: its names, size and my role. */
export const myEntity = z.strictObject({
  id: z.string(),
  nameEn: z.string(),
  nameKh: z.string(),
  registrationNumber: z.string(),
  legalForm: z.enum(LEGAL_FORMS),
  province: z.string(),
  size: z.enum(ENTITY_SIZES).nullable(),
  eligible: z.boolean(),
  version: z.number().int(),
  role,
});
export const myEntities = z.strictObject({ entities: z.array(myEntity) });

/** An entity's record as the API answers it. */
export const entityRecord = z.strictObject({
  id: z.string(),
  nameEn: z.string(),
  nameKh: z.string(),
  registrationNumber: z.string(),
  vatTin: z.string().nullable(),
  legalForm: z.enum(LEGAL_FORMS),
  countryOfIncorporation: z.string(),
  registeredOfficeEn: z.string().nullable(),
  registeredOfficeKh: z.string().nullable(),
  principalPlaceOfBusiness: z.string().nullable(),
  natureOfOperations: z.string().nullable(),
  parentNameEn: z.string().nullable(),
  parentNameKh: z.string().nullable(),
  ultimateParentNameEn: z.string().nullable(),
  ultimateParentNameKh: z.string().nullable(),
  industry: z.string().nullable(),
  sector: z.string().nullable(),
  registeredCapital: z.number().nullable(),
  instituteId: z.string().nullable(),
  province: z.string(),
  size: z.enum(ENTITY_SIZES).nullable(),
  auditRequired: z.boolean().nullable(),
  sdgs: z.array(z.number().int()).nullable(),
  eligible: z.boolean(),
  /** The earliest period end of its statements not yet filed (issue 32: kept for the desk's overdue filter). */
  openPeriodEnd: z.string().nullable(),
  createdBy: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** Reading or creating one: the record with my role. */
export const entityWithRole = entityRecord.extend({ role });

/** A membership (or a pending invitation) of an entity. */
export const membership = z.strictObject({
  id: z.string(),
  entityId: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  role,
  status: z.enum(MEMBERSHIP_STATUSES),
  invitedBy: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const memberList = z.strictObject({
  users: z.array(
    membership.extend({
      profile: z
        .strictObject({
          phone: z.string().nullable(),
          position: z.string().nullable(),
          userType: z.string().nullable(),
          gender: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export const memberRemoved = z.strictObject({ removed: z.literal(true), id: z.string() });
export const superAdminTransferred = z.strictObject({ superAdmin: membership, formerSuperAdmin: membership });
