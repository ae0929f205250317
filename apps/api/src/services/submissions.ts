import type { Deps } from '../context';
import { EfilingError } from '../filing/efiling';
import { FilingRefused, manifestFile, type Receipt } from '../filing/receiver';
import { eligibilityOf } from '../filing/eligibility';
import { filingStore, type PackageContent, type PackageFile, type PendingFiling } from '../filing/package';
import { ApiError, notFound, stale } from '../http/errors';
import { audit, type DbOrTx, newId, nowIso } from '../repositories/base';
import { credentialRequestRepo } from '../repositories/credential-requests';
import { entityRepo, membershipRepo } from '../repositories/entities';
import { invoiceRepo } from '../repositories/invoices';
import { statementRepo } from '../repositories/statements';
import { type SubmissionRow, submissionRepo } from '../repositories/submissions';
import { requireMember } from './access';
import { deliverNow, emailPeople, memberEmails, notify, publish } from './notify';

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
  const eligible = await entityRepo.eligible(db, entityId);
  return eligibilityOf({ eligible }, await credentialRequestRepo.statuses(db, entityId));
}

/** Tells every active member of an entity (notification + realtime). */
export async function tellMembers(
  tx: DbOrTx,
  entityId: string,
  n: { kind: string; messageKey: string; params: Record<string, string | number>; link: string },
) {
  for (const userId of await membershipRepo.userIdsOfEntity(tx, entityId)) await notify(tx, userId, n);
}

/** One stored file of a submission's package (404 when the submission or the file is unknown). */
export async function packageFileOf(deps: Deps, row: SubmissionRow | undefined, name: string) {
  const file = row?.files?.find((f) => f.name === name);
  const body = file ? await filingStore(deps.storage).read(file.key) : undefined;
  if (!file || !body) throw notFound();
  return { body, mediaType: file.mediaType, name: file.name };
}

/** What submitting needs, each condition met or not (the submit screen shows them; the submit command checks them). */
export type SubmissionCondition = 'credential' | 'not_suspended' | 'approved' | 'fee_paid';
const APPROVED_STAGES = ['approved', 'paid', 'submitted', 'accepted'];

export async function submissionConditions(
  db: DbOrTx,
  statement: { entityId: string; reportingYear: number; stage: string },
) {
  const eligible = await entityRepo.eligible(db, statement.entityId);
  const requests = await credentialRequestRepo.statuses(db, statement.entityId);
  const fee = await invoiceRepo.ofYear(db, statement.entityId, statement.reportingYear);
  const met: Record<SubmissionCondition, boolean> = {
    credential: requests.some((status) => status === 'approved'),
    not_suspended: eligible,
    approved: APPROVED_STAGES.includes(statement.stage),
    fee_paid: !!fee && fee.status !== 'open',
  };
  const eligibility = eligibilityOf({ eligible: met.not_suspended }, requests);
  return {
    eligibility,
    conditions: (Object.keys(met) as SubmissionCondition[]).map((key) => ({ key, met: met[key] })),
  };
}

/** Refuses a submission whose entity is not eligible (403, the specification's message with its reason) or unpaid. */
export async function assertSubmittable(
  db: DbOrTx,
  statement: { entityId: string; reportingYear: number; stage: string },
) {
  const { eligibility, conditions } = await submissionConditions(db, statement);
  if (!eligibility.eligible)
    throw new ApiError(403, 'NOT_ELIGIBLE', 'not_eligible_for_submission', undefined, undefined, {
      reason: eligibility.reason,
    });
  if (!conditions.find((c) => c.key === 'fee_paid')?.met) throw new ApiError(409, 'FEE_NOT_PAID', 'invoice_unpaid');
}

