/**
 * Issue 38's measurement (docs/performance.md "Backup and restore"): the demo data with a real filing (the demo
 * statement paid and submitted through the submit command: XBRL package, Inline XBRL, PDF printed in Chromium,
 * manifest, the embedded receiver's receipt, then accepted), backed up and restored by the documented commands, each
 * timed, then a server started on the restored data directory.
 *
 *   pnpm --filter @dfr/api exec tsx scripts/restore-bench.ts      # PORT (default 4630) for the started server
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { createDeps } from '../src/context';
import { openDatabase } from '../src/db/client';
import { credentialRequests, invoices, statements, submissions } from '../src/db/schema';
import { DEMO_EMAIL, seedDemo } from '../src/demo/seed';
import { loadEnv } from '../src/env';
import { runCommand } from '../src/features/statements/commands';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-restore-bench-'));
const [source, out, restored] = ['source', 'backup', 'restored'].map((d) => path.join(tmp, d)) as [
  string,
  string,
  string,
];
const port = Number(process.env.PORT ?? 4630);

async function seed() {
  const env = loadEnv({ NODE_ENV: 'development', DFR_DATA_DIR: source, DFR_DEMO: 'true', PORT: String(port) });
  const { db, close } = await openDatabase(source);
  const deps = await createDeps(env, db);
  const { userId, entityId, statementId } = await seedDemo(deps);
  const [row] = await db.select().from(statements).where(eq(statements.id, statementId));
  // Approved and paid, the entity connected (each path has its own tests): then the real submit command.
  await db
    .update(statements)
    .set({ stage: 'paid', version: sql`${statements.version} + 1` })
    .where(eq(statements.id, statementId));
  await db.insert(invoices).values({
    id: 'bench-invoice',
    entityId,
    statementId,
    reportingYear: row!.reportingYear,
    number: 'INV-2026-000999',
    date: '2026-01-10',
    amountDue: 400_000,
    currency: 'KHR',
    status: 'paid',
  });
  await db.insert(credentialRequests).values({
    id: 'bench-credential',
    entityId,
    requestedBy: userId,
    registrationNumber: '00012345',
    contactName: DEMO_EMAIL,
    contactEmail: DEMO_EMAIL,
    status: 'approved',
  });
  const [paid] = await db.select().from(statements).where(eq(statements.id, statementId));
  const filed = await runCommand(
    deps,
    { sub: userId, email: DEMO_EMAIL },
    statementId,
    'submit',
    { version: paid!.version, confirm: 'confirm' },
    'en',
  );
  const submissionId = (filed as { submission: { id: string } }).submission.id;
  await db
    .update(submissions)
    .set({ status: 'accepted', decidedAt: new Date().toISOString() })
    .where(eq(submissions.id, submissionId));
  await deps.pdf.close();
  await close();
}

const timed = (label: string, args: string[]) => {
  const started = performance.now();
  execFileSync('pnpm', ['--filter', '@dfr/api', ...args], { cwd: apiDir, stdio: 'inherit' });
  const s = (performance.now() - started) / 1000;
  console.log(`${label}: ${s.toFixed(1)} s`);
  return s;
};

async function startOn(dataDir: string) {
  const started = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DFR_DATA_DIR: dataDir, PORT: String(port), DFR_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) =>
    proc.stdout.on('data', (d: Buffer) => d.toString().includes('DFR is running') && resolve()),
  );
  console.log(`server started on the restored data: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  proc.kill('SIGTERM');
}

await seed();
timed('backup', ['backup', '--out', out, '--data-dir', source]);
const restore = timed('restore', ['restore', '--from', out, '--data-dir', restored]);
await startOn(restored);
console.log(
  `RESULT restore ${restore.toFixed(1)} s (backup folder ${execFileSync('du', ['-sh', out]).toString().split('\t')[0]})`,
);
fs.rmSync(tmp, { recursive: true, force: true });
