import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { loadEnv } from './env';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const env = loadEnv({
    ...process.env,
    DFR_WEB_DIST:
      process.env.DFR_WEB_DIST ??
      (process.env.NODE_ENV === 'production' ? path.resolve(here, '../../web/dist') : undefined),
  });
  const { db } = await openDatabase(env.dataDir);
  const app = createApp({ env, db });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    console.log(`DFR is running at ${env.publicUrl} (port ${info.port}, data in ${env.dataDir})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
