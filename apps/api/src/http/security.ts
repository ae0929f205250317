import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { clientAddressOf, fromTrustedProxy, parseTrustedProxies } from './client';
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
 */
export function securityHeaders(env: Env): MiddlewareHandler<AppContext> {
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
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...cognito, ...bucket],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });
  return async (c, next) => {
    await headers(c, next);
    const path = c.req.path;
    if ((path.startsWith('/api/') || path.startsWith('/identity')) && !c.res.headers.has('cache-control'))
      c.res.headers.set('cache-control', 'no-store');
  };
}

/** SHA-256 of a bearer token (the per-user key), remembered for the tokens seen lately: one hash per token, not per request. */
const tokenKeys = new Map<string, string>();
function tokenKey(authorization: string): string {
  let key = tokenKeys.get(authorization);
  if (key === undefined) {
    if (tokenKeys.size >= 10_000) tokenKeys.clear();
    key = `user:${createHash('sha256').update(authorization).digest('base64url')}`;
    tokenKeys.set(authorization, key);
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
  /** Answers the request once its keys are counted: headers of the tighter limit, 429 over either. */
  const decide = (
    c: Context<AppContext>,
    next: Next,
    counts: WindowCount[],
    now: number,
  ): Promise<Response | undefined> => {
    let refused = false;
    let shown = 0;
    counts.forEach((count, i) => {
      if (count.hits > limits[i]!) refused = true;
      if (limits[i]! - count.hits < limits[shown]! - counts[shown]!.hits) shown = i;
    });
    const { hits, resetAt } = counts[shown]!;
    const reset = String(Math.max(0, Math.ceil((resetAt - now) / 1000)));
    c.header('RateLimit-Policy', policies[shown]!);
    c.header('RateLimit', `limit=${limits[shown]}, remaining=${Math.max(limits[shown]! - hits, 0)}, reset=${reset}`);
    if (refused) {
      c.header('Retry-After', reset);
      return Promise.resolve(tooMany(c) as Response);
    }
    return next() as Promise<undefined>;
  };
  return (c, next) => {
    // A load balancer's own health checks (a trusted proxy asking `/api/health` for itself, nothing forwarded) are not
    // a client's requests: counted, they would spend the budget of the proxy's address (issue 37).
    if (c.req.path === '/api/health' && !c.req.header('x-forwarded-for') && fromTrustedProxy(c, trusted)) return next();
    const keys = [`addr:${clientAddressOf(c, trusted)}`];
    const authorization = perSession ? c.req.header('authorization') : undefined;
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
