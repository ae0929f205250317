import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run the whole product (API + built SPA, one process, one port) on a fresh data directory,
 * in Debian's Chromium. Never a downloaded browser.
 *
 * The tests mostly wait (on the product's timers, jobs and the browser), so they run on two servers at once, each
 * with its own port and data directory and one test at a time: a spec file never shares its server with a test running
 * at the same time, as when everything ran on one. The first server takes the files listed in `FIRST` (about half of
 * the time, measured); every other file, a new one included, runs on the second. `E2E_SERVERS=1` runs all on one.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `dfr-e2e-${process.pid}`);
const reportDir = path.resolve(import.meta.dirname, '../../reports');
const FIRST = ['submission', 'statement', 'auth', 'export-settings', 'rates', 'home', 'regulator-desk', 'users'].map(
  (f) => `**/${f}.spec.ts`,
);
const servers = process.env.E2E_SERVERS === '1' ? 1 : 2;
const shards = Array.from({ length: servers }, (_, i) => ({
  name: servers === 1 ? 'e2e' : `server-${i + 1}`,
  port: port + i,
  dataDir: servers === 1 ? dataDir : `${dataDir}-${i + 1}`,
  files: servers === 1 ? {} : i === 0 ? { testMatch: FIRST } : { testIgnore: FIRST },
}));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: servers,
  // On CI a failed test runs once more and, if it passes, is reported as flaky by name in the command's summary (a
  // flake on CI's busier machine cost a whole submission: docs/decisions.md, issue 29).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(reportDir, 'playwright.json') }]],
  outputDir: path.join(reportDir, 'playwright-results'),
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: shards.map(({ name, port, files }) => ({
    name,
    ...files,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: shards.map(({ port, dataDir }) => ({
    command: 'pnpm --filter @dfr/api start',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: { PORT: String(port), HOST: '127.0.0.1', DFR_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })),
});
