import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import { credentialRequests, entities, statements, submissions } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { audit, nowIso } from '../repositories/base';
import { deliverNow, emailPeople, memberEmails, notify, publish } from './notify';
import { entityEligibility, packageFileOf, submissionView, tellMembers } from './submissions';
import { checkCommand, filingDeadline, type StatementStage } from '@dfr/statement-engine';

/**
 * The regulator's desk (the embedded e-filing receiver): regulator staff answer credential requests, receive
 * submissions and accept or reject them, and see compliance across entities. Callers are checked by the routes
 * (`requireRegulator`); these are global, not per entity.
 */
export const regulatorService = {
  credentialRequests: async (deps: Deps, status?: string) =>
    deps.db
      .select({
        id: credentialRequests.id,
        entityId: credentialRequests.entityId,
        entityNameEn: entities.nameEn,
        entityNameKh: entities.nameKh,
        registrationNumber: credentialRequests.registrationNumber,
        contactName: credentialRequests.contactName,
        contactEmail: credentialRequests.contactEmail,
        message: credentialRequests.message,
        status: credentialRequests.status,
        reason: credentialRequests.reason,
        decidedAt: credentialRequests.decidedAt,
        createdAt: credentialRequests.createdAt,
        version: credentialRequests.version,
      })
      .from(credentialRequests)
      .innerJoin(entities, eq(entities.id, credentialRequests.entityId))
      .where(status ? eq(credentialRequests.status, status) : undefined)
      .orderBy(desc(credentialRequests.createdAt)),

  /** Issues (approve) or refuses (reject, with a reason) an e-filing access credential; tells the requester. */
  decideCredential: async (
    deps: Deps,
    actor: string,
    id: string,
    decision: 'approve' | 'reject',
    reason: string | undefined,
  ) => {
    const decided = await deps.db.transaction(async (tx) => {
      const now = nowIso();
      const row = (
        await tx
          .update(credentialRequests)
          .set({
            status: decision === 'approve' ? 'approved' : 'rejected',
            decidedBy: actor,
            decidedAt: now,
            reason: decision === 'reject' ? (reason ?? null) : null,
            version: sql`${credentialRequests.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(credentialRequests.id, id), eq(credentialRequests.status, 'pending')))
          .returning()
      )[0];
      if (!row) {
        const exists = (
          await tx.select({ id: credentialRequests.id }).from(credentialRequests).where(eq(credentialRequests.id, id))
        )[0];
        if (!exists) throw notFound();
        throw new ApiError(409, 'ALREADY_DECIDED', 'already_decided');
      }
      await audit(tx, {
        actor,
        action: `credential_request.${decision}`,
        subjectType: 'credential_request',
        subjectId: id,
        after: row,
      });
      await notify(tx, row.requestedBy, {
        kind: 'credential',
        messageKey: decision === 'approve' ? 'notification.credential_approved' : 'notification.credential_rejected',
        params: { registrationNumber: row.registrationNumber, reason: row.reason ?? '' },
        link: '/connect',
      });
      const mail = await emailPeople(deps, tx, [row.contactEmail.toLowerCase()], row.entityId, (_lang, entityName) => ({
        template: 'credentialDecision',
        params: {
          entityName,
          registrationNumber: row.registrationNumber,
          decision: row.status as 'approved' | 'rejected',
          reason: row.reason ?? '',
          link: `${deps.env.publicUrl}/connect`,
        },
      }));
      return { ...row, mail };
    });
    const { mail, ...row } = decided;
    await deliverNow(deps, mail);
    return row;
  },

  submissions: async (deps: Deps, filter: { status?: string; year?: number }) => {
    const rows = await deps.db
      .select({ submission: submissions, entityNameEn: entities.nameEn, entityNameKh: entities.nameKh })
      .from(submissions)
      .innerJoin(entities, eq(entities.id, submissions.entityId))
      .where(
        and(
          filter.status ? eq(submissions.status, filter.status) : undefined,
          filter.year ? eq(submissions.reportingYear, filter.year) : undefined,
        ),
      )
      .orderBy(desc(submissions.submittedAt));
    return rows.map((r) => ({
      ...submissionView(r.submission),
      entityNameEn: r.entityNameEn,
      entityNameKh: r.entityNameKh,
    }));
  },

  /** One file of a submitted package. */
  file: async (deps: Deps, id: string, name: string) => {
    const row = (await deps.db.select().from(submissions).where(eq(submissions.id, id)))[0];
    return packageFileOf(deps, row, name);
  },

  /**
   * Accepts or rejects a received submission: accepted → the statement is `accepted`; rejected (reasons required) →
   * the statement goes back to `draft` (the lifecycle's `reject`) with the reasons kept on the submission. Tells the
   * entity's members.
   */
  decide: async (deps: Deps, actor: string, id: string, decision: 'accept' | 'reject', reasons: string | undefined) => {
    const result = await deps.db.transaction(async (tx) => {
      const now = nowIso();
      const row = (
        await tx
          .update(submissions)
          .set({
            status: decision === 'accept' ? 'accepted' : 'rejected',
            decidedBy: actor,
            decidedAt: now,
            reasons: decision === 'reject' ? (reasons ?? null) : null,
            version: sql`${submissions.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(submissions.id, id), eq(submissions.status, 'received')))
          .returning()
      )[0];
      if (!row) {
        const exists = (await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id)))[0];
        if (!exists) throw notFound();
        throw new ApiError(409, 'ALREADY_DECIDED', 'already_decided');
      }
      const statement = (await tx.select().from(statements).where(eq(statements.id, row.statementId)))[0];
      if (statement) {
        const check = checkCommand(decision, { stage: statement.stage as StatementStage, capabilities: ['regulate'] });
        if (check.ok)
          await tx
            .update(statements)
            .set({
              stage: check.rule.to!,
              decidedBy: actor,
              decidedAt: now,
              ...(decision === 'reject'
                ? {
                    finalizedBy: null,
                    finalizedAt: null,
                    validatedBy: null,
                    validatedAt: null,
                    approvedBy: null,
                    approvedAt: null,
                  }
                : {}),
              version: sql`${statements.version} + 1`,
              updatedAt: now,
            })
            .where(eq(statements.id, statement.id));
      }
      await audit(tx, {
        actor,
        action: `submission.${decision}`,
        subjectType: 'submission',
        subjectId: id,
        after: { status: row.status, reasons: row.reasons },
      });
      await tellMembers(tx, row.entityId, {
        kind: 'submission',
        messageKey: decision === 'accept' ? 'notification.submission_accepted' : 'notification.submission_rejected',
        params: { year: row.reportingYear, receipt: row.receiptNumber, reasons: row.reasons ?? '' },
        link: '/submited',
      });
      const mail = await emailPeople(
        deps,
        tx,
        await memberEmails(tx, row.entityId),
        row.entityId,
        (_lang, entityName) => ({
          template: 'filingDecision',
          params: {
            entityName,
            year: row.reportingYear,
            receipt: row.receiptNumber,
            decision: decision === 'accept' ? 'accepted' : 'rejected',
            reasons: row.reasons ?? '',
            link: `${deps.env.publicUrl}/submited`,
          },
        }),
      );
      return { row, mail };
    });
    publish(`statements/${result.row.statementId}/changed`, { statementId: result.row.statementId });
    await deliverNow(deps, result.mail);
    return submissionView(result.row);
  },

  /** Suspends or restores an entity's eligibility to submit (the regulator's switch); audited, members told. */
  setEligible: async (deps: Deps, actor: string, entityId: string, eligible: boolean) =>
    deps.db.transaction(async (tx) => {
      const row = (
        await tx
          .update(entities)
          .set({ eligible, version: sql`${entities.version} + 1`, updatedAt: nowIso() })
          .where(eq(entities.id, entityId))
          .returning({ id: entities.id, eligible: entities.eligible })
      )[0];
      if (!row) throw notFound();
      await audit(tx, {
        actor,
        action: eligible ? 'entity.eligibility_restored' : 'entity.eligibility_suspended',
        subjectType: 'entity',
        subjectId: entityId,
        after: { eligible },
      });
      await tellMembers(tx, entityId, {
        kind: 'eligibility',
        messageKey: eligible ? 'notification.eligibility_restored' : 'notification.eligibility_suspended',
        params: {},
        link: '/submited',
      });
      return { entityId, eligibility: await entityEligibility(tx, entityId) };
    }),

  /**
   * Compliance across entities: each entity's years with the statement's stage, the latest submission, the filing
   * deadline (the engine's rule: 3 months and 20 days after the period end, 6 months and 20 days when audited) and
   * whether it is overdue (past the deadline and not filed); entities with an overdue year first, then by the nearest
   * deadline still open.
   */
  compliance: async (deps: Deps, today = nowIso().slice(0, 10)) => {
    const all = await deps.db.select().from(entities).orderBy(asc(entities.nameEn));
    const years = await deps.db
      .select({
        entityId: statements.entityId,
        year: statements.reportingYear,
        stage: statements.stage,
        periodEnd: statements.periodEnd,
      })
      .from(statements);
    const filed = await deps.db
      .select({
        entityId: submissions.entityId,
        year: submissions.reportingYear,
        status: submissions.status,
        at: submissions.submittedAt,
      })
      .from(submissions)
      .orderBy(desc(submissions.submittedAt));
    const rows = await Promise.all(
      all.map(async (e) => {
        const ofEntity = years
          .filter((y) => y.entityId === e.id)
          .sort((a, b) => b.year - a.year)
          .map((y) => {
            const submission = filed.find((f) => f.entityId === e.id && f.year === y.year)?.status ?? 'missing';
            const deadline = filingDeadline(y.periodEnd, e.auditRequired ?? false);
            const open = submission === 'missing' || submission === 'rejected';
            return { year: y.year, stage: y.stage, submission, deadline, overdue: open && deadline < today, open };
          });
        const nextDeadline = ofEntity
          .filter((y) => y.open)
          .map((y) => y.deadline)
          .sort()[0];
        return {
          entityId: e.id,
          nameEn: e.nameEn,
          nameKh: e.nameKh,
          registrationNumber: e.registrationNumber,
          eligibility: await entityEligibility(deps.db, e.id),
          overdue: ofEntity.some((y) => y.overdue),
          nextDeadline: nextDeadline ?? null,
          years: ofEntity.map(({ open: _o, ...y }) => y),
        };
      }),
    );
    return rows.sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        (a.nextDeadline ?? '9999').localeCompare(b.nextDeadline ?? '9999') ||
        a.nameEn.localeCompare(b.nameEn),
    );
  },
};
