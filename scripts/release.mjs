// `pnpm release`: publishes the three packages (@dfr/statement-engine, @dfr/ui, @dfr/forms) as they are versioned
// (`pnpm version-packages` applies the changesets first). In order: builds them, runs the packing check
// (scripts/pack-check.mjs), checks each package's would-be tarball (every file its package.json points at, README.md and
// CHANGELOG.md), then `pnpm publish -r` with provenance.
//   pnpm release                  needs NPM_TOKEN (an npm automation token); provenance needs a CI that issues an OIDC
//                                 token (GitHub Actions with `permissions: id-token: write`)
//   pnpm release --dry-run        everything but the upload (no token needed); the test command runs it
//   --no-build                    skips the build and the packing check (the test command has just run both)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const build = !args.has('--no-build');
const packages = ['statement-engine', 'ui', 'forms'];

const fail = (message) => {
  console.error(`[release] ${message}`);
  process.exit(1);
};
const sh = (cmd, cmdArgs, options = {}) =>
  execFileSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });

const token = process.env.NPM_TOKEN;
if (!dryRun && !token)
  fail('NPM_TOKEN is not set: give an npm automation token to publish, or run `pnpm release --dry-run`.');

if (build) {
  sh('pnpm', ['build:packages']);
  sh('node', ['scripts/pack-check.mjs']);
}

/** Every path a published package.json points at (publishConfig applied, as pnpm packs it). */
function pointedAt(manifest) {
  const published = { ...manifest, ...manifest.publishConfig };
  const found = new Set();
  const walk = (value) => {
    if (typeof value === 'string') {
      if (value.startsWith('./')) found.add(value.slice(2));
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  walk(published.exports);
  for (const key of ['main', 'types', 'module']) walk(published[key]);
  walk(typeof published.bin === 'string' ? { bin: published.bin } : published.bin);
  return [...found].filter((p) => !p.includes('*'));
}

const problems = [];
for (const name of packages) {
  const dir = path.join(root, 'packages', name);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const packed = JSON.parse(
    execFileSync('pnpm', ['pack', '--dry-run', '--json'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const files = new Set(packed.files.map((f) => f.path));
  const missing = ['README.md', 'CHANGELOG.md', ...pointedAt(manifest)].filter((p) => !files.has(p));
  if (missing.length) problems.push(`${manifest.name}: the tarball lacks ${missing.join(', ')}`);
  else console.log(`[release] ${manifest.name}@${manifest.version}: ${files.size} files, every pointed-at file packed`);
}
if (problems.length) fail(`not published:\n  ${problems.join('\n  ')}`);

const publish = ['publish', '-r', '--filter', './packages/*', '--access', 'public', '--no-git-checks'];
if (dryRun) {
  sh('pnpm', [...publish, '--dry-run']);
  console.log('[release] dry run: nothing was uploaded');
} else {
  // The token goes in a throwaway npmrc beside the user's, never into the repository.
  const npmrc = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-release-')), '.npmrc');
  fs.writeFileSync(npmrc, `//registry.npmjs.org/:_authToken=${token}\n`, { mode: 0o600 });
  try {
    sh('pnpm', [...publish, '--provenance', '--report-summary'], { env: { NPM_CONFIG_USERCONFIG: npmrc } });
  } finally {
    fs.rmSync(path.dirname(npmrc), { recursive: true, force: true });
  }
}
