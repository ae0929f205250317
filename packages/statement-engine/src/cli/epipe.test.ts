// A reader that stops early (`dfr-statements validate … | head`) ends the command quietly (issue 34).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';
import { DEMO_ENTITY, DEMO_SETTINGS, demoTrialBalance } from '../demo';
import { buildStatements } from '../statements';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-epipe-'));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('prints no stack trace and exits 0 when the pipe it writes to is closed', async () => {
  const set = buildStatements({ settings: DEMO_SETTINGS, trialBalance: demoTrialBalance(), entity: DEMO_ENTITY });
  fs.writeFileSync(path.join(dir, 'statements.json'), JSON.stringify(set));
  const main = path.join(path.dirname(new URL(import.meta.url).pathname), 'main.ts');
  // tsx's loader by its own address (the test runs the CLI's source from a temporary folder).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  // `true` reads nothing and is gone before the CLI (started under tsx) writes: every write meets a closed pipe.
  const pipeline = `"${process.execPath}" --import ${tsx} "${main}" validate statements.json --json 2>err.txt | true`;
  await promisify(execFile)('bash', ['-c', `set -o pipefail; ${pipeline}; echo $? > code.txt`], { cwd: dir });
  expect(fs.readFileSync(path.join(dir, 'err.txt'), 'utf8')).toBe('');
  expect(fs.readFileSync(path.join(dir, 'code.txt'), 'utf8').trim()).toBe('0');
}, 30_000);
