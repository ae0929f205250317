import { eq } from 'drizzle-orm';
import { signInForTest } from '../auth/testing';
import { createDeps } from '../context';
import { openTestDatabase } from '../db/testing';
import { statements, trialBalanceLines } from '../db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../demo/seed';
import { loadEnv } from '../env';
import { lineKey } from './big-trial-balance';

/**
 * The demo seeded into a data directory for a child server on `port` (its public URL is the tokens' issuer): the open
 * database (close it before the child starts), the seeded ids and the demo user's token.
 */
export async function seedDemoDataDir(dataDir: string, port: number) {
  const env = loadEnv({ NODE_ENV: 'test', DFR_DATA_DIR: dataDir, DFR_DEMO: 'false', PORT: String(port) });
  const { db, close } = await openTestDatabase(env.dataDir);
  const deps = await createDeps(env, db);
  const seeded = await seedDemo(deps);
  const token = (await signInForTest(deps, DEMO_EMAIL, DEMO_PASSWORD)).accessToken;
  return { db, close, seeded, token };
}

/** A statement's trial balance (its lines as sorted keys) and version on disk, read by a fresh connection. */
export async function trialBalanceOnDisk(dataDir: string, statementId: string) {
  const { db, close } = await openTestDatabase(dataDir);
  const lines = await db.select().from(trialBalanceLines).where(eq(trialBalanceLines.statementId, statementId));
  const [row] = await db.select().from(statements).where(eq(statements.id, statementId));
  close();
  return { keys: lines.map(lineKey).sort(), version: row!.version };
}
