import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { clientAddressOf, fromTrustedProxy, parseTrustedProxies } from './client';
import { PresetResponse, presetNames } from './node-response';
import { authorizationOf } from './authorization';
import { TokenMap } from './token-map';
import { ApiError, sendError } from './errors';
import { rateLimitStore, type WindowCount } from './rate-limit-store';

/**
 * The web origins a browser may call the API and the embedded identity endpoint from: the public origin, plus
 * `DFR_WEB_ORIGINS` (comma-separated, e.g. the Vite dev server) (issue 19, finding 6).
 */
export function webOrigins(env: Pick<Env, 'publicUrl' | 'DFR_WEB_ORIGINS'>): Set<string> {
  const origins = new Set<string>();
  for (const o of [env.publicUrl, ...(env.DFR_WEB_ORIGINS ?? '').split(',')]) {
    try {
      if (o.trim()) origins.add(new URL(o.trim()).origin);
    } catch {
      // not a URL: ignored (env.ts validates the list)
    }
  }
  return origins;
}

/**
 * Security headers on every answer (issue 19, finding 6): a CSP without inline script (the SPA is module scripts of
 * its own origin; styles may be inline — react-aria sets style attributes, the mailbox and docs pages a <style>),
 * no framing, nosniff, no referrer to other sites, HSTS when served over HTTPS, and `Cache-Control: no-store` on
 * API and identity answers (they carry personal data and tokens).
 *
 * The headers and values are Hono's `secureHeaders` with the options below (`security.test.ts` holds them to it),
 * computed once. Served by Node (`@hono/node-server`), they are written on Node's response before the route runs
 * (issue 30): through the answer's `Headers` they cost a validated write each (twelve) and turned every answer into
 * a full web `Response`, a tenth of a read's CPU time. The route's answer is written over them, so a route's own
 * `Cache-Control` stands, as before. On the API's server (main.ts: `PresetResponse`) they are one prebuilt list,
 * written with the route's headers in one `writeHead` (not one validated `setHeader` each); on a plain Node server
 * through `setHeader`. In process (`app.request`, the tests) they go on the answer as before.
 */
export function securityHeaders(env: Env): MiddlewareHandler<AppContext> {
  const list = securityHeaderList(env);
  // For the API's own Node response (`PresetResponse`): the headers as one list, with and without `no-store`.
  const flat = list.flat();
  const noStoreFlat = [...flat, 'cache-control', 'no-store'];
  const names = presetNames(flat);
  const noStoreNames = presetNames(noStoreFlat);
  const noStore = (path: string) => path.startsWith('/api/') || path.startsWith('/identity');
  return (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing instanceof PresetResponse) {
      // Written with the route's headers in one `writeHead` (issue 30); a route's own `Cache-Control` stands.
      if (noStore(c.req.path)) outgoing.preset(noStoreFlat, noStoreNames);
      else outgoing.preset(flat, names);
      return next();
    }
    if (outgoing) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      if (noStore(c.req.path)) outgoing.setHeader('cache-control', 'no-store');
      return next();
    }
    // (`next()` may give the context at once: a joined chain answered synchronously, `fused-chain.ts`.)
    return Promise.resolve(next()).then(() => {
      const headers = c.res.headers;
      for (const [name, value] of list) headers.set(name, value);
      headers.delete('x-powered-by');
      if (noStore(c.req.path) && !headers.has('cache-control')) headers.set('cache-control', 'no-store');
    });
  };
}

/**
 * Headers of the answer set before the route runs (`[name, value, …]`, `names` in lower case): on Node's response
 * when Node serves the request (no `Headers` object for the answer, issue 30; with `PresetResponse`, written with the
 * route's in one `writeHead`), else (in process) on the answer's headers.
 */
function headers(c: Context<AppContext>, list: string[], names: ReadonlySet<string>): void {
  const outgoing = nodeResponse(c);
  if (outgoing instanceof PresetResponse) outgoing.preset(list, names);
  else if (outgoing) for (let i = 0; i < list.length; i += 2) outgoing.setHeader(list[i]!, list[i + 1]!);
  else for (let i = 0; i < list.length; i += 2) c.header(list[i]!, list[i + 1]!);
}

/** Node's response of the request when Node serves it (`@hono/node-server` passes it as `c.env.outgoing`). */
function nodeResponse(c: Context<AppContext>): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent ? outgoing : undefined;
}

/** Hono `secureHeaders`' defaults with DFR's options: each header's name and value. */
export function securityHeaderList(env: Env): [string, string][] {
  const cognito = env.DFR_COGNITO_USER_POOL_ID
    ? [`https://cognito-idp.${env.DFR_COGNITO_REGION}.amazonaws.com`, 'https://cognito-identity.amazonaws.com']
    : [];
  // The S3-compatible bucket the browser PUTs imported files to with a presigned URL (issue 33): without it in
  // connect-src the browser blocks the PUT and every file falls back to the API.
  const bucket = env.DFR_S3_BUCKET
    ? [
        env.DFR_S3_ENDPOINT
          ? new URL(env.DFR_S3_ENDPOINT).origin
          : `https://${env.DFR_S3_BUCKET}.s3.${env.DFR_S3_REGION}.amazonaws.com`,
      ]
    : [];
  const https = env.publicUrl.startsWith('https:');
  const csp: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...cognito, ...bucket]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', csp.map(([directive, values]) => `${directive} ${values.join(' ')}`).join('; ')],
  ];
}

const countedNames = presetNames(['RateLimit-Policy', '', 'RateLimit', '']);
const refusedNames = presetNames(['RateLimit-Policy', '', 'RateLimit', '', 'Retry-After', '']);

