import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabaseEnv } from '../db/testing';

/**
 * The API as a child process (`src/main.ts` under tsx), for the tests that kill it (SIGKILL) in the middle of a write
 * and start it again on the same data directory.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startChild(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const database = await testDatabaseEnv(dataDir);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DFR_DATA_DIR: dataDir,
      PORT: String(port),
      DFR_DEMO: 'false',
      ...database,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 30000);
    proc.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('DFR is running')) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export function killChild(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}
