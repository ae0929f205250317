import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { is, Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { type Db, openDatabase } from './client';
import * as schema from './schema';
import { DIALECT } from './schema/dialect';

/**
 * Tests' databases. On SQLite (the default) a test's database is the file in its temporary data directory. When the
 * tests run on PostgreSQL (`DFR_DB_DIALECT=postgresql DFR_TEST_DATABASE_URL=postgres://…/postgres`, as the test
 * command's second API run does), each data directory gets a database of its own on that server, created on first
 * use; its URL is kept in the directory so every later open (a fresh connection, a child server) finds it.
 */
const URL_FILE = 'postgres-url';
let admin: pg.Pool | undefined;

export async function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (DIALECT === 'sqlite') return undefined;
  const file = path.join(dataDir, URL_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const server = process.env.DFR_TEST_DATABASE_URL;
  if (!server)
    throw new Error(
      'Tests on PostgreSQL need DFR_TEST_DATABASE_URL (a server URL with the right to create databases).',
    );
  admin ??= new pg.Pool({ connectionString: server, max: 1 });
  const name = `dfr_test_${randomBytes(8).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, url.toString());
  return url.toString();
}

/** The test database of a data directory, migrated (see `testDatabaseUrl`). */
export async function openTestDatabase(dataDir: string) {
  return openDatabase(dataDir, { url: await testDatabaseUrl(dataDir) });
}

/** The environment a child server needs to open the same database as the test (empty on SQLite). */
export async function testDatabaseEnv(dataDir: string): Promise<Record<string, string>> {
  const url = await testDatabaseUrl(dataDir);
  return url ? { DFR_DATABASE_URL: url } : {};
}

/**
 * Everything the database holds, as text, for tests that look for secrets at rest: every row of every table, and on
 * SQLite the file's and its write-ahead log's bytes too (free pages included).
 */
export async function databaseDump(db: Db, dataDir: string): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((t) => is(t, Table)) as SQLiteTable[];
  const rows = await Promise.all(tables.map((t) => db.select().from(t)));
  let dump = JSON.stringify(rows);
  if (DIALECT === 'sqlite') {
    for (const file of ['dfr.db', 'dfr.db-wal']) {
      const full = path.join(dataDir, file);
      if (fs.existsSync(full)) dump += fs.readFileSync(full).toString('latin1');
    }
  }
  return dump;
}
