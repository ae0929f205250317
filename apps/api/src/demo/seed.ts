import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance } from '@dfr/statement-engine';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { exchangeRates, memberships, noteData, statements, statementTexts, trialBalanceLines } from '../db/schema';
import { REGULATOR_GROUP } from '../auth/regulator';
import { ensureUser } from '../identity';
import { audit, newId } from '../repositories/base';
import { entityRepo, profileRepo } from '../repositories/entities';
import { seedDefaultChart } from '../services/accounts';
import { trialBalanceRepo } from '../services/trial-balance';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo@2026';
/** Regulator staff of the demo (pool group `regulator`): the regulator's desk. */
export const REGULATOR_EMAIL = 'regulator@example.com';
export const REGULATOR_PASSWORD = 'Regulator@2026';
/** Published USD→KHR rates around the demo years' period ends (on weekends the earlier rate applies). */
function demoRates(year: number) {
  const rows: { currency: string; closingRate: number; averageRate: number; releaseDate: string }[] = [];
  for (const y of [year - 1, year]) {
    for (let m = 1; m <= 12; m++) {
      const day = new Date(Date.UTC(y, m, 0)); // last day of month m
      while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
      const base = 4100 + (y - year) * 20 + m;
      rows.push({
        currency: 'USD',
        closingRate: base,
        averageRate: base - 5,
        releaseDate: day.toISOString().slice(0, 10),
      });
    }
  }
  return rows;
}

/**
 * Seeds the demo user, entity (demo user as super admin), exchange rates and a statement with two years of trial
 * balance. Idempotent: running it again changes nothing that exists.
 */
export async function seedDemo(deps: Deps) {
  const { sub } = await ensureUser(deps, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const regulator = await ensureUser(deps, {
    email: REGULATOR_EMAIL,
    password: REGULATOR_PASSWORD,
    groups: [REGULATOR_GROUP],
  });
  await profileRepo.ensure(deps.db, regulator.sub, REGULATOR_EMAIL);
  const { db } = deps;
  await profileRepo.ensure(db, sub, DEMO_EMAIL);
  let entity = await entityRepo.byRegistrationNumber(db, DEMO_ENTITY.registrationNumber);
  if (!entity) {
    entity = await db.transaction(async (tx) => {
      const row = await entityRepo.insert(tx, {
        ...DEMO_ENTITY,
        id: newId(),
        createdBy: sub,
      });
      await tx.insert(memberships).values({
        id: newId(),
        entityId: row.id,
        userId: sub,
        email: DEMO_EMAIL,
        role: 'super_admin',
        status: 'active',
      });
      await seedDefaultChart(tx, row.id, 'crfrf');
      await audit(tx, { actor: 'system', action: 'demo.seed', subjectType: 'entity', subjectId: row.id, after: row });
      return row;
    });
  }
  const year = DEMO_SETTINGS.reportingYear;
  for (const r of demoRates(year))
    await db
      .insert(exchangeRates)
      .values({
        ...r,
        id: newId(),
        rateType: 'official',
        officialReportingRate: r.closingRate,
        dailyRate: r.closingRate,
        createdBy: 'system',
      })
      .onConflictDoNothing();
  let statement = (
    await db
      .select()
      .from(statements)
      .where(and(eq(statements.entityId, entity.id), eq(statements.reportingYear, year)))
  )[0];
  if (!statement) {
    statement = (
      await db
        .insert(statements)
        .values({
          ...DEMO_SETTINGS,
          periodStart: `${year}-01-01`,
          id: newId(),
          entityId: entity.id,
          preparedBy: sub,
          preparedAt: new Date().toISOString(),
        })
        .returning()
    )[0]!;
  }
  const hasLines = (
    await db
      .select({ id: trialBalanceLines.id })
      .from(trialBalanceLines)
      .where(eq(trialBalanceLines.statementId, statement.id))
      .limit(1)
  ).length;
  if (!hasLines) {
    const lines = demoTrialBalance();
    await db.transaction(async (tx) => {
      await trialBalanceRepo.replaceYears(tx, statement.id, [...new Set(lines.map((l) => l.year))], lines);
      await tx.insert(noteData).values({ statementId: statement.id, data: DEMO_NOTES }).onConflictDoNothing();
      await tx.insert(statementTexts).values({ statementId: statement.id, data: DEMO_TEXTS }).onConflictDoNothing();
    });
  }
  return { userId: sub, entityId: entity.id, statementId: statement.id };
}
