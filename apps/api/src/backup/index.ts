import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { dialectOf } from '../db/schema/dialect';
import type { Env } from '../env';
import { createObjectStore } from '../storage';

/**
 * Backup and restore of an installation (issue 38), the same two commands for the embedded default and production:
 * - the database: SQLite's online backup (`VACUUM INTO`, a consistent snapshot while the servers keep running) of the
 *   data directory's `dfr.db` (and the sandbox bank's `sandbox-bank.db` when there is one), or `pg_dump` (custom
 *   format, one consistent snapshot) of `DFR_DATABASE_URL`;
 * - the identity keys of the embedded endpoint (`identity-keys.json`: without them every session and second factor is
 *   lost), when the data directory has them;
 * - the stored files through the configured object store (the data directory's folders or the S3 prefix): uploads and
 *   filing packages (printed PDFs are a cache, printed again when asked).
 * The database is copied first, the files after: every file a copied row points at was written before its row
 * (write-then-record), so it is in the copy; a file written after the snapshot is an orphan there, swept after start.
 * `manifest.json`, written last, lists every file with its size and SHA-256; a restore checks them all first.
 */
export const BACKUP_FORMAT = 'dfr-backup/1';
const MANIFEST = 'manifest.json';
const OBJECTS = 'objects';
/** The object-store prefixes a backup holds. */
export const BACKED_UP_PREFIXES = ['uploads/', 'filings/'] as const;
const SQLITE_FILES = ['dfr.db', 'sandbox-bank.db'];
const KEY_FILES = ['identity-keys.json'];
const PG_DUMP = 'database.pgdump';

export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  dialect: 'sqlite' | 'postgresql';
  /** The database and key files (paths relative to the backup folder). */
  files: BackupFile[];
  /** The stored files: their object-store keys, sizes and SHA-256 (the bytes are under `objects/<key>`). */
  objects: BackupFile[];
}

