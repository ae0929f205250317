// The data lifecycle (issue 38): no file without its row, nothing kept longer than the retention policy says.
import type { Deps } from '../../context';
import { acquireLease, releaseLease } from '../../leases';
import { audit, newId } from '../../db/repository-base';
import { lifecycleRepo } from './repository';
import { PARTIAL } from '../../storage';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Keys named in a report (and its audit row) at most; the counts are always whole. */
const LISTED = 200;

export interface LifecycleReport {
  /** Files a change that did not commit left behind (no row points at them), by kind. */
  orphans: { uploads: number; exports: number; filings: number; partial: number };
  /** Files the retention policy removed. */
  purged: { filings: string[]; uploads: number; exports: number };
  /** The removed keys (the first LISTED). */
  keys: string[];
}

const emptyReport = (): LifecycleReport => ({
  orphans: { uploads: 0, exports: 0, filings: 0, partial: 0 },
  purged: { filings: [], uploads: 0, exports: 0 },
  keys: [],
});

/** The time `years` calendar years before `now`, as an ISO string. */
function yearsBefore(now: number, years: number) {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString();
}

/**
 * The orphan sweep. Every file is written before the row that points at it (write-then-record), so a file with no row
 * is either being committed now or was left by a change that did not commit; one older than DFR_ORPHAN_GRACE_MINUTES
 * is the latter and is removed:
 * - `uploads/…` with no upload row;
 * - `filings/<submission>/` with no submission and no pending marker (a package with a marker may have reached the
 *   receiver: the start's recovery sends it again or undoes it, services/submissions/recover.ts);
 * - `exports/<entity>/<statement>/…` of a statement that no longer exists;
 * - the folder store's `.partial/` files a stopped process was writing.
 */
async function sweepOrphans(deps: Deps, now: number, report: LifecycleReport) {
  const old = now - deps.env.DFR_ORPHAN_GRACE_MINUTES * MINUTE;
  const remove = async (key: string) => {
    await deps.storage.remove(key);
    if (report.keys.length < LISTED) report.keys.push(key);
  };

  const uploads = (await deps.storage.entries('uploads/')).filter((e) => e.modifiedAt <= old);
  const known = await lifecycleRepo.uploadKeysKnown(
    deps.db,
    uploads.map((e) => e.key),
  );
  for (const e of uploads)
    if (!known.has(e.key)) {
      await remove(e.key);
      report.orphans.uploads++;
    }

  const folders = new Map<string, { newest: number; pending: boolean }>();
  for (const e of await deps.storage.entries('filings/')) {
    const id = e.key.split('/')[1];
    if (!id) continue;
    const f = folders.get(id) ?? { newest: 0, pending: false };
    f.newest = Math.max(f.newest, e.modifiedAt);
    f.pending ||= e.key.endsWith('/.pending.json');
    folders.set(id, f);
  }
  const filed = await lifecycleRepo.submissionsKnown(deps.db, [...folders.keys()]);
  for (const [id, f] of folders)
    if (!filed.has(id) && !f.pending && f.newest <= old) {
      await remove(`filings/${id}/`);
      report.orphans.filings++;
    }

  const exports = (await deps.storage.entries('exports/')).filter((e) => e.modifiedAt <= old);
  const statements = await lifecycleRepo.statementsKnown(deps.db, [
    ...new Set(exports.map((e) => e.key.split('/')[2] ?? '')),
  ]);
  for (const e of exports)
    if (!statements.has(e.key.split('/')[2] ?? '')) {
      await remove(e.key);
      report.orphans.exports++;
    }

  if (deps.storage.kind === 'folder')
    for (const e of await deps.storage.entries(`${PARTIAL}/`))
      if (e.modifiedAt <= old) {
        await remove(e.key);
        report.orphans.partial++;
      }
}

/**
 * The retention policy (docs/deployment.md "Data lifecycle"):
 * - a decided filing's package (accepted or rejected) is kept DFR_FILING_RETENTION_YEARS after the decision, then
 *   its files are removed together with the uploads its statement read before the decision; the submission row (its
 *   receipt number, the package's sha256, the decision) stays, marked `package_purged_at`, with the audit log;
 * - a file imported into a statement (or a chart) is kept DFR_DRAFT_UPLOAD_RETENTION_DAYS, except the newest of its
 *   statement (or entity) and kind, which the current figures came from, and any read before a filing whose package
 *   is kept (those go with the package);
 * - a printed PDF under `exports/` is a cache (printed again when asked): kept DFR_EXPORT_RETENTION_DAYS;
 * - the audit log is never purged.
 */
