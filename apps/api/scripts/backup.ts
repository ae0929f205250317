/**
 * Backup and restore of an installation (issue 38; docs/deployment.md "Backup and restore"):
 *
 *   pnpm --filter @dfr/api backup  --out <folder>                       # while DFR runs
 *   pnpm --filter @dfr/api restore --from <folder> [--data-dir <folder>] # into an empty data directory / database
 *
 * The installation is the one the environment names (DFR_DATA_DIR, default ./data where the command is typed;
 * DFR_DATABASE_URL for PostgreSQL; DFR_S3_* for the object store), as for the server. Relative paths are taken from
 * the folder the command is typed in. Errors are printed in English and Khmer; the exit code is 1.
 */
import path from 'node:path';
import { BackupError, backup, restore } from '../src/backup';
import { loadEnv } from '../src/env';

const USAGE = {
  en: 'Usage: backup --out <folder> [--data-dir <folder>] | restore --from <folder> [--data-dir <folder>]',
  kh: 'របៀបប្រើ៖ backup --out <ថត> [--data-dir <ថត>] | restore --from <ថត> [--data-dir <ថត>]',
};

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const [name, value] = [rest[i]!, rest[i + 1]];
    if (!/^--(out|from|data-dir)$/.test(name) || !value) throw new BackupError(USAGE.en, USAGE.kh);
    flags.set(name.slice(2), value);
  }
  const here = process.env.INIT_CWD ?? process.cwd();
  const dataDir = flags.get('data-dir') ?? process.env.DFR_DATA_DIR ?? 'data';
  const env = loadEnv({ ...process.env, DFR_DATA_DIR: path.resolve(here, dataDir) });
  if (command === 'backup' && flags.has('out') && !flags.has('from'))
    await backup(env, path.resolve(here, flags.get('out')!), console.log);
  else if (command === 'restore' && flags.has('from') && !flags.has('out'))
    await restore(env, path.resolve(here, flags.get('from')!), console.log);
  else throw new BackupError(USAGE.en, USAGE.kh);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof BackupError) console.error(`${e.en}\n${e.kh}`);
  else console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
