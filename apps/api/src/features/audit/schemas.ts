import { z } from 'zod';

/** One row of the audit trail: who, what, when, from which state to which. */
export const auditRow = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  entityId: z.string().nullable(),
  entityNameEn: z.string().nullable(),
  entityNameKh: z.string().nullable(),
  statementId: z.string().nullable(),
  reportingYear: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** The regulator's page of the trail: the rows and the cursor of the next page. */
export const deskAuditPage = z.strictObject({ rows: z.array(auditRow), next: z.number().int().nullable() });
/** An entity's page, with the people and statements its filters offer. */
export const entityAuditPage = deskAuditPage.extend({
  people: z.array(z.strictObject({ id: z.string(), email: z.string().nullable() })),
  statements: z.array(z.strictObject({ id: z.string(), reportingYear: z.number().int() })),
});