async function purgeExpired(deps: Deps, now: number, report: LifecycleReport) {
  const at = new Date(now).toISOString();
  const remove = async (key: string) => {
    await deps.storage.remove(key);
    if (report.keys.length < LISTED) report.keys.push(key);
  };

  const rows = await lifecycleRepo.uploadsKept(deps.db);
  const dropped = new Set<string>();
  const dropUpload = async (row: (typeof rows)[number]) => {
    if (dropped.has(row.id)) return;
    dropped.add(row.id);
    // The row first: stopped in between, the file is an orphan the next sweep removes (never a row without its file).
    await lifecycleRepo.removeUpload(deps.db, row.id);
    await remove(row.storageKey);
    report.purged.uploads++;
  };

  for (const s of await lifecycleRepo.decidedBefore(deps.db, yearsBefore(now, deps.env.DFR_FILING_RETENTION_YEARS))) {
    await remove(`filings/${s.id}/`);
    for (const row of rows)
      if (row.statementId === s.statementId && s.decidedAt && row.createdAt < s.decidedAt) await dropUpload(row);
    await lifecycleRepo.markPackagePurged(deps.db, s.id, at);
    report.purged.filings.push(s.id);
  }

  const draftCutoff = new Date(now - deps.env.DFR_DRAFT_UPLOAD_RETENTION_DAYS * DAY).toISOString();
  // A file read before a filing whose package is kept stays with it (also when the statement was reopened since).
  const filed = new Map((await lifecycleRepo.lastFilingOfStatements(deps.db)).map((f) => [f.statementId, f.at]));
  const newest = new Map<string, string>();
  const group = (r: (typeof rows)[number]) => `${r.statementId ?? r.entityId}|${r.kind}`;
  for (const r of rows) if ((newest.get(group(r)) ?? '') < r.createdAt) newest.set(group(r), r.createdAt);
  for (const r of rows)
    if (
      r.createdAt < draftCutoff &&
      !(r.statementId && r.createdAt <= (filed.get(r.statementId) ?? '')) &&
      newest.get(group(r)) !== r.createdAt
    )
      await dropUpload(r);

  const exportCutoff = now - deps.env.DFR_EXPORT_RETENTION_DAYS * DAY;
  for (const e of await deps.storage.entries('exports/'))
    if (e.modifiedAt < exportCutoff) {
      await remove(e.key);
      report.purged.exports++;
    }
}

const total = (r: LifecycleReport) =>
  Object.values(r.orphans).reduce((a, b) => a + b, 0) + r.purged.filings.length + r.purged.uploads + r.purged.exports;

/**
 * One run of the lifecycle: the orphan sweep, then the retention purge. What it removed is logged and, when it removed
 * anything, kept as an audit row (`storage.lifecycle`, actor `system`): the audit log is the record of every purge.
 */
export async function runLifecycle(deps: Deps, now = Date.now(), log: (line: string) => void = console.log) {
  const report = emptyReport();
  await sweepOrphans(deps, now, report);
  await purgeExpired(deps, now, report);
  if (total(report)) {
    await audit(deps.db, {
      actor: 'system',
      action: 'storage.lifecycle',
      subjectType: 'storage',
      subjectId: newId(),
      after: report,
    });
    const { orphans: o, purged: p } = report;
    log(
      `Data lifecycle: removed ${o.uploads + o.exports + o.filings + o.partial} orphaned file(s) ` +
        `(uploads ${o.uploads}, exports ${o.exports}, filing folders ${o.filings}, partial ${o.partial}); ` +
        `purged ${p.filings.length} filing package(s), ${p.uploads} upload(s), ${p.exports} printed PDF(s).`,
    );
  }
  return report;
}

/** How long one run may hold the lifecycle (renewed by nothing: a run that outlives it may overlap another, harmlessly). */
export const LIFECYCLE_RUN_LEASE_MS = 10 * MINUTE;

/**
 * The lifecycle at start and every DFR_LIFECYCLE_HOURS, on one instance at a time. Two leases in the database: one
 * held while a run lasts (released at its end, so a restarted instance sweeps at once after a crash instead of
 * waiting out a dead instance's lease), and one taken by a fresh owner for an interval, so the scheduled run happens
 * once per interval whichever instance's timer fires first. Every step is idempotent (removing what is gone is a
 * no-op), so a run that overlaps another after its lease ran out does no harm.
 */
export function startLifecycle(deps: Deps, log: (line: string) => void = console.log) {
  const everyMs = deps.env.DFR_LIFECYCLE_HOURS * 3_600_000;
  const tick = async (atStart: boolean) => {
    try {
      if (!atStart && !(await acquireLease(deps.db, 'storage.lifecycle.due', newId(), everyMs))) return;
      if (!(await acquireLease(deps.db, 'storage.lifecycle', deps.instanceId, LIFECYCLE_RUN_LEASE_MS))) return;
      try {
        await runLifecycle(deps, Date.now(), log);
      } finally {
        await releaseLease(deps.db, 'storage.lifecycle', deps.instanceId);
      }
    } catch (e) {
      log(`[storage.lifecycle] ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  void tick(true);
  const timer = setInterval(() => void tick(false), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
