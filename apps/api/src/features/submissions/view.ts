// How a submission is shown, its package's files read, and the entity's members told.
import type { Deps } from '../../context';
import { filingStore } from '../../filing/package';
import { notFound } from '../../http/errors';
import type { DbOrTx } from '../../db/repository-base';
import { membershipRepo } from '../entities/repository';
import type { SubmissionRow } from './repository';
import type { SubmissionStatus } from '../../statuses';
import { emailPeople, memberEmails, notify } from '../notifications/service';

/** A submission as its entity and the regulator see it (files without their storage keys). */
export function submissionView(row: SubmissionRow) {
  return {
    id: row.id,
    statementId: row.statementId,
    entityId: row.entityId,
    reportingYear: row.reportingYear,
    statementVersion: row.statementVersion,
    receiptNumber: row.receiptNumber,
    status: row.status,
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    reasons: row.reasons,
    packageHash: row.packageHash,
    checks: row.checks,
    files: (row.files ?? []).map(({ key: _k, ...f }) => f),
  };
}

/** Tells every active member of an entity (notification + realtime). */
export async function tellMembers(
  tx: DbOrTx,
  entityId: string,
  n: { kind: string; messageKey: string; params: Record<string, string | number>; link: string },
) {
  for (const userId of await membershipRepo.userIdsOfEntity(tx, entityId)) await notify(tx, userId, n);
}

/** Where the web app lists an entity's submissions (the link of every filing notice). */
export const SUBMISSIONS_PAGE = '/submited';

const FILING_NOTICE = {
  received: 'notification.submitted',
  accepted: 'notification.submission_accepted',
  rejected: 'notification.submission_rejected',
} as const satisfies Record<SubmissionStatus, string>;

/**
 * Tells the entity's members that a filing was received, accepted or rejected: a notification each, and the filing
 * e-mail, whose ids are returned to deliver once the transaction has committed.
 */
export async function tellFiling(
  deps: Deps,
  tx: DbOrTx,
  f: { entityId: string; year: number; receipt: string; status: SubmissionStatus; reasons?: string | null },
) {
  const reasons = f.reasons ?? '';
  await tellMembers(tx, f.entityId, {
    kind: 'submission',
    messageKey: FILING_NOTICE[f.status],
    params: { year: f.year, receipt: f.receipt, ...(f.status === 'received' ? {} : { reasons }) },
    link: SUBMISSIONS_PAGE,
  });
  return emailPeople(deps, tx, await memberEmails(tx, f.entityId), f.entityId, (_lang, entityName) => ({
    template: 'filingDecision',
    params: {
      entityName,
      year: f.year,
      receipt: f.receipt,
      decision: f.status === 'received' ? 'submitted' : f.status,
      reasons,
      link: `${deps.env.publicUrl}${SUBMISSIONS_PAGE}`,
    },
  }));
}

/** One stored file of a submission's package (404 when the submission or the file is unknown). */
export async function packageFileOf(deps: Deps, row: SubmissionRow | undefined, name: string) {
  const file = row?.files?.find((f) => f.name === name);
  const body = file ? await filingStore(deps.storage).read(file.key) : undefined;
  if (!file || !body) throw notFound();
  return { body, mediaType: file.mediaType, name: file.name };
}
