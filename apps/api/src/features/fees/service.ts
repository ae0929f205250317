import { type FeeTable, feeOf, feeTableFromPairs } from '@dfr/forms/rules';
import type { Deps } from '../../context';
import { stale } from '../../http/errors';
import { audit, type DbOrTx, newId } from '../../db/repository-base';
import { type FeeScheduleRow, feeRepo } from './repository';

/**
 * The fee schedule in the product (issue 32): versions of the preparation fees per entity size (and audit
 * requirement) from a financial year on. `DFR_FEES_KHR` seeds the first version (from `SEED_FROM_YEAR`, so it covers
 * every year) the first time a fee is needed or the schedule read, and never again; afterwards the schedule is what
 * regulator finance staff wrote. An invoice takes the fee in effect when it is issued and keeps it.
 */
export const SEED_FROM_YEAR = 2000;

/** Writes the first schedule from the environment when there is none (a second writer's insert is a no-op). */
async function ensureSeed(db: DbOrTx, deps: Deps) {
  if (await feeRepo.any(db)) return;
  await feeRepo.insert(db, {
    id: newId(),
    fromYear: SEED_FROM_YEAR,
    version: 1,
    fees: feeTableFromPairs(deps.env.DFR_FEES_KHR),
    createdBy: 'system',
  });
}

/** A schedule version as clients see it. */
const view = (row: FeeScheduleRow, current: boolean) => ({
  id: row.id,
  fromYear: row.fromYear,
  version: row.version,
  fees: row.fees,
  createdBy: row.createdBy,
  createdAt: row.createdAt,
  /** The newest version of its year (an older one is history). */
  current,
});

export const feeService = {
  /** The fee of an entity for a financial year, and the schedule version it comes from. */
  feeFor: async (
    db: DbOrTx,
    deps: Deps,
    year: number,
    entity: { size?: string | null; auditRequired?: boolean | null } | undefined,
  ) => {
    await ensureSeed(db, deps);
    const schedule = (await feeRepo.inEffect(db, year)) ?? (await feeRepo.inEffect(db, SEED_FROM_YEAR));
    if (!schedule) throw new Error('no fee schedule');
    return { amount: feeOf(schedule.fees, entity?.size, entity?.auditRequired), scheduleId: schedule.id };
  },

  /** Every version, newest first, each marked current or history, with the version in effect for a year. */
  list: async (deps: Deps, year = new Date().getUTCFullYear()) => {
    await ensureSeed(deps.db, deps);
    const rows = await feeRepo.all(deps.db);
    const newest = new Map<number, number>();
    for (const r of rows) newest.set(r.fromYear, Math.max(newest.get(r.fromYear) ?? 0, r.version));
    const inEffect = await feeRepo.inEffect(deps.db, year);
    return {
      schedules: rows.map((r) => view(r, newest.get(r.fromYear) === r.version)),
      inEffect: inEffect ? { year, id: inEffect.id } : null,
    };
  },

  /**
   * A new version of a year's schedule, replacing the one the editor read (`version`: 0 when the year has none): a
   * concurrent change makes this one stale (409), never a silent overwrite. Audited with what it replaced.
   */
  change: async (deps: Deps, actor: string, input: { fromYear: number; version: number; fees: FeeTable }) =>
    deps.db.transaction(async (tx) => {
      await ensureSeed(tx, deps);
      const latest = await feeRepo.latestOf(tx, input.fromYear);
      if ((latest?.version ?? 0) !== input.version) throw stale();
      const row = await feeRepo.insert(tx, {
        id: newId(),
        fromYear: input.fromYear,
        version: input.version + 1,
        fees: input.fees,
        createdBy: actor,
      });
      if (!row) throw stale();
      await audit(tx, {
        actor,
        action: 'fee_schedule.change',
        subjectType: 'fee_schedule',
        subjectId: row.id,
        before: latest ? { fromYear: latest.fromYear, version: latest.version, fees: latest.fees } : undefined,
        after: { fromYear: row.fromYear, version: row.version, fees: row.fees },
      });
      return view(row, true);
    }),
};
