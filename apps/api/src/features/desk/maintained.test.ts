import { FILED_STAGES, filingDeadline } from '@dfr/statement-engine';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Deps } from '../../context';
import { deskYears, entities, invoices, statements } from '../../db/schema';
import { entityTest } from '../../test/harness';
import { refreshOpenPeriodEnd, statementRepo } from '../statements/repository';
import { transition } from '../statements/transition';
import { entityRepo } from '../entities/repository';
import { deskStatistics, overdueCutoffs } from './lists';
import { refreshYear } from './place.repository';
import { deskRepo } from './repository';
import { statementOfYear } from './testing';

const it = entityTest('OVD-0');

/**
 * The statistics of a year computed from scratch, as they were before the desk kept its facts (issue 32): every
 * statement joined with its entity, the deadline by the engine's rule from the entity's audit requirement now.
 */
async function statisticsFromScratch(deps: Deps, year: number) {
  const all = await deps.db
    .select({ s: statements, e: entities })
    .from(statements)
    .innerJoin(entities, eq(entities.id, statements.entityId));
  const ents = await deps.db.select().from(entities);
  const filed = all.filter(
    ({ s }) => s.reportingYear === year && (FILED_STAGES as readonly string[]).includes(s.stage),
  );
  const onTimeOf = ({ s, e }: (typeof all)[number]) =>
    s.submittedAt !== null && s.submittedAt.slice(0, 10) <= filingDeadline(s.periodEnd, e.auditRequired ?? false)
      ? 1
      : 0;
  const by = (g: 'province' | 'industry' | 'size') => {
    const keys = [...new Set(ents.map((e) => e[g]))];
    return Object.fromEntries(
      keys.map((k) => {
        const here = filed.filter((r) => r.e[g] === k);
        return [
          String(k),
          {
            entities: ents.filter((e) => e[g] === k).length,
            filed: here.length,
            onTime: here.reduce((t, r) => t + onTimeOf(r), 0),
          },
        ];
      }),
    );
  };
  const inv = (await deps.db.select().from(invoices)).filter((i) => i.reportingYear === year);
  const fee = (statuses: string[]) => {
    const rows = inv.filter((i) => statuses.includes(i.status));
    return { count: rows.length, amount: rows.reduce((t, i) => t + i.amountDue, 0) };
  };
  return {
    entities: ents.length,
    filed: filed.length,
    onTime: filed.reduce((t, r) => t + onTimeOf(r), 0),
    byProvince: by('province'),
    byIndustry: by('industry'),
    bySize: by('size'),
    fees: { invoiced: fee(['open', 'paid', 'received']), paid: fee(['paid', 'received']), received: fee(['received']) },
  };
}

/** The figures of `deskStatistics` in the shape of `statisticsFromScratch`. */
async function statisticsKept(deps: Deps, year: number) {
  const s = await deskStatistics(deps, { year });
  const by = (rows: typeof s.byProvince) =>
    Object.fromEntries(rows.map((r) => [String(r.key), { entities: r.entities, filed: r.filed, onTime: r.onTime }]));
  return {
    entities: s.entities,
    filed: s.filed,
    onTime: s.onTime,
    byProvince: by(s.byProvince),
    byIndustry: by(s.byIndustry),
    bySize: by(s.bySize),
    fees: { invoiced: s.fees.invoiced, paid: s.fees.paid, received: s.fees.received },
  };
}

/** A small deterministic generator (mulberry32): the same "random" dataset on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const settings = statementOfYear;

/**
 * Issue 32: the compliance list's "overdue" reads the entity's earliest open period end (`entities.open_period_end`),
 * kept by the statement repository on every insert, stage move and period change. On a random small country, after
 * each kind of write, the column equals its definition and the counts from it equal the counts from the statements.
 */
