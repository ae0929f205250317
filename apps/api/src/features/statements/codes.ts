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
import type { DbOrTx } from '../../db/repository-base';
import { ApiError, invalid } from '../../http/errors';
import { numericCode } from '../../numeric-code';
import { entityRepo } from '../entities/repository';
import { type StatementRow, statementRepo } from './repository';

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
 * Approval codes are limited per statement (issue 34): no new code while the last one is live and less than a minute
 * old; at most 5 codes an hour; and at most 10 tries an hour over every code together, so a new code never brings
 * fresh guesses (the director's e-mail cannot be flooded, and guessing stays near 10 tries an hour against 10⁶ codes).
 * The hour starts with its first code.
 */
export const APPROVAL_LIMITS = { cooldownMs: 60_000, windowMs: 3_600_000, codesPerWindow: 5, triesPerWindow: 10 };

const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The row fields of a new approval code's limits, or a 429 saying how long to wait. `fresh` is the row as stored now
 * (the tries are counted outside the row's version, so a cached row may not have them).
 */
export function approvalCodeLimits(fresh: StatementRow, now: number): Partial<StatementRow> {
  const L = APPROVAL_LIMITS;
  const windowStart = fresh.approvalCodeWindowStart ? Date.parse(fresh.approvalCodeWindowStart) : Number.NaN;
  const inWindow = Number.isFinite(windowStart) && now < windowStart + L.windowMs;
  const windowLeft = inWindow ? windowStart + L.windowMs - now : 0;
  const live = pendingCodes(fresh, new Date(now).toISOString()).approval !== undefined;
  const sentAt = fresh.approvalCodeSentAt ? Date.parse(fresh.approvalCodeSentAt) : Number.NaN;
  if (live && Number.isFinite(sentAt) && now < sentAt + L.cooldownMs)
    throw new ApiError(429, 'CODE_WAIT', 'code_wait', undefined, {
      seconds: Math.max(1, Math.ceil((sentAt + L.cooldownMs - now) / 1000)),
    });
  if (!inWindow)
    return {
      approvalCodeSentAt: new Date(now).toISOString(),
      approvalCodeWindowStart: new Date(now).toISOString(),
      approvalCodesInWindow: 1,
      approvalTriesInWindow: 0,
    };
  if (fresh.approvalCodesInWindow >= L.codesPerWindow)
    throw new ApiError(429, 'CODE_HOURLY_LIMIT', 'code_hourly_limit', undefined, { minutes: minutesLeft(windowLeft) });
  if (fresh.approvalTriesInWindow >= L.triesPerWindow)
    throw new ApiError(429, 'CODE_TRIES_EXHAUSTED', 'code_tries_exhausted', undefined, {
      minutes: minutesLeft(windowLeft),
    });
  return {
    approvalCodeSentAt: new Date(now).toISOString(),
    approvalCodesInWindow: fresh.approvalCodesInWindow + 1,
    // The new code has the tries the hour has left, never more than its own 5.
    approvalCodeAttempts: Math.min(CODES.approval.tries, L.triesPerWindow - fresh.approvalTriesInWindow),
  };
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
  const taken = await statementRepo.consumeAttempt(
    deps.db,
    row.id,
    row.version,
    column,
    APPROVAL_LIMITS.triesPerWindow,
  );
  if (taken) return;
  // An approval code whose tries are left but whose statement has none left this hour says how long to wait.
  const fresh = column === 'approvalCodeAttempts' ? await statementRepo.byId(deps.db, row.id) : undefined;
  if (fresh && fresh.approvalCodeAttempts > 0 && fresh.approvalTriesInWindow >= APPROVAL_LIMITS.triesPerWindow) {
    const start = Date.parse(fresh.approvalCodeWindowStart ?? '');
    const left = Number.isFinite(start) ? start + APPROVAL_LIMITS.windowMs - Date.now() : APPROVAL_LIMITS.windowMs;
    throw new ApiError(429, 'CODE_TRIES_EXHAUSTED', 'code_tries_exhausted', undefined, { minutes: minutesLeft(left) });
  }
  throw new ApiError(429, 'CODE_ATTEMPTS_EXCEEDED', 'code_attempts_exceeded');
}