export const submissionService = {
  /** One file of a filed package, for the entity's members. */
  packageFile: async (deps: Deps, userId: string, entityId: string, submissionId: string, name: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const row = await submissionRepo.ofEntity(deps.db, entityId, submissionId);
    return packageFileOf(deps, row, name);
  },

  /** The conditions of submitting a statement, for its members. */
  conditions: async (
    deps: Deps,
    userId: string,
    statement: { entityId: string; reportingYear: number; stage: string },
  ) => {
    await requireMember(deps.db, userId, statement.entityId, 'read');
    return submissionConditions(deps.db, statement);
  },

  /** The entity's submissions (`/submited`) and whether it may submit now. */
  list: async (deps: Deps, userId: string, entityId: string) => {
    await requireMember(deps.db, userId, entityId, 'read');
    const rows = await submissionRepo.listForEntity(deps.db, entityId);
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
    await assertSubmittable(deps.db, { ...statement, stage: 'paid' });
    const entity = (await entityRepo.byId(deps.db, statement.entityId))!;
    const idempotencyKey = `${statement.id}:v${expectedVersion}`;
    const store = filingStore(deps.storage);
    // A package of this version that a lost request left pending is sent again as it was (same bytes, same key),
    // so the receiver answers with the receipt it may already have given.
    // Pending packages of earlier versions of this statement are dropped (never resent for a version that is gone).
    let earlier: (PendingFiling & { files: PackageFile[] }) | undefined;
    for (const f of await store.folders())
      if (f.pending?.statementId === statement.id)
        if (f.pending.idempotencyKey === idempotencyKey && (await storedFiles(store, f.pending.files)))
          earlier = f.pending;
        else await store.remove(f.submissionId);
    let pending: PendingFiling;
    let described: PackageFile[];
    let packaged: PackageContent[];
    if (earlier) {
      ({ files: described, ...pending } = earlier);
      packaged = (await storedFiles(store, described))!;
    } else {
      pending = {
        submissionId: newId(),
        idempotencyKey,
        statementId: statement.id,
        entityId: statement.entityId,
        reportingYear: statement.reportingYear,
        statementVersion: expectedVersion,
        submittedBy: user.sub,
        entity: {
          id: entity.id,
          nameEn: entity.nameEn,
          nameKh: entity.nameKh,
          registrationNumber: entity.registrationNumber,
        },
      };
      // The manifest (every file's size and sha256) travels with the package; the key makes a resend harmless.
      packaged = [...files, manifestFile({ entity: pending.entity, reportingYear: statement.reportingYear }, files)];
      described = await store.write(pending.submissionId, packaged, pending);
    }
    try {
      return await sendAndRecord(deps, pending, packaged, described);
    } finally {
      publish(`statements/${statement.id}/changed`, { statementId: statement.id });
    }
  },
};

/** The stored bytes of a package (undefined when a file is gone). */
async function storedFiles(
  store: ReturnType<typeof filingStore>,
  described: PackageFile[],
): Promise<PackageContent[] | undefined> {
  const files: PackageContent[] = [];
  for (const f of described) {
    const body = await store.read(f.key);
    if (!body) return undefined;
    files.push({ name: f.name, mediaType: f.mediaType, body });
  }
  return files;
}

/**
 * Sends a stored package and, on its receipt, records the submission and moves the statement to `submitted` in one
 * transaction. A refusal removes the stored package (the receiver kept nothing); a failure to reach the receiver
 * leaves it pending, to be sent again as it is.
 */
async function sendAndRecord(deps: Deps, pending: PendingFiling, packaged: PackageContent[], described: PackageFile[]) {
  const store = filingStore(deps.storage);
  let receipt: Receipt;
  try {
    receipt = await deps.efiling.send({
      idempotencyKey: pending.idempotencyKey,
      entity: pending.entity,
      reportingYear: pending.reportingYear,
      files: packaged,
    });
  } catch (e) {
    if (e instanceof FilingRefused) {
      await store.remove(pending.submissionId);
      throw new ApiError(422, 'EFILING_REFUSED', 'efiling_refused', undefined, undefined, { problems: e.problems });
    }
    if (e instanceof EfilingError)
      throw new ApiError(502, 'EFILING_FAILED', 'efiling_submission_error', undefined, undefined, {
        reason: e.reason,
      });
    throw e;
  }
  let result: Awaited<ReturnType<typeof record>>;
  try {
    result = await record(deps, pending, described, receipt);
    await store.settle(pending.submissionId);
  } catch (e) {
    // Another request recorded this version first (a double click): its package is the filing.
    await store.remove(pending.submissionId);
    throw e;
  }
  const { mail, ...recorded } = result;
  await deliverNow(deps, mail);
  return recorded;
}

