import type { MappingEvidence } from '@dfr/statement-engine';
import { type StatementStage, type TrialBalance, toTrialBalanceLine } from '@dfr/statement-engine';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, call, callBlob, param } from '../../api/client';
import { refusedImport } from '../../api/errors';
import { getComputed } from '../../api/hooks';
import type { Computed } from '../../api/types';
import { putDirect, type StoredFile } from './directUpload';
import type {
  AccountRecord,
  CommandAnswer,
  DryRunReport,
  ImportProblem,
  JobRecord,
  StatementCommand,
  StatementRecord,
  StoredValidation,
  ValidationResult,
} from './types';

/** The statement routes of the typed client (`AppType`): every call below is typed by the API's own route. */
const entity = api.api.entities[':entityId'];
const statement = api.api.statements[':statementId'];
const account = entity.accounts[':code'];
const ofEntity = (entityId: string) => ({ param: param({ entityId }) });
const ofStatement = (statementId: string) => ({ param: param({ statementId }) });

export async function listStatements(entityId: string): Promise<StatementRecord[]> {
  return (await call(entity.statements.$get(ofEntity(entityId)))).statements;
}

export async function createStatement(
  entityId: string,
  settings: InferRequestType<typeof entity.statements.$post>['json'],
): Promise<StatementRecord> {
  return await call(entity.statements.$post({ ...ofEntity(entityId), json: settings }));
}

export async function getStatement(statementId: string): Promise<StatementRecord> {
  return await call(statement.$get(ofStatement(statementId)));
}

/** Saves settings: an update, so `confirm` is the word the user typed (the API refuses it otherwise). */
export async function patchStatement(
  statementId: string,
  version: number,
  settings: Omit<InferRequestType<typeof statement.$patch>['json'], 'version' | 'confirm'>,
  confirm: string,
): Promise<StatementRecord> {
  return await call(statement.$patch({ ...ofStatement(statementId), json: { ...settings, version, confirm } }));
}

/**
 * Sends a trial-balance file for one year. `dryRun` checks only; otherwise the year's figures are replaced in one
 * transaction: an upload, so the caller asks for the word "confirm" first and passes it. The engine's problems come back as its list,
 * untouched: in the report of a dry run, or in the 422 of a commit whose file has problems.
 */
export async function sendTrialBalance(
  statementId: string,
  file: Blob,
  options: {
    year?: number;
    dryRun: boolean;
    fileName: string;
    version?: number;
    confirm?: string;
    /** The file already put into the object store (`putDirect`): named instead of sent. */
    stored?: StoredFile | null;
  },
): Promise<DryRunReport> {
  const query = {
    dryRun: String(options.dryRun) as 'true' | 'false',
    ...(options.year ? { year: String(options.year) } : {}),
    ...(options.version !== undefined ? { version: String(options.version) } : {}),
    ...(options.confirm !== undefined ? { confirm: options.confirm } : {}),
    ...(options.stored ? options.stored : {}),
  };
  try {
    return await call(
      statement['trial-balance'].$post(
        { ...ofStatement(statementId), query },
        options.stored ? {} : { init: { body: formWith(file, options.fileName) } },
      ),
    );
  } catch (error) {
    const refused = refusedImport<ImportProblem>(error);
    if (!refused) throw error;
    const { problems, notShown } = refused;
    return {
      dryRun: true,
      ok: false,
      problems,
      problemsNotShown: notShown,
      warnings: [],
      warningsNotShown: 0,
      years: [],
      skipped: [],
    };
  }
}

/** The committed trial-balance lines (for recomputing in the browser). */
export async function getTrialBalance(statementId: string): Promise<TrialBalance> {
  return (await call(statement['trial-balance'].$get(ofStatement(statementId)))).lines.map(toTrialBalanceLine);
}

/** The typed figures, per year and concept. */
export async function getManualInput(statementId: string) {
  return (await call(statement['manual-input'].$get(ofStatement(statementId)))).values;
}

/** Saves typed figures of one year: concept → whole amount; null removes a figure. */
export async function putManualInput(
  statementId: string,
  version: number,
  year: number,
  values: Record<string, number | null>,
) {
  return await call(statement['manual-input'].$put({ ...ofStatement(statementId), json: { version, year, values } }));
}

