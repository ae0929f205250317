import { filingDeadline, INVOICE_STATUSES } from '@dfr/statement-engine';
import type { Deps } from '../../context';
import { type DeskEntityFilter, deskRepo, type OverdueCutoffs } from './repository';
import { nowIso } from '../../db/repository-base';

const DAY = 86_400_000;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The last period end whose filing deadline (the engine's rule) is before `today`: a year is overdue when it is not
 * filed and its period ended on or before this day. The deadline only grows with the period end, so the days after a
 * safe guess are walked until the next one's deadline is not yet past.
 */
export function lastOverduePeriodEnd(today: string, audited: boolean): string {
  let end = shift(today, -((audited ? 6 : 3) * 31 + 21));
  while (filingDeadline(shift(end, 1), audited) < today) end = shift(end, 1);
  return end;
}

export function overdueCutoffs(today: string): OverdueCutoffs {
  return { unaudited: lastOverduePeriodEnd(today, false), audited: lastOverduePeriodEnd(today, true) };
}

type Group = 'province' | 'industry' | 'size';
const GROUPS: Group[] = ['province', 'industry', 'size'];

/** Sums rows per value of one column (an unset industry or size is `null`). */
function per<T extends Record<Group, string | null>>(rows: T[], group: Group, value: (r: T) => number) {
  const out = new Map<string | null, number>();
  for (const r of rows) out.set(r[group], (out.get(r[group]) ?? 0) + value(r));
  return out;
}

/**
 * The desk's statistics (issue 32) for one financial year: filing rates by province, industry and size (filed
 * statements of the year over registered entities), the share filed by the deadline, and the fees invoiced, paid and
 * received. Four grouped queries; the rest is arithmetic on a few hundred groups.
 */
export async function deskStatistics(deps: Deps, q: { year?: number }) {
  const year = q.year ?? (await deskRepo.latestYear(deps.db)) ?? Number(nowIso().slice(0, 4)) - 1;
  const [entityRows, periods, fees] = await Promise.all([
    deskRepo.entityGroups(deps.db),
    deskRepo.filedPeriods(deps.db, year),
    deskRepo.feeTotals(deps.db, year),
  ]);
  const deadlines = periods.map((p) => ({
    periodEnd: p.periodEnd,
    audited: Number(p.audited) === 1,
    deadline: filingDeadline(p.periodEnd, Number(p.audited) === 1),
  }));
  const filedRows = await deskRepo.filedGroups(deps.db, year, deadlines);
  const rate = (filed: number, of: number) => (of > 0 ? filed / of : 0);
  const by = Object.fromEntries(
    GROUPS.map((g) => {
      const registered = per(entityRows, g, (r) => Number(r.n));
      const filed = per(filedRows, g, (r) => r.n);
      const onTime = per(filedRows, g, (r) => r.onTime);
      return [
        g,
        [...registered.entries()]
          .map(([key, entities]) => ({
            key,
            entities,
            filed: filed.get(key) ?? 0,
            onTime: onTime.get(key) ?? 0,
            filingRate: rate(filed.get(key) ?? 0, entities),
          }))
          .sort((a, b) => b.entities - a.entities || String(a.key).localeCompare(String(b.key))),
      ];
    }),
  ) as Record<Group, { key: string | null; entities: number; filed: number; onTime: number; filingRate: number }[]>;
  const entities = entityRows.reduce((s, r) => s + Number(r.n), 0);
  const filed = filedRows.reduce((s, r) => s + r.n, 0);
  const onTime = filedRows.reduce((s, r) => s + r.onTime, 0);
  const fee = (statuses: readonly string[]) => {
    const rows = fees.filter((f) => statuses.includes(f.status));
    return { count: rows.reduce((s, r) => s + r.n, 0), amount: rows.reduce((s, r) => s + r.amount, 0) };
  };
  return {
    year,
    entities,
    filed,
    filingRate: rate(filed, entities),
    onTime,
    onTimeShare: rate(onTime, filed),
    byProvince: by.province,
    byIndustry: by.industry,
    bySize: by.size,
    fees: {
      currency: 'KHR',
      invoiced: fee(INVOICE_STATUSES),
      paid: fee(['paid', 'received']),
      received: fee(['received']),
    },
  };
}

export type { DeskEntityFilter };
