import { STATEMENT_STAGES } from '@dfr/statement-engine';
import { z } from 'zod';
import { computedSchema } from '../statements/schemas';

/* The share links' answers (issue 31): documented, and every answer held to them under the tests. */

/** A share link of an accepted statement (`path` is the web's page of it). */
export const shareSchema = z.strictObject({
  id: z.string(),
  statementId: z.string(),
  path: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const shareListSchema = z.strictObject({ shares: z.array(shareSchema) });

/** What a link shows: the accepted filing (who, which year, when accepted) and its computed statements. */
export const publicFilingSchema = z.strictObject({
  statement: z.strictObject({
    id: z.string(),
    reportingYear: z.number().int(),
    stage: z.enum(STATEMENT_STAGES),
    version: z.number().int(),
  }),
  receiptNumber: z.string(),
  acceptedAt: z.string().nullable(),
  computed: computedSchema,
});
