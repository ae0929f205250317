import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import { credentialRequests, entities, invoices, memberships, statements, submissions } from '../db/schema';
import { EfilingError } from '../filing/efiling';
import { FilingRefused, manifestFile, type Receipt } from '../filing/receiver';
import { eligibilityOf } from '../filing/eligibility';
import { filingStore, type PackageContent } from '../filing/package';
import { ApiError, stale } from '../http/errors';
import { audit, type DbOrTx, newId, nowIso } from '../repositories/base';
import { requireMember } from './access';
import { notify, publish } from './notify';

type SubmissionRow = typeof submissions.$inferSelect;

/** A submission as its entity and the regulator see it (files without their storage keys). */
export function submissionView(row: SubmissionRow) {
  return {
    id: row.id,
    statementId: row.statementId,
    entityId: row.entityId,
    reportingYear: row.reportingYear,
    statementVersion: row.statementVersion,
    receiptNumber: row.receiptNumber,
    status: row.status as 'received' | 'accepted' | 'rejected',
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    reasons: row.reasons,
    packageHash: row.packageHash,
    checks: row.checks,
    files: (row.files ?? []).map(({ key: _k, ...f }) => f),
  };
}

/** The entity's eligibility to submit (its credential requests and the regulator's switch). */
export async function entityEligibility(db: DbOrTx, entityId: string) {
  const entity = (await db.select({ eligible: entities.eligible }).from(entities).where(eq(entities.id, entityId)))[0];
  const requests = await db
    .select({ status: credentialRequests.status })
    .from(credentialRequests)
    .where(eq(credentialRequests.entityId, entityId));
  return eligibilityOf(
    { eligible: entity?.eligible ?? false },
    requests.map((r) => r.status),
  );
}

/** Tells every active member of an entity (notification + realtime). */
export async function tellMembers(
  tx: DbOrTx,
  entityId: string,
  n: { kind: string; messageKey: string; params: Record<string, string | number>; link: string },
) {
  const members = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.entityId, entityId), eq(memberships.status, 'active')));
  for (const m of members) if (m.userId) await notify(tx, m.userId, n);
}

export const submissionService = {
  /** The entity's submissions (`/submited`) and whether it may submit now. */
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const rows = await deps.db
      .select()
      .from(submissions)
      .where(eq(submissions.entityId, entityId))
      .orderBy(desc(submissions.submittedAt));
    return { submissions: rows.map(submissionView), eligibility: await entityEligibility(deps.db, entityId) };
  },

  /**
   * Files a paid statement (the lifecycle's guards already passed): the entity must be eligible and the year's fee
   * paid; the package is stored, sent through the e-filing adapter, and only on its receipt is the submission
   * recorded and the statement moved to `submitted`, in one transaction. A failure leaves the statement `paid` and
   * removes the stored files.
   */
  file: async (
    deps: Deps,
    user: { sub: string },
    statement: { id: string; entityId: string; reportingYear: number; version: number },
    expectedVersion: number,
    files: PackageContent[],
  ) => {
    const eligibility = await entityEligibility(deps.db, statement.entityId);
    if (!eligibility.eligible) throw new ApiError(403, 'NOT_ELIGIBLE', 'not_eligible_for_submission');
    const fee = (
      await deps.db
        .select({ status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.entityId, statement.entityId), eq(invoices.reportingYear, statement.reportingYear)))
    )[0];
    if (!fee || fee.status === 'open') throw new ApiError(409, 'FEE_NOT_PAID', 'invoice_unpaid');
    const entity = (await deps.db.select().from(entities).where(eq(entities.id, statement.entityId)))[0]!;
    const id = newId();
    const filer = {
      id: entity.id,
      nameEn: entity.nameEn,
      nameKh: entity.nameKh,
      registrationNumber: entity.registrationNumber,
    };
    // The manifest (every file's size and sha256) travels with the package; the key makes a resend harmless.
    const packaged = [...files, manifestFile({ entity: filer, reportingYear: statement.reportingYear }, files)];
    const idempotencyKey = `${statement.id}:v${expectedVersion}`;
    const store = filingStore(deps.env.dataDir);
    const described = store.write(id, packaged);
    let receipt: Receipt;
    try {
      receipt = await deps.efiling.send({
        idempotencyKey,
        entity: filer,
        reportingYear: statement.reportingYear,
        files: packaged,
      });
    } catch (e) {
      store.remove(id);
      if (e instanceof FilingRefused)
        throw new ApiError(422, 'EFILING_REFUSED', 'efiling_refused', undefined, undefined, { problems: e.problems });
      if (e instanceof EfilingError)
        throw new ApiError(502, 'EFILING_FAILED', 'efiling_submission_error', undefined, undefined, {
          reason: e.reason,
        });
      throw e;
    }
    try {
      return await deps.db.transaction(async (tx) => {
        const now = nowIso();
        const moved = (
          await tx
            .update(statements)
            .set({
              stage: 'submitted',
              submittedBy: user.sub,
              submittedAt: now,
              decidedBy: null,
              decidedAt: null,
              version: sql`${statements.version} + 1`,
              updatedAt: now,
            })
            .where(
              and(
                eq(statements.id, statement.id),
                eq(statements.version, expectedVersion),
                eq(statements.stage, 'paid'),
              ),
            )
            .returning()
        )[0];
        if (!moved) throw stale();
        const row = (
          await tx
            .insert(submissions)
            .values({
              id,
              statementId: statement.id,
              entityId: statement.entityId,
              reportingYear: statement.reportingYear,
              statementVersion: expectedVersion,
              receiptNumber: receipt.receiptNumber,
              status: 'received',
              submittedBy: user.sub,
              submittedAt: receipt.receivedAt,
              files: described,
              packageHash: receipt.packageHash,
              checks: { factCount: receipt.factCount, problems: [] },
              idempotencyKey,
            })
            .returning()
        )[0]!;
        await audit(tx, {
          actor: user.sub,
          action: 'statement.submit',
          subjectType: 'statement',
          subjectId: statement.id,
          before: { stage: 'paid' },
          after: { stage: 'submitted', receipt: row.receiptNumber },
        });
        await tellMembers(tx, statement.entityId, {
          kind: 'submission',
          messageKey: 'notification.submitted',
          params: { year: statement.reportingYear, receipt: row.receiptNumber },
          link: '/submited',
        });
        return { statement: moved, submission: submissionView(row) };
      });
    } catch (e) {
      store.remove(id);
      throw e;
    } finally {
      publish(`statements/${statement.id}/changed`, { statementId: statement.id });
    }
  },
};
