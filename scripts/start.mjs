// The README's first command: install what is needed, build the web app, and start the whole product
// (API + web on one port, migrated, with demo data; the API prints the URL and the demo credentials).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowserAndFonts, ensurePnpm, log, pnpmInstall, runOrExit } from './lib.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const pnpm = ensurePnpm();
// PDF downloads print with Debian's Chromium (Khmer fonts shape Khmer); the product starts without them.
try {
  ensureBrowserAndFonts();
} catch (error) {
  log(`${error instanceof Error ? error.message : error} PDF downloads will not work until then.`);
}
await pnpmInstall(pnpm);
log('building the web app');
await runOrExit(`${pnpm} --filter @dfr/web build`);
// The API runs compiled (plain Node on JavaScript with source maps), not through tsx (issue 30).
log('building the API');
await runOrExit(`${pnpm} --filter @dfr/api build`);
log('starting DFR (Ctrl+C stops it)');
await runOrExit(`${pnpm} --filter @dfr/api start`, {
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '3000',
    DFR_DATA_DIR: process.env.DFR_DATA_DIR ?? path.resolve('data'),
  },
});
