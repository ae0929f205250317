// Shared by the README's two commands. Plain Node, no dependencies: it runs before anything is installed.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const PNPM_VERSION = '12.21.0';
export const isCI = process.env.CI === 'true';

export function log(message) {
  console.log(`\n[dfr] ${message}`);
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
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
  log(`installing Debian packages: ${packages.join(' ')}`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? '' : 'sudo -n ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    spawnSync('sh', ['-c', `${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${packages.join(' ')}`], {
      stdio: 'inherit',
      env,
    }).status === 0;
  if (!ok) {
    throw new Error(
      `Could not install ${packages.join(' ')}. Install them with apt-get (Debian) and run this command again.`,
    );
  }
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
