#!/usr/bin/env node
/**
 * Measures the gzipped JavaScript a browser downloads for the first route of the signed-in dashboard (`/overview`):
 * the entry chunk and everything it imports statically, plus the Overview screen's chunk and its static imports.
 * Chunks loaded later on demand (other screens, the MQTT client) are listed separately and not counted.
 *
 *   pnpm --filter @dfr/web build && node apps/web/scripts/bundle-size.mjs [distDir] [--max-kb=N]   (default: bench/budgets.json)
 *
 * Reads Vite's `.vite/manifest.json` (build.manifest is on in vite.config.ts). Exits 1 when over the limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '..', 'dist'));
// The limit: --max-kb, else the guard in bench/budgets.json (the one file of budgets, issue 30).
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../bench/budgets.json'), 'utf8'));
const maxKb = Number(
  args.find((a) => a.startsWith('--max-kb='))?.split('=')[1] ?? budgets.guards['web.first_route_kb'].budget,
);
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the web app first (pnpm --filter @dfr/web build).`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const raw = (file) => fs.statSync(path.join(dist, file)).size;

/** A chunk and every chunk it imports statically (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const overviewKey = Object.keys(manifest).find((k) => /src\/screens\/Overview\/index\.tsx$/.test(k));
if (!entryKey || !overviewKey) {
  console.error('Entry or Overview chunk not found in the manifest.');
  process.exit(2);
}
const firstRoute = closure(overviewKey, closure(entryKey));
const rows = [...firstRoute].map((k) => ({
  chunk: manifest[k].file,
  raw: raw(manifest[k].file),
  gzip: gz(manifest[k].file),
}));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((s, r) => s + r.gzip, 0);
const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
const kb = (n) => (n / 1024).toFixed(1);

console.log('First route of the signed-in dashboard (/overview): JavaScript');
for (const r of rows)
  console.log(`  ${r.chunk.padEnd(48)} ${kb(r.raw).padStart(8)} KB raw ${kb(r.gzip).padStart(7)} KB gzip`);
console.log(
  `  ${'total'.padEnd(48)} ${kb(totalRaw).padStart(8)} KB raw ${kb(total).padStart(7)} KB gzip (limit ${maxKb} KB)`,
);

const later = Object.keys(manifest)
  .filter((k) => !firstRoute.has(k) && manifest[k].file.endsWith('.js'))
  .map((k) => ({ chunk: manifest[k].file, gzip: gz(manifest[k].file) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 5);
console.log('Largest chunks loaded later, on demand:');
for (const r of later) console.log(`  ${r.chunk.padEnd(48)} ${kb(r.gzip).padStart(7)} KB gzip`);

console.log(`@bench web.first_route_kb ${kb(total)}`);
if (total > maxKb * 1024) {
  console.error(`Over the limit: ${kb(total)} KB > ${maxKb} KB.`);
  process.exit(1);
}
