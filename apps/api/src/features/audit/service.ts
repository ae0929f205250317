import { writeCsv, type Lang } from '@dfr/statement-engine';
import { type MessageKey, translate } from '@dfr/forms/rules';
import type { Deps } from '../../context';
import { type AuditFilter, auditRepo } from './repository';
import { requireMember } from '../entities/access';

/** The fields whose change is a change of state (a statement's stage, an invoice's or a request's status, a role). */
const STATE_KEYS = ['stage', 'status', 'role', 'eligible'] as const;

type Row = Awaited<ReturnType<typeof auditRepo.page>>[number];

function field(value: unknown, key: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const v = (value as Record<string, unknown>)[key];
  return v === undefined || v === null ? null : String(v);
}

/** The first state field that changed between the row's before and after (null, null when none did). */
function stateChange(before: unknown, after: unknown): { from: string | null; to: string | null } {
  // A row that creates something (no before) starts a stage or status; its other fields are not changes of state.
  const keys = before ? STATE_KEYS : (['stage', 'status'] as const);
  for (const key of keys) {
    const from = field(before, key);
    const to = field(after, key);
    if (from !== to) return { from, to };
  }
  return { from: null, to: null };
}

/** One row as the trail shows it: who, what, when, on what, and from which state to which (when it changed). */
export function auditView(r: Row) {
  const { from, to } = stateChange(r.before, r.after);
  return {
    id: r.id,
    at: r.at,
    actor: r.actor,
    actorEmail: r.actorEmail ?? null,
    action: r.action,
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    entityId: r.entityId,
    entityNameEn: r.entityNameEn ?? null,
    entityNameKh: r.entityNameKh ?? null,
    statementId: r.statementId,
    reportingYear: r.reportingYear ?? null,
    from,
    to,
  };
}
export type AuditView = ReturnType<typeof auditView>;

/** The CSV's columns, headed in the reader's language (the glossary's terms). */
const CSV_COLUMNS: { header: MessageKey; cell: (v: AuditView) => string | number | null }[] = [
  { header: 'audit_csv_when', cell: (v) => v.at },
  { header: 'audit_csv_person', cell: (v) => v.actorEmail ?? v.actor },
  { header: 'audit_csv_action', cell: (v) => v.action },
  { header: 'audit_csv_entity', cell: (v) => v.entityNameEn ?? v.entityId },
  { header: 'audit_csv_entity_kh', cell: (v) => v.entityNameKh },
  { header: 'audit_csv_year', cell: (v) => v.reportingYear },
  { header: 'audit_csv_subject', cell: (v) => v.subjectType },
  { header: 'audit_csv_subject_id', cell: (v) => v.subjectId },
  { header: 'audit_csv_from', cell: (v) => v.from },
  { header: 'audit_csv_to', cell: (v) => v.to },
];

/** Rows the CSV reads per query: memory stays the same whatever the trail's length. */
const CSV_BATCH = 500;

export interface TrailQuery {
  statementId?: string;
  /** A user id, or a person's e-mail address. */
  person?: string;
  before?: number;
  pageSize: number;
}

async function filterOf(deps: Deps, q: Omit<TrailQuery, 'pageSize'>, entityId?: string): Promise<AuditFilter | null> {
  let actor = q.person;
  if (actor?.includes('@')) {
    actor = await auditRepo.userIdByEmail(deps.db, actor);
    if (!actor) return null;
  }
  return { entityId, statementId: q.statementId, actor, before: q.before };
}

async function page(deps: Deps, filter: AuditFilter | null, pageSize: number) {
  if (!filter) return { rows: [] as AuditView[], next: null };
  const rows = await auditRepo.page(deps.db, filter, pageSize + 1);
  const shown = rows.slice(0, pageSize).map(auditView);
  return { rows: shown, next: rows.length > pageSize ? (shown.at(-1)?.id ?? null) : null };
}

/** Every row of the filter as CSV text, a batch at a time (a pull stream reads the next batch when it is wanted). */
async function* csvChunks(deps: Deps, filter: AuditFilter | null, lang: Lang): AsyncGenerator<string> {
  yield writeCsv([CSV_COLUMNS.map((c) => translate(c.header, lang))]);
  if (!filter) return;
  let before = filter.before;
  for (;;) {
    const rows = await auditRepo.page(deps.db, { ...filter, before }, CSV_BATCH);
    if (rows.length === 0) return;
    // writeCsv neutralises formula-like cells (CSV injection); its BOM belongs to the file's start only.
    yield writeCsv(rows.map((r) => CSV_COLUMNS.map((c) => c.cell(auditView(r))))).slice(1);
    if (rows.length < CSV_BATCH) return;
    before = rows.at(-1)!.id;
  }
}

/**
 * The audit trail (issue 32): an entity's admins read their entity's rows, regulator staff every entity's; both
 * narrow by statement and person and export the same rows as CSV. Regulator callers are checked by the routes.
 */
export const auditService = {
  entityTrail: async (deps: Deps, userId: string, entityId: string, q: TrailQuery) => {
    await requireMember(deps.db, userId, entityId, 'manageEntity');
    const [result, people, statementsOf] = await Promise.all([
      page(deps, await filterOf(deps, q, entityId), q.pageSize),
      auditRepo.actorsOfEntity(deps.db, entityId),
      auditRepo.statementsOfEntity(deps.db, entityId),
    ]);
    return { ...result, people, statements: statementsOf };
  },

  entityCsv: async (deps: Deps, userId: string, entityId: string, q: Omit<TrailQuery, 'pageSize'>, lang: Lang) => {
    await requireMember(deps.db, userId, entityId, 'manageEntity');
    return csvChunks(deps, await filterOf(deps, q, entityId), lang);
  },

  deskTrail: async (deps: Deps, q: TrailQuery & { entityId?: string }) =>
    page(deps, await filterOf(deps, q, q.entityId), q.pageSize),

  deskCsv: async (deps: Deps, q: Omit<TrailQuery, 'pageSize'> & { entityId?: string }, lang: Lang) =>
    csvChunks(deps, await filterOf(deps, q, q.entityId), lang),
};
