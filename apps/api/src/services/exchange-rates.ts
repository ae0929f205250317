import { isRegulator } from '../auth/regulator';
import type { AuthUser } from '../identity';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Deps } from '../context';
import { exchangeRates } from '../db/schema';
import { ApiError, conflict, forbidden, notFound, stale } from '../http/errors';
import { exchangeRateSchema } from '../http/schemas';
import { fieldKeys } from '../http/validate';
import { audit, type DbOrTx, defined, insertUnique, newId, nowIso } from '../repositories/base';

export type RateRow = typeof exchangeRates.$inferSelect;
type RateInput = Omit<typeof exchangeRates.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy'>;

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
 * Official rates are the regulator's data (the national bank publishes them; every entity reads them): only regulator
 * staff write them. An entity's own rates for its statements are the statement's closing and average rates
 * (docs/decisions.md, "Hardening").
 */
function requireRateEditor(user: Pick<AuthUser, 'groups'>) {
  if (!isRegulator(user)) throw forbidden();
}

async function findSame(db: DbOrTx, r: { currency: string; releaseDate: string; rateType: string }) {
  return (
    await db
      .select()
      .from(exchangeRates)
      .where(
        and(
          eq(exchangeRates.currency, r.currency),
          eq(exchangeRates.releaseDate, r.releaseDate),
          eq(exchangeRates.rateType, r.rateType),
        ),
      )
  )[0];
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

export interface RateImportProblem {
  row: number;
  column?: string;
  code: string;
  value?: string;
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

export const rateService = {
  list: (deps: Deps, q: { currency?: string; from?: string; to?: string }) =>
    deps.db
      .select()
      .from(exchangeRates)
      .where(
        and(
          q.currency ? eq(exchangeRates.currency, q.currency) : undefined,
          q.from ? gte(exchangeRates.releaseDate, q.from) : undefined,
          q.to ? lte(exchangeRates.releaseDate, q.to) : undefined,
        ),
      )
      .orderBy(desc(exchangeRates.releaseDate), exchangeRates.currency)
      .limit(1000),

  /** 403 unless the user may edit rates (an admin of some entity). */
  requireEditor: (user: Pick<AuthUser, 'groups'>) => requireRateEditor(user),

  add: async (deps: Deps, user: AuthUser, input: RateInput) => {
    requireRateEditor(user);
    const userId = user.sub;
    if (await findSame(deps.db, { ...input, rateType: input.rateType ?? 'official' })) throw conflict('rate_exists');
    return insertUnique(
      () =>
        deps.db.transaction(async (tx) => {
          const row = (
            await tx
              .insert(exchangeRates)
              .values({ ...input, id: newId(), createdBy: userId })
              .returning()
          )[0]!;
          await audit(tx, {
            actor: userId,
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

  edit: async (deps: Deps, user: AuthUser, id: string, patch: Partial<RateInput> & { version: number }) => {
    requireRateEditor(user);
    const userId = user.sub;
    const before = (await deps.db.select().from(exchangeRates).where(eq(exchangeRates.id, id)))[0];
    if (!before) throw notFound();
    const { version, ...fields } = patch;
    const merged = { ...before, ...defined(fields) };
    const same = await findSame(deps.db, merged);
    if (same && same.id !== id) throw conflict('rate_exists');
    return deps.db.transaction(async (tx) => {
      const after = (
        await tx
          .update(exchangeRates)
          .set({ ...defined(fields), version: version + 1, updatedAt: nowIso() })
          .where(and(eq(exchangeRates.id, id), eq(exchangeRates.version, version)))
          .returning()
      )[0];
      if (!after) throw stale();
      await audit(tx, {
        actor: userId,
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
  importCsv: async (deps: Deps, user: AuthUser, text: string, dryRun: boolean) => {
    requireRateEditor(user);
    const userId = user.sub;
    const { rates, problems } = parseRatesCsv(text);
    if (problems.length)
      throw new ApiError(422, 'IMPORT_PROBLEMS', 'validation_failed', undefined, undefined, { problems });
    if (dryRun) return { dryRun: true, added: 0, updated: 0, rows: rates.length };
    return deps.db.transaction(async (tx) => {
      let added = 0;
      let updated = 0;
      for (const r of rates) {
        const same = await findSame(tx, { ...r, rateType: r.rateType ?? 'official' });
        if (same) {
          await tx
            .update(exchangeRates)
            .set({ ...r, version: same.version + 1, updatedAt: nowIso() })
            .where(eq(exchangeRates.id, same.id));
          updated++;
        } else {
          await tx.insert(exchangeRates).values({ ...r, id: newId(), createdBy: userId });
          added++;
        }
      }
      await audit(tx, {
        actor: userId,
        action: 'rate.import',
        subjectType: 'exchange_rate',
        subjectId: '*',
        after: { added, updated },
      });
      return { dryRun: false, added, updated, rows: rates.length };
    });
  },

  /** The rate that applies on a date: the latest published on or before it (weekends and holidays). */
  on: async (deps: Deps, date: string, currency: string, rateType = 'official') => {
    const row = (
      await deps.db
        .select()
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.currency, currency),
            eq(exchangeRates.rateType, rateType),
            lte(exchangeRates.releaseDate, date),
          ),
        )
        .orderBy(desc(exchangeRates.releaseDate))
        .limit(1)
    )[0];
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'rate_not_found');
    return row;
  },
};
