import { isRegulator } from '../auth/regulator';
import type { Deps } from '../context';
import { ApiError, conflict, forbidden, notFound, stale } from '../http/errors';
import type { AuthUser } from '../identity';
import { membershipRepo } from '../repositories/entities';
import { exchangeRateSchema } from '../http/schemas';
import { fieldKeys } from '../http/validate';
import { audit, defined, insertUnique, newId, nowIso } from '../repositories/base';
import { type RateScope, rateRepo } from '../repositories/exchange-rates';
import { can } from './access';
import { parseNbcPublication } from '../rates/nbc';
import type { RateImportProblem, RateInput } from '../rates/types';
import { RetriesExhausted, type RetryOptions, sendWithRetries } from '../http/retry';
import { capProblems } from './trial-balance';

export type { RateImportProblem, RateInput } from '../rates/types';
/** Who acts: the user's `sub` and pool groups (regulator staff write the official rates). */
type Caller = Pick<AuthUser, 'sub' | 'groups'>;
/** Which rates: the official ones (`null`, the regulator's) or one entity's own. */
type Scope = RateScope;

/** Adds or updates rates in one transaction, or refuses them all with every problem by row (422). */
async function saveRates(
  deps: Deps,
  actor: string,
  scope: Scope,
  rates: RateInput[],
  problems: RateImportProblem[],
  dryRun: boolean,
  action: string,
) {
  if (problems.length)
    throw new ApiError(422, 'IMPORT_PROBLEMS', 'validation_failed', undefined, undefined, capProblems(problems));
  if (dryRun) return { dryRun: true, added: 0, updated: 0, rows: rates.length };
  return deps.db.transaction(async (tx) => {
    let added = 0;
    let updated = 0;
    for (const r of rates) {
      const same = await rateRepo.same(tx, scope, { ...r, rateType: r.rateType ?? 'official' });
      if (same) {
        await rateRepo.overwrite(tx, same.id, same.version, r);
        updated++;
      } else {
        await rateRepo.insert(tx, { ...r, id: newId(), createdBy: actor, entityId: scope });
        added++;
      }
    }
    await audit(tx, { actor, action, subjectType: 'exchange_rate', subjectId: '*', after: { added, updated } });
    return { dryRun: false, added, updated, rows: rates.length };
  });
}

/**
 * A rate file of more than `max` lines is refused before it is read (issue 19, finding 3), as trial balances and
 * charts are: one problem, `too_many_lines`, at the first line past the limit.
 */
function refuseLongFile(text: string, max: number) {
  let lines = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < text.length - 1 && lines <= max; i = text.indexOf('\n', i + 1))
    lines++;
  if (lines > max)
    throw new ApiError(422, 'IMPORT_PROBLEMS', 'validation_failed', undefined, undefined, {
      problems: [{ row: max + 1, code: 'too_many_lines', value: String(max) }],
      problemsNotShown: 0,
    });
}

/** CSV columns of an exchange-rate file (header names are case- and space-insensitive). */
export const RATE_COLUMNS = [
  'currency',
  'closing_rate',
  'average_rate',
  'rate_type',
  'official_reporting_rate',
  'monthly_average',
  'daily_rate',
  'release_date',
] as const;

/**
 * Official rates (scope `null`) are the regulator's data: only regulator staff write them. An entity's own rates are
 * written by its admins and super admins; to anyone else the entity's rates do not exist (404, as for an unknown id).
 */
async function requireRateEditor(deps: Deps, caller: Caller, scope: Scope) {
  if (scope === null) {
    if (!isRegulator(caller)) throw forbidden();
    return;
  }
  const membership = await membershipRepo.of(deps.db, scope, caller.sub);
  if (!membership) throw notFound();
  if (!can(membership.role, 'manageEntity')) throw forbidden();
}

/** Reading an entity's own rates needs a membership of it (any role); the official rates are read by everyone. */
async function requireRateReader(deps: Deps, caller: Caller, scope: Scope) {
  if (scope === null) return;
  if (!(await membershipRepo.of(deps.db, scope, caller.sub))) throw notFound();
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((v) => v.trim());
}

/** Parses an exchange-rate CSV; returns the rates and every problem by row and column. */
export function parseRatesCsv(text: string): { rates: RateInput[]; problems: RateImportProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase().replace(/\s+/g, '_'));
  const problems: RateImportProblem[] = [];
  for (const required of ['currency', 'closing_rate', 'average_rate', 'release_date'])
    if (!header.includes(required)) problems.push({ row: 1, column: required, code: 'invalid_headers' });
  if (problems.length) return { rates: [], problems };
  const rates: RateInput[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]!.trim()) continue;
    const cells = splitCsvLine(lines[i]!);
    const get = (c: string) => {
      const v = cells[header.indexOf(c)];
      return v === undefined || v === '' ? undefined : v;
    };
    const num = (c: string) => (get(c) === undefined ? undefined : Number(get(c)!.replace(/,/g, '')));
    const candidate = {
      currency: get('currency')?.toUpperCase(),
      closingRate: num('closing_rate'),
      averageRate: num('average_rate'),
      rateType: get('rate_type') ?? 'official',
      officialReportingRate: num('official_reporting_rate'),
      monthlyAverage: num('monthly_average'),
      dailyRate: num('daily_rate'),
      releaseDate: get('release_date'),
    };
    const parsed = exchangeRateSchema.safeParse(candidate);
    if (!parsed.success) {
      const columns: Record<string, string> = {
        currency: 'currency',
        closingRate: 'closing_rate',
        averageRate: 'average_rate',
        rateType: 'rate_type',
        officialReportingRate: 'official_reporting_rate',
        monthlyAverage: 'monthly_average',
        dailyRate: 'daily_rate',
        releaseDate: 'release_date',
      };
      for (const [path, code] of Object.entries(fieldKeys(parsed.error.issues)))
        problems.push({ row: i + 1, column: columns[path] ?? path, code, value: get(columns[path] ?? path) });
    } else rates.push(parsed.data);
  }
  return { rates, problems };
}