export async function getNotes(statementId: string) {
  return (await call(statement.notes.$get(ofStatement(statementId)))).data;
}

export async function putNotes(
  statementId: string,
  version: number,
  data: InferRequestType<typeof statement.notes.$put>['json']['data'],
) {
  return await call(statement.notes.$put({ ...ofStatement(statementId), json: { version, data } }));
}

export async function getTexts(statementId: string) {
  return (await call(statement.texts.$get(ofStatement(statementId)))).data;
}

export async function putTexts(
  statementId: string,
  version: number,
  data: InferRequestType<typeof statement.texts.$put>['json']['data'],
) {
  return await call(statement.texts.$put({ ...ofStatement(statementId), json: { version, data } }));
}

/** The server's computation (the one saved): facts, rendering model and ratios. */
export { getComputed };
export type { Computed };

/** A field of whichever answer of the union carries it. */
type FieldOf<U, K extends PropertyKey> = U extends { [P in K]?: infer V } ? V : never;
/** What the action bar reads of a command's answer (the statement read with its settings). */
export interface CommandResult {
  statement?: StatementRecord;
  job?: FieldOf<CommandAnswer, 'job'>;
  codeSentTo?: FieldOf<CommandAnswer, 'codeSentTo'>;
  submission?: FieldOf<CommandAnswer, 'submission'>;
}

export async function runCommand(
  statementId: string,
  command: StatementCommand,
  body: InferRequestType<(typeof statement)['commands'][':command']['$post']>['json'],
): Promise<CommandResult> {
  const result = await call(
    statement.commands[':command'].$post({ param: param({ statementId, command }), json: body }),
  );
  return {
    statement: 'statement' in result && result.statement ? result.statement : undefined,
    job: 'job' in result ? result.job : undefined,
    codeSentTo: 'codeSentTo' in result ? result.codeSentTo : undefined,
    submission: 'submission' in result ? result.submission : undefined,
  };
}

export async function getJob(statementId: string, jobId: string): Promise<JobRecord> {
  return call(statement.jobs[':jobId'].$get({ param: param({ statementId, jobId }) }));
}

/** The latest validation result, read into the engine's terms (severity, canFile), or null before the first run. */
export async function getValidation(statementId: string): Promise<ValidationResult | null> {
  return validationResultOf((await call(statement.validation.$get(ofStatement(statementId)))).result);
}

/** The stored result (the API keeps the engine's errors with `type` for their severity) as the screens read it. */
export function validationResultOf(stored: StoredValidation): ValidationResult | null {
  if (!stored) return null;
  const errors = stored.errors
    .map(({ type, ...e }) => ({ ...e, severity: type }))
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'genuine' ? -1 : 1));
  const genuineCount = errors.filter((e) => e.severity === 'genuine').length;
  return {
    canFile: genuineCount === 0,
    sections: [],
    errors,
    genuineCount,
    possibleCount: errors.length - genuineCount,
    validatedAt: stored.createdAt,
    statementVersion: stored.statementVersion,
  } satisfies ValidationResult;
}

/** What a statement exports as: the XBRL package (zip), the Inline XBRL document (xhtml) or the PDF. */
export type ExportKind = 'xbrl' | 'ixbrl' | 'pdf';

/** Downloads one export of a statement through the signed-in client. */
export async function download(statementId: string, kind: ExportKind, fileName: string) {
  const request =
    kind === 'pdf'
      ? statement.pdf.$get({ ...ofStatement(statementId), query: {} })
      : statement[kind].$get(ofStatement(statementId));
  saveBlob(await callBlob(request), fileName);
}

/** Downloads one file an import kept (as uploaded). */
export async function downloadUpload(entityId: string, uploadId: string, fileName: string) {
  saveBlob(await callBlob(entity.uploads[':uploadId'].file.$get({ param: param({ entityId, uploadId }) })), fileName);
}

