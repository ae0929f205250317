import {
  type StatementSettings,
  type TrialBalance,
  type TrialBalanceLine,
  toTrialBalanceLine,
} from '@dfr/statement-engine';
import { apiFetch, readJson } from '../../api/client';
import type {
  AccountRecord,
  DryRunReport,
  ImportProblem,
  NoteData,
  StatementCommand,
  StatementRecord,
  StatementTexts,
  ValidationResult,
} from './types';

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Accepts either a bare array or `{ items }` / `{ <key>: [] }` (the list envelope is the API's choice). */
function listOf<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[];
  const record = (body ?? {}) as Record<string, unknown>;
  const list = record[key] ?? record.items ?? record.data;
  return Array.isArray(list) ? (list as T[]) : [];
}

/** Reads a statement whatever its envelope (`{ statement }` or the record) and with settings nested or flat. */
export function normalizeStatement(body: unknown): StatementRecord {
  const raw = ((body as { statement?: unknown })?.statement ?? body) as Record<string, unknown>;
  const settings = settingsOf((raw.settings ?? raw) as Record<string, unknown>);
  return {
    ...(raw as unknown as StatementRecord),
    id: String(raw.id),
    entityId: String(raw.entityId ?? ''),
    reportingYear: Number(raw.reportingYear ?? settings.reportingYear),
    stage: (raw.stage ?? raw.status ?? 'draft') as StatementRecord['stage'],
    version: Number(raw.version ?? 0),
    settings,
  };
}

/** Record fields that are not statement settings (lifecycle, bookkeeping, related data). */
const NOT_SETTINGS = new Set([
  'id',
  'entityId',
  'stage',
  'status',
  'version',
  'createdAt',
  'updatedAt',
  'notes',
  'texts',
  'manualInput',
  'trialBalanceYears',
  'roles',
  'role',
  'pendingCodes',
  'settings',
]);

/** The settings part of a flat statement record, without empty (null) columns. */
function settingsOf(raw: Record<string, unknown>): StatementSettings {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (
      value === null ||
      value === undefined ||
      NOT_SETTINGS.has(key) ||
      /(By|At)$/.test(key) ||
      key.startsWith('editCode')
    )
      continue;
    out[key] = value;
  }
  return out as unknown as StatementSettings;
}

export async function listStatements(entityId: string): Promise<StatementRecord[]> {
  const body = await readJson<unknown>(await apiFetch(`/api/entities/${entityId}/statements`));
  return listOf<unknown>(body, 'statements').map(normalizeStatement);
}

export async function createStatement(entityId: string, settings: StatementSettings): Promise<StatementRecord> {
  const response = await apiFetch(`/api/entities/${entityId}/statements`, { method: 'POST', ...json(settings) });
  return normalizeStatement(await readJson<unknown>(response));
}

export async function getStatement(statementId: string): Promise<StatementRecord> {
  return normalizeStatement(await readJson<unknown>(await apiFetch(`/api/statements/${statementId}`)));
}

export async function patchStatement(
  statementId: string,
  version: number,
  settings: Partial<StatementSettings>,
): Promise<StatementRecord> {
  const response = await apiFetch(`/api/statements/${statementId}`, {
    method: 'PATCH',
    ...json({ ...settings, version }),
  });
  return normalizeStatement(await readJson<unknown>(response));
}

/** Reads a dry-run answer whatever its envelope. */
export function normalizeDryRun(body: unknown): DryRunReport {
  const raw = ((body as { report?: unknown })?.report ?? body ?? {}) as Record<string, unknown>;
  const problems = (raw.problems ?? []) as ImportProblem[];
  return {
    ...(raw as unknown as DryRunReport),
    ok: typeof raw.ok === 'boolean' ? raw.ok : problems.length === 0,
    problems,
    years: Array.isArray(raw.years) ? (raw.years as DryRunReport['years']) : [],
  };
}

