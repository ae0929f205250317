import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../../statuses';

/* The submissions' answers (issue 31): documented, and every answer held to them under the tests. */

/** Whether the entity may submit now, and why not. */
export const eligibilitySchema = z.strictObject({
  eligible: z.boolean(),
  reason: z.enum(['suspended', 'no_credential']).optional(),
});

/** A submission as its entity and the regulator see it (its package's files without their storage keys). */
export const submissionSchema = z.strictObject({
  id: z.string(),
  statementId: z.string(),
  entityId: z.string(),
  reportingYear: z.number().int(),
  statementVersion: z.number().int(),
  receiptNumber: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedBy: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  reasons: z.string().nullable(),
  packageHash: z.string().nullable(),
  checks: z
    .strictObject({
      factCount: z.number().int(),
      problems: z.array(z.strictObject({ code: z.string(), message: z.string() })),
    })
    .nullable(),
  files: z.array(
    z.strictObject({ name: z.string(), mediaType: z.string(), size: z.number().int(), sha256: z.string() }),
  ),
});

export const submissionListSchema = z.strictObject({
  submissions: z.array(submissionSchema),
  eligibility: eligibilitySchema,
});

/** What submitting a statement needs, each condition met or not. */
export const conditionsSchema = z.strictObject({
  eligibility: eligibilitySchema,
  conditions: z.array(
    z.strictObject({ key: z.enum(['credential', 'not_suspended', 'approved', 'fee_paid']), met: z.boolean() }),
  ),
});
