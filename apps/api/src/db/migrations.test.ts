import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { DIALECT } from './schema/dialect';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The tables and columns of the newest migration snapshot drizzle-kit wrote for a dialect. */
function snapshot(folder: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(apiDir, folder, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.at(-1);
  const file = path.join(apiDir, folder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  const tables = JSON.parse(fs.readFileSync(file, 'utf8')).tables as Record<
    string,
    { name: string; columns: Record<string, unknown> }
  >;
  return Object.fromEntries(Object.values(tables).map((t) => [t.name, Object.keys(t.columns).sort()]));
}

// One schema source, two migration folders: a column added to the schema and generated for one dialect only would
// leave the other's database without it (`pnpm --filter @dfr/api db:generate` generates both).
describe('migrations of both dialects', () => {
  const tables = (Object.values(schema) as unknown[]).filter((t) => is(t, Table)) as Table[];
  const ours = Object.fromEntries(
    tables.map((t) => [
      getTableName(t),
      Object.values(getTableColumns(t))
        .map((c) => c.name)
        .sort(),
    ]),
  );

  it.each([
    ['sqlite', 'drizzle'],
    ['postgresql', 'drizzle-pg'],
  ])('%s migrations (%s) end at the schema', (_dialect, folder) => {
    expect(Object.keys(ours).length).toBeGreaterThan(20);
    expect(snapshot(folder)).toEqual(ours);
  });

  it('builds the tables of the process dialect', () => {
    const accounts = tables.find((t) => getTableName(t) === 'accounts')!;
    const kind = (accounts.constructor as unknown as { [k: symbol]: string })[Symbol.for('drizzle:entityKind')];
    expect(kind ?? '').toBe(DIALECT === 'postgresql' ? 'PgTable' : 'SQLiteTable');
  });
});