/**
 * Sends a trial-balance file for one year. `dryRun` checks only; otherwise the year's figures are replaced in one
 * transaction (the caller asks for "confirm" first when figures exist). A file with problems answers with its report.
 */
export async function sendTrialBalance(
  statementId: string,
  file: Blob,
  options: { year?: number; dryRun: boolean; fileName: string; version?: number },
): Promise<DryRunReport> {
  const params = new URLSearchParams({ dryRun: String(options.dryRun) });
  if (options.year) params.set('year', String(options.year));
  if (options.version !== undefined) params.set('version', String(options.version));
  const form = new FormData();
  form.set('file', file, options.fileName);
  const response = await apiFetch(`/api/statements/${statementId}/trial-balance?${params}`, {
    method: 'POST',
    body: form,
  });
  if (response.status === 422) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: { details?: { problems?: unknown } } } | null;
    const problems = body?.error?.details?.problems;
    if (Array.isArray(problems)) return normalizeDryRun({ ok: false, problems });
  }
  return normalizeDryRun(await readJson<unknown>(response));
}

/** The committed trial-balance lines (for recomputing in the browser). */
export async function getTrialBalance(statementId: string): Promise<TrialBalance> {
  const body = await readJson<{ lines?: (TrialBalanceLine & { accountName?: string | null })[] }>(
    await apiFetch(`/api/statements/${statementId}/trial-balance`),
  );
  return (body.lines ?? []).map(toTrialBalanceLine);
}

/** The typed figures, per year and concept. */
export async function getManualInput(statementId: string): Promise<{ year: number; concept: string; value: number }[]> {
  const body = await readJson<{ values?: { year: number; concept: string; value: number }[] }>(
    await apiFetch(`/api/statements/${statementId}/manual-input`),
  );
  return body.values ?? [];
}

/** Saves typed figures of one year: concept → whole amount; null removes a figure. */
export async function putManualInput(
  statementId: string,
  version: number,
  year: number,
  values: Record<string, number | null>,
) {
  const response = await apiFetch(`/api/statements/${statementId}/manual-input`, {
    method: 'PUT',
    ...json({ version, year, values }),
  });
  return normalizeStatement(await readJson<unknown>(response));
}

export async function getNotes(statementId: string): Promise<NoteData | null> {
  const body = await readJson<{ data?: NoteData | null }>(await apiFetch(`/api/statements/${statementId}/notes`));
  return body.data ?? null;
}

export async function putNotes(statementId: string, version: number, data: NoteData) {
  const response = await apiFetch(`/api/statements/${statementId}/notes`, {
    method: 'PUT',
    ...json({ version, data }),
  });
  return normalizeStatement(await readJson<unknown>(response));
}

export async function getTexts(statementId: string): Promise<StatementTexts | null> {
  const body = await readJson<{ data?: StatementTexts | null }>(await apiFetch(`/api/statements/${statementId}/texts`));
  return body.data ?? null;
}

export async function putTexts(statementId: string, version: number, data: StatementTexts) {
  const response = await apiFetch(`/api/statements/${statementId}/texts`, {
    method: 'PUT',
    ...json({ version, data }),
  });
  return normalizeStatement(await readJson<unknown>(response));
}

/** The server's computation (the one saved): facts, rendering model and ratios. */
export async function getComputed<T = unknown>(statementId: string): Promise<T> {
  return readJson<T>(await apiFetch(`/api/statements/${statementId}/computed`));
}

export interface CommandResult {
  statement?: StatementRecord;
  /** Validation runs as a background job. */
  job?: { id: string; state?: string; progress?: number };
  codeSentTo?: string;
  /** The filing, after `submit`: its e-filing receipt and the package's hash. */
  submission?: { id: string; receiptNumber: string; packageHash: string | null };
}

