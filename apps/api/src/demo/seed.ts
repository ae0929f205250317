import { DEMO_ENTITY, DEMO_NOTES, DEMO_SETTINGS, DEMO_TEXTS, demoTrialBalance, isoDate } from '@dfr/statement-engine';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import {
  exchangeRates,
  invoices,
  memberships,
  noteData,
  receipts,
  statements,
  statementTexts,
  trialBalanceLines,
} from '../db/schema';
import { REGULATOR_GROUP } from '../auth/regulator';
import { ensureUser } from '../identity';
import { audit, newId } from '../db/repository-base';
import { entityRepo, profileRepo } from '../features/entities/repository';
import { ENTITY_CHART_FRAMEWORK } from '@dfr/forms/rules';
import { seedDefaultChart } from '../features/accounts/service';
import { trialBalanceRepo } from '../features/statements/trial-balance.repository';
import { refreshOpenPeriodEnd } from '../features/statements/repository';
import { placeOf, refreshYear } from '../features/desk/place.repository';

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
        releaseDate: isoDate(day),
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
      await seedDefaultChart(tx, row.id, ENTITY_CHART_FRAMEWORK);
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
    await refreshOpenPeriodEnd(db, entity.id);
    await refreshYear(db, statement);
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
  await seedInvoices(db, entity.id, year);
  return { userId: sub, entityId: entity.id, statementId: statement.id };
}

/**
 * The demo's fee history: last year's fee paid by KHQR with its receipt, and the year before still open (overdue), so
 * that the invoices tab shows each state. The current year's invoice comes from approving its statements.
 */
async function seedInvoices(db: Deps['db'], entityId: string, year: number) {
  const paid = {
    id: newId(),
    entityId,
    reportingYear: year - 1,
    number: `INV-${year}-900001`,
    date: `${year}-03-20`,
    amountDue: 400_000,
    currency: 'KHR',
    amountUsd: 97.56,
    exchangeRate: 4100,
    status: 'paid' as const,
    creditTermDays: 30,
    dueDate: `${year}-04-19`,
    paidAt: `${year}-03-24T09:12:00.000Z`,
  };
  const inserted = await db
    .insert(invoices)
    .values({ ...placeOf(entityId), ...paid })
    .onConflictDoNothing()
    .returning();
  if (inserted[0])
    await db
      .insert(receipts)
      .values({
        id: newId(),
        invoiceId: inserted[0].id,
        number: `RCT-${year}-900001`,
        date: `${year}-03-24`,
        amount: 400_000,
        currency: 'KHR',
        payerAccount: 'angkor_trading@abaa',
        transactionHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        md5: '0d3e0b5f3c8a4f1e9b7d2c6a5e4f3b21',
      })
      .onConflictDoNothing();
  await db
    .insert(invoices)
    .values({
      ...placeOf(entityId),
      id: newId(),
      entityId,
      reportingYear: year - 2,
      number: `INV-${year - 1}-900001`,
      date: `${year - 1}-03-10`,
      amountDue: 400_000,
      currency: 'KHR',
      amountUsd: 98.04,
      exchangeRate: 4080,
      status: 'open',
      creditTermDays: 30,
      dueDate: `${year - 1}-04-09`,
    })
    .onConflictDoNothing();
}
