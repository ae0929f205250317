import type { Deps } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { createReadCache } from '../../db/read-cache';
import { eligibilityOf } from '../../filing/eligibility';
import { audit, nowIso } from '../../db/repository-base';
import { credentialRequestRepo } from '../credential-requests/repository';
import {
  COMPLIANCE_ORDER,
  type ComplianceSort,
  CREDENTIAL_REQUEST_ORDER,
  type DeskEntityFilter,
  deskRepo,
  SUBMISSION_ORDER,
  type SubmissionSort,
} from './repository';
import { type DeskPage, pageAt, pageOf } from './cursor';
import { rowKey } from './keyset.repository';

export type { DeskPage };
import { entityRepo } from '../entities/repository';
import { transition } from '../statements/transition';
import { submissionRepo } from '../submissions/repository';
import { mappingEvidenceService } from '../mapping-evidence/service';
import { deliverNow, emailPeople, notify, publish } from '../notifications/service';
import { SIGN_OFFS_CLEARED } from '../statements';
import {
  entityEligibility,
  packageFileOf,
  SUBMISSIONS_PAGE,
  submissionView,
  tellFiling,
  tellMembers,
} from '../submissions';
import { filingDeadline, type RegulatorCommand } from '@dfr/statement-engine';
import {
  CREDENTIAL_REQUEST_STATUSES,
  type CredentialDecision,
  type CredentialRequestStatus,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '../../statuses';
import { deskStatistics, overdueCutoffs } from './lists';

const placeOf = (q: DeskEntityFilter): DeskEntityFilter => ({
  province: q.province,
  industry: q.industry,
  size: q.size,
});

/*
 * The desk's counts and statistics are aggregates over a country's rows (tens of milliseconds each): they are kept
 * per filter until the next write (the data generation, db/read-cache.ts), so paging through a list or switching
 * tabs reads only its page. They are the regulator's global figures: the same for every regulator user.
 */
const deskCounts = createReadCache<{ status: string; n: number }[]>(500);
const deskAggregates = createReadCache<Awaited<ReturnType<typeof deskStatistics>>>(50);

/** Counts per status, every status present (0 when none), and `all`. */
function countsOf<S extends string>(rows: { status: string; n: number }[], statuses: readonly S[]) {
  const out = { all: 0 } as Record<S | 'all', number>;
  for (const s of statuses) out[s] = 0;
  for (const r of rows) {
    out[r.status as S] = (out[r.status as S] ?? 0) + r.n;
    out.all += r.n;
  }
  return out;
}

/**
 * The regulator's desk (the embedded e-filing receiver): regulator staff answer credential requests, receive
 * submissions and accept or reject them, and see compliance across entities. Callers are checked by the routes
 * (`requireRegulator`); these are global, not per entity.
 */
export const regulatorService = {
  /** Every entity's credential requests, a page at a time, newest first, with counts per status (issue 32). */
  credentialRequests: async (deps: Deps, q: DeskPage & DeskEntityFilter & { status?: CredentialRequestStatus }) => {
    const place = placeOf(q);
    const [read, counts] = await Promise.all([
      deskRepo.credentialRequestsPage(deps.db, q, pageAt(q, CREDENTIAL_REQUEST_ORDER)),
      deskCounts.get(deps.db, JSON.stringify(['requests', place]), () =>
        deskRepo.credentialRequestCounts(deps.db, place),
      ),
    ]);
    const tally = countsOf(counts, CREDENTIAL_REQUEST_STATUSES);
    const { rows, next } = pageOf(read, q.pageSize, (r) => rowKey(CREDENTIAL_REQUEST_ORDER, r.request));
    const names = await deskRepo.entityNames(
      deps.db,
      rows.map((r) => r.request.entityId),
    );
    return {
      requests: rows.map((r) => ({
        id: r.request.id,
        entityId: r.request.entityId,
        entityNameEn: names.get(r.request.entityId)?.nameEn ?? '',
        entityNameKh: names.get(r.request.entityId)?.nameKh ?? '',
        registrationNumber: r.request.registrationNumber,
        contactName: r.request.contactName,
        contactEmail: r.request.contactEmail,
        message: r.request.message,
        status: r.request.status,
        reason: r.request.reason,
        decidedAt: r.request.decidedAt,
        createdAt: r.request.createdAt,
        version: r.request.version,
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: q.status ? tally[q.status] : tally.all,
      counts: tally,
      next,
    };
  },

  /** Issues (approve) or refuses (reject, with a reason) an e-filing access credential; tells the requester. */
  decideCredential: async (
    deps: Deps,
    actor: string,
    id: string,
    decision: CredentialDecision,
    reason: string | undefined,
  ) => {
    const decided = await deps.db.transaction(async (tx) => {
      const now = nowIso();
      const row = await credentialRequestRepo.decide(tx, id, {
        status: decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: actor,
        decidedAt: now,
        reason: decision === 'reject' ? (reason ?? null) : null,
      });
      if (!row) {
        if (!(await credentialRequestRepo.exists(tx, id))) throw notFound();
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

  /** Every submission, a page at a time (sorted, filtered), with counts per status (issue 32). */
  submissions: async (
    deps: Deps,
    q: DeskPage & DeskEntityFilter & { status?: SubmissionStatus; year?: number; sort?: SubmissionSort },
  ) => {
    const filter = { ...placeOf(q), year: q.year };
    const order = SUBMISSION_ORDER[q.sort ?? 'submitted'];
    const [read, counts] = await Promise.all([
      deskRepo.submissionsPage(deps.db, q, q.sort ?? 'submitted', pageAt(q, order)),
      deskCounts.get(deps.db, JSON.stringify(['submissions', filter]), () =>
        deskRepo.submissionCounts(deps.db, filter),
      ),
    ]);
    const tally = countsOf(counts, SUBMISSION_STATUSES);
    const { rows, next } = pageOf(read, q.pageSize, (r) => rowKey(order, r.submission));
    const names = await deskRepo.entityNames(
      deps.db,
      rows.map((r) => r.submission.entityId),
    );
    return {
      submissions: rows.map((r) => ({
        ...submissionView(r.submission),
        entityNameEn: names.get(r.submission.entityId)?.nameEn ?? '',
        entityNameKh: names.get(r.submission.entityId)?.nameKh ?? '',
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: q.status ? tally[q.status] : tally.all,
      counts: tally,
      next,
    };
  },

  /** One file of a submitted package. */
  file: async (deps: Deps, id: string, name: string) => {
    const row = await submissionRepo.byId(deps.db, id);
    return packageFileOf(deps, row, name);
  },

  /**
   * Accepts or rejects a received submission: accepted → the statement is `accepted`; rejected (reasons required) →
   * the statement goes back to `draft` (the lifecycle's `reject`) with the reasons kept on the submission. Tells the
   * entity's members.
   */
  decide: async (deps: Deps, actor: string, id: string, decision: RegulatorCommand, reasons: string | undefined) => {
    const result = await deps.db.transaction(async (tx) => {
      const now = nowIso();
      const row = await submissionRepo.decide(tx, id, {
        status: decision === 'accept' ? 'accepted' : 'rejected',
        decidedBy: actor,
        decidedAt: now,
        reasons: decision === 'reject' ? (reasons ?? null) : null,
      });
      if (!row) {
        if (!(await submissionRepo.exists(tx, id))) throw notFound();
        throw new ApiError(409, 'ALREADY_DECIDED', 'already_decided');
      }
      // The statement follows through the one transition, in this transaction (the lifecycle's accept or reject;
      // a statement no longer submitted is left as it is). The submission's audit row below records the decision.
      await transition(tx, {
        statementId: row.statementId,
        command: decision,
        actor: { id: actor, capabilities: ['regulate'] },
        patch: { decidedBy: actor, decidedAt: now, ...(decision === 'reject' ? SIGN_OFFS_CLEARED : {}) },
        whenRefused: 'skip',
        at: now,
      });
      // An accepted filing's mapped account names become the country's evidence (issue 36): names and concepts only.
      if (decision === 'accept') await mappingEvidenceService.recordAccepted(tx, row.entityId, row.id);
      await audit(tx, {
        actor,
        action: `submission.${decision}`,
        subjectType: 'submission',
        subjectId: id,
        after: { status: row.status, reasons: row.reasons },
      });
      const mail = await tellFiling(deps, tx, {
        entityId: row.entityId,
        year: row.reportingYear,
        receipt: row.receiptNumber,
        status: row.status,
        reasons: row.reasons,
      });
      return { row, mail };
    });
    publish(`statements/${result.row.statementId}/changed`, { statementId: result.row.statementId });
    await deliverNow(deps, result.mail);
    return submissionView(result.row);
  },

  /** Suspends or restores an entity's eligibility to submit (the regulator's switch); audited, members told. */
  setEligible: async (deps: Deps, actor: string, entityId: string, eligible: boolean) =>
    deps.db.transaction(async (tx) => {
      const row = await entityRepo.setEligible(tx, entityId, eligible);
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
        link: SUBMISSIONS_PAGE,
      });
      return { entityId, eligibility: await entityEligibility(tx, entityId) };
    }),

  /**
   * Compliance across entities, a page of entities at a time (issue 32): each one's years with the statement's
   * stage, the latest submission, the filing deadline (the engine's rule: 3 months and 20 days after the period end,
   * 6 months and 20 days when audited) and whether it is overdue (past the deadline and not filed). Filtered by
   * province, industry, size, year and "overdue" in the database; counted: all entities matching, overdue ones.
   */
  compliance: async (
    deps: Deps,
    q: DeskPage & DeskEntityFilter & { year?: number; overdue?: boolean; sort?: ComplianceSort },
    today = nowIso().slice(0, 10),
  ) => {
    const cut = overdueCutoffs(today);
    const filter = { ...placeOf(q), year: q.year };
    const order = COMPLIANCE_ORDER[q.sort ?? 'entity'];
    const [read, counts] = await Promise.all([
      deskRepo.compliancePage(deps.db, q, cut, q.sort ?? 'entity', pageAt(q, order)),
      deskCounts.get(deps.db, JSON.stringify(['compliance', filter, today]), async () => {
        const c = await deskRepo.complianceCounts(deps.db, filter, cut);
        return [
          { status: 'all', n: c.all },
          { status: 'overdue', n: c.overdue },
        ];
      }),
    ]);
    const all = counts.find((c) => c.status === 'all')?.n ?? 0;
    const overdue = counts.find((c) => c.status === 'overdue')?.n ?? 0;
    const { rows, next } = pageOf(read, q.pageSize, (e) => rowKey(order, e));
    const { years, filed, requests } = await deskRepo.yearsOf(
      deps.db,
      rows.map((e) => e.id),
      q.year,
    );
    const entities = rows.map((e) => {
      const ofEntity = years
        .filter((y) => y.entityId === e.id)
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
        province: e.province,
        industry: e.industry,
        size: e.size,
        eligibility: eligibilityOf(
          { eligible: e.eligible },
          requests.filter((r) => r.entityId === e.id).map((r) => r.status),
        ),
        overdue: ofEntity.some((y) => y.overdue),
        nextDeadline: nextDeadline ?? null,
        years: ofEntity.map(({ open: _o, ...y }) => y),
      };
    });
    const total = q.overdue ? overdue : all;
    return { entities, page: q.page, pageSize: q.pageSize, total, counts: { all, overdue }, next };
  },

  /** The year's statistics, kept until the next write (aggregates over the whole country). */
  statistics: (deps: Deps, q: { year?: number }) =>
    deskAggregates.get(deps.db, JSON.stringify(['statistics', q.year ?? null, nowIso().slice(0, 10)]), () =>
      deskStatistics(deps, q),
    ),
};

/** The desk's sort orders, for the routes' query schemas. */
export { COMPLIANCE_SORTS, SUBMISSION_SORTS } from './repository';
