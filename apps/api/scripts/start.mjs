// `pnpm --filter @dfr/api start`: the API from its compiled build (dist/main.mjs, `pnpm --filter @dfr/api build`), on
// plain Node with source maps (issue 30: no TypeScript compiled at start-up). When the build is missing or older than a
// source file (the API's or a workspace package's), it is built first; processes starting together (the end-to-end
// servers) build once, the others wait for it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(apiDir, 'dist/main.mjs');
const sources = [
  path.join(apiDir, 'src'),
  path.resolve(apiDir, '../../packages/statement-engine/src'),
  path.resolve(apiDir, '../../packages/forms/src'),
];

/** The newest modification time of a file under these folders. */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else latest = Math.max(latest, fs.statSync(p).mtimeMs);
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return latest;
}
const stale = () => !fs.existsSync(built) || fs.statSync(built).mtimeMs < newest(sources);

if (stale()) {
  const lock = path.join(apiDir, '.build-lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another process builds: wait for it (a lock left by a build that died is taken over after two minutes).
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 120_000)
        fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('Waited three minutes for another build of the API.');
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (stale()) execSync('pnpm run build', { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] });
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
    break;
  }
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(built).href);
