import { STATEMENT_STAGES } from '@dfr/statement-engine';
import { ENTITY_SIZES, SEPARATION_POLICIES } from '@dfr/forms/rules';
import { z } from 'zod';
import { CREDENTIAL_REQUEST_STATUSES, SUBMISSION_STATUSES } from '../../statuses';
import { submissionSchema } from '../submissions/schemas';

/** The answers of the regulator's desk (issue 31, item 3): each route's `routeDoc({ response })`. */

const page = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The next page's cursor (`?after=`), null on the last page (issue 32). */
  next: z.string().nullable(),
};
const countsOf = <const T extends readonly string[]>(statuses: T) =>
  z.strictObject(
    Object.fromEntries([...statuses, 'all'].map((s) => [s, z.number().int()])) as Record<
      T[number] | 'all',
      z.ZodNumber
    >,
  );

export const mappingLearning = z.strictObject({ enabled: z.boolean() });

export const deskCredentialRequest = z.strictObject({
  id: z.string(),
  entityId: z.string(),
  entityNameEn: z.string(),
  entityNameKh: z.string(),
  registrationNumber: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  message: z.string().nullable(),
  status: z.enum(CREDENTIAL_REQUEST_STATUSES),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const deskCredentialRequests = z.strictObject({
  requests: z.array(deskCredentialRequest),
  ...page,
  counts: countsOf(CREDENTIAL_REQUEST_STATUSES),
});

/** A submission as the desk reads it (the register's row): the submissions' own view. */
export const submissionRow = submissionSchema;
export const deskSubmissions = z.strictObject({
  submissions: z.array(submissionRow.extend({ entityNameEn: z.string(), entityNameKh: z.string() })),
  ...page,
  counts: countsOf(SUBMISSION_STATUSES),
});

/** Whether an entity may submit, and why not. */
export const eligibility = z.discriminatedUnion('eligible', [
  z.strictObject({ eligible: z.literal(true) }),
  z.strictObject({ eligible: z.literal(false), reason: z.enum(['no_credential', 'suspended']) }),
]);
export const eligibilityChange = z.strictObject({ entityId: z.string(), eligibility });

export const deskCompliance = z.strictObject({
  entities: z.array(
    z.strictObject({
      entityId: z.string(),
      nameEn: z.string(),
      nameKh: z.string(),
      registrationNumber: z.string(),
      province: z.string(),
      industry: z.string().nullable(),
      size: z.enum(ENTITY_SIZES).nullable(),
      eligibility,
      overdue: z.boolean(),
      /** The earliest deadline of a year still to file; null when none is open. */
      nextDeadline: z.string().nullable(),
      years: z.array(
        z.strictObject({
          year: z.number().int(),
          stage: z.enum(STATEMENT_STAGES),
          submission: z.string(),
          deadline: z.string(),
          overdue: z.boolean(),
        }),
      ),
    }),
  ),
  ...page,
  counts: z.strictObject({ all: z.number().int(), overdue: z.number().int() }),
});

const rate = z.strictObject({
  key: z.string().nullable(),
  entities: z.number().int(),
  filed: z.number().int(),
  onTime: z.number().int(),
  filingRate: z.number(),
});
const feeTotal = z.strictObject({ count: z.number().int(), amount: z.number() });
export const deskStatistics = z.strictObject({
  year: z.number().int(),
  entities: z.number().int(),
  filed: z.number().int(),
  filingRate: z.number(),
  onTime: z.number().int(),
  onTimeShare: z.number(),
  byProvince: z.array(rate),
  byIndustry: z.array(rate),
  bySize: z.array(rate),
  fees: z.strictObject({ currency: z.string(), invoiced: feeTotal, paid: feeTotal, received: feeTotal }),
});
export type DeskStatistics = z.infer<typeof deskStatistics>;

const reminders = z.strictObject({
  enabled: z.boolean(),
  beforeDays: z.number().int(),
  overdueDays: z.number().int(),
  invoiceOverdueDays: z.number().int(),
});
const separationOfDuties = z.enum(SEPARATION_POLICIES);
/** The regulator's policies in force (read by every member of staff). */
export const deskPolicies = z.strictObject({ separationOfDuties, reminders });
export const separationSet = z.strictObject({ separationOfDuties });
export const remindersSet = z.strictObject({ reminders });
