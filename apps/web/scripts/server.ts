import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The whole product (API + built SPA, migrated, demo seeded) as a detached child for the measuring scripts: started on
 * a port with its own data directory, ready once `/api/health` answers.
 */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const server = spawn('pnpm', ['--filter', '@dfr/api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DFR_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** Stops the server and its children (it runs in its own process group). */
export function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