/** Records a received filing and moves the statement to `submitted`, in one transaction. */
function record(deps: Deps, pending: PendingFiling, described: PackageFile[], receipt: Receipt) {
  return deps.db.transaction(async (tx) => {
    const now = nowIso();
    const moved = await statementRepo.markSubmitted(
      tx,
      pending.statementId,
      pending.statementVersion,
      pending.submittedBy,
      now,
    );
    if (!moved) throw stale();
    const row = await submissionRepo.insert(tx, {
      id: pending.submissionId,
      statementId: pending.statementId,
      entityId: pending.entityId,
      reportingYear: pending.reportingYear,
      statementVersion: pending.statementVersion,
      receiptNumber: receipt.receiptNumber,
      status: 'received',
      submittedBy: pending.submittedBy,
      submittedAt: receipt.receivedAt,
      files: described,
      packageHash: receipt.packageHash,
      checks: { factCount: receipt.factCount, problems: [] },
      idempotencyKey: pending.idempotencyKey,
    });
    await audit(tx, {
      actor: pending.submittedBy,
      action: 'statement.submit',
      subjectType: 'statement',
      subjectId: pending.statementId,
      before: { stage: 'paid' },
      after: { stage: 'submitted', receipt: row.receiptNumber },
    });
    await tellMembers(tx, pending.entityId, {
      kind: 'submission',
      messageKey: 'notification.submitted',
      params: { year: pending.reportingYear, receipt: row.receiptNumber },
      link: '/submited',
    });
    const mail = await emailPeople(
      deps,
      tx,
      await memberEmails(tx, pending.entityId),
      pending.entityId,
      (_lang, entityName) => ({
        template: 'filingDecision',
        params: {
          entityName,
          year: pending.reportingYear,
          receipt: row.receiptNumber,
          decision: 'submitted',
          reasons: '',
          link: `${deps.env.publicUrl}/submited`,
        },
      }),
    );
    return { statement: moved, submission: submissionView(row), mail };
  });
}

/**
 * At start, before serving: finishes or undoes what a stopped process left between storing a package and recording
 * its submission. A folder with a submission is settled; one without a pending marker was never sent and is removed;
 * a pending one is sent again as it was (same key, same bytes), so the statement ends either `paid` with no filing
 * or `submitted` with exactly one filing and one receipt.
 */
export async function recoverSubmissions(deps: Deps, log: (line: string) => void = console.log) {
  const store = filingStore(deps.storage);
  for (const folder of await store.folders()) {
    if (await submissionRepo.exists(deps.db, folder.submissionId)) {
      await store.settle(folder.submissionId);
      continue;
    }
    if (!folder.pending) {
      await store.remove(folder.submissionId);
      continue;
    }
    const { files: described, ...pending } = folder.pending;
    const stored = await storedFiles(store, described);
    const statement = await statementRepo.stageOf(deps.db, pending.statementId);
    if (!stored || statement?.stage !== 'paid' || statement.version !== pending.statementVersion) {
      await store.remove(folder.submissionId);
      continue;
    }
    try {
      const result = await sendAndRecord(deps, pending, stored, described);
      log(
        `Submission of statement ${pending.statementId} completed after a restart (${result.submission.receiptNumber}).`,
      );
    } catch (e) {
      if (e instanceof ApiError && e.status === 502) {
        log(`Submission of statement ${pending.statementId} is still pending: the e-filing platform did not answer.`);
        continue;
      }
      await store.remove(folder.submissionId);
      log(
        `Submission of statement ${pending.statementId} was not completed after a restart; it may be submitted again.`,
      );
    }
  }
}
