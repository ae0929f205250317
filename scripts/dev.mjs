// `pnpm dev`: the API (watching) and Vite's dev server (proxying /api, /mqtt and the identity endpoint to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
const env = { ...process.env, DFR_DATA_DIR: process.env.DFR_DATA_DIR ?? path.resolve('data') };
await Promise.all([run('pnpm --filter @dfr/api dev', { env }), run('pnpm --filter @dfr/web dev')]);
