import type { TrialBalanceLine } from '@dfr/statement-engine';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { exchangeRates, memberships, statements, trialBalanceLines } from '../db/schema';
import { ensureUser } from '../identity';
import { audit, newId } from '../repositories/base';
import { entityRepo, profileRepo } from '../repositories/entities';
import { seedDefaultChart } from '../services/accounts';
import { engineFn } from '../services/engine';
import { trialBalanceRepo } from '../services/trial-balance';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ENTITY = {
  nameEn: 'Angkor Trading Co., Ltd.',
  nameKh: 'ក្រុមហ៊ុន អង្គរ ត្រេឌីង ឯ.ក',
  registrationNumber: '00012345',
  vatTin: 'K001-901234567',
  legalForm: 'privateLimitedCompany',
  countryOfIncorporation: 'KH',
  registeredOfficeEn: 'No. 12, Street 102, Wat Phnom, Daun Penh, Phnom Penh',
  registeredOfficeKh: 'ផ្ទះលេខ ១២ ផ្លូវ ១០២ សង្កាត់វត្តភ្នំ ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ',
  principalPlaceOfBusiness: 'Phnom Penh',
  natureOfOperations: 'Wholesale and retail trade of consumer goods',
  industry: 'Wholesale and retail trade',
  sector: 'Private',
  registeredCapital: 400_000_000,
  province: 'phnom-penh',
  size: 'small',
  auditRequired: false,
  sdgs: [8, 9, 12],
} as const;

/** The demo year: the last complete calendar year. */
export function demoYear(today = new Date()) {
  return today.getUTCFullYear() - 1;
}

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

/** The engine's demo trial balance for two years (adapter: empty until the engine exports `demoTrialBalance`). */
function demoTrialBalance(year: number): TrialBalanceLine[] {
  const fn =
    engineFn<(opts?: Record<string, unknown>) => TrialBalanceLine[] | { lines: TrialBalanceLine[] }>(
      'demoTrialBalance',
    );
  if (!fn) return [];
  const result = fn({ year, framework: 'crfrf' });
  return Array.isArray(result) ? result : result.lines;
}

/**
 * Seeds the demo user, entity (demo user as super admin), exchange rates and a statement with two years of trial
 * balance. Idempotent: running it again changes nothing that exists.
 */
export async function seedDemo(deps: Deps, today = new Date()) {
  const { sub } = await ensureUser(deps, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const { db } = deps;
  await profileRepo.ensure(db, sub, DEMO_EMAIL);
  let entity = await entityRepo.byRegistrationNumber(db, DEMO_ENTITY.registrationNumber);
  if (!entity) {
    entity = await db.transaction(async (tx) => {
      const row = await entityRepo.insert(tx, {
        ...DEMO_ENTITY,
        sdgs: [...DEMO_ENTITY.sdgs],
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
  const year = demoYear(today);
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
          id: newId(),
          entityId: entity.id,
          framework: 'crfrf',
          reportingYear: year,
          periodStart: `${year}-01-01`,
          periodEnd: `${year}-12-31`,
          presentationCurrency: 'KHR',
          functionalCurrency: 'KHR',
          rounding: 'thousands',
          sfpType: 'current-noncurrent',
          plType: 'function',
          cashFlowType: 'indirect',
          preparationMethod: 'manual',
          directorNameEn: 'Sok Dara',
          directorNameKh: 'សុខ ដារា',
          directorEmail: DEMO_EMAIL,
          goingConcern: true,
          trueAndFairView: true,
          abilityToPayDebts: true,
          audited: false,
          reportingLanguage: 'en',
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
    const lines = demoTrialBalance(year);
    if (lines.length)
      await db.transaction((tx) =>
        trialBalanceRepo.replaceYears(tx, statement.id, [...new Set(lines.map((l) => l.year))], lines),
      );
  }
  return { userId: sub, entityId: entity.id, statementId: statement.id };
}
