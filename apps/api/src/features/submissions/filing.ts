// Sending a stored package to the e-filing platform and, on its receipt, recording the submission.
import type { Deps } from '../../context';
import { EfilingError } from '../../filing/efiling';
import { FilingRefused, type Receipt } from '../../filing/receiver';
import { filingStore, type PackageContent, type PackageFile, type PendingFiling } from '../../filing/package';
import { ApiError, stale } from '../../http/errors';
import { nowIso } from '../../db/repository-base';
import { transition } from '../statements/transition';
import { submissionRepo } from './repository';
import { deliverNow } from '../notifications/service';
import { submissionView, tellFiling } from './view';

/** The stored bytes of a package (undefined when a file is gone). */
export async function storedFiles(
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
export async function sendAndRecord(
  deps: Deps,
  pending: PendingFiling,
  packaged: PackageContent[],
  described: PackageFile[],
) {
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
    // The statement moves from paid to submitted through the one transition: the version the package was made of,
    // by its submitter (whose permission and confirm word the submit command checked when the package was made).
    const moved = await transition(tx, {
      statementId: pending.statementId,
      command: 'submit',
      actor: { id: pending.submittedBy, capabilities: ['submit'] },
      attempt: { confirmed: true },
      expectedVersion: pending.statementVersion,
      patch: { submittedBy: pending.submittedBy, submittedAt: now, decidedBy: null, decidedAt: null },
      audited: { before: { stage: 'paid' }, after: { stage: 'submitted', receipt: receipt.receiptNumber } },
      whenRefused: 'skip',
      at: now,
    });
    // Another request moved it first (a double click), or it is no longer paid: stale, as the submit command says.
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
    const mail = await tellFiling(deps, tx, {
      entityId: pending.entityId,
      year: pending.reportingYear,
      receipt: row.receiptNumber,
      status: 'received',
    });
    return { statement: moved, submission: submissionView(row), mail };
  });
}
