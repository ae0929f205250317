import type { RateType } from '@dfr/forms/rules';
import type { Deps } from '../../context';
import { ApiError, conflict, importProblems, notFound, stale } from '../../http/errors';
import { audit, defined, insertUnique, newId, nowIso } from '../../db/repository-base';
import { rateRepo } from './repository';
import { parseNbcPublication } from '../../rates/nbc';
import type { RateImportProblem, RateInput } from '../../rates/types';
import { RetriesExhausted, type RetryOptions, sendWithRetries } from '../../retry';
import { fieldKeys } from '../../http/validate';
import { capProblems } from '../statements/trial-balance';
import { type Caller, requireRateEditor, requireRateReader, type Scope } from './access';
import { parseRatesCsv, refuseLongFile } from './csv';

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
  if (problems.length) throw importProblems('validation_failed', capProblems(problems));
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
    const { rates, problems } = parseNbcPublication(text, fieldKeys, nowIso().slice(0, 10));
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
  on: async (
    deps: Deps,
    caller: Caller,
    date: string,
    currency: string,
    rateType: RateType = 'official',
    entityId?: string,
  ) => {
    await requireRateReader(deps, caller, entityId ?? null);
    const latest = (scope: Scope) => rateRepo.latestOn(deps.db, scope, currency, rateType, date);
    const row = (entityId ? await latest(entityId) : undefined) ?? (await latest(null));
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'rate_not_found');
    return row;
  },
};
