/**
 * Measures how long the first screens take to settle in the real product (API + built SPA, Debian's Chromium), each
 * in a fresh browser context (nothing cached): `/` on a first visit, and `/onboarding` and `/overview` right after
 * signing in. "Settled" = the page's heading is shown, no skeleton is left and the network has been idle for 300 ms
 * (the idle wait is subtracted). Prints the median of 5 runs and the requests of the slowest screen.
 *
 * Run after `pnpm --filter @dfr/web build`:
 *   pnpm --filter @dfr/api exec tsx ../web/scripts/first-screens.ts
 * Not a test: it measures (docs/performance.md), it does not pass or fail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startServer, stopServer } from './server';

const port = Number(process.env.PORT ?? 4396);
const base = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dfr-first-screens-'));
const RUNS = Number(process.env.RUNS ?? 5);
const IDLE = 300;

/** Waits until the page shows its heading, has no skeleton, and has had no request in flight for IDLE ms. */
async function settle(page: Page, inFlight: () => number, lastActivity: () => number) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelectorAll('.skeleton').length === 0, null, { timeout: 30_000 });
  for (;;) {
    if (inFlight() === 0 && performance.now() - lastActivity() >= IDLE) return lastActivity();
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function measure(browser: Browser, target: string, signedIn: boolean) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  if (signedIn) {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  let inFlight = 0;
  let last = performance.now();
  const requests: { url: string; start: number; end?: number }[] = [];
  page.on('request', (r) => {
    inFlight++;
    last = performance.now();
    requests.push({ url: r.url().replace(base, ''), start: performance.now() });
  });
  const done = (r: { url: () => string }) => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
    const entry = requests.find((q) => q.url === r.url().replace(base, '') && q.end === undefined);
    if (entry) entry.end = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const start = performance.now();
  await page.goto(target);
  const settledAt = await settle(
    page,
    () => inFlight,
    () => last,
  );
  const ms = Math.round(settledAt - start);
  const waterfall = requests.map((q) => ({
    url: q.url.slice(0, 80),
    from: Math.round(q.start - start),
    to: q.end ? Math.round(q.end - start) : undefined,
  }));
  await context.close();
  return { ms, waterfall };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const server = await startServer(port, path.join(work, 'data'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: string[] = [];
    const slowest: { screen: string; waterfall: unknown[]; ms: number }[] = [];
    for (const [screen, signedIn] of [
      ['/', false],
      ['/onboarding', true],
      ['/overview', true],
    ] as const) {
      // One warm-up run (the server's first requests compile and cache), then RUNS measured runs.
      await measure(browser, screen, signedIn);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, screen, signedIn));
      const times = runs.map((r) => r.ms);
      rows.push(
        `| \`${screen}\`${signedIn ? ' (signed in)' : ' (first visit)'} | ${median(times)} | ${Math.max(...times)} |`,
      );
      console.log(`@bench web.screen.${screen === '/' ? 'home' : screen.slice(1)}_ms ${median(times)}`);
      const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
      slowest.push({ screen, waterfall: worst.waterfall, ms: worst.ms });
    }
    console.log('| screen | median ms to settle | slowest ms |\n|---|---|---|');
    console.log(rows.join('\n'));
    if (process.env.WATERFALL)
      for (const s of slowest) console.log(`\n${s.screen} (${s.ms} ms)\n${JSON.stringify(s.waterfall, null, 1)}`);
  } finally {
    await browser.close();
    stopServer(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