/** SHA-256 of a bearer token (the per-user key), remembered for the tokens seen lately: one hash per token, not per request. */
const tokenKeys = new TokenMap<string>();
function tokenKey(authorization: string): string {
  let key = tokenKeys.get(authorization);
  if (key === undefined) {
    if (tokenKeys.size >= 10_000) tokenKeys.clear();
    key = `user:${createHash('sha256').update(authorization).digest('base64url')}`;
    tokenKeys.set(authorization, key);
  }
  return key;
}

/** Each connection's address key (`addr:<address>`) while no proxy is trusted: a connection's peer never changes. */
const addressKeys = new WeakMap<object, string>();

/** The rate limits' key for the client's address (`clientAddressOf`), made once per connection when it can be. */
function addressKey(c: Context<AppContext>, trusted: ReadonlySet<string>): string {
  const socket =
    trusted.size === 0 ? (c.env as { incoming?: { socket?: object } } | undefined)?.incoming?.socket : undefined;
  if (!socket) return `addr:${clientAddressOf(c, trusted)}`;
  let key = addressKeys.get(socket);
  if (key === undefined) {
    key = `addr:${clientAddressOf(c, trusted)}`;
    addressKeys.set(socket, key);
  }
  return key;
}

/**
 * The API's rate limits (issue 19, finding 6): per client address (behind configured proxies the forwarded one) and
 * per bearer token (a user's session; a hash of the token, never an unverified claim, so nobody spends another user's
 * budget), both per minute, answered with 429 `too_many_requests` and `Retry-After` (the web client waits and retries),
 * with the draft-7 `RateLimit-Policy` and `RateLimit` headers. Written here rather than with hono-rate-limiter (issue 30):
 * the same fixed windows, counted in memory synchronously without a promise per step (the library's chain of awaits,
 * and a hash of the token on every request, were a fifth of a health check's CPU time). On PostgreSQL the windows are
 * counted in the database (issue 37: one statement a request for both keys), so the limits hold across instances, a
 * restart does not reset them and a failover does not give every client a fresh budget on the survivor; a database that
 * does not answer lets the request through (it is limited again as soon as the database answers).
 * `perSession: false` limits per address only (the identity endpoint, the e-filing receiver).
 */
export function rateLimits(
  deps: { env: Env; db?: Db },
  protocol: 'api' | 'cognito' = 'api',
  { perSession = true }: { perSession?: boolean } = {},
): MiddlewareHandler<AppContext> {
  const { env } = deps;
  // The identity endpoint speaks Cognito's protocol: its clients (aws-amplify) read `__type`, not the API's envelope.
  const tooMany = (c: Context<AppContext>) =>
    protocol === 'cognito'
      ? c.body(
          JSON.stringify({ __type: 'TooManyRequestsException', message: 'Too many requests, please try again later.' }),
          429,
          {
            'content-type': 'application/x-amz-json-1.1',
            'x-amzn-errortype': 'TooManyRequestsException',
          },
        )
      : sendError(c, new ApiError(429, 'RATE_LIMITED', 'too_many_requests'));
  const trusted = parseTrustedProxies(env.DFR_TRUSTED_PROXIES);
  const windowMs = 60_000;
  const store = rateLimitStore(deps.db, env.DFR_RATE_LIMIT_STORE, windowMs);
  const limits = [env.DFR_RATE_LIMIT_PER_ADDRESS, env.DFR_RATE_LIMIT_PER_USER];
  const policies = limits.map((limit) => `${limit};w=${windowMs / 1000}`);
  // The `RateLimit` value's fixed start per limit (issue 30: the limit's number was written out at every answer).
  const statePrefixes = limits.map((limit) => `limit=${limit}, remaining=`);
  /** Answers the request once its keys are counted: headers of the tighter limit, 429 over either. */
  const decide = (
    c: Context<AppContext>,
    next: Next,
    counts: readonly WindowCount[],
    now: number,
  ): Promise<Response | undefined> => {
    let refused = false;
    let shown = 0;
    for (let i = 0; i < counts.length; i++) {
      const hits = counts[i]!.hits;
      if (hits > limits[i]!) refused = true;
      if (limits[i]! - hits < limits[shown]! - counts[shown]!.hits) shown = i;
    }
    const { hits, resetAt } = counts[shown]!;
    const reset = String(Math.max(0, Math.ceil((resetAt - now) / 1000)));
    const policy = policies[shown]!;
    const state = `${statePrefixes[shown]}${Math.max(limits[shown]! - hits, 0)}, reset=${reset}`;
    if (refused) {
      headers(c, ['RateLimit-Policy', policy, 'RateLimit', state, 'Retry-After', reset], refusedNames);
      return Promise.resolve(tooMany(c) as Response);
    }
    headers(c, ['RateLimit-Policy', policy, 'RateLimit', state], countedNames);
    return next() as Promise<undefined>;
  };
  return (c, next) => {
    // A load balancer's own health checks (a trusted proxy asking `/api/health` for itself, nothing forwarded) are not
    // a client's requests: counted, they would spend the budget of the proxy's address (issue 37).
    if (c.req.path === '/api/health' && fromTrustedProxy(c, trusted) && !c.req.header('x-forwarded-for')) return next();
    const keys = [addressKey(c, trusted)];
    const authorization = perSession ? authorizationOf(c) : undefined;
    if (authorization) keys.push(tokenKey(authorization));
    const now = Date.now();
    const counts = store.count(keys, now);
    if (Array.isArray(counts)) return decide(c, next, counts, now);
    return counts.then(
      (counted) => decide(c, next, counted, now),
      (e: unknown) => {
        console.warn(`[rate limits] not counted: ${e instanceof Error ? e.message : String(e)}`);
        return next() as Promise<undefined>;
      },
    );
  };
}
