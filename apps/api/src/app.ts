import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppContext, Deps } from './context';
import { mailboxRoutes } from './features/mailbox/routes';
import { identityClientConfig } from './identity/client-config';
import { identityRoutes } from './features/identity/routes';
import { ApiError, onError, onNotFound, sendError } from './http/errors';
import { accountRoutes } from './features/accounts/routes';
import { auditRoutes } from './features/audit/routes';
import { docsRoutes } from './features/docs/routes';
import { credentialRequestRoutes } from './features/credential-requests/routes';
import { entityRoutes } from './features/entities/routes';
import { exchangeRateRoutes } from './features/exchange-rates/routes';
import { exportSettingsRoutes } from './features/export-settings/routes';
import { healthRoutes } from './features/health/routes';
import { feeRoutes } from './features/fees/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { meRoutes } from './features/me/routes';
import { efilingRoutes } from './features/efiling/routes';
import { publicRoutes } from './features/shares/routes';
import { regulatorRoutes } from './features/desk/routes';
import { staffRoutes } from './features/staff/routes';
import { uploadRoutes } from './features/uploads/routes';
import { storageRoutes } from './features/uploads/storage.routes';
import { submissionRoutes } from './features/submissions/routes';
import { notificationRoutes } from './features/notifications/routes';
import { statementRoutes } from './features/statements/routes';
import { userRoutes } from './features/users/routes';
import { bodyLimit } from 'hono/body-limit';
import { MAX_JSON_BYTES, MAX_UPLOAD_BYTES } from './http/upload';
import { rateLimits, securityHeaders } from './http/security';
import { cookieLanguage, screenPreloads } from './http/screen-preloads';
import { joinChains } from './http/fused-chain';

/** JSON bodies are smaller than file uploads. */
const jsonLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: (c) => sendError(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payload_too_large')),
});

/** Uploads (trial balances, charts, rates) may be larger; checked again by type and size where they are read. */
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: (c) => sendError(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payload_too_large')),
});

/** Builds the whole HTTP application; `main.ts` serves it and tests call it directly. */
export function createApp(deps: Deps) {
  const app = new Hono<AppContext>()
    .use('*', (c, next) => {
      c.set('deps', deps);
      return next();
    })
    .use('*', securityHeaders(deps.env))
    .use('/api/*', rateLimits(deps))
    .use('/identity/*', rateLimits(deps, 'cognito', { perSession: false }))
    .use('/efiling/*', rateLimits(deps, 'api', { perSession: false }))
    .use('/storage/*', rateLimits(deps, 'api', { perSession: false }))
    // Size limits apply to requests that carry a body. Reads skip them: Hono's bodyLimit touches the request body,
    // which makes @hono/node-server build a full web Request for every GET (a tenth of a read's CPU time).
    .use('/api/*', (c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      return (c.req.header('content-type') ?? '').startsWith('application/json')
        ? jsonLimit(c, next)
        : uploadLimit(c, next);
    })
    .route('/api', healthRoutes)
    .route('/api', meRoutes)
    .route('/api', entityRoutes)
    .route('/api', exportSettingsRoutes)
    .route('/api', userRoutes)
    .route('/api', accountRoutes)
    .route('/api', statementRoutes)
    .route('/api', exchangeRateRoutes)
    .route('/api', notificationRoutes)
    .route('/api', invoiceRoutes)
    .route('/api', feeRoutes)
    .route('/api', credentialRequestRoutes)
    .route('/api', submissionRoutes)
    .route('/api', uploadRoutes)
    .route('/api', regulatorRoutes)
    .route('/api', staffRoutes)

    .route('/api', auditRoutes)
    .route('/api', publicRoutes)
    .route('/identity', identityRoutes)
    .use('/efiling/*', (c, next) => uploadLimit(c, next))
    .route('/efiling', efilingRoutes)
    // The embedded store's presigned PUTs (issue 33): bounded by the signed size, not by the API's upload limit.
    .route('/storage', storageRoutes)
    .route('/', mailboxRoutes)
    .get('/config.json', (c) =>
      c.json({
        apiBase: '/api',
        /** The @dfr/ui theme the web app applies (DFR_THEME). */
        theme: deps.env.DFR_THEME,
        /** MQTT over WebSocket on the same origin; password = the access token. */
        realtime: {
          path: '/mqtt',
          topics: { notifications: 'users/{sub}/notifications', jobs: 'statements/{statementId}/jobs' },
        },
        ...identityClientConfig(deps, c.req.url),
      }),
    );

  // The API reference, generated from the routes above: mounted last, so that it sees them all (and itself).
  app.route('/api', docsRoutes(app));

  // The sandbox bank, a peer served beside the API in sandbox payment mode (apps/api/src/features/invoices/sandbox-bank).
  if (deps.payments.sandbox) app.route('/sandbox-bank', deps.payments.sandbox.app);

  app.onError(onError);
  app.notFound(onNotFound);

  const webDist = deps.env.DFR_WEB_DIST;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    const root = path.relative(process.cwd(), webDist) || '.';
    // The build's assets are named by their content's hash: a browser keeps them a year and never asks again (a new
    // build names its files anew). index.html, /config.json and the rest are asked for each time.
    // (Only a file found there: a missing asset gets the SPA's page below, which must not be kept.)
    const found = new WeakSet<Request>();
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        if (found.has(c.req.raw)) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
      },
      serveStatic({ root, onFound: (_path, c) => void found.add(c.req.raw) }),
    );
    // History-mode routing: a route's path gets the SPA, naming its screen's files (`/` included, which the static
    // files below would answer without them); every other GET that is not the API or a file gets it too.
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const preloads = screenPreloads(webDist);
    app.get('*', async (c, next) => {
      const link = preloads(c.req.path, cookieLanguage(c.req.header('cookie')));
      return link ? c.html(indexHtml, 200, { link }) : next();
    });
    app.use('/*', serveStatic({ root }));
    app.get('*', (c) => (c.req.path.startsWith('/api/') ? c.notFound() : c.html(indexHtml)));
  }
  // Each route's handlers run as one function (issue 30): the same handlers in the same order, without Hono's
  // per-handler async bookkeeping.
  joinChains(app);
  return app;
}

export type App = ReturnType<typeof createApp>;
/** What the API publishes over MQTT (not HTTP, so not in `AppType`): a job's progress on `statements/<id>/jobs`. */
export type { JobProgress } from './features/jobs/service';
/** The typed client contract for the web app (Hono RPC). */
export type AppType = App;
