/**
 * A country's worth of desk data (issue 32; never part of the demo data): 50,000 entities, 150,000 statements (three
 * financial years each), their submissions, invoices, credential requests and audit rows, written with multi-row
 * inserts inside one transaction per table batch. Measure the desk on it with `desk-bench.ts`.
 *
 *   pnpm --filter @dfr/api seed:country --data-dir /tmp/dfr-country            # SQLite file in that directory
 *   ENTITIES=5000 pnpm --filter @dfr/api seed:country --data-dir /tmp/small      # fewer entities (3 years each)
 *   DFR_DATABASE_URL=postgres://… DFR_DB_DIALECT=postgresql pnpm --filter @dfr/api seed:country
 *
 * The directory must be new or empty of DFR data (registration numbers CTRY-… are unique; a second run refuses).
 */
import path from 'node:path';
import { INDUSTRY_CODES, PROVINCE_CODES } from '@dfr/forms/rules';
import { filingDeadline, STATEMENT_SETTINGS_DEFAULTS } from '@dfr/statement-engine';
import { type Client, createClient } from '@libsql/client';
import { count, getTableColumns, like } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { DIALECT } from '../src/db/schema/dialect';
import {
  auditLog,
  credentialRequests,
  deskFilings,
  deskYears,
  entities,
  invoices,
  statements,
  submissions,
} from '../src/db/schema';

const ENTITIES = Number(process.env.ENTITIES ?? 50_000);
const YEARS = [2023, 2024, 2025];
/** Rows per INSERT: under SQLite's 32,766 bound parameters for the widest table here. */
const CHUNK = 500;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** A deterministic pseudo-random sequence (the same data on every run). */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Provinces weighted as a country is: the capital and a few large provinces hold most entities. */
const PROVINCE_WEIGHTS = PROVINCE_CODES.map((code) =>
  code === 'phnom-penh' ? 40 : ['siem-reap', 'battambang', 'kandal', 'preah-sihanouk'].includes(code) ? 6 : 1,
);
const weightTotal = PROVINCE_WEIGHTS.reduce((a, b) => a + b, 0);
function province(): string {
  let r = random() * weightTotal;
  for (const [i, w] of PROVINCE_WEIGHTS.entries()) {
    r -= w;
    if (r <= 0) return PROVINCE_CODES[i]!;
  }
  return 'phnom-penh';
}

