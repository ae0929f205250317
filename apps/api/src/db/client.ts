import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzle<typeof schema>>;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens (creating if needed) the SQLite database in the data directory, in WAL mode, and migrates it. */
export async function openDatabase(dataDir: string, fileName = 'dfr.db'): Promise<{ db: Db; close: () => void }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = createClient({ url: `file:${path.join(dataDir, fileName)}` });
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('PRAGMA foreign_keys = ON');
  await client.execute('PRAGMA busy_timeout = 5000');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close() };
}
