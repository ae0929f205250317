// Proves each published package installs and works from its packed tarball in a blank project:
// 1. publint on the packed package; 2. `pnpm pack` (which applies publishConfig); 3. a blank npm project
// installs the three tarballs; 4. each package's `pack-smoke.mjs` runs there against the installed package.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['statement-engine', 'ui', 'forms'];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-pack-'));
const sh = (command, cwd = root) => execSync(command, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });

try {
  const tarballs = [];
  for (const name of packages) {
    const dir = path.join(root, 'packages', name);
    if (!fs.existsSync(path.join(dir, 'dist')))
      throw new Error(`packages/${name} is not built: run pnpm build:packages`);
    sh('node ../../node_modules/publint/src/cli.js --strict --pack pnpm', dir);
    const before = new Set(fs.readdirSync(tmp));
    sh(`pnpm pack --pack-destination ${tmp}`, dir);
    const created = fs.readdirSync(tmp).find((f) => f.endsWith('.tgz') && !before.has(f));
    if (!created) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs.push(path.join(tmp, created));
  }
  const project = path.join(tmp, 'blank');
  fs.mkdirSync(project);
  fs.writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'blank', private: true, type: 'module' }),
  );
  sh(`npm install --no-audit --no-fund --loglevel=error ${tarballs.join(' ')} react@19 react-dom@19`, project);
  for (const name of packages) {
    const smoke = path.join(root, 'packages', name, 'pack-smoke.mjs');
    if (!fs.existsSync(smoke)) throw new Error(`packages/${name}/pack-smoke.mjs is missing`);
    fs.copyFileSync(smoke, path.join(project, `smoke-${name}.mjs`));
    console.log(`[pack-check] ${name}: running its smoke test in a blank project`);
    sh(`node smoke-${name}.mjs`, project);
  }
  console.log('[pack-check] all packages install and work from their tarballs');
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
