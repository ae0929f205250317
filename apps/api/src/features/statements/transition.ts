// The one writer of a statement's stage (issue 31): every change of stage, whoever causes it (a user's command, the
// validation job, the bank's payment, the filing, the regulator's decision), goes through `transition`.
import {
  type CommandAttempt,
  type CommandRefusal,
  checkCommand,
  type LifecycleCapability,
  type LifecycleCommand,
  type StatementStage,
} from '@dfr/statement-engine';
import { ApiError, forbidden, invalid, notFound, stale } from '../../http/errors';
import { audit, type DbOrTx, nowIso } from '../../db/repository-base';
import { type StatementPatch, type StatementRow, statementRepo } from './repository';
import { tellNextActors } from './stage-notices';
import { auditedStatement } from './write';

/** A lifecycle refusal as the API's error (the confirm word also names its field). */
export function refusal(check: CommandRefusal): ApiError {
  switch (check.key) {
    case 'access_denied':
      return forbidden();
    case 'stale_version':
      return stale();
    case 'confirm_word_required':
      return invalid('confirm_word_required', { confirm: 'confirm_word_required' });
    case 'unknown_command':
      return notFound();
    case 'invalid_transition':
      return new ApiError(409, 'INVALID_TRANSITION', 'invalid_transition');
    case 'has_genuine_errors':
      return new ApiError(409, 'HAS_GENUINE_ERRORS', 'has_genuine_errors');
    case 'approval_own_statement':
      return new ApiError(403, 'SEPARATION_OF_DUTIES', 'approval_own_statement');
    case 'approval_by_preparer':
      return new ApiError(403, 'SEPARATION_OF_DUTIES', 'approval_by_preparer');
  }
}

/** The lifecycle's commands that change the stage (those with a `to` in the engine's `LIFECYCLE`). */
export type StageCommand = Extract<
  LifecycleCommand,
  | 'finalize'
  | 'validation-passed'
  | 'edit-confirm'
  | 'reset'
  | 'approve'
  | 'payment-received'
  | 'submit'
  | 'accept'
  | 'reject'
>;

/**
 * What each change of stage records, in its transaction, besides the write: the statement's audit action (none when
 * the row of what caused it records it: the invoice's `invoice.paid`, the submission's `submission.accept|reject`),
 * and whether the members who must act next are told (`stage-notices.ts`). The payment tells every member itself
 * (`notification.payment_received` and its e-mail); the filing and the decision tell them with the submission's
 * notice (`tellFiling`).
 */
const RECORDS: Readonly<Record<StageCommand, { audit: string | null; tellNext: boolean }>> = {
  finalize: { audit: 'statement.finalize', tellNext: true },
  'validation-passed': { audit: 'statement.validated', tellNext: true },
  'edit-confirm': { audit: 'statement.edit_confirm', tellNext: true },
  reset: { audit: 'statement.reset', tellNext: true },
  approve: { audit: 'statement.approve', tellNext: true },
  'payment-received': { audit: null, tellNext: false },
  submit: { audit: 'statement.submit', tellNext: true },
  accept: { audit: null, tellNext: true },
  reject: { audit: null, tellNext: true },
};

export interface Transition {
  statementId: string;
  command: StageCommand;
  /** Who: the audit's actor, and the capabilities the lifecycle checks (`['system']`, `['regulate']` for staff). */
  actor: { id: string; capabilities: readonly (LifecycleCapability | 'system')[] };
  /**
   * The rest of what the lifecycle's guards need to know about this attempt (the confirm word, separation of
   * duties, genuine errors), as the caller learnt it; the stage and the version are the row's, read here.
   */
  attempt?: Omit<CommandAttempt, 'stage' | 'capabilities' | 'currentVersion' | 'expectedVersion'>;
  /**
   * The version the caller read (a user's command): a newer row is stale (409). Without it (the system's and the
   * regulator's commands) the change applies to the statement as it is now.
   */
  expectedVersion?: number;
  /** A system command applied with it, in the same write (an approval of a year whose fee is already paid: paid). */
  followedBy?: Extract<LifecycleCommand, 'payment-received'>;
  /** The columns that change with the stage (sign-offs, cleared codes, who decided). */
  patch?: StatementPatch;
  /** The audit row's before and after, when the command records a summary rather than the rows. */
  audited?: { before: unknown; after: unknown };
  /**
   * A refusal (the lifecycle's, a missing statement, a newer version): throw it (default), or leave the statement as
   * it is and return undefined.
   */
  whenRefused?: 'throw' | 'skip';
  /** The time of the change (default: now). */
  at?: string;
}

function refused(t: Transition, error: ApiError): undefined {
  if (t.whenRefused === 'skip') return undefined;
  throw error;
}

/** How many times a change without an expected version re-reads the row when another write got there first. */
const RACES = 3;

/**
 * Moves a statement to its next stage, inside the caller's transaction: the engine's `checkCommand` on the row as it
 * is now (every guard of the lifecycle; what the database knows, the e-mailed codes and eligibility, the caller has
 * checked, as `checkCommand` leaves them to it), the one stage write (`statementRepo.moveStage`: version and stage checked, a new version), the audit row and the
 * notifications of the next actors. Returns the written row, or undefined when a refusal is skipped.
 */
export async function transition(tx: DbOrTx, t: Transition): Promise<StatementRow | undefined> {
  const records = RECORDS[t.command];
  for (let race = 1; ; race++) {
    const row = await statementRepo.byId(tx, t.statementId);
    if (!row) return refused(t, notFound());
    if (t.expectedVersion !== undefined && row.version !== t.expectedVersion) return refused(t, stale());
    const check = checkCommand(t.command, { ...t.attempt, stage: row.stage, capabilities: t.actor.capabilities });
    if (!check.ok) return refused(t, refusal(check));
    let to: StatementStage = check.rule.to ?? row.stage;
    if (t.followedBy) {
      const next = checkCommand(t.followedBy, { stage: to, capabilities: ['system'] });
      if (!next.ok) return refused(t, refusal(next));
      to = next.rule.to ?? to;
    }
    const at = t.at ?? nowIso();
    const move = { id: row.id, version: row.version, from: row.stage, to, at };
    const written = await statementRepo.moveStage(tx, move, t.patch ?? {});
    if (!written) {
      if (t.expectedVersion === undefined && race < RACES) continue;
      return refused(t, stale());
    }
    if (records.audit)
      await audit(tx, {
        actor: t.actor.id,
        action: records.audit,
        subjectType: 'statement',
        subjectId: row.id,
        before: t.audited ? t.audited.before : auditedStatement(row),
        after: t.audited ? t.audited.after : auditedStatement(written),
      });
    // A new stage tells whoever must act next (issue 32).
    if (records.tellNext && written.stage !== row.stage) await tellNextActors(tx, written, written.stage, t.actor.id);
    return written;
  }
}