/** Downloads one file of a filed package (the package as it was sent). */
export async function downloadSubmissionFile(entityId: string, submissionId: string, name: string) {
  const file = entity.submissions[':submissionId'].files[':name'];
  saveBlob(await callBlob(file.$get({ param: param({ entityId, submissionId, name }) })), name);
}

/** Downloads the regulator's receipt of a paid invoice (PDF). */
export async function downloadReceipt(invoiceId: string, fileName: string) {
  saveBlob(await callBlob(api.api.invoices[':invoiceId'].receipt.pdf.$get({ param: param({ invoiceId }) })), fileName);
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

/** What the country's accepted filings say about account names (issue 36): names, concepts and counts only. */
export async function mappingEvidence(): Promise<MappingEvidence[]> {
  return (await call(api.api['mapping-evidence'].$get())).evidence;
}

export async function listAccounts(entityId: string): Promise<AccountRecord[]> {
  return (await call(entity.accounts.$get(ofEntity(entityId)))).accounts;
}

export async function createAccount(entityId: string, body: InferRequestType<typeof entity.accounts.$post>['json']) {
  return call(entity.accounts.$post({ ...ofEntity(entityId), json: body }));
}

export async function patchAccount(
  entityId: string,
  code: string,
  change: InferRequestType<typeof account.$patch>['json'],
) {
  return call(account.$patch({ param: param({ entityId, code }), json: change }));
}

/**
 * Imports a chart file; `confirm` is the word the user typed (an upload: the API refuses it otherwise). The file goes
 * straight to the object store when the API offers it (the embedded store or S3), else to the API.
 */
export async function importAccounts(entityId: string, file: Blob, fileName: string, confirm: string) {
  const stored = await putDirect(entityId, file, fileName);
  return call(
    entity.accounts.import.$post(
      { ...ofEntity(entityId), query: { confirm, ...(stored ?? {}) } },
      stored ? {} : { init: { body: formWith(file, fileName) } },
    ),
  );
}

/** A file as the multipart field `file` the import routes read. */
function formWith(file: Blob, fileName: string) {
  const form = new FormData();
  form.set('file', file, fileName);
  return form;
}

export async function exportAccounts(entityId: string) {
  saveBlob(await callBlob(entity.accounts.export.$get(ofEntity(entityId))), 'chart-of-accounts.csv');
}

/** The files the statement's imports kept: who, when, size and SHA-256. */
export async function listUploads(entityId: string, statementId: string) {
  return (await call(entity.uploads.$get({ ...ofEntity(entityId), query: { statementId } }))).uploads;
}

/** The share links of an accepted statement, and making and revoking one. */
const shares = statement.shares;
export type Share = InferResponseType<typeof shares.$get>['shares'][number];
export const listShares = async (statementId: string) => (await call(shares.$get(ofStatement(statementId)))).shares;
export const createShare = (statementId: string) => call(shares.$post(ofStatement(statementId)));
export const revokeShare = (statementId: string, shareId: string) =>
  call(shares[':shareId'].$delete({ param: param({ statementId, shareId }) }));

/** What a share link shows (the filed statements, nothing else of the entity; the stage as the lifecycle names it). */
export async function openShare(shareId: string) {
  const filing = await call(api.api.public.shares[':shareId'].$get({ param: param({ shareId }) }));
  return { ...filing, statement: { ...filing.statement, stage: filing.statement.stage as StatementStage } };
}
export type PublicFiling = Awaited<ReturnType<typeof openShare>>;

/** What submitting this statement needs, each condition met or not. */
export const getSubmissionConditions = (statementId: string) =>
  call(statement['submission-conditions'].$get(ofStatement(statementId)));
export type SubmissionConditions = Awaited<ReturnType<typeof getSubmissionConditions>>;

/** The entity's submissions with their e-filing receipts and the regulator's answers, and its eligibility. */
export const listSubmissions = (entityId: string) => call(entity.submissions.$get(ofEntity(entityId)));
export type SubmissionsAnswer = Awaited<ReturnType<typeof listSubmissions>>;

/** "Company vs industry": the medians of the industry's accepted filings of the same year. */
export { getIndustryBenchmarks, type IndustryBenchmarks } from '../../api/hooks';