/** A refusal a person can act on, in English and Khmer (the CLI prints both). */
export class BackupError extends Error {
  constructor(
    readonly en: string,
    readonly kh: string,
  ) {
    super(en);
    this.name = 'BackupError';
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const describe = (root: string, rel: string): BackupFile => {
  const bytes = fs.readFileSync(path.join(root, rel));
  return { path: rel, size: bytes.length, sha256: sha256(bytes) };
};

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const proc = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    proc.on('error', (e) =>
      reject(
        new BackupError(
          `${command} could not be run (${e.message}): install PostgreSQL's client tools.`,
          `មិនអាចដំណើរការ ${command} បានទេ (${e.message})៖ សូមដំឡើងឧបករណ៍អតិថិជនរបស់ PostgreSQL។`,
        ),
      ),
    );
    proc.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed: ${stderr.trim()}`, `${command} បានបរាជ័យ៖ ${stderr.trim()}`)),
    );
  });
}

const sqlString = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Backs the installation `env` describes up into `outDir` (which must be empty or absent). */
export async function backup(env: Env, outDir: string, log: (line: string) => void = () => undefined) {
  const started = Date.now();
  const out = path.resolve(outDir);
  if (fs.existsSync(out) && fs.readdirSync(out).length)
    throw new BackupError(
      `${out} is not empty: back up into a new folder.`,
      `${out} មិនទទេទេ៖ សូមរក្សាទុកច្បាប់ចម្លងបម្រុងក្នុងថតថ្មីមួយ។`,
    );
  fs.mkdirSync(out, { recursive: true });
  const dialect = dialectOf(env.DFR_DATABASE_URL);
  const files: BackupFile[] = [];
  if (dialect === 'postgresql') {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(out, PG_DUMP)}`,
      env.DFR_DATABASE_URL!,
    ]);
    files.push(describe(out, PG_DUMP));
  } else {
    if (!fs.existsSync(path.join(env.dataDir, 'dfr.db')))
      throw new BackupError(
        `There is no database in ${env.dataDir} (DFR_DATA_DIR).`,
        `គ្មានមូលដ្ឋានទិន្នន័យនៅក្នុង ${env.dataDir} (DFR_DATA_DIR) ទេ។`,
      );
    for (const name of SQLITE_FILES) {
      if (!fs.existsSync(path.join(env.dataDir, name))) continue;
      const client = createClient({ url: `file:${path.join(env.dataDir, name)}` });
      try {
        await client.execute('PRAGMA busy_timeout = 5000');
        await client.execute(`VACUUM INTO ${sqlString(path.join(out, name))}`);
      } finally {
        client.close();
      }
      files.push(describe(out, name));
    }
  }
  for (const name of KEY_FILES)
    if (fs.existsSync(path.join(env.dataDir, name))) {
      fs.copyFileSync(path.join(env.dataDir, name), path.join(out, name));
      fs.chmodSync(path.join(out, name), 0o600);
      files.push(describe(out, name));
    }
  const store = createObjectStore(env);
  const objects: BackupFile[] = [];
  for (const prefix of BACKED_UP_PREFIXES)
    for (const key of await store.list(prefix)) {
      const bytes = await store.get(key);
      if (!bytes) continue; // removed since it was listed (a refused import, the retention purge)
      const target = path.join(out, OBJECTS, ...key.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
      objects.push({ path: key, size: bytes.length, sha256: sha256(bytes) });
    }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date(started).toISOString(),
    dialect,
    files,
    objects,
  };
  fs.writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  log(
    `Backed up the ${dialect === 'postgresql' ? 'PostgreSQL' : 'SQLite'} database and ${objects.length} stored file(s) into ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return manifest;
}

/** The backup's manifest, every file checked against its size and SHA-256. */
export function readBackup(fromDir: string): BackupManifest {
  const from = path.resolve(fromDir);
  const file = path.join(from, MANIFEST);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(
      `${from} holds no backup (${MANIFEST} is missing or unreadable).`,
      `${from} មិនមានច្បាប់ចម្លងបម្រុងទេ (${MANIFEST} បាត់ ឬអានមិនបាន)។`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(
      `${from} is a backup of another format (${String(manifest.format)}).`,
      `${from} ជាច្បាប់ចម្លងបម្រុងនៃទម្រង់ផ្សេង (${String(manifest.format)})។`,
    );
  const check = (f: BackupFile, full: string) => {
    const bytes = fs.existsSync(full) ? fs.readFileSync(full) : undefined;
    if (!bytes || bytes.length !== f.size || sha256(bytes) !== f.sha256)
      throw new BackupError(
        `The backup is damaged: ${f.path} is missing or does not match its SHA-256. Nothing was restored.`,
        `ច្បាប់ចម្លងបម្រុងខូច៖ ${f.path} បាត់ ឬមិនត្រូវនឹង SHA-256 របស់វា។ គ្មានអ្វីត្រូវបានស្ដារទេ។`,
      );
  };
  for (const f of manifest.files) check(f, path.join(from, f.path));
  for (const o of manifest.objects) check(o, path.join(from, OBJECTS, ...o.path.split('/')));
  return manifest;
}

/**
 * Restores a backup into the installation `env` describes: its data directory (which must hold no database) or its
 * PostgreSQL database (which must be empty), and its object store. Everything is checked before anything is written.
 */
export async function restore(env: Env, fromDir: string, log: (line: string) => void = () => undefined) {
  const started = Date.now();
  const from = path.resolve(fromDir);
  const manifest = readBackup(from);
  const dialect = dialectOf(env.DFR_DATABASE_URL);
  if (manifest.dialect !== dialect)
    throw new BackupError(
      `This backup is of a ${manifest.dialect} database; the configuration names ${dialect} (DFR_DATABASE_URL).`,
      `ច្បាប់ចម្លងបម្រុងនេះជារបស់មូលដ្ឋានទិន្នន័យ ${manifest.dialect}; ការកំណត់រចនាសម្ព័ន្ធចង្អុលទៅ ${dialect} (DFR_DATABASE_URL)។`,
    );
  if (dialect === 'postgresql') {
    const client = new pg.Client({ connectionString: env.DFR_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      if (rows[0].n > 0)
        throw new BackupError(
          'The database DFR_DATABASE_URL names is not empty: restore into a new, empty database.',
          'មូលដ្ឋានទិន្នន័យដែល DFR_DATABASE_URL ចង្អុលទៅមិនទទេទេ៖ សូមស្ដារទៅក្នុងមូលដ្ឋានទិន្នន័យថ្មីដែលទទេ។',
        );
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${env.DFR_DATABASE_URL!}`,
      path.join(from, PG_DUMP),
    ]);
  } else if (fs.existsSync(path.join(env.dataDir, 'dfr.db')))
    throw new BackupError(
      `${env.dataDir} already holds a database: restore into an empty data directory.`,
      `${env.dataDir} មានមូលដ្ឋានទិន្នន័យរួចហើយ៖ សូមស្ដារទៅក្នុងថតទិន្នន័យដែលទទេ។`,
    );
  const store = createObjectStore(env);
  if (store.kind === 's3')
    for (const prefix of BACKED_UP_PREFIXES)
      if ((await store.list(prefix)).length)
        throw new BackupError(
          `The object store (DFR_S3_BUCKET, DFR_S3_PREFIX) already holds ${prefix} files: restore into an empty prefix.`,
          `កន្លែងផ្ទុកឯកសារ (DFR_S3_BUCKET, DFR_S3_PREFIX) មានឯកសារ ${prefix} រួចហើយ៖ សូមស្ដារទៅក្នុង prefix ដែលទទេ។`,
        );
  fs.mkdirSync(env.dataDir, { recursive: true });
  for (const f of manifest.files) {
    if (f.path === PG_DUMP) continue;
    const target = path.join(env.dataDir, f.path);
    fs.copyFileSync(path.join(from, f.path), target);
    if (KEY_FILES.includes(f.path)) fs.chmodSync(target, 0o600);
  }
  for (const o of manifest.objects)
    await store.put(o.path, fs.readFileSync(path.join(from, OBJECTS, ...o.path.split('/'))));
  log(
    `Restored the ${dialect === 'postgresql' ? 'PostgreSQL' : 'SQLite'} database and ${manifest.objects.length} stored file(s) from ${from} in ${((Date.now() - started) / 1000).toFixed(1)} s; start DFR on it as usual.`,
  );
  return manifest;
}