/** Rates an entity may use: the official ones and, with `entityId`, that entity's own. */
export const rateService = {
  list: async (deps: Deps, caller: Caller, q: { currency?: string; from?: string; to?: string; entityId?: string }) => {
    await requireRateReader(deps, caller, q.entityId ?? null);
    return rateRepo.list(deps.db, q);
  },

  /** 403 unless the caller may write rates of the scope (regulator staff for the official ones). */
  requireEditor: (deps: Deps, caller: Caller, scope: Scope) => requireRateEditor(deps, caller, scope),

  add: async (deps: Deps, caller: Caller, scope: Scope, input: RateInput) => {
    await requireRateEditor(deps, caller, scope);
    if (await rateRepo.same(deps.db, scope, { ...input, rateType: input.rateType ?? 'official' }))
      throw conflict('rate_exists');
    return insertUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const row = await rateRepo.insert(tx, { ...input, id: newId(), createdBy: caller.sub, entityId: scope });
          await audit(tx, {
            actor: caller.sub,
            action: 'rate.add',
            subjectType: 'exchange_rate',
            subjectId: row.id,
            after: row,
          });
          return row;
        }),
      () => conflict('rate_exists'),
    );
  },

  edit: async (deps: Deps, caller: Caller, id: string, patch: Partial<RateInput> & { version: number }) => {
    const before = await rateRepo.byId(deps.db, id);
    if (!before) throw notFound();
    const scope = before.entityId ?? null;
    await requireRateEditor(deps, caller, scope);
    const { version, ...fields } = patch;
    const merged = { ...before, ...defined(fields) };
    const same = await rateRepo.same(deps.db, scope, merged);
    if (same && same.id !== id) throw conflict('rate_exists');
    return deps.db.transaction(async (tx) => {
      const after = await rateRepo.updateVersioned(tx, id, version, defined(fields));
      if (!after) throw stale();
      await audit(tx, {
        actor: caller.sub,
        action: 'rate.edit',
        subjectType: 'exchange_rate',
        subjectId: id,
        before,
        after,
      });
      return after;
    });
  },

  /** Imports a CSV: every problem by row, or all rates added/updated in one transaction. */
  importCsv: async (deps: Deps, caller: Caller, scope: Scope, text: string, dryRun: boolean) => {
    await requireRateEditor(deps, caller, scope);
    refuseLongFile(text, deps.env.DFR_IMPORT_MAX_LINES);
    const { rates, problems } = parseRatesCsv(text);
    return saveRates(deps, caller.sub, scope, rates, problems, dryRun, 'rate.import');
  },

  /**
   * Imports the national bank's daily publication (its XML or CSV) as official rates: regulator staff, or the
   * scheduled fetch (`actor` system). Every problem by row, or every rate added or updated, in one transaction.
   */
  importNbc: async (deps: Deps, caller: Caller | 'system', text: string, dryRun: boolean) => {
    if (caller !== 'system') await requireRateEditor(deps, caller, null);
    refuseLongFile(text, deps.env.DFR_IMPORT_MAX_LINES);
    const { rates, problems } = parseNbcPublication(text, nowIso().slice(0, 10));
    return saveRates(
      deps,
      caller === 'system' ? 'system' : caller.sub,
      null,
      rates,
      problems,
      dryRun,
      'rate.import_nbc',
    );
  },

  /** Fetches the publication from DFR_NBC_RATES_URL (retried as any outside call) and imports it. */
  fetchNbc: async (deps: Deps, caller: Caller | 'system', options: RetryOptions = {}) => {
    if (caller !== 'system') await requireRateEditor(deps, caller, null);
    const url = deps.env.DFR_NBC_RATES_URL;
    if (!url) throw new ApiError(409, 'NOT_CONFIGURED', 'nbc_not_configured');
    let text: string;
    try {
      const res = await sendWithRetries(() => new Request(url), options);
      if (!res.ok) throw new RetriesExhausted(`HTTP ${res.status}`);
      text = await res.text();
    } catch (e) {
      if (!(e instanceof RetriesExhausted)) throw e;
      throw new ApiError(502, 'NBC_UNAVAILABLE', 'nbc_unavailable', undefined, undefined, { reason: e.reason });
    }
    return rateService.importNbc(deps, caller, text, false);
  },

  /**
   * The rate that applies on a date: the latest published on or before it (weekends and holidays). With an entity,
   * the entity's own rate of that type when it has one on or before the date, else the official rate.
   */
  on: async (deps: Deps, caller: Caller, date: string, currency: string, rateType = 'official', entityId?: string) => {
    await requireRateReader(deps, caller, entityId ?? null);
    const latest = (scope: Scope) => rateRepo.latestOn(deps.db, scope, currency, rateType, date);
    const row = (entityId ? await latest(entityId) : undefined) ?? (await latest(null));
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'rate_not_found');
    return row;
  },
};
