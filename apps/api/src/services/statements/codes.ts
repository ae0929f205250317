// The two e-mailed codes of a statement (edit request, director's approval): issue, e-mail, check, forget.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  APPROVAL_CODE_LENGTH,
  approvalCodeSchema,
  EDIT_REQUEST_CODE_LENGTH,
  editRequestCodeSchema,
} from '@dfr/forms/rules';
import type { Lang } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../repositories/base';
import { ApiError, invalid } from '../../http/errors';
import { numericCode } from '../../numeric-code';
import { entityRepo } from '../../repositories/entities';
import { type StatementRow, statementRepo } from '../../repositories/statements';

function hashCode(statementId: string, code: string) {
  return createHash('sha256').update(`${statementId}:${code}`).digest('hex');
}

/**
 * The two emailed codes of a statement: the edit-request code (4 digits, 15 minutes) and the director's approval
 * code (6 digits, 30 minutes); each allows 5 tries. Their columns on the statement row and their e-mail template.
 */
const CODES = {
  edit: {
    digits: EDIT_REQUEST_CODE_LENGTH,
    ttlMs: 15 * 60 * 1000,
    tries: 5,
    schema: editRequestCodeSchema,
    template: 'editRequestCode',
    hash: 'editCodeHash',
    expiresAt: 'editCodeExpiresAt',
    attempts: 'editCodeAttempts',
  },
  approval: {
    digits: APPROVAL_CODE_LENGTH,
    ttlMs: 30 * 60 * 1000,
    tries: 5,
    schema: approvalCodeSchema,
    template: 'approvalCode',
    hash: 'approvalCodeHash',
    expiresAt: 'approvalCodeExpiresAt',
    attempts: 'approvalCodeAttempts',
  },
} as const;
export type CodeKind = keyof typeof CODES;

/** A new code of the kind: the code to e-mail, and the row fields that keep only its hash, expiry and tries. */
export function issueCode(row: StatementRow, kind: CodeKind) {
  const c = CODES[kind];
  const code = numericCode(c.digits);
  const fields: Partial<StatementRow> = {
    [c.hash]: hashCode(row.id, code),
    [c.expiresAt]: new Date(Date.now() + c.ttlMs).toISOString(),
    [c.attempts]: c.tries,
  };
  return { code, fields };
}

/**
 * Writes a code's e-mail into the outbox with `tx`, the transaction that stores the code's hash, naming the statement
 * (entity name in the recipient's language and the year): the message exists exactly when the code does. Deliver it
 * after the commit with `deliverNow`. Resolves with the outbox id.
 */
export async function emailCode(
  deps: Deps,
  tx: DbOrTx,
  row: StatementRow,
  kind: CodeKind,
  to: string,
  lang: Lang,
  code: string,
  requestedBy: string,
): Promise<string> {
  const entity = await entityRepo.byId(tx, row.entityId);
  const entityEn = entity?.nameEn ?? '';
  const entityKh = entity?.nameKh ?? '';
  if (kind === 'approval')
    return deps.email.enqueue(tx, {
      to,
      lang,
      template: 'approvalCode',
      params: {
        code,
        entityEn,
        entityKh,
        year: row.reportingYear,
        requestedBy,
        expiresInMinutes: CODES.approval.ttlMs / 60_000,
      },
    });
  return deps.email.enqueue(tx, {
    to,
    lang,
    template: 'editRequestCode',
    params: { code, statementName: `${lang === 'kh' ? entityKh || entityEn : entityEn} ${row.reportingYear}` },
  });
}

/**
 * Checks a typed code against the row's: there must be one (409), it is read by @dfr/forms' rule, not expired (410);
 * the try is counted before comparing (429 when none is left); a wrong code is 422.
 */
export async function checkCode(deps: Deps, row: StatementRow, kind: CodeKind, typed: unknown, now: string) {
  const c = CODES[kind];
  const hash = row[c.hash];
  const expiresAt = row[c.expiresAt];
  if (!hash || !expiresAt) throw new ApiError(409, 'INVALID_TRANSITION', 'invalid_transition');
  // An approval code approves the version it was sent for: any later write (a re-validation, a reset) voids it.
  if (kind === 'approval' && row.approvalCodeVersion !== row.version)
    throw new ApiError(409, 'CODE_STATEMENT_CHANGED', 'code_statement_changed');
  const parsed = c.schema.safeParse(typed ?? '');
  if (!parsed.success) throw invalid('validation_failed', { code: 'code_mismatch' });
  if (expiresAt < now) throw new ApiError(410, 'CODE_EXPIRED', 'code_expired');
  await consumeCodeAttempt(deps, row, c.attempts);
  if (!timingSafeEqual(Buffer.from(hashCode(row.id, parsed.data)), Buffer.from(hash)))
    throw new ApiError(422, 'CODE_MISMATCH', 'code_mismatch', { code: 'code_mismatch' });
}

/** The row fields that forget a used code. */
export function clearedCode(kind: CodeKind): Partial<StatementRow> {
  const c = CODES[kind];
  return {
    [c.hash]: null,
    [c.expiresAt]: null,
    [c.attempts]: 0,
    ...(kind === 'approval' ? { approvalCodeVersion: null } : {}),
  };
}

/**
 * The e-mailed codes still usable (not expired, tries left), so that a reload shows the code boxes again: when each
 * expires and, for the approval code, where it went.
 */
export function pendingCodes(row: StatementRow, now: string) {
  const live = (kind: CodeKind) => {
    const c = CODES[kind];
    const expiresAt = row[c.expiresAt];
    return row[c.hash] && expiresAt && expiresAt > now && row[c.attempts] > 0 ? expiresAt : null;
  };
  const edit = live('edit');
  const approval = row.approvalCodeVersion === row.version ? live('approval') : null;
  return {
    ...(edit ? { edit: { expiresAt: edit } } : {}),
    ...(approval ? { approval: { expiresAt: approval, sentTo: row.directorEmail ?? '' } } : {}),
  };
}

/**
 * Every try of an emailed code costs one attempt, taken atomically in the database before the code is compared:
 * the attempts are not part of the row's version, so the cached row must never be the one that counts them.
 */
async function consumeCodeAttempt(deps: Deps, row: StatementRow, column: 'editCodeAttempts' | 'approvalCodeAttempts') {
  const taken = await statementRepo.consumeAttempt(deps.db, row.id, row.version, column);
  if (!taken) throw new ApiError(429, 'CODE_ATTEMPTS_EXCEEDED', 'code_attempts_exceeded');
}