export async function runCommand(
  statementId: string,
  command: StatementCommand,
  body: { version: number; confirm?: string; code?: string },
): Promise<CommandResult> {
  const response = await apiFetch(`/api/statements/${statementId}/commands/${command}`, {
    method: 'POST',
    ...json(body),
  });
  const result = await readJson<{
    statement?: unknown;
    job?: CommandResult['job'];
    codeSentTo?: string;
    submission?: CommandResult['submission'];
  }>(response);
  return {
    statement: result.statement ? normalizeStatement(result.statement) : undefined,
    job: result.job,
    codeSentTo: result.codeSentTo,
    submission: result.submission,
  };
}

export interface JobRecord {
  id: string;
  state: string;
  progress: number;
  error?: string | null;
}

export async function getJob(statementId: string, jobId: string): Promise<JobRecord> {
  return readJson<JobRecord>(await apiFetch(`/api/statements/${statementId}/jobs/${jobId}`));
}

/** The latest validation result, read into the engine's terms (severity, canFile), or null before the first run. */
export function normalizeValidation(body: unknown): ValidationResult | null {
  const raw = ((body as { result?: unknown })?.result ?? null) as Record<string, unknown> | null;
  if (!raw) return null;
  const errors = ((raw.errors ?? []) as Record<string, unknown>[]).map(
    (e) =>
      ({
        ...e,
        severity: (e.severity ?? e.type ?? 'genuine') as 'genuine' | 'possible',
        section: e.section ?? 'generalInformation',
        elements: (e.elements ?? []) as ValidationResult['errors'][number]['elements'],
      }) as ValidationResult['errors'][number],
  );
  errors.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'genuine' ? -1 : 1));
  const genuineCount = errors.filter((e) => e.severity === 'genuine').length;
  return {
    canFile: genuineCount === 0,
    verdict: raw.verdict as ValidationResult['verdict'],
    sections: [],
    errors,
    genuineCount,
    possibleCount: errors.length - genuineCount,
    validatedAt: (raw.createdAt ?? raw.validatedAt) as string | undefined,
    statementVersion: raw.statementVersion as number | undefined,
  };
}

export async function getValidation(statementId: string): Promise<ValidationResult | null> {
  return normalizeValidation(await readJson<unknown>(await apiFetch(`/api/statements/${statementId}/validation`)));
}

/** Downloads the XBRL package (zip) or the Inline XBRL document (xhtml) through the signed-in fetch. */
export async function download(statementId: string, kind: 'xbrl' | 'ixbrl' | 'pdf', fileName: string) {
  await downloadPath(`/api/statements/${statementId}/${kind}`, fileName);
}

/** Downloads what an API path answers (with the user's token) under a file name; the API's error otherwise. */
export async function downloadPath(path: string, fileName: string) {
  const response = await apiFetch(path);
  if (!response.ok) await readJson(response);
  saveBlob(await response.blob(), fileName);
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function listAccounts(entityId: string): Promise<AccountRecord[]> {
  const body = await readJson<unknown>(await apiFetch(`/api/entities/${entityId}/accounts`));
  return listOf<AccountRecord>(body, 'accounts');
}

export async function createAccount(entityId: string, account: AccountRecord): Promise<AccountRecord> {
  const response = await apiFetch(`/api/entities/${entityId}/accounts`, { method: 'POST', ...json(account) });
  return readJson<AccountRecord>(response);
}

export async function patchAccount(entityId: string, code: string, change: Partial<AccountRecord>) {
  const response = await apiFetch(`/api/entities/${entityId}/accounts/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    ...json(change),
  });
  return readJson<AccountRecord>(response);
}

export async function importAccounts(entityId: string, file: Blob, fileName: string, confirm: string) {
  const form = new FormData();
  form.set('file', file, fileName);
  form.set('confirm', confirm);
  const response = await apiFetch(`/api/entities/${entityId}/accounts/import?confirm=${encodeURIComponent(confirm)}`, {
    method: 'POST',
    body: form,
  });
  return readJson<unknown>(response);
}

export async function exportAccounts(entityId: string) {
  const response = await apiFetch(`/api/entities/${entityId}/accounts/export`);
  if (!response.ok) await readJson(response);
  saveBlob(await response.blob(), 'chart-of-accounts.csv');
}