describe("the desk's maintained figures", () => {
  it('the earliest open period end and the statistics facts follow every write, and count as from scratch', async ({
    world: { h, owner },
  }) => {
    const random = prng(32);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const ids: string[] = [];
    for (let i = 1; i <= 8; i++)
      ids.push(
        await h.entity(owner, `OVD-${i}`, {
          province: pick(['kampot', 'kandal', 'takeo']),
          industry: pick(['construction', 'mining']),
          size: pick(['small', 'medium']),
          auditRequired: random() < 0.4,
        }),
      );
    const statementIds: string[] = [];
    // Open years through the repository's insert; filed-to-be years as a test fixture in `paid` (then moved).
    for (const [e, entityId] of ids.entries())
      for (const year of [2023, 2024, 2025]) {
        if (random() < 0.2) continue;
        const id = `ovd-s-${e}-${year}`;
        statementIds.push(id);
        if (random() < 0.5) await statementRepo.insert(h.deps.db, { id, entityId, ...settings(year) });
        else {
          const [row] = await h.deps.db
            .insert(statements)
            .values({ id, entityId, ...settings(year), stage: 'paid' })
            .returning();
          await refreshOpenPeriodEnd(h.deps.db, entityId);
          await refreshYear(h.deps.db, row!);
        }
      }

    const check = async (when: string) => {
      const rows = await h.deps.db
        .select({ id: entities.id, open: entities.openPeriodEnd })
        .from(entities)
        .where(inArray(entities.id, ids));
      const all = await h.deps.db.select().from(statements).where(inArray(statements.entityId, ids));
      for (const r of rows) {
        const open = all
          .filter((s) => s.entityId === r.id && !(FILED_STAGES as readonly string[]).includes(s.stage))
          .map((s) => s.periodEnd)
          .sort()[0];
        expect(r.open, `${when}: ${r.id}`).toBe(open ?? null);
      }
      for (const today of ['2025-03-01', '2025-08-01', '2026-05-01', '2027-01-01'])
        for (const f of [{}, { province: 'kampot' }, { size: 'medium' as const }]) {
          const cut = overdueCutoffs(today);
          const counted = await deskRepo.complianceCounts(h.deps.db, f, cut);
          const [fromStatements] = await deskRepo.overdueFromStatements(h.deps.db, f, cut);
          expect(counted.overdue, `${when}, ${today}, ${JSON.stringify(f)}`).toBe(Number(fromStatements?.n));
          const page = await deskRepo.compliancePage(h.deps.db, { ...f, overdue: true }, cut, 'entity', {
            offset: 0,
            limit: 100,
          });
          expect(page.length).toBe(counted.overdue);
          // One year's counts (from `desk_years`) against the statements of that year joined with their entities.
          for (const year of [2023, 2024, 2025]) {
            const ofYear = await deskRepo.complianceCounts(h.deps.db, { ...f, year }, cut);
            const [late] = await deskRepo.overdueFromStatements(h.deps.db, { ...f, year }, cut);
            const withYear = await deskRepo.compliancePage(h.deps.db, { ...f, year }, cut, 'entity', {
              offset: 0,
              limit: 100,
            });
            const lateOfYear = await deskRepo.compliancePage(h.deps.db, { ...f, year, overdue: true }, cut, 'entity', {
              offset: 0,
              limit: 100,
            });
            const at = `${when}, ${today}, ${year}, ${JSON.stringify(f)}`;
            expect(ofYear, at).toEqual({ all: withYear.length, overdue: Number(late?.n) });
            expect(lateOfYear.length, at).toBe(ofYear.overdue);
          }
        }
      // The year's copies equal their definition: each statement's year, its entity's place, the period end if open.
      const years = await h.deps.db.select().from(deskYears).where(inArray(deskYears.entityId, ids));
      const ents = await h.deps.db.select().from(entities).where(inArray(entities.id, ids));
      const byId = new Map(ents.map((e) => [e.id, e]));
      const expected = all.map((s) => {
        const e = byId.get(s.entityId)!;
        return {
          statementId: s.id,
          entityId: s.entityId,
          reportingYear: s.reportingYear,
          province: e.province,
          industry: e.industry,
          size: e.size,
          auditRequired: e.auditRequired,
          openPeriodEnd: (FILED_STAGES as readonly string[]).includes(s.stage) ? null : s.periodEnd,
        };
      });
      const order = (a: { statementId: string }, b: { statementId: string }) =>
        a.statementId.localeCompare(b.statementId);
      expect(years.sort(order), `${when}: desk_years`).toEqual(expected.sort(order));
      for (const year of [2023, 2024, 2025])
        expect(await statisticsKept(h.deps, year), `${when}: statistics ${year}`).toEqual(
          await statisticsFromScratch(h.deps, year),
        );
    };
    await check('inserted');

    // Submitted through the transition (open → filed), some rejected back to draft, some accepted.
    const paid = (await h.deps.db.select().from(statements).where(inArray(statements.id, statementIds))).filter(
      (s) => s.stage === 'paid',
    );
    for (const s of paid) {
      if (random() < 0.2) continue;
      await h.deps.db.transaction((tx) =>
        transition(tx, {
          statementId: s.id,
          command: 'submit',
          actor: { id: owner.sub, capabilities: ['submit'] },
          attempt: { confirmed: true },
          // Submitted some day between a year before and after the usual deadlines: some on time, some late.
          patch: {
            submittedBy: owner.sub,
            submittedAt: `${s.reportingYear + 1}-0${1 + Math.floor(random() * 9)}-15T09:00:00.000Z`,
          },
        }),
      );
    }
    await check('submitted');
    for (const s of paid) {
      const command = random() < 0.5 ? 'reject' : 'accept';
      await h.deps.db.transaction((tx) =>
        transition(tx, {
          statementId: s.id,
          command,
          actor: { id: 'desk', capabilities: ['regulate'] },
          whenRefused: 'skip',
        }),
      );
    }
    await check('decided');

    // A period end moved by the statement's settings (a versioned write).
    for (const id of statementIds.filter(() => random() < 0.3)) {
      const row = (await h.deps.db.select().from(statements).where(eq(statements.id, id)))[0]!;
      await statementRepo.updateVersioned(h.deps.db, id, row.version, {
        periodEnd: `${row.reportingYear}-0${1 + Math.floor(random() * 9)}-30`,
      });
    }
    await check('period ends moved');

    // The entities' place and audit requirement change: the facts follow (the on-time share with the deadline).
    for (const id of ids.filter(() => random() < 0.6)) {
      const e = (await entityRepo.byId(h.deps.db, id))!;
      await h.deps.db.transaction((tx) =>
        entityRepo.updateVersioned(tx, id, e.version, {
          province: pick(['kampot', 'kratie']),
          size: pick(['small', 'medium']),
          auditRequired: !e.auditRequired,
        }),
      );
    }
    await check('entities changed');
  });
});