async function main() {
  const dataDir = path.resolve(arg('--data-dir') ?? process.env.DFR_DATA_DIR ?? './data-country');
  const started = performance.now();
  const { db, close } = await openDatabase(dataDir);
  const [existing] = await db.select({ n: count() }).from(entities).where(like(entities.registrationNumber, 'CTRY-%'));
  if (Number(existing?.n ?? 0) > 0) {
    console.error(`${dataDir} already holds the country's data (${existing?.n} entities CTRY-…): use a new directory.`);
    await close();
    process.exit(2);
  }

  type Batch = { table: Parameters<typeof db.insert>[0]; rows: Record<string, unknown>[] };
  const written: Record<string, number> = {};
  // On SQLite the rows go straight to the driver as multi-row INSERTs (the query builder's per-row work was ten
  // times the database's: 1,400 rows a second against 15,000); on PostgreSQL through the query builder.
  let raw: Client | undefined;
  if (DIALECT === 'sqlite') {
    await close();
    raw = createClient({ url: `file:${path.join(dataDir, 'dfr.db')}` });
    await raw.execute('PRAGMA journal_mode = WAL');
  }
  const sqlValue = (v: unknown) =>
    v === undefined || v === null
      ? null
      : typeof v === 'boolean'
        ? v
          ? 1
          : 0
        : typeof v === 'object'
          ? JSON.stringify(v)
          : v;
  /** Writes a batch's rows, CHUNK at a time, in one transaction. */
  async function flush(batch: Batch, name: string) {
    if (batch.rows.length === 0) return;
    if (raw) {
      const columns = getTableColumns(batch.table) as Record<string, { name: string }>;
      const keys = Object.keys(batch.rows[0]!);
      const tableName = (batch.table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
      const head = `insert into "${tableName}" (${keys.map((k) => `"${columns[k]!.name}"`).join(',')}) values `;
      const one = `(${keys.map(() => '?').join(',')})`;
      const tx = await raw.transaction('write');
      for (let i = 0; i < batch.rows.length; i += CHUNK) {
        const chunk = batch.rows.slice(i, i + CHUNK);
        await tx.execute({
          sql: head + chunk.map(() => one).join(','),
          args: chunk.flatMap((r) => keys.map((k) => sqlValue(r[k]))) as (string | number | null)[],
        });
      }
      await tx.commit();
    } else
      await db.transaction(async (tx) => {
        for (let i = 0; i < batch.rows.length; i += CHUNK)
          // biome-ignore lint/suspicious/noExplicitAny: each batch's rows are its table's insert type
          await tx.insert(batch.table).values(batch.rows.slice(i, i + CHUNK) as any);
      });
    written[name] = (written[name] ?? 0) + batch.rows.length;
    if (process.env.SEED_TRACE) console.log(name, batch.rows.length, Math.round(performance.now() - started));
    batch.rows = [];
  }

  const batches = {
    entities: { table: entities, rows: [] } as Batch,
    statements: { table: statements, rows: [] } as Batch,
    deskFilings: { table: deskFilings, rows: [] } as Batch,
    deskYears: { table: deskYears, rows: [] } as Batch,
    submissions: { table: submissions, rows: [] } as Batch,
    invoices: { table: invoices, rows: [] } as Batch,
    credentialRequests: { table: credentialRequests, rows: [] } as Batch,
    auditLog: { table: auditLog, rows: [] } as Batch,
  };
  const flushAll = async () => {
    // Parents first: the statements refer to the entities, the rest to both.
    for (const name of Object.keys(batches) as (keyof typeof batches)[]) await flush(batches[name], name);
  };

  let invoiceNumber = 0;
  for (let e = 0; e < ENTITIES; e++) {
    const id = `ctry-e-${e}`;
    const size = random() < 0.8 ? 'small' : 'medium';
    const auditRequired = size === 'medium' && random() < 0.7;
    const nameEn = `Country Entity ${String(e).padStart(5, '0')} Co., Ltd.`;
    // The desk's copies of the entity's place on its rows (issue 32, src/features/desk/place.ts).
    const place = { province: province(), industry: random() < 0.95 ? pick(INDUSTRY_CODES) : null, size };
    const entityRow: Record<string, unknown> = {
      id,
      nameEn,
      nameKh: `ក្រុមហ៊ុន ${e}`,
      registrationNumber: `CTRY-${String(e).padStart(6, '0')}`,
      legalForm: 'privateLimitedCompany',
      countryOfIncorporation: 'KH',
      ...place,
      auditRequired,
      openPeriodEnd: null,
      createdBy: 'seed',
    };
    batches.entities.rows.push(entityRow);
    const credential = random();
    batches.credentialRequests.rows.push({
      id: `ctry-cr-${e}`,
      entityId: id,
      ...place,
      requestedBy: 'seed',
      registrationNumber: `CTRY-${e}`,
      contactName: 'Seed',
      contactEmail: `entity${e}@example.com`,
      status: credential < 0.9 ? 'approved' : credential < 0.97 ? 'pending' : 'rejected',
      createdAt: `2024-${String(1 + (e % 12)).padStart(2, '0')}-01T00:00:00.000Z`,
    });
    for (const year of YEARS) {
      const statementId = `ctry-s-${e}-${year}`;
      const periodEnd = `${year}-12-31`;
      const deadline = filingDeadline(periodEnd, auditRequired);
      // Older years are mostly filed; the latest year is in progress.
      const filedShare = year === 2025 ? 0.35 : year === 2024 ? 0.8 : 0.93;
      const r = random();
      const filed = r < filedShare;
      const late = random() < 0.2;
      const submittedDay = filed
        ? addDays(deadline, late ? Math.ceil(random() * 60) : -Math.ceil(random() * 80))
        : null;
      const stage = filed
        ? random() < 0.85
          ? 'accepted'
          : 'submitted'
        : pick(['draft', 'draft', 'finalized', 'validated', 'approved', 'paid'] as const);
      // The entity's earliest open period end (issue 32: the desk's overdue filter; statementRepo keeps it).
      const open = entityRow.openPeriodEnd as string | null;
      if (!filed && (open === null || periodEnd < open)) entityRow.openPeriodEnd = periodEnd;
      batches.statements.rows.push({
        id: statementId,
        entityId: id,
        ...STATEMENT_SETTINGS_DEFAULTS,
        reportingYear: year,
        periodStart: `${year}-01-01`,
        periodEnd,
        stage,
        submittedAt: submittedDay ? `${submittedDay}T03:00:00.000Z` : null,
      });
      // The compliance list's copy of the year (issue 32: statementRepo keeps it, src/features/desk/place.repository.ts).
      batches.deskYears.rows.push({
        statementId,
        entityId: id,
        reportingYear: year,
        ...place,
        auditRequired,
        openPeriodEnd: filed ? null : periodEnd,
      });
      if (filed) {
        // The statistics' fact of a filed statement (issue 32: statementRepo keeps it, src/features/desk/place.repository.ts).
        batches.deskFilings.rows.push({
          statementId,
          entityId: id,
          reportingYear: year,
          ...place,
          auditRequired,
          periodEnd,
          submittedDay,
        });
        batches.submissions.rows.push({
          id: `ctry-b-${e}-${year}`,
          statementId,
          entityId: id,
          ...place,
          entityNameEn: nameEn,
          reportingYear: year,
          statementVersion: 1,
          receiptNumber: `EF-CTRY-${e}-${year}`,
          status: stage === 'accepted' ? 'accepted' : 'received',
          submittedBy: 'seed',
          submittedAt: `${submittedDay}T03:00:00.000Z`,
        });
        batches.auditLog.rows.push({
          actor: 'seed',
          action: 'statement.submit',
          subjectType: 'statement',
          subjectId: statementId,
          before: { stage: 'paid' },
          after: { stage: 'submitted' },
          entityId: id,
          statementId,
        });
      }
      if (filed || stage === 'paid' || stage === 'approved') {
        invoiceNumber++;
        const paid = filed || stage === 'paid';
        const status = paid ? (random() < 0.7 ? 'received' : 'paid') : 'open';
        const date = addDays(deadline, -100);
        batches.invoices.rows.push({
          id: `ctry-i-${e}-${year}`,
          entityId: id,
          ...place,
          statementId,
          reportingYear: year,
          number: `INV-CTRY-${String(invoiceNumber).padStart(7, '0')}`,
          date,
          amountDue: size === 'small' ? 400_000 : auditRequired ? 1_600_000 : 1_200_000,
          currency: 'KHR',
          status,
          dueDate: addDays(date, 30),
          paidAt: paid ? `${addDays(date, 10)}T00:00:00.000Z` : null,
          receivedAt: status === 'received' ? `${addDays(date, 15)}T00:00:00.000Z` : null,
        });
      }
    }
    if (batches.statements.rows.length >= 15_000) await flushAll();
  }
  await flushAll();
  if (raw) raw.close();
  else await close();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Seeded ${dataDir} in ${seconds.toFixed(1)} s: ${Object.entries(written)
      .map(([name, n]) => `${n.toLocaleString('en')} ${name}`)
      .join(', ')}.`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
