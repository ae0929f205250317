import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { verifyAccessToken } from './auth';
import { createDeps } from './context';
import { openDatabase } from './db/client';
import { DEMO_EMAIL, DEMO_PASSWORD, REGULATOR_EMAIL, REGULATOR_PASSWORD, seedDemo } from './demo/seed';
import { startOutboxDelivery } from './email';
import { loadEnv, startupWarnings } from './env';
import { startPaymentPoller } from './features/invoices/service';
import { startJobSweeper } from './features/jobs/service';
import { startLifecycle } from './features/lifecycle/service';
import { startReminders } from './features/reminders/service';
import { startRealtime } from './realtime';
import { PresetResponse } from './http/node-response';
import { startNbcSchedule } from './rates/schedule';
import { setPublisher } from './features/notifications/service';
import { rateService } from './features/exchange-rates';
import { recoverSubmissions } from './features/submissions';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const env = loadEnv({
    ...process.env,
    // The built SPA is served when it exists (one process, one port); NODE_ENV=production is for real deployments
    // (it turns the local mailbox off), not for the demo the README starts.
    DFR_WEB_DIST:
      process.env.DFR_WEB_DIST ??
      (fs.existsSync(path.resolve(here, '../../web/dist/index.html'))
        ? path.resolve(here, '../../web/dist')
        : undefined),
  });
  for (const warning of startupWarnings(env)) console.warn(warning);
  const { db } = await openDatabase(env.dataDir, { url: env.DFR_DATABASE_URL, poolSize: env.DFR_DATABASE_POOL_SIZE });
  const deps = await createDeps(env, db);
  // With a real Cognito pool the demo user cannot be created from here (users sign up through the pool).
  const demo = env.DFR_DEMO && deps.identity.config.mode === 'embedded' ? await seedDemo(deps) : undefined;
  if (env.DFR_DEMO && !demo) console.log('Demo data is seeded only with the embedded identity endpoint.');
  // A submission the previous process lost midway is finished or undone before anyone reads the statements.
  await recoverSubmissions(deps);
  const app = createApp(deps);
  let realtimeReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => {
    realtimeReady = r;
  });
  // Node's responses are `PresetResponse`s: the headers set before the route are written with its own in one call.
  const serverOptions = { ServerResponse: PresetResponse };
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT, serverOptions }, async (info) => {
    // "Running" is said once the realtime endpoint is attached too (with an external broker that takes a moment):
    // a browser (or a test) that connects right after it gets its WebSocket.
    await ready;
    console.log(`DFR is running at ${env.publicUrl} (port ${info.port}, data in ${env.dataDir})`);
    if (deps.identity.config.mode === 'embedded') {
      console.log(
        `Sign-in: embedded identity endpoint at ${env.publicUrl}/identity (pool ${deps.identity.config.userPoolId})`,
      );
    } else {
      console.log(`Sign-in: Amazon Cognito user pool ${deps.identity.config.userPoolId}`);
    }
    if (deps.email.mode === 'mailbox') console.log(`E-mail: not sent; read it at ${env.publicUrl}/mailbox`);
    if (deps.payments.sandbox)
      console.log(`Payments: sandbox bank (pay a KHQR as a tester) at ${env.publicUrl}/sandbox-bank`);
    console.log(`API reference: ${env.publicUrl}/api/docs   Realtime: ${env.publicUrl.replace(/^http/, 'ws')}/mqtt`);
    if (demo)
      console.log(
        `\n  Open ${env.publicUrl} and sign in with the demo account:\n    email:    ${DEMO_EMAIL}\n    password: ${DEMO_PASSWORD}\n` +
          `  Regulator's desk (regulator staff):\n    email:    ${REGULATOR_EMAIL}\n    password: ${REGULATOR_PASSWORD}\n`,
      );
  });
  await startRealtime(deps, server as unknown as import('node:http').Server, {
    authenticate: (token) => verifyAccessToken(deps, token),
    setPublisher,
  });
  realtimeReady();
  // Open invoices with a live KHQR are checked with the bank every few seconds (DFR_PAYMENT_POLL_SECONDS).
  startPaymentPoller(deps);
  // The national bank's daily rates, when its publication's address is configured.
  startNbcSchedule(deps, () => rateService.fetchNbc(deps, 'system'));
  // Jobs (validations) whose instance stopped are taken over by this one.
  startJobSweeper(deps);
  // Files no committed row points at (a change that did not commit) and files past their retention, on one instance.
  startLifecycle(deps);
  // Reminders of deadlines and overdue invoices, once per entity, year and kind (issue 32).
  startReminders(deps);
  // E-mail written in a transaction, and retries of failed deliveries.
  startOutboxDelivery(deps.db, deps.email, deps.instanceId);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
