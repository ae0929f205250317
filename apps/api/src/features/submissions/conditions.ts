import { APPROVED_STAGES, inStages } from '@dfr/statement-engine';
import { eligibilityOf, hasCredential } from '../../filing/eligibility';
import { ApiError } from '../../http/errors';
import type { DbOrTx } from '../../db/repository-base';
import { credentialRequestRepo } from '../credential-requests/repository';
import { entityRepo } from '../entities/repository';
import { invoiceRepo } from '../invoices/repository';

/** The entity's eligibility to submit (its credential requests and the regulator's switch). */
export async function entityEligibility(db: DbOrTx, entityId: string) {
  const eligible = await entityRepo.eligible(db, entityId);
  return eligibilityOf({ eligible }, await credentialRequestRepo.statuses(db, entityId));
}

/** What submitting needs, each condition met or not (the submit screen shows them; the submit command checks them). */
export type SubmissionCondition = 'credential' | 'not_suspended' | 'approved' | 'fee_paid';

export async function submissionConditions(
  db: DbOrTx,
  statement: { entityId: string; reportingYear: number; stage: string },
) {
  const eligible = await entityRepo.eligible(db, statement.entityId);
  const requests = await credentialRequestRepo.statuses(db, statement.entityId);
  const fee = await invoiceRepo.invoiceOfYear(db, statement.entityId, statement.reportingYear);
  const met: Record<SubmissionCondition, boolean> = {
    credential: hasCredential(requests),
    not_suspended: eligible,
    approved: inStages(APPROVED_STAGES, statement.stage),
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
