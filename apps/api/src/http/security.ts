import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from '../context';
import type { Env } from '../env';
import { clientAddressOf, parseTrustedProxies } from './client';
import { ApiError, sendError } from './errors';

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
  const https = env.publicUrl.startsWith('https:');
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...cognito],
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

/**
 * The API's rate limits (issue 19, finding 6; hono-rate-limiter): per client address (behind configured proxies the
 * forwarded one) and per bearer token (a user's session; a hash of the token, never an unverified claim, so nobody
 * spends another user's budget), both per minute, answered with 429 `too_many_requests` and `Retry-After` (the web
 * client waits and retries).
 */
export function rateLimits(env: Env, protocol: 'api' | 'cognito' = 'api'): MiddlewareHandler<AppContext>[] {
  // The identity endpoint speaks Cognito's protocol: its clients (aws-amplify) read `__type`, not the API's envelope.
  const tooMany: Parameters<typeof rateLimiter<AppContext>>[0]['handler'] = (c) =>
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
  const byAddress = rateLimiter<AppContext>({
    windowMs: 60_000,
    limit: env.DFR_RATE_LIMIT_PER_ADDRESS,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => `addr:${clientAddressOf(c, trusted)}`,
    handler: tooMany,
  });
  const byUser = rateLimiter<AppContext>({
    windowMs: 60_000,
    limit: env.DFR_RATE_LIMIT_PER_USER,
    standardHeaders: 'draft-7',
    skip: (c) => !c.req.header('authorization'),
    keyGenerator: (c) =>
      `user:${createHash('sha256')
        .update(c.req.header('authorization') ?? '')
        .digest('base64url')}`,
    handler: tooMany,
  });
  return [byAddress, byUser];
}
