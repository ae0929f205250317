// A refused upload costs about its own size (issue 34, finding 2: a 9.6 MB CSV of one cell was refused after 3.0 s
// and +345 MB of server memory). Measured in a child process, by its peak resident memory, not by time.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);

it('refuses a 9.6 MB one-cell CSV with at most 50 MB of memory beyond the file itself', async () => {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const table = pathToFileURL(path.join(here, 'index.ts')).href;
  const script = `
    import { readTable } from ${JSON.stringify(table)};
    const csv = 'account_code,account_name,year,debit,credit\\n1000,' + 'x'.repeat(9_600_000) + ',2025,1,1\\n';
    const before = process.resourceUsage().maxRSS;
    let code = 'accepted';
    try { readTable(csv); } catch (e) { code = e.code; }
    const grown = (process.resourceUsage().maxRSS - before) * 1024;
    console.log(JSON.stringify({ code, grown, fileBytes: csv.length }));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', tsx, '--input-type=module', '-e', script],
    {
      cwd: here,
    },
  );
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as { code: string; grown: number; fileBytes: number };
  expect(result.code).toBe('cell_too_long');
  expect(result.fileBytes).toBeGreaterThan(9_600_000);
  // The peak resident memory while reading and refusing it grew by less than 50 MB.
  expect(result.grown).toBeLessThan(50 * 1024 * 1024);
}, 30_000);
