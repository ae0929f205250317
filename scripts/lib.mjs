// Shared by the README's two commands. Plain Node, no dependencies: it runs before anything is installed.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const PNPM_VERSION = '12.21.0';
export const isCI = process.env.CI === 'true';

export function log(message) {
  console.log(`\n[dfr] ${message}`);
}

export function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** HAProxy (Debian's), installed with apt-get when missing (the scale-out script and the two-instance test). */
export function ensureHaproxy() {
  return has('haproxy') || (aptInstall(['haproxy']) && has('haproxy'));
}

/** pnpm on PATH, installed through npm when missing. Returns the command prefix to run it. */
export function ensurePnpm() {
  if (has('pnpm')) return 'pnpm';
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && has('pnpm')) return 'pnpm';
  log('global install not possible here; using pnpm through npx');
  return `npx --yes pnpm@${PNPM_VERSION}`;
}

/** Debian's Chromium, Khmer fonts and poppler's PDF tools (the PDF tests read text and pages), installed when missing. */
export function ensureBrowserAndFonts() {
  const chromium = fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const khmerFont = spawnSync('sh', ['-c', 'fc-list 2>/dev/null | grep -qi khmer']).status === 0;
  const poppler = has('pdftotext') && has('pdfinfo');
  if (chromium && khmerFont && poppler) return;
  const packages = [!chromium && 'chromium', !khmerFont && 'fonts-khmeros', !poppler && 'poppler-utils'].filter(
    Boolean,
  );
  if (!aptInstall(packages)) {
    throw new Error(
      `Could not install ${packages.join(' ')}. Install them with apt-get (Debian) and run this command again.`,
    );
  }
}

/** How long an install waits for Debian's package lock held by another install (apt, unattended upgrades). */
export const APT_LOCK_WAIT_SECONDS = 600;

/**
 * Installs Debian packages (as root, or through passwordless sudo). Another install holding Debian's package lock makes
 * apt-get give up at once: it is waited for (apt's own `DPkg::Lock::Timeout` for the dpkg lock; the package lists'
 * lock, which that option does not cover, by trying again every `retrySeconds`), at most `APT_LOCK_WAIT_SECONDS` in all.
 * Returns whether the install succeeded.
 */
export function aptInstall(packages, { waitSeconds = APT_LOCK_WAIT_SECONDS, retrySeconds = 5 } = {}) {
  log(`installing Debian packages: ${packages.join(' ')}`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo -n ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = `-o DPkg::Lock::Timeout=${waitSeconds}`;
  const command = `${sudo}apt-get ${lock} update -qq && ${sudo}apt-get ${lock} install -y -qq ${packages.join(' ')}`;
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    const result = spawnSync('sh', ['-c', command], { stdio: ['ignore', 'inherit', 'pipe'], env, encoding: 'utf8' });
    process.stderr.write(result.stderr ?? '');
    if (result.status === 0) return true;
    if (!isAptLockBusy(result.stderr ?? '') || Date.now() >= deadline) return false;
    log("Debian's package lock is held by another install: waiting for it");
    spawnSync('sleep', [String(retrySeconds)]);
  }
}

/** Whether apt-get failed because another process holds one of Debian's package locks. */
export function isAptLockBusy(stderr) {
  return /Could not get lock|Unable to lock|Unable to acquire the dpkg frontend lock|is another process using it/i.test(
    stderr,
  );
}

/** Runs a shell command with inherited output; resolves to its exit code. */
export function run(command, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runOrExit(command, options = {}) {
  return run(command, options).then((code) => {
    if (code !== 0) {
      console.error(`[dfr] failed (exit ${code}): ${command}`);
      process.exit(code);
    }
  });
}

export function pnpmInstall(pnpm) {
  const frozen = fs.existsSync('pnpm-lock.yaml') ? ' --frozen-lockfile' : '';
  return runOrExit(`${pnpm} install${frozen}`);
}

export function output(command) {
  return execSync(command, { encoding: 'utf8' });
}

/**
 * A private PostgreSQL server (issue 17): Debian's `postgresql` package, installed when missing (as Chromium is), a
 * cluster of its own on a free port. For tests (no `dir`): a throwaway cluster in a temporary directory, tuned for
 * speed (no fsync), removed by `stop`; `DFR_TEST_DATABASE_URL` set: that server is used instead. With `dir` (the
 * scaled-out setup): a durable cluster kept in `dir`, made on first use. Resolves to { url, stop } (`url` names the
 * `postgres` database; create the product's database in it).
 */
export async function ensurePostgres({ dir: keepIn } = {}) {
  if (!keepIn && process.env.DFR_TEST_DATABASE_URL)
    return { url: process.env.DFR_TEST_DATABASE_URL, stop: () => undefined };
  const findBin = () => {
    const root = '/usr/lib/postgresql';
    if (!fs.existsSync(root)) return undefined;
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (fs.existsSync(`${root}/${v}/bin/initdb`)) return `${root}/${v}/bin`;
    return undefined;
  };
  let bin = findBin();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!bin) {
    aptInstall(['postgresql']);
    bin = findBin();
    if (!bin)
      throw new Error('Could not install postgresql. Install it with apt-get (Debian) and run this command again.');
  }
  const os = await import('node:os');
  const net = await import('node:net');
  if (keepIn) fs.mkdirSync(keepIn, { recursive: true });
  const dir = keepIn ?? fs.mkdtempSync(`${os.tmpdir()}/dfr-postgres-`);
  // PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user.
  const as = root ? 'runuser -u postgres -- ' : '';
  if (root) spawnSync('chown', ['-R', 'postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const port = await new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const p = server.address().port;
      server.close(() => resolve(p));
    });
  });
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  if (!fs.existsSync(`${dir}/data/PG_VERSION`)) {
    const init = spawnSync(
      'sh',
      ['-c', `${as}${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C`],
      quiet,
    );
    if (init.status !== 0) throw new Error('initdb failed');
  }
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    ...(keepIn ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=400',
  ].join(' ');
  const started = spawnSync(
    'sh',
    ['-c', `${as}${bin}/pg_ctl -D ${dir}/data -o "${options}" -l ${dir}/server.log -w start`],
    quiet,
  );
  if (started.status !== 0) throw new Error(`PostgreSQL did not start (see ${dir}/server.log)`);
  const stop = () => {
    spawnSync('sh', ['-c', `${as}${bin}/pg_ctl -D ${dir}/data -m ${keepIn ? 'fast' : 'immediate'} -w stop`], {
      stdio: 'ignore',
    });
    if (!keepIn) fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  /** Creates a database on the server unless it exists; resolves to its URL. */
  const database = (name) => {
    spawnSync('sh', ['-c', `${as}${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres ${name}`], { stdio: 'ignore' });
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, database };
}
