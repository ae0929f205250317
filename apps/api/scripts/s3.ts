/**
 * An S3-compatible object store (s3rver, from npm) for trying the scaled-out setup on one machine: every API instance
 * keeps uploads, exports and filing packages in its bucket (`DFR_S3_ENDPOINT`, `DFR_S3_BUCKET`, the keys below).
 *
 *   pnpm --filter @dfr/api exec tsx scripts/s3.ts [port] [directory]
 */
import fs from 'node:fs';
import S3rver from 's3rver';

const port = Number(process.argv[2] ?? 4569);
const directory = process.argv[3] ?? 'data/s3';
fs.mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: 'dfr' }],
});
await server.run();
// s3rver accepts the fixed keys S3RVER / S3RVER.
console.log(`S3-compatible store on http://127.0.0.1:${port} (bucket dfr, keys S3RVER/S3RVER, files in ${directory})`);
