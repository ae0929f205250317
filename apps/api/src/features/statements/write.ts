// A statement as its reader may see it, loaded with the caller's role checked, and the one versioned write.
import { isEditableStage, type StatementSettings } from '@dfr/statement-engine';
import { statementSettingsSchema } from '@dfr/forms/rules';
import { settingsOf } from './engine-input';
import type { Deps } from '../../context';
import { ApiError, notFound, stale } from '../../http/errors';
import { audit, type DbOrTx } from '../../db/repository-base';
import { type StatementPatch, type StatementRow, statementRepo } from './repository';
import { type Capability, requireMember } from '../entities/access';
import { currentRow, forgetComputed } from './cache';

/**
 * What a client sees of a statement (never the edit-code hash): its record, with its settings as one object, the
 * engine's `StatementSettings` (issue 31: no client rebuilds them from columns). Made once per stored row: the read
 * cache hands out the same row until the statement changes, so a read allocates no second copy (the cost guard).
 */
export function publicStatement(row: StatementRow): PublicStatement {
  const known = views.get(row);
  if (known) return known;
  const secret = auditedStatement(row);
  const record: Partial<SecretFree> = { ...secret };
  for (const field of SETTINGS_COLUMNS) delete record[field];
  // The reporting year stays beside the record's id too: it is which statement this is (one per entity and year).
  const view = {
    ...(record as Omit<SecretFree, SettingsColumn>),
    reportingYear: row.reportingYear,
    settings: settingsOf(row),
  };
  views.set(row, view);
  return view;
}
const views = new WeakMap<StatementRow, PublicStatement>();
/** The settings' columns of a statement row (read into `settings`). */
type SettingsColumn = keyof StatementSettings & keyof StatementRow;
const SETTINGS_COLUMNS = Object.keys(statementSettingsSchema.shape) as SettingsColumn[];
type SecretFree = ReturnType<typeof auditedStatement>;
export type PublicStatement = Omit<SecretFree, SettingsColumn> & { reportingYear: number; settings: StatementSettings };

/** A statement as its audit rows keep it: the stored record (settings as columns), never a code's hash. */
export function auditedStatement(row: StatementRow) {
  const {
    editCodeHash: _h,
    editCodeExpiresAt: _e,
    editCodeAttempts: _a,
    approvalCodeHash: _ah,
    approvalCodeExpiresAt: _ae,
    approvalCodeAttempts: _aa,
    approvalCodeVersion: _av,
    approvalCodeSentAt: _as,
    approvalCodeWindowStart: _aw,
    approvalCodesInWindow: _ac,
    approvalTriesInWindow: _at,
    ...rest
  } = row;
  return rest;
}

/** Loads the statement and checks the caller's role on its entity (404 if it does not exist). */
export async function load(deps: Deps, userId: string, statementId: string, capability: Capability) {
  const entry = await currentRow(deps, statementId);
  if (!entry) throw notFound();
  const row = entry.row;
  const membership = await requireMember(deps.db, userId, row.entityId, capability);
  return { row, membership };
}

/** The engine's rule: only a draft is edited. */
export function requireDraft(row: StatementRow) {
  if (!isEditableStage(row.stage)) throw new ApiError(409, 'NOT_EDITABLE', 'not_editable');
}
export function requireVersion(row: StatementRow, version: number) {
  if (row.version !== version) throw stale();
}

/** What a statement forgets when it goes back to draft: who finalized, validated and approved it, and when. */
export const SIGN_OFFS_CLEARED = {
  finalizedBy: null,
  finalizedAt: null,
  validatedBy: null,
  validatedAt: null,
  approvedBy: null,
  approvedAt: null,
} as const;

/**
 * One versioned write to a statement's columns other than its stage: version checked, the change and the version
 * bump in one transaction with its audit entry. A stale version changes nothing (409). A change of stage is the
 * transition's (`transition.ts`), which writes through the same versioned update.
 */
export async function write(
  deps: Deps,
  userId: string,
  row: StatementRow,
  version: number,
  action: string,
  patch: StatementPatch,
  /** More work in the same transaction. */
  inside?: (tx: DbOrTx) => Promise<void>,
) {
  requireVersion(row, version);
  const after = await deps.db.transaction(async (tx) => {
    const written = await statementRepo.updateVersioned(tx, row.id, version, patch);
    if (!written) throw stale();
    if (inside) await inside(tx);
    await audit(tx, {
      actor: userId,
      action,
      subjectType: 'statement',
      subjectId: row.id,
      before: auditedStatement(row),
      after: auditedStatement(written),
    });
    return written;
  });
  forgetComputed(row.id);
  return publicStatement(after);
}
